/**
 * Perspective views (design.md): a seat sees its own hand; the opponent's hand and both decks are counts only.
 * The field, support areas and graveyards are public. Views never name a hidden instance id.
 */
import type { Perspective, Seat } from '@/machines/engine';
import { SEATS } from '@/machines/engine';
import { cardOf } from './catalog';
import { atkOf, lifeOf } from './rules/field';
import type { GraveHow } from './rules/provenance';
import type { CreatureInstance, XueqiState } from './state';

export interface CreatureView {
  id: string;
  cardId: string;
  rank: number;
  atk: number;
  life: number;
  extra: boolean;
  slot: boolean;
  attacksUsed: number;
  expiresAtEndOfTurn: number | null;
}
export interface SeatView {
  lp: number;
  deckCount: number;
  handCount: number;
  /** Own hand (instance id + card) for the seat itself and the omniscient view; null for the opponent. */
  hand: Array<{ id: string; cardId: string }> | null;
  /** Newest last; each with how it got there and the turn (E44). */
  graveyard: Array<{ id: string; cardId: string; how: GraveHow; turn: number }>;
  creatureSlots: CreatureView[];
  extraCreatures: CreatureView[];
  supportArea: Array<{ id: string; cardId: string; kind: 'rule' | 'value' }>;
  ownTurnCount: number;
  fateDrawUsed: boolean;
}
export interface XueqiBoardView {
  round: number;
  turnNumber: number;
  firstPlayer: Seat;
  activePlayer: Seat;
  inBattle: boolean;
  seats: Record<Seat, SeatView>;
  lifeline: XueqiState['game']['lifeline'];
  freeSummonTurn: XueqiState['game']['freeSummonTurn'];
  fateDrawsUsedInGame: number;
  pending: { kind: string; seat: Seat; count?: number } | null;
  firstPlayerReveal: XueqiState['game']['reveal'];
}

function creatureView(s: XueqiState, c: CreatureInstance): CreatureView {
  return {
    id: c.id,
    cardId: s.cards[c.id].cardId,
    rank: cardOf(s, s.cards[c.id].cardId).rank,
    atk: atkOf(s, c),
    life: lifeOf(s, c),
    extra: c.extra,
    slot: c.occupiesSlot,
    attacksUsed: c.attacksUsed,
    expiresAtEndOfTurn: c.expiresAtEndOfTurn,
  };
}

export function boardView(s: XueqiState, perspective: Perspective): XueqiBoardView {
  const g = s.game;
  const seats = {} as Record<Seat, SeatView>;
  for (const seat of SEATS) {
    const p = g.players[seat];
    const sees = perspective === 'omniscient' || perspective === seat;
    seats[seat] = {
      lp: p.lp,
      deckCount: p.deck.length,
      handCount: p.hand.length,
      hand: sees ? p.hand.map((id) => ({ id, cardId: s.cards[id].cardId })) : null,
      graveyard: p.graveyard.map((id) => ({
        id,
        cardId: s.cards[id].cardId,
        how: g.graveyardHow[id]?.how ?? 'other',
        turn: g.graveyardHow[id]?.turn ?? g.turnNumber,
      })),
      creatureSlots: p.creatureSlots.map((c) => creatureView(s, c)),
      extraCreatures: p.extraCreatures.map((c) => creatureView(s, c)),
      supportArea: p.supportArea.map((x) => ({ id: x.id, cardId: s.cards[x.id].cardId, kind: x.kind })),
      ownTurnCount: p.ownTurnCount,
      fateDrawUsed: p.fateDrawUsed,
    };
  }
  return {
    round: g.round,
    turnNumber: g.turnNumber,
    firstPlayer: g.firstPlayer,
    activePlayer: g.activePlayer,
    inBattle: g.inBattle,
    seats,
    lifeline: g.lifeline,
    freeSummonTurn: g.freeSummonTurn,
    fateDrawsUsedInGame: g.fateDrawsUsedInGame,
    pending: g.pending ? { ...g.pending } : null,
    firstPlayerReveal: g.reveal,
  };
}
