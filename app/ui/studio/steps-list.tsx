'use client';
/** The studio's list of steps of the current line, with note counts; selecting a step moves the board there. */
import { useMemo } from 'react';
import type { StudioSnapshot } from './studio-api';
import type { Lang } from './strings';
import { s, tx } from './strings';
import styles from './studio.module.css';

export function StepsList({
  snap,
  lang,
  selected,
  onSelect,
}: {
  snap: StudioSnapshot;
  lang: Lang;
  selected: number;
  onSelect: (n: number) => void;
}) {
  const noteCount = useMemo(() => {
    const m = new Map<number, number>();
    for (const n of snap.notes) m.set(n.seq, (m.get(n.seq) ?? 0) + 1);
    return m;
  }, [snap.notes]);
  return (
    <section className={styles.panel}>
      <h2>{s(lang, 'steps')}</h2>
      <ol className={styles.steps} data-testid="steps">
        {snap.events.map((e) => (
          <li
            key={e.seq}
            className={e.seq === selected ? styles.current : undefined}
            data-seq={e.seq}
            data-testid="step"
          >
            <button
              type="button"
              onClick={() => onSelect(e.seq)}
              aria-current={e.seq === selected ? 'step' : undefined}
            >
              <span className="muted">#{e.seq}</span>{' '}
              <span className={e.type === 'author.ruling' ? styles.rulingText : undefined}>
                {tx(lang, e.text)}
              </span>
              {noteCount.get(e.seq) ? <span className={styles.badge}>✎{noteCount.get(e.seq)}</span> : null}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
