/**
 * The 血契 content module: what the site offers for this game — the preset decks (as `setup.decks[seat]` takes
 * them), the example starting positions with the decks they were written for, how a pasted deck is written, and
 * every card id of the starter set. Data only; machines/xueqi puts it on the definition (`xueqi.content`).
 */
import type { GameContent } from '@/machines/engine/definition';
import { CARDS } from './cards';
import { DECKS } from './decks';
import { EXAMPLE_POSITIONS } from './positions';

export const content: GameContent = {
  presets: DECKS.map((d) => ({ id: d.id, name: d.name, deck: d.cards })),
  positions: EXAMPLE_POSITIONS.map((x) => ({
    id: x.id,
    name: x.name,
    description: x.description,
    ...(x.deck ? { decks: { ...x.deck } } : {}),
    position: x.position,
  })),
  firstPlayerRule: {
    zh: '双方从牌库顶翻牌直到翻出生物，比较星级，高者先手；平局继续翻，都翻完则掷币',
    en: 'each reveals from the top of the deck until a creature; the higher rank goes first (ties go on; both out: a coin toss)',
  },
  pasteHint: { zh: '3x xue-nu, 2x lie-quan, …', en: '3x xue-nu, 2x lie-quan, …' },
  cardIds: CARDS.map((c) => c.id),
};
