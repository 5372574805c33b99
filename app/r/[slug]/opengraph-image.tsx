/**
 * Link-preview image of a shared moment: game, turn/phase/step, perspective, and each seat's headline numbers
 * from the perspective's own view (life, altars lost, hand and deck counts — public counts only, never a card).
 * Text is kept to Latin script: the image renderer's bundled font has no CJK glyphs and the machines' only CJK
 * font is a TrueType collection it cannot load, so Chinese names stay in the title and description.
 */
import { ImageResponse } from 'next/og';
import { phaseLabel } from '@/app/lib/viewer-nav';
import { momentPayload, resolveMoment } from '@/app/lib/viewer-server';
import type { Seat } from '@/app/lib/viewer-types';
import { getDatabase } from '@/db/client';
import { getShareLink } from '@/db/share-links';

export const dynamic = 'force-dynamic';
export const alt = 'Duelscribe shared moment';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

const latin = (s: string) => /^[\x20-\x7e]+$/.test(s);

type SeatNumbers = Record<string, unknown>;
function headline(gameId: string, seat: SeatNumbers | undefined): string[] {
  if (!seat) return [];
  const n = (k: string) => (typeof seat[k] === 'number' ? (seat[k] as number) : null);
  const out: string[] = [];
  if (gameId === 'xueqi' && n('lp') !== null) out.push(`LP ${n('lp')}`);
  if (gameId === 'xingjie' && n('hp') !== null) out.push(`Life ${n('hp')}/${n('hpCap')}`);
  if (gameId === 'wuhunzhi' && n('destroyedAltars') !== null) out.push(`Altars lost ${n('destroyedAltars')}`);
  if (n('handCount') !== null) out.push(`Hand ${n('handCount')}`);
  if (n('deckCount') !== null) out.push(`Deck ${n('deckCount')}`);
  return out;
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const link = getShareLink(getDatabase(), slug);
  const r = link
    ? resolveMoment(link.matchId, { line: link.lineId, at: String(link.seq), view: link.perspective })
    : null;
  if (!link || !r) {
    return new ImageResponse(
      <div style={{ display: 'flex', fontSize: 64, padding: 80 }}>Duelscribe</div>,
      size,
    );
  }
  const m = momentPayload(r, 'en');
  const t = r.model.timeline;
  const board = m.view.board as { seats?: Record<Seat, SeatNumbers> };
  const who = (s: Seat) => (latin(r.match.players[s].name) ? r.match.players[s].name : s.toUpperCase());
  const persp = r.perspective === 'omniscient' ? 'Omniscient view' : `${who(r.perspective)}'s view`;
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
      {headline(r.match.gameId, board.seats?.[s]).map((h) => (
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
        fontFamily: 'sans-serif',
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, color: '#7a6a58' }}>Duelscribe · {m.gameName.en}</div>
      <div style={{ display: 'flex', fontSize: 58, fontWeight: 700, color: '#2b2118', marginTop: 16 }}>
        {`Turn ${t.turn[r.at]} · ${phaseLabel(t.phases[t.phase[r.at]], 'en')}`}
      </div>
      <div style={{ display: 'flex', fontSize: 32, color: '#2f5d62', marginTop: 8 }}>
        {`Step ${r.at} of ${t.length - 1} · ${persp}`}
      </div>
      <div style={{ display: 'flex', gap: 32, marginTop: 48, flex: 1 }}>
        {seatBox('p1')}
        {seatBox('p2')}
      </div>
    </div>,
    size,
  );
}
