/** Two legal 血契 starter decks (40–50 cards each; extra-summon definitions are never in a deck). */
const expand = (counts: Record<string, number>): string[] =>
  Object.entries(counts).flatMap(([id, n]) => Array<string>(n).fill(id));

export interface XueqiDeck {
  id: string;
  name: { zh: string; en: string };
  cards: string[];
}

/** 蝠群血祭: cheap bodies, summoners and extra summons that swarm and combo. 42 cards. */
export const BAT_SWARM: XueqiDeck = {
  id: 'bat-swarm',
  name: { zh: '蝠群血祭', en: 'Bat Swarm Rite' },
  cards: expand({
    'xue-nu': 3,
    'lie-quan': 1,
    'jingji-kuilei': 1,
    'ye-ya': 3,
    'xue-zhi': 2,
    'xue-jianke': 2,
    'tiebi-wei': 1,
    'shixiang-gui': 1,
    'yinhun-shi': 3,
    'shixue-lang': 2,
    'fu-wang': 2,
    'xuezhou-shi': 2,
    'ying-zhaozhe': 2,
    'xue-jisi': 1,
    'kuang-zhanshi': 1,
    'shenyuan-zhiyan': 1,
    'xuequan-nvyao': 1,
    'shehun-zhe': 1,
    'minghe-duzhe': 1,
    'xueqi-zhizhu': 1,
    'xue-zhi-xianli': 2,
    'chongfeng-haoling': 1,
    'zhanhou-yushi': 1,
    'xuezhan-faze': 1,
    'huisu-zhimen': 1,
    'xueqi-zengfu': 2,
    xianji: 1,
    'tongxin-zhixue': 1,
  }),
};

/** 骸骨军团: fewer, bigger creatures backed by removal and value cards. 45 cards. */
export const BONE_LEGION: XueqiDeck = {
  id: 'bone-legion',
  name: { zh: '骸骨军团', en: 'Bone Legion' },
  cards: expand({
    'lie-quan': 2,
    'xue-nu': 1,
    'chendao-xiunv': 1,
    'tiebi-wei': 2,
    'shixiang-gui': 1,
    'nuyan-shi': 1,
    'xue-jianke': 2,
    'shixue-lang': 3,
    'gulong-qi': 3,
    'xue-jisi': 2,
    'xue-qishi': 3,
    'kuang-zhanshi': 2,
    'xueyi-mo': 2,
    'haigu-lingzhu': 2,
    'lianyu-mojiang': 1,
    'xueyue-juxiang': 1,
    'shitian-xuelong': 1,
    'xueqi-zhizhu': 1,
    'pomie-ling': 2,
    'zhaohun-zhen': 1,
    'lianji-qiyue': 1,
    'fengyin-zhou': 1,
    liedi: 1,
    'shenyuan-zhaohuan': 1,
    xueyu: 1,
    tiegu: 2,
    'shixue-yinji': 1,
    'shengming-hongxi': 1,
    ruohua: 1,
    beiji: 1,
  }),
};

export const DECKS: XueqiDeck[] = [BAT_SWARM, BONE_LEGION];
