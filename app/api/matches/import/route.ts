/**
 * POST /api/matches/import — create a match from a duel script (text/plain body, or JSON `{ script }`), ≤ 1 MB.
 * The script is played through the engine first: an error names the line (422) and nothing is stored.
 */
import { editLink } from '@/app/lib/auth';
import { importScript, studioFail } from '@/app/lib/studio';
import { MAX_SCRIPT_BYTES, db, handle, json, readText } from '@/app/lib/studio-http';
import { importSchema } from '@/app/lib/studio-schemas';

export const dynamic = 'force-dynamic';

export async function POST(req: Request) {
  return handle(async () => {
    const raw = await readText(req, MAX_SCRIPT_BYTES);
    let script = raw;
    if ((req.headers.get('content-type') ?? '').includes('application/json')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        studioFail('ERR_BAD_REQUEST', '请求体不是合法的 JSON', 'The request body is not valid JSON', 400);
      }
      const r = importSchema.safeParse(parsed);
      if (!r.success)
        studioFail('ERR_BAD_REQUEST', '需要 { script: 文本 }', 'Expected { script: text }', 400);
      script = r.data!.script;
    }
    const m = importScript(db(), script);
    return json(
      {
        matchId: m.matchId,
        lineId: m.lineId,
        editKey: m.editKey,
        editUrl: editLink(m.matchId, m.editKey),
        steps: m.steps,
        notes: m.notes,
      },
      201,
    );
  });
}
