'use client';
/**
 * The side of the player: where we are (step, turn, phase, who acts), the narration, the result, the notes, this
 * turn's events and the move list of the whole line.
 */
import type { Lang } from '@/app/contracts/common';
import type { PlayerPayload } from '@/app/contracts/viewer';
import { EventList } from './event-list';
import { MoveList } from './move-list';
import { NotesAtStep } from './notes';
import { usePlayer } from './player-actor';
import { tr } from './strings';
import { SubSteps } from './sub-steps';
import { narrationAt } from './view-windows';

export function PlayerSide({ payload, lang }: { payload: PlayerPayload; lang: Lang }) {
  const { timeline, players } = payload;
  const at = usePlayer((c) => c.moment.at);
  const last = usePlayer((c) => c.last);
  const view = usePlayer((c) => c.shown?.view);
  const narration = usePlayer((c) => narrationAt(c.stores, c.moment.perspective, c.moment.at));
  const notes = usePlayer((c) => c.notes);
  const stepNotes = notes.filter((n) => n.seq === at);
  return (
    <aside className="viewer-side">
      <div className="step-info" data-testid="step-info">
        <span>
          {tr(lang, 'step')} <b data-testid="step-no">{at}</b> / {last}
        </span>
        <span>
          {tr(lang, 'turn')} {timeline.turn[at]}
        </span>
        <span>{timeline.phaseLabels[timeline.phase[at]][lang]}</span>
        {view?.active ? (
          <span>
            {tr(lang, 'active')}: {players[view.active].name}
          </span>
        ) : null}
      </div>
      <p className="narration" data-testid="narration" aria-live="polite">
        {narration ?? tr(lang, 'loading')}
      </p>
      {view?.result ? (
        <p className="result">
          {view.result.winner
            ? `${tr(lang, 'winner')}: ${players[view.result.winner].name}`
            : tr(lang, 'draw')}{' '}
          · {view.result.text[lang]}
        </p>
      ) : null}
      <SubSteps lang={lang} />
      <NotesAtStep notes={stepNotes} lang={lang} />
      <EventList timeline={timeline} lang={lang} players={players} />
      <MoveList payload={payload} />
    </aside>
  );
}
