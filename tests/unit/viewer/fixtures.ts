/**
 * Matches for the viewer's tests and bench: seeded random legal play with the kernel's test game and with every
 * game engine that has starter decks, so the viewer is checked on real boards as well.
 */
import type { AnyGameDefinition, EngineEvent, MatchSetup } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import { xingjie } from '@/machines/xingjie';
import { BAT_SWARM, BONE_LEGION } from '@/content/xueqi/decks';
import { QIN_HAN, SANGUO_TANG } from '@/content/xingjie/decks';
import { duelette } from '../../support/duelette/game';
import { randomMatch } from '../../support/property';

export interface Fixture {
  def: AnyGameDefinition;
  setup: (seed: number) => MatchSetup;
}

const players = { p1: { name: '林风' }, p2: { name: '苏雪' } };

export const FIXTURES: Record<string, Fixture> = {
  duelette: {
    def: duelette,
    setup: (seed) => ({
      gameId: 'duelette',
      rulesVersion: '1',
      players,
      seed,
      decks: {
        p1: Array(40)
          .fill(0)
          .map((_, i) => ['spark', 'flame', 'blaze', 'ash'][i % 4]),
        p2: Array(40)
          .fill(0)
          .map((_, i) => ['ash', 'blaze', 'flame', 'spark'][i % 4]),
      },
      config: { targetScore: 60 },
    }),
  },
  xueqi: {
    def: xueqi,
    setup: (seed) => ({
      gameId: 'xueqi',
      rulesVersion: xueqi.rulesVersion,
      players,
      seed,
      decks: { p1: BAT_SWARM.cards, p2: BONE_LEGION.cards },
    }),
  },
  xingjie: {
    def: xingjie,
    setup: (seed) => ({
      gameId: 'xingjie',
      rulesVersion: xingjie.rulesVersion,
      players,
      seed,
      decks: { p1: { rank: 10, cards: QIN_HAN.cards }, p2: { rank: 10, cards: SANGUO_TANG.cards } },
    }),
  },
};

/**
 * A long 星阶 line for the bench: 180-card decks (the starter lists three times, allowed by config) and avatars
 * with very high life, so random play runs well past 2,000 events before a deck runs out.
 */
export function longXingjie(target = 2000, seed = 11): { def: AnyGameDefinition; events: EngineEvent[] } {
  const setup: MatchSetup = {
    gameId: 'xingjie',
    rulesVersion: xingjie.rulesVersion,
    players,
    seed,
    config: {
      deckSize: { min: 1, max: 200 },
      maxCopies: 60,
      maxCopiesTopRarity: 60,
      overLimitSummon: 'reject',
    },
    decks: {
      p1: { rank: 10, hpOverride: 100000, cards: [...QIN_HAN.cards, ...QIN_HAN.cards, ...QIN_HAN.cards] },
      p2: {
        rank: 10,
        hpOverride: 100000,
        cards: [...SANGUO_TANG.cards, ...SANGUO_TANG.cards, ...SANGUO_TANG.cards],
      },
    },
  };
  const m = randomMatch(xingjie, setup, { seed, maxSteps: target - 1 });
  return { def: xingjie, events: m.events };
}

/** A random legal match of `game` with about `steps` events (fewer when the match ends first). */
export function playRandom(
  game: string,
  seed: number,
  steps: number,
): { def: AnyGameDefinition; events: EngineEvent[] } {
  const f = FIXTURES[game];
  const m = randomMatch(f.def, f.setup(seed), { seed, maxSteps: steps });
  return { def: f.def, events: m.events };
}

/** The longest line we can get near `target` events: random matches appended seed by seed are not one line, so
 * this plays matches with growing seeds and keeps the longest (games end; a 2,000-event line needs a long game). */
export function longestRandom(
  game: string,
  target: number,
  tries = 30,
): { def: AnyGameDefinition; events: EngineEvent[] } {
  let best = playRandom(game, 1, target);
  for (let seed = 2; seed <= tries && best.events.length < target; seed++) {
    const m = playRandom(game, seed, target);
    if (m.events.length > best.events.length) best = m;
  }
  return best;
}
