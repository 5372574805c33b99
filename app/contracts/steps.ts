/**
 * The viewer's step constants, zod-free so client components import them without the schema library:
 * actor indices of the timeline and the window size and alignment. Client-safe.
 */

/** Timeline actor indices: 0 p1, 1 p2, 2 author, 3 system. */
export const ACTORS = ['p1', 'p2', 'author', 'system'] as const;

/** Steps per window; windows are aligned to multiples of this so the server caches them well. */
export const WINDOW = 64;
export const windowStart = (seq: number) => Math.floor(seq / WINDOW) * WINDOW;

/** The one set of names for note kinds, used by the studio and the reader's page alike. */
export const NOTE_KIND_NAMES = {
  narration: { zh: '旁白', en: 'Narration' },
  commentary: { zh: '解说', en: 'Commentary' },
  dialogue: { zh: '对白', en: 'Dialogue' },
  beat: { zh: '情节点', en: 'Beat' },
} as const satisfies Record<string, { zh: string; en: string }>;

/** The longest note body, in characters: a longer one is refused with this limit, never cut. */
export const NOTE_MAX = 20_000;

/** Where a pass run may stop, and the most passes one run may append. */
export const PASS_RUN_STOPS = ['phase', 'turn', 'respond'] as const;
export const PASS_RUN_CAP = 200;
