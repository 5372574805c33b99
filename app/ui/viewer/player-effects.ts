'use client';
/**
 * The player machine in the browser: its effects (the address bar, page loads) and the browser's inputs
 * (keyboard, Back/Forward) turned into its events.
 */
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { momentFromSearch } from '@/app/lib/viewer-nav';
import { controlForKey } from './controls';
import { playerMachine } from './player-machine';

/**
 * Push or replace the address of a moment, right after the board is drawn (a history write costs a few ms; the
 * step comes first). The entry keeps Next.js's own history state (its router tree and `__NA` flag), so
 * Back/Forward are handled by the app router as in-app traversals (no reload) and our popstate handler restores
 * the moment; passing `__NA` also skips Next's pushState patch, which would re-render the app router on every
 * step (a transition plus a second history write) — stepping must stay within a frame.
 */
function writeHistory(href: string, mode: 'push' | 'replace') {
  window.setTimeout(() => {
    if (window.location.pathname + window.location.search === href) return;
    const state = { ...(window.history.state as Record<string, unknown> | null), __NA: true };
    if (mode === 'push') window.history.pushState(state, '', href);
    else window.history.replaceState(state, '', href);
  }, 0);
}

export const browserPlayer = playerMachine.provide({
  actions: {
    writeHistory: (_, p) => writeHistory(p.href, p.mode),
    openPage: (_, p) => window.location.assign(p.href),
    reloadPage: () => window.location.reload(),
  },
});

type PlayerRef = ActorRefFrom<typeof playerMachine>;

/** Inputs that use the arrow keys themselves. A ticked checkbox does not, so the shortcuts keep working after
 * the reader ticks 跳过空过 (and Space on it still toggles it, see below). */
const isTyping = (el: HTMLElement | null) =>
  !!el &&
  (el.isContentEditable ||
    /^(TEXTAREA|SELECT)$/.test(el.tagName) ||
    (el.tagName === 'INPUT' && (el as HTMLInputElement).type !== 'checkbox'));

/** Keyboard shortcuts (from the controls list) and Back/Forward, for as long as the player is on the page. */
export function useBrowserInputs(actor: PlayerRef) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const el = e.target as HTMLElement | null;
      if (isTyping(el)) return;
      const control = controlForKey(e);
      if (!control) return;
      // Space on a focused button, link or checkbox presses that instead.
      if (e.key === ' ' && (el?.tagName === 'BUTTON' || el?.tagName === 'A' || el?.tagName === 'INPUT'))
        return;
      e.preventDefault();
      actor.send(control.event);
    };
    const onPop = () => {
      const { moment } = actor.getSnapshot().context;
      const search = new URLSearchParams(window.location.search);
      actor.send({ type: 'history.restore', moment: momentFromSearch(search, moment) });
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('popstate', onPop);
    actor.send({ type: 'ui.ready' });
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onPop);
    };
  }, [actor]);
}
