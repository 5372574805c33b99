/**
 * Playing a line: append one action through the cached line model (one applyAction, no replay), undo (the
 * line continues under the same name from the previous step; the abandoned continuation is archived, never
 * deleted), and the legal actions of a seat.
 */
import 'server-only';
import {
  describeAction,
  legalActions,
  type Action,
  type AnyGameDefinition,
  type MatchState,
} from '@/machines/engine';
import type { Seat } from '@/app/contracts/common';
import type { AppendResult, UndoResponse } from '@/app/contracts/authoring';
import type { LegalAction } from '@/app/contracts/studio';
import type { MatchRecord, Store } from '../db';
import { fail } from '../http/errors';
import { lineOf } from '../lines/lookup';
import { appendPlanned, appendToLine, openLine, withLineLock } from '../lines/store';
import { planPassRun } from './pass-run';
import type { PassRunResult, PassRunStop } from '@/app/contracts/pass-run';

/**
 * Append one action to a line at `expectedSeq`: validated by the engine on the line's latest state (a refusal
 * is 422 with the RuleError), then written with the store's expectedSeq check (a stale seq is 409).
 */
export async function appendAction(
  s: Store,
  match: MatchRecord,
  lineId: string | null | undefined,
  expectedSeq: number,
  action: Action,
): Promise<AppendResult> {
  const a = await appendToLine(s, match, lineId, expectedSeq, action);
  return { lineId: a.model.lineId, seq: a.seq, next: a.next, text: a.text };
}

/** Append a run of passes up to the author's stop (pass-run.ts), in one transaction. */
export async function passRun(
  s: Store,
  match: MatchRecord,
  lineId: string | null | undefined,
  expectedSeq: number,
  stop: PassRunStop,
): Promise<PassRunResult> {
  const r = await appendPlanned(s, match, lineId, expectedSeq, (def, latest) =>
    planPassRun(def, latest, stop),
  );
  return { lineId: r.model.lineId, seq: r.seq, next: r.next, count: r.events.length, stopped: r.stopped };
}

/** Legal actions of both seats (the kernel adds concession), each in the author's words. */
export function legalFor(def: AnyGameDefinition, state: MatchState): Record<Seat, LegalAction[]> {
  const withWords = (seat: Seat) =>
    legalActions(def, state, seat).map((a) => ({ ...a, words: describeAction(def, state, a) }));
  return { p1: withWords('p1'), p2: withWords('p2') };
}

/** Every legal action of one seat on a line now. */
export async function legalOf(s: Store, match: MatchRecord, lineId: string | null | undefined, seat: Seat) {
  const model = await openLine(s, match, lineId);
  return {
    lineId: model.lineId,
    seq: model.events.length,
    phase: model.latest.phase,
    actions: legalActions(model.def, model.latest, seat),
  };
}

/**
 * Undo: the line continues under the same name (main stays main) from its previous step, as a new line that
 * takes the old one's place; the abandoned continuation keeps its events and is archived (out of the readers'
 * view, restorable with POST …/lines/[lineId]/state). One store transaction (EventStore.undoTo).
 */
export async function undo(
  s: Store,
  match: MatchRecord,
  lineId: string | null | undefined,
  expectedSeq: number,
): Promise<UndoResponse> {
  const line = await lineOf(s, match, lineId);
  return withLineLock(s, line, async () => {
    const length = await s.lineLength(line);
    if (length !== expectedSeq) {
      fail(
        'ERR_CONFLICT',
        `分支已变化（当前第 ${length} 步），请重新加载`,
        `The line has moved on (now at #${length}); reload and retry`,
        409,
        { expectedSeq, actualSeq: length },
      );
    }
    if (length <= 1) fail('ERR_NOTHING_TO_UNDO', '没有可以撤销的步骤', 'There is nothing to undo', 422);
    const rec = await s.undoTo(match.id, line, length - 2);
    const now = await s.getMatch(match.id);
    return { lineId: rec.id, main: now?.mainLineId === rec.id, length: length - 1 };
  });
}
