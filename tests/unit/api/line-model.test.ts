/**
 * The cached line model (app/server/lines): after any number of appends through the store it equals a fresh
 * replay of the stored line (events, timeline, checkpoints, latest state, every step's words); a refused or
 * conflicting append leaves it unchanged; events written behind its back (another process) are caught up;
 * a branch and undo get models of their own. Seeded random legal play on the test game and two real games.
 */
import { describe, expect, it } from 'vitest';
import { useTempDb } from './helpers';

useTempDb();

import { getStore } from '@/db/store/open';
import { applyAction, legalActions, type Action, type AnyGameDefinition } from '@/machines/engine';
import { registerGame } from '@/machines/registry';
import { buildLineModel, tellSteps, type LineModel } from '@/app/server/lines/line-model';
import { appendToLine, clearLineModels, openLine } from '@/app/server/lines/store';
import { AppError } from '@/app/server/http/errors';
import { duelette } from '../../support/duelette/game';
import { testRng } from '../../support/property';
import { FIXTURES } from '../viewer/fixtures';

registerGame(duelette);
const h = await getStore();

async function newLine(game: string, seed: number) {
  const f = FIXTURES[game];
  const setup = f.setup(seed);
  const created = { seq: 0, type: 'match.created', actor: 'system', payload: setup, v: 1 };
  const { matchId, lineId } = await h.createMatch({
    gameId: f.def.id,
    rulesVersion: f.def.rulesVersion,
    title: `${game} ${seed}`,
    players: setup.players,
    createdEvent: created as never,
  });
  return { def: f.def, match: (await h.getMatch(matchId))!, lineId };
}

/** Everything the model holds, as plain JSON. */
const plain = (m: LineModel) =>
  JSON.parse(
    JSON.stringify({
      events: m.events,
      timeline: m.timeline,
      checkpoints: [...m.checkpoints.states],
      length: m.checkpoints.length,
      latest: m.latest,
      texts: m.texts,
    }),
  );

async function fresh(def: AnyGameDefinition, lineId: string) {
  const m = buildLineModel(def, lineId, await h.readLine(lineId));
  tellSteps(m);
  return plain(m);
}

function randomAction(def: AnyGameDefinition, m: LineModel, rng: ReturnType<typeof testRng>): Action | null {
  const all = [...legalActions(def, m.latest, 'p1'), ...legalActions(def, m.latest, 'p2')].filter(
    (a) => a.type !== 'match.concede',
  );
  return all.length ? all[rng(all.length)] : null;
}

describe.each(['duelette', 'xueqi', 'xingjie'])('cached line model: %s', (game) => {
  it('after N appends equals a fresh replay of the stored line (3 seeds)', async () => {
    for (const seed of [1, 2, 3]) {
      const { def, match, lineId } = await newLine(game, seed);
      const rng = testRng(seed);
      let m = await openLine(h, match, lineId);
      tellSteps(m);
      for (let i = 0; i < 120; i++) {
        const a = randomAction(def, m, rng);
        if (!a) break;
        await appendToLine(h, match, lineId, m.events.length, a);
        m = await openLine(h, match, lineId);
      }
      expect(m.events.length).toBeGreaterThan(20);
      expect(plain(m)).toEqual(await fresh(def, lineId));
    }
  });

  it('a conflicting, refused or unknown-line append leaves the model unchanged and writes nothing', async () => {
    const { def, match, lineId } = await newLine(game, 7);
    const rng = testRng(7);
    const m = await openLine(h, match, lineId);
    for (let i = 0; i < 10; i++)
      await appendToLine(h, match, lineId, m.events.length, randomAction(def, m, rng)!);
    tellSteps(m);
    const before = plain(m);
    const a = randomAction(def, m, rng)!;
    const stale = appendToLine(h, match, lineId, m.events.length - 1, a);
    await expect(stale).rejects.toMatchObject({ code: 'ERR_CONFLICT', status: 409 });
    await expect(stale).rejects.toBeInstanceOf(AppError);
    await expect(
      appendToLine(h, match, lineId, m.events.length, { type: 'no.such', actor: 'p1', payload: {} }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^ERR_/) });
    await expect(appendToLine(h, match, 'l_nosuchline', m.events.length, a)).rejects.toMatchObject({
      code: 'ERR_NOT_FOUND',
    });
    expect(plain(await openLine(h, match, lineId))).toEqual(before);
    expect(await h.readLine(lineId)).toHaveLength(before.events.length);
  });

  it('events appended behind its back are caught up; a branch gets a model of its own', async () => {
    const { def, match, lineId } = await newLine(game, 11);
    const rng = testRng(11);
    const m = await openLine(h, match, lineId);
    for (let i = 0; i < 8; i++)
      await appendToLine(h, match, lineId, m.events.length, randomAction(def, m, rng)!);
    // another process appends: the store has moved on, the cached model has not
    let state = m.latest;
    for (let i = 0; i < 5; i++) {
      const r = applyAction(def, state, randomAction(def, { ...m, latest: state }, rng)!);
      if (!r.ok) throw r.error;
      await h.appendEvents(lineId, m.events.length + i, r.events);
      state = r.state;
    }
    const caughtUp = plain(await openLine(h, match, lineId));
    expect(caughtUp).toEqual({ ...(await fresh(def, lineId)), texts: plain(m).texts });
    const fork = await h.forkLine(match.id, lineId, 4, 'what if');
    const fm = await openLine(h, match, fork.id);
    expect(fm.events).toHaveLength(5);
    tellSteps(fm);
    expect(plain(fm)).toEqual(await fresh(def, fork.id));
    clearLineModels();
    const rebuilt = await openLine(h, match, lineId);
    tellSteps(rebuilt);
    expect(plain(rebuilt)).toEqual(await fresh(def, lineId));
  });
});
