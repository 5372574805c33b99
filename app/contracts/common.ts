/**
 * The words every contract shares: seats, perspectives, languages, bilingual text, ids and steps. Client-safe:
 * zod only. The single declaration of `Seat`, `Lang`, `Perspective` and `Text` for app/.
 */
import { z } from 'zod';

export const seat = z.enum(['p1', 'p2']);
export type Seat = z.infer<typeof seat>;
export const SEATS: readonly Seat[] = seat.options;

export const perspective = z.enum(['omniscient', 'p1', 'p2']);
export type Perspective = z.infer<typeof perspective>;

export const lang = z.enum(['zh', 'en']);
export type Lang = z.infer<typeof lang>;

/** A sentence in Chinese and English. */
export const bilingual = z.object({ zh: z.string(), en: z.string() });
export type Text = z.infer<typeof bilingual>;

export const actor = z.enum(['p1', 'p2', 'author', 'system']);
export type Actor = z.infer<typeof actor>;

export const noteKind = z.enum(['narration', 'commentary', 'dialogue', 'beat']);
export type NoteKind = z.infer<typeof noteKind>;

/** A match, line or note id as the store makes them (`m_…`, `l_…`, `n_…`). */
export const id = z.string().regex(/^[a-z]_[a-z0-9]{1,60}$/);

/** A step of a line (0 = the match just created). */
export const step = z.number().int().min(0).max(10_000_000);
/** The same, from a query string. */
export const stepParam = z.coerce.number().int().min(0).max(10_000_000);

export const players = z.object({ p1: z.object({ name: z.string() }), p2: z.object({ name: z.string() }) });
export type Players = z.infer<typeof players>;
