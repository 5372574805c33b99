/** Deck construction (§2) and setup (§3): instances, shuffling, the starting general and altar, first player. */
import { z } from 'zod';
import { check, refuse } from '@/machines/engine/errors';
import { flipCoin } from '@/machines/engine/fate';
import { shuffleInPlace } from '@/machines/engine/rng';
import type { MatchSetup, Seat } from '@/machines/engine/types';
import { SEATS } from '@/machines/engine/types';
import { cardDef, type CardSource } from '../catalog';
import type { CardDef } from '@/content/wuhunzhi/types';
import type { WuhunzhiConfig } from '../config';
import type { PlayerBoard, WuhunzhiGame, WuhunzhiState } from '../state';

export interface DeckList {
  mainDeck: string[];
  altars: string[];
  generals: string[];
}

/** The shape of `setup.decks[seat]`. Card ids are checked by deckProblems (ERR_ILLEGAL_DECK names unknown cards). */
export const deckListSchema = z
  .object({ mainDeck: z.array(z.string()), altars: z.array(z.string()), generals: z.array(z.string()) })
  .strict();

/** Every way a registration breaks §2, as zh/en messages (empty when legal). */
export function deckProblems(
  config: WuhunzhiConfig,
  deck: DeckList,
  cards: CardSource = null,
): Array<{ zh: string; en: string }> {
  const def = (id: string): CardDef => cardDef(cards, id)!;
  const out: Array<{ zh: string; en: string }> = [];
  const unknown = [...deck.mainDeck, ...deck.altars, ...deck.generals].filter((id) => !cardDef(cards, id));
  if (unknown.length)
    return [{ zh: `未知的卡：${unknown.join('、')}`, en: `Unknown cards: ${unknown.join(', ')}` }];
  if (deck.mainDeck.length !== config.mainDeckSize)
    out.push({
      zh: `主要卡组必须正好${config.mainDeckSize}张（现有${deck.mainDeck.length}张）`,
      en: `The main deck must have exactly ${config.mainDeckSize} cards (has ${deck.mainDeck.length})`,
    });
  const badMain = deck.mainDeck.filter((id) => !['soul', 'trap', 'event', 'strategy'].includes(def(id).type));
  if (badMain.length)
    out.push({ zh: '主要卡组不能放祭坛卡或主将卡', en: 'The main deck may not contain altars or generals' });
  if (deck.altars.length !== config.altarCount || deck.altars.some((id) => def(id).type !== 'altar'))
    out.push({
      zh: `必须有正好${config.altarCount}张祭坛卡`,
      en: `Exactly ${config.altarCount} altar cards are required`,
    });
  const specials = deck.altars.filter((id) => {
    const d = def(id);
    return d.type === 'altar' && d.special;
  });
  if (specials.length > 1) out.push({ zh: '特殊祭坛卡只能有一张', en: 'At most one special altar' });
  const { min, max } = config.generalCount;
  if (
    deck.generals.length < min ||
    deck.generals.length > max ||
    deck.generals.some((id) => def(id).type !== 'general')
  )
    out.push({ zh: `必须有${min}至${max}张主将卡`, en: `${min} to ${max} generals are required` });
  const generalKinds = deck.generals.map((id) => {
    const d = def(id);
    return d.type === 'general' ? `${d.name.zh}|${d.title.zh}` : id;
  });
  if (new Set(generalKinds).size !== generalKinds.length)
    out.push({ zh: '主将每种只能有一张', en: 'At most one general of each kind' });
  // Other cards: at most maxCopies of each kind; a soul's kind is its name, a nameless soul's its id (R39).
  const kinds = new Map<string, number>();
  for (const id of [...deck.mainDeck, ...specials]) {
    const d = def(id);
    const kind = d.type === 'soul' ? (d.name ? `soul:${d.name.zh}` : `id:${d.id}`) : `${d.type}:${d.name.zh}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  for (const [kind, n] of kinds) {
    if (n > config.maxCopies)
      out.push({
        zh: `「${kind.split(':')[1]}」超过${config.maxCopies}张（${n}张）`,
        en: `"${kind.split(':')[1]}" exceeds ${config.maxCopies} copies (${n})`,
      });
  }
  return out;
}

export const emptyBoard = (): PlayerBoard => ({
  deck: [],
  hand: [],
  sandField: Array(9).fill(null),
  soulYard: [],
  discardPile: [],
  banished: [],
  altars: [],
  general: null,
  generalStack: [],
  eventSlot: null,
  eventExpires: null,
  strategy: null,
  strategyRevealed: false,
});

/**
 * One seat's instances in deck-list order, unshuffled: main deck `${seat}-m${i}` in the deck, altars `${seat}-a${i}`
 * face down in slot i, generals `${seat}-g${i}` face down in the reserve stack. Refuses an illegal deck (§2).
 */
export function createBoard(
  draft: WuhunzhiState,
  seat: Seat,
  deck: DeckList,
  marks: WuhunzhiGame['marks'],
): PlayerBoard {
  const problems = deckProblems(draft.config, deck, draft);
  if (problems.length) {
    refuse(
      'ERR_ILLEGAL_DECK',
      `${seat}的卡组不合法：${problems.map((p) => p.zh).join('；')}`,
      `${seat}'s deck is illegal: ${problems.map((p) => p.en).join('; ')}`,
      { seat },
    );
  }
  const b = emptyBoard();
  deck.mainDeck.forEach((cardId, i) => {
    const id = `${seat}-m${i}`;
    draft.cards[id] = { cardId, owner: seat };
    b.deck.push(id);
  });
  deck.altars.forEach((cardId, i) => {
    const id = `${seat}-a${i}`;
    draft.cards[id] = { cardId, owner: seat };
    b.altars.push({ id, faceUp: false, destroyed: false, damage: 0, bound: [], occupant: null });
  });
  deck.generals.forEach((cardId, i) => {
    const id = `${seat}-g${i}`;
    draft.cards[id] = { cardId, owner: seat };
    b.generalStack.push(id);
    marks[id] = { faceUp: false, tapped: false, damage: 0, enteredRound: 0 };
  });
  return b;
}

/** The game part of the state at the start of `round` (every per-round and per-step field fresh). */
export function freshGame(
  first: Seat,
  boards: Record<Seat, PlayerBoard>,
  marks: WuhunzhiGame['marks'],
  round = 1,
): WuhunzhiGame {
  return {
    round,
    first,
    second: first === 'p1' ? 'p2' : 'p1',
    setupDone: { p1: false, p2: false },
    boards,
    marks,
    pileHow: {},
    altarDamageTakenThisRound: { p1: 0, p2: 0 },
    eventActivatedThisRound: { p1: false, p2: false },
    strategySetThisRound: { p1: false, p2: false },
    scoutedThisRound: { p1: false, p2: false },
    processedCells: { p1: [], p2: [] },
    attackedThisBattle: [],
    stepDone: false,
    stepSeat: null,
    drawChoice: false,
    summonToAct: null,
    consecutivePasses: 0,
    summonPassed: { p1: false, p2: false },
    cursor: null,
    cursorIndex: 0,
    actEnded: false,
    attack: null,
    window: null,
    effectUses: { battle: {}, round: {}, match: {} },
    powerMods: [],
  };
}

export function initGame(draft: WuhunzhiState, setup: MatchSetup<WuhunzhiConfig>): void {
  const decks = (setup.decks ?? {}) as Partial<Record<Seat, DeckList>>;
  const boards = {} as Record<Seat, PlayerBoard>;
  const marks: WuhunzhiGame['marks'] = {};
  for (const seat of SEATS) {
    if (!decks[seat])
      refuse('ERR_ILLEGAL_DECK', `${seat} 没有卡组清单`, `${seat} has no deck list`, { seat });
    const b = createBoard(draft, seat, decks[seat]!, marks);
    if (!setup.stacked?.includes(seat)) shuffleInPlace(draft, b.deck);
    boards[seat] = b;
  }
  const first: Seat =
    draft.config.firstPlayerMethod === 'script' && setup.firstPlayer ? setup.firstPlayer : flipCoin(draft);
  draft.game = freshGame(first, boards, marks);
  draft.turn = 1;
}

export interface SetupChoice {
  general: string;
  reserves: string[];
  altar: number;
}

const permutations = <T>(xs: T[]): T[][] =>
  xs.length <= 1
    ? [xs]
    : xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));

export function setupOptions(s: WuhunzhiState, seat: Seat): SetupChoice[] {
  if (s.phase !== 'match.setup' || s.game.setupDone[seat]) return [];
  const b = s.game.boards[seat];
  const out: SetupChoice[] = [];
  for (const general of b.generalStack) {
    const rest = b.generalStack.filter((g) => g !== general);
    for (const reserves of permutations(rest))
      for (let altar = 0; altar < b.altars.length; altar++) out.push({ general, reserves, altar });
  }
  return out;
}

export function chooseSetup(s: WuhunzhiState, seat: Seat, c: SetupChoice): void {
  check(
    s.phase === 'match.setup' && !s.game.setupDone[seat],
    'ERR_SETUP_DONE',
    '你已经完成开局布置',
    'You have already set up',
  );
  const b = s.game.boards[seat];
  const all = [c.general, ...c.reserves];
  check(
    all.length === b.generalStack.length &&
      new Set(all).size === all.length &&
      all.every((g) => b.generalStack.includes(g)),
    'ERR_BAD_GENERALS',
    '必须选出一张主将，其余主将全部按顺序盖在下面',
    'Choose one general and order all the others beneath it',
  );
  check(
    Number.isInteger(c.altar) && c.altar >= 0 && c.altar < b.altars.length,
    'ERR_NO_ALTAR',
    '没有这个祭坛',
    'No such altar',
  );
  b.general = c.general;
  b.generalStack = [...c.reserves];
  s.game.marks[c.general].faceUp = true;
  b.altars[c.altar].faceUp = true;
  s.game.setupDone[seat] = true;
  s.effects.push({ type: 'setup', seat, general: c.general, altar: c.altar });
}
