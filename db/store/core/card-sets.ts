/**
 * Card sets: an author's named set of custom cards for one game, owned by an edit key (its hash). Every change is
 * a new revision (name + the JSON text of the card definitions); nothing is overwritten. The store checks only
 * that the cards are plain JSON within the limits: the game's card schema (machines/) validates them.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { storeFail } from '../../errors';
import { newId, nowIso } from '../../ids';
import { editKeyHashSchema, idSchema, parseInput, serialisePayload } from '../../inputs';
import type { CardSetRevision, CardSetSummary } from '../contract';
import type { SqlEngine, Tx } from '../engine';
import { hashKeys } from './matches';

/** Serialised size limit of one revision's cards, and the most cards a set may hold. */
export const MAX_CARD_SET_BYTES = 256 * 1024;
// The engine's per-match limit of custom cards (MAX_CUSTOM_CARDS) and the API's (app/contracts/card-sets.ts):
// db/ may import neither, so tests/unit/api/card-sets.test.ts pins the three equal.
export const MAX_CARDS_PER_SET = 300;

const gameIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z][a-z0-9-]*$/);
const setNameSchema = z.string().trim().min(1).max(80);
const cardsSchema = z.array(z.unknown()).max(MAX_CARDS_PER_SET);

type Row = Omit<CardSetRevision, 'cards'> & { cards: string };

const COLUMNS = sql.raw(
  `s.id AS "setId", s.game_id AS "gameId", s.edit_key_hash AS "editKeyHash", r.revision, r.name, r.cards,
   r.created_at AS "createdAt"`,
);

const toRevision = (r: Row): CardSetRevision => ({
  ...r,
  revision: Number(r.revision),
  cards: JSON.parse(r.cards) as unknown[],
});

const serialiseCards = (cards: unknown[]) =>
  serialisePayload(parseInput(cardsSchema, cards, 'cards'), MAX_CARD_SET_BYTES, { what: 'cards' });

async function insertRevision(
  tx: Tx,
  setId: string,
  revision: number,
  name: string,
  cards: string,
  at: string,
) {
  await tx.run(sql`
    INSERT INTO card_set_revisions (set_id, revision, name, cards, created_at)
    VALUES (${setId}, ${revision}, ${name}, ${cards}, ${at})`);
}

export async function createCardSet(
  e: SqlEngine,
  input: { gameId: string; name: string; cards: unknown[]; editKeyHash: string },
): Promise<CardSetRevision> {
  const a = parseInput(
    z.object({
      gameId: gameIdSchema,
      name: setNameSchema,
      cards: z.unknown(),
      editKeyHash: editKeyHashSchema,
    }),
    input,
    'card set',
  );
  const cards = serialiseCards(a.cards as unknown[]);
  const setId = newId('c');
  const now = nowIso();
  await e.write(async (tx) => {
    await tx.run(sql`
      INSERT INTO card_sets (id, game_id, edit_key_hash, created_at)
      VALUES (${setId}, ${a.gameId}, ${a.editKeyHash}, ${now})`);
    await insertRevision(tx, setId, 1, a.name, cards, now);
  });
  return {
    setId,
    gameId: a.gameId,
    revision: 1,
    name: a.name,
    cards: JSON.parse(cards),
    editKeyHash: a.editKeyHash,
    createdAt: now,
  };
}

async function latest(tx: Tx, setId: string): Promise<Row | undefined> {
  return tx.get<Row>(sql`
    SELECT ${COLUMNS} FROM card_sets s JOIN card_set_revisions r ON r.set_id = s.id
     WHERE s.id = ${setId} ORDER BY r.revision DESC LIMIT 1`);
}

export async function reviseCardSet(
  e: SqlEngine,
  setId: string,
  expectedRevision: number,
  change: { name?: string; cards?: unknown[] },
): Promise<CardSetRevision> {
  const a = parseInput(
    z.object({
      setId: idSchema,
      expectedRevision: z.number().int().min(1),
      name: setNameSchema.optional(),
      cards: z.unknown().optional(),
    }),
    { setId, expectedRevision, ...change },
    'card set revision',
  );
  const cards = a.cards === undefined ? undefined : serialiseCards(a.cards as unknown[]);
  return e.write(async (tx) => {
    const prev = await latest(tx, a.setId);
    if (!prev)
      storeFail('ERR_NOT_FOUND', `没有卡组 ${a.setId}`, `No card set ${a.setId}`, { setId: a.setId });
    const current = Number(prev.revision);
    if (current !== a.expectedRevision) {
      storeFail(
        'ERR_CONFLICT',
        `卡组已被修改（当前修订 ${current}），请重新加载`,
        `The card set has changed (now revision ${current}); reload and retry`,
        { expectedRevision: a.expectedRevision, actualRevision: current },
      );
    }
    const rev: Row = {
      ...prev,
      revision: current + 1,
      name: a.name ?? prev.name,
      cards: cards ?? prev.cards,
      createdAt: nowIso(),
    };
    await insertRevision(tx, rev.setId, rev.revision, rev.name, rev.cards, rev.createdAt);
    return toRevision(rev);
  });
}

export async function getCardSet(e: SqlEngine, setId: string): Promise<CardSetRevision | null> {
  if (!idSchema.safeParse(setId).success) return null;
  const r = await e.read((tx) => latest(tx, setId));
  return r ? toRevision(r) : null;
}

export async function getCardSetRevision(
  e: SqlEngine,
  setId: string,
  revision: number,
): Promise<CardSetRevision | null> {
  if (!idSchema.safeParse(setId).success || !Number.isInteger(revision)) return null;
  const r = await e.read((tx) =>
    tx.get<Row>(sql`
      SELECT ${COLUMNS} FROM card_sets s JOIN card_set_revisions r ON r.set_id = s.id
       WHERE s.id = ${setId} AND r.revision = ${revision}`),
  );
  return r ? toRevision(r) : null;
}

export async function cardSetHistory(e: SqlEngine, setId: string): Promise<CardSetRevision[]> {
  const id = parseInput(idSchema, setId, 'setId');
  const rows = await e.read((tx) =>
    tx.all<Row>(sql`
      SELECT ${COLUMNS} FROM card_sets s JOIN card_set_revisions r ON r.set_id = s.id
       WHERE s.id = ${id} ORDER BY r.revision`),
  );
  return rows.map(toRevision);
}

export async function listCardSets(
  e: SqlEngine,
  editKeys: readonly string[],
  options: { gameId?: string } = {},
): Promise<CardSetSummary[]> {
  const hashes = hashKeys(editKeys);
  const gameId =
    options.gameId === undefined ? undefined : parseInput(gameIdSchema, options.gameId, 'gameId');
  if (hashes.length === 0) return [];
  const game = gameId === undefined ? sql`` : sql` AND s.game_id = ${gameId}`;
  const rows = await e.read((tx) =>
    tx.all<Row>(sql`
      SELECT ${COLUMNS} FROM card_sets s JOIN card_set_revisions r ON r.set_id = s.id
       WHERE s.edit_key_hash IN (${sql.join(
         hashes.map((h) => sql`${h}`),
         sql`, `,
       )})${game}
         AND r.revision = (SELECT max(r2.revision) FROM card_set_revisions r2 WHERE r2.set_id = s.id)
       ORDER BY r.created_at DESC, s.id`),
  );
  return rows.map((r) => {
    const { cards, editKeyHash: _k, ...rest } = toRevision(r);
    return { ...rest, cardCount: cards.length };
  });
}
