/** Authoring API, creating a match: the edit key, deck lists, refusals. The shared match: ./authoring-fixture.ts. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTempDb, req, body } from './helpers';

useTempDb();

import { getStore } from '@/db/store/open';
import { hashEditKey } from '@/db/ids';
import * as create from '@/app/api/matches/route';
import { DECK, newMatch, startMatch } from './authoring-fixture';

let matchId = '';
let lineId = '';
let key = '';

beforeAll(async () => {
  ({ matchId, lineId, key } = await startMatch());
});

describe('create', () => {
  it('stores only the hash of a 32-byte base64url key', async () => {
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const m = (await (await getStore()).getMatch(matchId))!;
    expect(m.editKeyHash).toBe(hashEditKey(key));
    expect(JSON.stringify(await (await getStore()).readLine(lineId))).not.toContain(key);
    const created = (await (await getStore()).readLine(lineId))[0];
    expect((created.payload as any).decks.p1).toEqual([
      'spark',
      'spark',
      'flame',
      'blaze',
      'flame',
      'ash',
      'ash',
    ]);
  });

  it('a pasted deck list is validated with errors per line', async () => {
    const res = await create.POST(
      req('POST', '/api/matches', {
        ...newMatch,
        decks: { p1: { list: 'spark, flame\n2x dragon' }, p2: { json: DECK } },
      }),
    );
    expect(res.status).toBe(400);
    const b = await body(res);
    expect(b.error.code).toBe('ERR_DECK_LIST');
    expect(b.error.message.zh).toContain('第 2 行');
    expect(b.error.message.en).toContain('line 2');
    expect(b.error.details).toMatchObject({ seat: 'p1', line: 2 });
    // In the form's words: the seat as the form names it, no script label, the line number said once.
    expect(b.error.message.zh).toMatch(/^玩家一的牌组第 2 行：/);
    expect(`${b.error.message.zh} ${b.error.message.en}`).not.toMatch(
      /p1 deck|先手（p1）|第 \d+ 行.*第 \d+ 行/,
    );
  });

  it('a deck the engine refuses is a 422 with its reason; unknown game is 400; bad body is 400', async () => {
    const small = await create.POST(
      req('POST', '/api/matches', { ...newMatch, decks: { p1: { json: ['spark'] }, p2: { json: DECK } } }),
    );
    expect(small.status).toBe(422);
    expect((await body(small)).error.code).toBe('ERR_BAD_SETUP');
    expect((await create.POST(req('POST', '/api/matches', { ...newMatch, gameId: 'chess' }))).status).toBe(
      400,
    );
    const bad = await create.POST(
      req('POST', '/api/matches', '{nope', { 'content-type': 'application/json' }),
    );
    expect(bad.status).toBe(400);
    expect(await body(bad)).toMatchObject({
      error: { code: 'ERR_BAD_REQUEST', message: { zh: expect.any(String), en: expect.any(String) } },
    });
  });

  it('creates a 武魂志 match from the content decks', async () => {
    const res = await create.POST(
      req('POST', '/api/matches', {
        gameId: 'wuhunzhi',
        players: { p1: { name: '孙武' }, p2: { name: '白起' } },
        seed: 5,
        decks: { p1: { preset: 'jixia' }, p2: { preset: 'hulang' } },
      }),
    );
    expect(res.status).toBe(201);
  });
});
