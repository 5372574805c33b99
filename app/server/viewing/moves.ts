/**
 * The move list's words of one aligned window (GET /api/views/moves): the window's narration told for the
 * perspective, who is to act after each step and which steps are quiet, without the views. Built from the cached
 * window (./moments.ts windowFor), so it costs nothing once the window was computed.
 */
import 'server-only';
import type { Lang, Perspective } from '@/app/contracts/common';
import type { MovesChunk, ViewWindow } from '@/app/contracts/viewer';
import type { LineModel } from '../lines/line-model';
import { windowFor } from './moments';

const seatIndex = (active: unknown): number => (active === 'p1' ? 0 : active === 'p2' ? 1 : -1);

/** The seat to act after each step of a window, read from its keyframe and the patches' `active` changes. */
export function activeAlong(w: ViewWindow): number[] {
  let cur = seatIndex(w.keyframe.active);
  const out = [cur];
  for (const patch of w.patches) {
    for (const [path, ...value] of patch) {
      if (path.length === 0) cur = seatIndex((value[0] as { active?: unknown } | undefined)?.active);
      else if (path.length === 1 && path[0] === 'active') cur = seatIndex(value[0]);
    }
    out.push(cur);
  }
  return out;
}

export function movesFor(model: LineModel, perspective: Perspective, lang: Lang, seq: number): MovesChunk {
  const w = windowFor(model, perspective, lang, seq);
  return {
    from: w.from,
    to: w.to,
    narration: w.narration,
    active: activeAlong(w),
    quiet: model.timeline.quiet.slice(w.from, w.to + 1),
  };
}
