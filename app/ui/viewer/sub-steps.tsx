'use client';
/**
 * The current step's consequences as sub-steps (from the engine's typed consequence list, told for the
 * perspective): the reader steps through them with ‹ › (or ↓/↑), each also a link (`&sub=`). Shown only where
 * one action has several consequences.
 */
import type { Lang } from '@/app/contracts/common';
import { PlayerActor, useEventLink, usePlayer } from './player-actor';
import { tr } from './strings';
import { subsAt } from './view-windows';

export function SubSteps({ lang }: { lang: Lang }) {
  const subs = usePlayer((c) => subsAt(c.stores, c.moment.perspective, c.moment.at));
  const sub = usePlayer((c) => c.moment.sub);
  const actor = PlayerActor.useActorRef();
  const link = useEventLink();
  if (subs.length < 2) return null;
  return (
    <div className="sub-steps" data-testid="sub-steps" data-sub={sub ?? ''}>
      <div className="sub-head">
        <span className="muted">
          {tr(lang, 'consequences')} {sub === undefined ? '' : `${sub + 1} / ${subs.length}`}
        </span>
        <button
          type="button"
          className="btn small"
          aria-label={tr(lang, 'prevSub')}
          data-testid="sub-prev"
          disabled={sub === undefined}
          onClick={() => actor.send({ type: 'sub.prev' })}
        >
          ‹
        </button>
        <button
          type="button"
          className="btn small"
          aria-label={tr(lang, 'nextSub')}
          data-testid="sub-next"
          onClick={() => actor.send({ type: 'sub.next' })}
        >
          ›
        </button>
      </div>
      <ol>
        {subs.map((text, i) => (
          <li key={i} className={i === sub ? 'current' : sub !== undefined && i > sub ? 'later' : ''}>
            <a
              {...link({ sub: i }, { type: 'sub.go', sub: i })}
              aria-current={i === sub ? 'step' : undefined}
            >
              {text}
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
