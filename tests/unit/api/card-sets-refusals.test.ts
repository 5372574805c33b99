/**
 * The card library refuses bad input with its own ERR_* code, in Chinese and English, and stores nothing (the
 * card-set tables' rows are counted before and after): malformed JSON, bad cards naming the field path, duplicate
 * ids, shadowed starter ids, unknown ops and impossible targets, oversized sets, files of another format or
 * version, stale revisions, missing keys.
 */
import { describe, expect, it } from 'vitest';
import { body, req, useTempDb } from './helpers';

useTempDb();

import { customSoul } from '../wuhunzhi/custom-cards-helpers';
import { customMagic, fx } from '../xingjie/custom-cards-helpers';
import { creature, support } from '../xueqi/custom-cards-helpers';
import * as sets from '@/app/api/card-sets/route';
import * as importRoute from '@/app/api/card-sets/import/route';
import * as check from '@/app/api/card-sets/check/route';
import { cardOf, createSet, getSet, K, reviseSet, rowCounts, usePgWhenAsked } from './card-sets-fixture';
import { newCardSetKey } from '@/app/server/card-sets/access';
import { hashEditKey } from '@/db/ids';
import { getStore } from '@/db/store/open';

usePgWhenAsked();

async function refused(res: Response, status: number, code: string, before: object) {
  const b = await body(res);
  expect(res.status, JSON.stringify(b).slice(0, 400)).toBe(status);
  expect(b.error.code).toBe(code);
  expect(b.error.message.zh.length).toBeGreaterThan(0);
  expect(b.error.message.en.length).toBeGreaterThan(0);
  expect(await rowCounts()).toEqual(before);
  return b.error as { code: string; message: { zh: string; en: string }; details: any };
}

const post = (cards: unknown[], gameId = 'wuhunzhi') =>
  sets.POST(req('POST', '/api/card-sets', { gameId, name: '坏', cards }));

/** [what, game, cards, the card named, the field path named] */
const BAD_CARDS: Array<[string, string, unknown[], string, string]> = [
  ['a negative number', 'wuhunzhi', [customSoul('c-neg', -5)], 'c-neg', 'basePower'],
  [
    'a missing English name',
    'wuhunzhi',
    [{ ...customSoul('c-nn', 1), name: { zh: '无名' } }],
    'c-nn',
    'name.en',
  ],
  ['a duplicate id', 'wuhunzhi', [customSoul('c-two', 1), customSoul('c-two', 2)], 'c-two', 'id'],
  ['a starter id', 'wuhunzhi', [customSoul('s-modi', 1000)], 's-modi', 'id'],
  [
    'an unknown op',
    'xingjie',
    [customMagic('c-op', 'normal', [fx({ kind: 'activated', ops: [{ op: 'summonDragon' }] } as never)])],
    'c-op',
    'effects.0.ops.0.op',
  ],
  [
    'an unknown op',
    'xueqi',
    [
      creature('c-boom', 1, 1, 1, [
        { kind: 'triggered', trigger: { on: 'summoned' }, ops: [{ op: 'explode' }] },
      ]),
    ],
    'c-boom',
    'effects.0.ops.0.op',
  ],
  [
    'an impossible target',
    'xueqi',
    [
      support('c-self', 'rule', 1, {
        kind: 'activated',
        ops: [{ op: 'modifyAtk', target: 'self', amount: 100 }],
      }),
    ],
    'c-self',
    'effect.ops.0.target',
  ],
  [
    'an impossible target',
    'wuhunzhi',
    [
      customSoul('c-moon', 1000, [
        { kind: 'triggered', trigger: { on: 'onSummon' }, ops: [{ op: 'tap', target: 'theMoon' }] },
      ]),
    ],
    'c-moon',
    'skills.0.ops.0.target',
  ],
  [
    'a trigger filter the engine never reads (W56)',
    'wuhunzhi',
    [
      customSoul('c-deaf', 1000, [
        { kind: 'triggered', trigger: { on: 'onPhaseEnd' }, ops: [{ op: 'draw' }] },
      ]),
    ],
    'c-deaf',
    'skills.0.trigger.filter.phase',
  ],
  [
    'a trigger filter the engine never reads (ruling 45)',
    'xingjie',
    [
      customMagic('c-where', 'normal', [
        fx({ kind: 'triggered', trigger: { on: 'cardActivated', filter: { zone: 'hand' } }, ops: [] }),
      ]),
    ],
    'c-where',
    'effects.0.trigger.filter.zone',
  ],
];

describe('bad cards: 400 ERR_BAD_CARD naming the card and the field, nothing stored', () => {
  for (const [what, gameId, cards, card, path] of BAD_CARDS) {
    it(`${gameId}: ${what} (create, check)`, async () => {
      const before = await rowCounts();
      const e = await refused(await post(cards, gameId), 400, 'ERR_BAD_CARD', before);
      expect(e.details).toMatchObject({ card, path });
      expect(e.message.zh).toContain(card);
      const c = await check.POST(req('POST', '/api/card-sets/check', { gameId, cards }));
      expect((await refused(c, 400, 'ERR_BAD_CARD', before)).details).toMatchObject({ card, path });
    });
  }

  it('a set stored before a written-card rule (W56) still reads with its face; its next save is refused', async () => {
    const old = customSoul('c-deaf', 1000, [
      {
        kind: 'triggered',
        trigger: { on: 'onSummon', filter: { attribute: 'wisdom' } },
        ops: [{ op: 'draw' }],
      },
    ]);
    const key = newCardSetKey();
    const stored = await (
      await getStore()
    ).createCardSet({ gameId: 'wuhunzhi', name: '旧', cards: [old], editKeyHash: hashEditKey(key) });
    const read = await body(await getSet(stored.setId, key));
    expect(Object.keys(read.faces)).toEqual(['c-deaf']);
    const before = await rowCounts();
    const e = await refused(
      await reviseSet(stored.setId, key, { expectedRevision: 1, cards: [old] }),
      400,
      'ERR_BAD_CARD',
      before,
    );
    expect(e.details).toMatchObject({ card: 'c-deaf', path: 'skills.0.trigger.filter.attribute' });
  });

  it('a bad card in a revision: the set keeps its revision', async () => {
    const { setId, key } = await createSet('wuhunzhi', '好', [cardOf('wuhunzhi', 'good')]);
    const before = await rowCounts();
    const e = await refused(
      await reviseSet(setId, key, { expectedRevision: 1, cards: [customSoul('good', -1)] }),
      400,
      'ERR_BAD_CARD',
      before,
    );
    expect(e.details).toMatchObject({ card: 'good', path: 'basePower' });
  });

  it('a lone surrogate or a direction override in a card text; a name of invisible characters only', async () => {
    const before = await rowCounts();
    const raw = `{"gameId":"xueqi","name":"坏","cards":[${JSON.stringify(cardOf('xueqi', 'sur')).replace('兽', '\\ud800')}]}`;
    await refused(
      await sets.POST(req('POST', '/api/card-sets', raw, { 'content-type': 'application/json' })),
      400,
      'ERR_BAD_CARD',
      before,
    );
    const bidi = { ...cardOf('xueqi', 'bidi'), name: { zh: '甲\u202e乙', en: 'x' } };
    await refused(await post([bidi], 'xueqi'), 400, 'ERR_BAD_CARD', before);
    const invisible = { ...cardOf('xueqi', 'ghost'), name: { zh: '\u200b', en: 'Ghost' } };
    const e = await refused(await post([invisible], 'xueqi'), 400, 'ERR_BAD_CARD', before);
    expect(e.details).toEqual({ card: 'ghost', path: 'name.zh' });
  });
});

describe('bad requests', () => {
  it('malformed JSON, a body of the wrong shape, an unknown game', async () => {
    const before = await rowCounts();
    const bad = sets.POST(
      req('POST', '/api/card-sets', '{"gameId":', { 'content-type': 'application/json' }),
    );
    await refused(await bad, 400, 'ERR_BAD_REQUEST', before);
    await refused(
      await sets.POST(req('POST', '/api/card-sets', { gameId: 'xueqi' })),
      400,
      'ERR_BAD_REQUEST',
      before,
    );
    await refused(
      await sets.POST(req('POST', '/api/card-sets', { gameId: 'xueqi', name: '   ' })),
      400,
      'ERR_BAD_REQUEST',
      before,
    );
    await refused(await post([], 'chess'), 400, 'ERR_UNKNOWN_GAME', before);
    const c = check.POST(req('POST', '/api/card-sets/check', { gameId: 'chess', cards: [] }));
    await refused(await c, 400, 'ERR_UNKNOWN_GAME', before);
  });

  it('an oversized set: more than 300 cards, more than 256 KiB of cards, a body over the route limit', async () => {
    const before = await rowCounts();
    const many = Array.from({ length: 301 }, (_, i) => cardOf('xueqi', `many-${i}`));
    const count = await refused(await post(many, 'xueqi'), 400, 'ERR_BAD_REQUEST', before);
    expect(count.message.en).toContain('cards');
    // 20 cards of 14,000 characters each: every card within the engine's limit, the set over 256 KiB
    const long = Array.from({ length: 20 }, (_, i) => ({
      ...cardOf('xueqi', `long-${i}`),
      text: { zh: '长'.repeat(10), en: 'x'.repeat(14_000) },
    }));
    const size = await refused(await post(long, 'xueqi'), 413, 'ERR_TOO_LARGE', before);
    expect(size.details.limit).toBe(256 * 1024);
    const huge = Array.from({ length: 30 }, (_, i) => ({
      ...cardOf('xueqi', `huge-${i}`),
      text: { zh: '长', en: 'x'.repeat(14_000) },
    }));
    await refused(await post(huge, 'xueqi'), 413, 'ERR_TOO_LARGE', before);
  });
});

describe('import refuses what is not a card set file', () => {
  const file = (o: Record<string, unknown> = {}) => ({
    format: 'duelscribe-card-set',
    version: 1,
    gameId: 'xueqi',
    name: '文件',
    cards: [cardOf('xueqi', 'file-card')],
    ...o,
  });
  const imp = (v: unknown) =>
    importRoute.POST(
      req('POST', '/api/card-sets/import', typeof v === 'string' ? v : JSON.stringify(v), {
        'content-type': 'application/json',
      }),
    );

  it('another format, another version, an unknown game, extra fields, a bad card, not JSON', async () => {
    const before = await rowCounts();
    await refused(await imp(file({ format: 'something-else' })), 400, 'ERR_BAD_FILE', before);
    await refused(await imp([file()]), 400, 'ERR_BAD_FILE', before);
    await refused(await imp({ cards: [] }), 400, 'ERR_BAD_FILE', before);
    const v = await refused(await imp(file({ version: 2 })), 400, 'ERR_FILE_VERSION', before);
    expect(v.message.zh).toContain('版本');
    await refused(await imp(file({ gameId: 'chess' })), 400, 'ERR_UNKNOWN_GAME', before);
    await refused(await imp(file({ extra: 1 })), 400, 'ERR_BAD_REQUEST', before);
    const bad = await refused(
      await imp(file({ cards: [{ ...cardOf('xueqi', 'f'), atk: -1 }] })),
      400,
      'ERR_BAD_CARD',
      before,
    );
    expect(bad.details).toMatchObject({ card: 'f', path: 'atk' });
    await refused(await imp('{"format": "duelscribe-card-set", '), 400, 'ERR_BAD_REQUEST', before);
  });
});

describe('revisions and keys', () => {
  it('a stale revision is 409 ERR_CONFLICT; no key or a wrong key is 404; a cookie from another site is 403', async () => {
    const { setId, key } = await createSet('xingjie', '并发', [cardOf('xingjie', 'race')]);
    const other = await createSet('xingjie', '他人', []);
    expect((await reviseSet(setId, key, { expectedRevision: 1, name: '并发·二' })).status).toBe(200);
    const before = await rowCounts();
    const stale = await refused(
      await reviseSet(setId, key, { expectedRevision: 1, name: '晚了' }),
      409,
      'ERR_CONFLICT',
      before,
    );
    expect(stale.details).toMatchObject({ expectedRevision: 1, actualRevision: 2 });
    await refused(await reviseSet(setId, key, { expectedRevision: 2 }, {}), 404, 'ERR_NOT_FOUND', before);
    await refused(
      await reviseSet(setId, key, { expectedRevision: 2 }, K(other.key)),
      404,
      'ERR_NOT_FOUND',
      before,
    );
    await refused(await reviseSet('c_nosuchset', key, { expectedRevision: 1 }), 404, 'ERR_NOT_FOUND', before);
    const crossSite = await reviseSet(
      setId,
      key,
      { expectedRevision: 2, name: '别站' },
      { cookie: `cs_${setId}=${key}`, origin: 'https://elsewhere.example' },
    );
    await refused(crossSite, 403, 'ERR_FORBIDDEN', before);
    // the same cookie from this site may write
    const own = await reviseSet(
      setId,
      key,
      { expectedRevision: 2, name: '本站' },
      {
        cookie: `cs_${setId}=${key}`,
        origin: 'http://127.0.0.1:3000',
      },
    );
    expect(own.status).toBe(200);
  });
});
