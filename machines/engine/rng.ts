/**
 * Seeded randomness. The generator (xoroshiro128+ from pure-rand) lives in the game state as four 32-bit
 * integers, so a state is a complete, serialisable description of the future: replay equals live play.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export function seedRng(seed: number): number[] {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/** Draw an integer in [0, n) and advance the state held in `holder.rng`. */
export function nextInt(holder: { rng: number[] }, n: number): number {
  if (n <= 1) return 0;
  const gen = xoroshiro128plusFromState(holder.rng);
  const value = uniformInt(gen, 0, n - 1);
  holder.rng = [...gen.getState()];
  return value;
}

/** Fisher–Yates shuffle in place with the held RNG. */
export function shuffleInPlace<T>(holder: { rng: number[] }, items: T[]): T[] {
  if (items.length < 2) return items;
  const gen = xoroshiro128plusFromState(holder.rng);
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(gen, 0, i);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  holder.rng = [...gen.getState()];
  return items;
}
