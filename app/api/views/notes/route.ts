/** GET /api/views/notes?match=&line=&upTo=[&all=1] — the notes up to step `upTo` and a count of the later ones. */
import { notesQuery } from '@/app/contracts/viewer';
import { store } from '@/app/server/db';
import { notFound } from '@/app/server/http/errors';
import { readQuery } from '@/app/server/http/body';
import { handle, json } from '@/app/server/http/respond';
import { resolveMoment } from '@/app/server/viewing/moments';
import { notesFor } from '@/app/server/viewing/notes';
import { requestKeys } from '@/app/server/viewing/access';

export function GET(req: Request) {
  return handle(async () => {
    const q = readQuery(req, notesQuery);
    const s = await store();
    const r = await resolveMoment(s, q.match, { line: q.line }, requestKeys(req));
    if (!r || r.lineId !== q.line) notFound('没有这个对局或分支', 'No such match or line');
    return json(await notesFor(s, r!.match.id, r!.lineId, q.upTo, q.all === '1'));
  });
}
