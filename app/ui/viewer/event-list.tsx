'use client';
/** The events of the current turn up to the current step (never a later one), each a link to its moment. */
import { memo, useEffect, useRef, type MouseEvent } from 'react';
import { prevMark } from '@/app/lib/viewer-nav';
import type { Lang, Seat } from '@/app/contracts/common';
import type { Timeline } from '@/app/contracts/viewer';
import { ACTORS } from '@/app/contracts/steps';
import { useJump, usePlayer, useStepHref } from './player-actor';
import { foldedText, tr } from './strings';
import { LIST_REACH, narrationAt } from './view-windows';

/** One row of the event list; memoised so stepping re-renders only the rows that change. */
const EventItem = memo(function EventItem(props: {
  seq: number;
  current: boolean;
  /** A row standing for a run of quiet steps. */
  folded: boolean;
  actor: string;
  text: string;
  href: string;
  onNav: (e: MouseEvent, seq: number) => void;
}) {
  const { seq, current } = props;
  return (
    <li className={`${current ? 'current' : ''}${props.folded ? ' folded' : ''}`}>
      <a href={props.href} onClick={(e) => props.onNav(e, seq)} aria-current={current ? 'step' : undefined}>
        <span className="ev-seq">#{seq}</span>
        <span className="ev-actor">{props.actor}</span>
        <span className="ev-text">{props.text}</span>
      </a>
    </li>
  );
});

/**
 * Rows of the list with each run of quiet steps folded into one row (its first step, and how many), except the
 * step the reader is on, which keeps its own row.
 */
export function foldQuiet(
  seqs: readonly number[],
  quiet: readonly number[],
  at: number,
): Array<{ seq: number; folded: number }> {
  const out: Array<{ seq: number; folded: number }> = [];
  for (let i = 0; i < seqs.length; i++) {
    const seq = seqs[i];
    if (!quiet[seq] || seq === at) {
      out.push({ seq, folded: 0 });
      continue;
    }
    let j = i;
    while (j + 1 < seqs.length && quiet[seqs[j + 1]] && seqs[j + 1] !== at) j++;
    out.push({ seq, folded: j - i + 1 });
    i = j;
  }
  return out;
}

export function EventList(props: {
  timeline: Timeline;
  lang: Lang;
  players: Record<Seat, { name: string }>;
}) {
  const { timeline, lang, players } = props;
  const at = usePlayer((c) => c.moment.at);
  const last = usePlayer((c) => c.last);
  const turns = usePlayer((c) => c.turns);
  const stores = usePlayer((c) => c.stores);
  const perspective = usePlayer((c) => c.moment.perspective);
  const skip = usePlayer((c) => c.skipQuiet);
  const hrefFor = useStepHref();
  const { onNav } = useJump();
  const listRef = useRef<HTMLOListElement>(null);
  // keep the current row in sight, measured in the next frame (not forcing a layout right after the step)
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const ol = listRef.current;
      const li = ol?.querySelector<HTMLElement>('li.current');
      if (
        ol &&
        li &&
        (li.offsetTop < ol.scrollTop || li.offsetTop + li.offsetHeight > ol.scrollTop + ol.clientHeight)
      )
        ol.scrollTop = li.offsetTop - ol.clientHeight / 3;
    });
    return () => cancelAnimationFrame(frame);
  }, [at]);

  const actorName = (i: number) => {
    const a = ACTORS[i];
    return a === 'p1' || a === 'p2' ? players[a].name : tr(lang, a === 'author' ? 'author' : 'system');
  };
  const from = Math.max(prevMark(turns, at + 1), at - LIST_REACH);
  // spoiler-safe: the turn so far, never a later step
  const to = Math.min(at, last);
  const seqs = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const rows = skip ? foldQuiet(seqs, timeline.quiet, at) : seqs.map((seq) => ({ seq, folded: 0 }));
  return (
    <section className="events">
      <h3>{tr(lang, 'events')}</h3>
      <ol className="event-list" data-testid="events" ref={listRef}>
        {rows.map(({ seq, folded }) => (
          <EventItem
            key={seq}
            seq={seq}
            current={seq === at}
            folded={folded > 0}
            actor={folded ? '' : actorName(timeline.actor[seq])}
            text={
              folded
                ? foldedText(lang, folded)
                : (narrationAt(stores, perspective, seq) ?? tr(lang, 'loading'))
            }
            href={hrefFor(seq)}
            onNav={onNav}
          />
        ))}
      </ol>
    </section>
  );
}
