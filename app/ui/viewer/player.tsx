'use client';
/**
 * The replay player. Server-rendered at the moment the URL names (every control is also a plain link, so the
 * page works without JavaScript); in the browser, its state is the player machine (player-machine.ts), read by
 * each part through selectors: stepping is instant, views for a window of steps arrive as a keyframe plus diffs
 * and are materialised once with structural sharing, and the next windows are fetched ahead near the edges.
 * Each move pushes `?at=&line=&view=` onto the history; Back/Forward restore the moment; autoplay replaces the
 * current history entry instead of pushing one per step.
 */
import { useMemo, useRef } from 'react';
import type { NoteView, PlayerPayload } from '@/app/contracts/viewer';
import { BoardPane } from './board-pane';
import { ControlBar } from './control-bar';
import { NotesList } from './notes';
import { PlayerActor, useJump, usePlayer, useStepHref } from './player-actor';
import { browserPlayer, useBrowserInputs } from './player-effects';
import { PlayerHead } from './player-head';
import { PlayerSide } from './player-side';
import { ShareBox } from './share';
import { tr } from './strings';
import { Timeline } from './timeline';
import { viewAt } from './view-windows';

export function Player({ payload }: { payload: PlayerPayload }) {
  return (
    <PlayerActor.Provider logic={browserPlayer} options={{ input: payload }}>
      <PlayerView payload={payload} />
    </PlayerActor.Provider>
  );
}

function PlayerView({ payload }: { payload: PlayerPayload }) {
  const { lang } = payload;
  useBrowserInputs(PlayerActor.useActorRef());
  const at = usePlayer((c) => c.moment.at);
  const perspective = usePlayer((c) => c.moment.perspective);
  const loaded = usePlayer((c) => viewAt(c.stores, c.moment.perspective, c.moment.at) !== undefined);
  const ready = usePlayer((c) => c.ready);
  return (
    <div
      className="viewer"
      data-testid="viewer"
      data-at={at}
      data-view={perspective}
      data-loading={loaded ? '0' : '1'}
      data-ready={ready ? '1' : '0'}
    >
      <PlayerHead payload={payload} lang={lang} />
      <div className="viewer-main">
        <BoardPane lang={lang} />
        <PlayerSide payload={payload} lang={lang} />
      </div>
      <ControlBar lang={lang} />
      <PlayerTimeline payload={payload} />
      <p className="keys muted">{tr(lang, 'keys')}</p>
      <ShareBox
        matchId={payload.matchId}
        lineId={payload.lineId}
        at={at}
        perspective={perspective}
        lang={lang}
        title={payload.title}
      />
      <PlayerNotes payload={payload} />
    </div>
  );
}

function PlayerTimeline({ payload }: { payload: PlayerPayload }) {
  const at = usePlayer((c) => c.moment.at);
  const turns = usePlayer((c) => c.turns);
  const phases = usePlayer((c) => c.phases);
  const notes = useShownNotes();
  const hrefFor = useStepHref();
  const { jump } = useJump();
  return (
    <Timeline
      timeline={payload.timeline}
      turns={turns}
      phases={phases}
      notes={notes}
      at={at}
      lang={payload.lang}
      hrefFor={hrefFor}
      onJump={jump}
    />
  );
}

/**
 * The notes a reader sees now: up to the current step, or every one held when they opted in. The same array
 * while the same notes are shown, so a step that shows no new note does not redraw the timeline's marks.
 */
function useShownNotes() {
  const notes = usePlayer((c) => c.notes);
  const at = usePlayer((c) => c.moment.at);
  const all = usePlayer((c) => c.allNotes);
  const last = useRef<NoteView[]>([]);
  return useMemo(() => {
    const shown = all ? notes : notes.filter((n) => n.seq <= at);
    const prev = last.current;
    if (shown.length === prev.length && shown.every((n, i) => n === prev[i])) return prev;
    last.current = shown;
    return shown;
  }, [notes, at, all]);
}

function PlayerNotes({ payload }: { payload: PlayerPayload }) {
  const shown = useShownNotes();
  const laterCount = usePlayer((c) =>
    c.allNotes ? 0 : c.notes.filter((n) => n.seq > c.moment.at).length + c.laterNotes.count,
  );
  const all = usePlayer((c) => c.allNotes);
  const reached = usePlayer((c) => c.reached);
  const actor = PlayerActor.useActorRef();
  const hrefFor = useStepHref();
  const { onNav } = useJump();
  return (
    <NotesList
      notes={shown}
      laterCount={laterCount}
      all={all}
      reached={reached}
      lang={payload.lang}
      hrefFor={hrefFor}
      onNav={onNav}
      onAll={(v) => actor.send({ type: 'notes.all', all: v })}
    />
  );
}
