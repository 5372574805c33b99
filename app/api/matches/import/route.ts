/**
 * POST /api/matches/import — create a match from a duel script (text/plain body, or JSON `{ script }`), ≤ 1 MB.
 * The script is played through the engine first: an error names the line (422) and nothing is stored.
 */
import { importRequest, type ImportResponse } from '@/app/contracts/authoring';
import { editLink } from '@/app/server/auth/edit-key';
import { importScript } from '@/app/server/authoring/scripts';
import { store } from '@/app/server/db';
import { parseJsonText, parseWith, readText } from '@/app/server/http/body';
import { BODY_LIMITS } from '@/app/server/http/limits';
import { handle, json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export async function POST(req: Request) {
  return handle(async () => {
    const raw = await readText(req, BODY_LIMITS.importScript);
    const isJson = (req.headers.get('content-type') ?? '').includes('application/json');
    const script = isJson ? parseWith(importRequest, parseJsonText(raw)).script : raw;
    const m = await importScript(await store(), script);
    const out: ImportResponse = {
      matchId: m.matchId,
      lineId: m.lineId,
      editKey: m.editKey,
      editUrl: editLink(m.matchId, m.editKey),
      steps: m.steps,
      notes: m.notes,
    };
    return json(out, 201);
  });
}
