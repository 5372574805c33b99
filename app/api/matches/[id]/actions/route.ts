/**
 * POST /api/matches/[id]/actions — append one action (a seat's move, `fate.pin` or `author.ruling` by the author,
 * `match.concede`) at `expectedSeq`. Refused by the rules: 422 with the RuleError; stale seq: 409 ERR_CONFLICT.
 * With `snapshot: true` the answer carries the refreshed studio snapshot too.
 */
import { appendRequest } from '@/app/contracts/authoring';
import { withEditKey } from '@/app/server/auth/edit-route';
import { appendAction } from '@/app/server/authoring/play';
import { studioSnapshot } from '@/app/server/authoring/snapshot';
import { readJson } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export const POST = withEditKey(async ({ req, s, match }) => {
  const body = await readJson(req, appendRequest, BODY_LIMITS.append);
  const action = { ...body.action, payload: body.action.payload ?? {} };
  const r = await appendAction(s, match, body.lineId, body.expectedSeq, action);
  if (!body.snapshot) return json(r, 201);
  return json({ ...r, snapshot: await studioSnapshot(s, match, r.lineId) }, 201);
});
