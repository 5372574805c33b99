/** Two legal 60-card starter decks (§2: exactly 60, ≤ 3 copies a name, ≤ 1 of 传说中/神话里). */
export interface DeckList {
  id: string;
  name: { zh: string; en: string };
  /** Suggested duelist rank for the deck (its biggest cards need rank + 2 ≥ stars). */
  rank: number;
  cards: string[];
}

const expand = (entries: Array<[string, number]>): string[] => entries.flatMap(([id, n]) => Array.from({ length: n }, () => id));

export const QIN_HAN: DeckList = {
  id: 'qin-han',
  name: { zh: '秦汉风云', en: 'Storm over Qin and Han' },
  rank: 10,
  cards: expand([
    ['qin-crossbowman', 3], ['farmer', 1], ['scholar', 2], ['chen-sheng', 2], ['wu-guang', 2], ['footman', 2], ['li-si', 2],
    ['cavalry', 1], ['burning-books', 1], ['forging-blade', 1], ['lure-tiger', 1], ['archer', 2], ['jing-ke', 2], ['xiao-he', 2], ['meng-tian', 3], ['zhang-liang', 2], ['fan-kuai', 2],
    ['wei-qing', 2], ['bai-qi', 2], ['huo-qubing', 2], ['han-xin', 1], ['liu-bang', 1], ['xiang-yu', 1], ['qin-shihuang', 1],
    ['xianyang-palace', 1], ['beacon-fire', 2], ['borrowed-arrows', 1], ['recruit-worthy', 2], ['healing-hands', 1],
    ['mandate-heaven', 1], ['great-wall', 1], ['feng-shan', 1], ['empty-fort', 1], ['ambush', 1], ['abatis', 1],
    ['zhanlu-sword', 1], ['mingguang-armour', 1], ['taie-sword', 1], ['burn-boats', 1], ['heart-mirror', 1], ['sow-discord', 1],
  ]),
};

export const SANGUO_TANG: DeckList = {
  id: 'sanguo-tang',
  name: { zh: '三国唐宋', en: 'Three Kingdoms to Song' },
  rank: 10,
  cards: expand([
    ['farmer', 2], ['scholar', 2], ['footman', 2], ['merchant', 2], ['cavalry', 2], ['archer', 2], ['zheng-he', 1], ['golden-bell', 1], ['cut-supplies', 1], ['lure-tiger', 1],
    ['li-bai', 2], ['diao-chan', 2], ['bao-zheng', 2], ['qin-qiong', 2], ['yuchi-gong', 2], ['xing-tian', 2], ['yang-ye', 2],
    ['zhang-fei', 2], ['qi-jiguang', 1], ['zhao-yun', 1], ['hou-yi', 1], ['guan-yu', 1], ['zhou-yu', 1], ['li-jing', 1],
    ['yue-fei', 1], ['liu-bei', 1], ['zhuge-liang', 1], ['lu-bu', 1],
    ['red-cliffs', 1], ['arrow-rain', 1], ['fair-trade', 2], ['calling-soul', 1], ['deserters-muster', 1], ['art-of-war', 1],
    ['sow-discord', 2], ['chained-ships', 1], ['empty-fort', 1], ['red-hare', 1], ['green-dragon-blade', 1], ['sky-piercer', 1],
    ['heart-mirror', 1], ['borrowed-arrows', 1], ['mandate-heaven', 1], ['healing-hands', 1],
  ]),
};

export const DECKS: DeckList[] = [QIN_HAN, SANGUO_TANG];
