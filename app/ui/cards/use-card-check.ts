'use client';
/**
 * The live check behind the preview: a moment after the cards stop changing, POST /api/card-sets/check with the
 * whole working set (so duplicate ids and cards that name each other are checked too). Keeps each card's last
 * good face by its editor key, so the preview shows the last good face beside the error.
 */
import { useEffect, useRef, useState } from 'react';
import type { CheckCardsResponse } from '@/app/contracts/card-sets';
import type { ApiError } from '@/app/contracts/errors';
import { checkCards } from './card-api';

export type Faces = CheckCardsResponse['faces'];
export type Face = Faces[string];
export interface Item {
  key: string;
  card: Record<string, unknown>;
}

const QUIET_MS = 350;

export function useCardCheck(gameId: string | null, items: readonly Item[], initial: Faces) {
  const [lastGood, setLastGood] = useState<Record<string, Face>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);
  const seq = useRef(0);
  const body = JSON.stringify(items.map((i) => i.card));

  useEffect(() => {
    // Faces the server sent with the set: the starting point before the first check.
    setLastGood((prev) => {
      const next = { ...prev };
      for (const i of items) {
        const id = String(i.card.id);
        if (!next[i.key] && initial[id]) next[i.key] = initial[id];
      }
      return next;
    });
  }, [initial]);

  useEffect(() => {
    if (!gameId) return;
    const mine = ++seq.current;
    setPending(true);
    const timer = setTimeout(() => {
      void checkCards(gameId, JSON.parse(body) as unknown[]).then((r) => {
        if (mine !== seq.current) return;
        setPending(false);
        if (!r.ok) return setError(r.error);
        setError(null);
        setLastGood((prev) => {
          const next = { ...prev };
          for (const i of items) {
            const face = r.data.faces[String(i.card.id)];
            if (face) next[i.key] = face;
          }
          return next;
        });
      });
    }, QUIET_MS);
    return () => clearTimeout(timer);
    // `items` is read through `body`, its JSON.
  }, [gameId, body]);

  return { lastGood, error, pending };
}
