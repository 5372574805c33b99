/**
 * POST /api/matches — create a match: game, players, decks (a content preset, a pasted list validated per line,
 * or JSON), seed, stacked order, first player, config, starting position. Returns the match id and the secret
 * edit link (shown once; only the key's hash is stored).
 */
import { randomInt } from 'node:crypto';
import { createStudioMatch, deckPresetOrPaste, gameOf } from '@/app/lib/studio';
import { editLink } from '@/app/lib/auth';
import { db, handle, json, readJson } from '@/app/lib/studio-http';
import { createMatchSchema } from '@/app/lib/studio-schemas';
import type { MatchSetup, Seat } from '@/machines/engine';

export const dynamic = 'force-dynamic';

export async function POST(req: Request) {
  return handle(async () => {
    const body = await readJson(req, createMatchSchema);
    const def = gameOf(body.gameId);
    const setup: MatchSetup = {
      gameId: def.id,
      rulesVersion: def.rulesVersion,
      players: body.players,
      seed: body.seed ?? randomInt(0, 2 ** 31),
    };
    if (body.config !== undefined) setup.config = body.config;
    if (body.decks) {
      setup.decks = {};
      for (const seat of ['p1', 'p2'] as Seat[])
        setup.decks[seat] = deckPresetOrPaste(def.id, seat, body.decks[seat]);
    }
    if (body.stacked !== undefined) setup.stacked = body.stacked;
    if (body.firstPlayer !== undefined) setup.firstPlayer = body.firstPlayer;
    if (body.position !== undefined) setup.position = body.position;
    const title = body.title || `${body.players.p1.name} vs ${body.players.p2.name}`;
    const m = createStudioMatch(db(), title, setup);
    return json(
      {
        matchId: m.matchId,
        lineId: m.lineId,
        editKey: m.editKey,
        editUrl: editLink(m.matchId, m.editKey),
        studioUrl: `/studio/${m.matchId}`,
        viewUrl: `/m/${m.matchId}`,
      },
      201,
    );
  });
}
