/**
 * The edges every route shares (issue 16 points 3, 6, 7): one body cap with a stated limit per route (413
 * ERR_TOO_LARGE before more than the limit is read, whatever Content-Length says), one text normaliser for every
 * text field (NFC; lone surrogates, direction overrides and invisible-only text refused), and game lookups by
 * own key only. Every refusal is the one error envelope and stores nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTempDb, req, ctx, body } from './helpers';

useTempDb();

import { getStore } from '@/db/store/open';
import { getGame, registerGame } from '@/machines/registry';
import { cleanJson, text } from '@/app/contracts/text';
import { errorEnvelope } from '@/app/contracts/errors';
import { BODY_LIMITS } from '@/app/server/http/limits';
import * as publication from '@/app/api/matches/[id]/publication/route';
import * as create from '@/app/api/matches/route';
import * as importRoute from '@/app/api/matches/import/route';
import * as actions from '@/app/api/matches/[id]/actions/route';
import * as undoRoute from '@/app/api/matches/[id]/undo/route';
import * as lines from '@/app/api/matches/[id]/lines/route';
import * as lineRoute from '@/app/api/matches/[id]/lines/[lineId]/route';
import * as notes from '@/app/api/matches/[id]/notes/route';
import * as share from '@/app/api/matches/[id]/share/route';
import * as passRun from '@/app/api/matches/[id]/pass-run/route';
import * as lineState from '@/app/api/matches/[id]/lines/[lineId]/state/route';
import * as cardSets from '@/app/api/card-sets/route';
import * as cardSetImport from '@/app/api/card-sets/import/route';
import * as cardSetCheck from '@/app/api/card-sets/check/route';
import * as cardSet from '@/app/api/card-sets/[id]/route';
import * as cardSetTry from '@/app/api/card-sets/[id]/try/route';
import { duelette } from '../../support/duelette/game';

registerGame(duelette);

const DECK = ['spark', 'flame', 'blaze', 'ash', 'spark', 'flame', 'blaze', 'ash'];
const newMatch = (over: Record<string, unknown> = {}) => ({
  gameId: 'duelette',
  players: { p1: { name: 'Ann' }, p2: { name: 'Bo' } },
  seed: 3,
  decks: { p1: { json: DECK }, p2: { json: DECK } },
  ...over,
});

let matchId = '';
let lineId = '';
let key = '';

beforeAll(async () => {
  const b = await body(await create.POST(req('POST', '/api/matches', newMatch())));
  ({ matchId, lineId, editKey: key } = b);
});

async function refusal(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const e = errorEnvelope.parse(await body(res)).error;
  expect(e.code).toBe(code);
  return e;
}

describe('the shared text rules', () => {
  const name = text({ max: 40 });
  const optional = text({ max: 200, optional: true });
  const note = text({ max: 1000, multiline: true });

  it('normalises to NFC and trims single-line fields', () => {
    expect(name.parse('  Cafe\u0301 ')).toBe('Café');
    expect(name.parse('林风')).toBe('林风');
    expect(note.parse('  *x*\n')).toBe('  *x*\n');
  });

  it('refuses lone surrogates, direction overrides and isolates, each in Chinese and English', () => {
    for (const bad of ['a\ud800', '\udc00b', 'x\u202Ey', '\u2066x\u2069', 'a\u202Ab']) {
      const r = name.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      const p = (r.error!.issues[0] as { params?: { zh: string; en: string } }).params!;
      expect(p.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(p.en).toMatch(/[a-z]/);
    }
    expect(name.safeParse('😀 ok').success).toBe(true);
  });

  it('refuses text that is empty once invisible characters are removed', () => {
    for (const bad of ['', '   ', '\u200b\u200b', '\u200d', '\ufeff', '\u2060\u00ad', '\u3164']) {
      expect(name.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(optional.parse('')).toBe('');
    expect(optional.parse('  ')).toBe('');
    expect(optional.safeParse('\u200b').success).toBe(false);
    expect(name.safeParse('x'.repeat(41)).success).toBe(false);
  });

  it('checks every string of a JSON value and keeps a __proto__ key a plain key', () => {
    expect(cleanJson.parse({ a: ['Cafe\u0301'] })).toEqual({ a: ['Café'] });
    expect(cleanJson.safeParse({ a: { b: ['\ud800'] } }).success).toBe(false);
    expect(cleanJson.safeParse({ 'x\u202E': 1 }).success).toBe(false);
    const out = cleanJson.parse(JSON.parse('{"__proto__": {"polluted": 1}}')) as Record<string, unknown>;
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('through the routes: refused names store nothing; accepted ones are stored in NFC', async () => {
    const before = (await (await getStore()).listAllMatches()).length;
    for (const p1 of ['\u200b\u200b', 'Ann\u202Egnp.exe', '\ud83d']) {
      const e = await refusal(
        await create.POST(
          req('POST', '/api/matches', newMatch({ players: { p1: { name: p1 }, p2: { name: 'Bo' } } })),
        ),
        400,
        'ERR_BAD_REQUEST',
      );
      expect(e.message.zh).toContain('players.p1.name');
    }
    await refusal(
      await create.POST(req('POST', '/api/matches', newMatch({ title: 'a\udfff' }))),
      400,
      'ERR_BAD_REQUEST',
    );
    expect(await (await getStore()).listAllMatches()).toHaveLength(before);
    const ok = await body(
      await create.POST(
        req('POST', '/api/matches', newMatch({ players: { p1: { name: 'Zoe\u0308' }, p2: { name: 'Bo' } } })),
      ),
    );
    expect((await (await getStore()).getMatch(ok.matchId))!.players.p1.name).toBe('Zoë');
    const K = { 'x-edit-key': key };
    await refusal(
      await notes.POST(
        req('POST', `/api/matches/${matchId}/notes`, { lineId, seq: 0, kind: 'beat', body: '\u200b' }, K),
        ctx({ id: matchId }),
      ),
      400,
      'ERR_BAD_REQUEST',
    );
    await refusal(
      await lines.POST(
        req('POST', `/api/matches/${matchId}/lines`, { fromLineId: lineId, atSeq: 0, name: '\u2067x' }, K),
        ctx({ id: matchId }),
      ),
      400,
      'ERR_BAD_REQUEST',
    );
  });
});

describe('issue 16 point 6 replayed: a lone surrogate in a title, a note and a player name alike', () => {
  const K = () => ({ 'x-edit-key': key });
  /** A JSON body sent as bytes, each "@S@" in it replaced by ED A0 80 (U+D800 written out as if it were UTF-8). */
  const withRawSurrogate = (url: string, json: unknown, headers: Record<string, string> = {}) => {
    const [head, ...rest] = JSON.stringify(json).split('@S@');
    const enc = new TextEncoder();
    const parts = [
      enc.encode(head),
      ...rest.flatMap((r) => [Uint8Array.of(0xed, 0xa0, 0x80), enc.encode(r)]),
    ];
    return new Request(`http://127.0.0.1:3000${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: Buffer.concat(parts),
    });
  };
  const counts = async () => {
    const store = await getStore();
    return { matches: (await store.listAllMatches()).length, notes: (await store.listNotes(matchId)).length };
  };

  it('written as a JSON escape: refused in a note too, naming the field and the reason', async () => {
    const before = await counts();
    const e = await refusal(
      await notes.POST(
        req('POST', `/api/matches/${matchId}/notes`, { lineId, seq: 0, kind: 'beat', body: 'x\ud800y' }, K()),
        ctx({ id: matchId }),
      ),
      400,
      'ERR_BAD_REQUEST',
    );
    expect(e.message.zh).toContain('body');
    expect(e.message.zh).toContain('孤立代理项');
    expect(e.message.en).toContain('lone surrogate');
    expect(await counts()).toEqual(before);
  });

  it('written as raw bytes (ED A0 80): refused, never stored as U+FFFD, in a title, a name and a note', async () => {
    const before = await counts();
    for (const over of [{ title: 'a@S@b' }, { players: { p1: { name: '@S@x' }, p2: { name: 'Bo' } } }]) {
      const e = await refusal(
        await create.POST(withRawSurrogate('/api/matches', newMatch(over))),
        400,
        'ERR_BAD_REQUEST',
      );
      expect(e.message.en).toContain('UTF-8');
      expect(e.message.zh).toContain('UTF-8');
    }
    await refusal(
      await notes.POST(
        withRawSurrogate(
          `/api/matches/${matchId}/notes`,
          { lineId, seq: 0, kind: 'beat', body: 'x@S@y' },
          K(),
        ),
        ctx({ id: matchId }),
      ),
      400,
      'ERR_BAD_REQUEST',
    );
    expect(await counts()).toEqual(before);
  });
});

describe('issue 16 point 6 replayed through a duel script', () => {
  const demo = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../../content/xueqi/demos/blood-moon.duel'),
    'utf8',
  );
  const importing = (script: string) => importRoute.POST(req('POST', '/api/matches/import', script));

  it('a name, a title or a custom card name made only of invisible characters is refused, storing nothing', async () => {
    expect(demo).toContain('p1 name: 林焰');
    const before = (await (await getStore()).listAllMatches()).length;
    for (const [from, to, field] of [
      ['p1 name: 林焰', 'p1 name: \u200b\u200b', 'p1 name'],
      ['p2 name: 苏冥', 'p2 name: \u2060\ufeff', 'p2 name'],
      ['title: 血月契约', 'title: \u200d', 'title'],
    ]) {
      const e = await refusal(await importing(demo.replace(from, to)), 400, 'ERR_BAD_REQUEST');
      expect(e.message.en).toContain(field);
      expect(e.message.zh).toContain('不可见');
    }
    const withCard = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../content/wuhunzhi/demos/nameless-swordsman.duel'),
      'utf8',
    );
    expect(withCard).toContain('"name":{"zh":"无名剑侠"');
    const e = await refusal(
      await importing(withCard.replace('"name":{"zh":"无名剑侠"', '"name":{"zh":"\u200b"')),
      400,
      'ERR_BAD_REQUEST',
    );
    expect(e.message.en).toContain('card c-jianxia name.zh');
    expect(await (await getStore()).listAllMatches()).toHaveLength(before);
    // the demo itself imports, its names in NFC
    expect((await importing(demo.replace('p1 name: 林焰', 'p1 name: Zoe\u0308'))).status).toBe(201);
  });
});

describe('game lookups by own key', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    '%s is an unknown game',
    async (g) => {
      expect(getGame(g)).toBeUndefined();
      const e = await refusal(
        await create.POST(req('POST', '/api/matches', newMatch({ gameId: g }))),
        400,
        'ERR_UNKNOWN_GAME',
      );
      expect(e.message.en).toContain(g);
      expect(e.message.en).not.toContain('undefined');
      expect(e.message.zh).toContain(g);
    },
  );

  it('a script naming such a game stores nothing', async () => {
    const before = (await (await getStore()).listAllMatches()).length;
    const res = await importRoute.POST(
      req('POST', '/api/matches/import', 'game: constructor\np1 name: a\np2 name: b\n'),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await (await getStore()).listAllMatches()).toHaveLength(before);
  });
});

describe('one body cap, a stated limit per route', () => {
  /** A body streamed in 1 KiB chunks with no Content-Length; counts how much the route pulled. */
  function streamed(url: string, bytes: number, headers: Record<string, string> = {}, method = 'POST') {
    let sent = 0;
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (sent >= bytes) return c.close();
        sent += chunk.byteLength;
        c.enqueue(chunk);
      },
    });
    const r = new Request(`http://127.0.0.1:3000${url}`, {
      method,
      body: stream,
      headers: { 'content-type': 'application/json', ...headers },
      duplex: 'half',
    } as RequestInit);
    return { r, sent: () => sent };
  }

  const K = () => ({ 'x-edit-key': key, 'x-card-set-key': setKey });
  let setId = '';
  let setKey = '';
  beforeAll(async () => {
    const r = await cardSets.POST(
      req('POST', '/api/card-sets', { gameId: 'wuhunzhi', name: '边界', cards: [] }),
    );
    const b = (await body(r)) as { set: { setId: string }; key: string };
    setId = b.set.setId;
    setKey = b.key;
  });
  const routes = () =>
    [
      ['cardSet', (r: Request) => cardSets.POST(r), '/api/card-sets'],
      ['cardSet', (r: Request) => cardSetImport.POST(r), '/api/card-sets/import'],
      ['cardSet', (r: Request) => cardSetCheck.POST(r), '/api/card-sets/check'],
      ['cardSet', (r: Request) => cardSet.PUT(r, ctx({ id: setId })), `/api/card-sets/${setId}`, 'PUT'],
      ['tryCard', (r: Request) => cardSetTry.POST(r, ctx({ id: setId })), `/api/card-sets/${setId}/try`],
      ['createMatch', (r: Request) => create.POST(r), '/api/matches'],
      ['importScript', (r: Request) => importRoute.POST(r), '/api/matches/import'],
      ['append', (r: Request) => actions.POST(r, ctx({ id: matchId })), `/api/matches/${matchId}/actions`],
      ['undo', (r: Request) => undoRoute.POST(r, ctx({ id: matchId })), `/api/matches/${matchId}/undo`],
      ['line', (r: Request) => lines.POST(r, ctx({ id: matchId })), `/api/matches/${matchId}/lines`],
      ['note', (r: Request) => notes.POST(r, ctx({ id: matchId })), `/api/matches/${matchId}/notes`],
      ['share', (r: Request) => share.POST(r, ctx({ id: matchId })), `/api/matches/${matchId}/share`],
      [
        'publication',
        (r: Request) => publication.POST(r, ctx({ id: matchId })),
        `/api/matches/${matchId}/publication`,
      ],
      [
        'publication',
        (r: Request) => lineState.POST(r, ctx({ id: matchId, lineId })),
        `/api/matches/${matchId}/lines/${lineId}/state`,
      ],
      ['passRun', (r: Request) => passRun.POST(r, ctx({ id: matchId })), `/api/matches/${matchId}/pass-run`],
    ] as const;

  it('every limit is stated, and each route refuses a body one chunk past it, reading no more than that', async () => {
    expect(Object.keys(BODY_LIMITS).sort()).toEqual([...new Set(routes().map(([k]) => k))].sort());
    for (const [name, route, url, method] of routes()) {
      const limit = BODY_LIMITS[name];
      const s = streamed(url, limit * 8 + 64 * 1024, K(), method);
      const e = await refusal(await route(s.r), 413, 'ERR_TOO_LARGE');
      expect(e.details).toMatchObject({ limit });
      expect(e.message.zh).toContain(String(limit));
      expect(s.sent(), name).toBeLessThanOrEqual(limit + 3 * 1024);
    }
    expect(await (await getStore()).readLine(lineId)).toHaveLength(1);
  });

  it('a declared Content-Length over the limit is refused before reading; a lying one is cut off', async () => {
    const big = await create.POST(
      new Request('http://127.0.0.1:3000/api/matches', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
        body: '{}',
      }),
    );
    await refusal(big, 413, 'ERR_TOO_LARGE');
    const s = streamed(`/api/matches/${matchId}/share`, 64 * 1024, { 'content-length': '10' });
    await refusal(await share.POST(s.r, ctx({ id: matchId })), 413, 'ERR_TOO_LARGE');
    const rename = await lineRoute.PATCH(
      req('PATCH', `/api/matches/${matchId}/lines/${lineId}`, { name: 'x'.repeat(BODY_LIMITS.line) }, K()),
      ctx({ id: matchId, lineId }),
    );
    await refusal(rename, 413, 'ERR_TOO_LARGE');
  });
});
