/**
 * What an engine identifier looks like in visible text (`priority.pass`, `match.round.summoning`): dotted
 * lower-case words. The site's words must never contain one (issue 14).
 */
export const ENGINE_IDENTIFIER = /\b[a-z]+(\.[a-z]+)+\b/;

/** Every engine identifier in a page's visible text, URLs and paths left out. */
export function engineIdentifiers(text: string): string[] {
  const withoutUrls = text.replace(/\b(?:https?:\/\/|\/)[^\s]*/g, ' ');
  return [...withoutUrls.matchAll(new RegExp(ENGINE_IDENTIFIER.source, 'g'))].map((m) => m[0]);
}
