/**
 * Reading a request: the body counted as it streams in and refused with 413 ERR_TOO_LARGE past the route's limit
 * (a declared Content-Length over the limit is refused before reading; a body that lies about it is cut off at
 * the limit), decoded as strict UTF-8 (bytes that are not UTF-8 — such as a lone surrogate written as bytes — are
 * 400 ERR_BAD_REQUEST, never stored as U+FFFD), then parsed as JSON and validated with the route's zod contract
 * (400 ERR_BAD_REQUEST, naming the fields in Chinese and English). Query strings go through the same validation.
 */
import 'server-only';
import type { z } from 'zod';
import { fail } from './errors';

const tooLarge = (limit: number, bytes?: number): never =>
  fail(
    'ERR_TOO_LARGE',
    `请求过大${bytes ? `（至少 ${bytes} 字节）` : ''}，上限 ${limit} 字节`,
    `Request too large${bytes ? ` (at least ${bytes} bytes)` : ''}; the limit is ${limit} bytes`,
    413,
    { limit },
  );

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The body as UTF-8 text; never reads more than `limit` + one chunk. Bytes that are not UTF-8 are refused. */
export async function readText(req: Request, limit: number): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) tooLarge(limit, declared);
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      tooLarge(limit, total);
    }
    chunks.push(value);
  }
  try {
    return strictUtf8.decode(Buffer.concat(chunks));
  } catch {
    return fail(
      'ERR_BAD_REQUEST',
      '请求体不是合法的 UTF-8 文本',
      'The request body is not valid UTF-8 text',
      400,
    );
  }
}

/**
 * A union that matched no branch reports the issues of the branch that came closest (fewest issues), at their
 * full path, instead of a bare "Invalid input" (a note whose body has a lone surrogate names `body` and why).
 */
function expandUnions(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((i) => {
    if (i.code !== 'invalid_union' || !i.errors.length) return [i];
    const closest = i.errors.reduce((a, b) => (b.length < a.length ? b : a));
    return expandUnions(closest.map((sub) => ({ ...sub, path: [...i.path, ...sub.path] })));
  });
}

/** zod issues as one bilingual sentence: "players.p1.name: 不能为空 …". Text-rule issues carry both languages. */
function issuesText(error: z.ZodError): { zh: string; en: string } {
  const list = expandUnions(error.issues)
    .slice(0, 5)
    .map((i) => {
      const where = i.path.length ? i.path.join('.') : '(root)';
      const p = (i as { params?: { zh?: unknown; en?: unknown } }).params;
      const zh = typeof p?.zh === 'string' ? p.zh : i.message;
      const en = typeof p?.en === 'string' ? p.en : i.message;
      return { zh: `${where}：${zh}`, en: `${where}: ${en}` };
    });
  return { zh: list.map((l) => l.zh).join('；'), en: list.map((l) => l.en).join('; ') };
}

/** Validate a value with a contract; 400 ERR_BAD_REQUEST naming the fields when it does not hold. */
export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const r = schema.safeParse(raw);
  if (!r.success) {
    const why = issuesText(r.error);
    fail('ERR_BAD_REQUEST', `请求无效：${why.zh}`, `Invalid request: ${why.en}`, 400, {
      issues: r.error.issues.map(({ path, message, code }) => ({ path, message, code })),
    });
  }
  return r.data as z.infer<S>;
}

/** Parse JSON text; 400 ERR_BAD_REQUEST when it is not JSON. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail('ERR_BAD_REQUEST', '请求体不是合法的 JSON', 'The request body is not valid JSON', 400);
  }
}

/** Read a JSON body of at most `limit` bytes and validate it with the route's contract. */
export async function readJson<S extends z.ZodType>(
  req: Request,
  schema: S,
  limit: number,
): Promise<z.infer<S>> {
  return parseWith(schema, parseJsonText(await readText(req, limit)));
}

/** The query string of a request, validated with the route's contract. */
export function readQuery<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  return parseWith(schema, Object.fromEntries(new URL(req.url).searchParams));
}
