'use client';
/**
 * The form for a card's common fields, drawn from the game's editor spec (machines/<game>/card-editor.ts): text,
 * bilingual text, numbers, selects, keywords and yes/no, each with the error the last check found at its path.
 */
import type { Lang } from '@/app/contracts/common';
import { fieldApplies, fieldsFor, type CardEditorSpec, type CardField } from '@/machines/engine/card-editor';
import { bilingualValue, fieldValue, getAt } from './card-paths';
import styles from './cards.module.css';
import { w } from './words';

type Json = Record<string, unknown>;

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function FieldError({ message }: { message?: string }) {
  return message ? (
    <span className={styles.fieldError} role="alert" data-testid="field-error">
      {message}
    </span>
  ) : null;
}

function Input({
  field,
  card,
  lang,
  onChange,
}: {
  field: CardField;
  card: Json;
  lang: Lang;
  onChange: (value: unknown) => void;
}) {
  const value = getAt(card, field.path);
  const testId = `field-${field.path}`;
  switch (field.kind) {
    case 'bilingual': {
      const pair = (value ?? {}) as { zh?: string; en?: string };
      const Tag = field.multiline ? 'textarea' : 'input';
      return (
        <span className={styles.pair}>
          {(['zh', 'en'] as const).map((l) => (
            <label key={l} className={styles.sub}>
              <span className="muted">{w(lang, l)}</span>
              <Tag
                value={pair[l] ?? ''}
                lang={l === 'zh' ? 'zh-CN' : 'en'}
                rows={field.multiline ? 3 : undefined}
                data-testid={`${testId}-${l}`}
                onChange={(e) => onChange(bilingualValue(field, value, l, e.target.value))}
              />
            </label>
          ))}
        </span>
      );
    }
    case 'number':
      return (
        <input
          type="number"
          inputMode="numeric"
          step={1}
          min={field.min}
          max={field.max}
          value={str(value)}
          data-testid={testId}
          onChange={(e) => onChange(fieldValue(field, e.target.value))}
        />
      );
    case 'select':
      return (
        <select
          value={str(value)}
          data-testid={testId}
          onChange={(e) => onChange(fieldValue(field, e.target.value))}
        >
          {field.optional ? <option value="">—</option> : null}
          {field.options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label[lang]}
            </option>
          ))}
        </select>
      );
    case 'boolean':
      return (
        <input
          type="checkbox"
          checked={value === true}
          data-testid={testId}
          onChange={(e) => onChange(fieldValue(field, e.target.checked))}
        />
      );
    case 'keywords':
      return (
        <input
          defaultValue={Array.isArray(value) ? value.join('、') : ''}
          data-testid={testId}
          onBlur={(e) => onChange(fieldValue(field, e.target.value))}
        />
      );
    default:
      return (
        <input
          value={str(value)}
          maxLength={field.max}
          data-testid={testId}
          onChange={(e) => onChange(fieldValue(field, e.target.value))}
        />
      );
  }
}

export function CardForm({
  spec,
  card,
  lang,
  errors,
  onField,
  onId,
}: {
  spec: CardEditorSpec;
  card: Json;
  lang: Lang;
  /** Field path -> the message to show beside it. */
  errors: Readonly<Record<string, string>>;
  onField: (path: string, value: unknown) => void;
  onId: (id: string) => void;
}) {
  const type = String(card[spec.typeKey] ?? '');
  const choice = spec.types.find((t) => t.value === type);
  const fields = fieldsFor(spec, type).filter((f) => fieldApplies(f, card));
  return (
    <div className={styles.form} data-testid="card-form">
      <div className={styles.typeLine}>
        <span className="muted">{w(lang, 'cardType')}</span> <b>{choice?.label[lang] ?? '—'}</b>
      </div>
      {fields.map((f) => (
        <div
          key={`${f.path}:${f.types.join()}`}
          className={`${styles.field} ${f.kind === 'boolean' ? styles.inline : ''}`}
          data-field={f.path}
        >
          <span className={styles.label}>{f.label[lang]}</span>
          <Input field={f} card={card} lang={lang} onChange={(v) => onField(f.path, v)} />
          {f.help ? <span className={styles.help}>{f.help[lang]}</span> : null}
          <FieldError message={errors[f.path]} />
        </div>
      ))}
      <label className={`${styles.field} ${styles.idField}`} data-field="id">
        <span className={styles.label}>{w(lang, 'id')}</span>
        <input
          value={str(card.id)}
          maxLength={64}
          spellCheck={false}
          data-testid="field-id"
          onChange={(e) => onId(e.target.value)}
        />
        <span className={styles.help}>{w(lang, 'idHelp')}</span>
        <FieldError message={errors.id} />
      </label>
    </div>
  );
}
