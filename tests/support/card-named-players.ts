/**
 * A random match's setup whose players are named after the game's own cards (in zh, where names collide most):
 * a player may be called 张仪 while a card 张仪 is hidden. For the issue 18 property tests of what a reader sees.
 */
import type { AnyGameDefinition, MatchSetup } from '@/machines/engine';
import { testRng } from './property';

export function setupWithCardNamedPlayers(def: AnyGameDefinition, seed: number): MatchSetup {
  const pick = testRng(seed * 7919);
  const presets = def.content!.presets;
  const p1 = presets[pick(presets.length)];
  const p2 = presets[pick(presets.length)];
  const ids = def.content!.cardIds;
  const name = () => def.cardName(ids[pick(ids.length)]).zh;
  const a = name();
  let b = name();
  if (a === b) b = `${b}二`;
  return {
    gameId: def.id,
    rulesVersion: def.rulesVersion,
    players: { p1: { name: a }, p2: { name: b } },
    seed,
    decks: { p1: p1.deck, p2: p2.deck },
  } as MatchSetup;
}
