'use client';
/**
 * The embed player (`/e/<slug>`), for an iframe on another site: the viewer's own pieces (the player machine,
 * the board pane, the control bar and its keyboard shortcuts) in one compact screen — a head naming the match
 * and the perspective, the board, the step's narration and the controls. Stepping writes no history: the host
 * page's Back button must not walk through the replay's steps. Links out open the site in a new tab.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';
import type { PlayerPayload } from '@/app/contracts/viewer';
import { BoardPane } from './board-pane';
import { ControlBar } from './control-bar';
import styles from './embed.module.css';
import { PlayerActor, usePlayer } from './player-actor';
import { useBrowserInputs } from './player-effects';
import { playerMachine } from './player-machine';
import { tr, viewOfText } from './strings';
import { narrationAt, viewAt } from './view-windows';

const embedPlayer = playerMachine.provide({
  actions: {
    writeHistory: () => undefined,
    openPage: (_, p) => void window.open(p.href, '_blank', 'noopener'),
    reloadPage: () => window.location.reload(),
  },
});

/** Below this the board's words get too small to read: it scrolls inside its pane instead. */
const MIN_ZOOM = 0.5;

/**
 * Shrink the board to fit its pane (a frame is often smaller than the board is drawn), measured after each step
 * and on each resize. Set through the CSSOM, which the page's CSP allows (style attributes it does not).
 */
function useFitBoard(pane: RefObject<HTMLDivElement | null>, at: number) {
  useLayoutEffect(() => {
    const box = pane.current;
    if (!box) return;
    const fit = () => {
      const wrap = box.querySelector<HTMLElement>('.board-wrap');
      const board = box.querySelector<HTMLElement>('.board');
      if (!wrap || !board) return;
      board.style.zoom = '';
      const pad = wrap.clientWidth - board.clientWidth;
      const scale = Math.min(
        1,
        (wrap.clientWidth - pad) / board.scrollWidth,
        (wrap.clientHeight - pad) / board.scrollHeight,
      );
      if (scale < 1) board.style.zoom = String(Math.max(MIN_ZOOM, Math.floor(scale * 100) / 100));
    };
    fit();
    const ro = new ResizeObserver(fit);
    ro.observe(box);
    return () => ro.disconnect();
  }, [pane, at]);
}

export function EmbedPlayer({ payload, shareHref }: { payload: PlayerPayload; shareHref: string }) {
  return (
    <PlayerActor.Provider logic={embedPlayer} options={{ input: payload }}>
      <EmbedView payload={payload} shareHref={shareHref} />
    </PlayerActor.Provider>
  );
}

function EmbedView({ payload, shareHref }: { payload: PlayerPayload; shareHref: string }) {
  const { lang, players } = payload;
  useBrowserInputs(PlayerActor.useActorRef());
  const at = usePlayer((c) => c.moment.at);
  const last = usePlayer((c) => c.last);
  const perspective = usePlayer((c) => c.moment.perspective);
  const loaded = usePlayer((c) => viewAt(c.stores, c.moment.perspective, c.moment.at) !== undefined);
  const ready = usePlayer((c) => c.ready);
  const narration = usePlayer((c) => narrationAt(c.stores, c.moment.perspective, c.moment.at));
  const pane = useRef<HTMLDivElement>(null);
  useFitBoard(pane, at);
  const out = { href: shareHref, target: '_blank', rel: 'noopener' };
  const stepNo = <b data-testid="step-no">{at}</b>;
  return (
    <div
      className={`viewer ${styles.embed}`}
      data-testid="embed"
      data-at={at}
      data-view={perspective}
      data-loading={loaded ? '0' : '1'}
      data-ready={ready ? '1' : '0'}
    >
      <header className={styles.head}>
        <a className={styles.title} {...out} data-testid="embed-title">
          {payload.title}
        </a>
        <span className={styles.players}>
          {players.p1.name} <span className="muted">vs</span> {players.p2.name}
        </span>
        <span className="pill active">
          {viewOfText(lang, perspective === 'omniscient' ? null : players[perspective].name)}
        </span>
        <a className={styles.brand} {...out} title={tr(lang, 'openSite')}>
          斗卡录 Duelscribe ↗
        </a>
      </header>
      <div className={styles.board} ref={pane}>
        <BoardPane lang={lang} />
      </div>
      <p className={`narration ${styles.narration}`} data-testid="narration" aria-live="polite">
        <span className={styles.step} data-testid="step-info">
          {lang === 'en' ? (
            <>
              Step {stepNo} / {last}
            </>
          ) : (
            <>
              第 {stepNo} / {last} 步
            </>
          )}
        </span>
        {narration ?? tr(lang, 'loading')}
      </p>
      <ControlBar lang={lang} />
    </div>
  );
}
