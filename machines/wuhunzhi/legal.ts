/** legalActions: complete and exact, built from the same option functions the rules check against. */
import type { Action, Seat } from '@/machines/engine/types';
import { otherSeat } from '@/machines/engine/types';
import { activationOptions } from './rules/activation';
import { boardOf, defOf, soulDef } from './rules/board';
import { declareOptions } from './rules/battle';
import { excessAltars, redirectAltars } from './rules/combat';
import { buildOptions, inStep } from './rules/flow';
import { canActivateEvent, eventPayloads } from './rules/planning';
import { canReturnTo, isDeployable, isMovable } from './rules/deployment';
import { summonOptions } from './rules/summoning';
import { scoutOptions } from './rules/recon';
import { setupOptions } from './rules/setup';
import { inEndDiscard } from './rules/end';
import { orderOptions } from './rules/triggers';
import type { WuhunzhiState } from './state';

export function legalGameActions(s: WuhunzhiState, seat: Seat): Action[] {
  const out: Action[] = [];
  const add = (type: string, payload: object) => out.push({ type, actor: seat, payload });
  const g = s.game;
  const phase = s.phase;
  if (phase === 'match.setup') {
    for (const c of setupOptions(s, seat)) add('setup.choose', c);
    return out;
  }
  if (g.triggerQueue?.length) {
    for (const t of orderOptions(s, seat)) add('trigger.order', { card: t.card, effect: t.effect });
    return out;
  }
  if (g.window) {
    if (g.window.queue[0] === seat) {
      for (const p of activationOptions(s, seat)) add('effect.activate', p);
      add('window.pass', {});
    }
    return out;
  }
  if (/\.construction\.(first|second)Draw$/.test(phase) && g.drawChoice && g.stepSeat === seat) {
    if (boardOf(s, seat).deck.length) add('construction.draw', { draw: true });
    add('construction.draw', { draw: false });
    return out;
  }
  if (/\.construction\.(first|second)Build$/.test(phase) && g.stepSeat === seat && !g.stepDone) {
    for (const b of buildOptions(s, seat)) {
      if (b.kind === 'revealAltar') add('construction.revealAltar', { altar: b.altar });
      else if (b.kind === 'bindSoul') add('construction.bindSoul', { card: b.card, altar: b.altar });
      else add('construction.recoverSoul', { card: b.card });
    }
    return out;
  }
  const b = boardOf(s, seat);
  if (inStep(s, seat, 'planning')) {
    if (canActivateEvent(s, seat))
      for (const card of b.hand)
        for (const p of eventPayloads(s, seat, card)) add('planning.activateEvent', p);
    if (!g.strategySetThisRound[seat] && b.strategy === null)
      for (const card of b.hand)
        if (defOf(s, card).type === 'strategy') add('planning.setStrategy', { card });
    for (const p of activationOptions(s, seat)) add('effect.activate', p);
    add('phase.pass', {});
    return out;
  }
  if (inStep(s, seat, 'deployment')) {
    const empty = b.sandField.flatMap((x, i) => (x ? [] : [i + 1]));
    b.altars.forEach((a, altar) => {
      if (a.occupant && isDeployable(s, a.occupant))
        for (const cell of empty) add('deployment.deploy', { altar, cell });
    });
    b.sandField.forEach((id, i) => {
      if (!id || !isMovable(s, id)) return;
      b.altars.forEach((_, altar) => {
        if (canReturnTo(s, seat, id, altar)) add('deployment.return', { cell: i + 1, altar });
      });
      for (const toCell of empty) add('deployment.move', { cell: i + 1, toCell });
    });
    for (const p of activationOptions(s, seat)) add('effect.activate', p);
    add('phase.pass', {});
    return out;
  }
  if (phase === 'match.round.summoning') {
    if (g.summonToAct === seat) {
      for (const p of summonOptions(s, seat)) add('summon.place', p);
      for (const p of activationOptions(s, seat)) add('effect.activate', p);
      add('summon.pass', {});
    }
    return out;
  }
  if (inStep(s, seat, 'reconnaissance')) {
    for (const cell of scoutOptions(s, seat)) add('recon.scout', { cell });
    for (const p of activationOptions(s, seat)) add('effect.activate', p);
    add('phase.pass', {});
    return out;
  }
  if (inEndDiscard(s, seat)) {
    for (const card of b.hand) if (defOf(s, card).type !== 'soul') add('end.discard', { card });
    add('phase.pass', {});
    return out;
  }
  if (phase === 'match.round.battle.act.declare' && g.cursor?.seat === seat && !g.attack) {
    for (const target of declareOptions(s)) add('battle.declare', { target });
    return out;
  }
  const a = g.attack;
  if (a && phase === 'match.round.battle.act.resolve') {
    if (a.stage === 'awaitRedirect' && a.attackerSeat === seat)
      for (const altar of redirectAltars(s)) add('battle.redirect', { altar });
    if (a.stage === 'awaitExcess' && a.attackerSeat === seat) {
      for (const altar of excessAltars(s)) add('battle.excess', { altar });
      if (!s.config.excessMandatory) add('battle.excess', { altar: null });
    }
    if (a.stage === 'awaitCounter' && otherSeat(a.attackerSeat) === seat) {
      const k = boardOf(s, seat).altars[(a.target as { altar: number }).altar].occupant!;
      if (soulDef(s, k)) add('battle.counter', { reveal: true });
      add('battle.counter', { reveal: false });
    }
  }
  return out;
}

/** The seat expected to act now (null when both or neither). */
export function whoActs(s: WuhunzhiState): Seat | null {
  if (s.result) return null;
  const g = s.game;
  if (s.phase === 'match.setup') return g.setupDone.p1 ? 'p2' : g.setupDone.p2 ? 'p1' : null;
  if (g.triggerQueue?.length) return g.triggerQueue[0].seat;
  if (g.window) return g.window.queue[0] ?? null;
  if (s.phase === 'match.round.summoning') return g.summonToAct;
  if (s.phase === 'match.round.battle.act.declare') return g.cursor?.seat ?? null;
  const a = g.attack;
  if (a && s.phase === 'match.round.battle.act.resolve') {
    if (a.stage === 'awaitCounter') return otherSeat(a.attackerSeat);
    if (a.stage === 'awaitRedirect' || a.stage === 'awaitExcess') return a.attackerSeat;
    return null;
  }
  return g.stepDone ? null : g.stepSeat;
}
