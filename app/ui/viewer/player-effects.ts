'use client';
/**
 * The player machine in the browser: its effects (the address bar, page loads) and the browser's inputs
 * (keyboard, swipes, Back/Forward) turned into its events.
 */
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { momentFromSearch } from '@/app/lib/viewer-nav';
import { controlForKey, controlForSwipe } from './controls';
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

/** Where a swipe belongs to the element rather than to the player: an element (or an ancestor) that scrolls
 * sideways itself. */
function scrollsSideways(el: Element | null): boolean {
  for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
    if (e.scrollWidth > e.clientWidth && /^(auto|scroll)$/.test(getComputedStyle(e).overflowX)) return true;
  }
  return false;
}

/**
 * Swipes (from the controls list: left = next step, right = previous). A swipe is one finger from touch start
 * to touch end; it does not count where it starts in a form field or a sideways-scrolling element, when a
 * second finger joins (a pinch), or while the page is zoomed in (the finger pans the zoomed page then).
 * Listeners are passive: vertical scrolling is never held up.
 */
function swipeListeners(actor: PlayerRef) {
  let start: { x: number; y: number; id: number } | null = null;
  const zoomed = () => (window.visualViewport?.scale ?? 1) > 1.01;
  const onStart = (e: TouchEvent) => {
    const t = e.touches.length === 1 ? e.touches[0] : null;
    const el = e.target as HTMLElement | null;
    start =
      t && !zoomed() && !isTyping(el) && !scrollsSideways(el)
        ? { x: t.clientX, y: t.clientY, id: t.identifier }
        : null;
  };
  const onEnd = (e: TouchEvent) => {
    const s = start;
    start = null;
    if (!s || e.touches.length) return;
    const t = Array.from(e.changedTouches).find((x) => x.identifier === s.id);
    const control = t && controlForSwipe(t.clientX - s.x, t.clientY - s.y);
    if (control) actor.send(control.event);
  };
  const onCancel = () => {
    start = null;
  };
  const on = { passive: true } as const;
  return {
    add() {
      window.addEventListener('touchstart', onStart, on);
      window.addEventListener('touchend', onEnd, on);
      window.addEventListener('touchcancel', onCancel, on);
    },
    remove() {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onCancel);
    },
  };
}

/** Keyboard shortcuts and swipes (from the controls list) and Back/Forward, while the player is on the page. */
export function useBrowserInputs(actor: PlayerRef) {
  useEffect(() => {
    const swipes = swipeListeners(actor);
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
    swipes.add();
    actor.send({ type: 'ui.ready' });
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onPop);
      swipes.remove();
    };
  }, [actor]);
}
