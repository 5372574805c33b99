/** POST /api/matches/[id]/lines/[lineId]/promote — make a variation the main line (no body is read). */
import { withEditKey } from '@/app/server/auth/edit-route';
import { promote } from '@/app/server/authoring/lines';
import { json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export const POST = withEditKey<{ id: string; lineId: string }>(async ({ s, match, params }) =>
  json(await promote(s, match, params.lineId)),
);
