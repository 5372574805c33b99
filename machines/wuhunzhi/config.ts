/** WuhunzhiConfig: every configurable ruling of the spec (Appendix A defaults) and the Appendix B variants. */
import { z } from 'zod';

export interface WuhunzhiConfig {
  mainDeckSize: number;
  altarCount: number;
  generalCount: { min: number; max: number };
  maxCopies: number;
  handTarget: number;
  altarDestroyThreshold: number;
  altarsToLose: number;
  firstPlayerMethod: 'script' | 'coin';
  bindRequiresUpright: boolean;
  faceDownAltarTargetable: boolean;
  faceDownAltarSummonable: boolean;
  eventSlotConflict: 'block' | 'replace';
  deployOnlyLastRoundSummons: boolean;
  returnRequiresGrade: boolean;
  faceDownCountsAsSoulForMovement: boolean;
  summonPassIsFinal: boolean;
  uniqueNameIncludesBoundSouls: boolean;
  tappedSoulCombat: 'normal' | 'noRetaliation' | 'untargetable';
  attackOnTrap: 'clearNoDamage' | 'zeroPowerDefender';
  excessMandatory: boolean;
  halfRounding: 'floor' | 'ceil';
  initiativeDamageMeasure: 'applied' | 'cappedAt2000';
  frontRow: 'top' | 'bottom';
  selfDestroyedSoulsTo: 'soulYard' | 'discardPile';
  formationCountsTapped: boolean;
  specialAltarActiveWhenDestroyed: boolean;
  /**
   * W55: a triggered effect's use `limit` binds it as it binds an activated one. Rules version 1 matches written
   * before schema version 2 counted limits for activated effects only; their upcast setup says `false`.
   */
  triggeredEffectLimits: boolean;
  variants: {
    soulBurst: boolean;
    simultaneousAttack: boolean;
    destroyedAltarOccupantsTargetable: boolean;
    endOfRoundDiscard: boolean;
  };
}

export const DEFAULT_CONFIG: WuhunzhiConfig = {
  mainDeckSize: 50,
  altarCount: 5,
  generalCount: { min: 1, max: 3 },
  maxCopies: 4,
  handTarget: 5,
  altarDestroyThreshold: 2000,
  altarsToLose: 4,
  firstPlayerMethod: 'script',
  bindRequiresUpright: false,
  faceDownAltarTargetable: true,
  faceDownAltarSummonable: false,
  eventSlotConflict: 'block',
  deployOnlyLastRoundSummons: false,
  returnRequiresGrade: false,
  faceDownCountsAsSoulForMovement: true,
  summonPassIsFinal: false,
  uniqueNameIncludesBoundSouls: false,
  tappedSoulCombat: 'normal',
  attackOnTrap: 'clearNoDamage',
  excessMandatory: false,
  halfRounding: 'floor',
  initiativeDamageMeasure: 'applied',
  frontRow: 'top',
  selfDestroyedSoulsTo: 'soulYard',
  formationCountsTapped: true,
  specialAltarActiveWhenDestroyed: true,
  triggeredEffectLimits: true,
  variants: {
    soulBurst: false,
    simultaneousAttack: false,
    destroyedAltarOccupantsTargetable: false,
    endOfRoundDiscard: false,
  },
};

const variantsSchema = z
  .object({
    soulBurst: z.boolean(),
    // Appendix B.2: the source leaves the damage merge undefined; the spec says it must be specified before it
    // is turned on, so the engine refuses to enable it.
    simultaneousAttack: z.literal(false),
    destroyedAltarOccupantsTargetable: z.boolean(),
    endOfRoundDiscard: z.boolean(),
  })
  .strict();

export const configSchema = z
  .object({
    mainDeckSize: z.number().int().min(1).max(200),
    altarCount: z.literal(5),
    generalCount: z
      .object({ min: z.number().int().min(1).max(3), max: z.number().int().min(1).max(3) })
      .strict(),
    maxCopies: z.number().int().min(1).max(50),
    handTarget: z.number().int().min(1).max(20),
    altarDestroyThreshold: z.number().int().min(1).max(100000),
    altarsToLose: z.number().int().min(1).max(5),
    firstPlayerMethod: z.enum(['script', 'coin']),
    bindRequiresUpright: z.boolean(),
    faceDownAltarTargetable: z.boolean(),
    faceDownAltarSummonable: z.boolean(),
    eventSlotConflict: z.enum(['block', 'replace']),
    deployOnlyLastRoundSummons: z.boolean(),
    returnRequiresGrade: z.boolean(),
    faceDownCountsAsSoulForMovement: z.boolean(),
    summonPassIsFinal: z.boolean(),
    uniqueNameIncludesBoundSouls: z.boolean(),
    tappedSoulCombat: z.enum(['normal', 'noRetaliation', 'untargetable']),
    attackOnTrap: z.enum(['clearNoDamage', 'zeroPowerDefender']),
    excessMandatory: z.boolean(),
    halfRounding: z.enum(['floor', 'ceil']),
    initiativeDamageMeasure: z.enum(['applied', 'cappedAt2000']),
    frontRow: z.enum(['top', 'bottom']),
    selfDestroyedSoulsTo: z.enum(['soulYard', 'discardPile']),
    formationCountsTapped: z.boolean(),
    specialAltarActiveWhenDestroyed: z.boolean(),
    triggeredEffectLimits: z.boolean(),
    variants: variantsSchema.partial(),
  })
  .partial()
  .strict();

/** Merge a validated partial config over the defaults (variants merge field by field). */
export function mergeConfig(partial: Partial<WuhunzhiConfig> | undefined): WuhunzhiConfig {
  const p = partial ?? {};
  return { ...DEFAULT_CONFIG, ...p, variants: { ...DEFAULT_CONFIG.variants, ...(p.variants ?? {}) } };
}
