'use client';
/**
 * A JSON textarea for a card's effects (or the whole card): the text the author types is kept as typed; each
 * time it parses to an object it is applied, otherwise the syntax error is shown with its line and column and the
 * card keeps its last good value. Errors the check found at an effect path are shown under it.
 */
import { useState } from 'react';
import type { Lang } from '@/app/contracts/common';
import { parseJson } from './card-paths';
import styles from './cards.module.css';
import { w } from './words';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function JsonEditor({
  value,
  lang,
  label,
  help,
  error,
  testId,
  onValue,
  onSyntax,
}: {
  value: Json;
  lang: Lang;
  label: string;
  help?: string;
  /** The check's error at a path inside this JSON. */
  error?: string;
  testId: string;
  onValue: (v: Json) => void;
  /** Whether the text now has a syntax error (saving waits until it is fixed). */
  onSyntax: (bad: boolean) => void;
}) {
  const shown = JSON.stringify(value, null, 2);
  // The author's text while it differs from the value (a syntax error, or formatting of their own).
  const [draft, setDraft] = useState<{ text: string; base: string } | null>(null);
  const text = draft && draft.base === shown ? draft.text : shown;
  const parsed = draft && draft.base === shown ? parseJson(draft.text) : null;
  const colon = lang === 'zh' ? '：' : ': ';
  const syntax =
    parsed && !parsed.ok
      ? `${w(lang, 'jsonSyntax')}${colon}${w(lang, 'lineCol', { l: parsed.line, c: parsed.column })}`
      : parsed?.ok && !isObject(parsed.value)
        ? w(lang, 'needObject')
        : undefined;
  return (
    <div className={styles.field} data-field="effects">
      <span className={styles.label}>{label}</span>
      <textarea
        className={styles.json}
        value={text}
        rows={Math.min(24, Math.max(6, text.split('\n').length + 1))}
        spellCheck={false}
        data-testid={testId}
        onChange={(e) => {
          const next = e.target.value;
          const p = parseJson(next);
          const good = p.ok && isObject(p.value);
          onSyntax(!good);
          if (good) {
            const base = JSON.stringify(p.value, null, 2);
            setDraft({ text: next, base });
            onValue(p.value as Json);
          } else setDraft({ text: next, base: shown });
        }}
      />
      {help ? <span className={styles.help}>{help}</span> : null}
      {syntax ? (
        <span className={styles.fieldError} role="alert" data-testid={`${testId}-syntax`}>
          {syntax}
        </span>
      ) : null}
      {error ? (
        <span className={styles.fieldError} role="alert" data-testid="effects-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
