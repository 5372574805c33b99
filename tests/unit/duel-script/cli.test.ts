/** `npm run duel -- check|import|export` end to end: a real subprocess against a temp database. */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { duelFileFromLine, serializeDuelScript } from '@/machines/engine/duel-script';
import { playDuelFile } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { openDatabase } from '@/db/client';
import { loadDemo } from '@/scripts/demos';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
/** As `npm run duel` runs it: the authoring service it calls is server-only (react-server condition). */
const duel = ['--conditions=react-server', path.join(root, 'scripts', 'duel.ts')];
const demo = path.join(root, 'content', 'wuhunzhi', 'demos', 'jixia-vs-hulang.duel');

describe('scripts/duel.ts', () => {
  it('check, import, export, and a malformed script that names its line and stores nothing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'duelscribe-cli-'));
    const db = path.join(dir, 'cli.db');
    const env = { ...process.env, DUELSCRIBE_DB: db };
    const run = (...args: string[]) =>
      spawnSync(tsx, [...duel, ...args], { cwd: root, env, encoding: 'utf8' });
    const def = GAMES.wuhunzhi;
    const file = loadDemo(demo);
    const played = playDuelFile(def, file);
    const text = serializeDuelScript(duelFileFromLine(def, played.events, played.notes, file.title.zh), {
      def,
    });
    const script = path.join(dir, 'demo.duel.txt');
    writeFileSync(script, text);

    const check = run('check', script);
    expect(check.status, check.stderr).toBe(0);
    expect(check.stdout).toContain(`OK wuhunzhi: ${played.events.length - 1} steps`);

    const imp = run('import', script);
    expect(imp.status, imp.stderr).toBe(0);
    const matchId = /imported (m_[a-z0-9]+)/.exec(imp.stdout)![1];
    expect(imp.stdout).toMatch(new RegExp(`/studio/${matchId}/enter\\?key=[A-Za-z0-9_-]{43}`));

    const exp = execFileSync(tsx, [...duel, 'export', matchId], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(exp).toBe(text);

    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.startsWith('p2: ')) + 1;
    lines[at - 1] = 'p2: summon.place card=nobody altar=9';
    writeFileSync(script, lines.join('\n'));
    const h = openDatabase(db);
    const count = () => (h.sqlite.prepare('SELECT count(*) AS c FROM events').get() as { c: number }).c;
    const before = count();
    const bad = run('import', script);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(`第 ${at} 行：`);
    expect(bad.stderr).toContain(`Line ${at}: `);
    expect(count()).toBe(before);
    h.sqlite.close();
    expect(run('nonsense').status).toBe(2);
    // Six cold `tsx` subprocesses: 46 s at load average 16 on 2 cores, past the 60 s default at 20.
  }, 300_000);
});
