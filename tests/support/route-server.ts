/**
 * A route server for the process-level tests (crash test): the site's own route handlers under app/api, served
 * by node:http without Next's build, so a test can start, SIGKILL and restart it in seconds. It registers the
 * tests' small game (duelette) beside the real ones. `bundleRouteServer` (./route-server-bundle.ts) compiles it
 * with every route into one file, so a restart costs what a built server's does (no TypeScript on start-up);
 * run that with `node --conditions=react-server <bundle>`. It reads DUELSCRIBE_DB (or DATABASE_URL), opens the
 * database, then prints "listening <port>" (PORT, default a free one) and serves until killed.
 */
import http from 'node:http';
import { NextRequest } from 'next/server';
import { registerGame } from '@/machines/registry';
import { duelette } from './duelette/game';

export type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response> | Response;
type Module = Record<string, unknown>;
/** One route file: its URL pattern (/api/matches/[id]/notes) and how to load its module (on first use, as Next does). */
export interface RouteModule {
  pattern: string;
  load: () => Promise<Module>;
}
interface Route {
  re: RegExp;
  names: string[];
  mod: () => Promise<Module>;
  dynamic: number;
}

function compile(list: RouteModule[]): Route[] {
  const routes = list.map(({ pattern, load }) => {
    let loaded: Promise<Module> | undefined;
    const mod = () => (loaded ??= load());
    const names: string[] = [];
    const source = pattern
      .split('/')
      .map((seg) => {
        const m = /^\[(\w+)\]$/.exec(seg);
        if (!m) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(m[1]);
        return '([^/]+)';
      })
      .join('/');
    return { re: new RegExp(`^${source}$`), names, mod, dynamic: names.length };
  });
  // A fixed segment wins over a parameter (/api/matches/import before /api/matches/[id]).
  return routes.sort((a, b) => a.dynamic - b.dynamic);
}

export async function serve(list: RouteModule[]): Promise<void> {
  const loadedAt = process.uptime();
  registerGame(duelette);
  const routes = compile(list);
  const dispatch = async (method: string, url: URL, headers: Headers, body?: Buffer): Promise<Response> => {
    for (const r of routes) {
      const m = r.re.exec(url.pathname);
      if (!m) continue;
      const handler = (await r.mod())[method] as Handler | undefined;
      if (!handler) return new Response('method not allowed', { status: 405 });
      const params = Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
      const req = new NextRequest(url, {
        method,
        headers,
        body: body?.length ? new Uint8Array(body) : undefined,
      });
      return handler(req, { params: Promise.resolve(params) });
    }
    return new Response('not found', { status: 404 });
  };
  // Open the database (and run its start-up checks) before saying we are ready: any route reads it.
  const warm = await dispatch('GET', new URL('http://127.0.0.1/api/matches/m_warmup'), new Headers());
  if (warm.status >= 500) throw new Error(`the database did not open: ${await warm.text()}`);
  const openedAt = process.uptime();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
      dispatch(req.method ?? 'GET', url, headers, Buffer.concat(chunks))
        .then(async (r) => {
          const out: Record<string, string | string[]> = {};
          r.headers.forEach((v, k) => (out[k] = v));
          const cookies = r.headers.getSetCookie();
          if (cookies.length) out['set-cookie'] = cookies;
          res.writeHead(r.status, out);
          res.end(Buffer.from(await r.arrayBuffer()));
        })
        .catch((e: unknown) => {
          console.error(e);
          res.writeHead(500).end();
        });
    });
  });
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    const port = (server.address() as { port: number }).port;
    const ms = (s: number) => `${(s * 1000).toFixed(0)} ms`;
    process.stdout.write(`listening ${port} (code loaded ${ms(loadedAt)}, database open ${ms(openedAt)})\n`);
  });
}
