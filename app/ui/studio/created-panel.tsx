'use client';
/** The new-match page after creating: the secret edit link (shown once: the server keeps only its hash). */
import { EditLinkRow } from './edit-link-row';
import type { Lang, Text } from './strings';
import { tx } from './strings';

const L = {
  title: { zh: '新对局', en: 'New match' },
  created: {
    zh: '对局已创建。这是秘密编辑链接，只显示这一次，请保存：',
    en: 'Match created. This is the secret edit link, shown only once; keep it:',
  },
  open: { zh: '打开工作室', en: 'Open the studio' },
} satisfies Record<string, Text>;

export function CreatedPanel({ editUrl, lang }: { editUrl: string; lang: Lang }) {
  const full = typeof window === 'undefined' ? editUrl : window.location.origin + editUrl;
  return (
    <main className="container" data-testid="created">
      <h1>{tx(lang, L.title)}</h1>
      <p>{tx(lang, L.created)}</p>
      <EditLinkRow link={full} lang={lang} />
      <a className="btn" href={editUrl} data-testid="open-studio">
        {tx(lang, L.open)}
      </a>
    </main>
  );
}
