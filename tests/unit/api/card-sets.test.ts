/**
 * The card library API (issue 12), its happy paths: create, list, read, revise, history, check, export and import
 * back, each set behind its own key (cookie or header). Refusals: ./card-sets-refusals.test.ts; matches made from
 * sets and "try it": ./card-sets-matches.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { body, ctx, req, useTempDb } from './helpers';

useTempDb();

import { MAX_CARDS_PER_SET } from '@/app/contracts/card-sets';
import { cardSetDetail, cardSetCreated, checkCardsResponse } from '@/app/contracts/card-sets';
import { MAX_CARDS_PER_SET as STORE_MAX } from '@/db/store/core/card-sets';
import { MAX_CUSTOM_CARDS } from '@/machines/engine/custom-cards';
import { hashEditKey } from '@/db/ids';
import { getStore } from '@/db/store/open';
import * as sets from '@/app/api/card-sets/route';
import * as importRoute from '@/app/api/card-sets/import/route';
import * as check from '@/app/api/card-sets/check/route';
import * as history from '@/app/api/card-sets/[id]/history/route';
import * as exportRoute from '@/app/api/card-sets/[id]/export/route';
import { cardOf, createSet, getSet, K, reviseSet, rowCounts, usePgWhenAsked } from './card-sets-fixture';

usePgWhenAsked();

describe('one limit', () => {
  it('a set holds as many cards as a match may carry: contract, store and engine agree', () => {
    expect(MAX_CARDS_PER_SET).toBe(300);
    expect(STORE_MAX).toBe(MAX_CARDS_PER_SET);
    expect(MAX_CUSTOM_CARDS).toBe(MAX_CARDS_PER_SET);
  });
});

describe('create, list, read', () => {
  it('creates a set: its key once, only the hash stored, the cookie on the four paths, faces in both languages', async () => {
    const { res, b, setId, key } = await createSet('wuhunzhi', '第一卷', [
      cardOf('wuhunzhi', 'hero-soul', 2000),
    ]);
    expect(res.status).toBe(201);
    expect(cardSetCreated.safeParse(b).success).toBe(true);
    expect(setId).toMatch(/^c_[a-z0-9]+$/);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b.set).toMatchObject({ gameId: 'wuhunzhi', revision: 1, name: '第一卷', cardCount: 1 });
    expect(b.set.faces['hero-soul'].zh.name).toBe('hero-soul之魂');
    expect(b.set.faces['hero-soul'].en.name).toBe('Soul hero-soul');
    expect(b.set.faces['hero-soul'].zh.stats.length).toBeGreaterThan(0);
    const stored = (await (await getStore()).getCardSet(setId))!;
    expect(stored.editKeyHash).toBe(hashEditKey(key));
    expect(JSON.stringify(stored)).not.toContain(key);
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)![1]).sort()).toEqual([
      '/api/card-sets',
      '/api/matches',
      '/cards',
      '/new',
    ]);
    for (const c of cookies) {
      expect(c).toContain(`cs_${setId}=${key}`);
      expect(c).toContain('HttpOnly');
      expect(c).toContain('SameSite=Strict');
    }
  });

  it('an empty set may be created (cards come later)', async () => {
    const { res, b } = await createSet('xueqi', '空', []);
    expect(res.status).toBe(201);
    expect(b.set.cardCount).toBe(0);
  });

  it('lists the sets this browser holds keys for (cookie or header), per game', async () => {
    const a = await createSet('xingjie', '星阶·甲', [cardOf('xingjie', 'star-a')]);
    const b = await createSet('xingjie', '星阶·乙', []);
    const c = await createSet('xueqi', '血契·丙', []);
    const cookie = `cs_${a.setId}=${a.key}; cs_${c.setId}=${c.key}; other=1`;
    const all = await body(await sets.GET(req('GET', '/api/card-sets', undefined, { cookie, ...K(b.key) })));
    expect(all.sets.map((s: any) => s.setId).sort()).toEqual([a.setId, b.setId, c.setId].sort());
    const star = await body(await sets.GET(req('GET', '/api/card-sets?game=xingjie', undefined, { cookie })));
    expect(star.sets).toEqual([
      {
        setId: a.setId,
        gameId: 'xingjie',
        revision: 1,
        name: '星阶·甲',
        cardCount: 1,
        createdAt: expect.any(String),
      },
    ]);
    const none = await body(await sets.GET(req('GET', '/api/card-sets')));
    expect(none.sets).toEqual([]);
    const bad = await sets.GET(req('GET', '/api/card-sets?game=chess', undefined, { cookie }));
    expect(bad.status).toBe(400);
    expect((await body(bad)).error.code).toBe('ERR_UNKNOWN_GAME');
  });

  it('reads a set with its key (header or its cookie); to anyone else it does not exist (404)', async () => {
    const { setId, key } = await createSet('xueqi', '读', [cardOf('xueqi', 'bat-king')]);
    const viaHeader = await getSet(setId, key);
    expect(viaHeader.status).toBe(200);
    const detail = await body(viaHeader);
    expect(cardSetDetail.safeParse(detail).success).toBe(true);
    expect(detail.cards).toEqual([cardOf('xueqi', 'bat-king')]);
    const one = await import('@/app/api/card-sets/[id]/route');
    const viaCookie = await one.GET(
      req('GET', `/api/card-sets/${setId}`, undefined, { cookie: `cs_${setId}=${key}` }),
      ctx({ id: setId }),
    );
    expect(viaCookie.status).toBe(200);
    const other = await createSet('xueqi', '别人的', []);
    for (const res of [
      await one.GET(req('GET', `/api/card-sets/${setId}`), ctx({ id: setId })),
      await getSet(setId, other.key),
      // a cookie of another set's name does not open this one
      await one.GET(
        req('GET', `/api/card-sets/${setId}`, undefined, { cookie: `cs_${other.setId}=${key}x` }),
        ctx({ id: setId }),
      ),
    ]) {
      expect(res.status).toBe(404);
      const e = (await body(res)).error;
      expect(e.code).toBe('ERR_NOT_FOUND');
      expect(e.message.zh).toContain('没有卡组');
    }
  });
});

describe('revise and history', () => {
  it('every change is a new revision; an earlier one stays readable; the history lists them all', async () => {
    const { setId, key } = await createSet('wuhunzhi', '修订', [cardOf('wuhunzhi', 'rev-a')]);
    const r2 = await reviseSet(setId, key, { expectedRevision: 1, name: '修订·二' });
    expect(r2.status).toBe(200);
    expect(await body(r2)).toMatchObject({ revision: 2, name: '修订·二', cardCount: 1 });
    const cards3 = [cardOf('wuhunzhi', 'rev-a', 1500), cardOf('wuhunzhi', 'rev-b', 500)];
    const r3 = await body(await reviseSet(setId, key, { expectedRevision: 2, cards: cards3 }));
    expect(r3).toMatchObject({ revision: 3, name: '修订·二', cardCount: 2 });
    expect(Object.keys(r3.faces).sort()).toEqual(['rev-a', 'rev-b']);
    const first = await body(await getSet(setId, key, '?revision=1'));
    expect(first).toMatchObject({ revision: 1, name: '修订', cards: [cardOf('wuhunzhi', 'rev-a')] });
    expect((await getSet(setId, key, '?revision=9')).status).toBe(404);
    const h = await history.GET(
      req('GET', `/api/card-sets/${setId}/history`, undefined, K(key)),
      ctx({ id: setId }),
    );
    expect((await body(h)).revisions.map((r: any) => [r.revision, r.name, r.cardCount])).toEqual([
      [1, '修订', 1],
      [2, '修订·二', 1],
      [3, '修订·二', 2],
    ]);
    const noKey = await history.GET(req('GET', `/api/card-sets/${setId}/history`), ctx({ id: setId }));
    expect(noKey.status).toBe(404);
  });
});

describe('check (the editor preview)', () => {
  it('answers each card face in Chinese and English and stores nothing', async () => {
    const before = await rowCounts();
    const res = await check.POST(
      req('POST', '/api/card-sets/check', {
        gameId: 'xingjie',
        cards: [cardOf('xingjie', 'preview-a'), cardOf('xingjie', 'preview-b', 2000)],
      }),
    );
    expect(res.status).toBe(200);
    const b = await body(res);
    expect(checkCardsResponse.safeParse(b).success).toBe(true);
    expect(b.faces['preview-a'].zh.name).toBe('preview-a侠');
    expect(b.faces['preview-b'].en.name).toBe('Hero preview-b');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('export and import', () => {
  it('exports an attachment named after the set (RFC 5987) that imports back with the same cards, byte for byte', async () => {
    const cards = [cardOf('xueqi', '血月-蝠王', 300), cardOf('xueqi', 'night.owl', 200)];
    const { setId, key } = await createSet('xueqi', '血月/卷三: "夜"', cards);
    const res = await exportRoute.GET(
      req('GET', `/api/card-sets/${setId}/export`, undefined, K(key)),
      ctx({ id: setId }),
    );
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.cards\.json"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe('血月 卷三 夜.cards.json');
    const text = await res.text();
    const file = JSON.parse(text);
    expect(file).toEqual({
      format: 'duelscribe-card-set',
      version: 1,
      gameId: 'xueqi',
      name: '血月/卷三: "夜"',
      cards,
    });
    const imported = await importRoute.POST(req('POST', '/api/card-sets/import', text));
    expect(imported.status).toBe(201);
    const b = await body(imported);
    expect(b.set.setId).not.toBe(setId);
    expect(JSON.stringify(b.set.cards)).toBe(JSON.stringify(file.cards));
    expect(imported.headers.getSetCookie().length).toBe(4);
    const again = await exportRoute.GET(
      req('GET', `/api/card-sets/${b.set.setId}/export`, undefined, K(b.key)),
      ctx({ id: b.set.setId }),
    );
    expect(await again.text()).toBe(text);
    const noKey = await exportRoute.GET(req('GET', `/api/card-sets/${setId}/export`), ctx({ id: setId }));
    expect(noKey.status).toBe(404);
  });

  it('a name with no ASCII letters falls back to the set id in the plain filename', async () => {
    const { setId, key } = await createSet('wuhunzhi', '武魂', []);
    const res = await exportRoute.GET(
      req('GET', `/api/card-sets/${setId}/export`, undefined, K(key)),
      ctx({ id: setId }),
    );
    const d = res.headers.get('content-disposition')!;
    expect(d).toContain(`filename="${setId}.cards.json"`);
    expect(d).toContain(`filename*=UTF-8''${encodeURIComponent('武魂.cards.json')}`);
  });
});
