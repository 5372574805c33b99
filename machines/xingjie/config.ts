/** XingjieConfig: every configurable ruling of the spec (Appendix A). Defaults are the spec's §9 rulings. */
import { z } from 'zod';

export type SettableKind = 'normalMagic' | 'continuousMagic' | 'normalTrap' | 'continuousTrap';

export interface XingjieConfig {
  deckSize: { min: number; max: number };
  casual: boolean;
  maxCopies: number;
  maxCopiesTopRarity: number;
  openingHand: number;
  hpPerRank: number;
  maxRank: number;
  summonLimitOffset: number;
  overLimitSummon: 'loss' | 'reject';
  tributeRule: 'sumAtLeast' | 'sumExact' | 'countOnly';
  normalSummonPositions: Array<'attack' | 'defense'>;
  starModifier: 'symmetric' | 'attackerOnly';
  starModifierPerStar: number;
  damagePersists: boolean;
  hpBonusRemoval: 'clampNoDeath' | 'keepDamage';
  attackerOverflow: boolean;
  avatarCombatOverflow: boolean;
  summoningSickness: boolean;
  avatarCanAttack: boolean;
  maxPersonEquips: number;
  equipOpponentCharacters: boolean;
  fieldMagicNeedsBackRowSlot: boolean;
  sharedFieldMagicZone: boolean;
  handLimit: number;
  deckOut: 'lose' | 'skipDraw';
  simultaneousZero: 'draw' | 'activePlayerWins';
  marksIncludeName: boolean;
  settableKinds: SettableKind[];
  avatarHealCap: 'start' | 'none';
  frontRowSlots: number;
  backRowSlots: number;
}

export const DEFAULT_CONFIG: XingjieConfig = {
  deckSize: { min: 60, max: 60 },
  casual: false,
  maxCopies: 3,
  maxCopiesTopRarity: 1,
  openingHand: 5,
  hpPerRank: 15,
  maxRank: 20,
  summonLimitOffset: 2,
  overLimitSummon: 'loss',
  tributeRule: 'sumAtLeast',
  normalSummonPositions: ['attack'],
  starModifier: 'symmetric',
  starModifierPerStar: 5,
  damagePersists: true,
  hpBonusRemoval: 'clampNoDeath',
  attackerOverflow: true,
  avatarCombatOverflow: false,
  summoningSickness: false,
  avatarCanAttack: true,
  maxPersonEquips: 1,
  equipOpponentCharacters: false,
  fieldMagicNeedsBackRowSlot: true,
  sharedFieldMagicZone: false,
  handLimit: 10,
  deckOut: 'lose',
  simultaneousZero: 'draw',
  marksIncludeName: true,
  settableKinds: ['normalMagic', 'continuousMagic', 'normalTrap', 'continuousTrap'],
  avatarHealCap: 'start',
  frontRowSlots: 7,
  backRowSlots: 5,
};

const int = (min: number, max: number) => z.number().int().min(min).max(max);

export const configSchema = z
  .object({
    deckSize: z.object({ min: int(1, 200), max: int(1, 200) }).refine((d) => d.min <= d.max, 'min > max'),
    casual: z.boolean(),
    maxCopies: int(1, 60),
    maxCopiesTopRarity: int(1, 60),
    openingHand: int(0, 20),
    hpPerRank: int(1, 1000),
    maxRank: int(1, 100),
    summonLimitOffset: int(-20, 40),
    overLimitSummon: z.enum(['loss', 'reject']),
    tributeRule: z.enum(['sumAtLeast', 'sumExact', 'countOnly']),
    normalSummonPositions: z
      .array(z.enum(['attack', 'defense']))
      .min(1)
      .max(2),
    starModifier: z.enum(['symmetric', 'attackerOnly']),
    starModifierPerStar: int(0, 100),
    damagePersists: z.boolean(),
    hpBonusRemoval: z.enum(['clampNoDeath', 'keepDamage']),
    attackerOverflow: z.boolean(),
    avatarCombatOverflow: z.boolean(),
    summoningSickness: z.boolean(),
    avatarCanAttack: z.boolean(),
    maxPersonEquips: int(1, 5),
    equipOpponentCharacters: z.boolean(),
    fieldMagicNeedsBackRowSlot: z.boolean(),
    sharedFieldMagicZone: z.boolean(),
    handLimit: int(1, 60),
    deckOut: z.enum(['lose', 'skipDraw']),
    simultaneousZero: z.enum(['draw', 'activePlayerWins']),
    marksIncludeName: z.boolean(),
    settableKinds: z.array(z.enum(['normalMagic', 'continuousMagic', 'normalTrap', 'continuousTrap'])),
    avatarHealCap: z.enum(['start', 'none']),
    frontRowSlots: int(1, 12),
    backRowSlots: int(1, 12),
  })
  .partial()
  .strict() as z.ZodType<Partial<XingjieConfig>>;
