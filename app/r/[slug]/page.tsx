import type { Metadata } from 'next';
import { cache } from 'react';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { Lang } from '@/app/contracts/common';
import { currentLang } from '@/app/lib/i18n';
import { momentHref } from '@/app/lib/viewer-nav';
import { sharePath } from '@/app/lib/embed';
import { THUMBNAIL } from '@/app/server/viewing/oembed';
import { previewAlt } from '@/app/server/viewing/preview';
import { store } from '@/app/server/db';
import { type MomentPayload, type ResolvedMoment, momentPayload } from '@/app/server/viewing/moments';
import { notesFor } from '@/app/server/viewing/notes';
import { sharedMoment } from '@/app/server/viewing/share';
import { pageKeys } from '@/app/server/viewing/access';
import { Board } from '@/app/ui/board';
import { TopBar } from '@/app/ui/top-bar';
import { NOTE_KIND, tr } from '@/app/ui/viewer/strings';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ lang?: string }> };

/** One lookup per request, shared by generateMetadata and the page (React's request cache). */
const load = cache(async (slug: string) => sharedMoment(await store(), slug, await pageKeys()));
const moment = cache(async (slug: string, lang: Lang) => {
  const r = await load(slug);
  return r ? momentPayload(r, lang) : null;
});

function momentWords(r: ResolvedMoment, lang: Lang, m: MomentPayload) {
  const phase = m.phase[lang];
  const who =
    r.perspective === 'omniscient'
      ? tr(lang, 'omniscient')
      : lang === 'en'
        ? `${r.match.players[r.perspective].name}'s view`
        : `${r.match.players[r.perspective].name}视角`;
  const where =
    lang === 'en' ? `Turn ${m.turn}, ${phase}, step ${r.at}` : `第 ${m.turn} 回合 · ${phase} · 第 ${r.at} 步`;
  return { where, who, narration: m.narration };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ slug }, sp] = await Promise.all([params, searchParams]);
  const lang = await currentLang(sp.lang);
  const r = await load(slug);
  const m = await moment(slug, lang);
  if (!r || !m) return { title: lang === 'en' ? 'Link not found' : '找不到链接' };
  const w = momentWords(r, lang, m);
  const players = `${r.match.players.p1.name} vs ${r.match.players.p2.name}`;
  const title = `${r.match.title} · ${w.where}`;
  const description = `${m.gameName[lang]} · ${players} · ${w.who} · ${w.narration}`;
  // Absolute preview URLs (the image, the oEmbed answer) on whatever host the reader used.
  const hdrs = await headers();
  const host = hdrs.get('x-forwarded-host') ?? hdrs.get('host');
  const proto = hdrs.get('x-forwarded-proto') ?? 'http';
  const origin = host ? `${proto}://${host}` : '';
  const oembed = `/api/oembed?url=${encodeURIComponent(origin + sharePath(slug))}&format=json`;
  // The image (opengraph-image.tsx) named here with its alt text in both languages: what the moment shows.
  const image = {
    url: `${sharePath(slug)}/opengraph-image`,
    ...THUMBNAIL,
    alt: previewAlt({
      title: r.match.title,
      players: { p1: r.match.players.p1.name, p2: r.match.players.p2.name },
      perspective: r.perspective,
      at: r.at,
      last: r.model.timeline.length - 1,
      turn: m.turn,
      phase: m.phase,
    }),
  };
  return {
    metadataBase: host ? new URL(origin) : undefined,
    title,
    description,
    robots: { index: false },
    alternates: { types: { 'application/json+oembed': oembed } },
    openGraph: { title, description, type: 'article', siteName: '斗卡录 Duelscribe', images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/** `/r/<slug>` — a read-only shared moment, fully rendered on the server (no JavaScript needed). */
export default async function SharedMoment({ params, searchParams }: Props) {
  const [{ slug }, sp] = await Promise.all([params, searchParams]);
  const lang = await currentLang(sp.lang);
  const r = await load(slug);
  const m = await moment(slug, lang);
  if (!r || !m) notFound();
  const w = momentWords(r, lang, m);
  const notes = (await notesFor(await store(), r.match.id, r.lineId, r.at)).notes.filter(
    (n) => n.seq === r.at,
  );
  const bottom = r.perspective === 'p2' ? 'p2' : 'p1';
  return (
    <div className="viewer shared" data-testid="shared-moment" data-at={r.at} data-view={r.perspective}>
      <TopBar lang={lang} here={`/r/${slug}`} newMatch={false} />
      <div className="viewer-head">
        <p className="muted">{tr(lang, 'sharedMoment')}</p>
        <h1>{r.match.title}</h1>
        <p className="viewer-sub">
          <span className="pill">{m.gameName[lang]}</span> {r.match.players.p1.name}{' '}
          <span className="muted">vs</span> {r.match.players.p2.name} ·{' '}
          <span className="pill active">{w.who}</span>
        </p>
      </div>
      <div className="viewer-main">
        <div className="board-wrap" data-testid="board">
          <Board view={m.view} names={m.names} cards={m.cards} lang={lang} bottom={bottom} />
        </div>
        <aside className="viewer-side">
          <div className="step-info" data-testid="step-info">
            <span>{w.where}</span>
          </div>
          <p className="narration" data-testid="narration">
            {m.narration}
          </p>
          {notes.map((n) => (
            <article key={n.id} className={`note kind-${n.kind}`} data-testid="note">
              <header>
                <span className="note-kind">{NOTE_KIND[n.kind][lang]}</span>
              </header>
              <div className="note-body" dangerouslySetInnerHTML={{ __html: n.html ?? '' }} />
            </article>
          ))}
          <p>
            <a
              className="btn wide"
              data-testid="continue"
              href={momentHref(r.match.id, { at: r.at, lineId: r.lineId, perspective: r.perspective })}
            >
              {tr(lang, 'continue')}
            </a>
          </p>
        </aside>
      </div>
    </div>
  );
}
