/** The studio's client side of the authoring API: snapshot types, the fetch wrapper and action labels. */
import type { ViewEnvelope } from '@/app/lib/viewer-types';
import type { RulingOp } from './ruling-form';
import type { StudioNote } from './notes-panel';
import type { Lang, Text } from './strings';
import { tx } from './strings';

export type Seat = 'p1' | 'p2';
export interface Action {
  type: string;
  actor: string;
  payload: unknown;
}
export interface LineSummary {
  id: string;
  name: string;
  parentLineId: string | null;
  forkSeq: number | null;
  length: number;
  isMain: boolean;
}
export interface StudioSnapshot {
  matchId: string;
  gameId: string;
  gameName: Text;
  title: string;
  players: Record<Seat, { name: string }>;
  lineId: string;
  mainLineId: string;
  length: number;
  events: Array<{ seq: number; type: string; actor: string; payload: unknown; text: Text }>;
  view: ViewEnvelope;
  legal: Record<Seat, Action[]>;
  lines: LineSummary[];
  notes: StudioNote[];
  deckCards: Record<Seat, Array<{ cardId: string; name: Text; count: number }>>;
  instances: Record<string, string>;
  cardNames: Record<string, Text>;
  rulingHint: string;
  rulingForm: RulingOp[];
}
export interface ApiError {
  code: string;
  message: Text;
}

export async function call<T>(
  url: string,
  method: string,
  body?: unknown,
): Promise<{ ok: true; data: T } | { ok: false; error: ApiError }> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    data = text;
  }
  if (!res.ok) {
    const e = data as Partial<ApiError>;
    return {
      ok: false,
      error: {
        code: e?.code ?? `HTTP_${res.status}`,
        message: e?.message ?? { zh: String(res.status), en: String(res.status) },
      },
    };
  }
  return { ok: true, data: data as T };
}

/** A readable label for an action: its type and payload, with card instance ids replaced by card names. */
export function actionLabel(a: Action, snap: StudioSnapshot, lang: Lang): string {
  const p = a.payload as Record<string, unknown> | null;
  const parts: string[] = [];
  const nameOf = (v: unknown): string => {
    if (typeof v === 'string' && snap.instances[v])
      return `${tx(lang, snap.cardNames[snap.instances[v]] ?? { zh: v, en: v })}`;
    if (Array.isArray(v)) return `[${v.map(nameOf).join(', ')}]`;
    if (v && typeof v === 'object') return JSON.stringify(v);
    return String(v);
  };
  if (p && typeof p === 'object') for (const [k, v] of Object.entries(p)) parts.push(`${k}=${nameOf(v)}`);
  return parts.length ? `${a.type} · ${parts.join(' ')}` : a.type;
}
