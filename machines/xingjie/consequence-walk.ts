/**
 * The walk over one step's record that consequences.ts, consequence-battle.ts and consequence-cards.ts share: what it
 * has seen so far (the effect resolving, the combat, each avatar's HP), and where cards are.
 */
import type { Action, Consequence, Narration, Seat, StepEffect, ZoneRef } from '@/machines/engine';
import type { XingjieState } from './state';
import * as say from './consequence-words';

/**
 * A consequence, and whether the action's own sentence already tells it (narration then leaves it out), or the
 * shorter clause narration uses inside that sentence (no need to name again the card the action activated).
 */
export interface Told {
  c: Consequence;
  told: boolean;
  clause?: Narration;
}

export interface Walk {
  before: XingjieState;
  action: Action;
  after: XingjieState;
  out: Told[];
  /** The card whose effect is resolving (damage and destruction are credited to it). */
  source: string | undefined;
  /** The card the action itself activated (its sentence already names it). */
  activated: string | undefined;
  /** The two characters of the combat being resolved. */
  combat: { a: string | undefined; d: string } | null;
  /** The avatar's weapon in an avatar attack being resolved (its damage is credited to it), and whose avatar it is. */
  weapon: string | undefined;
  avatarBy: Seat | undefined;
  /** A direct attack's attacker, credited with the damage to the avatar; its avatar's strike-back, told after it. */
  direct: { card: string; strikeBack: Told | null } | null;
  /** Where the cards played this step were put (a normal magic's back-row slot while it resolves). */
  placed: Record<string, ZoneRef>;
  /** Equipment that left with its character, told after the character. */
  followers: Told[];
  /** Each avatar's HP as the walk has it (life consequences say before and after). */
  hp: Record<Seat, number>;
  phaseTold: boolean;
}

export const add = (w: Walk, c: Consequence, told = false) => w.out.push({ c, told });

/** A consequence of the action's own effect, with the clause that tells it without naming the source again. */
export function addOwn(w: Walk, c: Consequence, source: string | undefined, clause: Narration): void {
  w.out.push(
    source !== undefined && source === w.activated ? { c, told: false, clause } : { c, told: false },
  );
}

/** Where a card is in a state (deck, hand, a pile, a slot of a row, the field magic zone, person equipment). */
export function whereIs(s: XingjieState, id: string): ZoneRef | null {
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const p = s.game.players[seat];
    for (const zone of ['deck', 'hand', 'graveyard', 'banished'] as const) {
      const i = p[zone].indexOf(id);
      if (i >= 0) return { seat, zone, index: i };
    }
    const f = p.front.findIndex((c) => c?.id === id);
    if (f >= 0) return { seat, zone: 'front', index: f };
    const b = p.back.findIndex((c) => c?.id === id);
    if (b >= 0) return { seat, zone: 'back', index: b };
    if (p.field === id) return { seat, zone: 'field' };
    const e = p.personEquips.findIndex((x) => x.id === id);
    if (e >= 0) return { seat, zone: 'personEquips', index: e };
  }
  return null;
}

export const pile = (s: XingjieState, id: string, zone: string): ZoneRef => {
  const owner = s.cards[id].owner;
  if (zone === 'deckTop') return { seat: owner, zone: 'deck', index: 0 };
  if (zone === 'deckBottom') return { seat: owner, zone: 'deck' };
  return { seat: owner, zone };
};

/** A direct attack's strike-back is told after the damage to the avatar (it happens after it). */
export const flushStrikeBack = (w: Walk) => {
  if (w.direct?.strikeBack) w.out.push(w.direct.strikeBack);
  if (w.direct) w.direct.strikeBack = null;
};
/** Equipment that left with its character is told after the character (it is recorded before it). */
export const flushFollowers = (w: Walk) => {
  w.out.push(...w.followers);
  w.followers = [];
};

export function lifeChange(w: Walk, seat: Seat, hp: number): void {
  if (w.hp[seat] === hp) return;
  add(w, { kind: 'life', seat, before: w.hp[seat], after: hp, text: say.life(seat, w.hp[seat], hp) });
  w.hp[seat] = hp;
}

/** Turns one recorded engine effect into consequences. */
export type Step = (w: Walk, e: StepEffect) => void;
