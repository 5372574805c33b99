/** Two legal starter decks (§2: 50 main-deck cards, 5 altars with at most one special, 1–3 generals). */
const many = (list: Array<[string, number]>): string[] => list.flatMap(([id, n]) => Array<string>(n).fill(id));

/** 儒墨·稷下 (Confucians and Mohists of Jixia): Wisdom/Benevolence, led by 孙武 with 孔丘 in reserve. */
export const DECK_JIXIA = {
  generals: ['g-sunwu', 'g-kongqiu'],
  altars: ['a-kunlun', 'a-taishan', 'a-sheji', 'a-zongmiao', 'a-mingtang'],
  mainDeck: many([
    ['s-modi', 4], ['s-gongshuban', 3], ['s-xuxing', 3], ['s-huishi', 4], ['s-gongsunlong', 3], ['s-caogui', 3],
    ['s-xiangao', 2], ['s-jiezitui', 1], ['s-qijiji', 4], ['s-chugongshou', 3],
    ['s-sunbin', 2], ['s-linxiangru', 2], ['s-suqin', 1], ['s-zhangyi', 1], ['s-mengke', 1], ['s-tiandan', 1], ['s-zhuangzhou', 1],
    ['t-fubing', 2], ['t-kongcheng', 1], ['t-yibing', 1], ['t-huogong', 1],
    ['e-jixia', 1], ['e-hezong', 1], ['e-weiwei', 1],
    ['st-beishui', 1], ['st-shengdong', 1], ['st-yiyi', 1],
  ]),
};

/** 秦魏·虎狼 (the tigers and wolves of Qin and Wei): Ferocity/Discipline, led by 白起 with 吴起 in reserve. */
export const DECK_HULANG = {
  generals: ['g-baiqi', 'g-wuqi'],
  altars: ['a-fenghuo', 'a-lingtai', 'a-biyong', 'a-taishan', 'a-sheji'],
  mainDeck: many([
    ['s-jingke', 4], ['s-zhuanzhu', 4], ['s-qinhuali', 3], ['s-weiwuzu', 4], ['s-qinruishi', 4], ['s-niezheng', 3],
    ['s-yaoli', 2], ['s-yangzhu', 3], ['s-zouyan', 2],
    ['s-pangjuan', 2], ['s-yueyi', 1], ['s-shangyang', 2], ['s-likui', 1], ['s-wuzixu', 1], ['s-xunkuang', 1], ['s-wangjian', 1],
    ['t-xiankeng', 2], ['t-juma', 1], ['t-fanjian', 1], ['t-luoshi', 1],
    ['e-ciqin', 1], ['e-bianfa', 2],
    ['st-jianbi', 1], ['st-binggui', 1], ['st-pofu', 1], ['st-beishui', 1],
  ]),
};
