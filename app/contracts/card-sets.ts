/**
 * Requests and responses of the card library API (app/api/card-sets/…): an author's named sets of custom cards
 * for one game, every change a new revision. A set is owned by its own secret key (like a match's edit key);
 * the browser keeps it in a `cs_<setId>` cookie set when the set is created or imported, and the key travels in
 * the `x-card-set-key` header otherwise. Card definitions are the game's own shape (machines/<game> card schema);
 * the server validates them with the game's schema before anything is stored (ERR_BAD_CARD naming the card, the
 * field path and the reason). Client-safe.
 *
 * Routes:
 *   GET  /api/card-sets?game=<gameId>       → CardSetListResponse (the sets this browser holds keys for)
 *   POST /api/card-sets                     CreateCardSetRequest → 201 CardSetCreated (sets the cookie)
 *   POST /api/card-sets/import              a card set file (CardSetFile) as JSON → 201 CardSetCreated
 *   POST /api/card-sets/check               CheckCardsRequest → 200 CheckCardsResponse, or 400 ERR_BAD_CARD
 *   GET  /api/card-sets/[id]                → CardSetDetail            (needs the key)
 *   PUT  /api/card-sets/[id]                ReviseCardSetRequest → CardSetDetail (409 ERR_CONFLICT if stale)
 *   GET  /api/card-sets/[id]/history        → CardSetHistoryResponse
 *   GET  /api/card-sets/[id]/export         → the CardSetFile as an attachment (`<name>.cards.json`)
 *   POST /api/card-sets/[id]/try            TryCardRequest → 201 TryCardResponse: a scratch match (draft) with
 *                                           the card in the first player's opening hand; open its editUrl.
 */
import { z } from 'zod';
import { bilingual } from './common';
import { text } from './text';
import { cardFace } from './viewer';

export const CARD_SET_KEY_HEADER = 'x-card-set-key';
export const cardSetCookieName = (setId: string) => `cs_${setId}`;

/** The most cards a set holds (the engine's per-match limit of custom cards), and its largest JSON size. */
export const MAX_CARDS_PER_SET = 300;
export const MAX_CARD_SET_BYTES = 256 * 1024;

/** The file a card set exports to and imports from. */
export const CARD_SET_FILE_FORMAT = 'duelscribe-card-set';
export const cardSetFile = z
  .object({
    format: z.literal(CARD_SET_FILE_FORMAT),
    version: z.literal(1),
    gameId: z.string().min(1).max(40),
    name: text({ max: 80 }),
    cards: z.array(z.unknown()).max(MAX_CARDS_PER_SET),
  })
  .strict();
export type CardSetFile = z.infer<typeof cardSetFile>;

export const cardSetId = z.string().regex(/^c_[a-z0-9]{1,60}$/);

export const cardSetSummary = z.object({
  setId: z.string(),
  gameId: z.string(),
  revision: z.number(),
  name: z.string(),
  cardCount: z.number(),
  createdAt: z.string(),
});
export type CardSetSummary = z.infer<typeof cardSetSummary>;

/** A set's latest (or a stated) revision: its cards as stored, and each card's printed face in both languages. */
export const cardSetDetail = cardSetSummary.extend({
  cards: z.array(z.unknown()),
  faces: z.record(z.string(), z.object({ zh: cardFace, en: cardFace })),
});
export type CardSetDetail = z.infer<typeof cardSetDetail>;

export const cardSetListResponse = z.object({ sets: z.array(cardSetSummary) });
export type CardSetListResponse = z.infer<typeof cardSetListResponse>;

export const createCardSetRequest = z
  .object({
    gameId: z.string().min(1).max(40),
    name: text({ max: 80 }),
    cards: z.array(z.unknown()).max(MAX_CARDS_PER_SET).optional(),
  })
  .strict();
export type CreateCardSetRequest = z.input<typeof createCardSetRequest>;

/** The new set and its key (shown once; the response also sets the `cs_<setId>` cookie). */
export const cardSetCreated = z.object({ set: cardSetDetail, key: z.string() });
export type CardSetCreated = z.infer<typeof cardSetCreated>;

export const reviseCardSetRequest = z
  .object({
    expectedRevision: z.number().int().min(1),
    name: text({ max: 80 }).optional(),
    cards: z.array(z.unknown()).max(MAX_CARDS_PER_SET).optional(),
  })
  .strict();
export type ReviseCardSetRequest = z.input<typeof reviseCardSetRequest>;

export const cardSetHistoryResponse = z.object({
  revisions: z.array(
    z.object({ revision: z.number(), name: z.string(), cardCount: z.number(), createdAt: z.string() }),
  ),
});
export type CardSetHistoryResponse = z.infer<typeof cardSetHistoryResponse>;

/** Validate cards without storing them (the editor's live preview): each card's face, or 400 ERR_BAD_CARD. */
export const checkCardsRequest = z
  .object({ gameId: z.string().min(1).max(40), cards: z.array(z.unknown()).max(MAX_CARDS_PER_SET) })
  .strict();
export type CheckCardsRequest = z.input<typeof checkCardsRequest>;
export const checkCardsResponse = z.object({
  faces: z.record(z.string(), z.object({ zh: cardFace, en: cardFace })),
});
export type CheckCardsResponse = z.infer<typeof checkCardsResponse>;

export const tryCardRequest = z.object({ cardId: z.string().min(1).max(64) }).strict();
export const tryCardResponse = z.object({
  matchId: z.string(),
  editUrl: z.string(),
  studioUrl: z.string(),
  /** Which card, in words, for the notice in the studio. */
  card: bilingual,
});
export type TryCardResponse = z.infer<typeof tryCardResponse>;

/**
 * Where a new match takes custom cards from (POST /api/matches `cardSets`): the sets by id (the request must
 * carry each set's key; its latest revision unless one is stated). The server copies the full definitions into
 * the match (`setup.cards`), so the match never depends on the library again.
 */
export const cardSetRef = z
  .object({ setId: cardSetId, revision: z.number().int().min(1).optional() })
  .strict();
export type CardSetRef = z.infer<typeof cardSetRef>;
