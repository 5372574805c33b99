'use client';
/**
 * The author-ruling form: the game's typed changes (read from its zod schema on the server) as fields, plus a
 * required reason. A JSON mode takes any change the form cannot express. The engine validates the change.
 */
import { useState } from 'react';
import type { Lang, Text } from './strings';
import { s } from './strings';
import styles from './studio.module.css';

export interface RulingField {
  name: string;
  kind: 'enum' | 'integer' | 'number' | 'string' | 'boolean';
  options?: string[];
  min?: number;
  max?: number;
  required: boolean;
}
export interface RulingOp {
  op: string;
  fields: RulingField[];
}

export function RulingForm(props: {
  ops: RulingOp[];
  hint: string;
  lang: Lang;
  busy: boolean;
  instances: Record<string, string>;
  names: Record<string, string>;
  onSubmit: (change: unknown, reason: string) => Promise<boolean>;
  onError: (e: { code: string; message: Text }) => void;
}) {
  const { ops, lang } = props;
  const [json, setJson] = useState(ops.length === 0);
  const [opName, setOpName] = useState(ops[0]?.op ?? '');
  const [values, setValues] = useState<Record<string, string>>({});
  const [raw, setRaw] = useState(props.hint);
  const [reason, setReason] = useState('');
  const op = ops.find((o) => o.op === opName);
  const cardOptions = Object.keys(props.instances);

  const build = (): unknown => {
    if (json) return JSON.parse(raw);
    const change: Record<string, unknown> = { op: opName };
    for (const f of op?.fields ?? []) {
      const v = values[f.name];
      if (v === undefined || v === '') continue;
      change[f.name] =
        f.kind === 'integer' || f.kind === 'number' ? Number(v) : f.kind === 'boolean' ? v === 'true' : v;
    }
    return change;
  };

  return (
    <form
      className={styles.form}
      onSubmit={async (e) => {
        e.preventDefault();
        let change: unknown;
        try {
          change = build();
        } catch (err) {
          props.onError({
            code: 'ERR_BAD_JSON',
            message: {
              zh: `变更不是合法的 JSON：${String(err)}`,
              en: `The change is not valid JSON: ${String(err)}`,
            },
          });
          return;
        }
        if (await props.onSubmit(change, reason)) {
          setReason('');
          setValues({});
        }
      }}
    >
      {!json ? (
        <>
          <label>
            {s(lang, 'change')}{' '}
            <select
              value={opName}
              onChange={(e) => (setOpName(e.target.value), setValues({}))}
              data-testid="ruling-op"
            >
              {ops.map((o) => (
                <option key={o.op} value={o.op}>
                  {o.op}
                </option>
              ))}
            </select>
          </label>
          {op?.fields.map((f) => (
            <label key={f.name}>
              {f.name}
              {f.required ? ' *' : ''}{' '}
              {f.kind === 'enum' || f.kind === 'boolean' || (f.kind === 'string' && f.name === 'card') ? (
                <select
                  value={values[f.name] ?? ''}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                  data-testid={`ruling-field-${f.name}`}
                >
                  <option value="">—</option>
                  {(f.kind === 'boolean'
                    ? ['true', 'false']
                    : f.kind === 'enum'
                      ? (f.options ?? [])
                      : cardOptions
                  ).map((o) => (
                    <option key={o} value={o}>
                      {f.name === 'card' ? `${o} · ${props.names[props.instances[o]] ?? ''}` : o}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  type={f.kind === 'string' ? 'text' : 'number'}
                  min={f.min}
                  max={f.max}
                  value={values[f.name] ?? ''}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                  data-testid={`ruling-field-${f.name}`}
                />
              )}
            </label>
          ))}
        </>
      ) : (
        <textarea
          className={styles.code}
          rows={3}
          value={raw}
          onChange={(e) => setRaw(e.target.value)}
          data-testid="ruling-json"
          aria-label={s(lang, 'change')}
        />
      )}
      {ops.length ? (
        <label className="muted">
          <input type="checkbox" checked={json} onChange={(e) => setJson(e.target.checked)} />{' '}
          {s(lang, 'asJson')}
        </label>
      ) : null}
      <label>
        {s(lang, 'reason')}{' '}
        <input
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          maxLength={2000}
          data-testid="ruling-reason"
        />
      </label>
      <button type="submit" className="btn" disabled={props.busy} data-testid="ruling-apply">
        {s(lang, 'apply')}
      </button>
    </form>
  );
}
