/**
 * Route fuzz (issue 16, "tests kept in the repository"): every route handler under app/ — the API and the edit
 * link /studio/[id]/enter alike — (found on disk, so a new route is fuzzed the day it is added) gets seeded, generated malformed requests — bodies that are not JSON,
 * not objects, of the wrong shape, oversized, invalid UTF-8, with bad text; garbage path parameters and query
 * strings; with and without the match's edit key. None may answer 5xx, every refusal is the one error envelope,
 * and no request stores a row in any table (the database file's rows are counted before and after each request).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GARBAGE_IDS, type Ids, malformedBodies, randomQuery, reseed, sample } from './fuzz-inputs';
import type { Method as FuzzMethod } from './fuzz-inputs';
import { body, ctx, req, useTempDb } from './helpers';

const dbFile = useTempDb();

import { errorEnvelope } from '@/app/contracts/errors';
import { registerGame } from '@/machines/registry';
import { duelette } from '../../support/duelette/game';

registerGame(duelette);

const ROOT = path.resolve(import.meta.dirname, '../../..');
const APP = path.join(ROOT, 'app');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number] & FuzzMethod;
type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response> | Response;

interface Route {
  /** e.g. /api/matches/[id]/notes */
  pattern: string;
  params: string[];
  /** Reads a request body (its file names its BODY_LIMITS entry, as app/server/http/limits.ts requires). */
  readsBody: boolean;
  handlers: Partial<Record<Method, Handler>>;
}

function findRoutes(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return findRoutes(p);
    return e.name === 'route.ts' ? [p] : [];
  });
}

const routes: Route[] = [];

// ---- the database, counted ---------------------------------------------------------------------------------
let counter: Database.Database;
function rowCounts(): Record<string, number> {
  const tables = counter
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'`,
    )
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (counter.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n,
    ]),
  );
}

let ids: Ids;

beforeAll(async () => {
  for (const file of findRoutes(APP).sort()) {
    const rel = path.relative(APP, path.dirname(file)).split(path.sep).join('/');
    const pattern = '/' + rel;
    const mod = (await import(file)) as Partial<Record<Method, Handler>>;
    const handlers = Object.fromEntries(
      METHODS.filter((m) => typeof mod[m] === 'function').map((m) => [m, mod[m]]),
    );
    const params = [...pattern.matchAll(/\[(\w+)\]/g)].map((m) => m[1]);
    const readsBody = /BODY_LIMITS\.\w+/.test(fs.readFileSync(file, 'utf8'));
    routes.push({ pattern, params, readsBody, handlers });
  }
  const create = routes.find((r) => r.pattern === '/api/matches')!.handlers.POST!;
  const created = await create(
    req('POST', '/api/matches', sample('/api/matches', 'POST', {} as Ids)),
    ctx({}),
  );
  expect(created.status).toBe(201);
  const c = await body(created);
  ids = { matchId: c.matchId, lineId: c.lineId, editKey: c.editKey };
  const notes = routes.find((r) => r.pattern === '/api/matches/[id]/notes')!.handlers.POST!;
  const noteRes = await notes(
    req('POST', `/api/matches/${ids.matchId}/notes`, sample('/api/matches/[id]/notes', 'POST', ids), {
      'x-edit-key': ids.editKey,
    }),
    ctx({ id: ids.matchId }),
  );
  expect(noteRes.status).toBeLessThan(300);
  ids.noteId = (await body(noteRes)).noteId;
  counter = new Database(dbFile, { readonly: true });
});
afterAll(() => counter?.close());

const validParam = (name: string): string =>
  ({ id: ids.matchId, lineId: ids.lineId, noteId: ids.noteId ?? 'n_none' })[name] ?? 'x';

/**
 * Send one request and check it: no 5xx, an error envelope on every API refusal, no row stored. A route that reads
 * a body must refuse every malformed one; a write route that reads none (promote) ignores the body, so there a
 * success may store its row, and a refusal still stores nothing.
 */
async function send(
  route: Route,
  method: Method,
  params: Record<string, string>,
  init: {
    body?: string | Uint8Array;
    type?: string;
    key?: string | null;
    query?: string;
    wellFormed?: boolean;
  },
  label: string,
): Promise<number> {
  const url = new URL(
    'http://127.0.0.1:3000' +
      route.pattern.replace(/\[(\w+)\]/g, (_, n: string) => encodeURIComponent(params[n])) +
      (init.query ? `?${init.query}` : ''),
  );
  const headers: Record<string, string> = {};
  if (init.type) headers['content-type'] = init.type;
  if (init.key) headers['x-edit-key'] = init.key;
  const request = new NextRequest(url, {
    method,
    headers,
    body: init.body === undefined || method === 'GET' ? undefined : (init.body as BodyInit),
  });
  const before = rowCounts();
  const res = await route.handlers[method]!(request, ctx(params));
  const what = `${method} ${route.pattern} ${JSON.stringify(params).slice(0, 120)}: ${label}`;
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) {
    const parsed = errorEnvelope.safeParse(await res.json().catch(() => null));
    expect(parsed.success, `${what}: refusal is the error envelope`).toBe(true);
    expect(parsed.data!.error.code, what).toMatch(/^ERR_[A-Z_]+$/);
  } else {
    await res.arrayBuffer();
  }
  if (route.readsBody && init.body !== undefined && !init.wellFormed)
    expect(res.status, `${what}: a malformed body is refused`).toBeGreaterThanOrEqual(400);
  const accepted = res.status < 300 && (!route.readsBody || init.wellFormed);
  if (method !== 'GET' && !accepted) expect(rowCounts(), `${what}: stores nothing`).toEqual(before);
  return res.status;
}

describe('route fuzz: malformed requests to every route handler', () => {
  it('finds every route handler on disk', () => {
    expect(routes.length).toBeGreaterThanOrEqual(22);
    expect(routes.map((r) => r.pattern)).toContain('/studio/[id]/enter');
    for (const r of routes) expect(Object.keys(r.handlers).length, r.pattern).toBeGreaterThan(0);
  });

  it('malformed bodies, with and without the edit key: no 5xx, no stored row', async () => {
    const reachedParsing: string[] = [];
    for (const route of routes) {
      for (const method of METHODS) {
        if (!route.handlers[method] || method === 'GET') continue;
        reseed(route.pattern.length * 31 + method.length);
        const params = Object.fromEntries(route.params.map((p) => [p, validParam(p)]));
        const statuses = new Set<number>();
        for (const [label, raw, type] of malformedBodies(route.pattern, method, ids)) {
          statuses.add(await send(route, method, params, { body: raw, type, key: ids.editKey }, label));
          await send(route, method, params, { body: raw, type, key: null }, `${label} (no key)`);
          await send(
            route,
            method,
            params,
            { body: raw, type, key: 'k_' + 'z'.repeat(40) },
            `${label} (wrong key)`,
          );
        }
        // With the key, refusals come from reading the body (400/413/422/409), not all from the door (403).
        if ([...statuses].some((s) => s === 400 || s === 413 || s === 422))
          reachedParsing.push(route.pattern);
      }
    }
    // Every route that reads a body was reached past its edit-key check at least once.
    for (const r of routes) {
      if (r.handlers.POST && !/promote|publication|\/lang$/.test(r.pattern) && sample(r.pattern, 'POST', ids))
        expect(reachedParsing, r.pattern).toContain(r.pattern);
    }
  });

  it('garbage path parameters with a well-formed body: no 5xx, no stored row', async () => {
    for (const route of routes) {
      if (!route.params.length) continue;
      reseed(route.pattern.length);
      for (const method of METHODS) {
        if (!route.handlers[method]) continue;
        const good = sample(route.pattern, method, ids);
        for (const bad of GARBAGE_IDS) {
          for (const which of route.params) {
            const params = Object.fromEntries(
              route.params.map((p) => [p, p === which ? bad : validParam(p)]),
            );
            const status = await send(
              route,
              method,
              params,
              {
                body: good ? JSON.stringify(good) : undefined,
                type: 'application/json',
                key: ids.editKey,
                query: randomQuery(),
                wellFormed: true,
              },
              `garbage ${which}`,
            );
            // No match, line or note has such an id: a write there is refused.
            if (method !== 'GET')
              expect(status, `${method} ${route.pattern} with ${which}=${bad}`).toBeGreaterThanOrEqual(400);
          }
        }
      }
    }
  });

  it('garbage query strings on every GET: no 5xx', async () => {
    reseed(17);
    for (const route of routes) {
      if (!route.handlers.GET) continue;
      const params = Object.fromEntries(route.params.map((p) => [p, validParam(p)]));
      for (let i = 0; i < 25; i++) {
        const query = randomQuery();
        await send(route, 'GET', params, { key: i % 2 ? ids.editKey : null, query }, `query ${query}`);
      }
    }
  });

  it('a Content-Length that lies, an empty body and a wrong content type: no 5xx, no stored row', async () => {
    for (const route of routes) {
      for (const method of ['POST', 'PATCH'] as const) {
        if (!route.handlers[method]) continue;
        const params = Object.fromEntries(route.params.map((p) => [p, validParam(p)]));
        const url =
          'http://127.0.0.1:3000' + route.pattern.replace(/\[(\w+)\]/g, (_, n: string) => params[n]);
        const before = rowCounts();
        const lying = new NextRequest(url, {
          method,
          headers: {
            'content-type': 'application/json',
            'content-length': '99999999',
            'x-edit-key': ids.editKey,
          },
          body: '{}',
        });
        const res = await route.handlers[method]!(lying, ctx(params));
        expect(res.status, `${method} ${route.pattern}`).toBeLessThan(500);
        if (route.readsBody) expect(res.status, `${method} ${route.pattern}`).toBe(413);
        if (route.readsBody || res.status >= 300) expect(rowCounts()).toEqual(before);
        await send(route, method, params, { key: ids.editKey }, 'no body at all');
        await send(
          route,
          method,
          params,
          { body: '{}', type: 'text/html', key: ids.editKey },
          'text/html {}',
        );
      }
    }
  });
});
