/**
 * legalActions: every game action `seat` may take now, each one accepted by applyAction. It enumerates the
 * candidates and keeps those the same rule functions accept, so legality has one source of truth.
 */
import type { Action, Seat } from '@/machines/engine';
import { otherSeat } from '@/machines/engine';
import type { XEffect } from '@/content/xingjie/types';
import type { CharacterCard } from './catalog';
import type { Ref, XingjieState } from './state';
import { P, avatarAtk, dataOf, hasCharacters } from './rules/board';
import { summonBaseProblem, tributeProblem } from './rules/summon';
import {
  activateEffectProblem,
  activateFieldProblem,
  activateMagicProblem,
  activateSetProblem,
  activationIndex,
  equipCharacterProblem,
  equipPersonProblem,
  setBackRowProblem,
} from './rules/backrow';
import { mainProblem, windowProblem } from './rules/priority';
import { positionProblem, allowedPositions } from './rules/battle-position';
import { attackProblem } from './rules/combat';
import { choiceOptions } from './effects/choice';
import { costDiscardCount, costDiscardOptions } from './effects/resolve';
import type { ActivationPayload } from './effects/resolve';
import { targetCandidates } from './effects/targets';
import type { Filter } from './effects/filters';

/** Subsets of `items` of exactly size k (k small). */
function subsets<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  const rec = (start: number, acc: T[]) => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i < items.length; i++) {
      acc.push(items[i]);
      rec(i + 1, acc);
      acc.pop();
    }
  };
  rec(0, []);
  return out;
}

/** Tribute sets for a character above 6★: minimal-or-larger sets of own front slots that satisfy the rule. */
function tributeSets(s: XingjieState, seat: Seat, stars: number): number[][] {
  const slots = P(s, seat).front.flatMap((c, i) => (c ? [i] : []));
  const out: number[][] = [];
  for (let k = 2; k <= slots.length; k++)
    for (const set of subsets(slots, k)) if (!tributeProblem(s, seat, stars, set)) out.push(set);
  return out;
}

/** Every payload (targets × discard-cost choices) an effect can be activated with. */
export function activationPayloads(
  s: XingjieState,
  seat: Seat,
  eff: XEffect,
  exclude: string | null,
): ActivationPayload[] {
  const specs = eff.targets ?? [];
  let targetSets: Ref[][] = [[]];
  for (const spec of specs) {
    const cands = targetCandidates(s, seat, spec.filter as Filter);
    const next: Ref[][] = [];
    for (const t of targetSets) for (const c of cands) next.push([...t, c]);
    targetSets = next;
  }
  const need = costDiscardCount(eff);
  const costSets = need ? subsets(costDiscardOptions(s, seat, eff, exclude), need) : [[]];
  const out: ActivationPayload[] = [];
  for (const targets of targetSets) {
    for (const costCards of costSets) {
      const pl: ActivationPayload = {};
      if (specs.length) pl.targets = targets;
      if (need) pl.costCards = costCards;
      out.push(pl);
    }
  }
  return out;
}

export function legalActions(s: XingjieState, seat: Seat): Action[] {
  if (s.result) return [];
  const out: Action[] = [];
  const add = (type: string, payload: object) => out.push({ type, actor: seat, payload });
  const g = s.game;
  const p = P(s, seat);

  if (g.pendingChoice) {
    if (g.pendingChoice.seat === seat) for (const o of choiceOptions(s)) add('choice.pick', o);
    return out;
  }
  if (s.phase === 'turn.end.discard') {
    if (g.turnPlayer === seat) for (const card of p.hand) add('hand.discard', { card });
    return out;
  }
  if (windowProblem(s, seat)) return out;
  add('priority.pass', {});

  // Set cards (any window, from the turn after they were set).
  p.back.forEach((b, slot) => {
    if (!b || b.faceUp) return;
    const c = dataOf(s, b.id);
    const i = activationIndex(c);
    const eff: XEffect = i >= 0 ? c.effects![i] : { kind: 'activated', ops: [], text: { zh: '', en: '' } };
    for (const pl of activationPayloads(s, seat, eff, null))
      if (!activateSetProblem(s, seat, slot, pl)) add('set.activate', { slot, ...pl });
  });
  // Activated effects of face-up characters and person equipment.
  const sources: Array<{ zone: 'front' | 'person'; slot: number; id: string }> = [
    ...p.front.flatMap((c, slot) =>
      c && c.position !== 'faceDownDefense' ? [{ zone: 'front' as const, slot, id: c.id }] : [],
    ),
    ...p.personEquips.map((e, slot) => ({ zone: 'person' as const, slot, id: e.id })),
  ];
  for (const src of sources) {
    (dataOf(s, src.id).effects ?? []).forEach((eff, effect) => {
      if (eff.kind !== 'activated') return;
      const source = { zone: src.zone, slot: src.slot };
      for (const pl of activationPayloads(s, seat, eff, null)) {
        if (!activateEffectProblem(s, seat, source, effect, pl))
          add('effect.activate', { source, effect, ...pl });
      }
    });
  }

  if (!mainProblem(s, seat)) {
    const tributeCache = new Map<number, number[][]>();
    for (const card of p.hand) {
      const c = dataOf(s, card);
      if (c.type === 'character') {
        const stars = (c as CharacterCard).stars;
        let tribs: number[][];
        if (stars <= 6) tribs = p.front.includes(null) ? [[]] : [];
        else
          tribs = tributeCache.get(stars) ?? tributeCache.set(stars, tributeSets(s, seat, stars)).get(stars)!;
        if (!tribs.length) continue;
        for (const position of s.config.normalSummonPositions) {
          if (summonBaseProblem(s, seat, card, false, position === 'attack' ? undefined : position)) continue;
          for (const tributes of tribs)
            add('summon.normal', position === 'attack' ? { card, tributes } : { card, tributes, position });
        }
        if (!summonBaseProblem(s, seat, card, true, undefined))
          for (const tributes of tribs) add('summon.set', { card, tributes });
      } else if (c.type === 'magic' && c.magicKind === 'field') {
        if (!activateFieldProblem(s, seat, card)) add('field.activate', { card });
      } else if (c.type === 'equipment') {
        if (c.equipKind === 'person') {
          if (!equipPersonProblem(s, seat, card)) add('equip.person', { card });
        } else {
          for (const side of [seat, otherSeat(seat)]) {
            P(s, side).front.forEach((_, slot) => {
              const target: Ref = { seat: side, zone: 'front', slot };
              if (!equipCharacterProblem(s, seat, card, target)) add('equip.character', { card, target });
            });
          }
        }
      }
      if (c.type === 'magic' && c.magicKind !== 'field') {
        const i = activationIndex(c);
        const eff: XEffect =
          i >= 0 ? c.effects![i] : { kind: 'activated', ops: [], text: { zh: '', en: '' } };
        for (const pl of activationPayloads(s, seat, eff, card))
          if (!activateMagicProblem(s, seat, card, pl)) add('magic.activate', { card, ...pl });
      }
      if (!setBackRowProblem(s, seat, card)) add('backrow.set', { card });
    }
    p.front.forEach((ch, slot) => {
      if (!ch) return;
      for (const to of allowedPositions(ch.position))
        if (!positionProblem(s, seat, slot, to)) add('position.change', { slot, to });
    });
  }

  if (s.phase === 'turn.battle.idle' && g.turnPlayer === seat && s.turn !== 1) {
    const opp = otherSeat(seat);
    const targets: Array<number | 'avatar'> = hasCharacters(s, opp)
      ? P(s, opp).front.flatMap((c, i) => (c ? [i] : []))
      : ['avatar'];
    const attackers: Array<number | 'avatar'> = p.front.flatMap((c, i) =>
      c && c.position === 'attack' ? [i] : [],
    );
    if (avatarAtk(s, seat) > 0) attackers.push('avatar');
    for (const attacker of attackers) {
      for (const target of targets)
        if (!attackProblem(s, seat, { attacker, target })) add('battle.attack', { attacker, target });
    }
  }
  return out;
}
