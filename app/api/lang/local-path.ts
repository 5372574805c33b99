/**
 * Where a `next=` parameter may send the reader: only a path on this site. The value is resolved the way a
 * browser resolves a Location header (the WHATWG URL parser drops tabs and newlines, reads `\` as `/`), and the
 * result must keep the site's origin and start with exactly one `/`; anything else goes home. The path comes
 * back as the parser serialises it (percent-encoded ASCII), so it is always a valid header value.
 */
const SENTINEL = 'http://duelscribe.invalid';

// C0 controls, space-likes the parser strips, DEL and C1 controls: never part of a real link of ours.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function localPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || next.length > 2000 || !next.startsWith('/') || CONTROL.test(next) || next.includes('\\'))
    return fallback;
  let url: URL;
  try {
    url = new URL(next, SENTINEL);
  } catch {
    return fallback;
  }
  if (url.origin !== SENTINEL || !url.pathname.startsWith('/') || url.pathname.startsWith('//'))
    return fallback;
  return url.pathname + url.search + url.hash;
}
