/**
 * Link-preview image of a shared moment: game, turn/phase/step, perspective, and each seat's headline numbers
 * from the perspective's own view (life, altars lost, hand and deck counts — public counts only, never a card).
 * With a CJK font installed (see app/server/viewing/og-font.ts) the image is Chinese first, English second, like the site;
 * without one it falls back to Latin script, since the renderer's bundled font has no CJK glyphs.
 */
import { ImageResponse } from 'next/og';
import type { Seat, Text } from '@/app/contracts/common';
import type { AnyGameDefinition } from '@/machines/engine';
import { store } from '@/app/server/db';
import { momentPayload } from '@/app/server/viewing/moments';
import { cjkFonts } from '@/app/server/viewing/og-font';
import { sharedMoment } from '@/app/server/viewing/share';
import { etagMatches } from '@/app/server/viewing/cache';
import { pageKeys } from '@/app/server/viewing/access';
import { shareValidator } from '@/app/server/viewing/share-cache';
import { headers } from 'next/headers';

export const dynamic = 'force-dynamic';
export const alt = 'Duelscribe shared moment';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

const latin = (s: string) => /^[\x20-\x7e]+$/.test(s);

type SeatNumbers = Record<string, unknown>;
const WORDS = {
  hand: { zh: '手牌', en: 'Hand' },
  deck: { zh: '牌库', en: 'Deck' },
};
/** A seat's numbers: the game's headline (its definition says which) and the public hand and deck counts. */
function headline(
  def: AnyGameDefinition,
  board: { seats?: Record<Seat, SeatNumbers> },
  seat: Seat,
  cjk: boolean,
): string[] {
  const numbers = board.seats?.[seat];
  if (!numbers) return [];
  const n = (k: string) => (typeof numbers[k] === 'number' ? (numbers[k] as number) : null);
  const w = (t: Text) => (cjk ? `${t.zh} ${t.en}` : t.en);
  const out: string[] = [];
  const own = def.headline?.(board, seat);
  if (own) out.push(`${w(own.label)} ${own.value}`);
  if (n('handCount') !== null) out.push(`${w(WORDS.hand)} ${n('handCount')}`);
  if (n('deckCount') !== null) out.push(`${w(WORDS.deck)} ${n('deckCount')}`);
  return out;
}

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
  const m = momentPayload(r, 'en');
  const t = r.model.timeline;
  const board = m.view.board as { seats?: Record<Seat, SeatNumbers> };
  const who = (s: Seat) =>
    cjk || latin(r.match.players[s].name) ? r.match.players[s].name : s.toUpperCase();
  const perspEn = r.perspective === 'omniscient' ? 'Omniscient view' : `${who(r.perspective)}'s view`;
  const persp = cjk
    ? `${r.perspective === 'omniscient' ? '全知视角' : `${who(r.perspective)}的视角`} · ${perspEn}`
    : perspEn;
  const headingEn = `Turn ${m.turn} · ${m.phase.en}`;
  const heading = cjk ? `第 ${m.turn} 回合 · ${m.phase.zh}` : headingEn;
  const seatBox = (s: Seat) => (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        flex: 1,
        padding: 28,
        borderRadius: 20,
        background: m.view.active === s ? '#f6e3c8' : '#fffdf8',
        border: '3px solid #e2d8c6',
      }}
    >
      <div style={{ display: 'flex', fontSize: 40, fontWeight: 700, color: '#2b2118' }}>{who(s)}</div>
      {headline(r.model.def, board, s, cjk).map((h) => (
        <div key={h} style={{ display: 'flex', fontSize: 34, color: '#a4372a', marginTop: 10 }}>
          {h}
        </div>
      ))}
    </div>
  );
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: '#f7f3ea',
        padding: 60,
        fontFamily: family,
        lineHeight: 1.3,
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, color: '#7a6a58' }}>
        {cjk ? `斗卡录 Duelscribe · ${m.gameName.zh} ${m.gameName.en}` : `Duelscribe · ${m.gameName.en}`}
      </div>
      <div style={{ display: 'flex', fontSize: 58, fontWeight: 700, color: '#2b2118', marginTop: 16 }}>
        {heading}
      </div>
      {cjk ? (
        <div style={{ display: 'flex', fontSize: 34, color: '#2b2118', marginTop: 4 }}>{headingEn}</div>
      ) : null}
      <div style={{ display: 'flex', fontSize: 32, color: '#2f5d62', marginTop: 8 }}>
        {`${cjk ? `第 ${r.at} / ${t.length - 1} 步 · ` : ''}Step ${r.at} of ${t.length - 1} · ${persp}`}
      </div>
      <div style={{ display: 'flex', gap: 32, marginTop: 48, flex: 1 }}>
        {seatBox('p1')}
        {seatBox('p2')}
      </div>
    </div>,
    { ...options, headers: { ETag: v.etag, 'Cache-Control': v.cacheControl } },
  );
}
