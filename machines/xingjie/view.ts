/**
 * Perspective views. A seat sees its own hand, its own face-down cards and its own search options; the
 * other seat's hand, face-down characters and set cards appear only as face-down placeholders without
 * instance ids. Both decks are counts. The omniscient view sees everything.
 */
import type { Perspective, Seat } from '@/machines/engine';
import type { GraveHow, Position, Ref, XingjieState } from './state';
import { P, avatarAtk, avatarCap, currentHp, effectiveAtk, effectiveMaxHp } from './rules/board';

export interface CardFace {
  id: string;
  cardId: string;
}
/** A graveyard card with how it got there and on which turn (ruling 43); graveyards are public. */
export interface GraveCard extends CardFace {
  how: GraveHow;
  turn: number;
}
export interface CharacterView {
  slot: number;
  /** Null when the card is face down and hidden from this perspective. */
  card: CardFace | null;
  position: Position;
  damage: number;
  atk: number | null;
  hp: number | null;
  maxHp: number | null;
  enteredTurn: number;
  attacksUsed: number;
  equips: string[];
}
export interface BackRowView {
  slot: number;
  card: CardFace | null;
  faceUp: boolean;
  setTurn: number | null;
  equippedTo: string | null;
  durabilityLeft: number | null;
}
export interface SeatView {
  rank: number;
  hp: number;
  hpCap: number;
  avatarAtk: number;
  deckCount: number;
  hand: CardFace[] | null;
  handCount: number;
  graveyard: GraveCard[];
  banished: CardFace[];
  front: (CharacterView | null)[];
  back: (BackRowView | null)[];
  field: CardFace | null;
  personEquips: Array<CardFace & { durabilityLeft: number }>;
  normalSummonUsed: boolean;
}
export interface XingjieBoardView {
  turnPlayer: Seat;
  firstPlayer: Seat;
  step: string;
  priority: { holder: Seat; passes: number } | null;
  pendingAttack: { attacker: Ref; target: Ref; negated: boolean } | null;
  pendingChoice: {
    seat: Seat;
    from: string;
    to: string;
    options: CardFace[] | null;
    optionCount: number;
    positions: Position[];
    remaining: number;
  } | null;
  seats: Record<Seat, SeatView>;
}

export function boardView(s: XingjieState, perspective: Perspective): XingjieBoardView {
  const sees = (seat: Seat) => perspective === 'omniscient' || perspective === seat;
  const face = (id: string): CardFace => ({ id, cardId: s.cards[id].cardId });
  const hostVisible = (id: string): string | null => {
    for (const side of ['p1', 'p2'] as Seat[]) {
      const ch = P(s, side).front.find((c) => c?.id === id);
      if (ch) return ch.position !== 'faceDownDefense' || sees(side) ? id : null;
    }
    return null;
  };
  const seats = {} as Record<Seat, SeatView>;
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const p = P(s, seat);
    seats[seat] = {
      rank: p.rank,
      hp: p.hp,
      hpCap: avatarCap(s, seat),
      avatarAtk: avatarAtk(s, seat),
      deckCount: p.deck.length,
      hand: sees(seat) ? p.hand.map(face) : null,
      handCount: p.hand.length,
      graveyard: p.graveyard.map((id) => {
        const h = s.game.graveyardHow?.[id];
        return { ...face(id), how: h?.how ?? 'other', turn: h?.turn ?? s.turn };
      }),
      banished: p.banished.map(face),
      front: p.front.map((ch, slot) => {
        if (!ch) return null;
        const shown = ch.position !== 'faceDownDefense' || sees(seat);
        return {
          slot,
          card: shown ? face(ch.id) : null,
          position: ch.position,
          damage: ch.damage,
          atk: shown ? effectiveAtk(s, seat, ch) : null,
          hp: shown ? currentHp(s, ch) : null,
          maxHp: shown ? effectiveMaxHp(s, ch) : null,
          enteredTurn: ch.enteredTurn,
          attacksUsed: ch.attacksUsed,
          equips: shown ? ch.equips : [],
        };
      }),
      back: p.back.map((b, slot) => {
        if (!b) return null;
        const shown = b.faceUp || sees(seat);
        // Equipment names its host only while the host's identity is visible from this perspective.
        const host = b.equippedTo ? hostVisible(b.equippedTo) : null;
        return {
          slot,
          card: shown ? face(b.id) : null,
          faceUp: b.faceUp,
          setTurn: b.setTurn,
          equippedTo: host,
          durabilityLeft: b.durabilityLeft,
        };
      }),
      field: p.field ? face(p.field) : null,
      personEquips: p.personEquips.map((e) => ({ ...face(e.id), durabilityLeft: e.durabilityLeft })),
      normalSummonUsed: p.normalSummonUsed,
    };
  }
  const c = s.game.pendingChoice;
  const a = s.game.pendingAttack;
  return {
    turnPlayer: s.game.turnPlayer,
    firstPlayer: s.game.firstPlayer,
    step: s.game.step,
    priority: s.game.priority,
    pendingAttack: a ? { attacker: a.attacker, target: a.target, negated: a.negated } : null,
    pendingChoice: c
      ? {
          seat: c.seat,
          from: c.from,
          to: c.to,
          options: sees(c.seat) ? c.options.map(face) : null,
          optionCount: c.options.length,
          positions: c.positions,
          remaining: c.remaining,
        }
      : null,
    seats,
  };
}

/** Instance ids whose identity `seat` cannot see (for the leak invariant). */
export function hiddenFrom(s: XingjieState, seat: Seat): string[] {
  const out: string[] = [];
  const c = s.game.pendingChoice;
  for (const side of ['p1', 'p2'] as Seat[]) {
    const p = P(s, side);
    // A seat choosing from its own deck is looking at the options (the deck's other cards stay hidden).
    const shownDeck =
      c && c.seat === seat && c.owner === side && c.from === 'deck' ? new Set(c.options) : null;
    for (const id of p.deck) if (!shownDeck?.has(id)) out.push(id);
    if (side === seat) continue;
    out.push(...p.hand);
    for (const ch of p.front) if (ch && ch.position === 'faceDownDefense') out.push(ch.id);
    for (const b of p.back) if (b && !b.faceUp) out.push(b.id);
  }
  return out;
}

/** Every zone of the match with the instance ids in it (the kernel's conservation invariant). */
export function zonesOf(s: XingjieState): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const p = P(s, seat);
    out[`${seat}.deck`] = p.deck;
    out[`${seat}.hand`] = p.hand;
    out[`${seat}.graveyard`] = p.graveyard;
    out[`${seat}.banished`] = p.banished;
    out[`${seat}.front`] = p.front.flatMap((c) => (c ? [c.id] : []));
    out[`${seat}.back`] = p.back.flatMap((b) => (b ? [b.id] : []));
    out[`${seat}.field`] = p.field ? [p.field] : [];
    out[`${seat}.personEquips`] = p.personEquips.map((e) => e.id);
  }
  return out;
}
