/**
 * A game's words for the site: phase names from its chart's `meta.label` (machines/engine/chart.ts
 * `phaseLabel`). Every phase of every registered game is labelled (tests/unit/api/game-words.test.ts); a state
 * without a label would read as the game's name rather than as an engine path.
 */
import 'server-only';
import { phaseLabel, type AnyGameDefinition, type Text } from '@/machines/engine';

export function phaseWords(def: AnyGameDefinition, phase: string): Text {
  return phaseLabel(def.chart, phase) ?? def.name;
}
