/**
 * Back-row and hand plays (§5.1, §5.2): setting magic and traps, activating magic and field magic from hand,
 * equipping characters and the avatar, activating set cards and on-field effects.
 */
import { check } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { settableKind } from '../catalog';
import type { XEffect } from '@/content/xingjie/types';
import type { Ref, XingjieState } from '../state';
import { P, avatarCap, dataOf, removePersonEquip, toPile } from './board';
import { activationProblem, resolveEffect, timingOk } from '../effects/resolve';
import type { ActivationPayload } from '../effects/resolve';
import { mainProblem, priorityToResponder, priorityToTurnPlayer, windowProblem } from './priority';
import type { Problem } from './priority';
import { checkGameEnd } from './result';

const fail = (p: Problem) => {
  if (p) check(false, ...p);
};

/** The effect index of a magic or trap card's activation (its first activated effect), or -1. */
export function activationIndex(card: { effects?: XEffect[] }): number {
  return (card.effects ?? []).findIndex((e) => e.kind === 'activated');
}
const NO_EFFECT: XEffect = { kind: 'activated', ops: [], text: { zh: '', en: '' } };
const activationOf = (card: { effects?: XEffect[] }) => {
  const i = activationIndex(card);
  return { index: i, eff: i >= 0 ? card.effects![i] : NO_EFFECT };
};

export function setBackRowProblem(s: XingjieState, seat: Seat, card: string): Problem {
  const m = mainProblem(s, seat);
  if (m) return m;
  if (!P(s, seat).hand.includes(card))
    return ['ERR_NOT_IN_HAND', '这张卡不在你的手牌中', 'That card is not in your hand'];
  const kind = settableKind(dataOf(s, card));
  if (!kind || !s.config.settableKinds.includes(kind))
    return ['ERR_NOT_SETTABLE', '这张卡不能盖放在后场', 'That card cannot be set in the back row'];
  if (!P(s, seat).back.includes(null)) return ['ERR_BACK_ROW_FULL', '后场已满', 'Your back row is full'];
  return null;
}

export function setBackRow(s: XingjieState, seat: Seat, card: string): void {
  fail(setBackRowProblem(s, seat, card));
  const p = P(s, seat);
  const slot = p.back.indexOf(null);
  p.hand.splice(p.hand.indexOf(card), 1);
  p.back[slot] = { id: card, faceUp: false, setTurn: s.turn, equippedTo: null, durabilityLeft: null };
  s.effects.push({ type: 'setBackRow', seat, slot, card });
  priorityToResponder(s);
}

export function activateMagicProblem(
  s: XingjieState,
  seat: Seat,
  card: string,
  pl: ActivationPayload,
): Problem {
  const m = mainProblem(s, seat);
  if (m) return m;
  if (!P(s, seat).hand.includes(card))
    return ['ERR_NOT_IN_HAND', '这张卡不在你的手牌中', 'That card is not in your hand'];
  const c = dataOf(s, card);
  if (c.type !== 'magic' || c.magicKind === 'field')
    return [
      'ERR_NOT_MAGIC',
      '只能从手牌发动普通魔法或永续魔法',
      'Only normal or continuous magic is activated from hand this way',
    ];
  if (!P(s, seat).back.includes(null))
    return [
      'ERR_BACK_ROW_FULL',
      '后场已满，不能发动魔法',
      'Your back row is full; magic cannot be activated',
    ];
  const { index, eff } = activationOf(c);
  return activationProblem(s, seat, card, index, eff, pl, card);
}

/** Resolve a magic/trap activation from a back-row slot; normal cards then go to the graveyard. */
function resolveFromSlot(
  s: XingjieState,
  seat: Seat,
  slot: number,
  card: string,
  pl: ActivationPayload,
): void {
  const c = dataOf(s, card);
  const { index, eff } = activationOf(c);
  const resolved = resolveEffect(s, seat, card, index, eff, pl, true);
  const p = P(s, seat);
  const normal =
    (c.type === 'magic' && c.magicKind === 'normal') || (c.type === 'trap' && c.trapKind === 'normal');
  // A negated card goes to the graveyard whatever its kind (ruling 39).
  if (normal || !resolved) {
    const at = p.back.findIndex((b) => b?.id === card);
    if (at >= 0) {
      p.back[at] = null;
      toPile(s, card, 'graveyard', resolved ? 'resolved' : 'negated');
      s.effects.push(
        resolved ? { type: 'toGraveyard', seat, card } : { type: 'toGraveyard', seat, card, negated: true },
      );
    }
  }
  void slot;
}

export function activateMagic(s: XingjieState, seat: Seat, card: string, pl: ActivationPayload): void {
  fail(activateMagicProblem(s, seat, card, pl));
  const p = P(s, seat);
  const slot = p.back.indexOf(null);
  p.hand.splice(p.hand.indexOf(card), 1);
  p.back[slot] = { id: card, faceUp: true, setTurn: null, equippedTo: null, durabilityLeft: null };
  s.effects.push({ type: 'activateMagic', seat, card, slot, targets: pl.targets ?? [] });
  resolveFromSlot(s, seat, slot, card, pl);
  priorityToResponder(s);
}

export function activateFieldProblem(s: XingjieState, seat: Seat, card: string): Problem {
  const m = mainProblem(s, seat);
  if (m) return m;
  if (!P(s, seat).hand.includes(card))
    return ['ERR_NOT_IN_HAND', '这张卡不在你的手牌中', 'That card is not in your hand'];
  const c = dataOf(s, card);
  if (c.type !== 'magic' || c.magicKind !== 'field')
    return ['ERR_NOT_FIELD_MAGIC', '这不是场地魔法', 'That is not field magic'];
  if (s.config.fieldMagicNeedsBackRowSlot && !P(s, seat).back.includes(null)) {
    return [
      'ERR_BACK_ROW_FULL',
      '后场已满，不能发动场地魔法',
      'Your back row is full; field magic cannot be activated',
    ];
  }
  const { index, eff } = activationOf(c);
  return activationProblem(s, seat, card, index, eff, {}, card);
}

export function activateField(s: XingjieState, seat: Seat, card: string): void {
  fail(activateFieldProblem(s, seat, card));
  const p = P(s, seat);
  p.hand.splice(p.hand.indexOf(card), 1);
  const sides: Seat[] = s.config.sharedFieldMagicZone ? ['p1', 'p2'] : [seat];
  for (const side of sides) {
    const old = P(s, side).field;
    if (old) {
      P(s, side).field = null;
      toPile(s, old, 'graveyard', 'replaced');
      s.effects.push({ type: 'fieldReplaced', seat: side, card: old });
    }
  }
  p.field = card;
  s.effects.push({ type: 'activateField', seat, card });
  const { index, eff } = activationOf(dataOf(s, card));
  if (!resolveEffect(s, seat, card, index, eff, {}, true) && p.field === card) {
    p.field = null;
    toPile(s, card, 'graveyard', 'negated');
    s.effects.push({ type: 'toGraveyard', seat, card, negated: true });
  }
  priorityToResponder(s);
}

export function equipCharacterProblem(s: XingjieState, seat: Seat, card: string, target: Ref): Problem {
  const m = mainProblem(s, seat);
  if (m) return m;
  if (!P(s, seat).hand.includes(card))
    return ['ERR_NOT_IN_HAND', '这张卡不在你的手牌中', 'That card is not in your hand'];
  const c = dataOf(s, card);
  if (c.type !== 'equipment' || c.equipKind !== 'character')
    return ['ERR_NOT_CHARACTER_EQUIP', '这不是角色装备卡', 'That is not character equipment'];
  if (!P(s, seat).back.includes(null)) return ['ERR_BACK_ROW_FULL', '后场已满', 'Your back row is full'];
  if (target.zone !== 'front' || (target.seat !== seat && !s.config.equipOpponentCharacters)) {
    return [
      'ERR_BAD_EQUIP_TARGET',
      '只能装备在己方前场的角色上',
      'Equip one of your own front-row characters',
    ];
  }
  const ch = P(s, target.seat).front[target.slot];
  if (!ch || ch.position === 'faceDownDefense')
    return ['ERR_BAD_EQUIP_TARGET', '只能装备在表侧表示的角色上', 'Equip a face-up character'];
  return null;
}

export function equipCharacter(s: XingjieState, seat: Seat, card: string, target: Ref): void {
  fail(equipCharacterProblem(s, seat, card, target));
  const p = P(s, seat);
  const c = dataOf(s, card) as { durability: number };
  const slot = p.back.indexOf(null);
  const ch = P(s, target.seat).front[target.slot]!;
  p.hand.splice(p.hand.indexOf(card), 1);
  p.back[slot] = { id: card, faceUp: true, setTurn: null, equippedTo: ch.id, durabilityLeft: c.durability };
  ch.equips.push(card);
  s.effects.push({ type: 'equipCharacter', seat, card, slot, target, host: ch.id });
  priorityToResponder(s);
}

export function equipPersonProblem(s: XingjieState, seat: Seat, card: string): Problem {
  const m = mainProblem(s, seat);
  if (m) return m;
  if (!P(s, seat).hand.includes(card))
    return ['ERR_NOT_IN_HAND', '这张卡不在你的手牌中', 'That card is not in your hand'];
  const c = dataOf(s, card);
  if (c.type !== 'equipment' || c.equipKind !== 'person')
    return ['ERR_NOT_PERSON_EQUIP', '这不是人物装备卡', 'That is not person equipment'];
  return null;
}

export function equipPerson(s: XingjieState, seat: Seat, card: string): void {
  fail(equipPersonProblem(s, seat, card));
  const p = P(s, seat);
  const c = dataOf(s, card) as { durability: number; hpBonus: number };
  p.hand.splice(p.hand.indexOf(card), 1);
  while (p.personEquips.length >= s.config.maxPersonEquips)
    removePersonEquip(s, seat, p.personEquips[0].id, 'replaced');
  p.personEquips.push({ id: card, durabilityLeft: c.durability });
  p.hp = Math.min(p.hp + c.hpBonus, avatarCap(s, seat));
  s.effects.push({ type: 'equipPerson', seat, card });
  priorityToResponder(s);
}

export function activateSetProblem(
  s: XingjieState,
  seat: Seat,
  slot: number,
  pl: ActivationPayload,
): Problem {
  const w = windowProblem(s, seat);
  if (w) return w;
  const b = P(s, seat).back[slot];
  if (!b || b.faceUp) return ['ERR_NO_SET_CARD', '该格没有你盖放的卡', 'You have no set card in that slot'];
  if (b.setTurn !== null && s.turn <= b.setTurn)
    return [
      'ERR_SET_THIS_TURN',
      '盖放的卡只有在下一个回合才能打开',
      'A set card can be activated from the next turn on',
    ];
  const c = dataOf(s, b.id);
  const { index, eff } = activationOf(c);
  if (!timingOk(s, eff))
    return ['ERR_TIMING', '这张卡现在不能发动', 'That card cannot be activated in this window'];
  return activationProblem(s, seat, b.id, index, eff, pl, null);
}

export function activateSet(s: XingjieState, seat: Seat, slot: number, pl: ActivationPayload): void {
  fail(activateSetProblem(s, seat, slot, pl));
  const b = P(s, seat).back[slot]!;
  b.faceUp = true;
  s.effects.push({ type: 'activateSet', seat, card: b.id, slot, targets: pl.targets ?? [] });
  resolveFromSlot(s, seat, slot, b.id, pl);
  checkGameEnd(s);
  priorityToTurnPlayer(s);
}

export interface EffectSource {
  zone: 'front' | 'person';
  slot: number;
}

/** The card and effect an activateEffect names, if it exists and may be used (face up, R21). */
export function effectSourceCard(s: XingjieState, seat: Seat, src: EffectSource): string | null {
  const p = P(s, seat);
  if (src.zone === 'front') {
    const ch = p.front[src.slot];
    return ch && ch.position !== 'faceDownDefense' ? ch.id : null;
  }
  return p.personEquips[src.slot]?.id ?? null;
}

export function activateEffectProblem(
  s: XingjieState,
  seat: Seat,
  src: EffectSource,
  effect: number,
  pl: ActivationPayload,
): Problem {
  const w = windowProblem(s, seat);
  if (w) return w;
  const id = effectSourceCard(s, seat, src);
  if (!id)
    return [
      'ERR_NO_SOURCE',
      '没有可以发动效果的表侧卡',
      'There is no face-up card there whose effect you can activate',
    ];
  const eff = dataOf(s, id).effects?.[effect];
  if (!eff || eff.kind !== 'activated')
    return ['ERR_NO_EFFECT', '这张卡没有这个可发动的效果', 'That card has no such activated effect'];
  if (!timingOk(s, eff))
    return ['ERR_TIMING', '这个效果现在不能发动', 'That effect cannot be activated in this window'];
  return activationProblem(s, seat, id, effect, eff, pl, null);
}

export function activateEffect(
  s: XingjieState,
  seat: Seat,
  src: EffectSource,
  effect: number,
  pl: ActivationPayload,
): void {
  fail(activateEffectProblem(s, seat, src, effect, pl));
  const id = effectSourceCard(s, seat, src)!;
  s.effects.push({ type: 'activateEffect', seat, card: id, effect, targets: pl.targets ?? [] });
  resolveEffect(s, seat, id, effect, dataOf(s, id).effects![effect], pl, true);
  priorityToTurnPlayer(s);
}
