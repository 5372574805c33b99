/** The setup of the 星阶 random matches (property tests, the words tests): starter decks, varied ranks and rules. */
import type { MatchSetup } from '@/machines/engine';
import { QIN_HAN, SANGUO_TANG } from '@/content/xingjie/decks';
import { testRng } from '../support/property';

export function propertySetup(seed: number): MatchSetup {
  const pick = testRng(seed * 7919);
  const decks = pick(2) ? [QIN_HAN, SANGUO_TANG] : [SANGUO_TANG, QIN_HAN];
  const full = seed % 40 === 0; // every 40th match at the full 15 × rank life
  const player = (i: number) => ({
    rank: 8 + pick(5),
    cards: decks[i].cards,
    ...(full ? {} : { hpOverride: 10 + pick(11) }),
  });
  const config: Record<string, unknown> = {};
  if (pick(2)) config.overLimitSummon = 'reject';
  if (pick(4) === 0) config.starModifier = 'attackerOnly';
  if (pick(4) === 0) config.normalSummonPositions = ['attack', 'defense'];
  if (pick(5) === 0) config.damagePersists = false;
  return {
    gameId: 'xingjie',
    rulesVersion: '1',
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed,
    decks: { p1: player(0), p2: player(1) },
    config,
  };
}
