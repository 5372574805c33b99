/**
 * Main-phase actions (§5.3): summon from hand, activate rule/value cards and creature effects, destroy an own
 * creature (R9), the R10 variant refund, declare battle, end the turn.
 */
import { queuePhase } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { cardOf, isCreatureCard } from '../catalog';
import type { SupportCardData, XEffectData } from '../catalog';
import { activationProblem, isBattleSummonTiming, resolveActivation } from '../effects/activation';
import type { EffectSource } from '../effects/context';
import type { XueqiState } from '../state';
import { activateCost, summonCost } from './costs';
import { findCreature } from './field';
import { destroyCreature, enterField } from '../effects/vocabulary';
import { stepOf, turnProblem } from './gate';
import { canPay, changeLp } from './lp';
import { ruleParams } from './params';
import { problem } from './problem';
import type { Problem } from './problem';
import { supportToGraveyard } from './support';

const isFreeSummonTurn = (s: XueqiState, seat: Seat) =>
  Boolean(
    s.game.freeSummonTurn &&
    s.game.freeSummonTurn.player === seat &&
    s.game.freeSummonTurn.turnNumber === s.game.turnNumber,
  );

/** The cost of summoning `rank` from hand now (0 on a free-summon turn, R28). */
export const handSummonCost = (s: XueqiState, seat: Seat, rank: number) =>
  isFreeSummonTurn(s, seat) ? 0 : summonCost(rank);

/** The cost of activating a rule/value card now (free on a free-summon turn only under the R28 variant). */
export const cardActivationCost = (s: XueqiState, seat: Seat, rank: number) =>
  isFreeSummonTurn(s, seat) && s.config.freeSummonCoversActivations ? 0 : activateCost(rank);

/** R34 hook: the configured summon restriction (inert when null). */
function restrictionProblem(s: XueqiState, rank: number): Problem | null {
  const r = s.config.summonRestriction;
  if (!r) return null;
  let cap = r.maxRankFromHand ?? Infinity;
  let best = 0;
  for (const e of r.maxRankByRound ?? []) {
    if (e.fromRound <= s.game.round && e.fromRound >= best) {
      best = e.fromRound;
      cap = Math.min(r.maxRankFromHand ?? Infinity, e.maxRank);
    }
  }
  return rank > cap
    ? problem(
        'ERR_SUMMON_RESTRICTED',
        `召唤限制：现在最高只能召唤${cap}阶`,
        `Summon restriction: at most rank ${cap} now`,
      )
    : null;
}

export function summonProblem(s: XueqiState, seat: Seat, card: string): Problem | null {
  const p = turnProblem(s, seat, ['main']);
  if (p) return p;
  const me = s.game.players[seat];
  if (!me.hand.includes(card))
    return problem('ERR_NOT_IN_HAND', '这张卡不在你的手牌中', 'That card is not in your hand');
  if (s.game.battleFought) {
    return problem(
      'ERR_SUMMON_AFTER_BATTLE',
      '召唤须在战斗开始前进行',
      'Summons must come before the battle (R22)',
    );
  }
  const data = cardOf(s, s.cards[card].cardId);
  if (!isCreatureCard(data))
    return problem('ERR_NOT_A_CREATURE', '只有生物卡可以召唤', 'Only creature cards can be summoned');
  if (me.creatureSlots.length >= ruleParams(s, seat).creatureSlotLimit)
    return problem('ERR_SLOTS_FULL', '场地五格已满', 'All creature slots are full');
  const r = restrictionProblem(s, data.rank);
  if (r) return r;
  const cost = handSummonCost(s, seat, data.rank);
  if (!canPay(s, seat, cost))
    return problem(
      'ERR_CANNOT_PAY',
      `召唤需${cost}点生命值，生命值须高于代价`,
      `Summoning costs ${cost} LP and your LP must exceed it`,
    );
  return null;
}

export function summonCreature(s: XueqiState, seat: Seat, card: string): void {
  const me = s.game.players[seat];
  const data = cardOf(s, s.cards[card].cardId);
  const cost = handSummonCost(s, seat, data.rank);
  changeLp(s, seat, -cost, 'summonCost', seat, data.id);
  if (cost === 0) s.effects.push({ type: 'freeSummon', seat, card: data.id, id: card });
  me.hand.splice(me.hand.indexOf(card), 1);
  enterField(s, seat, card, { via: 'hand', occupiesSlot: true, extra: false });
}

export interface ActivatePayload {
  card: string;
  targets: string[];
  pick?: string;
}

export function activateCardProblem(
  s: XueqiState,
  seat: Seat,
  kind: 'rule' | 'value',
  a: ActivatePayload,
): Problem | null {
  const p = turnProblem(s, seat, ['main', 'battle'], true);
  if (p) return p;
  const me = s.game.players[seat];
  if (!me.hand.includes(a.card))
    return problem('ERR_NOT_IN_HAND', '这张卡不在你的手牌中', 'That card is not in your hand');
  const data = cardOf(s, s.cards[a.card].cardId);
  if (data.kind !== kind) {
    return problem(
      'ERR_WRONG_CARD_KIND',
      kind === 'rule' ? '这不是规则卡' : '这不是数值卡',
      kind === 'rule' ? 'That is not a rule card' : 'That is not a value card',
    );
  }
  if (
    data.persistent &&
    s.config.supportAreaLimit !== null &&
    me.supportArea.length >= s.config.supportAreaLimit
  ) {
    return problem('ERR_SUPPORT_FULL', '支援区已满', 'The support area is full');
  }
  const src: EffectSource = { kind, id: a.card, cardId: data.id, rank: data.rank, effectIndex: 0 };
  return activationProblem(
    s,
    seat,
    src,
    data.effect,
    a.targets,
    a.pick,
    cardActivationCost(s, seat, data.rank),
  );
}

export function activateCard(s: XueqiState, seat: Seat, kind: 'rule' | 'value', a: ActivatePayload): void {
  const me = s.game.players[seat];
  const data = cardOf(s, s.cards[a.card].cardId) as SupportCardData;
  me.hand.splice(me.hand.indexOf(a.card), 1);
  s.effects.push({
    type: 'activate',
    seat,
    kind,
    card: data.id,
    targets: a.targets.map((t) => s.cards[t]?.cardId ?? t),
    id: a.card,
    targetIds: [...a.targets],
  });
  changeLp(s, seat, -cardActivationCost(s, seat, data.rank), 'activationCost', seat, data.id);
  const src: EffectSource = { kind, id: a.card, cardId: data.id, rank: data.rank, effectIndex: 0 };
  resolveActivation(s, seat, src, data.effect, a.targets, a.pick);
  if (data.persistent) {
    me.supportArea.push({ id: a.card, kind, enteredTurn: s.game.turnNumber });
    s.effects.push({ type: 'persist', seat, card: data.id, id: a.card });
  } else {
    s.game.players[s.cards[a.card].owner].graveyard.push(a.card);
  }
}

export interface EffectPayload {
  creature: string;
  effect: number;
  targets: string[];
  pick?: string;
}

export function activateEffectProblem(s: XueqiState, seat: Seat, a: EffectPayload): Problem | null {
  const p = turnProblem(s, seat, ['main', 'battle'], true);
  if (p) return p;
  const f = findCreature(s, a.creature);
  if (!f || f.seat !== seat)
    return problem('ERR_NOT_YOUR_CREATURE', '那不是你场上的生物', 'That is not a creature on your field');
  const data = cardOf(s, s.cards[a.creature].cardId);
  const effect = isCreatureCard(data) ? data.effects?.[a.effect] : undefined;
  if (!effect || effect.kind !== 'activated')
    return problem(
      'ERR_NO_SUCH_EFFECT',
      '这只生物没有这项可发动的效果',
      'That creature has no such activated effect',
    );
  const timing = effect.timing ?? ['main'];
  const step = stepOf(s);
  const ok =
    step === 'main'
      ? timing.includes('main')
      : timing.includes('battle') ||
        timing.includes('duringBattle') ||
        (timing.includes('afterAttack') && f.c.attacksUsed > 0);
  if (!ok)
    return problem('ERR_EFFECT_TIMING', '现在不是此效果的发动时机', 'This effect cannot be activated now');
  if (seat !== s.game.activePlayer && effect.ops.some((o) => o.op.startsWith('summon'))) {
    return problem('ERR_SUMMON_OFF_TURN', '只能在自己的回合召唤', 'Summons happen on your own turn only');
  }
  const src: EffectSource = {
    kind: 'creature',
    id: a.creature,
    cardId: data.id,
    rank: data.rank,
    effectIndex: a.effect,
  };
  return activationProblem(s, seat, src, effect, a.targets, a.pick);
}

export function activateEffect(s: XueqiState, seat: Seat, a: EffectPayload): void {
  const data = cardOf(s, s.cards[a.creature].cardId);
  const effect = isCreatureCard(data) ? data.effects![a.effect] : null;
  s.effects.push({
    type: 'activateEffect',
    seat,
    id: a.creature,
    card: data.id,
    effect: a.effect,
    battleSummon: Boolean(effect && isBattleSummonTiming(effect) && s.game.inBattle),
  });
  const src: EffectSource = {
    kind: 'creature',
    id: a.creature,
    cardId: data.id,
    rank: data.rank,
    effectIndex: a.effect,
  };
  resolveActivation(s, seat, src, effect!, a.targets, a.pick);
}

export interface SkillPayload {
  skill: number;
  targets: string[];
  pick?: string;
}

/** The effect source of a character skill (R34 hook): no card, rank 0. */
export const skillSource = (skill: number): EffectSource => ({
  kind: 'skill',
  id: null,
  cardId: null,
  rank: 0,
  effectIndex: skill,
});

/** R34 hook: an activated character skill from `characterSkills` (none by default, so never legal by default). */
export function activateSkillProblem(s: XueqiState, seat: Seat, a: SkillPayload): Problem | null {
  const p = turnProblem(s, seat, ['main', 'battle'], true);
  if (p) return p;
  const effect = s.config.characterSkills?.[seat]?.[a.skill];
  if (!effect || effect.kind !== 'activated') {
    return problem(
      'ERR_NO_SUCH_SKILL',
      '没有这项可发动的角色技能',
      'There is no such activated character skill',
    );
  }
  const timing = effect.timing ?? ['main'];
  const ok =
    stepOf(s) === 'main'
      ? timing.includes('main')
      : timing.includes('battle') || timing.includes('duringBattle');
  if (!ok)
    return problem('ERR_EFFECT_TIMING', '现在不是此技能的发动时机', 'This skill cannot be activated now');
  return activationProblem(s, seat, skillSource(a.skill), effect as XEffectData, a.targets, a.pick);
}

export function activateSkill(s: XueqiState, seat: Seat, a: SkillPayload): void {
  const effect = s.config.characterSkills![seat]![a.skill] as XEffectData;
  s.effects.push({ type: 'activateSkill', seat, skill: a.skill });
  resolveActivation(s, seat, skillSource(a.skill), effect, a.targets, a.pick);
}

export function destroyOwnProblem(s: XueqiState, seat: Seat, creature: string): Problem | null {
  if (!s.config.allowVoluntaryDestroy)
    return problem(
      'ERR_VARIANT_OFF',
      '本局不允许主动破坏己方生物',
      'Voluntary destruction is off in this match',
    );
  const p = turnProblem(s, seat, ['main']);
  if (p) return p;
  const f = findCreature(s, creature);
  if (!f || f.seat !== seat)
    return problem('ERR_NOT_YOUR_CREATURE', '那不是你场上的生物', 'That is not a creature on your field');
  return null;
}

export const destroyOwn = (s: XueqiState, seat: Seat, creature: string) =>
  destroyCreature(s, creature, seat, 'voluntary');

/** R10 variant: send an own persistent rule card to the graveyard for rank × 5. */
export function ruleDiscardProblem(s: XueqiState, seat: Seat, card: string): Problem | null {
  if (!s.config.ruleDiscardRefund)
    return problem(
      'ERR_VARIANT_OFF',
      '本局未启用规则卡丢弃回血（R10）',
      'The rule-card refund variant (R10) is off',
    );
  const p = turnProblem(s, seat, ['main']);
  if (p) return p;
  const sup = s.game.players[seat].supportArea.find((x) => x.id === card);
  if (!sup || sup.kind !== 'rule')
    return problem(
      'ERR_NOT_YOUR_SUPPORT',
      '那不是你场上的持续规则卡',
      'That is not a persistent rule card of yours',
    );
  return null;
}

export function ruleDiscard(s: XueqiState, seat: Seat, card: string): void {
  const cardId = s.cards[card].cardId;
  supportToGraveyard(s, card, 'discard');
  changeLp(s, seat, activateCost(cardOf(s, cardId).rank), 'discardRefund', seat, cardId);
}

export function declareBattleProblem(s: XueqiState, seat: Seat): Problem | null {
  const p = turnProblem(s, seat, ['main']);
  if (p) return p;
  const g = s.game;
  if (g.round === 1 && seat === g.firstPlayer)
    return problem(
      'ERR_NO_BATTLE_ROUND1',
      '第一轮先手玩家不能进入战斗阶段',
      'The first player cannot battle in round 1',
    );
  if (g.battleFought)
    return problem('ERR_BATTLE_DONE', '本回合已经战斗过', 'You already fought a battle this turn');
  return null;
}

export function declareBattle(s: XueqiState): void {
  s.game.inBattle = true;
  s.game.battleFought = true;
  s.effects.push({ type: 'battleStart', seat: s.game.activePlayer });
  queuePhase(s, 'phase.battle');
}

export const endTurnProblem = (s: XueqiState, seat: Seat): Problem | null => turnProblem(s, seat, ['main']);

/** The end step (§5.6) runs on the chart's entry into `end`, after this action. */
export function endTurnAction(s: XueqiState): void {
  queuePhase(s, 'phase.end');
}
