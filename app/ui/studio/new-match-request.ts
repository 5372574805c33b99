/**
 * The POST /api/matches body the new-match form sends, from what the author filled in (pure): decks from a
 * preset or the pasted list (none for a scene, which writes its decks out), the picked card sets, and the typed
 * JSON of config and position read here (bad JSON is ERR_BAD_JSON before anything is sent).
 */
import type { Seat } from '@/app/contracts/common';
import type { CreateMatchRequest } from '@/app/contracts/authoring';
import type { ApiError } from '@/app/contracts/errors';
import { sceneDecks, type SceneChoice } from './new-match-choices';

export interface NewMatchFields {
  gameId: string;
  title: string;
  names: Record<Seat, string>;
  /** Each seat's deck: a preset id, or 'paste'. */
  deckMode: Record<Seat, string>;
  pasted: Record<Seat, string>;
  seed: string;
  stacked: Record<Seat, boolean>;
  first: string;
  config: string;
  position: string;
  positionMode: string;
  /** The scene chosen as the starting position, if one is. */
  scene?: SceneChoice;
  /** The picked card sets (their latest revisions). */
  cardSets: readonly string[];
}

const SEATS: Seat[] = ['p1', 'p2'];

export function createRequestOf(f: NewMatchFields): { ok: true; body: CreateMatchRequest } | ApiError {
  let cfg: unknown;
  let pos: unknown;
  try {
    cfg = f.config.trim() ? JSON.parse(f.config) : undefined;
    pos = f.positionMode !== 'opening' && f.position.trim() ? JSON.parse(f.position) : undefined;
  } catch (e) {
    return {
      code: 'ERR_BAD_JSON',
      message: { zh: `JSON 无效：${String(e)}`, en: `Invalid JSON: ${String(e)}` },
    };
  }
  const decks = Object.fromEntries(
    SEATS.map((seat) => [
      seat,
      f.deckMode[seat] === 'paste' ? { list: f.pasted[seat] } : { preset: f.deckMode[seat] },
    ]),
  ) as NonNullable<CreateMatchRequest['decks']>;
  const deckPart = f.scene ? sceneDecks(f.scene) : { decks };
  const st = SEATS.filter((x) => f.stacked[x] && !f.scene);
  const body = {
    gameId: f.gameId,
    ...(f.title.trim() ? { title: f.title.trim() } : {}),
    players: { p1: { name: f.names.p1 }, p2: { name: f.names.p2 } },
    ...deckPart,
    ...(f.seed.trim() ? { seed: Number(f.seed) } : {}),
    ...(st.length ? { stacked: st } : {}),
    ...(f.first ? { firstPlayer: f.first as Seat } : {}),
    ...(cfg !== undefined ? { config: cfg } : {}),
    ...(pos !== undefined ? { position: pos } : {}),
    ...(f.cardSets.length ? { cardSets: f.cardSets.map((setId) => ({ setId })) } : {}),
  };
  return { ok: true, body: body as CreateMatchRequest };
}

/** The refusal of a seat's deck, if the error is about it (ERR_DECK_LIST, ERR_DECK_EMPTY, ERR_ILLEGAL_DECK …). */
export function deckErrorOf(error: ApiError | null, seat: Seat): ApiError | null {
  return error && error.details?.seat === seat && error.code.includes('DECK') ? error : null;
}
