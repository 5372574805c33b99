/** Test helpers for battle-phase tests: a match rigged at reconnaissance or at the first attack declaration. */
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { advance, atDeclare, atPhase, customMatch, noGenerals, pastSetup, rig } from './helpers';

/** A custom match advanced to its reconnaissance phase, rigged by `build` (generals removed unless kept). */
export function recon(
  opts: Parameters<typeof customMatch>[0],
  build: (s: WuhunzhiState) => void,
  keepGenerals = false,
): WuhunzhiState {
  const s = advance(pastSetup(customMatch(opts)), atPhase('match.round.reconnaissance'));
  return rig(s, (x) => {
    if (!keepGenerals) noGenerals(x);
    build(x);
  });
}
/** The same, advanced to the first attack declaration. */
export const battle = (
  opts: Parameters<typeof customMatch>[0],
  build: (s: WuhunzhiState) => void,
  keepGenerals = false,
) => advance(recon(opts, build, keepGenerals), atDeclare);
export const mark = (s: WuhunzhiState, id: string) => s.game.marks[id];
