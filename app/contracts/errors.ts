/**
 * The one error envelope every route answers with: `{ error: { code: 'ERR_…', message: { zh, en }, details } }`
 * and an HTTP status that fits (400 bad request, 403 no key, 404 unknown, 409 conflict, 413 too large,
 * 422 refused by the rules, 503 busy). Client-safe.
 */
import { z } from 'zod';
import { bilingual } from './common';

export const apiError = z.object({
  code: z.string().regex(/^ERR_[A-Z0-9_]+$/),
  message: bilingual,
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const errorEnvelope = z.object({ error: apiError });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
