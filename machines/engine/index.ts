export * from './types';
export * from './errors';
export * from './definition';
export * from './card-editor';
export {
  compileChart,
  startChart,
  sendPhase,
  settleChart,
  phaseEventTypes,
  isFinalPhase,
  phaseLabel,
  phaseLabels,
  resumeChartAt,
  isAtomicPhase,
  atomicPhases,
  stateValueToPath,
  captureStops,
} from './chart';
export { queuePhase, hasQueuedPhase } from './phase-queue';
export type { Chart, PhaseEvent } from './chart';
export { seedRng, nextInt, shuffleInPlace } from './rng';
export { drawFrom, flipCoin, pickIndex } from './fate';
export { InstancePool } from './instance-pool';
export { provenanceUpToDate } from './provenance';
export type { InstanceTake } from './instance-pool';
export {
  KERNEL_ACTIONS,
  cloneState,
  matchCreatedEvent,
  createMatch,
  createMatchOrThrow,
  applyAction,
  applyInPlace,
  applyInPlaceWithStops,
  settleMatch,
  legalActions,
  allLegalActions,
} from './match';
export { replay, replaySteps, replayAll, buildCheckpoints, seek } from './replay';
export type { Checkpoints } from './replay';
export { upcastEvent, upcastEvents } from './upcast';
export {
  view,
  narrate,
  narrateText,
  stepNarration,
  stepConsequences,
  renderContext,
  toldInSegments,
  mayBeQuiet,
  quietStep,
  stopSubStep,
} from './present';
export type { EnvelopeView } from './present';
export { zodIssues } from './zod-issues';
export * as schemas from './schemas';
export { effectSchema, opSchema, conditionSchema, evalCondition, runOps, lintEffect } from './effects';
export type { EffectDef, OpDef, ConditionDef, TargetDef, EffectVocabulary } from './effects';
export { duelFileSchema, duelNoteSchema, noteKindSchema, playDuelFile } from './duel-file';
export type { DuelFile, DuelNote, PlayedDuel } from './duel-file';
export {
  n,
  card,
  cardKind,
  seat,
  plain,
  joinNarrations,
  isNarration,
  renderSegments,
  renderNarration,
  cardRefs,
} from './narration';
export type { Segment, Narration, RenderContext } from './narration';
export { consequenceCards } from './consequences';
export type { Consequence, ConsequenceKind, Target, ZoneRef } from './consequences';
export {
  validateCustomCards,
  checkNewCustomCards,
  customCard,
  zodIssuesBilingual,
  MAX_CUSTOM_CARDS,
  MAX_CARD_JSON,
  CUSTOM_ID,
} from './custom-cards';
export { resolveAction, resolveCardRef, resolveCardId, refersTo } from './card-refs';
export { describeAction } from './describe';
