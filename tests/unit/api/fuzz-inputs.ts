/**
 * Seeded malformed requests for the route fuzz (tests/unit/api/fuzz.test.ts): bad text, garbage ids, random JSON,
 * one-field-wrong variants of a valid body for the routes we know, and query strings.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const DECK = ['spark', 'flame', 'blaze', 'ash', 'spark', 'flame', 'blaze', 'ash'];

let rng = xoroshiro128plus(0x16f022);
/** Start the sequence again from `seed` (each test seeds its own, so one can run alone and see the same inputs). */
export function reseed(seed: number): void {
  rng = xoroshiro128plus(seed);
}
const int = (min: number, max: number) => uniformInt(rng, min, max);
const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)];

/** Strings no text field accepts and no id matches. */
export const BAD_TEXT = [
  'a\ud800b',
  '\udc00',
  'x\u202Ey',
  '\u2066x\u2069',
  '\u200b\u200b',
  '\u3164',
  '',
  ' ',
  'x'.repeat(70_000),
  '\u0000',
];
export const GARBAGE_IDS = [
  '__proto__',
  'constructor',
  'toString',
  '../etc/passwd',
  'm_',
  '%00',
  '\u0000',
  'M_ABC',
  'l_' + 'a'.repeat(5000),
  '🂡',
  ' ',
  'null',
  'undefined',
  "' OR 1=1 --",
];

function randomJson(depth: number): unknown {
  switch (int(0, depth > 0 ? 7 : 4)) {
    case 0:
      return null;
    case 1:
      return pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1]);
    case 2:
      return pick([true, false]);
    case 3:
      return pick(BAD_TEXT);
    case 4:
      return pick(['p1', 'author', 'comment', 'omniscient', 'duelette', 'l_x', 'm_x']);
    case 5:
      return Array.from({ length: int(0, 3) }, () => randomJson(depth - 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = int(0, 3); i > 0; i--)
        o[pick(['__proto__', 'constructor', 'junk', 'a', '', '\ud800'])] = randomJson(depth - 1);
      return o;
    }
  }
}

/** A JSON value of a different type from `v` (so a field of a strict contract can no longer hold it). */
function wrongType(v: unknown): unknown {
  const pool: unknown[] = [null, 7, -3.5, true, 'x', [], {}, ['p1'], { junk: 1 }];
  const kind = (x: unknown) => (x === null ? 'null' : Array.isArray(x) ? 'array' : typeof x);
  const others = pool.filter((x) => kind(x) !== kind(v));
  if (typeof v === 'string') others.push(...BAD_TEXT.slice(0, 6));
  return pick(others);
}

/** A valid-looking body for the routes we know; its mutations below break one field at a time. */
export function sample(pattern: string, method: Method, ids: Ids): Record<string, unknown> | undefined {
  const s: Record<string, Record<string, unknown>> = {
    'POST /api/matches': {
      gameId: 'duelette',
      players: { p1: { name: 'Ann' }, p2: { name: 'Bo' } },
      seed: 3,
      decks: { p1: { json: DECK }, p2: { json: DECK } },
    },
    'POST /api/matches/import': { script: 'game: duelette\np1 name: a\np2 name: b\n' },
    'POST /api/matches/[id]/actions': {
      lineId: ids.lineId,
      expectedSeq: 1,
      action: { type: 'turn.play', actor: 'p1', payload: {} },
    },
    'POST /api/matches/[id]/undo': { lineId: ids.lineId, expectedSeq: 1 },
    'POST /api/matches/[id]/lines': { fromLineId: ids.lineId, atSeq: 0, name: '支线' },
    'PATCH /api/matches/[id]/lines/[lineId]': { name: '改名' },
    'POST /api/matches/[id]/notes': { lineId: ids.lineId, seq: 0, kind: 'narration', body: '一句' },
    'POST /api/matches/[id]/share': { lineId: ids.lineId, seq: 0, perspective: 'p1' },
    'POST /api/card-sets': { gameId: 'xueqi', name: '卡组', cards: [] },
    'POST /api/card-sets/check': { gameId: 'xueqi', cards: [] },
    'POST /api/card-sets/import': {
      format: 'duelscribe-card-set',
      version: 1,
      gameId: 'xueqi',
      name: '卡组',
      cards: [],
    },
    'PUT /api/card-sets/[id]': { expectedRevision: 1, name: '改名' },
    'POST /api/card-sets/[id]/try': { cardId: 'card' },
  };
  return s[`${method} ${pattern}`];
}

export interface Ids {
  matchId: string;
  lineId: string;
  editKey: string;
  noteId?: string;
}

/** Malformed bodies for one route: each is [label, raw body bytes or text, content type]. */
export function malformedBodies(
  pattern: string,
  method: Method,
  ids: Ids,
): [string, string | Uint8Array, string][] {
  const out: [string, string | Uint8Array, string][] = [];
  const json = (label: string, v: unknown) => out.push([label, JSON.stringify(v), 'application/json']);
  for (const t of [
    '',
    '{',
    '{"a":',
    'undefined',
    '{"a":1,}',
    "{'a':1}",
    'NaN',
    '\u0000',
    '[',
    '"unterminated',
  ])
    out.push([`not JSON ${JSON.stringify(t)}`, t, 'application/json']);
  for (const v of [null, 0, true, 'text', [], [{}], {}]) json(`not an object ${JSON.stringify(v)}`, v);
  out.push(['deep nesting', '['.repeat(5000) + ']'.repeat(5000), 'application/json']);
  out.push(['deep object nesting', '{"a":'.repeat(3000) + '1' + '}'.repeat(3000), 'application/json']);
  out.push([
    'invalid UTF-8',
    new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
    'application/json',
  ]);
  out.push(['random bytes', Uint8Array.from({ length: 256 }, () => int(0, 255)), 'application/octet-stream']);
  out.push(['2 MB body', 'x'.repeat(2 * 1024 * 1024), 'application/json']);
  out.push(['2 MB JSON string', JSON.stringify({ script: 'y'.repeat(2 * 1024 * 1024) }), 'application/json']);
  for (let i = 0; i < 12; i++) {
    const o = randomJson(3);
    const junk = typeof o === 'object' && o !== null && !Array.isArray(o) ? o : { value: o };
    json(`random object ${i}`, { ...junk, ['junk' + i]: randomJson(2) });
  }
  const base = sample(pattern, method, ids);
  if (base) {
    for (const key of Object.keys(base)) {
      for (let i = 0; i < 3; i++)
        json(`${key} of the wrong kind ${i}`, { ...base, [key]: wrongType(base[key]) });
    }
    json('an unknown extra field', { ...base, __proto__x: 1, constructor: 'x' });
    json('a __proto__ key', JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(base).slice(1)}`));
    out.push(['form data', new URLSearchParams({ a: '1' }).toString(), 'application/x-www-form-urlencoded']);
  }
  return out;
}

export function randomQuery(): string {
  const q = new URLSearchParams();
  for (let i = int(0, 4); i > 0; i--) {
    const k = pick([
      'line',
      'seq',
      'at',
      'view',
      'seat',
      'lang',
      'to',
      'next',
      'm',
      'k',
      'perspective',
      '__proto__',
    ]);
    const v = pick([
      ...GARBAGE_IDS,
      '-1',
      '1e400',
      'NaN',
      '9'.repeat(40),
      '//evil.example',
      '/%09/evil.example',
      'p3',
    ]);
    q.append(k, v);
  }
  return q.toString();
}
