'use client';
/**
 * The author-ruling form: the game's typed changes (read from its zod schema on the server) as fields, plus a
 * required reason. Each kind is explained in the game's one sentence; cards, zones, seats and slots are picked
 * by the names the board uses (ruling-options). A JSON mode takes any change the form cannot express. The
 * engine validates the change; a refusal shows its ERR_* message.
 */
import { useState } from 'react';
import type { Players } from '@/app/contracts/common';
import type { RulingOp } from '@/app/contracts/studio';
import { buildChange, fieldChoices } from './ruling-options';
import type { Lang, Text } from './strings';
import { s, tx } from './strings';
import styles from './studio.module.css';

export function RulingForm(props: {
  ops: RulingOp[];
  hint: string;
  lang: Lang;
  busy: boolean;
  instances: Record<string, string>;
  /** Card id -> name (the snapshot's cardNames). */
  names: Record<string, Text>;
  players: Players;
  onSubmit: (change: unknown, reason: string) => Promise<boolean>;
  onError: (e: { code: string; message: Text }) => void;
  /** The kind shown first (default: the game's first). */
  initialOp?: string;
}) {
  const { ops, lang } = props;
  const [json, setJson] = useState(ops.length === 0);
  const [opName, setOpName] = useState(props.initialOp ?? ops[0]?.op ?? '');
  const [values, setValues] = useState<Record<string, string>>({});
  const [raw, setRaw] = useState(props.hint);
  const [reason, setReason] = useState('');
  const op = ops.find((o) => o.op === opName);
  const ctx = { lang, instances: props.instances, names: props.names, players: props.players };

  const build = (): unknown =>
    json ? JSON.parse(raw) : buildChange(op ?? { op: opName, fields: [] }, values);

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
                  {o.label ? tx(lang, o.label) : o.op}
                </option>
              ))}
            </select>
          </label>
          {op?.help ? (
            <p className="muted" data-testid="ruling-help">
              {tx(lang, op.help)}
            </p>
          ) : null}
          {op?.fields.map((f) => {
            const groups = fieldChoices(f, ctx);
            const set = (v: string) => setValues({ ...values, [f.name]: v });
            return (
              <label key={f.name}>
                {f.label ? tx(lang, f.label) : f.name}
                {f.required ? ' *' : ''}{' '}
                {groups ? (
                  <select
                    value={values[f.name] ?? ''}
                    onChange={(e) => set(e.target.value)}
                    data-testid={`ruling-field-${f.name}`}
                  >
                    <option value="">—</option>
                    {groups.map((g, k) =>
                      g.label ? (
                        <optgroup key={k} label={g.label}>
                          {g.choices.map((c) => (
                            <option key={c.value} value={c.value}>
                              {c.text}
                            </option>
                          ))}
                        </optgroup>
                      ) : (
                        g.choices.map((c) => (
                          <option key={c.value} value={c.value}>
                            {c.text}
                          </option>
                        ))
                      ),
                    )}
                  </select>
                ) : (
                  <input
                    type={f.kind === 'string' ? 'text' : 'number'}
                    min={f.min}
                    max={f.max}
                    value={values[f.name] ?? ''}
                    onChange={(e) => set(e.target.value)}
                    data-testid={`ruling-field-${f.name}`}
                  />
                )}
              </label>
            );
          })}
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
