/**
 * POST /api/matches/[id]/lines/[lineId]/state { state: shown|hidden|archived } — whether readers see a variation
 * (shown), only the author (hidden), or it is put away (archived: never deleted, restorable). Edit key required.
 */
import { lineStateRequest } from '@/app/contracts/publishing';
import { withEditKey } from '@/app/server/auth/edit-route';
import { setLineVisibility } from '@/app/server/authoring/publishing';
import { readJson } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export const POST = withEditKey<{ id: string; lineId: string }>(async ({ req, s, match, params }) => {
  const body = await readJson(req, lineStateRequest, BODY_LIMITS.publication);
  return json(await setLineVisibility(s, match, params.lineId, body.state));
});
