/**
 * /studio/[id] — the authoring studio of one match, opened through the secret edit link (which sets the
 * match's edit cookie). Without the key it says so and shows nothing of the match.
 */
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { editCookieName, keyMatches } from '@/app/lib/auth';
import { currentLang } from '@/app/lib/i18n';
import { studioSnapshot } from '@/app/lib/studio';
import { TopBar } from '@/app/ui/top-bar';
import { StudioApp } from '@/app/ui/studio/studio-app';
import type { StudioSnapshot } from '@/app/ui/studio/studio-api';
import { s } from '@/app/ui/studio/strings';
import { getDatabase } from '@/db/client';
import { getMatch } from '@/db/event-store';

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
  const h = getDatabase();
  const match = /^[a-z]_[a-z0-9]+$/.test(id) ? getMatch(h, id) : null;
  const here = `/studio/${id}`;
  if (!match || !keyMatches(jar.get(editCookieName(id))?.value, match.editKeyHash)) {
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
  let line = sp.line ?? null;
  if (line && !/^[a-z]_[a-z0-9]+$/.test(line)) line = null;
  let snap: StudioSnapshot;
  try {
    snap = studioSnapshot(h, id, line) as unknown as StudioSnapshot;
  } catch {
    snap = studioSnapshot(h, id, null) as unknown as StudioSnapshot;
  }
  return (
    <>
      <TopBar lang={lang} here={here} />
      <StudioApp initial={snap} lang={lang} />
    </>
  );
}
