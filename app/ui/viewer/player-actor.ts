'use client';
/**
 * The player's actor for its components: one actor per player (created by `PlayerActor.Provider`), read through
 * selectors so a step re-renders only the parts whose selected values changed; and the links that send an event
 * on a plain click (with JavaScript) and load the moment's page otherwise.
 */
import { useCallback, type MouseEvent } from 'react';
import { createActorContext } from '@xstate/react';
import { momentHref } from '@/app/lib/viewer-nav';
import type { Moment } from '@/app/contracts/viewer';
import { playerMachine, type PlayerContext, type PlayerEvent } from './player-machine';

export const PlayerActor = createActorContext(playerMachine);

/** One value of the player's context; the component re-renders when it changes (by `===` unless told). */
export const usePlayer = <T>(select: (c: PlayerContext) => T, compare?: (a: T, b: T) => boolean) =>
  PlayerActor.useSelector((s) => select(s.context), compare);

export const usePlaying = () => PlayerActor.useSelector((s) => s.matches({ playback: 'playing' }));

/** A left click without modifier keys: the player handles it; any other click opens the link as usual. */
export const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** The address of a step in the current line and perspective. */
export function useStepHref(): (seq: number) => string {
  const matchId = usePlayer((c) => c.matchId);
  const lineId = usePlayer((c) => c.lineId);
  const perspective = usePlayer((c) => c.moment.perspective);
  return useCallback(
    (seq: number) => momentHref(matchId, { at: seq, perspective, lineId }),
    [matchId, perspective, lineId],
  );
}

/** `onNav(e, seq)` for links to a step: a plain click jumps there in place. */
export function useJump() {
  const actor = PlayerActor.useActorRef();
  const jump = useCallback((seq: number) => actor.send({ type: 'go.to', at: seq }), [actor]);
  const onNav = useCallback(
    (e: MouseEvent, seq: number) => {
      if (!isPlainClick(e)) return;
      e.preventDefault();
      jump(seq);
    },
    [jump],
  );
  return { jump, onNav };
}

/** A link to the current moment changed by `m` that sends `event` on a plain click. */
export function useEventLink() {
  const actor = PlayerActor.useActorRef();
  const matchId = usePlayer((c) => c.matchId);
  const moment = usePlayer((c) => c.moment);
  return (m: Partial<Moment>, event: PlayerEvent) => ({
    href: momentHref(matchId, { ...moment, ...m }),
    onClick: (e: MouseEvent) => {
      if (!isPlainClick(e)) return;
      e.preventDefault();
      actor.send(event);
    },
  });
}
