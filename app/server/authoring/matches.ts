/** Creating a match from the new-match form's request: the setup the engine accepts, stored with an edit key. */
import 'server-only';
import { randomInt } from 'node:crypto';
import { hashEditKey } from '@/db/ids';
import { createMatch, isRuleError, matchCreatedEvent, schemas, type MatchSetup } from '@/machines/engine';
import { SEATS } from '@/app/contracts/common';
import type { createMatchRequest } from '@/app/contracts/authoring';
import type { z } from 'zod';
import type { Store } from '../db';
import { editLink, newEditKey } from '../auth/edit-key';
import { fail } from '../http/errors';
import { gameOf } from '../games/lookup';
import { cardsForMatch } from '../card-sets/for-match';
import { deckFromInput } from './decks';
import type { NewMatch } from './scripts';

type CreateRequest = z.infer<typeof createMatchRequest>;

/** Create a match from a setup the engine accepts; returns the edit key once (only its hash is stored). */
export async function createFromSetup(s: Store, title: string, rawSetup: MatchSetup): Promise<NewMatch> {
  const def = gameOf(rawSetup.gameId);
  const env = schemas.setupEnvelopeSchema.safeParse(rawSetup);
  if (!env.success)
    fail('ERR_BAD_SETUP', '对局设置无效', 'Invalid match setup', 400, { issues: env.error.issues });
  const setup = env.data as MatchSetup;
  const state = createMatch(def, setup);
  if (isRuleError(state)) throw state;
  const editKey = newEditKey();
  const { matchId, lineId } = await s.createMatch({
    gameId: def.id,
    rulesVersion: def.rulesVersion,
    title,
    players: setup.players,
    createdEvent: matchCreatedEvent(def, setup),
    editKeyHash: hashEditKey(editKey),
  });
  return { matchId, lineId, editKey };
}

/**
 * POST /api/matches: game, players, decks (preset, pasted or JSON), seed, order, config, starting position, and
 * custom cards (from the author's card sets, whose keys `req` must carry, and inline).
 */
export async function createMatchFromRequest(s: Store, body: CreateRequest, req: Request | null = null) {
  const def = gameOf(body.gameId);
  const custom = await cardsForMatch(s, req, def, body.cardSets, body.cards);
  const setup: MatchSetup = {
    gameId: def.id,
    rulesVersion: def.rulesVersion,
    players: body.players,
    seed: body.seed ?? randomInt(0, 2 ** 31),
  };
  if (custom.cards.length) setup.cards = [...custom.cards];
  if (body.config !== undefined) setup.config = body.config;
  if (body.decks) {
    const decks: Record<string, unknown> = {};
    for (const seat of SEATS) decks[seat] = deckFromInput(def.id, seat, body.decks[seat], custom);
    setup.decks = decks;
  }
  if (body.stacked !== undefined) setup.stacked = body.stacked;
  if (body.firstPlayer !== undefined) setup.firstPlayer = body.firstPlayer;
  if (body.position !== undefined) setup.position = body.position;
  const title = body.title || `${body.players.p1.name} vs ${body.players.p2.name}`;
  const m = await createFromSetup(s, title, setup);
  return {
    matchId: m.matchId,
    lineId: m.lineId,
    editKey: m.editKey,
    editUrl: editLink(m.matchId, m.editKey),
    studioUrl: `/studio/${m.matchId}`,
    viewUrl: `/m/${m.matchId}`,
  };
}
