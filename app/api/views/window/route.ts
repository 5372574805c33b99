/**
 * GET /api/views/window?match=&line=&view=&lang=&seq= — the aligned window of perspective views holding `seq`
 * (keyframe + diffs + redacted narration + names of the cards those views show). Filtered on the server.
 * A published match's window has a strong ETag and may be kept by a shared cache; If-None-Match is answered
 * 304 before any replay (app/server/viewing/cache.ts). A draft: 404 without its key, `private, no-store` with it.
 */
import { windowFor } from '@/app/server/viewing/moments';
import { windowedGet } from '@/app/server/viewing/window-route';

export function GET(req: Request) {
  return windowedGet(req, [], windowFor);
}
