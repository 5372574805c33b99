import { describe, expect, it } from 'vitest';
import { renderMarkdown, safeUrl } from '@/app/lib/markdown';

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
/** The markup without the newlines markdown-it puts between block tags. */
const tight = (html: string) => html.replace(/>\n+</g, '><');

describe('note markdown is rendered safely', () => {
  it('renders the common markdown of notes', () => {
    const html = tight(
      renderMarkdown(
        '# 第三回合\n你好 **世界** 与 *斜体*，`代码`\n第二行\n\n> 引用\n\n- 甲\n- 乙\n\n1. one\n2. two',
      ),
    );
    expect(html).toContain('<h3>第三回合</h3>');
    expect(html).toContain('<strong>世界</strong>');
    expect(html).toContain('<em>斜体</em>');
    expect(html).toContain('<code>代码</code>');
    expect(html).toContain('<br>第二行');
    expect(html).toContain('<blockquote><p>引用</p></blockquote>');
    expect(html).toContain('<ul><li>甲</li><li>乙</li></ul>');
    expect(html).toContain('<ol><li>one</li><li>two</li></ol>');
  });

  const ALLOWED = new Set([
    'p',
    'br',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
  ]);
  /**
   * Every tag in the output is one the renderer makes; attributes only on links, only href/title/rel, each a
   * well-formed name="value" pair (so a quote inside a value, escaped as &quot;, cannot start another one).
   */
  function expectOnlySafeTags(html: string) {
    for (const m of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
      expect(ALLOWED.has(m[1].toLowerCase()), m[0]).toBe(true);
      expect(m[2], m[0]).toMatch(/^(\s[a-z]+="[^"<>]*")*$/);
      const attrs = [...m[2].matchAll(/\s([a-z]+)="[^"]*"/g)].map((a) => a[1]);
      if (attrs.length) expect(m[1], m[0]).toBe('a');
      for (const a of attrs) expect(['href', 'title', 'rel'], m[0]).toContain(a);
    }
    // every '<' belongs to one of those tags: nothing else opens a tag
    expect(html.replace(/<\/?[a-zA-Z0-9]+[^>]*>/g, '')).not.toContain('<');
  }

  it('escapes raw HTML: no tags, no scripts, no event handlers', () => {
    const evil = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload=alert(1)>',
      '**<b onclick="x()">bold</b>**',
      '`<script>`',
      '```\n<script>alert(1)</script>\n```',
      '[x](https://ok.example "a\\" onmouseover=\\"alert(1)")',
      '[<img src=x onerror=alert(1)>](https://ok.example)',
      '> <script>alert(1)</script>\n- <style>*{}</style>',
    ];
    for (const src of evil) {
      const html = renderMarkdown(src);
      expectOnlySafeTags(html);
      expect(html).not.toMatch(/<(script|img|iframe|svg|style|b)\b/i);
    }
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    // a title that tries to close its quote stays one escaped value
    expect(renderMarkdown(evil[8])).toContain('title="a&quot; onmouseover=&quot;alert(1)"');
  });

  it('keeps only http(s), mailto and relative links', () => {
    const html = renderMarkdown(
      [
        '[a](https://example.com/x?y=1&z=2)',
        '[b](http://example.com)',
        '[c](mailto:author@example.com)',
        '[d](/m/m_abc?at=3)',
        '[e](#note)',
        '[f](javascript:alert(1))',
        '[g](JAVASCRIPT:alert(1))',
        '[h](data:text/html;base64,PHNjcmlwdD4=)',
        '[i](vbscript:msgbox)',
        '[j](javascript&#58;alert(1))',
        '[k](java&#x09;script:alert(1))',
        '<javascript:alert(1)>',
        '<https://auto.example/p>',
        '![pic](https://tracker.example/p.png)',
      ].join(' '),
    );
    expectOnlySafeTags(html);
    expect(hrefs(html)).toEqual([
      'https://example.com/x?y=1&amp;z=2',
      'http://example.com',
      'mailto:author@example.com',
      '/m/m_abc?at=3',
      '#note',
      'https://auto.example/p',
    ]);
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript)/i);
    // refused links keep their text; images show only their alt text
    for (const label of ['f', 'g', 'h', 'i', 'j', 'k', 'pic']) expect(html).toContain(` ${label} `.trim());
    expect(html).not.toContain('tracker.example');
  });

  it('safeUrl refuses dangerous schemes however they are dressed', () => {
    for (const u of [
      'javascript:x',
      ' javascript:x',
      'java\nscript:x',
      'java\tscript:x',
      'JaVaScRiPt:x',
      'data:x',
      'vbscript:x',
      'javascript&#58;x',
      'javascript&colon;x',
      'file:///etc/passwd',
      'ftp://x',
    ]) {
      expect(safeUrl(u), u).toBeNull();
    }
    for (const u of ['https://a.b', 'http://a.b', 'mailto:a@b.c', '/r/abc', '?at=2', '#x', 'page.html']) {
      expect(safeUrl(u), u).toBe(u);
    }
  });

  it('a note with NUL, "0", NUL keeps its own text and never repeats earlier link HTML (issue 16 point 8)', () => {
    const link = '[甲](https://a.example/1)';
    for (const src of [
      `${link} \u00000\u0000`,
      `${link}\n\n\u00000\u0000 and \u00001\u0000`,
      `\u00000\u0000 ${link} [乙](https://b.example/2) \u00001\u0000`,
      `${link} \`\u00000\u0000\``,
    ]) {
      const html = renderMarkdown(src);
      expect(html.match(/<a /g)?.length ?? 0, JSON.stringify(src)).toBe(src.includes('乙') ? 2 : 1);
      expect(html, JSON.stringify(src)).not.toContain('\u0000');
      expect(html, JSON.stringify(src)).toContain('0');
      expectOnlySafeTags(html);
    }
    // NUL is U+FFFD, as CommonMark says, wherever it stands
    expect(renderMarkdown('a\u0000b')).toBe('<p>a\ufffdb</p>');
  });

  it('never puts a raw NUL (or any control character) into an href or a title', () => {
    for (const src of [
      '[a](https://x.example/\u0000)',
      '[a](https://x.example/a\u0000b "t\u0000")',
      '[a](\u0000javascript:alert(1))',
      '[a](java\u0000script:alert(1))',
      '<https://x.example/\u0000>',
      '[a][r]\n\n[r]: https://x.example/\u0000',
    ]) {
      const html = renderMarkdown(src);
      expect(html, JSON.stringify(src)).not.toMatch(/[\u0000-\u001f\u007f]/);
      for (const href of hrefs(html)) expect(href, JSON.stringify(src)).toMatch(/^https:\/\/x\.example\//);
      expectOnlySafeTags(html);
    }
  });

  it('refused links keep their label only; images never load, relative ones neither', () => {
    expect(renderMarkdown('[坏](javascript:alert(1)) 与 <vbscript:x>')).toBe('<p>坏 与 vbscript:x</p>');
    expect(renderMarkdown('![地图](/map.png) ![x](//t.example/p.png)')).toBe('<p>地图 x</p>');
    expect(renderMarkdown('[a][r]\n\n[r]: javascript:alert(1)')).toBe('<p>a</p>');
    // headings stay below the page's own; fences carry no class; tables and bare URLs stay text
    expect(tight(renderMarkdown('###### six\n\n```js\nx\n```'))).toBe(
      '<h6>six</h6><pre><code>x\n</code></pre>',
    );
    expect(renderMarkdown('https://a.example')).toBe('<p>https://a.example</p>');
    expectOnlySafeTags(renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |'));
  });
});
