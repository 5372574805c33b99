/**
 * Setup (§2, §3): deck checks, instance ids, shuffles, the first-player procedure (R1) and the opening draw.
 */
import { flipCoin, lintEffect, refuse, shuffleInPlace } from '@/machines/engine';
import { vocabulary } from '../effects/vocabulary';
import type { MatchSetup, Seat } from '@/machines/engine';
import { SEATS } from '@/machines/engine';
import { findCard } from '../catalog';
import type { CardSource } from '../catalog';
import type { XueqiConfig } from '../config';
import type { FirstPlayerReveal, PlayerState, XueqiGame, XueqiState } from '../state';
import { drawCards } from './draw';

/** §2: 40–50 cards (config), known deck cards only, copy limit (R33). Refuses with ERR_BAD_DECK. */
export function checkDeck(
  seat: Seat,
  list: readonly string[] | undefined,
  config: XueqiConfig,
  cards: CardSource,
): asserts list {
  if (list === undefined) refuse('ERR_BAD_DECK', `缺少${seat}的卡组`, `${seat}'s deck is missing`);
  const { min, max } = config.deckSize;
  if (list.length < min || list.length > max) {
    refuse(
      'ERR_BAD_DECK',
      `${seat}的卡组有${list.length}张，须为${min}–${max}张`,
      `${seat}'s deck has ${list.length} cards; it must have ${min}–${max}`,
    );
  }
  const counts = new Map<string, number>();
  for (const id of list) {
    const card = findCard(cards, id);
    if (!card)
      refuse(
        'ERR_BAD_DECK',
        `${seat}的卡组含未知卡牌「${id}」`,
        `${seat}'s deck contains unknown card "${id}"`,
      );
    if (card.kind === 'creature' && card.extraOnly) {
      refuse(
        'ERR_BAD_DECK',
        `「${card.name.zh}」是额外召唤卡牌，不计入卡组`,
        `"${card.name.en}" is an extra-summon card and cannot be in a deck`,
      );
    }
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  if (config.maxCopies !== null) {
    for (const [id, n] of counts) {
      if (n > config.maxCopies) {
        refuse(
          'ERR_BAD_DECK',
          `「${findCard(cards, id)!.name.zh}」有${n}张，超过上限${config.maxCopies}`,
          `${n} copies of "${findCard(cards, id)!.name.en}" exceed the limit of ${config.maxCopies}`,
        );
      }
    }
  }
}

/** R34: character skills are effect data; each is linted against the vocabulary at match creation. */
export function lintCharacterSkills(s: XueqiState): void {
  for (const seat of SEATS) {
    (s.config.characterSkills?.[seat] ?? []).forEach((e, i) => {
      const problems = lintEffect(vocabulary, e, `characterSkills.${seat}[${i}]`);
      if (problems.length)
        refuse(
          'ERR_BAD_CONFIG',
          `角色技能无效：${problems.join('；')}`,
          `Invalid character skill: ${problems.join('; ')}`,
        );
    });
  }
}

export const emptyPlayer = (lp: number, deck: string[]): PlayerState => ({
  lp,
  deck,
  hand: [],
  graveyard: [],
  creatureSlots: [],
  extraCreatures: [],
  supportArea: [],
  ownTurnCount: 0,
  fateDrawUsed: false,
  deckEmptied: false,
});

/** The game part of a state at a turn's start, before its start step: no battle, draw, choice or lifeline yet. */
export function newGame(
  g: Pick<
    XueqiGame,
    | 'round'
    | 'turnNumber'
    | 'firstPlayer'
    | 'activePlayer'
    | 'players'
    | 'fateDrawsUsedInGame'
    | 'usage'
    | 'nextExtraId'
    | 'reveal'
  >,
): XueqiGame {
  // The key order is the order of the stored state (golden files compare it byte for byte).
  return {
    round: g.round,
    turnNumber: g.turnNumber,
    firstPlayer: g.firstPlayer,
    activePlayer: g.activePlayer,
    players: g.players,
    fateDrawsUsedInGame: g.fateDrawsUsedInGame,
    lifeline: null,
    freeSummonTurn: null,
    inBattle: false,
    drew: false,
    battleReturnsToMain: false,
    battleFought: false,
    pending: null,
    bottomOwed: false,
    usage: g.usage,
    nextExtraId: g.nextExtraId,
    reveal: g.reveal,
    graveyardHow: {},
  };
}

/**
 * §3.3 / R1: reveal from the top until a creature, compare ranks, continue from where each stopped on a tie;
 * a deck that runs out without a creature loses the comparison; both out → seeded coin.
 */
export function decideFirst(
  s: XueqiState,
  decks: Record<Seat, string[]>,
): { first: Seat; reveal: FirstPlayerReveal } {
  const reveal: FirstPlayerReveal = { p1: [], p2: [], comparisons: [], coin: false, byAuthor: false };
  const pos: Record<Seat, number> = { p1: 0, p2: 0 };
  for (;;) {
    const rank: Record<Seat, number | null> = { p1: null, p2: null };
    for (const seat of SEATS) {
      const deck = decks[seat];
      while (pos[seat] < deck.length) {
        const card = findCard(s, s.cards[deck[pos[seat]]].cardId)!;
        reveal[seat].push(card.id);
        pos[seat] += 1;
        if (card.kind === 'creature') {
          rank[seat] = card.rank;
          break;
        }
      }
    }
    reveal.comparisons.push({ ...rank });
    if (rank.p1 === null && rank.p2 === null) {
      reveal.coin = true;
      return { first: flipCoin(s), reveal };
    }
    if (rank.p1 === null) return { first: 'p2', reveal };
    if (rank.p2 === null) return { first: 'p1', reveal };
    if (rank.p1 !== rank.p2) return { first: rank.p1 > rank.p2 ? 'p1' : 'p2', reveal };
  }
}

/** The game's `init`: decks, the first player, LP. The opening draw runs on the chart's setup entry. */
export function initMatch(s: XueqiState, setup: MatchSetup): void {
  lintCharacterSkills(s);
  if (s.config.openingHand > s.config.handLimit) {
    refuse(
      'ERR_BAD_CONFIG',
      `起手张数（${s.config.openingHand}）不能超过手牌上限（${s.config.handLimit}）`,
      `The opening hand (${s.config.openingHand}) cannot exceed the hand limit (${s.config.handLimit})`,
    );
  }
  const lists = (setup.decks ?? {}) as Partial<Record<Seat, string[]>>;
  const decks = {} as Record<Seat, string[]>;
  for (const seat of SEATS) {
    checkDeck(seat, lists[seat], s.config, s);
    decks[seat] = lists[seat].map((cardId, i) => {
      const id = `${seat}-${i}`;
      s.cards[id] = { cardId, owner: seat };
      return id;
    });
    if (!setup.stacked?.includes(seat)) shuffleInPlace(s, decks[seat]);
  }
  let first: Seat;
  let reveal: FirstPlayerReveal;
  if (setup.firstPlayer) {
    first = setup.firstPlayer;
    reveal = { p1: [], p2: [], comparisons: [], coin: false, byAuthor: true };
  } else {
    ({ first, reveal } = decideFirst(s, decks));
    // §3.3e: the revealed cards go back (they never left) and both decks are reshuffled (stacked decks keep their order).
    for (const seat of SEATS) if (!setup.stacked?.includes(seat)) shuffleInPlace(s, decks[seat]);
  }
  const lp = s.config.startingLp;
  s.game = newGame({
    round: 1,
    turnNumber: 1,
    firstPlayer: first,
    activePlayer: first,
    players: { p1: emptyPlayer(lp, decks.p1), p2: emptyPlayer(lp, decks.p2) },
    fateDrawsUsedInGame: 0,
    usage: {},
    nextExtraId: 1,
    reveal,
  });
  s.effects.push({ type: 'firstPlayer', seat: first, byAuthor: reveal.byAuthor, coin: reveal.coin });
}

/** §3.4: each player draws the opening hand (mandatory, R2). */
export function openingDraw(s: XueqiState): void {
  for (const seat of SEATS) drawCards(s, seat, s.config.openingHand);
}
