/** GET /api/matches/[id]?line= — the studio's snapshot of a line (omniscient view, legal actions, lines, notes). Edit key required. */
import { withEditKey } from '@/app/server/auth/edit-route';
import { studioSnapshot } from '@/app/server/authoring/snapshot';
import { json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export const GET = withEditKey(async ({ req, s, match }) =>
  json(await studioSnapshot(s, match, new URL(req.url).searchParams.get('line'))),
);
