/**
 * The rulings form of a game: its typed changes read from the ruling zod schema (one entry per `op`, with
 * fields), explained by the game's `ruling.kinds` where it gives them (labels, help, pickers). Computed once
 * per definition.
 */
import 'server-only';
import { z } from 'zod';
import type { AnyGameDefinition } from '@/machines/engine';
import type { RulingField, RulingOp } from '@/app/contracts/studio';

interface JsonObj {
  properties?: Record<
    string,
    { const?: unknown; enum?: string[]; type?: string; minimum?: number; maximum?: number }
  >;
  required?: string[];
}

/** A zone field's values in the board's words (the game's zoneNames), for the keys it names. */
function zoneLabels(def: AnyGameDefinition, keys: string[]) {
  const names = def.zoneNames ?? {};
  return keys.filter((k) => Object.hasOwn(names, k)).map((k) => ({ value: k, label: names[k] }));
}

function opsOf(def: AnyGameDefinition): RulingOp[] {
  let js: { oneOf?: JsonObj[]; anyOf?: JsonObj[] };
  try {
    js = z.toJSONSchema(def.ruling.schema, { unrepresentable: 'any', io: 'input' }) as typeof js;
  } catch {
    return [];
  }
  const out: RulingOp[] = [];
  for (const branch of js.oneOf ?? js.anyOf ?? []) {
    const props = branch.properties ?? {};
    const op = props.op?.const;
    if (typeof op !== 'string') continue;
    const kind = def.ruling.kinds?.find((k) => k.op === op);
    const fields: RulingField[] = [];
    for (const [name, p] of Object.entries(props)) {
      if (name === 'op') continue;
      const explained = kind && Object.hasOwn(kind.fields, name) ? kind.fields[name] : undefined;
      fields.push({
        name,
        kind: p.enum
          ? 'enum'
          : p.type === 'integer' || p.type === 'number' || p.type === 'boolean'
            ? p.type
            : 'string',
        options: p.enum,
        min: p.minimum,
        max: p.maximum,
        required: (branch.required ?? []).includes(name),
        ...(explained
          ? {
              label: explained.label,
              ...(explained.pick ? { pick: explained.pick } : {}),
              ...(explained.options
                ? { optionLabels: explained.options.map((o) => ({ ...o })) }
                : explained.pick === 'zone' && p.enum
                  ? { optionLabels: zoneLabels(def, p.enum) }
                  : {}),
            }
          : {}),
      });
    }
    out.push({ op, ...(kind ? { label: kind.label, help: kind.help } : {}), fields });
  }
  return out;
}

const forms = new WeakMap<AnyGameDefinition, RulingOp[]>();

export function rulingForm(def: AnyGameDefinition): RulingOp[] {
  let f = forms.get(def);
  if (!f) {
    f = opsOf(def);
    forms.set(def, f);
  }
  return f;
}

/** An example change for the form's JSON mode: the game's first ruling kind, else a placeholder. */
export function rulingHint(def: AnyGameDefinition): string {
  const first = def.ruling.kinds?.[0];
  return first ? JSON.stringify({ op: first.op }) : '{"op": "…"}';
}
