/**
 * Why an author ruling was refused, in the author's words: the ruling kind and its fields as the game's ruling
 * form names them (`ruling.kinds`), never a validator's text. Used for every ERR_BAD_RULING the kernel raises.
 */
import type { z } from 'zod';
import type { AnyGameDefinition } from './definition';
import type { Text } from './types';

const NO_REASON: Text = {
  zh: '裁定需要写明理由（1–2000 字）',
  en: 'A ruling needs a reason (1–2000 characters)',
};

/** The refusal of a ruling envelope without a usable reason or change. */
export function rulingEnvelopeProblem(error: z.ZodError): Text {
  const reason = error.issues.some((i) => i.path[0] === 'reason');
  return reason ? NO_REASON : { zh: '裁定需要一项改动', en: 'A ruling needs a change' };
}

/** The refusal of a change the game's ruling schema does not take: which kind, which fields to fill or fix. */
export function rulingChangeProblem(def: AnyGameDefinition, change: unknown, error: z.ZodError): Text {
  const kinds = def.ruling.kinds ?? [];
  const op = change && typeof change === 'object' ? (change as { op?: unknown }).op : undefined;
  const kind = kinds.find((k) => k.op === op);
  if (!kind) {
    const list = kinds.map((k) => k.label);
    return {
      zh: `请选择一种裁定${list.length ? `：${list.map((l) => l.zh).join('、')}` : ''}`,
      en: `Choose a kind of ruling${list.length ? `: ${list.map((l) => l.en).join(', ')}` : ''}`,
    };
  }
  const fields: Text[] = [];
  for (const issue of error.issues) {
    const name = issue.path[0];
    if (typeof name !== 'string' || name === 'op') continue;
    const label = Object.hasOwn(kind.fields, name) ? kind.fields[name].label : null;
    if (label && !fields.includes(label)) fields.push(label);
  }
  if (!fields.length)
    return {
      zh: `「${kind.label.zh}」的内容不完整或不成立`,
      en: `The ruling "${kind.label.en}" is incomplete or impossible`,
    };
  return {
    zh: `裁定「${kind.label.zh}」：请填写或改正 ${fields.map((f) => `「${f.zh}」`).join('、')}`,
    en: `The ruling "${kind.label.en}": fill in or correct ${fields.map((f) => f.en).join(', ')}`,
  };
}
