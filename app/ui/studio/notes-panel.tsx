'use client';
/**
 * Notes at the selected step: add (kind, spoiler, markdown text), edit (each save is a new revision), delete
 * (a revision marking it deleted) and view a note's revision history. Bodies are shown as plain text here.
 */
import { useState } from 'react';
import type { StudioNote } from '@/app/contracts/authoring';
import { call } from '@/app/ui/api-client';
import type { Lang } from './strings';
import { KINDS, s, tx } from './strings';
import { NOTE_MAX } from '@/app/contracts/steps';
import { renderMarkdown } from '@/app/lib/markdown';

/** A note's markdown as readers see it: the one renderer (app/lib/markdown.ts, everything escaped). */
function MarkdownBody({ src }: { src: string }) {
  return (
    <div
      className={`note-body ${styles.noteBody}`}
      dangerouslySetInnerHTML={{ __html: renderMarkdown(src) }}
    />
  );
}
import styles from './studio.module.css';

type Kind = keyof typeof KINDS;

/** Store a note or a revision (POST …/notes); resolves true once stored. */
type Save = (body: Record<string, unknown>) => Promise<boolean>;

function NoteEditor(props: {
  lang: Lang;
  busy: boolean;
  initial?: StudioNote;
  onSave: (v: { kind: Kind; body: string; spoiler: boolean }) => Promise<boolean>;
  testid: string;
}) {
  const { lang } = props;
  const [kind, setKind] = useState<Kind>(props.initial?.kind ?? 'narration');
  const [body, setBody] = useState(props.initial?.body ?? '');
  const [spoiler, setSpoiler] = useState(props.initial?.spoiler ?? false);
  return (
    <form
      className={styles.form}
      data-testid={props.testid}
      onSubmit={async (e) => {
        e.preventDefault();
        if ((await props.onSave({ kind, body, spoiler })) && !props.initial) {
          setBody('');
          setSpoiler(false);
        }
      }}
    >
      <div className={styles.row}>
        <select
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
          data-testid="note-kind"
          aria-label={s(lang, 'kind')}
        >
          {(Object.keys(KINDS) as Kind[]).map((k) => (
            <option key={k} value={k}>
              {tx(lang, KINDS[k])}
            </option>
          ))}
        </select>
        <label>
          <input
            type="checkbox"
            checked={spoiler}
            onChange={(e) => setSpoiler(e.target.checked)}
            data-testid="note-spoiler"
          />{' '}
          {s(lang, 'spoiler')}
        </label>
      </div>
      <textarea
        className={styles.code}
        rows={4}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        required
        data-testid="note-body"
        aria-label={s(lang, 'noteText')}
      />
      <p
        className={body.length > NOTE_MAX ? styles.over : 'muted'}
        data-testid="note-count"
        aria-live="polite"
      >
        {body.length} / {NOTE_MAX}
        {body.length > NOTE_MAX ? ` · ${s(lang, 'noteTooLong')}` : ''}
      </p>
      {body.trim() ? (
        <div className={styles.preview} data-testid="note-preview">
          <span className="muted">{s(lang, 'preview')}</span>
          <MarkdownBody src={body} />
        </div>
      ) : null}
      <button type="submit" className="btn" disabled={props.busy || !body.trim()} data-testid="note-save">
        {props.initial ? s(lang, 'save') : s(lang, 'addNote')}
      </button>
    </form>
  );
}

export function NotesPanel(props: {
  notes: StudioNote[];
  lineId: string;
  seq: number;
  lang: Lang;
  busy: boolean;
  base: string;
  save: Save;
}) {
  const { lang, base, save } = props;
  const here = props.notes.filter((n) => n.seq === props.seq);
  const [editing, setEditing] = useState<string | null>(null);
  const [history, setHistory] = useState<{ noteId: string; revisions: StudioNote[] } | null>(null);
  return (
    <section className={styles.panel} data-testid="notes">
      <h2>
        {s(lang, 'notesAt')} #{props.seq}
      </h2>
      {here.map((n) => (
        <article key={n.noteId} className="note" data-testid="studio-note" data-note-kind={n.kind}>
          <header>
            <span className="note-kind">{tx(lang, KINDS[n.kind])}</span>
            {n.spoiler ? <span className="note-spoiler">{s(lang, 'spoiler')}</span> : null}
            <span className="muted">
              {s(lang, 'revision')} {n.revision}
            </span>
          </header>
          {editing === n.noteId ? (
            <NoteEditor
              lang={lang}
              busy={props.busy}
              initial={n}
              testid="note-edit"
              onSave={async (v) => {
                const ok = await save({
                  noteId: n.noteId,
                  expectedRevision: n.revision,
                  ...v,
                });
                if (ok) setEditing(null);
                return ok;
              }}
            />
          ) : (
            <MarkdownBody src={n.body} />
          )}
          <div className={styles.row}>
            <button
              type="button"
              className="btn"
              onClick={() => setEditing(editing === n.noteId ? null : n.noteId)}
              data-testid="note-edit-toggle"
            >
              {s(lang, 'edit')}
            </button>
            <button
              type="button"
              className="btn"
              data-testid="note-history"
              onClick={async () => {
                const r = await call<{ revisions: StudioNote[] }>(`${base}/notes/${n.noteId}`, 'GET');
                if (r.ok) setHistory({ noteId: n.noteId, revisions: r.data.revisions });
              }}
            >
              {s(lang, 'history')}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => save({ noteId: n.noteId, expectedRevision: n.revision, deleted: true })}
            >
              {s(lang, 'delete')}
            </button>
          </div>
          {history?.noteId === n.noteId ? (
            <ol className={styles.history} data-testid="note-revisions">
              {history.revisions.map((r) => (
                <li key={r.revision}>
                  <span className="muted">
                    {s(lang, 'revision')} {r.revision} · {tx(lang, KINDS[r.kind])}
                    {r.spoiler ? ` · ${s(lang, 'spoiler')}` : ''} ·{' '}
                    {r.createdAt.replace('T', ' ').slice(0, 19)}
                  </span>
                  <MarkdownBody src={r.body} />
                </li>
              ))}
            </ol>
          ) : null}
        </article>
      ))}
      <NoteEditor
        lang={lang}
        busy={props.busy}
        testid="note-new"
        onSave={(v) => save({ lineId: props.lineId, seq: props.seq, ...v })}
      />
    </section>
  );
}
