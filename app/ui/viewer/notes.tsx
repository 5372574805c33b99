/**
 * Notes at their steps. Bodies are HTML from app/lib/markdown.ts (everything escaped, only safe tags and
 * http(s)/mailto/relative links), so inserting them is safe. A spoiler note stays a placeholder until the reader
 * has reached its step (its body is not even sent before that).
 */
import { memo, type MouseEvent } from 'react';
import type { Lang } from '@/app/contracts/common';
import type { NoteView } from '@/app/contracts/viewer';
import { laterNotesText, NOTE_KIND, tr } from './strings';

function NoteBody({ note, lang, reached }: { note: NoteView; lang: Lang; reached: number }) {
  if (note.spoiler && (note.seq > reached || note.html === null)) {
    return <p className="muted spoiler-hidden">{tr(lang, 'spoilerHidden')}</p>;
  }
  return <div className="note-body" dangerouslySetInnerHTML={{ __html: note.html ?? '' }} />;
}

export function NoteCard({ note, lang, reached }: { note: NoteView; lang: Lang; reached: number }) {
  return (
    <article className={`note kind-${note.kind}`} data-note-kind={note.kind} data-testid="note">
      <header>
        <span className="note-kind">{NOTE_KIND[note.kind][lang]}</span>
        {note.spoiler ? <span className="note-spoiler">{tr(lang, 'spoiler')}</span> : null}
      </header>
      <NoteBody note={note} lang={lang} reached={reached} />
    </article>
  );
}

export function NotesAtStep({ notes, lang }: { notes: NoteView[]; lang: Lang }) {
  if (notes.length === 0) return null;
  return (
    <div className="step-notes" data-testid="step-notes">
      {notes.map((n) => (
        <NoteCard key={n.id} note={n} lang={lang} reached={n.seq} />
      ))}
    </div>
  );
}

/**
 * The notes panel, spoiler-safe: the notes up to the current step, and of the later ones only their number,
 * unless the reader opted in to all notes (the toggle).
 */
export const NotesList = memo(function NotesList({
  notes,
  laterCount,
  all,
  reached,
  lang,
  hrefFor,
  onNav,
  onAll,
}: {
  /** The notes to list (already cut to the current step unless `all`). */
  notes: NoteView[];
  /** How many notes come after the current step (not listed). */
  laterCount: number;
  all: boolean;
  reached: number;
  lang: Lang;
  hrefFor: (seq: number) => string;
  onNav: (e: MouseEvent, seq: number) => void;
  onAll: (all: boolean) => void;
}) {
  if (notes.length === 0 && laterCount === 0) return null;
  return (
    <section className="notes-all" data-testid="notes-panel">
      <h3>
        {tr(lang, 'notes')} ({notes.length})
      </h3>
      {notes.length > 0 ? (
        <ol>
          {notes.map((n) => (
            <li key={n.id}>
              <a href={hrefFor(n.seq)} onClick={(e) => onNav(e, n.seq)}>
                #{n.seq}
              </a>
              <NoteCard note={n} lang={lang} reached={reached} />
            </li>
          ))}
        </ol>
      ) : null}
      <p className="muted notes-later">
        {laterCount > 0 ? (
          <span data-testid="notes-later" data-count={laterCount}>
            {laterNotesText(lang, laterCount)}{' '}
          </span>
        ) : null}
        {laterCount > 0 || all ? (
          <button type="button" className="linkish" data-testid="notes-all" onClick={() => onAll(!all)}>
            {tr(lang, all ? 'notesUpToHere' : 'showAllNotes')}
          </button>
        ) : null}
      </p>
    </section>
  );
});
