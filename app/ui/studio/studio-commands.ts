/**
 * What an author can ask of the authoring API, as data, and the request each one makes against the current
 * snapshot: its URL, method and body, and which line (and step) to show once it is stored. Pure. A command is
 * built into a request when it is sent, so a retry after a conflict carries the line's new length.
 */
import type { PassRunStop } from '@/app/contracts/pass-run';
import type { LineState } from '@/app/contracts/publishing';
import type { Action, StudioSnapshot } from './studio-api';

export type Command =
  /** Append an action (a move, a fate pin, a ruling, a concession) at the end of the line. */
  | { kind: 'act'; action: Action }
  /** Append passes up to the author's stop, in one request. */
  | { kind: 'passRun'; stop: PassRunStop }
  /** Fork at the previous step; the new line becomes the main line. */
  | { kind: 'undo' }
  | { kind: 'branch'; atSeq: number; name: string }
  | { kind: 'promote'; lineId: string }
  | { kind: 'rename'; lineId: string; name: string }
  /** Who sees a variation: readers (`shown`), the author only (`hidden`), or nobody until restored (`archived`). */
  | { kind: 'lineState'; lineId: string; state: LineState }
  /** A note, or a revision of one (`noteId` + `expectedRevision`). */
  | { kind: 'note'; body: Record<string, unknown> };

/** Which step to select once the line is shown: its end, or a step (kept within the line). */
export type Selection = 'last' | number;

export interface CommandRequest {
  url: string;
  method: 'POST' | 'PATCH';
  body: unknown;
  /** The line to show once stored (the response names a new line for undo and branch). */
  then: (data: unknown, snap: StudioSnapshot) => string;
  /** A new step selects the end of the line; other changes keep the selected step. */
  select: 'last' | 'keep';
}

const sameLine = (_: unknown, snap: StudioSnapshot) => snap.lineId;

export const apiBase = (snap: StudioSnapshot) => `/api/matches/${snap.matchId}`;

export function requestFor(command: Command, snap: StudioSnapshot): CommandRequest {
  const base = apiBase(snap);
  switch (command.kind) {
    case 'act':
      return {
        url: `${base}/actions`,
        method: 'POST',
        body: { lineId: snap.lineId, expectedSeq: snap.length, action: command.action },
        then: sameLine,
        select: 'last',
      };
    case 'passRun':
      return {
        url: `${base}/pass-run`,
        method: 'POST',
        body: { lineId: snap.lineId, expectedSeq: snap.length, stop: command.stop },
        then: sameLine,
        select: 'last',
      };
    case 'undo':
      return {
        url: `${base}/undo`,
        method: 'POST',
        body: { lineId: snap.lineId, expectedSeq: snap.length },
        then: (d) => (d as { lineId: string }).lineId,
        select: 'last',
      };
    case 'branch':
      return {
        url: `${base}/lines`,
        method: 'POST',
        body: { fromLineId: snap.lineId, atSeq: command.atSeq, name: command.name },
        then: (d) => (d as { id: string }).id,
        select: 'last',
      };
    case 'promote':
      return {
        url: `${base}/lines/${encodeURIComponent(command.lineId)}/promote`,
        method: 'POST',
        body: {},
        then: sameLine,
        select: 'keep',
      };
    case 'rename':
      return {
        url: `${base}/lines/${encodeURIComponent(command.lineId)}`,
        method: 'PATCH',
        body: { name: command.name },
        then: sameLine,
        select: 'keep',
      };
    case 'lineState':
      return {
        url: `${base}/lines/${encodeURIComponent(command.lineId)}/state`,
        method: 'POST',
        body: { state: command.state },
        // Archiving the line on screen shows the main line instead.
        then: (_, s) =>
          command.state === 'archived' && command.lineId === s.lineId
            ? (s.lines.find((l) => l.isMain)?.id ?? s.lineId)
            : s.lineId,
        select: 'keep',
      };
    case 'note':
      return { url: `${base}/notes`, method: 'POST', body: command.body, then: sameLine, select: 'keep' };
  }
}

/**
 * Whether sending the command again after a conflict means what the author meant: an action or an undo is
 * built against the line as it now stands; a note revision names the revision it replaces, so it is not.
 */
export const isRetryable = (c: Command | null) =>
  c?.kind === 'act' || c?.kind === 'undo' || c?.kind === 'passRun';

export const snapshotUrl = (snap: StudioSnapshot, lineId: string) =>
  `${apiBase(snap)}?line=${encodeURIComponent(lineId)}`;
