'use client';
/**
 * The authoring studio: play both seats by clicking legal actions, pin fate, rule, undo, branch, annotate, share,
 * export. No rules here: every action comes from the server's legal-action list and every change goes through
 * the authoring API (app/api/matches/…), which validates it with the engine.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Board } from '@/app/ui/board';
import { phaseLabel } from '@/app/lib/viewer-nav';
import type { Lang } from './strings';
import { s, tx } from './strings';
import { RulingForm } from './ruling-form';
import { NotesPanel } from './notes-panel';
import { actionLabel, call, type Action, type ApiError, type Seat, type StudioSnapshot } from './studio-api';
import { StepsList } from './steps-list';
import { FatePanel } from './fate-panel';
import { LinesPanel } from './lines-panel';
import { SharePanel } from './share-panel';
import { ScriptPanel } from './script-panel';
import styles from './studio.module.css';

export function StudioApp({ initial, lang }: { initial: StudioSnapshot; lang: Lang }) {
  const [snap, setSnap] = useState(initial);
  const [selected, setSelected] = useState(initial.length - 1);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const base = `/api/matches/${snap.matchId}`;

  const reload = useCallback(
    async (lineId: string, select?: 'last' | number) => {
      const r = await call<StudioSnapshot>(`${base}?line=${lineId}`, 'GET');
      if (!r.ok) return setError(r.error);
      setSnap(r.data);
      setSelected(
        select === undefined || select === 'last' ? r.data.length - 1 : Math.min(select, r.data.length - 1),
      );
      const url = new URL(window.location.href);
      url.searchParams.set('line', lineId);
      window.history.replaceState(null, '', url.toString());
    },
    [base],
  );

  /** Run a write, show its refusal (zh/en) or reload the line. */
  const write = useCallback(
    async <T,>(url: string, method: string, body: unknown, after?: (data: T) => Promise<void> | void) => {
      setBusy(true);
      setError(null);
      try {
        const r = await call<T>(url, method, body);
        if (!r.ok) {
          // another tab moved the line on: show the conflict and catch up with what was stored
          if (r.error.code === 'ERR_CONFLICT') await reload(snap.lineId, selectedRef.current);
          setError(r.error);
          return false;
        }
        if (after) await after(r.data);
        // a new step selects the end of the line; other changes (notes, names) keep the selected step
        else await reload(snap.lineId, url.endsWith('/actions') ? 'last' : selectedRef.current);
        return true;
      } finally {
        setBusy(false);
      }
    },
    [reload, snap.lineId],
  );

  const act = (action: Action) =>
    write(`${base}/actions`, 'POST', { lineId: snap.lineId, expectedSeq: snap.length, action });

  const grouped = useMemo(() => {
    const out: Record<Seat, Map<string, Action[]>> = { p1: new Map(), p2: new Map() };
    for (const seat of ['p1', 'p2'] as Seat[]) {
      for (const a of snap.legal[seat]) {
        const list = out[seat].get(a.type) ?? [];
        list.push(a);
        out[seat].set(a.type, list);
      }
    }
    return out;
  }, [snap.legal]);

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
            {s(lang, 'line')}: <b data-testid="line-name">{currentLine?.name}</b>
            {snap.lineId === snap.mainLineId ? ` (${s(lang, 'main')})` : ''}
          </span>
          <span>
            {s(lang, 'turn')} <b data-testid="turn">{snap.view.turn}</b>
          </span>
          <span>
            {s(lang, 'phase')}{' '}
            <b data-testid="phase" title={snap.view.phase}>
              {phaseLabel(snap.view.phase, lang)}
            </b>
          </span>
          <span>
            {s(lang, 'active')} <b>{snap.view.active ? snap.players[snap.view.active].name : '—'}</b>
          </span>
          <span data-testid="seq">#{snap.length - 1}</span>
          <a href={`/m/${snap.matchId}?line=${snap.lineId}`}>{s(lang, 'view')}</a>
        </p>
        {snap.view.result ? (
          <p className="result" data-testid="result">
            {s(lang, 'over')}: {tx(lang, snap.view.result.text)}
          </p>
        ) : null}
        {error ? (
          <div className={styles.error} role="alert" data-testid="error" data-code={error.code}>
            <button
              type="button"
              className={styles.close}
              onClick={() => setError(null)}
              aria-label="×"
              data-testid="error-close"
            >
              ×
            </button>
            <b>{s(lang, 'refused')}</b> <code>{error.code}</code>
            <div lang="zh-CN">{error.message.zh}</div>
            <div lang="en">{error.message.en}</div>
          </div>
        ) : null}
      </header>

      <div className={styles.grid}>
        <section className={styles.left}>
          <div className="board-wrap">
            <Board view={snap.view} names={names} lang={lang} bottom="p1" />
          </div>
          <section className={styles.panel} data-testid="legal">
            <h2>{s(lang, 'legal')}</h2>
            <div className={styles.seats}>
              {(['p1', 'p2'] as Seat[]).map((seat) => (
                <div key={seat} data-testid={`legal-${seat}`}>
                  <h3>
                    {seat} · {snap.players[seat].name}
                  </h3>
                  <p className="muted">
                    {s(lang, 'phase')}: {snap.view.phase}
                  </p>
                  {grouped[seat].size === 0 ? <p className="muted">{s(lang, 'none')}</p> : null}
                  {[...grouped[seat]].map(([type, list]) => (
                    <details
                      key={type}
                      open={type !== 'match.concede' && list.length <= 40}
                      className={styles.group}
                    >
                      <summary>
                        {type === 'match.concede' ? s(lang, 'concede') : type} ({list.length})
                      </summary>
                      <div className={styles.buttons}>
                        {list.map((a, i) => (
                          <button
                            key={i}
                            type="button"
                            className={styles.action}
                            disabled={busy}
                            data-testid="legal-action"
                            data-seat={seat}
                            data-type={a.type}
                            data-payload={JSON.stringify(a.payload)}
                            onClick={() => act(a)}
                          >
                            {actionLabel(a, snap, lang)}
                          </button>
                        ))}
                      </div>
                    </details>
                  ))}
                </div>
              ))}
            </div>
          </section>
          <StepsList snap={snap} lang={lang} selected={selected} onSelect={setSelected} />
        </section>

        <aside className={styles.side}>
          <section className={styles.panel}>
            <button
              type="button"
              className="btn"
              data-testid="undo"
              disabled={busy || snap.length <= 1}
              onClick={() =>
                write<{ lineId: string }>(
                  `${base}/undo`,
                  'POST',
                  { lineId: snap.lineId, expectedSeq: snap.length },
                  (d) => reload(d.lineId),
                )
              }
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
              names={names}
              onSubmit={(change, reason) =>
                act({ type: 'author.ruling', actor: 'author', payload: { change, reason } })
              }
              onError={setError}
            />
          </section>
          <LinesPanel
            snap={snap}
            lang={lang}
            busy={busy}
            selected={selected}
            write={write}
            reload={reload}
            base={base}
          />
          <NotesPanel
            key={`${snap.lineId}:${selected}`}
            notes={snap.notes}
            lineId={snap.lineId}
            seq={selected}
            lang={lang}
            busy={busy}
            base={base}
            write={write}
          />
          <SharePanel snap={snap} lang={lang} selected={selected} base={base} onError={setError} />
          <ScriptPanel snap={snap} lang={lang} onError={setError} />
        </aside>
      </div>
    </main>
  );
}
