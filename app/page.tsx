import Link from 'next/link';
import { currentLang, t } from '@/app/lib/i18n';
import { libraryRows } from '@/app/server/viewing/library';
import { MATCH_TABLE_WORDS, MatchTable } from '@/app/ui/match-table';
import { TopBar } from '@/app/ui/top-bar';
import { GAMES, getGame } from '@/machines/registry';

export const dynamic = 'force-dynamic';

const L = {
  title: { zh: '对局库', en: 'Match library' },
  all: { zh: '全部', en: 'All' },
  game: MATCH_TABLE_WORDS.game,
  empty: { zh: '还没有对局。', en: 'No matches yet.' },
  fromPosition: { zh: '残局', en: 'From a position' },
  fromPositionHint: {
    zh: '从作者描述的局面开始，而不是正常开局',
    en: 'Starts from a position the author described, not the opening',
  },
};

export default async function Home({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const sp = await searchParams;
  const lang = await currentLang(sp.lang);
  const gameFilter = sp.game && getGame(sp.game) ? sp.game : undefined;
  const rows = await libraryRows(gameFilter);
  const q = (game?: string) => (game ? `/?game=${game}` : '/');
  return (
    <>
      <TopBar lang={lang} here={q(gameFilter)} />
      <main className="container">
        <h1>{t(lang, L.title)}</h1>
        <nav className="filters" aria-label={t(lang, L.game)}>
          <Link className={`pill ${!gameFilter ? 'active' : ''}`} href={q()}>
            {t(lang, L.all)}
          </Link>
          {Object.values(GAMES).map((g) => (
            <Link key={g.id} className={`pill ${gameFilter === g.id ? 'active' : ''}`} href={q(g.id)}>
              {t(lang, g.name)}
            </Link>
          ))}
        </nav>
        {rows.length === 0 ? (
          <p className="empty">{t(lang, L.empty)}</p>
        ) : (
          <MatchTable
            lang={lang}
            rows={rows}
            testId="library"
            rowAttrs={(m) => ({ 'data-game': m.gameId })}
            title={(m) => (
              <>
                <Link href={`/m/${m.id}`}>{m.title}</Link>
                {m.fromPosition ? (
                  <span className="tag" title={t(lang, L.fromPositionHint)} data-testid="from-position">
                    {t(lang, L.fromPosition)}
                  </span>
                ) : null}
              </>
            )}
          />
        )}
      </main>
    </>
  );
}
