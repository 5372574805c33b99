import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { currentLang } from '@/app/lib/i18n';
import { store } from '@/app/server/db';
import { type MomentQuery, playerPayload, resolveMoment } from '@/app/server/viewing/moments';
import { pageKeys } from '@/app/server/viewing/access';
import { Player } from '@/app/ui/viewer/player';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<MomentQuery & { lang?: string }>;
};

/** One resolution per request, shared by generateMetadata and the page. */
const resolve = cache(async (id: string, at?: string, line?: string, view?: string, sub?: string) =>
  resolveMoment(await store(), id, { at, line, view, sub }, await pageKeys()),
);
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const resolveFrom = (id: string, sp: MomentQuery) =>
  resolve(id, first(sp.at), first(sp.line), first(sp.view), first(sp.sub));

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ id }, sp] = await Promise.all([params, searchParams]);
  const lang = await currentLang(sp.lang);
  const r = await resolveFrom(id, sp);
  if (!r) return { title: lang === 'en' ? 'Match not found' : '找不到对局' };
  const game = r.model.def.name[lang];
  const t = r.model.timeline;
  const phase = t.phaseLabels[t.phase[r.at]][lang];
  const where =
    lang === 'en'
      ? `step ${r.at}, turn ${t.turn[r.at]}, ${phase}`
      : `第 ${r.at} 步 · 第 ${t.turn[r.at]} 回合 · ${phase}`;
  return {
    title: r.match.title,
    description: `${game} · ${r.match.players.p1.name} vs ${r.match.players.p2.name} · ${where}`,
    robots: { index: false },
  };
}

/**
 * `/m/<id>?at=<seq>&line=<lineId>&view=omniscient|p1|p2` — the replay player, server-rendered at that moment.
 * A bare `/m/<id>` opens the main line at step 0, omniscient (see app/server/viewing/moments.ts resolveMoment).
 */
export default async function MatchPage({ params, searchParams }: Props) {
  const [{ id }, sp] = await Promise.all([params, searchParams]);
  const lang = await currentLang(sp.lang);
  const r = await resolveFrom(id, sp);
  if (!r) notFound();
  return <Player payload={await playerPayload(await store(), r, lang)} />;
}
