/**
 * The stated body limit of every route that reads a body, in bytes. A larger body is refused with 413
 * ERR_TOO_LARGE before more than the limit is read (app/server/http/body.ts). Routes not listed read no body.
 */
import 'server-only';

export const BODY_LIMITS = {
  /** POST /api/matches: players, deck lists (pasted or JSON), config and a starting position. */
  createMatch: 256 * 1024,
  /** POST /api/matches/import: a whole duel script. */
  importScript: 1024 * 1024,
  /** POST /api/matches/[id]/actions: one action (the store caps a payload at 64 KiB). */
  append: 96 * 1024,
  /** POST /api/matches/[id]/undo */
  undo: 1024,
  /** POST /api/matches/[id]/pass-run: a line, a seq and where to stop. */
  passRun: 1024,
  /** POST /api/matches/[id]/lines (branch) and PATCH …/lines/[lineId] (rename). */
  line: 4 * 1024,
  /** POST /api/matches/[id]/publication and POST …/lines/[lineId]/state: one word. */
  publication: 1024,
  /** POST /api/matches/[id]/notes: a note of up to 20,000 characters, escaped as JSON. */
  note: 160 * 1024,
  /** POST /api/matches/[id]/share */
  share: 1024,
  /** POST /api/card-sets, PUT /api/card-sets/[id], POST …/import and …/check: a name and up to 256 KiB of cards. */
  cardSet: 320 * 1024,
  /** POST /api/card-sets/[id]/try: one card id. */
  tryCard: 1024,
} as const;
