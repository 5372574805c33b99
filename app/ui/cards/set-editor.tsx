'use client';
/**
 * The card set editor: the set's cards as a list (by name, with their faces), the selected card's form, effects
 * as JSON (or the whole card), a live preview from the server's check, errors at the field, save with the
 * revision it was read at (a conflict keeps the author's edits), history, export and "try it".
 */
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Lang, Text } from '@/app/contracts/common';
import type { CardSetDetail } from '@/app/contracts/card-sets';
import type { ApiError } from '@/app/contracts/errors';
import { CardFace } from '@/app/ui/board/card';
import type { CardEditorSpec } from '@/machines/engine/card-editor';
import { getSet, reviseSet } from './card-api';
import { CardForm } from './card-form';
import {
  effectsPart,
  errorTarget,
  getAt,
  numberProblem,
  reasonOf,
  setAt,
  suggestId,
  withEffects,
} from './card-paths';
import { CardPreview, frameOf } from './card-preview';
import { EffectSources } from './effect-sources';
import { JsonEditor } from './json-editor';
import { Refusal } from './refusal';
import { SetTools } from './set-tools';
import { useCardCheck, type Item } from './use-card-check';
import styles from './cards.module.css';
import { w } from './words';

export interface EditorGame {
  name: Text;
  spec: CardEditorSpec;
}

type Json = Record<string, unknown>;
type Row = Item & { autoId: boolean };

let nextKey = 0;
const keyed = (card: Json, autoId = false): Row => ({ key: `k${++nextKey}`, card, autoId });

export function SetEditor({
  lang,
  setId,
  games,
}: {
  lang: Lang;
  setId: string;
  games: Record<string, EditorGame>;
}) {
  const [detail, setDetail] = useState<CardSetDetail | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [syntaxBad, setSyntaxBad] = useState(false);
  const [whole, setWhole] = useState(false);
  const [addType, setAddType] = useState('');
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const [conflict, setConflict] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);

  const load = useCallback(async () => {
    const r = await getSet(setId);
    if (!r.ok) return setLoadError(r.error);
    setDetail(r.data);
    const list = (r.data.cards as Json[]).map((c) => keyed(c));
    setRows(list);
    setSelected(list[0]?.key ?? null);
    setDirty(false);
    setConflict(false);
    setSaveError(null);
  }, [setId]);
  useEffect(() => void load(), [load]);

  const game = detail ? games[detail.gameId] : undefined;
  const spec = game?.spec;
  const initialFaces = useMemo(() => detail?.faces ?? {}, [detail]);
  const check = useCardCheck(detail?.gameId ?? null, rows, initialFaces);
  const row = rows.find((r) => r.key === selected);
  const card = row?.card;

  const update = (key: string, f: (r: Row) => Row) => {
    setRows((rs) => rs.map((r) => (r.key === key ? f(r) : r)));
    setDirty(true);
    setSavedAt(null);
  };
  const taken = (except: string) => rows.filter((r) => r.key !== except).map((r) => String(r.card.id));

  const onField = (path: string, value: unknown) => {
    if (!row) return;
    update(row.key, (r) => {
      const next = setAt(r.card, path, value);
      if (r.autoId && path === 'name')
        next.id = suggestId((value ?? {}) as Text, taken(r.key), String(next[spec?.typeKey ?? 'type']));
      return { ...r, card: next };
    });
  };

  const add = () => {
    const choice = spec?.types.find((t) => t.value === (addType || spec.types[0]?.value));
    if (!choice) return;
    const ids = rows.map((r) => String(r.card.id));
    const r = keyed(
      { ...choice.template, id: suggestId(choice.template.name as Text, ids, choice.value) },
      true,
    );
    setRows((rs) => [...rs, r]);
    setSelected(r.key);
    setDirty(true);
    setSyntaxBad(false);
  };

  const save = async () => {
    if (!detail) return;
    const r = await reviseSet(
      setId,
      detail.revision,
      rows.map((x) => x.card),
    );
    if (r.ok) {
      setDetail(r.data);
      setDirty(false);
      setSaveError(null);
      setSavedAt(r.data.revision);
    } else if (r.error.code === 'ERR_CONFLICT') setConflict(true);
    else setSaveError(r.error);
  };

  if (loadError)
    return (
      <main className={styles.page}>
        <Refusal lang={lang} error={loadError} />
        <Link href="/cards">{w(lang, 'backToSets')}</Link>
      </main>
    );
  if (!detail || !spec) return <main className={`${styles.page} muted`}>{w(lang, 'loading')}</main>;

  // The check's error, where it concerns the selected card: at a field, under the effects, or for the card.
  const err = check.error;
  const errCard = err?.details?.card;
  const errPath = typeof err?.details?.path === 'string' ? err.details.path : '';
  const mine = !!card && err?.code === 'ERR_BAD_CARD' && errCard === card.id;
  const type = card ? String(card[spec.typeKey] ?? '') : '';
  const where = mine ? errorTarget(spec, type, errPath) : null;
  const reason = (drop: boolean) =>
    err && card ? reasonOf(err.message[lang], String(card.id), errPath, drop) : '';
  const fieldErrors: Record<string, string> =
    where && 'field' in where
      ? { [where.field]: fieldReason(where.field) }
      : mine && errPath === 'id'
        ? { id: reason(true) }
        : {};
  // A number out of range is told by the range the form states, in the page's words.
  function fieldReason(path: string): string {
    const f = spec!.fields.find((x) => x.path === path && x.types.includes(type));
    const p = f && card ? numberProblem(f, getAt(card, path)) : null;
    return p ? w(lang, p.key, p.vars) : reason(true);
  }
  const effectsError = where && 'effects' in where ? reason(false) : undefined;
  const cardError =
    err && !(where && ('field' in where || 'effects' in where)) && !(mine && errPath === 'id')
      ? mine
        ? reason(false)
        : `${errCard ? w(lang, 'otherCard') : ''}${err.message[lang]}`
      : undefined;
  const face = row ? check.lastGood[row.key]?.[lang] : undefined;
  const choice = spec.types.find((t) => t.value === type);

  return (
    <main className={styles.page} data-testid="set-editor" data-revision={detail.revision}>
      <div className={styles.head}>
        <Link href="/cards">{w(lang, 'backToSets')}</Link>
        <h1>
          {detail.name} <small className="muted">{game.name[lang]}</small>
        </h1>
      </div>
      <div className={styles.saveBar}>
        <button
          type="button"
          className="btn play"
          disabled={!dirty || syntaxBad}
          onClick={() => void save()}
          data-testid="save"
        >
          {w(lang, 'save')}
        </button>
        <span className="muted" data-testid="save-state">
          {syntaxBad
            ? w(lang, 'fixJson')
            : dirty
              ? w(lang, 'unsaved')
              : savedAt
                ? w(lang, 'saved', { n: savedAt })
                : ''}
        </span>
      </div>
      {conflict ? (
        <div className={styles.refusal} role="alert" data-testid="conflict">
          {w(lang, 'conflict')}{' '}
          <button type="button" className="btn" onClick={() => void load()}>
            {w(lang, 'reload')}
          </button>
        </div>
      ) : null}
      {saveError ? <Refusal lang={lang} error={saveError} onDismiss={() => setSaveError(null)} /> : null}
      <div className={styles.grid}>
        <aside className={styles.panel}>
          <h2>{w(lang, 'cardList')}</h2>
          {rows.length === 0 ? <p className={styles.help}>{w(lang, 'noCards')}</p> : null}
          <ul className={styles.cardList} data-testid="card-list">
            {rows.map((r) => {
              const f = check.lastGood[r.key]?.[lang];
              return (
                <li key={r.key}>
                  <button
                    type="button"
                    className={r.key === selected ? styles.picked : undefined}
                    aria-pressed={r.key === selected}
                    data-testid="card-row"
                    onClick={() => (setSelected(r.key), setSyntaxBad(false))}
                  >
                    {f ? <CardFace small name={f.name} face={f} frame={frameOf(f)} /> : null}
                    <span>{f?.name ?? nameOf(r.card, lang)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className={styles.addRow}>
            <select
              value={addType || spec.types[0]?.value}
              onChange={(e) => setAddType(e.target.value)}
              aria-label={w(lang, 'cardType')}
              data-testid="add-type"
            >
              {spec.types.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label[lang]}
                </option>
              ))}
            </select>
            <button type="button" className="btn" onClick={add} data-testid="add-card">
              {w(lang, 'addCard')}
            </button>
          </div>
        </aside>
        {row && card ? (
          <>
            <CardPreview
              face={face}
              lang={lang}
              pending={check.pending}
              stale={!!err && !!face}
              error={cardError}
            />
            <section className={`${styles.panel} ${styles.editor}`}>
              <label className={styles.inline}>
                <input
                  type="checkbox"
                  checked={whole}
                  onChange={(e) => setWhole(e.target.checked)}
                  data-testid="whole-json"
                />{' '}
                {w(lang, 'wholeCard')}
              </label>
              {whole ? (
                <JsonEditor
                  key={`whole-${row.key}`}
                  value={card}
                  lang={lang}
                  label={choice?.label[lang] ?? ''}
                  error={mine ? reason(false) : undefined}
                  testId="card-json"
                  onValue={(v) => update(row.key, (r) => ({ ...r, card: v, autoId: false }))}
                  onSyntax={setSyntaxBad}
                />
              ) : (
                <>
                  <CardForm
                    key={row.key}
                    spec={spec}
                    card={card}
                    lang={lang}
                    errors={fieldErrors}
                    onField={onField}
                    onId={(id) => update(row.key, (r) => ({ ...r, card: { ...r.card, id }, autoId: false }))}
                  />
                  <EffectSources
                    spec={spec}
                    card={card}
                    lang={lang}
                    onCard={(next) => update(row.key, (r) => ({ ...r, card: next }))}
                  />
                  <JsonEditor
                    key={`fx-${row.key}`}
                    value={effectsPart(spec, card)}
                    lang={lang}
                    label={w(lang, 'effects')}
                    help={w(lang, 'effectsHelp')}
                    error={effectsError}
                    testId="effects-json"
                    onValue={(v) => update(row.key, (r) => ({ ...r, card: withEffects(spec, r.card, v) }))}
                    onSyntax={setSyntaxBad}
                  />
                </>
              )}
              <button
                type="button"
                className={`btn ${styles.remove}`}
                data-testid="remove-card"
                onClick={() => {
                  setRows((rs) => rs.filter((r) => r.key !== row.key));
                  setSelected(null);
                  setDirty(true);
                }}
              >
                {w(lang, 'remove')}
              </button>
            </section>
          </>
        ) : (
          <p className={styles.help}>{w(lang, 'noneSelected')}</p>
        )}
      </div>
      <SetTools
        lang={lang}
        setId={setId}
        revision={detail.revision}
        cardId={card ? String(card.id) : null}
        dirty={dirty}
      />
    </main>
  );
}

/** A card's name from its JSON before the first check has given a face. */
function nameOf(card: Json, lang: Lang): string {
  const n = card.name as Partial<Text> | null | undefined;
  return n?.[lang] || n?.zh || '—';
}
