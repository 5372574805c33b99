/**
 * Event-store bench (group 'db'): durable appends per second (one IMMEDIATE transaction per single-event append,
 * WAL + synchronous=FULL, on a temp file) and read + parse of a 2,000-event line (a fork: 1,500 inherited
 * events + 500 of its own, so the ancestor walk is measured too).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeDatabase, openDatabase } from '../db/client';
import { appendEvents, createMatchRecord, forkLine, readLine } from '../db/event-store';
import { type BenchRow, timeMedian } from './types';

const players = { p1: { name: 'A' }, p2: { name: 'B' } };

/** A payload of typical size (a few hundred bytes). */
const payload = (i: number) => ({
  card: `c${i % 40}`,
  target: { seat: i % 2 ? 'p1' : 'p2', slot: i % 5 },
  choices: [i % 3, i % 7],
  note: 'x'.repeat(120),
});

export async function benchDb(): Promise<BenchRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duelscribe-bench-'));
  const h = openDatabase(path.join(dir, 'bench.db'));
  try {
    const created = {
      type: 'match.created',
      actor: 'system' as const,
      payload: { gameId: 'bench', rulesVersion: '1', players, seed: 1 },
      v: 1,
    };
    const { matchId, lineId } = createMatchRecord(h, {
      gameId: 'bench',
      rulesVersion: '1',
      title: 'bench',
      players,
      createdEvent: created,
    });

    // durable appends: one transaction (and one fsync) per event
    const appends = 400;
    let seq = 1;
    for (let i = 0; i < 20; i++, seq++)
      appendEvents(h, lineId, seq, [{ type: 'card.play', actor: 'p1', payload: payload(seq), v: 1 }]);
    const t0 = performance.now();
    for (let i = 0; i < appends; i++, seq++)
      appendEvents(h, lineId, seq, [{ type: 'card.play', actor: 'p1', payload: payload(seq), v: 1 }]);
    const perSec = appends / ((performance.now() - t0) / 1000);

    // a 2,000-event line: the main line up to 1,499, then a variation with 500 of its own
    while (seq < 1500) {
      const n = Math.min(500, 1500 - seq);
      appendEvents(
        h,
        lineId,
        seq,
        Array.from({ length: n }, (_, i) => ({
          type: 'card.play',
          actor: 'p1' as const,
          payload: payload(seq + i),
          v: 1,
        })),
      );
      seq += n;
    }
    const v = forkLine(h, matchId, lineId, 1499, 'variation');
    appendEvents(
      h,
      v.id,
      1500,
      Array.from({ length: 500 }, (_, i) => ({
        type: 'card.play',
        actor: 'p2' as const,
        payload: payload(1500 + i),
        v: 1,
      })),
    );
    let count = 0;
    const readMs = timeMedian(
      () => {
        count = readLine(h, v.id).length;
      },
      15,
      3,
    );
    if (count !== 2000) throw new Error(`bench line has ${count} events, expected 2000`);

    return [
      {
        group: 'db',
        name: 'durable appends (1 event / transaction, synchronous=FULL)',
        value: Math.round(perSec),
        unit: 'appends/s',
        note: `${(1000 / perSec).toFixed(2)} ms per append; higher is better`,
      },
      {
        group: 'db',
        name: 'read + parse 2,000-event line (fork 1,500 + 500)',
        value: Number(readMs.toFixed(2)),
        unit: 'ms',
        target: 10,
      },
    ];
  } finally {
    closeDatabase(h);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
