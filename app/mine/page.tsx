/**
 * /mine — "my duels": the matches (drafts included) this browser holds edit keys for, read from its `ek_<id>`
 * cookies (each also scoped to /mine). Server-rendered; never cached.
 */
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { currentLang, t } from '@/app/lib/i18n';
import { keysOf, myMatches } from '@/app/server/authoring/publishing';
import { store } from '@/app/server/db';
import { MatchTable } from '@/app/ui/match-table';
import { MINE_WORDS as L, PUBLICATION_WORDS } from '@/app/ui/my-duels-words';
import { TopBar } from '@/app/ui/top-bar';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '我的对局 My duels' };

export default async function MyDuelsPage(props: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const sp = await props.searchParams;
  const lang = await currentLang(sp.lang);
  const jar = await cookies();
  const cookie = jar
    .getAll()
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  // keysOf keeps only ek_ cookies of the key's shape, as the /api/matches/mine route does.
  const rows = await myMatches(
    await store(),
    keysOf(new Request('http://local/mine', { headers: { cookie } })),
  );
  return (
    <>
      <TopBar lang={lang} here="/mine" />
      <main className="container">
        <h1>{t(lang, L.title)}</h1>
        <p className="muted">{t(lang, L.intro)}</p>
        {rows.length === 0 ? (
          <p className="empty" data-testid="mine-empty">
            {t(lang, L.empty)}
          </p>
        ) : (
          <MatchTable
            lang={lang}
            rows={rows}
            testId="mine"
            title={(m) => m.title}
            rowAttrs={(m) => ({ 'data-match': m.id, 'data-testid': 'mine-row' })}
            extra={[
              {
                label: L.publication,
                cell: (m) => t(lang, PUBLICATION_WORDS[m.visibility]),
                attrs: (m) => ({ 'data-testid': 'mine-publication', 'data-state': m.visibility }),
              },
            ]}
            end={[
              {
                label: L.open,
                cell: (m) => (
                  <>
                    <a className="pill" href={m.studioUrl} data-testid="mine-studio">
                      {t(lang, L.studio)}
                    </a>{' '}
                    <Link className="pill" href={m.viewUrl} data-testid="mine-reader">
                      {t(lang, L.reader)}
                    </Link>
                  </>
                ),
              },
            ]}
          />
        )}
      </main>
    </>
  );
}
