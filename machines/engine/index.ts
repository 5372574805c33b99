export * from './types';
export * from './errors';
export * from './definition';
export {
  compileChart,
  startChart,
  sendPhase,
  settleChart,
  phaseEventTypes,
  isFinalPhase,
  stateValueToPath,
} from './chart';
export type { Chart, PhaseEvent } from './chart';
export { seedRng, nextInt, shuffleInPlace } from './rng';
export { drawFrom, flipCoin, pickIndex } from './fate';
export { InstancePool } from './instance-pool';
export type { InstanceTake } from './instance-pool';
export {
  KERNEL_ACTIONS,
  cloneState,
  matchCreatedEvent,
  createMatch,
  createMatchOrThrow,
  applyAction,
  applyInPlace,
  legalActions,
  allLegalActions,
} from './match';
export { replay, replaySteps, replayAll, buildCheckpoints, seek } from './replay';
export type { Checkpoints } from './replay';
export { upcastEvent, upcastEvents } from './upcast';
export { view, narrate, narrateText } from './present';
export type { EnvelopeView } from './present';
export { zodIssues } from './zod-issues';
export * as schemas from './schemas';
export { effectSchema, opSchema, conditionSchema, evalCondition, runOps, lintEffect } from './effects';
export type { EffectDef, OpDef, ConditionDef, TargetDef, EffectVocabulary } from './effects';
export { duelFileSchema, duelNoteSchema, noteKindSchema, playDuelFile } from './duel-file';
export type { DuelFile, DuelNote, PlayedDuel } from './duel-file';
