/**
 * The 武魂志 content module as the site offers it: the starter decks as presets (the value `setup.decks[seat]`
 * takes), the example starting positions with the presets they were written for, how a pasted deck is written,
 * and every card id of the starter set. Data only.
 */
import type { GameContent } from '@/machines/engine/definition';
import { WUHUNZHI_CARDS } from './cards';
import { DECK_HULANG, DECK_JIXIA } from './decks';
import { EXAMPLE_POSITIONS } from './positions';

const deck = (d: typeof DECK_JIXIA) => ({ mainDeck: d.mainDeck, altars: d.altars, generals: d.generals });

export const content: GameContent = {
  presets: [
    { id: 'jixia', name: { zh: '儒墨·稷下', en: 'Jixia: Confucians and Mohists' }, deck: deck(DECK_JIXIA) },
    {
      id: 'hulang',
      name: { zh: '秦魏·虎狼', en: 'Tigers and wolves of Qin and Wei' },
      deck: deck(DECK_HULANG),
    },
  ],
  positions: EXAMPLE_POSITIONS.map((x) => ({
    id: x.id,
    name: x.name,
    description: x.description,
    ...(x.deck ? { decks: { ...x.deck } } : {}),
    position: x.position,
  })),
  firstPlayerRule: {
    zh: '掷币决定谁先攻（结果记在对局第一步）',
    en: 'a coin toss decides who has initiative (told in the first step)',
  },
  pasteHint: {
    zh: 'mainDeck: 4x s-modi, …\naltars: a-kunlun, …\ngenerals: g-sunwu',
    en: 'mainDeck: 4x s-modi, …\naltars: a-kunlun, …\ngenerals: g-sunwu',
  },
  cardIds: WUHUNZHI_CARDS.map((c) => c.id),
  deckParts: [
    {
      key: 'mainDeck',
      name: { zh: '主要卡组', en: 'Main deck' },
      faces: ['soul', 'trap', 'event', 'strategy'],
    },
    { key: 'altars', name: { zh: '祭坛卡', en: 'Altars' }, faces: ['altar'] },
    { key: 'generals', name: { zh: '主将卡', en: 'Generals' }, faces: ['general'] },
  ],
};
