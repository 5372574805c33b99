/**
 * The shared part of board diagrams (chapter drafts): a game's diagram module turns the perspective's view into
 * a DiagramSpec (seats, zones, cards: data only), and this kit lays it out on a fixed grid 800 px wide, draws
 * it as JSX with inline styles for satori (every box placed absolutely, so card positions are known), and
 * overlays the step's arrows between cards or players. Nothing here reads a game's state: only the spec.
 */
import type { ReactElement } from 'react';
import type { Seat } from '@/machines/engine/types';

export interface DiagramCard {
  /** The instance id where the view names one (arrows attach to it). */
  id?: string;
  name: string;
  /** One short line of numbers (⚔170 ♥150). */
  stats?: string;
  /** A card the perspective cannot see: drawn as a back. */
  hidden?: boolean;
  /** Has acted this turn, or is tapped. */
  spent?: boolean;
  /** Face down but known to the perspective. */
  faceDown?: boolean;
}
export interface DiagramZone {
  label: string;
  cards: DiagramCard[];
  /** Cards beyond those drawn (a hand or pile shown by count). */
  more?: number;
  /** Empty slots to draw after the cards (a fixed row of five, …). */
  emptySlots?: number;
  /**
   * The zone's numbered cells in order, empty ones null (武魂志's sand field: 第4格 is the fourth box). When given,
   * the zone is drawn cell by cell, each empty one showing its number; `cards` still lists the cards in it.
   */
  cells?: Array<DiagramCard | null>;
}
export interface DiagramSide {
  seat: Seat;
  name: string;
  stats: string[];
  zones: DiagramZone[];
  active?: boolean;
}
export interface DiagramSpec {
  top: DiagramSide;
  bottom: DiagramSide;
  /** Facts of the moment between the two seats (round, phase …). */
  mid: string[];
}
export type DiagramEnd = { card: string } | { seat: Seat };
export interface DiagramArrow {
  from: DiagramEnd;
  to: DiagramEnd;
  kind: 'attack' | 'effect';
}

export const WIDTH = 800;
const PAD = 16;
const LABEL_W = 92;
const CARD_W = 104;
const CARD_H = 64;
const GAP = 8;
const HEADER_H = 34;
/** Room between rows, so two rows of cards never read as one. */
const ZONE_GAP = 12;
const PER_LINE = Math.floor((WIDTH - 2 * PAD - LABEL_W + GAP) / (CARD_W + GAP));
/** Narrowest a card may get so a row of numbered places stays on one line (a two-line row reads as two rows). */
const MIN_CARD_W = 84;
const COLORS = {
  paper: '#f7f3ea',
  ink: '#2b2118',
  muted: '#7a6a58',
  card: '#fffdf8',
  border: '#cbbfa9',
  back: '#5b4a3a',
  attack: '#c0392b',
  effect: '#6c3fb5',
  active: '#f1dcc0',
};

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Placed {
  els: ReactElement[];
  anchors: Map<string, Box>;
}

const abs = (b: Box) => ({
  position: 'absolute' as const,
  left: b.x,
  top: b.y,
  width: b.w,
  height: b.h,
  boxSizing: 'border-box' as const,
});
const key = (e: DiagramEnd) => ('card' in e ? `card:${e.card}` : `seat:${e.seat}`);

function cardEl(c: DiagramCard | null, b: Box, k: string, lit: boolean, cell?: number): ReactElement {
  if (!c)
    return (
      <div
        key={k}
        style={{
          ...abs(b),
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: `2px dashed ${COLORS.border}`,
          borderRadius: 8,
          color: COLORS.border,
          fontSize: 18,
        }}
      >
        {cell === undefined ? '' : String(cell)}
      </div>
    );
  if (c.hidden)
    return (
      <div
        key={k}
        style={{
          ...abs(b),
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: COLORS.back,
          borderRadius: 8,
          color: '#e9dcc6',
          fontSize: 22,
        }}
      >
        斗
      </div>
    );
  // one element per card (satori's cost grows with every element): the name, then its numbers on a line below
  return (
    <div
      key={k}
      style={{
        ...abs(b),
        display: 'flex',
        padding: '4px 6px',
        background: COLORS.card,
        border: `${lit ? 3 : 2}px ${c.faceDown ? 'dashed' : 'solid'} ${lit ? COLORS.attack : COLORS.border}`,
        borderRadius: 8,
        opacity: c.spent ? 0.7 : 1,
        color: COLORS.ink,
        fontSize: 15,
        lineHeight: 1.4,
        whiteSpace: 'pre-wrap',
        overflow: 'hidden',
      }}
    >
      {c.stats ? `${c.name}\n${c.stats}` : c.name}
    </div>
  );
}

/** One seat's header and zones from `y` down (or up, for the far seat, zones in reverse). */
function placeSide(side: DiagramSide, y: number, top: boolean, lit: Set<string>, out: Placed): number {
  const header: Box = { x: PAD, y, w: WIDTH - 2 * PAD, h: HEADER_H };
  const zones = top ? [...side.zones].reverse() : side.zones;
  const rows: Array<(at: number) => number> = [];
  const headerEl = (at: number) => {
    const b = { ...header, y: at };
    // the words sit on the header's own colour: an arrow crossing the header runs under them, not through them
    const words = {
      display: 'flex',
      padding: '0 6px',
      borderRadius: 4,
      background: side.active ? COLORS.active : COLORS.paper,
    };
    out.anchors.set(`seat:${side.seat}`, b);
    // no border unless lit (its room kept as padding): an invisible border still costs a clipped layer to draw
    const frame = lit.has(`seat:${side.seat}`)
      ? { padding: '0 10px', border: `3px solid ${COLORS.attack}` }
      : { padding: '3px 13px' };
    out.els.push(
      <div
        key={`h-${side.seat}`}
        style={{
          ...abs(b),
          display: 'flex',
          alignItems: 'center',
          ...frame,
          borderRadius: 8,
          ...(side.active ? { background: COLORS.active } : {}),
          color: COLORS.ink,
        }}
      >
        <div style={{ ...words, fontSize: 20, fontWeight: 700, marginRight: 10 }}>{side.name}</div>
        <div style={{ ...words, fontSize: 16, color: COLORS.attack }}>{side.stats.join('　')}</div>
      </div>,
    );
    return at + HEADER_H + ZONE_GAP;
  };
  const zoneEl = (z: DiagramZone, zi: number) => (at: number) => {
    const items: Array<DiagramCard | null> = z.cells ?? [
      ...z.cards,
      ...Array.from({ length: z.emptySlots ?? 0 }, () => null),
    ];
    const fit = Math.floor((WIDTH - 2 * PAD - LABEL_W - (items.length - 1) * GAP) / items.length);
    const w = items.length > PER_LINE && fit >= MIN_CARD_W ? fit : CARD_W;
    const perLine = w === CARD_W ? PER_LINE : items.length;
    const lines = Math.max(1, Math.ceil(items.length / perLine));
    const h = lines * CARD_H + (lines - 1) * GAP;
    const label = z.more ? `${z.label} +${z.more}` : z.label;
    out.els.push(
      <div
        key={`l-${side.seat}-${zi}`}
        style={{
          ...abs({ x: PAD, y: at, w: LABEL_W - 8, h: Math.min(h, CARD_H) }),
          display: 'flex',
          alignItems: 'center',
          fontSize: 14,
          color: COLORS.muted,
        }}
      >
        {label}
      </div>,
    );
    items.forEach((c, i) => {
      const b = {
        x: PAD + LABEL_W + (i % perLine) * (w + GAP),
        y: at + Math.floor(i / perLine) * (CARD_H + GAP),
        w,
        h: CARD_H,
      };
      if (c?.id && !c.hidden) out.anchors.set(`card:${c.id}`, b);
      const k = `c-${side.seat}-${zi}-${i}`;
      out.els.push(cardEl(c, b, k, !!c?.id && lit.has(`card:${c.id}`), z.cells ? i + 1 : undefined));
    });
    return at + h + ZONE_GAP;
  };
  if (!top) rows.push(headerEl);
  zones.forEach((z, i) => {
    if (z.cards.length > 0 || (z.emptySlots ?? 0) > 0 || z.more || z.cells?.length) rows.push(zoneEl(z, i));
  });
  if (top) rows.push(headerEl);
  let at = y;
  for (const r of rows) at = r(at);
  return at;
}

const center = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

function arrowEl(a: DiagramArrow, from: Box, to: Box, i: number): ReactElement {
  const p = center(from);
  const q = center(to);
  const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
  const ux = (q.x - p.x) / len;
  const uy = (q.y - p.y) / len;
  // from the edge of one box to the edge of the other, so the arrow covers neither card's words
  const edge = (b: Box) => Math.min(b.w / 2 / (Math.abs(ux) || 1e-9), b.h / 2 / (Math.abs(uy) || 1e-9));
  const s = { x: p.x + ux * edge(from), y: p.y + uy * edge(from) };
  const e = { x: q.x - ux * (edge(to) + 14), y: q.y - uy * (edge(to) + 14) };
  const head = [
    [e.x + ux * 14, e.y + uy * 14],
    [e.x - uy * 9, e.y + ux * 9],
    [e.x + uy * 9, e.y - ux * 9],
  ]
    .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');
  const color = a.kind === 'attack' ? COLORS.attack : COLORS.effect;
  return (
    <g key={`a${i}`}>
      <line
        x1={s.x.toFixed(1)}
        y1={s.y.toFixed(1)}
        x2={e.x.toFixed(1)}
        y2={e.y.toFixed(1)}
        stroke={color}
        strokeWidth={5}
        strokeLinecap="round"
        strokeDasharray={a.kind === 'effect' ? '10 6' : undefined}
      />
      <polygon points={head} fill={color} />
    </g>
  );
}

/** The arrows a diagram can draw: those whose two ends are on it (a card it names, or a player). */
export function drawableArrows(spec: DiagramSpec, arrows: readonly DiagramArrow[]): DiagramArrow[] {
  const on = new Set<string>(['seat:p1', 'seat:p2']);
  for (const side of [spec.top, spec.bottom])
    for (const z of side.zones) for (const c of z.cards) if (c.id && !c.hidden) on.add(`card:${c.id}`);
  return arrows.filter((a) => on.has(key(a.from)) && on.has(key(a.to)));
}

/** The diagram as a satori element, and its height. Arrows whose ends are not drawn are left out. */
export function diagramElement(
  spec: DiagramSpec,
  caption: string,
  arrows: readonly DiagramArrow[],
  fontFamily: string,
): { element: ReactElement; height: number; arrows: number } {
  const lit = new Set(arrows.flatMap((a) => [key(a.from), key(a.to)]));
  const placed: Placed = { els: [], anchors: new Map() };
  const captionH = caption.length > 44 ? 58 : 34;
  let y = PAD + captionH + 6;
  y = placeSide(spec.top, y, true, lit, placed);
  const mid: Box = { x: PAD, y, w: WIDTH - 2 * PAD, h: 26 };
  y += mid.h + ZONE_GAP;
  y = placeSide(spec.bottom, y, false, lit, placed);
  const height = Math.ceil(y + PAD - ZONE_GAP);
  const drawn = drawableArrows(spec, arrows).filter(
    (a) => placed.anchors.has(key(a.from)) && placed.anchors.has(key(a.to)),
  );
  const element = (
    <div
      style={{
        width: WIDTH,
        height,
        display: 'flex',
        position: 'relative',
        background: COLORS.paper,
        fontFamily,
        color: COLORS.ink,
      }}
    >
      <div
        style={{
          ...abs({ x: PAD, y: PAD, w: WIDTH - 2 * PAD, h: captionH }),
          display: 'flex',
          fontSize: 18,
          lineHeight: 1.3,
          fontWeight: 700,
          overflow: 'hidden',
        }}
      >
        {caption}
      </div>
      {/* arrows under the cards: a line crossing a card never covers its words */}
      {drawn.length > 0 ? (
        <svg
          width={WIDTH}
          height={height}
          viewBox={`0 0 ${WIDTH} ${height}`}
          style={{ position: 'absolute', left: 0, top: 0 }}
        >
          {drawn.map((a, i) =>
            arrowEl(a, placed.anchors.get(key(a.from))!, placed.anchors.get(key(a.to))!, i),
          )}
        </svg>
      ) : null}
      {placed.els}
      <div
        style={{
          ...abs(mid),
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderTop: `1px solid ${COLORS.border}`,
          borderBottom: `1px solid ${COLORS.border}`,
          fontSize: 14,
          color: COLORS.muted,
        }}
      >
        {spec.mid.join('　·　')}
      </div>
    </div>
  );
  return { element, height, arrows: drawn.length };
}

/** What a game's diagram module reads: the perspective's view, card names and the language. */
export interface DiagramInput {
  view: { players: Record<Seat, { name: string }>; board: unknown; active: Seat | null; turn: number };
  name: (cardId: string) => string;
  lang: 'zh' | 'en';
  /** The seat drawn at the bottom (the perspective's own, p1 when omniscient). */
  bottom: Seat;
}
export type GameDiagram = (input: DiagramInput) => DiagramSpec;

/** The far and near seats of a two-seat diagram. */
export const sides = (bottom: Seat): { top: Seat; bottom: Seat } => ({
  top: bottom === 'p1' ? 'p2' : 'p1',
  bottom,
});
