/**
 * GET /api/matches/[id]/chapter?format=txt|md|docx&line=&from=&to=&detail=all|decisive|none
 *     &perspective=omniscient|p1|p2&lang=zh|en&diagrams=auto|none|12,20[&preview=1]
 * — the chapter draft of a line (main line by default) as a download: .docx, or .txt / .md (zipped with its
 * diagrams when it has any). `preview=1` answers JSON (the text and the diagrams as SVG) for the studio.
 * Edit key required: an omniscient draft names every hidden card. Bad input is 400/404 with an ERR_* code.
 */
import { chapterFile, chapterOf, chapterPreview, readFormat } from '@/app/server/chapter/service';
import { withEditKey } from '@/app/server/auth/edit-route';
import { json } from '@/app/server/http/respond';

export const dynamic = 'force-dynamic';

export const GET = withEditKey(async ({ req, s, match }) => {
  const id = match.id;
  const q = new URL(req.url).searchParams;
  const preview = q.get('preview') === '1';
  const format = preview ? 'md' : readFormat(q.get('format'));
  const ch = await chapterOf(
    s,
    id,
    {
      line: q.get('line'),
      from: q.get('from'),
      to: q.get('to'),
      detail: q.get('detail'),
      perspective: q.get('perspective'),
      lang: q.get('lang'),
      diagrams: q.get('diagrams'),
    },
    !preview,
  );
  if (preview) return json(chapterPreview(ch));
  const file = await chapterFile(ch, format, match.title);
  return new Response(Buffer.from(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="chapter.${file.filename.split('.').slice(1).join('.')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
