/**
 * What a golden replay pins besides the final state: a checkpoint (state copy) at every turn start and the
 * narration of every step in both languages, walked once over a line's events.
 */
import { cloneState, narrate, replaySteps } from '@/machines/engine';
import type { AnyGameDefinition, EngineEvent, MatchState } from '@/machines/engine';

export interface GoldenTrail {
  checkpoints: Array<{ seq: number; turn: number; state: MatchState }>;
  narration: Array<{ seq: number; zh: string; en: string }>;
}

export function turnCheckpointsAndNarration(def: AnyGameDefinition, events: EngineEvent[]): GoldenTrail {
  const trail: GoldenTrail = { checkpoints: [], narration: [] };
  let prev: MatchState | null = null;
  let i = 0;
  for (const s of replaySteps(def, events)) {
    if (!prev || prev.turn !== s.turn) trail.checkpoints.push({ seq: i, turn: s.turn, state: cloneState(s) });
    if (prev) {
      trail.narration.push({
        seq: i,
        zh: narrate(def, prev, events[i], s, 'zh-CN'),
        en: narrate(def, prev, events[i], s, 'en'),
      });
    }
    prev = cloneState(s);
    i++;
  }
  return trail;
}
