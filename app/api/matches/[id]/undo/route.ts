/** POST /api/matches/[id]/undo — fork the line at its previous step (the new line becomes main if the old one was). Nothing is deleted. */
import { undoRequest } from '@/app/contracts/authoring';
import { withEditKey } from '@/app/server/auth/edit-route';
import { undo } from '@/app/server/authoring/play';
import { readJson } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export const POST = withEditKey(async ({ req, s, match }) => {
  const body = await readJson(req, undoRequest, BODY_LIMITS.undo);
  return json(await undo(s, match, body.lineId, body.expectedSeq), 201);
});
