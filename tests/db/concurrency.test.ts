/**
 * Real concurrency: separate OS processes race on the same database file. Every round both try to append at
 * the same expectedSeq as the other; exactly one must win each seq and the log must stay contiguous.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../db/client';
import { readLine } from '../../db/event-store';
import { cleanup, newMatch, tempDir } from './helpers';

afterEach(cleanup);

const worker = path.resolve(__dirname, 'race-worker.ts');

function run(args: string[]): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker, ...args], {
      cwd: process.cwd(),
      env: { ...process.env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`worker exited ${code}: ${err}`));
      else resolve(JSON.parse(out) as Record<string, unknown>);
    });
  });
}

describe('concurrent appenders (two processes)', () => {
  it('exactly one wins every round, many rounds', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'race.db');
    const h = openDatabase(file);
    const { lineId } = newMatch(h);
    closeDatabase(h);
    const rounds = 300;
    const startAt = Date.now() + 2500; // both children are loaded by then
    const [a, b] = (await Promise.all([
      run(['append', file, lineId, String(rounds), String(startAt), 'A']),
      run(['append', file, lineId, String(rounds), String(startAt), 'B']),
    ])) as { won: number[]; lost: number[] }[];
    const contested =
      a.lost.filter((s) => b.won.includes(s)).length + b.lost.filter((s) => a.won.includes(s)).length;
    console.log(
      `race: A won ${a.won.length}, B won ${b.won.length} of ${rounds}; ${a.lost.length + b.lost.length} conflicts, ${contested} lost to the other at the same expectedSeq`,
    );
    // every seq was won by exactly one process
    expect([...a.won, ...b.won].sort((x, y) => x - y)).toEqual(
      Array.from({ length: rounds }, (_, i) => i + 1),
    );
    // every loss was a seq someone else had already taken
    for (const s of [...a.lost, ...b.lost]) expect(s).toBeLessThanOrEqual(rounds);
    expect(contested).toBeGreaterThan(0);
    const check = openDatabase(file);
    const events = readLine(check, lineId);
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: rounds + 1 }, (_, i) => i));
    for (const s of a.won) expect(events[s].payload).toEqual({ seq: s, by: 'A' });
    for (const s of b.won) expect(events[s].payload).toEqual({ seq: s, by: 'B' });
    closeDatabase(check);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('several processes opening a fresh file at once all migrate it safely', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'fresh.db');
    const startAt = Date.now() + 2500;
    const results = await Promise.all([1, 2, 3].map(() => run(['open', file, String(startAt)])));
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    const h = openDatabase(file);
    const { lineId } = newMatch(h);
    expect(readLine(h, lineId)).toHaveLength(1);
    closeDatabase(h);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
