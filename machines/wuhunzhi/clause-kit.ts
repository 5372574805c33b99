/**
 * What the consequence clauses share: the clause shape narration reads, the walk's running context (who is
 * fighting, what hit what, what was drawn) and small builders for sentences that name cards by instance and
 * players by seat, so each perspective is told what it may know.
 */
import type { Consequence, Target } from '@/machines/engine/consequences';
import type { Narration, Segment } from '@/machines/engine/narration';
import { card, n, seat } from '@/machines/engine/narration';
import type { Seat } from '@/machines/engine/types';
import { otherSeat } from '@/machines/engine/types';
import type { AttackTarget, WuhunzhiState } from './state';
import { altarWords, whereIs, zoneRef } from './words';

/** A consequence before its sentence is attached (distributes over the union's kinds). */
export type Bare = Consequence extends infer C ? (C extends unknown ? Omit<C, 'text'> : never) : never;

/** A consequence and how narration tells it: alone, or merged with its neighbours of the same group. */
export interface Clause {
  c: Consequence;
  /** Consecutive clauses of one group are told as one: 「甲」、「乙」被送去置魂场. */
  group?: { key: string; subject: Narration; predicate: { zh: string; en: string; enMany: string } };
  /** A phase or round boundary: narration starts a new sentence with it. */
  boundary?: boolean;
}

/** The states around the action. */
export type States = Pick<WalkContext, 'before' | 'after'>;

/** What the walk knows while it reads an action's effects in order: who is fighting, what hit what. */
export interface WalkContext {
  before: WuhunzhiState;
  after: WuhunzhiState;
  attacker: string | null;
  clash: { attacker: string; defender: string } | null;
  counter: string | null;
  effectSource: string | null;
  /** altar instance -> the card whose damage reached it last (for 'destroy … by'). */
  altarHitBy: Map<string, string | undefined>;
  /** Cards each seat drew in this action, in draw order, not yet told. */
  drawn: Record<Seat, string[]>;
}

export const t = (zh: Segment[], en: Segment[]): Narration => ({ zh, en });
export const ownerOf = (w: WalkContext, id: string): Seat => (w.after.cards[id] ?? w.before.cards[id]).owner;
export const altarId = (w: States, s: Seat, i: number) => w.after.game.boards[s].altars[i].id;
export const altarOf = (s: Seat, i: number): Narration => {
  const a = altarWords(i);
  return t(n`${seat(s)}的${a.zh}`, n`${seat(s)}'s ${a.en}`);
};

/** A clause told with its neighbours: `subject` + predicate, merged when the next one shares the group key. */
export function grouped(
  c: Bare,
  key: string,
  subject: Narration,
  predicate: { zh: string; en: string; enMany: string },
): Clause {
  const text = t([...subject.zh, predicate.zh], [...subject.en, ' ', predicate.en]);
  return { c: { ...c, text } as Consequence, group: { key, subject, predicate } };
}

export const one = (c: Bare, text: Narration): Clause => ({ c: { ...c, text } as Consequence });
export const cardOf = (id: string) => t([card(id)], [card(id)]);

export const ZONE_PREDICATE: Record<string, { zh: string; en: string; enMany: string }> = {
  hand: { zh: '回到手牌', en: "returns to its owner's hand", enMany: "return to their owners' hands" },
  discardPile: { zh: '被送去废弃场', en: 'goes to the discard pile', enMany: 'go to the discard pile' },
  soulYard: { zh: '被送去置魂场', en: 'goes to the soul yard', enMany: 'go to the soul yard' },
  banished: { zh: '被除外', en: 'is banished', enMany: 'are banished' },
};

/** The card (or altar) an attack aims at, and how it is told. */
export function attackTarget(
  w: States,
  attackerSeat: Seat,
  target: AttackTarget,
): { to: Target; text: Narration } {
  const o = otherSeat(attackerSeat);
  const ob = w.before.game.boards[o];
  if (target.kind === 'card') {
    const id = ob.sandField[target.cell - 1] ?? w.after.game.boards[o].sandField[target.cell - 1];
    if (id)
      return {
        to: { card: id },
        text: t(
          n`${seat(o)}第${target.cell}格的${card(id)}`,
          n`${card(id)} in ${seat(o)}'s cell ${target.cell}`,
        ),
      };
    return { to: { seat: o }, text: t(n`${seat(o)}第${target.cell}格`, n`${seat(o)}'s cell ${target.cell}`) };
  }
  const a = altarWords(target.altar);
  if (target.kind === 'occupant') {
    const id = ob.altars[target.altar].occupant!;
    return {
      to: { card: id },
      text: t(n`${seat(o)}${a.zh}中的${card(id)}`, n`${card(id)} in ${seat(o)}'s ${a.en}`),
    };
  }
  return { to: { card: altarId(w, o, target.altar) }, text: altarOf(o, target.altar) };
}

/** A move from wherever the card was before the action to one of its owner's zones. */
export const moveTo = (w: WalkContext, id: string, to: string): Bare => ({
  kind: 'move',
  card: id,
  from: whereIs(w.before, id),
  to: zoneRef(ownerOf(w, id), to),
});
