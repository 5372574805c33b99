/**
 * Effect resolution: activation legality and payment, running ops through the vocabulary, triggers and the
 * destruction of characters at 0 HP (R31).
 */
import { evalCondition, otherSeat, runOps } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { cardOf, hasTrigger, triggerInPlay } from '../catalog';
import type { XCard } from '../catalog';
import type { XEffect } from '@/content/xingjie/types';
import type { GraveHow, Ref, XingjieState } from '../state';
import { recordGrave } from '../rules/provenance';
import { P, currentHp, removeCharacter } from '../rules/board';
import type { Problem } from '../rules/priority';
import { checkGameEnd } from '../rules/result';
import type { EffectCtx } from './context';
import { matchCard, matchController } from './filters';
import type { Filter } from './filters';
import { sameRef, targetCandidates } from './targets';
import { vocabulary } from './vocabulary';

export interface ActivationPayload {
  targets?: Ref[];
  costCards?: string[];
}

const useKey = (sourceId: string, index: number) => `${sourceId}#${index}`;

export function limitReached(s: XingjieState, sourceId: string, index: number, eff: XEffect): boolean {
  if (!eff.limit) return false;
  const u = s.game.effectUses[useKey(sourceId, index)];
  if (!u) return false;
  if (eff.limit.per === 'game') return u.game >= eff.limit.count;
  return u.turn === s.turn && u.thisTurn >= eff.limit.count;
}

function recordUse(s: XingjieState, sourceId: string, index: number, eff: XEffect): void {
  if (!eff.limit) return;
  const k = useKey(sourceId, index);
  const u = s.game.effectUses[k] ?? { turn: s.turn, thisTurn: 0, game: 0 };
  if (u.turn !== s.turn) {
    u.turn = s.turn;
    u.thisTurn = 0;
  }
  u.thisTurn += 1;
  u.game += 1;
  s.game.effectUses[k] = u;
}

/** The window an activation happens in: the phase, or 'onAttackDeclared' during an attack's response window. */
export function timingOk(s: XingjieState, eff: XEffect): boolean {
  if (!eff.timing) return true;
  if (s.phase === 'turn.battle.attack' && eff.timing.includes('onAttackDeclared')) return true;
  return eff.timing.includes(s.game.step);
}

/** Discard costs: the hand cards they may take. */
export function costDiscardCount(eff: XEffect): number {
  return (eff.cost ?? []).filter((c) => c.op === 'discard').reduce((a, c) => a + Number(c.n ?? 1), 0);
}
export function costDiscardOptions(
  s: XingjieState,
  seat: Seat,
  eff: XEffect,
  exclude: string | null,
): string[] {
  const f = (eff.cost ?? []).find((c) => c.op === 'discard')?.filter as Filter | undefined;
  return P(s, seat).hand.filter(
    (id) => id !== exclude && matchCard(cardOf(s, s.cards[id].cardId), f, s.config),
  );
}
const lifeCost = (eff: XEffect) =>
  (eff.cost ?? [])
    .filter((c) => c.op === 'damage' && c.target === 'ownAvatar')
    .reduce((a, c) => a + Number(c.n ?? 0), 0);

/**
 * Why this effect cannot be activated now with this payload, or null. `exclude` is the card being played
 * from hand (it cannot pay its own discard cost).
 */
export function activationProblem(
  s: XingjieState,
  seat: Seat,
  sourceId: string,
  index: number,
  eff: XEffect,
  pl: ActivationPayload,
  exclude: string | null,
): Problem {
  const ctx: EffectCtx = { s, seat, sourceId, targets: pl.targets ?? [], fire: fireCardTrigger };
  if (limitReached(s, sourceId, index, eff))
    return [
      'ERR_EFFECT_LIMIT',
      '该效果本回合（或本局）的使用次数已用完',
      'That effect has reached its use limit',
    ];
  if (!evalCondition(vocabulary, ctx, eff.condition as never))
    return ['ERR_CONDITION', '效果的发动条件不满足', "The effect's condition does not hold"];
  const specs = eff.targets ?? [];
  if (!specs.length && pl.targets !== undefined)
    return ['ERR_TARGETS', '这个效果不取对象', 'This effect takes no targets'];
  if (!costDiscardCount(eff) && pl.costCards !== undefined)
    return ['ERR_COST', '这个效果没有弃牌代价', 'This effect has no discard cost'];
  const targets = pl.targets ?? [];
  if (targets.length !== specs.length)
    return ['ERR_TARGETS', `需要选择${specs.length}个对象`, `Choose exactly ${specs.length} target(s)`];
  for (let i = 0; i < specs.length; i++) {
    if (!targetCandidates(s, seat, specs[i].filter as Filter).some((r) => sameRef(r, targets[i]))) {
      return ['ERR_BAD_TARGET', `第${i + 1}个对象不合法`, `Target ${i + 1} is not a legal target`];
    }
    for (let j = 0; j < i; j++)
      if (sameRef(targets[i], targets[j]))
        return ['ERR_BAD_TARGET', '不能重复选择同一对象', 'Targets must be distinct'];
  }
  const need = costDiscardCount(eff);
  const paid = pl.costCards ?? [];
  if (paid.length !== need)
    return ['ERR_COST', `需要弃置${need}张手牌作为代价`, `Discard exactly ${need} card(s) as the cost`];
  if (need) {
    const ok = costDiscardOptions(s, seat, eff, exclude);
    if (new Set(paid).size !== paid.length || paid.some((id) => !ok.includes(id)))
      return ['ERR_COST', '代价中的卡不能这样弃置', 'Those cards cannot pay the cost'];
  }
  const life = lifeCost(eff);
  if (life > 0 && P(s, seat).hp <= life)
    return ['ERR_COST', '血量不足以支付代价', 'Not enough HP to pay the cost'];
  return null;
}

/**
 * Pay costs, run the ops, then destroy characters at 0 HP and check the game end. An activation (`activated`: a
 * card or effect a player activates, not a trigger) first fires the `cardActivated` triggers of the other face-up
 * cards once its costs are paid; if one of them negates it (`negateActivation`), its ops do not run (ruling 39).
 * Returns false when the activation was negated.
 */
export function resolveEffect(
  s: XingjieState,
  seat: Seat,
  sourceId: string,
  index: number,
  eff: XEffect,
  pl: ActivationPayload,
  activated = false,
): boolean {
  const ctx: EffectCtx = {
    s,
    seat,
    sourceId,
    targets: pl.targets ?? [],
    duration: eff.duration,
    fire: fireCardTrigger,
  };
  recordUse(s, sourceId, index, eff);
  for (const id of pl.costCards ?? []) {
    const hand = P(s, seat).hand;
    hand.splice(hand.indexOf(id), 1);
    P(s, seat).graveyard.push(id);
    recordGrave(s, id, 'cost');
    s.effects.push({ type: 'discard', seat, card: id, cost: true });
  }
  runOps(
    vocabulary,
    ctx,
    (eff.cost ?? []).filter((c) => c.op !== 'discard'),
  );
  if (activated && triggerInPlay(s, 'cardActivated') && activationNegated(s, seat, sourceId)) {
    s.effects.push({ type: 'activationNegated', seat, card: sourceId });
    destroyDead(s);
    checkGameEnd(s);
    return false;
  }
  // Damage a `damaged` trigger deals fires no further `damaged` triggers (ruling 38: play always terminates).
  if (eff.trigger?.on !== 'damaged' && triggerInPlay(s, 'damaged')) ctx.hit = [];
  runOps(vocabulary, ctx, eff.ops);
  destroyDead(s);
  checkGameEnd(s);
  if (ctx.hit) fireDamaged(s, ctx.hit);
  return true;
}

/** Face-up cards on the field of `seat` (characters, back row, field magic, person equipment), in zone order. */
function faceUpCards(s: XingjieState, seat: Seat): string[] {
  const p = P(s, seat);
  return [
    ...p.front.flatMap((c) => (c && c.position !== 'faceDownDefense' ? [c.id] : [])),
    ...p.back.flatMap((b) => (b && b.faceUp ? [b.id] : [])),
    ...(p.field ? [p.field] : []),
    ...p.personEquips.map((e) => e.id),
  ];
}

/** Whether any face-up card of `seat` has an `on` trigger (no allocation: this runs at every phase start). */
function anyFaceUpWith(s: XingjieState, seat: Seat, on: string): boolean {
  const p = P(s, seat);
  const has = (id: string) => hasTrigger(s, s.cards[id].cardId, on);
  for (const c of p.front) if (c && c.position !== 'faceDownDefense' && has(c.id)) return true;
  for (const b of p.back) if (b && b.faceUp && has(b.id)) return true;
  if (p.field && has(p.field)) return true;
  for (const e of p.personEquips) if (has(e.id)) return true;
  return false;
}

/**
 * `cardActivated` triggers (ruling 39): the face-up cards of the activating player's opponent, then their own,
 * other than the activated card; `filter` is matched against the activated card (printed data, and `controller`
 * relative to the trigger's controller). True once one of them negates the activation.
 */
function activationNegated(s: XingjieState, seat: Seat, activatedId: string): boolean {
  const activated = cardOf(s, s.cards[activatedId].cardId);
  const outcome = { negated: false };
  for (const side of [otherSeat(seat), seat]) {
    if (!anyFaceUpWith(s, side, 'cardActivated')) continue;
    for (const id of faceUpCards(s, side)) {
      if (id === activatedId || !hasTrigger(s, s.cards[id].cardId, 'cardActivated')) continue;
      if (!faceUpCards(s, side).includes(id)) continue; // an earlier trigger removed it
      cardOf(s, s.cards[id].cardId).effects?.forEach((eff, i) => {
        if (eff.kind !== 'triggered' || eff.trigger?.on !== 'cardActivated' || s.result || outcome.negated)
          return;
        const f = eff.trigger.filter as Filter | undefined;
        if (!matchController(side, seat, f) || !matchCard(activated, f, s.config)) return;
        const ctx: EffectCtx = { s, seat: side, sourceId: id, targets: [], fire: fireCardTrigger, outcome };
        if (limitReached(s, id, i, eff) || !evalCondition(vocabulary, ctx, eff.condition as never)) return;
        s.effects.push({ type: 'trigger', seat: side, card: id, on: 'cardActivated', effect: i });
        recordUse(s, id, i, eff);
        runOps(vocabulary, ctx, eff.ops);
        destroyDead(s);
        checkGameEnd(s);
      });
      if (outcome.negated || s.result) return outcome.negated;
    }
  }
  return outcome.negated;
}

/**
 * R31: every character at current HP ≤ 0 goes to its owner's graveyard (repeats while triggers destroy more);
 * `how` says why for the graveyard (ruling 43): `battle` in a battle damage step, else `effect` or `ruling`.
 */
export function destroyDead(s: XingjieState, how: GraveHow = 'effect'): void {
  for (let guard = 0; guard < 20; guard++) {
    let any = false;
    for (const seat of ['p1', 'p2'] as Seat[]) {
      P(s, seat).front.forEach((ch, slot) => {
        if (!ch || currentHp(s, ch) > 0) return;
        removeCharacter(s, seat, slot, 'graveyard', how);
        s.effects.push({ type: 'destroyed', seat, card: ch.id, slot, to: 'graveyard' });
        any = true;
        fireCardTrigger(s, seat, ch.id, 'destroyed');
      });
    }
    if (!any) return;
  }
}

/**
 * `damaged` (ruling 38): a face-up character that took damage and is still on the field after the damage step's
 * destructions (R31) fires its own `damaged` triggers.
 */
export function fireDamaged(s: XingjieState, hit: Array<{ seat: Seat; id: string }>): void {
  if (!hit.length || !triggerInPlay(s, 'damaged')) return;
  for (const { seat, id } of hit) {
    if (s.result || !hasTrigger(s, s.cards[id].cardId, 'damaged')) continue;
    const ch = P(s, seat).front.find((c) => c?.id === id);
    if (ch && ch.position !== 'faceDownDefense') fireCardTrigger(s, seat, id, 'damaged');
  }
}

/** Fire the `on` triggered effects of one card (summoned, flipped, destroyed, damaged, equipBroken). */
export function fireCardTrigger(s: XingjieState, controller: Seat, id: string, on: string): void {
  if (s.result) return;
  const card: XCard = cardOf(s, s.cards[id].cardId);
  (card.effects ?? []).forEach((eff, i) => {
    if (eff.kind !== 'triggered' || eff.trigger?.on !== on || s.result) return;
    const ctx: EffectCtx = { s, seat: controller, sourceId: id, targets: [], fire: fireCardTrigger };
    if (limitReached(s, id, i, eff) || !evalCondition(vocabulary, ctx, eff.condition as never)) return;
    s.effects.push({ type: 'trigger', seat: controller, card: id, on, effect: i });
    resolveEffect(s, controller, id, i, eff, {});
  });
}

/**
 * phaseStart / phaseEnd triggers of the turn player's face-up cards (characters, continuous back row, field,
 * weapons) as `phase` begins or ends; `filter.phase` defaults to `start` for phaseStart and `end` for phaseEnd.
 */
export function fireTurnTriggers(
  s: XingjieState,
  seat: Seat,
  phase: string,
  on: 'phaseStart' | 'phaseEnd' = 'phaseStart',
): void {
  if (!triggerInPlay(s, on) || !anyFaceUpWith(s, seat, on)) return;
  const byDefault = on === 'phaseStart' ? 'start' : 'end';
  for (const id of faceUpCards(s, seat)) {
    if (!hasTrigger(s, s.cards[id].cardId, on)) continue;
    const card = cardOf(s, s.cards[id].cardId);
    (card.effects ?? []).forEach((eff, i) => {
      if (eff.kind !== 'triggered' || eff.trigger?.on !== on || s.result) return;
      if ((eff.trigger.filter?.phase ?? byDefault) !== phase) return;
      const ctx: EffectCtx = { s, seat, sourceId: id, targets: [], fire: fireCardTrigger };
      if (limitReached(s, id, i, eff) || !evalCondition(vocabulary, ctx, eff.condition as never)) return;
      s.effects.push({ type: 'trigger', seat, card: id, on, effect: i });
      resolveEffect(s, seat, id, i, eff, {});
    });
  }
}
