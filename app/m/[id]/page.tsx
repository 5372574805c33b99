import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { currentLang } from '@/app/lib/i18n';
import { phaseLabel } from '@/app/lib/viewer-nav';
import { type MomentQuery, playerPayload, resolveMoment } from '@/app/lib/viewer-server';
import { Player } from '@/app/ui/viewer/player';
import { GAMES } from '@/machines/registry';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<MomentQuery & { lang?: string }>;
};

/** One resolution per request, shared by generateMetadata and the page. */
const resolve = cache((id: string, at?: string, line?: string, view?: string) =>
  resolveMoment(id, { at, line, view }),
);
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const resolveFrom = (id: string, sp: MomentQuery) =>
  resolve(id, first(sp.at), first(sp.line), first(sp.view));

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ id }, sp] = await Promise.all([params, searchParams]);
  const lang = await currentLang(sp.lang);
  const r = resolveFrom(id, sp);
  if (!r) return { title: lang === 'en' ? 'Match not found' : '找不到对局' };
  const game = GAMES[r.match.gameId].name[lang];
  const t = r.model.timeline;
  const where =
    lang === 'en'
      ? `step ${r.at}, turn ${t.turn[r.at]}, ${phaseLabel(t.phases[t.phase[r.at]], lang)}`
      : `第 ${r.at} 步 · 第 ${t.turn[r.at]} 回合 · ${phaseLabel(t.phases[t.phase[r.at]], lang)}`;
  return {
    title: r.match.title,
    description: `${game} · ${r.match.players.p1.name} vs ${r.match.players.p2.name} · ${where}`,
    robots: { index: false },
  };
}

/**
 * `/m/<id>?at=<seq>&line=<lineId>&view=omniscient|p1|p2` — the replay player, server-rendered at that moment.
 * A bare `/m/<id>` opens the main line at step 0, omniscient (see app/lib/viewer-server.ts resolveMoment).
 */
export default async function MatchPage({ params, searchParams }: Props) {
  const [{ id }, sp] = await Promise.all([params, searchParams]);
  const lang = await currentLang(sp.lang);
  const r = resolveFrom(id, sp);
  if (!r) notFound();
  return <Player payload={playerPayload(r, lang)} />;
}
