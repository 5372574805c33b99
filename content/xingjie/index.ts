/**
 * 星阶 content as the site offers it: the preset decks (as `setup.decks[seat]` takes them), the example starting
 * positions with the decks they were written for (a scene: each avatar's rank alone), how a pasted deck is
 * written, and every card id. Data only.
 */
import type { GameContent } from '@/machines/engine';
import { CARDS } from './cards';
import { DECKS } from './decks';
import { EXAMPLE_POSITIONS } from './positions';

export const content: GameContent = {
  presets: DECKS.map((d) => ({ id: d.id, name: d.name, deck: { rank: d.rank, cards: d.cards } })),
  positions: EXAMPLE_POSITIONS.map((x) => ({
    id: x.id,
    name: x.name,
    description: x.description,
    ...(x.deck ? { decks: { ...x.deck } } : {}),
    ...(x.ranks ? { sceneDecks: { p1: { rank: x.ranks.p1 }, p2: { rank: x.ranks.p2 } } } : {}),
    position: x.position,
  })),
  firstPlayerRule: {
    zh: '掷币决定谁先手（结果记在对局第一步）',
    en: 'a coin toss decides who goes first (told in the first step)',
  },
  pasteHint: {
    zh: 'rank: 10\ncards: 3x qin-crossbowman, farmer, …',
    en: 'rank: 10\ncards: 3x qin-crossbowman, farmer, …',
  },
  cardIds: CARDS.map((c) => c.id),
  deckParts: [
    { key: 'rank', name: { zh: '位阶', en: 'Rank' } },
    { key: 'cards', name: { zh: '卡组', en: 'Cards' }, faces: ['character', 'magic', 'trap', 'equipment'] },
  ],
};
