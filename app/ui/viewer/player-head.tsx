'use client';
/**
 * The player's head: the site's top bar (its language toggle keeps the moment), the title and players, the
 * lines, the perspectives.
 */
import { PERSPECTIVE_VALUES, momentHref } from '@/app/lib/viewer-nav';
import type { Lang } from '@/app/contracts/common';
import type { PlayerPayload } from '@/app/contracts/viewer';
import { TopBar } from '@/app/ui/top-bar';
import { useEventLink, usePlayer } from './player-actor';
import { tr } from './strings';

export function PlayerHead({ payload, lang }: { payload: PlayerPayload; lang: Lang }) {
  const { players, lines } = payload;
  const matchId = usePlayer((c) => c.matchId);
  const lineId = usePlayer((c) => c.lineId);
  const moment = usePlayer((c) => c.moment);
  const link = useEventLink();
  return (
    <>
      <TopBar lang={lang} here={momentHref(matchId, moment)} />
      <div className="viewer-head">
        <h1>{payload.title}</h1>
        <p className="viewer-sub">
          <span className="pill">{payload.gameName}</span> {players.p1.name} <span className="muted">vs</span>{' '}
          {players.p2.name}
          {lines.length > 1 ? (
            <span className="lines">
              {' · '}
              {tr(lang, 'line')}:{' '}
              {lines.map((l) => (
                <a
                  key={l.id}
                  className={`pill ${l.id === lineId ? 'active' : ''}`}
                  {...link(
                    { lineId: l.id, at: Math.min(moment.at, l.length - 1) },
                    { type: 'line.set', lineId: l.id },
                  )}
                >
                  {l.isMain ? tr(lang, 'mainLine') : l.name}
                </a>
              ))}
            </span>
          ) : null}
        </p>
        <nav className="perspectives" aria-label={tr(lang, 'perspective')} data-testid="perspectives">
          {PERSPECTIVE_VALUES.map((p) => (
            <a
              key={p}
              data-testid={`view-${p}`}
              className={`pill ${p === moment.perspective ? 'active' : ''}`}
              aria-current={p === moment.perspective ? 'true' : undefined}
              {...link({ perspective: p }, { type: 'perspective.set', perspective: p })}
            >
              {p === 'omniscient' ? tr(lang, 'omniscient') : players[p].name}
            </a>
          ))}
        </nav>
      </div>
    </>
  );
}
