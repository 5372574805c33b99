/**
 * GET /api/matches/[id]/lines — the tree of lines: the author (edit key) every line, archived ones included; a
 * reader the main line and the shown variations; a draft without its key 404. POST — branch: a new line sharing
 * `fromLineId` up to `atSeq`.
 */
import { forkRequest } from '@/app/contracts/authoring';
import { withEditKey } from '@/app/server/auth/edit-route';
import { branch } from '@/app/server/authoring/lines';
import { store } from '@/app/server/db';
import { notFound } from '@/app/server/http/errors';
import { readJson } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { handle, json, type RouteContext } from '@/app/server/http/respond';
import { requireMatch } from '@/app/server/lines/lookup';
import { readAccess, requestKeys } from '@/app/server/viewing/access';

export const dynamic = 'force-dynamic';

export async function GET(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const s = await store();
    const match = await requireMatch(s, id);
    const access = readAccess(match, requestKeys(req));
    if (!access) notFound(`没有对局 ${id}`, `No match ${id}`);
    const lines = access === 'author' ? await s.listLines(id) : await s.listReaderLines(id);
    return json({ lines });
  });
}

export const POST = withEditKey(async ({ req, s, match }) => {
  const body = await readJson(req, forkRequest, BODY_LIMITS.line);
  return json(await branch(s, match, body.fromLineId, body.atSeq, body.name), 201);
});
