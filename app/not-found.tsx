/**
 * The 404 page, for unknown addresses and for every `notFound()` (an unknown match, share link or line): the
 * site's header and mark, what happened and the ways back, in the reader's language (the `lang` cookie).
 */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { currentLang, t } from '@/app/lib/i18n';
import { REQUEST_PATH_HEADER } from '@/app/request-path';
import { TopBar } from '@/app/ui/top-bar';
import styles from './not-found.module.css';

export const metadata: Metadata = { title: '找不到页面 · Page not found' };

const L = {
  title: { zh: '找不到这个页面', en: 'This page is not here' },
  body: {
    zh: '这个地址上没有对局，也没有分享的时刻——链接可能抄错了，或者不完整。',
    en: 'There is no match and no shared moment at this address — the link may be mistyped or cut short.',
  },
  library: { zh: '回到对局库', en: 'Back to the library' },
  create: { zh: '新建对局', en: 'Start a new match' },
};

export default async function NotFound() {
  const lang = await currentLang();
  const here = (await headers()).get(REQUEST_PATH_HEADER) ?? '/';
  return (
    <>
      <TopBar lang={lang} here={here} />
      <main className={`container ${styles.page}`} data-testid="not-found">
        <img className={styles.mark} src="/icon.svg" alt="" width={96} height={96} />
        <p className={styles.code}>404</p>
        <h1>{t(lang, L.title)}</h1>
        <p>{t(lang, L.body)}</p>
        <nav className={styles.ways}>
          <Link className="pill" href="/">
            {t(lang, L.library)}
          </Link>
          <Link className="pill" href="/new">
            {t(lang, L.create)}
          </Link>
        </nav>
      </main>
    </>
  );
}
