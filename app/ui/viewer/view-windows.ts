'use client';
/**
 * The player's view windows: per perspective, the views and narration of every step received so far
 * (materialised once from a keyframe plus diffs, with structural sharing) and `ensure`, which fetches the window
 * holding a step unless it is present or already on its way. `version` changes whenever a window arrives.
 */
import { useCallback, useRef, useState } from 'react';
import { applyPatch } from '@/app/lib/viewer-diff';
import type { Perspective, PlayerPayload, ViewEnvelope, ViewWindow } from '@/app/lib/viewer-types';
import { windowStart } from '@/app/lib/viewer-types';

export interface Store {
  views: Map<number, ViewEnvelope>;
  narration: Map<number, string>;
  names: Record<string, string>;
  pending: Set<number>;
}

function ingest(store: Store, w: ViewWindow) {
  let v = w.keyframe;
  store.views.set(w.from, v);
  store.narration.set(w.from, w.narration[0]);
  for (let i = 0; i < w.patches.length; i++) {
    v = applyPatch(v, w.patches[i]);
    store.views.set(w.from + i + 1, v);
    store.narration.set(w.from + i + 1, w.narration[i + 1]);
  }
  Object.assign(store.names, w.names);
}

const newStore = (): Store => ({ views: new Map(), narration: new Map(), names: {}, pending: new Set() });

export function useViewWindows(payload: PlayerPayload, last: number) {
  const { matchId, lineId, lang } = payload;
  const [version, setVersion] = useState(0);
  const stores = useRef<Map<Perspective, Store> | null>(null);
  if (stores.current === null) {
    const s = newStore();
    for (const w of payload.windows) ingest(s, w);
    stores.current = new Map([[payload.perspective, s]]);
  }
  const storeOf = useCallback((p: Perspective): Store => {
    let s = stores.current!.get(p);
    if (!s) {
      s = newStore();
      stores.current!.set(p, s);
    }
    return s;
  }, []);

  const ensure = useCallback(
    (p: Perspective, seq: number) => {
      if (seq < 0 || seq > last) return;
      const s = storeOf(p);
      const from = windowStart(seq);
      if (s.views.has(seq) || s.pending.has(from)) return;
      s.pending.add(from);
      // `len` keys browser caches to this length of the line (a line that grew has a longer last window).
      const q = new URLSearchParams({
        match: matchId,
        line: lineId,
        view: p,
        lang,
        seq: String(seq),
        len: String(last + 1),
      });
      fetch(`/api/views/window?${q}`)
        .then((r) => (r.ok ? (r.json() as Promise<ViewWindow>) : Promise.reject(new Error(String(r.status)))))
        .then((w) => {
          ingest(s, w);
          setVersion((v) => v + 1);
        })
        .catch(() => undefined)
        .finally(() => s.pending.delete(from));
    },
    [last, lang, lineId, matchId, storeOf],
  );
  return { storeOf, ensure, version };
}
