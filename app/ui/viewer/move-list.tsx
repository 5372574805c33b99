'use client';
/**
 * The move list: the line's steps grouped by turn (回合 N — who acts), each a sentence told for the perspective,
 * quiet runs folded as the timeline folds them, the variations the reader may open hanging indented at their fork
 * steps (each step a link into that line). Spoiler-safe: nothing after the current step is told (only counted)
 * unless the reader opted in to see everything. The current step is highlighted (aria-current) and kept in view
 * inside the list. Words come from the windows the player holds and, for the rest, from /api/views/moves
 * (moves-machine.ts); every entry is a plain link, so the list works without JavaScript as far as the page holds.
 */
import { memo, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { momentHref } from '@/app/lib/viewer-nav';
import type { Seat } from '@/app/contracts/common';
import type { LineOption, PlayerPayload } from '@/app/contracts/viewer';
import { windowStart } from '@/app/contracts/steps';
import { turnGroups, variationsUnder, wantedChunks } from './move-groups';
import { TurnBlock, type TextOf, type VariationIndex } from './move-rows';
import { chunkKey, movesMachine } from './moves-machine';
import { useJump, usePlayer } from './player-actor';
import { moreStepsText, tr } from './strings';

const SEATS: readonly (Seat | null)[] = ['p1', 'p2'];
const seatOf = (i: number | undefined): Seat | null => (i === undefined ? null : (SEATS[i] ?? null));

export function MoveList({ payload }: { payload: PlayerPayload }) {
  const [open, setOpen] = useState(true);
  return (
    <details className="moves" data-testid="moves" open onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{tr(payload.lang, 'moves')}</summary>
      {open ? <MoveBody payload={payload} /> : null}
    </details>
  );
}

/** Variations by the line they hang under, then by the step they fork after. */
function variationIndex(lines: readonly LineOption[]): VariationIndex {
  const out = new Map<string, ReadonlyMap<number, readonly LineOption[]>>();
  for (const l of lines)
    if (l.branch && !out.has(l.branch.under)) out.set(l.branch.under, variationsUnder(lines, l.branch.under));
  return out;
}

function MoveBody({ payload }: { payload: PlayerPayload }) {
  const { lang, timeline, players, matchId } = payload;
  const lineId = usePlayer((c) => c.lineId);
  const at = usePlayer((c) => c.moment.at);
  const last = usePlayer((c) => c.last);
  const turns = usePlayer((c) => c.turns);
  const perspective = usePlayer((c) => c.moment.perspective);
  const store = usePlayer((c) => c.stores[c.moment.perspective]);
  const skip = usePlayer((c) => c.skipQuiet);
  const all = usePlayer((c) => c.allNotes);
  const lines = usePlayer((c) => c.lines);
  const { onNav } = useJump();
  const moves = useActorRef(movesMachine, { input: { matchId, lang } });
  const chunks = useSelector(moves, (s) => s.context.chunks);
  const limit = all ? last : at;

  const vars = useMemo(() => variationIndex(lines), [lines]);
  const forks = useMemo(() => [...(vars.get(lineId)?.keys() ?? [])], [vars, lineId]);
  const textOf = useMemo<TextOf>(() => {
    return (line, seq) => {
      const from = windowStart(seq);
      if (line === lineId) {
        const w = store?.windows[from];
        if (w) return { text: w.narration[seq - from], active: w.views[seq - from]?.active ?? null };
      }
      const c = chunks[chunkKey({ lineId: line, perspective, from })];
      return c && { text: c.narration[seq - from], active: seatOf(c.active[seq - from]) };
    };
  }, [store, chunks, perspective, lineId]);
  const quietOf = useMemo(
    () => (line: string, seq: number) =>
      line === lineId
        ? (timeline.quiet[seq] ?? 0)
        : (chunks[chunkKey({ lineId: line, perspective, from: windowStart(seq) })]?.quiet[
            seq - windowStart(seq)
          ] ?? 0),
    [chunks, perspective, lineId, timeline],
  );
  const hrefOf = useMemo(
    () => (line: string, seq: number) => momentHref(matchId, { at: seq, lineId: line, perspective }),
    [matchId, perspective],
  );

  // ask for the words the list lacks (only when what it lacks changes)
  const wanted = wantedChunks({
    lineId,
    length: last + 1,
    lines,
    perspective,
    limit,
    held: (from) => store?.windows[from] !== undefined,
  });
  const wantKey = wanted.map(chunkKey).join(',');
  const wantedRef = useRef(wanted);
  wantedRef.current = wanted;
  useEffect(() => {
    moves.send({ type: 'moves.want', refs: wantedRef.current });
  }, [moves, wantKey]);

  // keep the current step in view inside the list, never scrolling the page; measured in the next frame (whose
  // layout the browser does anyway), not right after the step's render, which would force a layout of its own
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const box = boxRef.current;
      const cur = box?.querySelector<HTMLElement>('[aria-current="step"]');
      if (!box || !cur) return;
      const b = box.getBoundingClientRect();
      const r = cur.getBoundingClientRect();
      if (r.top < b.top) box.scrollTop += r.top - b.top;
      else if (r.bottom > b.bottom) box.scrollTop += r.bottom - b.bottom;
    });
    return () => cancelAnimationFrame(frame);
    // again when words arrive: rows above may have grown
  }, [at, perspective, textOf]);

  // the turns before the one holding the limit do not change while the reader steps inside it: drawn apart
  let current = 0;
  for (const t of turns) if (t <= limit) current = t;
  const laterSteps = last - limit;
  const laterTurns = turns.filter((t) => t > limit).length;
  const pending = wanted.some((r) => !chunks[chunkKey(r)]);
  const common = {
    turns,
    turnOf: timeline.turn,
    names: players,
    skip,
    quiet: timeline.quiet,
    onNav,
    lang,
    lineId,
    textOf,
    hrefOf,
    vars,
    quietOf,
  };
  return (
    <div className="mv-box" ref={boxRef} data-pending={pending ? '1' : '0'} data-testid="moves-box">
      <ol className="mv-turns">
        <Turns
          {...common}
          from={0}
          to={current - 1}
          at={at < current ? at : -1}
          limit={forks.some((f) => f < current) ? limit : -1}
        />
        <Turns
          {...common}
          from={current}
          to={limit}
          at={at >= current ? at : -1}
          limit={forks.some((f) => f >= current) ? limit : -1}
        />
      </ol>
      {laterSteps > 0 ? (
        <p className="muted mv-later" data-testid="moves-later" data-count={laterSteps}>
          {moreStepsText(lang, laterSteps, laterTurns)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The turns starting in `from..to`, cut at `to`. Memoised: the turns before the current one are one of these,
 * so a step inside a turn re-renders only that turn.
 */
const Turns = memo(function Turns(
  props: Omit<ComponentProps<typeof TurnBlock>, 'start' | 'end' | 'turn' | 'actor' | 'current'> & {
    turns: readonly number[];
    turnOf: readonly number[];
    names: PlayerPayload['players'];
    from: number;
    to: number;
    /** The current step when it is in these turns, else -1. */
    at: number;
  },
) {
  const { turns, turnOf, names, from, to, at, ...rest } = props;
  if (to < from) return null;
  return (
    <>
      {turnGroups(turns, turnOf, to)
        .filter((g) => g.start >= from)
        .map((g) => {
          const active = rest.textOf(rest.lineId, g.start)?.active ?? null;
          return (
            <TurnBlock
              key={g.start}
              {...rest}
              start={g.start}
              end={g.end}
              turn={g.turn}
              actor={active ? names[active].name : null}
              current={at >= g.start && at <= g.end ? at : -1}
            />
          );
        })}
    </>
  );
});
