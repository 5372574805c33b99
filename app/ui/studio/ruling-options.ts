/**
 * The choices a ruling-form field offers, in the author's words: cards by name (grouped by owner, copies of one
 * card told apart by count, never by instance id), zones and options as the game names them, seats by player
 * name, yes/no, and slots counted from 1 as the board counts them (the value sent stays the engine's index).
 */
import type { Players } from '@/app/contracts/common';
import type { RulingField, RulingOp } from '@/app/contracts/studio';
import type { Lang, Text } from './strings';
import { tx } from './strings';

export interface Choice {
  /** The value sent in the change (instance id, zone key, seat, index …). */
  value: string;
  text: string;
}
export interface ChoiceGroup {
  label?: string;
  choices: Choice[];
}

export interface RulingContext {
  lang: Lang;
  /** Instance id -> card id, and card id -> name. */
  instances: Record<string, string>;
  names: Record<string, Text>;
  players: Players;
}

const YES_NO: Record<'true' | 'false', Text> = {
  true: { zh: '是', en: 'Yes' },
  false: { zh: '否', en: 'No' },
};

export const isCardField = (f: RulingField) => f.pick === 'card' || (!f.pick && f.name === 'card');
export const isSeatField = (f: RulingField) => f.pick === 'seat';
export const isSlotField = (f: RulingField) =>
  f.pick === 'slot' && f.kind === 'integer' && f.min !== undefined && f.max !== undefined;

/** Whether the field is a picker (a select) rather than typed in. */
export function isPicker(f: RulingField): boolean {
  return f.kind === 'enum' || f.kind === 'boolean' || isCardField(f) || isSlotField(f);
}

function seatOf(instance: string): 'p1' | 'p2' | null {
  const m = /^(p1|p2)\b/.exec(instance);
  return m ? (m[1] as 'p1' | 'p2') : null;
}

/** Every card instance by name, grouped by its owner's name; copies of one card are numbered 1, 2, … */
function cardChoices(ctx: RulingContext): ChoiceGroup[] {
  const groups = new Map<string, Choice[]>();
  const seen = new Map<string, number>();
  const total = new Map<string, number>();
  const entries = Object.entries(ctx.instances).sort(([a], [b]) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  for (const [id, cardId] of entries) {
    const key = `${seatOf(id)}|${cardId}`;
    total.set(key, (total.get(key) ?? 0) + 1);
  }
  for (const [id, cardId] of entries) {
    const seat = seatOf(id);
    const key = `${seat}|${cardId}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    const name = ctx.names[cardId] ? tx(ctx.lang, ctx.names[cardId]) : cardId;
    const copy = (total.get(key) ?? 1) > 1 ? (ctx.lang === 'en' ? ` (copy ${n})` : `（第 ${n} 张）`) : '';
    const group = seat ? ctx.players[seat].name : '';
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push({ value: id, text: `${name}${copy}` });
  }
  return [...groups].map(([label, choices]) => ({ ...(label ? { label } : {}), choices }));
}

/** The choices of a picker field, or null for a field typed in. */
export function fieldChoices(f: RulingField, ctx: RulingContext): ChoiceGroup[] | null {
  if (isCardField(f)) return cardChoices(ctx);
  if (f.kind === 'boolean')
    return [
      { choices: (['true', 'false'] as const).map((v) => ({ value: v, text: tx(ctx.lang, YES_NO[v]) })) },
    ];
  if (isSlotField(f)) {
    const choices: Choice[] = [];
    for (let i = f.min!; i <= f.max!; i++) choices.push({ value: String(i), text: String(i + 1) });
    return [{ choices }];
  }
  if (f.kind !== 'enum') return null;
  const labelOf = (v: string): string => {
    if (isSeatField(f) && (v === 'p1' || v === 'p2')) return ctx.players[v].name;
    const l = f.optionLabels?.find((o) => String(o.value) === v);
    return l ? tx(ctx.lang, l.label) : v;
  };
  return [{ choices: (f.options ?? []).map((v) => ({ value: v, text: labelOf(v) })) }];
}

/** The change the form sends: the kind and each filled field as its schema type (picked values as they are). */
export function buildChange(op: RulingOp, values: Record<string, string>): Record<string, unknown> {
  const change: Record<string, unknown> = { op: op.op };
  for (const f of op.fields) {
    const v = values[f.name];
    if (v === undefined || v === '') continue;
    change[f.name] =
      f.kind === 'integer' || f.kind === 'number' ? Number(v) : f.kind === 'boolean' ? v === 'true' : v;
  }
  return change;
}
