/**
 * GET /api/matches/mine — "my duels": the matches (drafts included) this browser holds edit keys for, from its
 * `ek_<id>` cookies (also scoped to this path) and the `x-edit-keys` header. Keys, never hashes: holding a key
 * is the proof. Never cached.
 */
import type { MyMatchesResponse } from '@/app/contracts/publishing';
import { keysOf, myMatches } from '@/app/server/authoring/publishing';
import { store } from '@/app/server/db';
import { handle, json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export function GET(req: Request) {
  return handle(async () => {
    const out: MyMatchesResponse = { matches: await myMatches(await store(), keysOf(req)) };
    return json(out);
  });
}
