/**
 * /studio/[id] — the authoring studio of one match, opened through the secret edit link (which sets the
 * match's edit cookie). Without the key it says so and shows nothing of the match.
 */
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { currentLang } from '@/app/lib/i18n';
import { cookieOpens } from '@/app/server/auth/authorize';
import { editCookieName } from '@/app/server/auth/edit-key';
import { studioSnapshot } from '@/app/server/authoring/snapshot';
import { store } from '@/app/server/db';
import { findMatch } from '@/app/server/lines/lookup';
import { TopBar } from '@/app/ui/top-bar';
import { StudioApp } from '@/app/ui/studio/studio-app';
import { s } from '@/app/ui/studio/strings';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: '创作工作室 Studio',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function StudioPage(props: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { id } = await props.params;
  const sp = await props.searchParams;
  const lang = await currentLang(sp.lang);
  const jar = await cookies();
  const st = await store();
  const here = `/studio/${id}`;
  if (!cookieOpens(await findMatch(st, id), jar.get(editCookieName(id))?.value)) {
    return (
      <>
        <TopBar lang={lang} here={here} />
        <main className="container">
          <p className="empty" data-testid="no-key">
            {s(lang, 'noKey')}
          </p>
        </main>
      </>
    );
  }
  const line = sp.line && /^[a-z]_[a-z0-9]+$/.test(sp.line) ? sp.line : null;
  // A line that is not this match's opens the main line instead.
  const snap = await studioSnapshot(st, id, line).catch(() => studioSnapshot(st, id, null));
  return (
    <>
      <TopBar lang={lang} here={here} />
      <StudioApp initial={snap} lang={lang} />
    </>
  );
}
