import Link from 'next/link';
import type { Lang } from '@/app/lib/i18n';

/** Site header: brand, a link to start a new match, and the language toggle (a plain link, so it works without JavaScript). */
export function TopBar({ lang, here }: { lang: Lang; here: string }) {
  const other = lang === 'zh' ? 'en' : 'zh';
  return (
    <header className="topbar">
      <Link className="brand" href="/">
        斗卡录<small>Duelscribe</small>
      </Link>
      <nav className="topbar-actions">
        <Link className="pill" data-testid="new-match" href="/new">
          {lang === 'zh' ? '新对局' : 'New match'}
        </Link>
        <a
          className="pill"
          data-testid="lang-toggle"
          href={`/api/lang?to=${other}&next=${encodeURIComponent(here)}`}
          hrefLang={other === 'en' ? 'en' : 'zh-CN'}
        >
          {lang === 'zh' ? 'English' : '中文'}
        </a>
      </nav>
    </header>
  );
}
