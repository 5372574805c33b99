'use client';
/**
 * The replay player. Server-rendered at the moment the URL names (every control is also a plain link, so the
 * page works without JavaScript); in the browser, stepping is instant: views for a window of steps arrive as a
 * keyframe plus diffs, are materialised once with structural sharing, and the next windows are prefetched
 * near the edges. Each move pushes `?at=&line=&view=` onto the history; Back/Forward restore the moment.
 * Autoplay replaces the current history entry instead of pushing one per step.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import {
  clampSeq,
  momentFromSearch,
  momentHref,
  nextMark,
  phaseLabel,
  phaseMarks,
  prevMark,
  turnMarks,
} from '@/app/lib/viewer-nav';
import type {
  Moment,
  NoteView,
  Perspective,
  PlayerPayload,
  Seat,
  ViewEnvelope,
} from '@/app/lib/viewer-types';
import { ACTORS, WINDOW, windowStart } from '@/app/lib/viewer-types';
import { Board } from '@/app/ui/board';
import { tr } from './strings';
import { Timeline } from './timeline';
import { NotesAtStep, NotesList } from './notes';
import { ShareBox } from './share';
import { useViewWindows } from './view-windows';
import { Icon } from './icons';

const SPEEDS = [0.5, 1, 2, 4];
const PREFETCH_MARGIN = 32;
/**
 * Push or replace the address of a moment. The entry keeps Next.js's own history state (its router tree and
 * `__NA` flag), so Back/Forward are handled by the app router as in-app traversals (no reload) and our popstate
 * handler restores the moment; passing `__NA` also skips Next's pushState patch, which would re-render the app
 * router on every step (a transition plus a second history write) — stepping must stay within a frame.
 */
function writeHistory(href: string, mode: 'push' | 'replace') {
  const state = { ...(window.history.state as Record<string, unknown> | null), __NA: true };
  if (mode === 'push') window.history.pushState(state, '', href);
  else window.history.replaceState(state, '', href);
}

/** One row of the event list; memoised so stepping re-renders only the rows that change. */
const EventItem = memo(function EventItem(props: {
  seq: number;
  current: boolean;
  actor: string;
  text: string;
  href: string;
  onNav: (e: MouseEvent, seq: number) => void;
}) {
  const { seq, current } = props;
  return (
    <li className={current ? 'current' : ''}>
      <a href={props.href} onClick={(e) => props.onNav(e, seq)} aria-current={current ? 'step' : undefined}>
        <span className="ev-seq">#{seq}</span>
        <span className="ev-actor">{props.actor}</span>
        <span className="ev-text">{props.text}</span>
      </a>
    </li>
  );
});

export function Player({ payload }: { payload: PlayerPayload }) {
  const { matchId, lineId, timeline, lang, players } = payload;
  const last = timeline.length - 1;
  const [moment, setMoment] = useState<Moment>({ at: payload.at, perspective: payload.perspective, lineId });
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [notes, setNotes] = useState<NoteView[]>(payload.notes);
  const [reached, setReached] = useState(payload.at);
  /** Set once hydrated: the keyboard and the intercepted links work from then on (tests wait for it). */
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const { storeOf, ensure, version } = useViewWindows(payload, last);

  const { at, perspective } = moment;
  const store = storeOf(perspective);
  const lastShown = useRef<{ view: ViewEnvelope; names: Record<string, string> } | null>(null);
  const current = store.views.get(at);
  if (current) lastShown.current = { view: current, names: store.names };
  const shown = lastShown.current;
  const loading = !current;

  const turns = useMemo(() => turnMarks(timeline), [timeline]);
  const phases = useMemo(() => phaseMarks(timeline), [timeline]);

  // Keep the data for the current moment and its neighbourhood loaded.
  useEffect(() => {
    ensure(perspective, at);
    const w = windowStart(at);
    if (at - w < PREFETCH_MARGIN) ensure(perspective, w - 1);
    if (w + WINDOW - 1 - at < PREFETCH_MARGIN) ensure(perspective, w + WINDOW);
    // the event list shows the whole turn, which may begin in the window before
    ensure(perspective, Math.max(prevMark(turns, at + 1), at - 20));
  }, [at, perspective, ensure, version, turns]);

  const momentRef = useRef(moment);
  momentRef.current = moment;
  const go = useCallback(
    (next: Partial<Moment>, mode: 'push' | 'replace' | 'none' = 'push') => {
      const m = momentRef.current;
      const n = { ...m, ...next, at: clampSeq(next.at ?? m.at, last + 1) };
      if (n.at === m.at && n.perspective === m.perspective) return;
      momentRef.current = n;
      setMoment(n);
      // The address follows right after the board is drawn (a history write costs a few ms; the step comes first).
      if (mode !== 'none') {
        const href = momentHref(matchId, n);
        window.setTimeout(() => writeHistory(href, mode), 0);
      }
    },
    [last, matchId],
  );

  useEffect(() => {
    setReached((r) => Math.max(r, at));
  }, [at]);

  // The address bar always holds the full moment, also after a bare /m/<id>.
  useEffect(() => {
    const href = momentHref(matchId, { at: payload.at, perspective: payload.perspective, lineId });
    if (window.location.pathname + window.location.search !== href) writeHistory(href, 'replace');
    const onPop = () => {
      const m = momentFromSearch(new URLSearchParams(window.location.search), {
        at: payload.at,
        perspective: payload.perspective,
        lineId,
      });
      if (m.lineId !== lineId) {
        window.location.reload();
        return;
      }
      setPlaying(false);
      setMoment({ ...m, at: clampSeq(m.at, last + 1) });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [last, lineId, matchId, payload.at, payload.perspective]);

  const targets = useMemo(
    () => ({
      first: 0,
      last,
      prev: Math.max(0, at - 1),
      next: Math.min(last, at + 1),
      prevPhase: prevMark(phases, at),
      nextPhase: nextMark(phases, at, last),
      prevTurn: prevMark(turns, at),
      nextTurn: nextMark(turns, at, last),
    }),
    [at, last, phases, turns],
  );
  const targetsRef = useRef(targets);
  targetsRef.current = targets;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))) return;
      const t = targetsRef.current;
      let to: number | null = null;
      if (e.key === 'ArrowLeft') to = e.shiftKey ? t.prevPhase : t.prev;
      else if (e.key === 'ArrowRight') to = e.shiftKey ? t.nextPhase : t.next;
      else if (e.key === 'PageUp') to = t.prevTurn;
      else if (e.key === 'PageDown') to = t.nextTurn;
      else if (e.key === 'Home') to = t.first;
      else if (e.key === 'End') to = t.last;
      else if (e.key === ' ' && el?.tagName !== 'BUTTON' && el?.tagName !== 'A') {
        e.preventDefault();
        setPlaying((p) => !p);
        return;
      }
      if (to === null) return;
      e.preventDefault();
      setPlaying(false);
      go({ at: to });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  // Autoplay: one step per 1/speed seconds; waits while the next window loads; stops at the end.
  useEffect(() => {
    if (!playing) return;
    if (at >= last) {
      setPlaying(false);
      return;
    }
    if (!store.views.has(at + 1)) return;
    const id = window.setTimeout(() => go({ at: at + 1 }, 'replace'), 1000 / speed);
    return () => window.clearTimeout(id);
  }, [playing, at, last, speed, go, store, version]);

  // Spoiler notes arrive once their step is reached.
  useEffect(() => {
    if (!notes.some((n) => n.html === null && n.seq <= reached)) return;
    const q = new URLSearchParams({ match: matchId, line: lineId, upTo: String(reached) });
    let live = true;
    fetch(`/api/views/notes?${q}`)
      .then((r) => (r.ok ? (r.json() as Promise<NoteView[]>) : null))
      .then((n) => {
        if (live && n) setNotes(n);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [reached, notes, matchId, lineId]);

  const href = (m: Partial<Moment>) => momentHref(matchId, { ...moment, ...m });
  const timelineHref = useCallback(
    (seq: number) => momentHref(matchId, { at: seq, perspective, lineId }),
    [matchId, perspective, lineId],
  );
  const navTo = useCallback(
    (e: MouseEvent, seq: number) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      setPlaying(false);
      go({ at: seq });
    },
    [go],
  );
  const jump = useCallback(
    (seq: number) => {
      setPlaying(false);
      go({ at: seq });
    },
    [go],
  );
  const link = (m: Partial<Moment>) => ({
    href: href(m),
    onClick: (e: MouseEvent) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      if (m.at !== undefined) setPlaying(false);
      go(m);
    },
  });

  const seatName = (s: Seat) => players[s].name;
  const actorName = (i: number) => {
    const a = ACTORS[i];
    return a === 'p1' || a === 'p2' ? seatName(a) : tr(lang, a === 'author' ? 'author' : 'system');
  };
  const otherLang = lang === 'zh' ? 'en' : 'zh';
  const view = shown?.view;
  const bottom: Seat = perspective === 'p2' ? 'p2' : 'p1';
  const turnStart = prevMark(turns, at + 1);
  const turnEnd = nextMark(turns, at, last + 1) - 1;
  const listFrom = Math.max(turnStart, at - 20);
  const listTo = Math.min(turnEnd, at + 20, last);
  const stepNotes = notes.filter((n) => n.seq === at);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const ol = listRef.current;
    const li = ol?.querySelector<HTMLElement>('li.current');
    if (
      ol &&
      li &&
      (li.offsetTop < ol.scrollTop || li.offsetTop + li.offsetHeight > ol.scrollTop + ol.clientHeight)
    ) {
      ol.scrollTop = li.offsetTop - ol.clientHeight / 3;
    }
  }, [at]);
  const narration = store.narration.get(at);

  return (
    <div
      className="viewer"
      data-testid="viewer"
      data-at={at}
      data-view={perspective}
      data-loading={loading ? '1' : '0'}
      data-ready={ready ? '1' : '0'}
    >
      <header className="topbar">
        <a className="brand" href="/">
          斗卡录<small>Duelscribe</small>
        </a>
        <a
          className="pill"
          data-testid="lang-toggle"
          href={`/api/lang?to=${otherLang}&next=${encodeURIComponent(href({}))}`}
        >
          {lang === 'zh' ? 'English' : '中文'}
        </a>
      </header>
      <div className="viewer-head">
        <h1>{payload.title}</h1>
        <p className="viewer-sub">
          <span className="pill">{payload.gameName}</span> {seatName('p1')} <span className="muted">vs</span>{' '}
          {seatName('p2')}
          {payload.lines.length > 1 ? (
            <span className="lines">
              {' · '}
              {tr(lang, 'line')}:{' '}
              {payload.lines.map((l) => (
                <a
                  key={l.id}
                  className={`pill ${l.id === lineId ? 'active' : ''}`}
                  href={momentHref(matchId, { ...moment, lineId: l.id, at: Math.min(at, l.length - 1) })}
                >
                  {l.isMain ? tr(lang, 'mainLine') : l.name}
                </a>
              ))}
            </span>
          ) : null}
        </p>
        <nav className="perspectives" aria-label={tr(lang, 'perspective')} data-testid="perspectives">
          {(['omniscient', 'p1', 'p2'] as Perspective[]).map((p) => (
            <a
              key={p}
              data-testid={`view-${p}`}
              className={`pill ${p === perspective ? 'active' : ''}`}
              aria-current={p === perspective ? 'true' : undefined}
              {...link({ perspective: p })}
            >
              {p === 'omniscient' ? tr(lang, 'omniscient') : seatName(p)}
            </a>
          ))}
        </nav>
      </div>

      <div className="viewer-main">
        <div className={`board-wrap ${loading ? 'is-loading' : ''}`} data-testid="board">
          {view ? <Board view={view} names={shown!.names} lang={lang} bottom={bottom} /> : null}
          {loading ? <div className="loading">{tr(lang, 'loading')}</div> : null}
        </div>
        <aside className="viewer-side">
          <div className="step-info" data-testid="step-info">
            <span>
              {tr(lang, 'step')} <b data-testid="step-no">{at}</b> / {last}
            </span>
            <span>
              {tr(lang, 'turn')} {timeline.turn[at]}
            </span>
            <span>{phaseLabel(timeline.phases[timeline.phase[at]], lang)}</span>
            {view?.active ? (
              <span>
                {tr(lang, 'active')}: {seatName(view.active)}
              </span>
            ) : null}
          </div>
          <p className="narration" data-testid="narration" aria-live="polite">
            {narration ?? timeline.types[timeline.type[at]]}
          </p>
          {view?.result ? (
            <p className="result">
              {view.result.winner
                ? `${tr(lang, 'winner')}: ${seatName(view.result.winner)}`
                : tr(lang, 'draw')}{' '}
              · {view.result.text[lang]}
            </p>
          ) : null}
          <NotesAtStep notes={stepNotes} lang={lang} />
          <section className="events">
            <h3>{tr(lang, 'events')}</h3>
            <ol className="event-list" data-testid="events" ref={listRef}>
              {Array.from({ length: Math.max(0, listTo - listFrom + 1) }, (_, i) => listFrom + i).map(
                (seq) => (
                  <EventItem
                    key={seq}
                    seq={seq}
                    current={seq === at}
                    actor={actorName(timeline.actor[seq])}
                    text={store.narration.get(seq) ?? timeline.types[timeline.type[seq]]}
                    href={timelineHref(seq)}
                    onNav={navTo}
                  />
                ),
              )}
            </ol>
          </section>
        </aside>
      </div>

      <nav className="controls" aria-label="controls" data-testid="controls">
        <a
          className="btn"
          title="Home"
          aria-label={tr(lang, 'first')}
          data-testid="btn-first"
          {...link({ at: targets.first })}
        >
          <Icon name="first" />
        </a>
        <a
          className="btn"
          title="PageUp"
          aria-label={tr(lang, 'prevTurn')}
          data-testid="btn-prev-turn"
          {...link({ at: targets.prevTurn })}
        >
          <Icon name="prevTurn" />
        </a>
        <a
          className="btn"
          title="Shift+←"
          aria-label={tr(lang, 'prevPhase')}
          data-testid="btn-prev-phase"
          {...link({ at: targets.prevPhase })}
        >
          <Icon name="prevPhase" />
        </a>
        <a
          className="btn"
          title="←"
          aria-label={tr(lang, 'prev')}
          data-testid="btn-prev"
          {...link({ at: targets.prev })}
        >
          <Icon name="prev" />
        </a>
        <button
          type="button"
          className="btn play"
          data-testid="btn-play"
          aria-pressed={playing}
          aria-label={tr(lang, playing ? 'pause' : 'play')}
          onClick={() => setPlaying((p) => !p)}
        >
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        <a
          className="btn"
          title="→"
          aria-label={tr(lang, 'next')}
          data-testid="btn-next"
          {...link({ at: targets.next })}
        >
          <Icon name="next" />
        </a>
        <a
          className="btn"
          title="Shift+→"
          aria-label={tr(lang, 'nextPhase')}
          data-testid="btn-next-phase"
          {...link({ at: targets.nextPhase })}
        >
          <Icon name="nextPhase" />
        </a>
        <a
          className="btn"
          title="PageDown"
          aria-label={tr(lang, 'nextTurn')}
          data-testid="btn-next-turn"
          {...link({ at: targets.nextTurn })}
        >
          <Icon name="nextTurn" />
        </a>
        <a
          className="btn"
          title="End"
          aria-label={tr(lang, 'last')}
          data-testid="btn-last"
          {...link({ at: targets.last })}
        >
          <Icon name="last" />
        </a>
        <label className="speed">
          {tr(lang, 'speed')}{' '}
          <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))} data-testid="speed">
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
      </nav>

      <Timeline
        timeline={timeline}
        turns={turns}
        phases={phases}
        notes={notes}
        at={at}
        lang={lang}
        hrefFor={timelineHref}
        onJump={jump}
      />
      <p className="keys muted">{tr(lang, 'keys')}</p>

      <ShareBox matchId={matchId} lineId={lineId} at={at} perspective={perspective} lang={lang} />
      <NotesList notes={notes} reached={reached} lang={lang} hrefFor={timelineHref} onNav={navTo} />
    </div>
  );
}
