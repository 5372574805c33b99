/**
 * GET /api/oembed?url=<share or embed link>&format=json[&maxwidth=&maxheight=] — oEmbed 1.0 for share links: a
 * consumer (a forum, a blog engine) turns a pasted `/r/<slug>` or `/e/<slug>` link into the embed player's
 * iframe. Only JSON: any other format is 501 (as the oEmbed spec asks). Client-safe.
 */
import { z } from 'zod';

const dimension = z.coerce.number().int().positive().max(10_000);

export const oembedQuery = z.object({
  url: z.string().min(1).max(2048),
  format: z.string().max(16).optional(),
  maxwidth: dimension.optional(),
  maxheight: dimension.optional(),
});
export type OembedQuery = z.infer<typeof oembedQuery>;

export const oembedResponse = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  title: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  /** The iframe snippet of the embed player (`/e/<slug>`). */
  html: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  thumbnail_url: z.string(),
  thumbnail_width: z.number().int().positive(),
  thumbnail_height: z.number().int().positive(),
});
export type OembedResponse = z.infer<typeof oembedResponse>;
