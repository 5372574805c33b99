/**
 * legalActions: every action the seat may take now, built from the same Problem checks apply uses, so the list
 * is exact (everything listed is accepted, everything else is refused).
 */
import type { Action, Seat } from '@/machines/engine';
import { cardOf, isCreatureCard } from './catalog';
import type { XEffectData } from './catalog';
import { activationOptions } from './effects/activation';
import type { EffectSource } from './effects/context';
import type { XueqiState } from './state';
import { canStillAttack, comboAtk, passes } from './rules/battle';
import { fateDrawOptions, fateDrawProblem, normalDrawProblem, skipDrawProblem } from './rules/draw-step';
import { atkOf, blocksDirectAttack, creaturesOf, lifeOf } from './rules/field';
import { stepOf } from './rules/gate';
import {
  activateEffectProblem,
  activateSkillProblem,
  skillSource,
  cardActivationCost,
  declareBattleProblem,
  destroyOwnProblem,
  endTurnProblem,
  ruleDiscardProblem,
  summonProblem,
} from './rules/main-step';
import { ruleParams } from './rules/params';
import { otherSeat } from '@/machines/engine';

const act = (type: string, actor: Seat, payload: Record<string, unknown> = {}): Action => ({
  type,
  actor,
  payload,
});

function activations(s: XueqiState, seat: Seat, out: Action[]): void {
  const me = s.game.players[seat];
  for (const card of me.hand) {
    const data = cardOf(s, s.cards[card].cardId);
    if (data.kind === 'creature') continue;
    if (
      data.persistent &&
      s.config.supportAreaLimit !== null &&
      me.supportArea.length >= s.config.supportAreaLimit
    )
      continue;
    const src: EffectSource = { kind: data.kind, id: card, cardId: data.id, rank: data.rank, effectIndex: 0 };
    for (const o of activationOptions(s, seat, src, data.effect, cardActivationCost(s, seat, data.rank))) {
      out.push(act(`${data.kind}.activate`, seat, { card, ...o }));
    }
  }
  (s.config.characterSkills?.[seat] ?? []).forEach((effect, skill) => {
    if (effect.kind !== 'activated') return;
    for (const o of activationOptions(s, seat, skillSource(skill), effect as XEffectData)) {
      const payload = { skill, ...o };
      if (!activateSkillProblem(s, seat, payload)) out.push(act('skill.activate', seat, payload));
    }
  });
  for (const c of creaturesOf(me)) {
    const data = cardOf(s, s.cards[c.id].cardId);
    if (!isCreatureCard(data) || !data.effects) continue;
    data.effects.forEach((effect, i) => {
      if (effect.kind !== 'activated') return;
      // Timing/turn checks with an empty choice first (they do not depend on targets), then every option.
      const gate = activateEffectProblem(s, seat, { creature: c.id, effect: i, targets: [] });
      if (
        gate &&
        [
          'ERR_EFFECT_TIMING',
          'ERR_SUMMON_OFF_TURN',
          'ERR_NOT_YOUR_TURN',
          'ERR_WRONG_PHASE',
          'ERR_PENDING_CHOICE',
        ].includes(gate.code)
      )
        return;
      const src: EffectSource = {
        kind: 'creature',
        id: c.id,
        cardId: data.id,
        rank: data.rank,
        effectIndex: i,
      };
      for (const o of activationOptions(s, seat, src, effect)) {
        const payload = { creature: c.id, effect: i, ...o };
        if (!activateEffectProblem(s, seat, payload)) out.push(act('effect.activate', seat, payload));
      }
    });
  }
}

function attacks(s: XueqiState, seat: Seat, out: Action[]): void {
  const params = ruleParams(s, seat);
  const own = creaturesOf(s.game.players[seat]);
  const ready = own.filter((c) => canStillAttack(s, c, params));
  const O = otherSeat(seat);
  const foes = creaturesOf(s.game.players[O]);
  const maxSup = Math.max(0, params.maxComboSize - 1);
  for (const lead of ready) {
    if (!params.directAttackRequiresEmptyField || lead.directAttackThisTurn || !blocksDirectAttack(s, O)) {
      out.push(act('battle.attack', seat, { lead: lead.id, supporters: [], target: 'player' }));
    }
    const leadAtk = atkOf(s, lead);
    for (const t of foes) {
      const life = lifeOf(s, t);
      const alone = passes(s, leadAtk, life);
      if (alone) out.push(act('battle.attack', seat, { lead: lead.id, supporters: [], target: t.id }));
      if (alone && s.config.comboOnlyWhenNeeded) continue;
      // Supporters in field order (canonical), 1..maxSup of them.
      const others = ready.filter((c) => c.id !== lead.id);
      const rec = (from: number, chosen: typeof others) => {
        if (chosen.length && passes(s, comboAtk(s, lead, chosen, params), life)) {
          out.push(
            act('battle.attack', seat, { lead: lead.id, supporters: chosen.map((c) => c.id), target: t.id }),
          );
        }
        if (chosen.length >= maxSup) return;
        for (let i = from; i < others.length; i++) rec(i + 1, [...chosen, others[i]]);
      };
      rec(0, []);
    }
  }
}

export function legalActionsFor(s: XueqiState, seat: Seat): Action[] {
  const g = s.game;
  if (s.result) return [];
  const out: Action[] = [];
  if (g.pending) {
    if (g.pending.seat !== seat) return out;
    const type = g.pending.kind === 'bottomOne' ? 'draw.bottom' : 'hand.discard';
    for (const card of g.players[seat].hand) out.push(act(type, seat, { card }));
    return out;
  }
  const step = stepOf(s);
  if (seat !== g.activePlayer) {
    if (s.config.opponentTurnActivations && (step === 'main' || step === 'battle')) activations(s, seat, out);
    return out;
  }
  if (step === 'draw') {
    if (!normalDrawProblem(s, seat)) out.push(act('draw.normal', seat));
    if (!skipDrawProblem(s, seat)) out.push(act('draw.skip', seat));
    if (!fateDrawProblem(s, seat))
      for (const cardId of fateDrawOptions(s, seat)) out.push(act('draw.fate', seat, { cardId }));
    return out;
  }
  if (step === 'main') {
    for (const card of g.players[seat].hand)
      if (!summonProblem(s, seat, card)) out.push(act('summon.creature', seat, { card }));
    activations(s, seat, out);
    for (const c of creaturesOf(g.players[seat]))
      if (!destroyOwnProblem(s, seat, c.id)) out.push(act('creature.destroy', seat, { creature: c.id }));
    for (const sup of g.players[seat].supportArea)
      if (!ruleDiscardProblem(s, seat, sup.id)) out.push(act('rule.discard', seat, { card: sup.id }));
    if (!declareBattleProblem(s, seat)) out.push(act('battle.declare', seat));
    if (!endTurnProblem(s, seat)) out.push(act('turn.end', seat));
    return out;
  }
  if (step === 'battle') {
    attacks(s, seat, out);
    activations(s, seat, out);
    out.push(act('battle.end', seat));
  }
  return out;
}
