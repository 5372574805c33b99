/**
 * Battle (§5.5, §6): attack legality (R14 threshold, R15 halving, R16 combos only when needed, R18/R35 direct
 * attacks), resolution (no trample, no strike-back R17), ending the battle (R39).
 */
import { otherSeat, queuePhase } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { CreatureInstance, XueqiState } from '../state';
import { atkOf, blocksDirectAttack, creaturesOf, findCreature, lifeOf } from './field';
import { turnProblem } from './gate';
import { changeLp } from './lp';
import { ruleParams } from './params';
import type { RuleParams } from './params';
import { problem } from './problem';
import { destroyCreature, fireTrigger } from '../effects/vocabulary';
import type { Problem } from './problem';

export interface AttackPayload {
  lead: string;
  supporters: string[];
  target: string;
}

/** floor (default), ceil or round of atk × factor (R15). */
export function supporterAtk(s: XueqiState, atk: number, factor: number): number {
  const x = atk * factor;
  return s.config.supporterRounding === 'ceil'
    ? Math.ceil(x)
    : s.config.supporterRounding === 'round'
      ? Math.round(x)
      : Math.floor(x);
}

/** comboAtk = atk(lead) + Σ halved atk(supporters) (§6.1 step 2). */
export function comboAtk(
  s: XueqiState,
  lead: CreatureInstance,
  supporters: readonly CreatureInstance[],
  params: RuleParams,
): number {
  let total = atkOf(s, lead);
  for (const c of supporters) total += supporterAtk(s, atkOf(s, c), params.supporterAtkFactor);
  return total;
}

/** R14: strictly greater by default. */
export const passes = (s: XueqiState, atk: number, life: number): boolean =>
  s.config.attackThreshold === 'greater' ? atk > life : atk >= life;

/** May this creature attack or support now? */
export function canStillAttack(s: XueqiState, c: CreatureInstance, params: RuleParams): boolean {
  const g = s.game;
  if (c.attacksUsed >= params.attacksPerCreaturePerTurn + c.extraAttacks) return false;
  if (g.turnNumber <= c.cannotAttackUntilTurn) return false;
  if (s.config.summoningSickness && c.enteredTurn === g.turnNumber && c.via !== 'battle') return false;
  return true;
}

export function attackProblem(s: XueqiState, seat: Seat, a: AttackPayload): Problem | null {
  const p = turnProblem(s, seat, ['battle']);
  if (p) return p;
  const params = ruleParams(s, seat);
  const own = creaturesOf(s.game.players[seat]);
  const ids = [a.lead, ...a.supporters];
  if (new Set(ids).size !== ids.length)
    return problem(
      'ERR_DUPLICATE_ATTACKER',
      '同一只生物不能重复出现在联动中',
      'A creature appears twice in the combo',
    );
  if (ids.length > params.maxComboSize)
    return problem(
      'ERR_COMBO_TOO_LARGE',
      `联动最多${params.maxComboSize}张卡牌`,
      `A combo has at most ${params.maxComboSize} cards`,
    );
  const lead = own.find((c) => c.id === a.lead);
  if (!lead)
    return problem(
      'ERR_NOT_YOUR_CREATURE',
      '攻击者必须是你场上的生物',
      'The attacker must be a creature on your field',
    );
  const sup: CreatureInstance[] = [];
  let last = -1;
  for (const id of a.supporters) {
    const at = own.findIndex((c) => c.id === id);
    if (at < 0)
      return problem(
        'ERR_NOT_YOUR_CREATURE',
        '配合者必须是你场上的生物',
        'Supporters must be creatures on your field',
      );
    if (at < last)
      return problem(
        'ERR_SUPPORTER_ORDER',
        '配合者须按场上顺序列出',
        'Supporters must be listed in field order',
      );
    last = at;
    sup.push(own[at]);
  }
  for (const c of [lead, ...sup]) {
    if (!canStillAttack(s, c, params))
      return problem(
        'ERR_ALREADY_ATTACKED',
        '这只生物本回合不能再攻击或配合',
        'That creature cannot attack or support again this turn',
      );
  }
  const O = otherSeat(seat);
  if (a.target === 'player') {
    if (sup.length)
      return problem(
        'ERR_DIRECT_COMBO',
        '直接攻击不能联动（R18）',
        'A direct attack takes no supporters (R18)',
      );
    if (params.directAttackRequiresEmptyField && !lead.directAttackThisTurn && blocksDirectAttack(s, O)) {
      return problem(
        'ERR_DIRECT_BLOCKED',
        '对方场上仍有生物，不能直接攻击玩家',
        'The opponent still controls creatures; no direct attack',
      );
    }
    return null;
  }
  const target = findCreature(s, a.target);
  if (!target || target.seat !== O)
    return problem(
      'ERR_BAD_TARGET',
      '目标必须是对方场上的生物',
      "The target must be a creature on the opponent's field",
    );
  const life = lifeOf(s, target.c);
  if (sup.length && s.config.comboOnlyWhenNeeded && passes(s, atkOf(s, lead), life)) {
    return problem(
      'ERR_COMBO_NOT_NEEDED',
      '主攻击者已足够，不能追加配合（R16）',
      'The lead alone suffices; no supporters allowed (R16)',
    );
  }
  const total = comboAtk(s, lead, sup, params);
  if (!passes(s, total, life)) {
    return problem(
      'ERR_ATTACK_TOO_WEAK',
      `攻击力${total}不高于目标生命力${life}`,
      `Attack ${total} does not exceed the target's life ${life}`,
    );
  }
  return null;
}

export function attack(s: XueqiState, seat: Seat, a: AttackPayload): void {
  const params = ruleParams(s, seat);
  const own = creaturesOf(s.game.players[seat]);
  const lead = own.find((c) => c.id === a.lead)!;
  const sup = a.supporters.map((id) => own.find((c) => c.id === id)!);
  for (const c of [lead, ...sup]) c.attacksUsed += 1;
  const O = otherSeat(seat);
  // §6.1 step 1–2: the declaration stands; `attacks` / `attacked` triggers resolve, then the numbers are taken.
  fireTrigger(s, seat, a.lead, 'attacks');
  if (a.target !== 'player' && findCreature(s, a.target)) fireTrigger(s, O, a.target, 'attacked');
  const leadNow = findCreature(s, a.lead);
  if (a.target === 'player') {
    const dmg = leadNow ? atkOf(s, leadNow.c) : 0;
    s.effects.push({
      type: 'attack',
      seat,
      lead: a.lead,
      leadCard: s.cards[a.lead]?.cardId ?? null,
      supporters: [],
      target: 'player',
      atk: dmg,
      fizzled: !leadNow,
    });
    if (leadNow) changeLp(s, O, -dmg, 'battle', seat, s.cards[a.lead].cardId);
    return;
  }
  const target = findCreature(s, a.target);
  const supNow = a.supporters
    .map((id) => findCreature(s, id))
    .filter((f) => f !== null)
    .map((f) => f!.c);
  const total = leadNow ? comboAtk(s, leadNow.c, supNow, params) : 0;
  const life = target ? lifeOf(s, target.c) : 0;
  const lands = Boolean(leadNow && target && passes(s, total, life));
  s.effects.push({
    type: 'attack',
    seat,
    lead: a.lead,
    leadCard: s.cards[a.lead]?.cardId ?? null,
    supporters: a.supporters.map((id) => s.cards[id]?.cardId ?? null),
    target: a.target,
    targetCard: s.cards[a.target]?.cardId ?? null,
    atk: total,
    life,
    fizzled: !lands,
  });
  // §6.1 step 3: destroy the target; the excess is wasted (no trample), the attackers take nothing (R17).
  // If the target left or the threshold no longer holds, the attack ends with no effect (§6.1 step 2).
  if (lands) destroyCreature(s, a.target, seat, 'battle');
}

export const endBattleProblem = (s: XueqiState, seat: Seat): Problem | null =>
  turnProblem(s, seat, ['battle']);

/** R39: the turn ends with the battle, unless `skipEndAfterBattle`/`turnEndsAfterBattle: false` says otherwise. */
export function endBattle(s: XueqiState, seat: Seat): void {
  const g = s.game;
  g.inBattle = false;
  const back = g.battleReturnsToMain || !ruleParams(s, seat).turnEndsAfterBattle;
  s.effects.push({ type: 'battleEnd', seat, backToMain: back });
  queuePhase(s, back ? 'phase.main' : 'phase.end');
}
