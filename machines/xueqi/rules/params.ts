/**
 * Rule parameters that effects may override (§8.3). Each defaults to the base rule; persistent rule/value cards
 * and character skills (R34 hook) with `continuous` effects of `setRuleParam` ops override them for their controller.
 */
import type { Seat } from '@/machines/engine';
import { cardOf } from '../catalog';
import type { XueqiState } from '../state';

export interface RuleParams {
  attacksPerCreaturePerTurn: number;
  directAttackRequiresEmptyField: boolean;
  drawsPerTurn: number;
  turnEndsAfterBattle: boolean;
  creatureSlotLimit: number;
  maxComboSize: number;
  supporterAtkFactor: number;
}
export const RULE_PARAM_NAMES = [
  'attacksPerCreaturePerTurn',
  'directAttackRequiresEmptyField',
  'drawsPerTurn',
  'turnEndsAfterBattle',
  'creatureSlotLimit',
  'maxComboSize',
  'supporterAtkFactor',
] as const;

const BASE = new Map<number, Readonly<RuleParams>>();

/** The rule parameters for `seat` now. The result is shared when nothing overrides it: do not mutate it. */
export function ruleParams(s: XueqiState, seat: Seat): Readonly<RuleParams> {
  if (s.game.players[seat].supportArea.length === 0 && !s.config.characterSkills?.[seat]) {
    let base = BASE.get(s.config.creatureSlotLimit);
    if (!base) {
      base = Object.freeze(computeParams(s, seat));
      BASE.set(s.config.creatureSlotLimit, base);
    }
    return base;
  }
  return computeParams(s, seat);
}

function computeParams(s: XueqiState, seat: Seat): RuleParams {
  const out: RuleParams = {
    attacksPerCreaturePerTurn: 1,
    directAttackRequiresEmptyField: true,
    drawsPerTurn: 1,
    turnEndsAfterBattle: true,
    creatureSlotLimit: s.config.creatureSlotLimit,
    maxComboSize: 3,
    supporterAtkFactor: 0.5,
  };
  const apply = (ops: ReadonlyArray<{ op: string; [k: string]: unknown }>) => {
    for (const op of ops) {
      if (op.op === 'setRuleParam')
        (out as unknown as Record<string, unknown>)[op.param as string] = op.value;
    }
  };
  for (const sup of s.game.players[seat].supportArea) {
    const card = cardOf(s, s.cards[sup.id].cardId);
    if (card.kind !== 'creature' && card.effect.kind === 'continuous') apply(card.effect.ops);
  }
  const skills = s.config.characterSkills?.[seat];
  if (skills) for (const e of skills) if (e.kind === 'continuous') apply(e.ops);
  return out;
}
