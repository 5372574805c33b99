/**
 * Golden replays of the mid-phase scenes of content/xueqi/positions.ts (issue 13.5): each starts inside a turn
 * with only the cards its story needs (exact decks, no deck list) and plays a fixed line; the acceptance scene
 * (联动未竟, a battle in the middle of a combo attack) is the duel script content/xueqi/demos/combo-half-done.duel.
 * Final states and zh/en narration are pinned in scenes.golden.json. Regenerate with
 * `npx vitest run tests/golden/xueqi/scenes.test.ts -u` after reading the diff.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyAction, createMatchOrThrow, matchCreatedEvent, playDuelFile, replay } from '@/machines/engine';
import type { Action, EngineEvent, MatchSetup } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import { EXAMPLE_POSITIONS } from '@/content/xueqi/positions';
import { loadDemo } from '@/scripts/demos';
import { turnCheckpointsAndNarration } from '../../support/golden';

const scene = (id: string) => EXAMPLE_POSITIONS.find((x) => x.id === id)!;

function play(id: string, line: Array<[string, string, Record<string, unknown>]>) {
  const setup: MatchSetup = {
    gameId: 'xueqi',
    rulesVersion: '1',
    players: { p1: { name: '夜翎' }, p2: { name: '冷骸' } },
    seed: 20261202,
    position: scene(id).position,
  };
  let s = createMatchOrThrow<XueqiState>(xueqi, setup);
  const events: EngineEvent[] = [matchCreatedEvent(xueqi, setup)];
  for (const [type, actor, payload] of line) {
    const r = applyAction(xueqi, s, { type, actor, payload } as Action);
    if (!r.ok) throw new Error(`${type}: ${r.error.text.en}`);
    s = r.state;
    events.push(...r.events);
  }
  return { final: s, events };
}

const demo = loadDemo(
  fileURLToPath(new URL('../../../content/xueqi/demos/combo-half-done.duel', import.meta.url)),
);

describe('golden: the mid-phase scenes', () => {
  const combo = playDuelFile(xueqi, demo);
  const surge = play('surge-spent', [
    ['battle.declare', 'p1', {}],
    ['battle.attack', 'p1', { lead: 'p1-0', supporters: [], target: 'p2-0' }],
    ['effect.activate', 'p1', { creature: 'p1-0', effect: 0, targets: [] }],
    ['battle.attack', 'p1', { lead: 'p1-0', supporters: [], target: 'player' }],
  ]);
  const bottom = play('one-to-the-bottom', [
    ['draw.bottom', 'p2', { card: 'p2-2' }],
    ['summon.creature', 'p2', { card: 'p2-0' }],
    ['turn.end', 'p2', {}],
  ]);

  it('联动未竟: the demo starts in the battle, position as the scene, and wins on its third step', () => {
    expect(demo.setup.position).toEqual(scene('combo-half-done').position);
    expect(demo.setup.decks).toBeUndefined();
    const final = combo.final as XueqiState;
    expect(final.result).toMatchObject({ winner: 'p1', reason: 'lpZero' });
    expect(final.game.players.p2.lp).toBe(0);
    expect(final.game.players.p2.graveyard.map((id) => final.cards[id].cardId)).toEqual([
      'lie-quan',
      'shixiang-gui',
    ]);
    expect(replay(xueqi, combo.events)).toEqual(final);
  });

  it('增幅已下: two blows of 500 — the knight, then exactly 500 LP', () => {
    expect(surge.final.result).toMatchObject({ winner: 'p1', reason: 'lpZero' });
    expect(surge.final.game.players.p2.lp).toBe(0);
  });

  it('放回一张: the chosen card goes under the one card left; play goes on to turn 3', () => {
    const p2 = bottom.final.game.players.p2;
    expect(p2.deck.map((id) => bottom.final.cards[id].cardId)).toEqual(['lie-quan', 'xueyu']);
    expect(bottom.final.game.turnNumber).toBe(3);
  });

  it('pinned: final states and narration', async () => {
    const pin = (r: { final: unknown; events: EngineEvent[] }) => ({
      final: r.final,
      narration: turnCheckpointsAndNarration(xueqi, r.events).narration,
    });
    const golden = {
      'combo-half-done': pin(combo),
      'surge-spent': pin(surge),
      'one-to-the-bottom': pin(bottom),
    };
    await expect(`${JSON.stringify(golden, null, 1)}\n`).toMatchFileSnapshot('./scenes.golden.json');
  });
});
