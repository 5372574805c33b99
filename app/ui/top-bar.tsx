import Link from 'next/link';
import type { Lang } from '@/app/contracts/common';

/**
 * Site header: brand, a link to start a new match, "my duels" (/mine), "my cards" (/cards) (unless `newMatch` is false, as on a shared moment), and the
 * language toggle (a plain link, so it works without JavaScript).
 */
export function TopBar({ lang, here, newMatch = true }: { lang: Lang; here: string; newMatch?: boolean }) {
  const other = lang === 'zh' ? 'en' : 'zh';
  return (
    <header className="topbar">
      <Link className="brand" href="/">
        斗卡录<small>Duelscribe</small>
      </Link>
      <nav className="topbar-actions">
        {newMatch ? (
          <Link className="pill" data-testid="new-match" href="/new">
            {lang === 'zh' ? '新对局' : 'New match'}
          </Link>
        ) : null}
        {newMatch ? (
          <Link className="pill" data-testid="my-duels" href="/mine">
            {lang === 'zh' ? '我的对局' : 'My duels'}
          </Link>
        ) : null}
        {newMatch ? (
          <Link className="pill" data-testid="my-cards" href="/cards">
            {lang === 'zh' ? '我的卡牌' : 'My cards'}
          </Link>
        ) : null}
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
