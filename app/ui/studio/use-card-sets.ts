'use client';
/**
 * The author's card sets for one game on the new-match page (GET /api/card-sets?game=…, the sets this browser
 * holds keys for), and the cards of the sets picked (GET /api/card-sets/[id], read once per set) as deck-builder
 * choices: each card by its printed name and type in both languages, the id a deck list takes.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CardSetDetail, CardSetListResponse, CardSetSummary } from '@/app/contracts/card-sets';
import type { ApiError } from '@/app/contracts/errors';
import { call } from '@/app/ui/api-client';
import type { CardChoice } from './new-match-choices';

/** A set's cards as choices, in the set's order. */
export function setCardChoices(set: Pick<CardSetDetail, 'setId' | 'cards' | 'faces'>): CardChoice[] {
  const out: CardChoice[] = [];
  for (const raw of set.cards) {
    const id = (raw as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') continue;
    const f = Object.hasOwn(set.faces, id) ? set.faces[id] : undefined;
    out.push({
      id,
      setId: set.setId,
      name: f ? { zh: f.zh.name, en: f.en.name } : { zh: id, en: id },
      ...(f ? { type: { zh: f.zh.type, en: f.en.type }, face: f.zh.face } : {}),
    });
  }
  return out;
}

export interface CardSetsState {
  /** The game's sets (null while loading). */
  sets: CardSetSummary[] | null;
  /** The cards of the picked sets, in pick order (a card in two sets: the first). */
  cards: CardChoice[];
  error: ApiError | null;
}

export function useCardSets(gameId: string, picked: readonly string[]): CardSetsState {
  const [list, setList] = useState<{ gameId: string; sets: CardSetSummary[] } | null>(null);
  const [details, setDetails] = useState<Record<string, CardSetDetail>>({});
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    let live = true;
    void call<CardSetListResponse>(`/api/card-sets?game=${encodeURIComponent(gameId)}`, 'GET').then((r) => {
      if (!live) return;
      if (r.ok) setList({ gameId, sets: r.data.sets });
      else {
        setList({ gameId, sets: [] });
        setError(r.error);
      }
    });
    return () => {
      live = false;
    };
  }, [gameId]);

  const missing = picked.filter((id) => !Object.hasOwn(details, id)).join(',');
  useEffect(() => {
    if (!missing) return;
    let live = true;
    for (const setId of missing.split(',')) {
      void call<CardSetDetail>(`/api/card-sets/${encodeURIComponent(setId)}`, 'GET').then((r) => {
        if (!live) return;
        if (r.ok) setDetails((d) => ({ ...d, [setId]: r.data }));
        else setError(r.error);
      });
    }
    return () => {
      live = false;
    };
  }, [missing]);

  const cards = useMemo(() => {
    const seen = new Set<string>();
    return picked
      .flatMap((id) => (details[id] ? setCardChoices(details[id]) : []))
      .filter((c) => !seen.has(c.id) && Boolean(seen.add(c.id)));
  }, [picked, details]);

  return { sets: list && list.gameId === gameId ? list.sets : null, cards, error };
}
