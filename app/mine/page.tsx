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
import { MINE_WORDS as L, PUBLICATION_WORDS } from '@/app/ui/my-duels-words';
import { TopBar } from '@/app/ui/top-bar';
import { getGame } from '@/machines/registry';

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
  const fmt = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
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
          <table className="library" data-testid="mine">
            <thead>
              <tr>
                <th>{t(lang, L.match)}</th>
                <th>{t(lang, L.game)}</th>
                <th>{t(lang, L.players)}</th>
                <th>{t(lang, L.publication)}</th>
                <th>{t(lang, L.length)}</th>
                <th>{t(lang, L.updated)}</th>
                <th>{t(lang, L.open)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.id} data-match={m.id} data-testid="mine-row">
                  <td className="lib-title">{m.title}</td>
                  <td data-label={t(lang, L.game)}>
                    {t(lang, getGame(m.gameId)?.name ?? { zh: m.gameId, en: m.gameId })}
                  </td>
                  <td data-label={t(lang, L.players)}>
                    {m.players.p1.name} vs {m.players.p2.name}
                  </td>
                  <td
                    data-label={t(lang, L.publication)}
                    data-testid="mine-publication"
                    data-state={m.visibility}
                  >
                    {t(lang, PUBLICATION_WORDS[m.visibility])}
                  </td>
                  <td data-label={t(lang, L.length)}>{m.length}</td>
                  <td data-label={t(lang, L.updated)}>{fmt.format(new Date(m.updatedAt))}</td>
                  <td data-label={t(lang, L.open)}>
                    <a className="pill" href={m.studioUrl} data-testid="mine-studio">
                      {t(lang, L.studio)}
                    </a>{' '}
                    <Link className="pill" href={m.viewUrl} data-testid="mine-reader">
                      {t(lang, L.reader)}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </main>
    </>
  );
}
