/**
 * The declarative shape of one 星阶 card (content/xingjie/types.ts) as a strict zod schema: the shape every starter
 * card satisfies (tests/unit/xingjie/cards.test.ts) and an author's custom card is validated against (issue 12,
 * docs/rules/xingjie.md "Custom cards / 自定义卡牌"). Vocabulary checks beyond the shape are in custom-cards.ts.
 */
import { z } from 'zod';
import { conditionSchema } from '@/machines/engine/effects';
import type { XCard } from '@/content/xingjie/types';

/** A bilingual name: both languages written. */
const name = z.object({ zh: z.string().min(1).max(60), en: z.string().min(1).max(120) }).strict();
/**
 * Rules text: may be empty or left out (read as empty); the card detail then shows the words generated from the
 * effects (card-text.ts, docs/rules/xingjie.md ruling 44). Starter cards always carry it (their type requires it).
 */
const text = z
  .object({ zh: z.string().max(2000), en: z.string().max(4000) })
  .strict()
  .default(() => ({ zh: '', en: '' }));
const word = z.string().min(1).max(30);

export const RARITIES = [
  'plain',
  'common',
  'rare',
  'scarce',
  'superRare',
  'ultraScarce',
  'legendary',
  'mythic',
] as const;
export const TRIGGERS = [
  'summoned',
  'flipped',
  'attacked',
  'attacks',
  'destroyed',
  'damaged',
  'phaseStart',
  'phaseEnd',
  'cardActivated',
  'equipBroken',
] as const;
export const TIMINGS = ['start', 'draw', 'action', 'battle', 'end', 'onAttackDeclared'] as const;
export const PHASES = ['start', 'draw', 'action', 'battle', 'end'] as const;

/** §8.2 Filter: a conjunction of these fields (strict: an unknown key is refused). */
export const filterSchema = z
  .object({
    type: z.enum(['character', 'magic', 'trap', 'equipment']).optional(),
    magicKind: z.enum(['field', 'normal', 'continuous']).optional(),
    trapKind: z.enum(['normal', 'continuous']).optional(),
    equipKind: z.enum(['character', 'person']).optional(),
    starsBetween: z.tuple([z.number().int().min(0).max(99), z.number().int().min(0).max(99)]).optional(),
    nameIs: z.string().min(1).max(60).optional(),
    nameContains: z.string().min(1).max(60).optional(),
    hasMark: word.optional(),
    hasAura: word.optional(),
    rarityIs: z.enum(RARITIES).optional(),
    position: z.enum(['attack', 'defense', 'faceDownDefense', 'faceUp']).optional(),
    controller: z.enum(['self', 'opponent', 'any']).optional(),
    zone: z.enum(['front', 'back', 'avatar', 'hand', 'deck', 'graveyard']).optional(),
  })
  .strict();

/** An op: its name and arguments (each op's arguments are checked against the vocabulary in custom-cards.ts). */
const op = z.object({ op: z.string().min(1).max(40) }).catchall(z.unknown());

const effectSchema = z
  .object({
    kind: z.enum(['activated', 'triggered', 'continuous']),
    trigger: z
      .object({
        on: z.enum(TRIGGERS),
        filter: filterSchema
          .extend({ phase: z.enum(PHASES).optional() })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    timing: z.array(z.enum(TIMINGS)).min(1).max(6).optional(),
    condition: conditionSchema.optional(),
    cost: z.array(op).max(4).optional(),
    targets: z
      .array(z.object({ filter: filterSchema.optional(), count: z.literal(1).optional() }).strict())
      .max(4)
      .optional(),
    ops: z.array(op).max(12),
    limit: z
      .object({ per: z.enum(['turn', 'game']), count: z.number().int().min(1).max(99) })
      .strict()
      .optional(),
    duration: z.enum(['instant', 'thisTurn', 'untilEndOfNextTurn', 'whileOnField']).optional(),
    text,
  })
  .strict();

const base = {
  id: z.string(),
  name,
  rarity: z.enum(RARITIES),
  auras: z.array(word).max(10).optional(),
  marks: z.array(word).max(10).optional(),
  era: z.string().max(40).optional(),
  effects: z.array(effectSchema).max(6).optional(),
  text,
};

/** One card in the game's declarative shape (§2, §8.2). */
export const cardSchema = z.discriminatedUnion('type', [
  z
    .object({
      ...base,
      type: z.literal('character'),
      stars: z.number().int().min(1).max(99),
      atk: z.number().int().min(0).max(9999),
      hp: z.number().int().min(1).max(9999),
    })
    .strict(),
  z
    .object({ ...base, type: z.literal('magic'), magicKind: z.enum(['field', 'normal', 'continuous']) })
    .strict(),
  z.object({ ...base, type: z.literal('trap'), trapKind: z.enum(['normal', 'continuous']) }).strict(),
  z
    .object({
      ...base,
      type: z.literal('equipment'),
      equipKind: z.enum(['character', 'person']),
      durability: z.number().int().min(1).max(999),
      atkBonus: z.number().int().min(-999).max(999),
      hpBonus: z.number().int().min(-999).max(999),
    })
    .strict(),
]) as unknown as z.ZodType<XCard>;
