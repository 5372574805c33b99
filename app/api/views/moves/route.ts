/**
 * GET /api/views/moves?match=&line=&view=&lang=&seq= — the move list's words of the aligned window holding `seq`
 * (each step's sentence told for the perspective, who acts, which steps are quiet; no views). The player asks
 * only for the windows up to the current step (every one once the reader opted in to see everything). Cached
 * like the window route: a strong ETag for a published match, 304 before any replay; a draft's only with its key.
 */
import { movesFor } from '@/app/server/viewing/moves';
import { windowedGet } from '@/app/server/viewing/window-route';

export function GET(req: Request) {
  return windowedGet(req, ['moves'], movesFor);
}
