'use client';
/**
 * Acting on the board: click a card, a slot or a player to see what can be done from it (the engine's action
 * words whose subject it is); with a card picked, the places its actions aim at are marked, and clicking one
 * narrows to the actions onto it (a single one is taken at once). Elements that can start an action are marked.
 * No rules here: only the legal actions' words are matched against the clicked element's `data-ref`.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { actionsFrom, actionsOnto, activeKeys, bare, type Picked } from './board-pick';
import { ActionButton } from './legal-panel';
import type { Action, StudioSnapshot } from './studio-api';
import type { Lang } from './strings';
import { s } from './strings';
import styles from './studio.module.css';

/** The data-ref keys from the clicked element outwards (a card, then the slot that holds it …). */
function keysAt(el: Element | null, root: Element): string[] {
  const out: string[] = [];
  for (let e = el?.closest('[data-ref]'); e && root.contains(e); e = e.parentElement?.closest('[data-ref]'))
    out.push(e.getAttribute('data-ref')!);
  return out;
}

export function BoardPicker(props: {
  snap: StudioSnapshot;
  lang: Lang;
  busy: boolean;
  act: (a: Action) => void;
  children: ReactNode;
}) {
  const { snap, lang, busy, act } = props;
  const root = useRef<HTMLDivElement>(null);
  const [subject, setSubject] = useState<string | null>(null);
  const [options, setOptions] = useState<Picked[] | null>(null);
  // A new position: whatever was picked is gone.
  useEffect(() => {
    setSubject(null);
    setOptions(null);
  }, [snap.legal]);
  const marks = useMemo(() => activeKeys(snap.legal, subject), [snap.legal, subject]);
  // Mark what can be clicked: where actions start, the picked subject, and its targets.
  useEffect(() => {
    for (const el of root.current?.querySelectorAll('[data-ref]') ?? []) {
      const k = el.getAttribute('data-ref')!;
      el.classList.toggle('pickable', marks.subjects.has(k));
      el.classList.toggle('picked', k === subject);
      el.classList.toggle('pick-target', marks.targets.has(k));
    }
  });

  const onClick = (e: React.MouseEvent) => {
    if (busy || !root.current) return;
    const keys = keysAt(e.target as Element, root.current);
    if (!keys.length) return;
    if (subject) {
      const onto = keys.map((k) => actionsOnto(snap.legal, subject, k)).find((l) => l.length);
      if (onto?.length === 1) {
        setSubject(null);
        setOptions(null);
        return act(bare(onto[0].action));
      }
      if (onto) return setOptions(onto);
    }
    for (const k of keys) {
      const from = actionsFrom(snap.legal, k);
      if (from.length) {
        setSubject(from.some((p) => p.action.words.subject) ? k : null);
        return setOptions(from);
      }
    }
    setSubject(null);
    setOptions([]);
  };

  return (
    <div className={styles.picker}>
      <div className={styles.pickBox} data-testid="pick-box" aria-live="polite">
        {options === null ? (
          <span className="muted">{s(lang, 'pickHelp')}</span>
        ) : options.length === 0 ? (
          <span className="muted" data-testid="pick-nothing">
            {s(lang, 'pickNothing')}
          </span>
        ) : (
          <>
            <span>{s(lang, subject ? 'pickFrom' : 'pickHere')}</span>
            {options.map((p) => (
              <ActionButton
                key={`${p.seat}${p.index}`}
                a={p.action}
                seat={p.seat}
                lang={lang}
                busy={busy}
                act={act}
                testId="pick-action"
              />
            ))}
          </>
        )}
        {options !== null ? (
          <button
            type="button"
            className="btn"
            data-testid="pick-clear"
            onClick={() => (setSubject(null), setOptions(null))}
          >
            {s(lang, 'pickClear')}
          </button>
        ) : null}
      </div>
      <div ref={root} onClick={onClick} className="board-wrap" data-testid="board-pick">
        {props.children}
      </div>
    </div>
  );
}
