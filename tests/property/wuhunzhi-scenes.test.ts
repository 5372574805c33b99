/**
 * 武魂志 scenes, property test (issue 13 acceptance): random states reached by play (seeded random legal play
 * under several rulings) are described as positions (machines/wuhunzhi/describe-position.ts); a new match started
 * from each description must equal the played one in every later step — the same views for every perspective,
 * the same legal actions for both seats, the same phase, actor and result — up to renaming instances.
 */
import { describe, expect, it } from 'vitest';
import { allLegalActions, applyAction, createMatchOrThrow } from '@/machines/engine';
import type { WuhunzhiConfig } from '@/machines/wuhunzhi/config';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { testRng } from '../support/property';
import { def, setupFor } from '../unit/wuhunzhi/helpers';
import { describedMatch, playAlongside } from '../unit/wuhunzhi/scene-helpers';

const STATES = Number(process.env.WZ_SCENE_STATES ?? 240);
const FOLLOW = 30;
type V = WuhunzhiConfig['variants'];

const CONFIGS: Array<Partial<WuhunzhiConfig>> = [
  {},
  { altarDestroyThreshold: 1000, variants: { endOfRoundDiscard: true } as V },
  { summonPassIsFinal: true, tappedSoulCombat: 'noRetaliation', attackOnTrap: 'zeroPowerDefender' },
  { variants: { destroyedAltarOccupantsTargetable: true, soulBurst: true } as V, excessMandatory: true },
  { deployOnlyLastRoundSummons: true, faceDownAltarSummonable: true, selfDestroyedSoulsTo: 'discardPile' },
];

const CHUNKS = 4;
const phases = new Map<string, number>();

/** Describe and follow `count` states of matches from seeds `from`, `from + CHUNKS`, …; returns how many. */
function sample(from: number, count: number): number {
  let described = 0;
  for (let seed = from; described < count && seed < 1600; seed += CHUNKS) {
    const pick = testRng(seed);
    const config = CONFIGS[seed % CONFIGS.length];
    let s = createMatchOrThrow<WuhunzhiState>(def, setupFor(seed, { config }));
    for (let step = 0; step < 1500 && !s.result && described < count; step++) {
      if (s.phase !== 'match.setup' && pick(25) === 0) {
        const d = describedMatch(s, config);
        playAlongside(d, s, testRng(seed * 7919 + step), FOLLOW);
        described++;
        const key = s.phase
          .replace(/^match\.round\./, '')
          .split('.')
          .slice(0, 2)
          .join('.');
        phases.set(key, (phases.get(key) ?? 0) + 1);
      }
      const legal = allLegalActions(def, s).filter((a) => a.type !== 'match.concede');
      const r = applyAction(def, s, legal[pick(legal.length)]);
      if (!r.ok) throw new Error(r.error.text.en);
      s = r.state as WuhunzhiState;
    }
  }
  return described;
}

describe('武魂志 scenes: a described moment plays as the played one', () => {
  it.each(Array.from({ length: CHUNKS }, (_, i) => i + 1))(
    `part %i: ${STATES / CHUNKS} states reached by play, each followed for up to ${FOLLOW} steps`,
    (from) => {
      expect(sample(from, Math.ceil(STATES / CHUNKS))).toBeGreaterThanOrEqual(Math.ceil(STATES / CHUNKS));
    },
  );

  it('the sample reaches the moments inside a round, not just its start', () => {
    for (const p of ['construction', 'planning', 'deployment', 'summoning', 'reconnaissance', 'battle.act'])
      expect(
        [...phases.keys()].some((k) => k.startsWith(p)),
        p,
      ).toBe(true);
  });
});
