/**
 * Safe markdown for notes. Authors write notes; readers of any match see them, so the renderer trusts nothing:
 * every character of the source is HTML-escaped first and only the tags below are produced by the renderer
 * itself. No raw HTML passes through (it shows as text), images are shown as their alt text (no remote loads),
 * and links keep only http:, https:, mailto: and relative targets (javascript:, data:, vbscript: … are dropped,
 * also when hidden behind entities, whitespace or control characters).
 *
 * Supported: paragraphs (a single newline is a line break: notes are prose and dialogue), # headings (rendered
 * as h3–h6), > quotes, - / * / + and 1. lists, ``` fenced code, `code`, **bold**, *italic* / _italic_,
 * ~~strike~~, [links](url), <https://autolinks>, --- rules.
 */

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
};
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, e: string) => {
    if (e[0] === '#') {
      const n = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : '';
    }
    return NAMED[e.toLowerCase()] ?? m;
  });
}

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/** The URL to put in href, or null when it is not an http(s)/mailto/relative link. `raw` is unescaped text. */
export function safeUrl(raw: string): string | null {
  const url = raw.trim();
  if (!url || url.length > 2000) return null;
  for (const candidate of [url, decodeEntities(url), decodeEntities(decodeEntities(url))]) {
    // Browsers ignore tabs/newlines/control characters and leading spaces inside a scheme.
    const squeezed = candidate.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
    const m = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed);
    if (m && !SAFE_SCHEMES.has(m[1].toLowerCase())) return null;
    if (!m && /^[^/?#]*:/.test(squeezed)) return null;
  }
  return url;
}

const slots = (store: string[], html: string) => `\u0000${store.push(html) - 1}\u0000`;

function inline(src: string): string {
  const store: string[] = [];
  let s = src;
  // code spans first: their content is literal
  s = s.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_m, _t, code: string) =>
    slots(store, `<code>${escapeHtml(code.trim())}</code>`),
  );
  // images: alt text only
  s = s.replace(/!\[([^\]]*)\]\(([^()\s]*(?:\([^()\s]*\))?[^()\s]*)(?:\s+"[^"]*")?\)/g, (_m, alt: string) =>
    slots(store, escapeHtml(alt)),
  );
  // links [label](url "title")
  s = s.replace(
    /\[([^\]]+)\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\))?[^()\s<>]*)>?(?:\s+"([^"]*)")?\s*\)/g,
    (_m, label: string, url: string, title?: string) => {
      const href = safeUrl(url);
      const inner = emphasis(escapeHtml(label));
      if (!href) return slots(store, inner);
      const t = title ? ` title="${escapeHtml(title)}"` : '';
      return slots(
        store,
        `<a href="${escapeHtml(href)}"${t} rel="nofollow noopener noreferrer">${inner}</a>`,
      );
    },
  );
  // autolinks <https://…> and <mailto:…>
  s = s.replace(/<((?:https?:\/\/|mailto:)[^\s<>]+)>/gi, (_m, url: string) => {
    const href = safeUrl(url);
    return slots(
      store,
      href
        ? `<a href="${escapeHtml(href)}" rel="nofollow noopener noreferrer">${escapeHtml(url)}</a>`
        : escapeHtml(url),
    );
  });
  s = emphasis(escapeHtml(s));
  return s.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => store[Number(i)]);
}

/** Emphasis on already-escaped text. */
function emphasis(s: string): string {
  return s
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/__(?=\S)([\s\S]*?\S)__/g, '<strong>$1</strong>')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '<del>$1</del>')
    .replace(/(^|[^*\w])\*(?=\S)([^*]*?\S)\*(?![*\w])/g, '$1<em>$2</em>')
    .replace(/(^|[^_\w])_(?=\S)([^_]*?\S)_(?![_\w])/g, '$1<em>$2</em>');
}

const paragraph = (lines: string[]) => `<p>${lines.map((l) => inline(l.trim())).join('<br>')}</p>`;

function blocks(lines: string[], depth: number): string {
  const out: string[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.push(paragraph(para));
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^\s*(```|~~~)/.exec(line);
    if (fence) {
      flush();
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i].trim().startsWith(fence[1]); i++) body.push(lines[i]);
      out.push(`<pre><code>${escapeHtml(body.join('\n'))}</code></pre>`);
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    const h = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      flush();
      const level = Math.min(6, h[1].length + 2);
      out.push(`<h${level}>${inline(h[2])}</h${level}>`);
      continue;
    }
    if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      out.push('<hr>');
      continue;
    }
    if (/^\s{0,3}>/.test(line) && depth < 8) {
      flush();
      const inner: string[] = [];
      for (; i < lines.length && /^\s{0,3}>/.test(lines[i]); i++)
        inner.push(lines[i].replace(/^\s{0,3}>\s?/, ''));
      i--;
      out.push(`<blockquote>${blocks(inner, depth + 1)}</blockquote>`);
      continue;
    }
    const ul = /^\s{0,3}[-*+]\s+/;
    const ol = /^\s{0,3}\d{1,9}[.)]\s+/;
    if (ul.test(line) || ol.test(line)) {
      flush();
      const re = ul.test(line) ? ul : ol;
      const items: string[] = [];
      for (; i < lines.length && (re.test(lines[i]) || (/^\s{2,}\S/.test(lines[i]) && items.length)); i++) {
        if (re.test(lines[i])) items.push(lines[i].replace(re, ''));
        else items[items.length - 1] += '\n' + lines[i].trim();
      }
      i--;
      const tag = re === ul ? 'ul' : 'ol';
      out.push(
        `<${tag}>${items.map((it) => `<li>${it.split('\n').map(inline).join('<br>')}</li>`).join('')}</${tag}>`,
      );
      continue;
    }
    para.push(line);
  }
  flush();
  return out.join('\n');
}

/** Render a note's markdown to HTML that is safe to insert as is. */
export function renderMarkdown(src: string): string {
  return blocks(src.replace(/\r\n?/g, '\n').split('\n'), 0);
}
