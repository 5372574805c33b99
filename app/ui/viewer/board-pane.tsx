'use client';
/** The board of the step shown, with a loading veil while the step's view is on its way and any fetch failure. */
import type { Lang, Seat } from '@/app/contracts/common';
import { Board } from '@/app/ui/board';
import { PlayerActor, usePlayer } from './player-actor';
import { tr } from './strings';
import { viewAt } from './view-windows';

export function BoardPane({ lang }: { lang: Lang }) {
  const actor = PlayerActor.useActorRef();
  const shown = usePlayer((c) => c.shown);
  const perspective = usePlayer((c) => c.moment.perspective);
  const failure = usePlayer((c) => c.failure);
  // the current step's view has not arrived (also while playing, which then waits for it)
  const loading = usePlayer((c) => !viewAt(c.stores, c.moment.perspective, c.moment.at));
  const bottom: Seat = perspective === 'p2' ? 'p2' : 'p1';
  return (
    <div className={`board-wrap ${loading ? 'is-loading' : ''}`} data-testid="board">
      {shown ? (
        <Board view={shown.view} names={shown.names} cards={shown.cards} lang={lang} bottom={bottom} />
      ) : null}
      {loading ? <div className="loading">{tr(lang, 'loading')}</div> : null}
      {failure ? (
        <p className="fetch-error" role="alert" data-testid="fetch-error">
          {tr(lang, 'fetchFailed')} ({failure.attempts}){' '}
          <button type="button" className="btn" onClick={() => actor.send({ type: 'window.retry' })}>
            {tr(lang, 'retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
