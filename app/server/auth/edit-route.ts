/**
 * A route of one match that needs its edit key: the params awaited, the store, the match authorized
 * (403 ERR_FORBIDDEN without the key), and every refusal of the body answered in the one error envelope.
 */
import 'server-only';
import { type MatchRecord, type Store, store } from '../db';
import { handle, type RouteContext } from '../http/respond';
import { authorize } from './authorize';

export interface EditRequest<P> {
  req: Request;
  s: Store;
  match: MatchRecord;
  params: P;
}

export function withEditKey<P extends { id: string }>(fn: (r: EditRequest<P>) => Promise<Response>) {
  return (req: Request, ctx: RouteContext<P>): Promise<Response> =>
    handle(async () => {
      const params = await ctx.params;
      const s = await store();
      const match = await authorize(s, req, params.id);
      return fn({ req, s, match, params });
    });
}
