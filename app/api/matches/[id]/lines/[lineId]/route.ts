/** PATCH /api/matches/[id]/lines/[lineId] — rename a line. */
import { renameRequest } from '@/app/contracts/authoring';
import { withEditKey } from '@/app/server/auth/edit-route';
import { rename } from '@/app/server/authoring/lines';
import { readJson } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export const PATCH = withEditKey<{ id: string; lineId: string }>(async ({ req, s, match, params }) => {
  const body = await readJson(req, renameRequest, BODY_LIMITS.line);
  return json(await rename(s, match, params.lineId, body.name));
});
