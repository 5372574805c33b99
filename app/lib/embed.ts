/**
 * The embeddable player's addresses and its iframe snippet, shared by the oEmbed route and the share panels: a
 * share link `/r/<slug>` is embedded as `/e/<slug>` (the only pages another site may frame, app/security).
 */

/** The iframe's size when the consumer asks for no other (fits a forum post or a blog column). */
export const EMBED_SIZE = { width: 600, height: 400 } as const;
/** The smallest embed that still shows a board and the controls. */
export const EMBED_MIN = { width: 320, height: 240 } as const;

/** A share link's slug (as the store makes them: base64url, at least 22 characters). */
export const SLUG = /^[A-Za-z0-9_-]{16,64}$/;

export const sharePath = (slug: string) => `/r/${slug}`;
export const embedPath = (slug: string) => `/e/${slug}`;

/** The slug a share (`/r/<slug>`) or embed (`/e/<slug>`) path names, or null. */
export function slugOfPath(pathname: string): string | null {
  const m = /^\/(?:r|e)\/([^/]+)\/?$/.exec(pathname);
  return m && SLUG.test(m[1]) ? m[1] : null;
}

const ATTR: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const attr = (s: string) => s.replace(/[&<>"']/g, (c) => ATTR[c]);

/** The iframe code a reader pastes into a page (`origin` like `https://example.org`). */
export function embedSnippet(
  origin: string,
  slug: string,
  title: string,
  size: { width: number; height: number } = EMBED_SIZE,
): string {
  return (
    `<iframe src="${attr(origin + embedPath(slug))}" width="${size.width}" height="${size.height}" ` +
    `title="${attr(title)}" style="border:0" loading="lazy" allowfullscreen></iframe>`
  );
}
