import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { currentLang } from '@/app/lib/i18n';
import { sharePath } from '@/app/lib/embed';
import { store } from '@/app/server/db';
import { noKey } from '@/app/server/viewing/access';
import { playerPayload } from '@/app/server/viewing/moments';
import { sharedMoment } from '@/app/server/viewing/share';
import { EmbedPlayer } from '@/app/ui/viewer/embed';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ lang?: string }> };

/**
 * One lookup per request. The embed is public: it reads with no edit key (a draft's embed is a 404 for everyone,
 * its author too — the key's cookie is never sent to /e/, and a page framed by another site is never the
 * author's own view). Otherwise the rules of /r/<slug>: an unknown slug or a line the reader may not open is 404.
 */
const load = cache(async (slug: string) => sharedMoment(await store(), slug, noKey));

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ slug }, sp] = await Promise.all([params, searchParams]);
  const lang = await currentLang(sp.lang);
  const r = await load(slug);
  if (!r) return { title: lang === 'en' ? 'Link not found' : '找不到链接' };
  return { title: r.match.title, robots: { index: false } };
}

/**
 * `/e/<slug>` — the compact player for an iframe on another site (the only pages that may be framed, see
 * app/security/headers.ts): the shared moment's board, its narration and the step controls; it opens at the
 * shared step and perspective, and the reader may step from there. Links out open the full site in a new tab.
 */
export default async function EmbedPage({ params, searchParams }: Props) {
  const [{ slug }, sp] = await Promise.all([params, searchParams]);
  const lang = await currentLang(sp.lang);
  const r = await load(slug);
  if (!r) notFound();
  return <EmbedPlayer payload={await playerPayload(await store(), r, lang)} shareHref={sharePath(slug)} />;
}
