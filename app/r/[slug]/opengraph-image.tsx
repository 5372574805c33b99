/**
 * Link-preview image of a shared moment: the match's title, both players, where in the match and whose view,
 * beside a diagram of the board at that moment drawn from the perspective's own view (app/server/viewing/preview.ts:
 * the game's diagram of the view, never the state, so no card hidden from the perspective can be drawn).
 * With a CJK font installed (see app/server/viewing/og-font.ts) the image is Chinese first, English second, like
 * the site; without one it falls back to Latin script, since the renderer's bundled font has no CJK glyphs. The
 * share page gives the image its alt text in both languages (previewAlt).
 */
import { ImageResponse } from 'next/og';
import type { Seat } from '@/app/contracts/common';
import { store } from '@/app/server/db';
import { momentPayload } from '@/app/server/viewing/moments';
import { cjkFonts } from '@/app/server/viewing/og-font';
import { previewSpec } from '@/app/server/viewing/preview';
import { sharedMoment } from '@/app/server/viewing/share';
import { etagMatches } from '@/app/server/viewing/cache';
import { pageKeys } from '@/app/server/viewing/access';
import { shareValidator } from '@/app/server/viewing/share-cache';
import { WIDTH as DIAGRAM_W, diagramElement } from '@/app/ui/board/diagram-kit';
import { headers } from 'next/headers';

export const dynamic = 'force-dynamic';
export const alt = '斗卡录分享的时刻 / Duelscribe shared moment';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

const latin = (s: string) => /^[\x20-\x7e]+$/.test(s);
const PAD = 36;
const TEXT_W = 330;
const INK = '#2b2118';
const MUTED = '#7a6a58';

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const fonts = cjkFonts();
  /** Chinese first, English second, when the fonts to draw it are installed. */
  const cjk = fonts !== null;
  const options = fonts
    ? { ...size, fonts: fonts.map((f) => ({ ...f, weight: 400 as const, style: 'normal' as const })) }
    : size;
  const family = fonts ? fonts.map((f) => f.name).join(', ') : 'sans-serif';
  const s = await store();
  const keys = await pageKeys();
  // The validator needs no replay: a conditional request for an unchanged image is answered here (ruling S6).
  const v = await shareValidator(s, slug, keys, 'image', 'en');
  if (v && etagMatches((await headers()).get('if-none-match'), v.etag))
    return new Response(null, { status: 304, headers: { ETag: v.etag, 'Cache-Control': v.cacheControl } });
  const r = v ? await sharedMoment(s, slug, keys) : null;
  // An unknown link, or a draft's link without its key: nothing to show (the page answers 404 too).
  if (!r || !v) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const lang = cjk ? 'zh' : 'en';
  const m = momentPayload(r, lang);
  const t = r.model.timeline;
  const who = (s: Seat) =>
    cjk || latin(r.match.players[s].name) ? r.match.players[s].name : s.toUpperCase();
  const players = { p1: { name: who('p1') }, p2: { name: who('p2') } };
  const spec = previewSpec(
    r.match.gameId,
    m.view,
    (c) => m.names[c] ?? r.model.def.cardName(c, r.model.latest)[lang],
    lang,
    r.perspective,
    players,
  );
  const perspEn = r.perspective === 'omniscient' ? 'Omniscient view' : `${who(r.perspective)}'s view`;
  const persp = r.perspective === 'omniscient' ? '全知视角' : `${who(r.perspective)}的视角`;
  const diagram = diagramElement(spec, cjk ? `${persp} · ${perspEn}` : perspEn, [], family);
  // the diagram is laid out 800 px wide: scaled to the room beside the words
  const roomW = size.width - TEXT_W - 3 * PAD;
  const roomH = size.height - 2 * PAD;
  const scale = Math.min(roomW / DIAGRAM_W, roomH / diagram.height);
  const line = (text: string, style: Record<string, unknown>) => (
    <div key={text} style={{ display: 'flex', ...style }}>
      {text}
    </div>
  );
  const both = (zh: string, en: string) => (cjk ? [zh, en] : [en]);
  const vs = (p: Seat) => (
    <div
      style={{ display: 'flex', fontSize: 32, fontWeight: 700, color: m.view.active === p ? '#a4372a' : INK }}
    >
      {who(p)}
    </div>
  );
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        background: '#f7f3ea',
        padding: PAD,
        gap: PAD,
        fontFamily: family,
        lineHeight: 1.25,
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', width: TEXT_W, flex: 'none' }}>
        {line(
          cjk ? `斗卡录 Duelscribe · ${m.gameName.zh} ${m.gameName.en}` : `Duelscribe · ${m.gameName.en}`,
          {
            fontSize: 22,
            color: MUTED,
          },
        )}
        {line(r.match.title, {
          fontSize: 40,
          fontWeight: 700,
          color: INK,
          marginTop: 14,
          maxHeight: 150,
          overflow: 'hidden',
        })}
        <div style={{ display: 'flex', flexDirection: 'column', marginTop: 18 }}>
          {vs('p1')}
          {line('vs', { fontSize: 22, color: MUTED })}
          {vs('p2')}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', marginTop: 'auto' }}>
          {both(`第 ${m.turn} 回合 · ${m.phase.zh}`, `Turn ${m.turn} · ${m.phase.en}`).map((x) =>
            line(x, { fontSize: 24, color: INK }),
          )}
          {both(
            `第 ${r.at} / ${t.length - 1} 步 · ${persp}`,
            `Step ${r.at} of ${t.length - 1} · ${perspEn}`,
          ).map((x) => line(x, { fontSize: 22, color: '#2f5d62', marginTop: 4 }))}
        </div>
      </div>
      {/* no overflow clip here: satori would clip in the scaled coordinates and cut the diagram's bottom */}
      <div
        style={{
          display: 'flex',
          width: Math.floor(DIAGRAM_W * scale),
          height: Math.floor(diagram.height * scale),
        }}
      >
        <div
          style={{
            display: 'flex',
            width: DIAGRAM_W,
            height: diagram.height,
            flex: 'none',
            transform: `scale(${scale.toFixed(4)})`,
            transformOrigin: 'top left',
          }}
        >
          {diagram.element}
        </div>
      </div>
    </div>,
    { ...options, headers: { ETag: v.etag, 'Cache-Control': v.cacheControl } },
  );
}
