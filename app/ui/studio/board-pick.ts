/**
 * Acting on the board, as data: a board element carries `data-ref` (a card instance, a slot, a player) in the
 * same shape the engine's action words use for where an action starts and aims; here those refs become keys
 * and the legal actions are filtered by them. Pure: no rules, only the engine's words matched against a click.
 */
import type { BoardRefJson, LegalAction } from '@/app/contracts/studio';
import type { Seat } from '@/app/contracts/common';
import { cardKey, seatKey, slotKey } from '@/app/ui/board/refs';

/** A stable string for a board ref: `card:<id>`, `slot:<seat>.<zone>[.<index>]`, `seat:<seat>`. */
export function refKey(r: BoardRefJson): string {
  if ('card' in r) return cardKey(r.card);
  if ('slot' in r) return slotKey(r.slot.seat, r.slot.zone, r.slot.index);
  return seatKey(r.seat);
}

export { cardKey, seatKey, slotKey } from '@/app/ui/board/refs';

export interface Picked {
  seat: Seat;
  action: LegalAction;
  index: number;
}

const all = (legal: Record<Seat, LegalAction[]>): Picked[] =>
  (['p1', 'p2'] as Seat[]).flatMap((seat) => legal[seat].map((action, index) => ({ seat, action, index })));

const subjectOf = (a: LegalAction) => (a.words.subject ? refKey(a.words.subject) : null);
const targetOf = (a: LegalAction) => (a.words.target ? refKey(a.words.target) : null);

/** What a clicked element can do: the actions that start from it, or (failing that) that aim at it. */
export function actionsFrom(legal: Record<Seat, LegalAction[]>, key: string): Picked[] {
  const list = all(legal);
  const from = list.filter((p) => subjectOf(p.action) === key);
  return from.length ? from : list.filter((p) => targetOf(p.action) === key);
}

/**
 * After picking a subject, a click on a target: the actions from the subject aimed at it. A click on something
 * that is no target of the subject's actions starts afresh from it (empty here).
 */
export function actionsOnto(legal: Record<Seat, LegalAction[]>, subject: string, target: string): Picked[] {
  return all(legal).filter((p) => subjectOf(p.action) === subject && targetOf(p.action) === target);
}

/** Every board key that something can be done from now (highlighted), and the targets of a picked subject. */
export function activeKeys(
  legal: Record<Seat, LegalAction[]>,
  subject: string | null,
): {
  subjects: Set<string>;
  targets: Set<string>;
} {
  const subjects = new Set<string>();
  const targets = new Set<string>();
  for (const p of all(legal)) {
    const s = subjectOf(p.action);
    const t = targetOf(p.action);
    if (s) subjects.add(s);
    if (subject && s === subject && t) targets.add(t);
  }
  return { subjects, targets };
}

/** The order the action list shows intents in: the story's verbs first, passing last. */
export const INTENT_ORDER = [
  'summon',
  'attack',
  'activate',
  'move',
  'choose',
  'draw',
  'other',
  'pass',
] as const;
export type IntentName = (typeof INTENT_ORDER)[number];

/** One seat's legal actions grouped by intent (in INTENT_ORDER), concession apart. */
export function byIntent(list: LegalAction[], isConcession: (a: LegalAction) => boolean) {
  const groups = new Map<IntentName, Array<{ action: LegalAction; index: number }>>();
  const concede: Array<{ action: LegalAction; index: number }> = [];
  list.forEach((action, index) => {
    if (isConcession(action)) return void concede.push({ action, index });
    const g = groups.get(action.words.intent) ?? [];
    g.push({ action, index });
    groups.set(action.words.intent, g);
  });
  const ordered = INTENT_ORDER.filter((i) => groups.has(i)).map((i) => [i, groups.get(i)!] as const);
  return { groups: ordered, concede };
}

/** The action as sent: the words stay behind. */
export const bare = ({ type, actor, payload }: LegalAction) => ({ type, actor, payload });
