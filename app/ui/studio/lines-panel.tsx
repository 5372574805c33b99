'use client';
/** The tree of lines (branches): switch, fork, rename and promote a variation to the main line. */
import { useState } from 'react';
import type { StudioSnapshot } from './studio-api';
import type { Lang } from './strings';
import { s } from './strings';
import styles from './studio.module.css';

export function LinesPanel(props: {
  snap: StudioSnapshot;
  lang: Lang;
  busy: boolean;
  selected: number;
  base: string;
  write: <T>(
    url: string,
    method: string,
    body: unknown,
    after?: (d: T) => Promise<void> | void,
  ) => Promise<boolean>;
  reload: (lineId: string, select?: 'last' | number) => Promise<void>;
}) {
  const { snap, lang, busy, selected, base, write, reload } = props;
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  return (
    <section className={styles.panel} data-testid="lines">
      <h2>{s(lang, 'lines')}</h2>
      <ul className={styles.lines}>
        {snap.lines.map((l) => (
          <li
            key={l.id}
            data-line={l.id}
            data-testid="line"
            className={l.id === snap.lineId ? styles.current : undefined}
          >
            <span>
              {l.name}{' '}
              <span className="muted">
                ({l.length - 1}
                {l.forkSeq !== null ? ` · ↱#${l.forkSeq}` : ''})
              </span>{' '}
              {l.isMain ? <b>★ {s(lang, 'main')}</b> : null}
            </span>
            <span className={styles.row}>
              {l.id !== snap.lineId ? (
                <button
                  type="button"
                  className="btn"
                  disabled={busy}
                  data-testid="line-open"
                  onClick={() => reload(l.id)}
                >
                  {s(lang, 'switchTo')}
                </button>
              ) : null}
              {!l.isMain ? (
                <button
                  type="button"
                  className="btn"
                  disabled={busy}
                  data-testid="line-promote"
                  onClick={() => write(`${base}/lines/${l.id}/promote`, 'POST', {})}
                >
                  {s(lang, 'promote')}
                </button>
              ) : null}
              <button
                type="button"
                className="btn"
                disabled={busy}
                data-testid="line-rename"
                onClick={() => (setRenaming(l.id), setNewName(l.name))}
              >
                {s(lang, 'rename')}
              </button>
            </span>
            {renaming === l.id ? (
              <form
                className={styles.row}
                onSubmit={async (e) => {
                  e.preventDefault();
                  if (await write(`${base}/lines/${l.id}`, 'PATCH', { name: newName })) setRenaming(null);
                }}
              >
                <input
                  value={newName}
                  onChange={(e) => setNewName(e.target.value)}
                  maxLength={80}
                  required
                  data-testid="line-rename-input"
                  aria-label={s(lang, 'rename')}
                />
                <button type="submit" className="btn" data-testid="line-rename-save">
                  {s(lang, 'save')}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
      <form
        className={styles.row}
        onSubmit={async (e) => {
          e.preventDefault();
          await write<{ id: string }>(
            `${base}/lines`,
            'POST',
            { fromLineId: snap.lineId, atSeq: selected, name: name || `#${selected}` },
            (d) => reload(d.id),
          );
          setName('');
        }}
      >
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={s(lang, 'branchName')}
          maxLength={80}
          data-testid="branch-name"
          aria-label={s(lang, 'branchName')}
        />
        <button type="submit" className="btn" disabled={busy} data-testid="branch">
          {s(lang, 'branch')} (#{selected})
        </button>
      </form>
    </section>
  );
}
