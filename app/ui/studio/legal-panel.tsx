'use client';
/**
 * The actions each seat may take now, in the author's words, grouped by intent (summon, attack, activate …,
 * pass last; concession folded away). The second way to act: the first is clicking on the board. A click sends
 * the action. Disabled while the studio is busy.
 */
import { useMemo } from 'react';
import type { LegalAction } from '@/app/contracts/studio';
import { bare, byIntent } from './board-pick';
import type { Action, Seat, StudioSnapshot } from './studio-api';
import type { Lang } from './strings';
import { INTENTS, STOP_WORDS, s, tx } from './strings';
import type { PassRunStop } from '@/app/contracts/pass-run';
import { PASS_RUN_STOPS } from '@/app/contracts/steps';
import styles from './studio.module.css';

const isConcession = (a: LegalAction) => a.type === 'match.concede';

export function ActionButton(props: {
  a: LegalAction;
  seat: Seat;
  lang: Lang;
  busy: boolean;
  act: (a: Action) => void;
  testId?: string;
}) {
  const { a, seat, lang } = props;
  return (
    <button
      type="button"
      className={styles.action}
      disabled={props.busy}
      data-testid={props.testId ?? 'legal-action'}
      data-seat={seat}
      data-type={a.type}
      data-intent={a.words.intent}
      data-payload={JSON.stringify(a.payload)}
      onClick={() => props.act(bare(a))}
    >
      {tx(lang, a.words.text)}
    </button>
  );
}

export function LegalPanel(props: {
  snap: StudioSnapshot;
  lang: Lang;
  busy: boolean;
  act: (a: Action) => void;
  passRun: (stop: PassRunStop) => void;
}) {
  const { snap, lang, busy, act } = props;
  const canPass = [...snap.legal.p1, ...snap.legal.p2].some((a) => a.words.intent === 'pass');
  const grouped = useMemo(
    () => ({ p1: byIntent(snap.legal.p1, isConcession), p2: byIntent(snap.legal.p2, isConcession) }),
    [snap.legal],
  );
  const seats = (['p1', 'p2'] as Seat[]).filter((seat) => grouped[seat].groups.length > 0);
  return (
    <section className={styles.panel} data-testid="legal">
      <h2>
        {s(lang, 'legal')} <small className="muted">· {snap.phaseLabel[lang]}</small>
      </h2>
      {canPass ? (
        <div className={styles.row} data-testid="pass-run">
          <span className="muted">{s(lang, 'passRun')}</span>
          {PASS_RUN_STOPS.map((stop) => (
            <button
              key={stop}
              type="button"
              className="btn"
              disabled={busy}
              data-testid={`pass-run-${stop}`}
              onClick={() => props.passRun(stop)}
            >
              {tx(lang, STOP_WORDS[stop])}
            </button>
          ))}
        </div>
      ) : null}
      {seats.length === 0 ? <p className="muted">{s(lang, 'none')}</p> : null}
      {seats.map((seat) => (
        <div key={seat} data-testid={`legal-${seat}`}>
          <h3>{snap.players[seat].name}</h3>
          {grouped[seat].groups.map(([intent, list]) => (
            <details key={intent} open={list.length <= 40} className={styles.group}>
              <summary>
                {tx(lang, INTENTS[intent])} ({list.length})
              </summary>
              <div className={styles.buttons}>
                {list.map(({ action, index }) => (
                  <ActionButton key={index} a={action} seat={seat} lang={lang} busy={busy} act={act} />
                ))}
              </div>
            </details>
          ))}
        </div>
      ))}
      <details className={styles.group}>
        <summary>{s(lang, 'concede')}</summary>
        <div className={styles.buttons}>
          {(['p1', 'p2'] as Seat[]).flatMap((seat) =>
            grouped[seat].concede.map(({ action, index }) => (
              <ActionButton
                key={`${seat}${index}`}
                a={action}
                seat={seat}
                lang={lang}
                busy={busy}
                act={act}
              />
            )),
          )}
        </div>
      </details>
    </section>
  );
}
