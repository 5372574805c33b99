/**
 * POST /api/matches/[id]/share { lineId, seq, perspective } -> 201 { slug, url, moment } — the one share-link
 * endpoint: a read-only link to one moment, for readers (the viewer's share button) and authors (the studio)
 * alike; no edit key, since a link shows only what the moment's page already shows anyone. The slug is 128
 * random bits (db/ids.ts), so links cannot be guessed.
 */
import { shareRequest } from '@/app/contracts/share';
import { createShare } from '@/app/server/viewing/share';
import { requestKeys } from '@/app/server/viewing/access';
import { store } from '@/app/server/db';
import { readJson } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { handle, json, type RouteContext } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export async function POST(req: Request, ctx: RouteContext<{ id: string }>) {
  return handle(async () => {
    const { id } = await ctx.params;
    const body = await readJson(req, shareRequest, BODY_LIMITS.share);
    return json(await createShare(await store(), id, body, requestKeys(req)), 201);
  });
}
