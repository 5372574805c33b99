/**
 * Perspective views (§ design "A perspective view never sends hidden cards"). A seat sees its own hand, its own
 * face-down cards and reserve generals; of the opponent it sees only what is face up. Hidden cards appear as
 * `{ hidden: true }` placeholders without an instance id, so nothing about them can leak.
 */
import type { Perspective, Seat } from '@/machines/engine/types';
import { otherSeat, SEATS } from '@/machines/engine/types';
import { boardOf, isFaceUp, soulDef } from './rules/board';
import { activeFormations } from './effects/formations';
import { altarLevel, finalPower } from './effects/power';
import type { AttackTarget, PileHow, WuhunzhiState } from './state';

export interface CardView {
  id: string;
  cardId: string;
  faceUp: boolean;
  tapped: boolean;
  damage: number;
  finalPower?: number;
  /** Pile cards only (soul yard, discard pile, banished): how the card got there (W52) and the round. */
  how?: PileHow;
  turn?: number;
}
export type HiddenCard = { hidden: true; tapped: boolean };
export type Slot = CardView | HiddenCard | null;

export interface AltarView {
  card: CardView | HiddenCard;
  faceUp: boolean;
  destroyed: boolean;
  damage: number;
  level: number;
  bound: CardView[];
  occupant: Slot;
}

export interface SeatView {
  deckCount: number;
  handCount: number;
  hand: CardView[] | null;
  sandField: Slot[];
  soulYard: CardView[];
  discardPile: CardView[];
  banished: CardView[];
  altars: AltarView[];
  general: CardView | null;
  reserves: Array<CardView | HiddenCard>;
  eventSlot: CardView | null;
  eventExpires: number | null;
  strategy: Slot;
  destroyedAltars: number;
  altarDamageTakenThisRound: number;
  formations: string[];
  processedCells: number[];
}

export interface WuhunzhiBoardView {
  round: number;
  first: Seat;
  second: Seat;
  seats: Record<Seat, SeatView>;
  summonToAct: Seat | null;
  consecutivePasses: number;
  cursor: { cell: number; seat: Seat } | null;
  attack: {
    attackerSeat: Seat;
    cell: number;
    attacker: string;
    target: AttackTarget;
    stage: string;
    excess: number;
  } | null;
  window: { id: string; priority: Seat | null } | null;
  drawChoice: boolean;
}

export function buildView(s: WuhunzhiState, perspective: Perspective): WuhunzhiBoardView {
  const sees = (owner: Seat) => perspective === 'omniscient' || perspective === owner;
  const card = (id: string): CardView => {
    const m = s.game.marks[id];
    const v: CardView = {
      id,
      cardId: s.cards[id].cardId,
      faceUp: m?.faceUp ?? true,
      tapped: m?.tapped ?? false,
      damage: m?.damage ?? 0,
    };
    if (soulDef(s, id) && (m?.faceUp ?? true)) v.finalPower = finalPower(s, id);
    return v;
  };
  /** A pile card with how it got there and the round (W52); piles are public. */
  const pileCard = (id: string): CardView => {
    const h = s.game.pileHow[id];
    return { ...card(id), how: h?.how ?? 'other', turn: h?.turn ?? s.game.round };
  };
  const slot = (id: string | null, owner: Seat): Slot => {
    if (!id) return null;
    if (isFaceUp(s, id) || sees(owner)) return card(id);
    return { hidden: true, tapped: s.game.marks[id]?.tapped ?? false };
  };
  const seats = {} as Record<Seat, SeatView>;
  for (const seat of SEATS) {
    const b = boardOf(s, seat);
    seats[seat] = {
      deckCount: b.deck.length,
      handCount: b.hand.length,
      hand: sees(seat) ? b.hand.map(card) : null,
      sandField: b.sandField.map((id) => slot(id, seat)),
      soulYard: b.soulYard.map(pileCard),
      discardPile: b.discardPile.map(pileCard),
      banished: b.banished.map(pileCard),
      altars: b.altars.map((a, i) => ({
        card: a.faceUp || sees(seat) ? card(a.id) : { hidden: true as const, tapped: false },
        faceUp: a.faceUp,
        destroyed: a.destroyed,
        damage: a.damage,
        level: altarLevel(s, seat, i),
        bound: a.bound.map(card),
        occupant: slot(a.occupant, seat),
      })),
      general: b.general ? card(b.general) : null,
      reserves: b.generalStack.map((id) =>
        sees(seat) ? card(id) : { hidden: true as const, tapped: false },
      ),
      eventSlot: b.eventSlot ? card(b.eventSlot) : null,
      eventExpires: b.eventExpires,
      strategy: b.strategy
        ? b.strategyRevealed || sees(seat)
          ? card(b.strategy)
          : { hidden: true, tapped: false }
        : null,
      destroyedAltars: b.altars.filter((a) => a.destroyed).length,
      altarDamageTakenThisRound: s.game.altarDamageTakenThisRound[seat],
      formations: activeFormations(s, seat).map((f) => f.name.zh),
      processedCells: [...s.game.processedCells[seat]],
    };
  }
  const a = s.game.attack;
  return {
    round: s.game.round,
    first: s.game.first,
    second: s.game.second,
    seats,
    summonToAct: s.game.summonToAct,
    consecutivePasses: s.game.consecutivePasses,
    cursor: s.game.cursor,
    attack: a
      ? {
          attackerSeat: a.attackerSeat,
          cell: a.cell,
          attacker: a.attacker,
          target: a.target,
          stage: a.stage,
          excess: a.excess,
        }
      : null,
    window: s.game.window ? { id: s.game.window.id, priority: s.game.window.queue[0] ?? null } : null,
    drawChoice: s.game.drawChoice,
  };
}

/** Instance ids whose identity `seat` cannot see. */
export function hiddenFrom(s: WuhunzhiState, seat: Seat): string[] {
  const o = otherSeat(seat);
  const ob = boardOf(s, o);
  const out = [...boardOf(s, 'p1').deck, ...boardOf(s, 'p2').deck, ...ob.hand, ...ob.generalStack];
  for (const id of ob.sandField) if (id && !isFaceUp(s, id)) out.push(id);
  for (const a of ob.altars) {
    if (!a.faceUp) out.push(a.id);
    if (a.occupant && !isFaceUp(s, a.occupant)) out.push(a.occupant);
  }
  if (ob.strategy && !ob.strategyRevealed) out.push(ob.strategy);
  return out;
}
