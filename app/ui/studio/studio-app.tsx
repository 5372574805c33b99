'use client';
/**
 * The authoring studio: play both seats by clicking legal actions, pin fate, rule, undo, branch, annotate, share,
 * export. No rules here: every action comes from the server's legal-action list and every change goes through
 * the authoring API (app/api/matches/…), which validates it with the engine. The action flow (sending, waiting,
 * refusal, conflict, the refreshed snapshot) is the studio machine (studio-machine.ts) through @xstate/react.
 */
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Board } from '@/app/ui/board';
import type { Lang } from './strings';
import { lineName, s, tx } from './strings';
import { RulingForm } from './ruling-form';
import { NotesPanel } from './notes-panel';
import type { Action, ApiError, StudioSnapshot } from './studio-api';
import type { Command } from './studio-commands';
import { isRetryable } from './studio-commands';
import { browserStudio, runCommand } from './studio-flow';
import { StepsList } from './steps-list';
import { FatePanel } from './fate-panel';
import { LegalPanel } from './legal-panel';
import { BoardPicker } from './board-picker';
import { LinesPanel } from './lines-panel';
import { PublishPanel } from './publish-panel';
import { SharePanel } from './share-panel';
import { ScriptPanel } from './script-panel';
import { ErrorBox } from './error-box';
import { ChapterPanel } from './chapter-panel';
import { KeepLinkNotice } from './keep-link-notice';
import styles from './studio.module.css';

export function StudioApp({ initial, lang }: { initial: StudioSnapshot; lang: Lang }) {
  const actor = useActorRef(browserStudio, { input: { snap: initial } });
  const snap = useSelector(actor, (st) => st.context.snap);
  const selected = useSelector(actor, (st) => st.context.selected);
  const error = useSelector(actor, (st) => st.context.error);
  const busy = useSelector(actor, (st) => st.matches('sending') || st.matches({ conflict: 'catchingUp' }));
  const conflict = useSelector(actor, (st) => st.matches('conflict'));
  const retryable = useSelector(actor, (st) => isRetryable(st.context.command));
  const run = (command: Command) => runCommand(actor, command);
  const act = (action: Action) => run({ kind: 'act', action });
  const showError = (e: ApiError) => actor.send({ type: 'error.show', error: e });
  const base = `/api/matches/${snap.matchId}`;

  const currentLine = snap.lines.find((l) => l.id === snap.lineId);
  const names = useMemo(
    () => Object.fromEntries(Object.entries(snap.cardNames).map(([id, t]) => [id, tx(lang, t)])),
    [snap.cardNames, lang],
  );

  return (
    <main className={styles.studio} data-testid="studio" aria-busy={busy}>
      <header className={styles.head}>
        <h1>
          {snap.title}{' '}
          <small className="muted">
            · {tx(lang, snap.gameName)} · {s(lang, 'studio')}
          </small>
        </h1>
        <p className={styles.sub}>
          <span>
            {s(lang, 'line')}: <b data-testid="line-name">{lineName(lang, currentLine?.name)}</b>
            {snap.lineId === snap.mainLineId && currentLine?.name !== 'main' ? ` (${s(lang, 'main')})` : ''}
          </span>
          <span>
            {s(lang, 'turn')} <b data-testid="turn">{snap.view.turn}</b>
          </span>
          <span>
            {s(lang, 'phase')} <b data-testid="phase">{snap.phaseLabel[lang]}</b>
          </span>
          <span>
            {s(lang, 'active')} <b>{snap.view.active ? snap.players[snap.view.active].name : '—'}</b>
          </span>
          <span data-testid="seq">#{snap.length - 1}</span>
          <a href={`/m/${snap.matchId}?line=${snap.lineId}`}>{s(lang, 'view')}</a>
        </p>
        <KeepLinkNotice matchId={snap.matchId} lang={lang} />
        {snap.view.result ? (
          <p className="result" data-testid="result">
            {s(lang, 'over')}: {tx(lang, snap.view.result.text)}
          </p>
        ) : null}
        {error ? (
          <ErrorBox
            error={error}
            lang={lang}
            conflict={conflict}
            retryable={retryable}
            onDismiss={() => actor.send({ type: 'error.dismiss' })}
            onRetry={() => actor.send({ type: 'conflict.retry' })}
            onReload={() => actor.send({ type: 'conflict.reload' })}
          />
        ) : null}
      </header>

      <div className={styles.grid}>
        <section className={styles.left}>
          <BoardPicker snap={snap} lang={lang} busy={busy} act={act}>
            <Board view={snap.view} names={names} lang={lang} bottom="p1" />
          </BoardPicker>
          <StepsList
            snap={snap}
            lang={lang}
            selected={selected}
            onSelect={(seq) => actor.send({ type: 'step.select', seq })}
          />
        </section>

        <aside className={styles.side}>
          <LegalPanel
            snap={snap}
            lang={lang}
            busy={busy}
            act={act}
            passRun={(stop) => run({ kind: 'passRun', stop })}
          />
          <section className={styles.panel}>
            <button
              type="button"
              className="btn"
              data-testid="undo"
              disabled={busy || snap.length <= 1}
              onClick={() => run({ kind: 'undo' })}
            >
              ↶ {s(lang, 'undo')}
            </button>
            <p className="muted">{s(lang, 'undoHelp')}</p>
          </section>
          <FatePanel snap={snap} lang={lang} busy={busy} act={act} />
          <section className={styles.panel} data-testid="ruling">
            <h2>{s(lang, 'ruling')}</h2>
            <RulingForm
              ops={snap.rulingForm}
              hint={snap.rulingHint}
              lang={lang}
              busy={busy}
              instances={snap.instances}
              names={snap.cardNames}
              players={snap.players}
              onSubmit={(change, reason) =>
                act({ type: 'author.ruling', actor: 'author', payload: { change, reason } })
              }
              onError={showError}
            />
          </section>
          <LinesPanel
            snap={snap}
            lang={lang}
            busy={busy}
            selected={selected}
            run={run}
            open={(lineId) => actor.send({ type: 'line.open', lineId })}
          />
          <NotesPanel
            key={`${snap.lineId}:${selected}`}
            notes={snap.notes}
            lineId={snap.lineId}
            seq={selected}
            lang={lang}
            busy={busy}
            base={base}
            save={(body) => run({ kind: 'note', body })}
          />
          <PublishPanel snap={snap} lang={lang} base={base} onError={showError} />
          <SharePanel snap={snap} lang={lang} selected={selected} base={base} onError={showError} />
          <ScriptPanel snap={snap} lang={lang} onError={showError} />
          <ChapterPanel snap={snap} lang={lang} onError={showError} />
        </aside>
      </div>
    </main>
  );
}
