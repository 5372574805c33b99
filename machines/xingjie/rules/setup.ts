/** Deck construction (§2) and match setup (§3). */
import { drawFrom, flipCoin, refuse, shuffleInPlace } from '@/machines/engine';
import type { MatchSetup, Seat } from '@/machines/engine';
import { findCard, isTopRarity } from '../catalog';
import type { CardSource } from '../catalog';
import type { XingjieConfig } from '../config';
import type { PlayerSetup } from '../events';
import type { PlayerState, XingjieState } from '../state';

/** Problems with a deck under the config (§2, R2, R3); empty when legal. */
export function deckProblems(cards: string[], cfg: XingjieConfig, s?: CardSource): string[] {
  const out: string[] = [];
  if (!cfg.casual && (cards.length < cfg.deckSize.min || cards.length > cfg.deckSize.max)) {
    out.push(
      cfg.deckSize.min === cfg.deckSize.max
        ? `卡组必须正好${cfg.deckSize.min}张（现在${cards.length}张） / a deck must hold exactly ${cfg.deckSize.min} cards (it has ${cards.length})`
        : `卡组必须为${cfg.deckSize.min}–${cfg.deckSize.max}张（现在${cards.length}张） / a deck must hold ${cfg.deckSize.min}–${cfg.deckSize.max} cards (it has ${cards.length})`,
    );
  }
  const byName = new Map<string, { n: number; cap: number }>();
  for (const id of cards) {
    const c = findCard(s, id);
    if (!c) {
      out.push(`未知的卡「${id}」 / unknown card "${id}"`);
      continue;
    }
    const cap = isTopRarity(c) ? cfg.maxCopiesTopRarity : cfg.maxCopies;
    const e = byName.get(c.name.zh) ?? { n: 0, cap };
    e.n += 1;
    e.cap = Math.min(e.cap, cap);
    byName.set(c.name.zh, e);
  }
  for (const [name, e] of byName) {
    if (e.n > e.cap)
      out.push(
        `「${name}」最多携带${e.cap}张（现在${e.n}张） / at most ${e.cap} of "${name}" (the deck has ${e.n})`,
      );
  }
  return out;
}

function emptyPlayer(rank: number, hp: number, cfg: XingjieConfig): PlayerState {
  return {
    rank,
    hpStart: hp,
    hp,
    avatarMods: [],
    avatarAttacks: 0,
    deck: [],
    hand: [],
    graveyard: [],
    banished: [],
    front: Array.from({ length: cfg.frontRowSlots }, () => null),
    back: Array.from({ length: cfg.backRowSlots }, () => null),
    field: null,
    personEquips: [],
    normalSummonUsed: false,
    summonLimitMods: [],
  };
}

/**
 * §2/§3 R4, R33: validate both decks and ranks and create the card instances (`p1-0` … in deck-list order), each
 * seat's deck holding all of them in that order. Shared by the opening setup and by starting positions (whose
 * `story` seats, without a deck list, get their instances from the position instead).
 */
export function preparePlayers(
  draft: XingjieState,
  setup: MatchSetup,
  story: readonly Seat[] = [],
): Record<Seat, PlayerState> {
  const cfg = draft.config;
  const decks = setup.decks as Record<Seat, PlayerSetup>;
  const players = {} as Record<Seat, PlayerState>;
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const d = decks[seat];
    if (d.rank < 1 || d.rank > cfg.maxRank) {
      refuse('ERR_BAD_RANK', `位阶必须在1到${cfg.maxRank}之间`, `Rank must be between 1 and ${cfg.maxRank}`, {
        seat,
      });
    }
    // A seat of a starting position without a deck list has exactly the position's cards (no construction rules).
    const problems = story.includes(seat) ? [] : deckProblems(d.cards, cfg, draft);
    if (problems.length)
      refuse(
        'ERR_BAD_DECK',
        `${seat}的卡组不合法：${problems.join('；')}`,
        `${seat}'s deck is illegal: ${problems.join('; ')}`,
        { seat, problems },
      );
    const hp = d.hpOverride ?? cfg.hpPerRank * d.rank;
    players[seat] = emptyPlayer(d.rank, hp, cfg);
    players[seat].deck = d.cards.map((cardId, i) => {
      const id = `${seat}-${i}`;
      draft.cards[id] = { cardId, owner: seat };
      return id;
    });
  }
  return players;
}

/** §3: validate decks and ranks, build the instances, coin toss, shuffle. The opening hands are the chart's. */
export function initMatch(draft: XingjieState, setup: MatchSetup): void {
  const players = preparePlayers(draft, setup);
  const first = setup.firstPlayer ?? flipCoin(draft);
  draft.game = {
    firstPlayer: first,
    turnPlayer: first,
    step: 'start',
    players,
    priority: null,
    pendingAttack: null,
    pendingChoice: null,
    effectUses: {},
    graveyardHow: {},
  };
  draft.effects.push({ type: 'coinToss', winner: first, pinned: setup.firstPlayer !== undefined });
  for (const seat of ['p1', 'p2'] as Seat[]) {
    if (!setup.stacked?.includes(seat)) shuffleInPlace(draft, players[seat].deck);
  }
  draft.turn = 1;
  draft.active = first;
}

/** §3.6 R1: each player draws an opening hand of `openingHand` (no mulligan). Run by the chart's opening. */
export function dealOpeningHands(s: XingjieState): void {
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const p = s.game.players[seat];
    for (let i = 0; i < s.config.openingHand; i++) {
      const id = drawFrom(s, seat, p.deck);
      if (id) p.hand.push(id);
    }
  }
}
