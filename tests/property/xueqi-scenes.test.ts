/**
 * 血契 scenes (issue 13 acceptance): ≥200 random states reached by play, under the default and variant configs,
 * each described as a position (machines/xueqi/describe-position.ts) and started as a new match; the described
 * match must equal the played one at every later step: the same legal actions, the same views (for both seats
 * and the omniscient reader) and the same result (tests/support/xueqi-scenes.ts).
 */
import { describe, expect, it } from 'vitest';
import { allLegalActions, applyAction, createMatchOrThrow } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import type { XueqiConfig } from '@/machines/xueqi/config';
import { BAT_SWARM, BONE_LEGION } from '@/content/xueqi/decks';
import { testRng } from '../support/property';
import { expectSameFuture } from '../support/xueqi-scenes';

const MATCHES = Number(process.env.XUEQI_SCENE_MATCHES ?? 70);
const FORKS = 3;
const LATER_STEPS = 60;

const VARIANTS: Array<Partial<XueqiConfig>> = [
  {},
  { creatureSlotLimit: 3, handLimit: 6, supportAreaLimit: 1 },
  { lifelineDuration: 'untilOpponentTurnEnd', upkeepTiming: 'ownTurnEnd' },
  { lifelineDuration: 'game', fateDrawTurnCounting: 'global', fateDrawMinCompletedTurns: 2 },
  { extraToGraveyard: false, durationCounting: 'global' },
  { deckOutMode: 'latched', opponentTurnActivations: true, startingLp: 800 },
  { summoningSickness: true, lpCheck: 'endOfTurn', drawOptional: true },
];

function setupFor(i: number): MatchSetup {
  return {
    gameId: 'xueqi',
    rulesVersion: '1',
    players: { p1: { name: '林焰' }, p2: { name: '苏冥' } },
    seed: 5000 + i,
    config: VARIANTS[i % VARIANTS.length],
    decks:
      i % 2 ? { p1: BONE_LEGION.cards, p2: BAT_SWARM.cards } : { p1: BAT_SWARM.cards, p2: BONE_LEGION.cards },
  };
}

describe('血契 scenes: a state reached by play, described as a position, plays on identically', () => {
  it(`${MATCHES * FORKS} states from ${MATCHES} matches`, () => {
    let described = 0;
    let laterSteps = 0;
    const phases = new Map<string, number>();
    for (let i = 0; i < MATCHES; i++) {
      const pick = testRng(900 + i);
      const choose = (s: XueqiState) => {
        const legal = allLegalActions(xueqi, s).filter((a) => a.type !== 'match.concede');
        return legal.length ? legal[pick(legal.length)] : null;
      };
      let s = createMatchOrThrow<XueqiState>(xueqi, setupFor(i));
      const states: XueqiState[] = [];
      for (let step = 0; step < 400 && !s.result; step++) {
        states.push(s);
        const r = applyAction(xueqi, s, choose(s)!);
        if (!r.ok) throw new Error(r.error.text.en);
        s = r.state;
      }
      for (let f = 0; f < FORKS; f++) {
        const at = states[pick(states.length)];
        phases.set(at.phase, (phases.get(at.phase) ?? 0) + 1);
        try {
          laterSteps += expectSameFuture(at, choose, LATER_STEPS);
        } catch (e) {
          throw new Error(`match ${i} seq ${at.seq} (${at.phase}): ${(e as Error).message}`);
        }
        described++;
      }
    }
    expect(described).toBeGreaterThanOrEqual(200);
    expect(laterSteps).toBeGreaterThan(described * 10);
    // States inside every phase a position can name were described.
    for (const p of ['playing.draw', 'playing.main', 'playing.battle'])
      expect(phases.get(p) ?? 0).toBeGreaterThan(0);
  }, 600_000);
});
