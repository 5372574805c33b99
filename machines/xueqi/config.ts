/**
 * XueqiConfig: every configurable ruling of the spec (§9), defaults = Appendix A. Overrides are validated
 * with `.partial().strict()`, so an unknown key is refused at match creation.
 */
import { z } from 'zod';
import { effectSchema } from '@/machines/engine';
import type { EffectDef } from '@/machines/engine';

/** R34 hook: an optional restriction on `summon.creature` (inert when null). */
export interface SummonRestriction {
  /** Highest rank that may be summoned from hand at all (null: no cap). */
  maxRankFromHand?: number | null;
  /** Caps by round: the entry with the greatest `fromRound` ≤ the current round applies. */
  maxRankByRound?: Array<{ fromRound: number; maxRank: number }>;
}

export interface XueqiConfig {
  startingLp: number;
  deckSize: { min: number; max: number };
  maxCopies: number | null;
  openingHand: number;
  handLimit: number;
  drawOptional: boolean;
  upkeepTiming: 'everyTurnEnd' | 'ownTurnEnd';
  expiryBeforeUpkeep: boolean;
  destroyGainTo: 'destroyer' | 'controller';
  allowVoluntaryDestroy: boolean;
  ruleDiscardRefund: boolean;
  supportAreaLimit: number | null;
  allowLethalCosts: boolean;
  lpCheck: 'immediate' | 'endOfTurn';
  attackThreshold: 'greater' | 'greaterOrEqual';
  supporterRounding: 'floor' | 'ceil' | 'round';
  comboOnlyWhenNeeded: boolean;
  extraSummonRankOffset: number;
  extraToGraveyard: boolean;
  creatureSlotLimit: number;
  opponentTurnActivations: boolean;
  deckOutMode: 'stateAtOwnTurnEnd' | 'latched';
  fateDrawMinCompletedTurns: number;
  fateDrawTurnCounting: 'own' | 'global';
  lifelineDuration: 'thisTurn' | 'untilOpponentTurnEnd' | 'game';
  freeSummonCoversActivations: boolean;
  summoningSickness: boolean;
  directAttackBlockers: 'creatures' | 'anyCard';
  /** R34 hooks, inert by default. */
  summonRestriction: SummonRestriction | null;
  /** One of five (unnamed) professions per seat; the source names none, so it has no effect of its own. */
  profession: Partial<Record<'p1' | 'p2', 1 | 2 | 3 | 4 | 5 | null>> | null;
  /** Character skills per seat as effect data; only `continuous` skills with `setRuleParam` ops act (§8.5). */
  characterSkills: Partial<Record<'p1' | 'p2', EffectDef[]>> | null;
  durationCounting: 'own' | 'global';
}

export const DEFAULT_CONFIG: XueqiConfig = {
  startingLp: 4000,
  deckSize: { min: 40, max: 50 },
  maxCopies: null,
  openingHand: 5,
  handLimit: 9,
  drawOptional: false,
  upkeepTiming: 'everyTurnEnd',
  expiryBeforeUpkeep: true,
  destroyGainTo: 'destroyer',
  allowVoluntaryDestroy: true,
  ruleDiscardRefund: false,
  supportAreaLimit: null,
  allowLethalCosts: false,
  lpCheck: 'immediate',
  attackThreshold: 'greater',
  supporterRounding: 'floor',
  comboOnlyWhenNeeded: true,
  extraSummonRankOffset: 2,
  extraToGraveyard: true,
  creatureSlotLimit: 5,
  opponentTurnActivations: false,
  deckOutMode: 'stateAtOwnTurnEnd',
  fateDrawMinCompletedTurns: 3,
  fateDrawTurnCounting: 'own',
  lifelineDuration: 'thisTurn',
  freeSummonCoversActivations: false,
  summoningSickness: false,
  directAttackBlockers: 'creatures',
  summonRestriction: null,
  profession: null,
  characterSkills: null,
  durationCounting: 'own',
};

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const profession = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.null()]);

export const configSchema = z
  .object({
    startingLp: int(1, 1_000_000),
    deckSize: z
      .object({ min: int(1, 500), max: int(1, 500) })
      .strict()
      .refine((d) => d.min <= d.max, { message: 'deckSize.min must not exceed deckSize.max' }),
    maxCopies: int(1, 100).nullable(),
    openingHand: int(0, 20),
    handLimit: int(1, 100),
    drawOptional: z.boolean(),
    upkeepTiming: z.enum(['everyTurnEnd', 'ownTurnEnd']),
    expiryBeforeUpkeep: z.boolean(),
    destroyGainTo: z.enum(['destroyer', 'controller']),
    allowVoluntaryDestroy: z.boolean(),
    ruleDiscardRefund: z.boolean(),
    supportAreaLimit: int(0, 100).nullable(),
    allowLethalCosts: z.boolean(),
    lpCheck: z.enum(['immediate', 'endOfTurn']),
    attackThreshold: z.enum(['greater', 'greaterOrEqual']),
    supporterRounding: z.enum(['floor', 'ceil', 'round']),
    comboOnlyWhenNeeded: z.boolean(),
    extraSummonRankOffset: int(0, 20),
    extraToGraveyard: z.boolean(),
    creatureSlotLimit: int(0, 20),
    opponentTurnActivations: z.boolean(),
    deckOutMode: z.enum(['stateAtOwnTurnEnd', 'latched']),
    fateDrawMinCompletedTurns: int(0, 100),
    fateDrawTurnCounting: z.enum(['own', 'global']),
    lifelineDuration: z.enum(['thisTurn', 'untilOpponentTurnEnd', 'game']),
    freeSummonCoversActivations: z.boolean(),
    summoningSickness: z.boolean(),
    directAttackBlockers: z.enum(['creatures', 'anyCard']),
    summonRestriction: z
      .object({
        maxRankFromHand: int(0, 100).nullable().optional(),
        maxRankByRound: z
          .array(z.object({ fromRound: int(1, 1000), maxRank: int(0, 100) }).strict())
          .optional(),
      })
      .strict()
      .nullable(),
    profession: z.object({ p1: profession.optional(), p2: profession.optional() }).strict().nullable(),
    characterSkills: z
      .object({ p1: z.array(effectSchema).optional(), p2: z.array(effectSchema).optional() })
      .strict()
      .nullable(),
    durationCounting: z.enum(['own', 'global']),
  })
  .partial()
  .strict() as unknown as z.ZodType<Partial<XueqiConfig>>;
