/**
 * A synthetic line for the player machine's tests, and a fake window server behind a fake `fetch`: each step's
 * view is `{ board: { seq } }`, a turn every 10 steps, a phase every 5; requests wait until the test answers
 * them (or answer at once in `auto` mode) and reject with an AbortError when their signal aborts.
 */
import type {
  NotesPayload,
  NoteView,
  PlayerPayload,
  Timeline,
  ViewEnvelope,
  ViewWindow,
} from '@/app/contracts/viewer';
import { WINDOW, windowStart } from '@/app/contracts/steps';
import type { FetchLike } from '@/app/ui/viewer/player-fetch';
import type { Perspective } from '@/app/contracts/common';

/** A timeline of `length` steps; `quiet` lists the steps a reader may skip. */
export function timeline(length: number, quiet: readonly number[] = []): Timeline {
  const seqs = Array.from({ length }, (_, i) => i);
  return {
    length,
    types: ['step'],
    phases: ['main', 'battle'],
    phaseLabels: [
      { zh: '主要阶段', en: 'Main phase' },
      { zh: '战斗阶段', en: 'Battle phase' },
    ],
    type: seqs.map(() => 0),
    actor: seqs.map((i) => i % 2),
    turn: seqs.map((i) => 1 + Math.floor(i / 10)),
    phase: seqs.map((i) => (i % 10 < 5 ? 0 : 1)),
    quiet: seqs.map((i) => (quiet.includes(i) ? 1 : 0)),
  };
}

const envelope = (seq: number, perspective: Perspective): ViewEnvelope => ({
  gameId: 'test',
  seq,
  phase: 'main',
  turn: 1 + Math.floor(seq / 10),
  active: 'p1',
  perspective,
  players: { p1: { name: 'A' }, p2: { name: 'B' } },
  result: null,
  pins: null,
  board: { seq },
});

/** The window holding `seq` of a line of `length` steps. */
export function makeWindow(seq: number, length: number, perspective: Perspective): ViewWindow {
  const from = windowStart(seq);
  const to = Math.min(length - 1, from + WINDOW - 1);
  const patches = Array.from(
    { length: to - from },
    (_, i) => [[['board', 'seq'], from + i + 1]] as [(string | number)[], unknown][],
  );
  return {
    from,
    to,
    keyframe: envelope(from, perspective),
    patches,
    narration: Array.from({ length: to - from + 1 }, (_, i) => `${perspective} step ${from + i}`),
    // every step ending in 5 has three consequences
    subs: Array.from({ length: to - from + 1 }, (_, i) =>
      (from + i) % 10 === 5 ? [0, 1, 2].map((k) => `${perspective} step ${from + i} sub ${k}`) : [],
    ),
    names: {},
    cards: {},
  };
}

/** What the notes route answers for these notes (as app/server/viewing/notes.ts does). */
export function notesPayloadOf(notes: readonly NoteView[], upTo: number, all = false): NotesPayload {
  const later = notes.filter((n) => n.seq > upTo).sort((a, b) => a.seq - b.seq);
  return {
    notes: notes
      .filter((n) => all || n.seq <= upTo)
      .map((n) => (n.spoiler && n.seq > upTo ? { ...n, html: null } : n)),
    later: { count: later.length, next: later[0]?.seq ?? null },
  };
}

export function payload(
  opts: {
    length?: number;
    at?: number;
    perspective?: Perspective;
    notes?: NoteView[];
    quiet?: number[];
  } = {},
): PlayerPayload {
  const length = opts.length ?? 300;
  const at = opts.at ?? 0;
  const perspective = opts.perspective ?? 'omniscient';
  return {
    matchId: 'm1',
    title: 'Test',
    gameId: 'test',
    gameName: 'Test',
    players: { p1: { name: 'A' }, p2: { name: 'B' } },
    lineId: 'L1',
    lines: [
      { id: 'L1', name: 'main', length, isMain: true, forkSeq: null },
      { id: 'L2', name: 'what if', length: 12, isMain: false, forkSeq: 8 },
    ],
    timeline: timeline(length, opts.quiet),
    at,
    perspective,
    lang: 'zh',
    windows: [makeWindow(at, length, perspective)],
    notes: notesPayloadOf(opts.notes ?? [], at),
  };
}

interface Pending {
  url: URL;
  signal?: AbortSignal;
  resolve: (r: { ok: boolean; status: number; json(): Promise<unknown> }) => void;
  reject: (e: unknown) => void;
}

export class FakeServer {
  /** Every request made, in order. */
  readonly requests: URL[] = [];
  readonly aborted: URL[] = [];
  readonly pending: Pending[] = [];
  /** Answer requests at once. */
  auto = false;
  /** Status for the next answers (200 unless set). */
  status = 200;
  /** Every note of the line, bodies included; answers are cut to what the request may see. */
  notes: NoteView[] = [];

  constructor(readonly length: number) {}

  readonly fetch: FetchLike = (url, init) => {
    const u = new URL(url, 'http://test');
    this.requests.push(u);
    return new Promise((resolve, reject) => {
      const p: Pending = { url: u, signal: init?.signal, resolve, reject };
      init?.signal?.addEventListener('abort', () => {
        this.aborted.push(u);
        this.pending.splice(this.pending.indexOf(p), 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
      this.pending.push(p);
      if (this.auto) this.answer(p);
    });
  };

  /** Windows asked for, as `perspective:from`. */
  windowRequests(): string[] {
    return this.requests
      .filter((u) => u.pathname === '/api/views/window')
      .map((u) => `${u.searchParams.get('view')}:${u.searchParams.get('seq')}`);
  }

  answer(p: Pending = this.pending[0]): void {
    this.pending.splice(this.pending.indexOf(p), 1);
    const q = p.url.searchParams;
    const body =
      p.url.pathname === '/api/views/notes'
        ? notesPayloadOf(this.notes, Number(q.get('upTo')), q.get('all') === '1')
        : makeWindow(Number(q.get('seq')), this.length, q.get('view') as Perspective);
    const status = this.status;
    p.resolve({ ok: status < 400, status, json: async () => body });
  }

  answerAll(): void {
    while (this.pending.length) this.answer();
  }
}
