/**
 * Card sets as the API answers them: a stored revision as its detail (cards as stored, each card's face in both
 * languages), its history, and its export file with the attachment's file name.
 */
import 'server-only';
import {
  CARD_SET_FILE_FORMAT,
  type CardSetDetail,
  type CardSetFile,
  type CardSetHistoryResponse,
} from '@/app/contracts/card-sets';
import { z } from 'zod';
import type { CardSetRevision } from '@/db/store/contract';
import type { AnyGameDefinition } from '@/machines/engine';
import { gameOf } from '../games/lookup';
import { facesOf, storedCards } from './cards';

/** The stored cards by id; a card a later rules version no longer takes gets no face (it is still listed). */
function storedById(def: AnyGameDefinition, cards: readonly unknown[]): Readonly<Record<string, unknown>> {
  try {
    return storedCards(def, cards).byId;
  } catch {
    const out: Record<string, unknown> = {};
    for (const c of cards) {
      try {
        Object.assign(out, storedCards(def, [c]).byId);
      } catch {
        // left without a face
      }
    }
    return out;
  }
}

/** A revision as the editor reads it. Stored cards were validated when written; faces are drawn again. */
export function cardSetDetailOf(rev: CardSetRevision): CardSetDetail {
  const def = gameOf(rev.gameId);
  const byId = storedById(def, rev.cards);
  return {
    setId: rev.setId,
    gameId: rev.gameId,
    revision: rev.revision,
    name: rev.name,
    cardCount: rev.cards.length,
    createdAt: rev.createdAt,
    cards: rev.cards,
    faces: facesOf(def, byId),
  };
}

export const cardSetHistoryOf = (revs: readonly CardSetRevision[]): CardSetHistoryResponse => ({
  revisions: revs.map((r) => ({
    revision: r.revision,
    name: r.name,
    cardCount: r.cards.length,
    createdAt: r.createdAt,
  })),
});

export const cardSetFileOf = (rev: CardSetRevision): CardSetFile => ({
  format: CARD_SET_FILE_FORMAT,
  version: 1,
  gameId: rev.gameId,
  name: rev.name,
  cards: rev.cards,
});

// Characters no file system takes in a name (and controls); runs of white space become one space.
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/**
 * `Content-Disposition` for a set's export: `<name>.cards.json`, the name made safe for a file system; an ASCII
 * `filename` for old clients (the set id when the name has no ASCII letters) and the UTF-8 one per RFC 5987.
 */
export function exportDisposition(rev: Pick<CardSetRevision, 'setId' | 'name'>): string {
  const safe =
    rev.name.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 80).trim() ||
    rev.setId;
  const ascii = safe.replace(/[^\x20-\x7e]+/g, '_').replace(/^[_ ]+|[_ ]+$/g, '');
  const fallback = /[A-Za-z0-9]/.test(ascii) ? ascii : rev.setId;
  const encoded = encodeURIComponent(`${safe}.cards.json`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}.cards.json"; filename*=UTF-8''${encoded}`;
}

/** `?revision=N` on a set's routes: a stated revision instead of the latest. */
export const revisionQuery = z.object({
  revision: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/)
    .transform(Number)
    .optional(),
});
