/** GET /api/matches/[id]/legal?line=&seat=p1 — every legal action of a seat now (edit key required: it names hidden cards). */
import { legalQuery } from '@/app/contracts/authoring';
import { withEditKey } from '@/app/server/auth/edit-route';
import { legalOf } from '@/app/server/authoring/play';
import { readQuery } from '@/app/server/http/body';
import { json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export const GET = withEditKey(async ({ req, s, match }) => {
  const q = readQuery(req, legalQuery);
  return json(await legalOf(s, match, q.line, q.seat));
});
