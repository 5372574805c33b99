/**
 * The consequences of one accepted action, in the order they happened, as typed records: what the reader can
 * step through as sub-steps, what the board highlights, what a chapter draft tells in prose. Each game derives
 * them from its state (`def.consequences(before, action, after)`); they are re-derived on replay, never stored.
 * Every consequence carries its own sentence as narration segments, so it is told per perspective like the step.
 */
import type { Narration } from './narration';
import type { Seat } from './types';

/** What a consequence is aimed at: a card instance, or a player (their life, their hand …). */
export type Target = { card: string } | { seat: Seat };

/**
 * A place on the board: a seat's zone by the game's zone key (`hand`, `graveyard` …) and, where it has one, a slot.
 * `index` counts from 0 in every game (the slot's position in the zone as the view lists it); words shown to
 * people count from 1 (第 1 格 / slot 1).
 */
export interface ZoneRef {
  seat: Seat;
  zone: string;
  index?: number;
}

interface Base {
  /** The sentence for this sub-step. */
  text: Narration;
}

export type Consequence = Base &
  (
    | { kind: 'draw'; seat: Seat; cards: string[] }
    | { kind: 'enter'; card: string; to: ZoneRef; faceDown?: boolean }
    | { kind: 'move'; card: string; from: ZoneRef | null; to: ZoneRef | null }
    | { kind: 'destroy'; card: string; by?: string }
    | { kind: 'attack'; attacker: string; target: Target }
    | { kind: 'damage'; target: Target; amount: number; source?: string }
    | { kind: 'heal'; target: Target; amount: number; source?: string }
    | { kind: 'life'; seat: Seat; before: number; after: number }
    | { kind: 'reveal'; card: string }
    | { kind: 'status'; card: string; status: string; value: boolean | number | string }
    | { kind: 'phase'; from: string; to: string }
    | { kind: 'turn'; turn: number; seat: Seat | null }
    | { kind: 'result'; winner: Seat | null }
    | { kind: 'ruling' }
    | { kind: 'other'; cards?: string[] }
  );

export type ConsequenceKind = Consequence['kind'];

/** The card instances a consequence is about, in a stable order (for highlighting and for leak checks). */
export function consequenceCards(c: Consequence): string[] {
  const out: string[] = [];
  const t = (x: { card: string } | { seat: Seat }) => ('card' in x ? out.push(x.card) : 0);
  switch (c.kind) {
    case 'draw':
      out.push(...c.cards);
      break;
    case 'enter':
    case 'move':
    case 'reveal':
    case 'status':
      out.push(c.card);
      break;
    case 'destroy':
      out.push(c.card);
      if (c.by) out.push(c.by);
      break;
    case 'attack':
      out.push(c.attacker);
      t(c.target);
      break;
    case 'damage':
    case 'heal':
      if (c.source) out.push(c.source);
      t(c.target);
      break;
    case 'other':
      out.push(...(c.cards ?? []));
      break;
  }
  return out;
}
