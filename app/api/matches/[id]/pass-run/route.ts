/**
 * POST /api/matches/[id]/pass-run — append a run of passes at `expectedSeq` in one transaction, stopping where
 * the author said (app/contracts/pass-run.ts). No pass now: 422 ERR_NO_PASS; past the cap: 422
 * ERR_PASS_RUN_TOO_LONG; stale seq: 409 ERR_CONFLICT. Any refusal appends nothing.
 */
import { passRunRequest } from '@/app/contracts/pass-run';
import { withEditKey } from '@/app/server/auth/edit-route';
import { passRun } from '@/app/server/authoring/play';
import { readJson } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export const POST = withEditKey(async ({ req, s, match }) => {
  const body = await readJson(req, passRunRequest, BODY_LIMITS.passRun);
  return json(await passRun(s, match, body.lineId, body.expectedSeq, body.stop), 201);
});
