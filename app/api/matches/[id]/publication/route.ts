/**
 * POST /api/matches/[id]/publication { visibility: draft|unlisted|listed } — publish a match (unlisted: anyone
 * with a link; listed: also the library) or unpublish it back to a draft. Edit key required; every change is a
 * new record (the history is kept).
 */
import { publicationRequest } from '@/app/contracts/publishing';
import { withEditKey } from '@/app/server/auth/edit-route';
import { publish } from '@/app/server/authoring/publishing';
import { readJson } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export const POST = withEditKey(async ({ req, s, match }) => {
  const body = await readJson(req, publicationRequest, BODY_LIMITS.publication);
  return json(await publish(s, match, body.visibility));
});
