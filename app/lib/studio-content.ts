/**
 * What the studio knows about each game's content: every card id (so scripts and pasted deck lists may name a
 * card by its zh or en name) and the preset decks of content/<game>/decks.ts, as the value `setup.decks[seat]`
 * takes for that game. Data only; the engines validate every deck.
 */
import type { Text } from '@/machines/engine/types';
import { CATALOG as WUHUNZHI_CATALOG } from '@/machines/wuhunzhi/catalog';
import { CARDS as XINGJIE_CARDS } from '@/machines/xingjie/cards';
import { CATALOG as XUEQI_CATALOG } from '@/machines/xueqi/catalog';
import { DECK_HULANG, DECK_JIXIA } from '@/content/wuhunzhi/decks';
import { DECKS as XINGJIE_DECKS } from '@/content/xingjie/decks';
import { DECKS as XUEQI_DECKS } from '@/content/xueqi/decks';
import { EXAMPLE_POSITIONS as WUHUNZHI_POSITIONS } from '@/content/wuhunzhi/positions';
import { EXAMPLE_POSITIONS as XINGJIE_POSITIONS } from '@/content/xingjie/positions';
import { EXAMPLE_POSITIONS as XUEQI_POSITIONS } from '@/content/xueqi/positions';

export interface DeckPreset {
  id: string;
  name: Text;
  /** The value of `setup.decks.p1` / `setup.decks.p2` for this game. */
  deck: unknown;
}

/** An example starting position, offered on the new-match page with the deck presets it was written for. */
export interface PositionPreset {
  id: string;
  name: Text;
  description: Text;
  decks: { p1: string; p2: string };
  position: unknown;
}

const positionPreset = (x: {
  id: string;
  name: Text;
  description: Text;
  deck: { p1: string; p2: string };
  position: unknown;
}): PositionPreset => ({
  id: x.id,
  name: x.name,
  description: x.description,
  decks: { ...x.deck },
  position: x.position,
});

interface GameContent {
  cardIds: () => readonly string[];
  presets: () => DeckPreset[];
  positions: () => PositionPreset[];
  /** How a pasted deck is written for this game (shown in the new-match form). */
  pasteHint: Text;
}

const CONTENT: Record<string, GameContent> = {
  wuhunzhi: {
    cardIds: () => Object.keys(WUHUNZHI_CATALOG),
    presets: () => [
      {
        id: 'jixia',
        name: { zh: '儒墨·稷下', en: 'Jixia: Confucians and Mohists' },
        deck: { mainDeck: DECK_JIXIA.mainDeck, altars: DECK_JIXIA.altars, generals: DECK_JIXIA.generals },
      },
      {
        id: 'hulang',
        name: { zh: '秦魏·虎狼', en: 'Tigers and wolves of Qin and Wei' },
        deck: { mainDeck: DECK_HULANG.mainDeck, altars: DECK_HULANG.altars, generals: DECK_HULANG.generals },
      },
    ],
    positions: () => WUHUNZHI_POSITIONS.map(positionPreset),
    pasteHint: {
      zh: 'mainDeck: 4x s-modi, …\naltars: a-kunlun, …\ngenerals: g-sunwu',
      en: 'mainDeck: 4x s-modi, …\naltars: a-kunlun, …\ngenerals: g-sunwu',
    },
  },
  xingjie: {
    cardIds: () => Object.keys(XINGJIE_CARDS),
    presets: () =>
      XINGJIE_DECKS.map((d) => ({ id: d.id, name: d.name, deck: { rank: d.rank, cards: d.cards } })),
    positions: () => XINGJIE_POSITIONS.map(positionPreset),
    pasteHint: {
      zh: 'rank: 10\ncards: 3x qin-crossbowman, farmer, …',
      en: 'rank: 10\ncards: 3x qin-crossbowman, farmer, …',
    },
  },
  xueqi: {
    cardIds: () => Object.keys(XUEQI_CATALOG),
    presets: () => XUEQI_DECKS.map((d) => ({ id: d.id, name: d.name, deck: d.cards })),
    positions: () => XUEQI_POSITIONS.map(positionPreset),
    pasteHint: { zh: '3x xue-nu, 2x lie-quan, …', en: '3x xue-nu, 2x lie-quan, …' },
  },
};

export const studioCardIds = (gameId: string): readonly string[] | undefined => CONTENT[gameId]?.cardIds();
export const deckPresets = (gameId: string): DeckPreset[] => CONTENT[gameId]?.presets() ?? [];
export const positionPresets = (gameId: string): PositionPreset[] => CONTENT[gameId]?.positions() ?? [];
export const pasteHint = (gameId: string): Text =>
  CONTENT[gameId]?.pasteHint ?? { zh: '3x 卡牌, 卡牌, …', en: '3x card, card, …' };
