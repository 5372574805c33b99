/**
 * Safe markdown for notes. Authors write notes; readers of any match see them, so the renderer trusts nothing.
 * Parsing and escaping are markdown-it's (CommonMark; it replaces NUL with U+FFFD and escapes every text and
 * attribute it writes); what is ours is the policy on top:
 *
 * - raw HTML is off: tags in a note show as text;
 * - links keep only http:, https:, mailto: and relative targets (safeUrl; javascript:, data:, vbscript: … lose
 *   the link and keep their label, also when hidden behind entities, whitespace or control characters), and
 *   carry rel="nofollow noopener noreferrer";
 * - images show as their alt text (a note never makes the reader's browser load anything);
 * - no linkify, no typographer, no tables; fences lose their info string (no class attributes);
 * - a single newline is a line break (notes are prose and dialogue); `#` headings render as h3–h6, below the
 *   page's own headings.
 */
import markdownIt, { type MarkdownIt, type Token } from 'markdown-it';

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]);

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

const md = markdownIt('default', { html: false, linkify: false, typographer: false, breaks: true });

/**
 * The URL when it is an http(s), mailto or relative link, else null. `raw` may still hold character
 * references (`javascript&#58;x`): they are decoded (twice, for `&amp;#58;`) before the scheme is read, and
 * the characters browsers skip inside a scheme (controls, whitespace) are squeezed out.
 */
export function safeUrl(raw: string): string | null {
  const url = raw.trim();
  if (!url || url.length > 2000) return null;
  const { unescapeAll } = md.utils;
  for (const candidate of [url, unescapeAll(url), unescapeAll(unescapeAll(url))]) {
    const squeezed = candidate.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
    const m = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed);
    if (m && !SAFE_SCHEMES.has(m[1].toLowerCase())) return null;
    // "java%09script:" and the like: a colon before any / ? # without a readable scheme is no relative link
    if (!m && /^[^/?#]*:/.test(squeezed)) return null;
  }
  return url;
}

/** Links whose target safeUrl refuses lose their link and keep their label (links never nest). */
function dropUnsafeLinks(children: Token[]): Token[] {
  const kept: Token[] = [];
  let dropping = false;
  for (const t of children) {
    if (t.type === 'link_open') {
      dropping = safeUrl(String(t.attrGet('href') ?? '')) === null;
      if (dropping) continue;
    }
    if (t.type === 'link_close' && dropping) {
      dropping = false;
      continue;
    }
    kept.push(t);
  }
  return kept;
}

function configure(md: MarkdownIt): void {
  md.disable(['table']);
  // Every destination may parse as a link (markdown-it hands it over entity-decoded and percent-encoded), so
  // that a refused one can keep its label; dropUnsafeLinks then removes the link itself.
  md.validateLink = () => true;
  md.core.ruler.push('duelscribe_notes', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close')
        token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 2)}`;
      if (token.type === 'fence') token.info = '';
      if (token.type === 'inline' && token.children) token.children = dropUnsafeLinks(token.children);
    }
  });
  md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
    tokens[idx].attrSet('rel', 'nofollow noopener noreferrer');
    return self.renderToken(tokens, idx, options);
  };
  md.renderer.rules.image = (tokens, idx, options, env, self) =>
    escapeHtml(self.renderInlineAsText(tokens[idx].children ?? [], options, env));
  const lineBreak = () => '<br>';
  md.renderer.rules.softbreak = lineBreak;
  md.renderer.rules.hardbreak = lineBreak;
}
configure(md);

/** Render a note's markdown to HTML that is safe to insert as is. */
export function renderMarkdown(src: string): string {
  return md.render(src).trim();
}
