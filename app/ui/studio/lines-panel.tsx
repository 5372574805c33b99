'use client';
/**
 * The tree of lines (branches): switch, fork, rename and promote a variation to the main line, and choose who
 * sees each one (readers, the author only, or archived: folded away below, restorable).
 */
import { useState } from 'react';
import type { LineSummary, StudioSnapshot } from './studio-api';
import { groupLines, LINE_STATE_ACTIONS, LINE_STATE_WORDS, offersFor, stateOf } from './line-states';
import type { Command } from './studio-commands';
import type { Lang } from './strings';
import { lineName, s, tx } from './strings';
import styles from './studio.module.css';

export function LinesPanel(props: {
  snap: StudioSnapshot;
  lang: Lang;
  busy: boolean;
  selected: number;
  /** Send a command; resolves true once it is stored. */
  run: (c: Command) => Promise<boolean>;
  /** Show another line. */
  open: (lineId: string) => void;
}) {
  const { snap, lang, busy, selected, run, open } = props;
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const { active, archived } = groupLines(snap.lines);
  const item = (l: LineSummary) => (
    <li
      key={l.id}
      data-line={l.id}
      data-testid="line"
      className={l.id === snap.lineId ? styles.current : undefined}
    >
      <span>
        {lineName(lang, l.name)}{' '}
        <span className="muted">
          ({l.length - 1}
          {l.forkSeq !== null ? ` · ↱#${l.forkSeq}` : ''})
        </span>{' '}
        {l.isMain ? <b>★ {s(lang, 'main')}</b> : null}{' '}
        <span className={styles.lineState} data-testid="line-state" data-state={stateOf(l)}>
          {tx(lang, LINE_STATE_WORDS[stateOf(l)])}
        </span>
      </span>
      <span className={styles.row}>
        {l.id !== snap.lineId ? (
          <button
            type="button"
            className="btn"
            disabled={busy}
            data-testid="line-open"
            onClick={() => open(l.id)}
          >
            {s(lang, 'switchTo')}
          </button>
        ) : null}
        {!l.isMain && stateOf(l) !== 'archived' ? (
          <button
            type="button"
            className="btn"
            disabled={busy}
            data-testid="line-promote"
            onClick={() => run({ kind: 'promote', lineId: l.id })}
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
        {offersFor(l).map((o) => (
          <button
            key={o.action}
            type="button"
            className="btn"
            disabled={busy}
            data-testid={`line-${o.action}`}
            onClick={() => run({ kind: 'lineState', lineId: l.id, state: o.state })}
          >
            {tx(lang, LINE_STATE_ACTIONS[o.action])}
          </button>
        ))}
      </span>
      {renaming === l.id ? (
        <form
          className={styles.row}
          onSubmit={async (e) => {
            e.preventDefault();
            if (await run({ kind: 'rename', lineId: l.id, name: newName })) setRenaming(null);
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
  );
  return (
    <section className={styles.panel} data-testid="lines">
      <h2>{s(lang, 'lines')}</h2>
      <ul className={styles.lines}>{active.map(item)}</ul>
      {archived.length > 0 ? (
        <details data-testid="lines-archived">
          <summary>
            {tx(lang, LINE_STATE_WORDS.archived)} ({archived.length})
          </summary>
          <ul className={styles.lines}>{archived.map(item)}</ul>
        </details>
      ) : null}
      <form
        className={styles.row}
        onSubmit={async (e) => {
          e.preventDefault();
          if (await run({ kind: 'branch', atSeq: selected, name: name || `#${selected}` })) setName('');
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
