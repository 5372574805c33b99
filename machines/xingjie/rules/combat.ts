/** Battle (§5.3, §6): attack declaration, the response window, and damage resolution. */
import { check, otherSeat, queuePhase } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { triggerInPlay } from '../catalog';
import type { XingjieConfig } from '../config';
import type { CharacterInstance, Ref, XingjieState } from '../state';
import {
  P,
  avatarAtk,
  charAt,
  currentHp,
  damageAvatar,
  effectiveAtk,
  equipData,
  hasCharacters,
  removeCharacterEquip,
  removePersonEquip,
  stars,
} from './board';
import { openWindow } from './priority';
import type { Problem } from './priority';
import { checkGameEnd } from './result';
import { destroyDead, fireCardTrigger, fireDamaged } from '../effects/resolve';

export interface AttackChoice {
  attacker: number | 'avatar';
  target: number | 'avatar';
}

/** C1: damage each side deals in character-vs-character combat (the star modifier, R7). */
export function starModifiedDamage(
  cfg: Pick<XingjieConfig, 'starModifier' | 'starModifierPerStar'>,
  a: { atk: number; stars: number },
  d: { atk: number; stars: number },
): { toD: number; toA: number } {
  const delta = Math.abs(a.stars - d.stars);
  const k = cfg.starModifierPerStar * delta;
  if (a.stars > d.stars)
    return { toD: a.atk + k, toA: cfg.starModifier === 'symmetric' ? Math.max(0, d.atk - k) : d.atk };
  if (a.stars < d.stars)
    return { toD: Math.max(0, a.atk - k), toA: cfg.starModifier === 'symmetric' ? d.atk + k : d.atk };
  return { toD: a.atk, toA: d.atk };
}

/** Why `seat` may not declare this attack now, or null if it may (§5.3). */
export function attackProblem(s: XingjieState, seat: Seat, c: AttackChoice): Problem {
  const opp = otherSeat(seat);
  if (s.phase !== 'turn.battle.idle' || s.game.turnPlayer !== seat)
    return [
      'ERR_WRONG_PHASE',
      '只能在自己的战斗阶段宣言攻击',
      'Attacks are declared in your own battle phase only',
    ];
  if (s.game.priority?.holder !== seat || s.game.pendingChoice)
    return ['ERR_NO_PRIORITY', '你现在没有优先权', 'You do not hold priority'];
  if (s.turn === 1)
    return [
      'ERR_FIRST_TURN_NO_ATTACK',
      '先手第一个回合不能进行攻击',
      'The first player cannot attack on turn 1',
    ];
  if (c.attacker === 'avatar') {
    if (!s.config.avatarCanAttack)
      return [
        'ERR_AVATAR_CANNOT_ATTACK',
        '人物不能攻击（规则配置）',
        'Avatars cannot attack under this config',
      ];
    if (avatarAtk(s, seat) <= 0)
      return ['ERR_AVATAR_NO_ATTACK', '本人0攻击不可进行攻击', 'An avatar with 0 attack cannot attack'];
    if (P(s, seat).avatarAttacks >= 1)
      return ['ERR_ALREADY_ATTACKED', '人物本回合已经攻击过', 'The avatar has already attacked this turn'];
  } else {
    const ch = P(s, seat).front[c.attacker];
    if (!ch) return ['ERR_NO_CHARACTER', '该格没有角色', 'There is no character in that slot'];
    if (ch.position !== 'attack')
      return [
        'ERR_NOT_ATTACK_POSITION',
        '只有攻击表示的角色可以攻击',
        'Only a character in attack position can attack',
      ];
    if (ch.attacksUsed >= 1 + ch.extraAttacks)
      return [
        'ERR_ALREADY_ATTACKED',
        '该角色本回合的攻击次数已用完',
        'That character has no attacks left this turn',
      ];
    if (s.config.summoningSickness && ch.enteredTurn === s.turn)
      return [
        'ERR_SUMMONING_SICKNESS',
        '该角色本回合刚登场，不能攻击',
        'That character arrived this turn and cannot attack',
      ];
  }
  if (c.target === 'avatar') {
    if (hasCharacters(s, opp))
      return [
        'ERR_FRONT_ROW_NOT_EMPTY',
        '对方前场有角色时不能直接攻击人物',
        'You cannot attack the avatar while the opponent has characters',
      ];
  } else if (!P(s, opp).front[c.target]) {
    return ['ERR_NO_TARGET', '目标格没有角色', 'There is no character in the target slot'];
  }
  return null;
}

export function declareAttack(s: XingjieState, seat: Seat, c: AttackChoice): void {
  const problem = attackProblem(s, seat, c);
  if (problem) check(false, ...problem);
  const opp = otherSeat(seat);
  const attacker: Ref =
    c.attacker === 'avatar' ? { seat, zone: 'avatar', slot: 0 } : { seat, zone: 'front', slot: c.attacker };
  const target: Ref =
    c.target === 'avatar'
      ? { seat: opp, zone: 'avatar', slot: 0 }
      : { seat: opp, zone: 'front', slot: c.target };
  if (c.attacker === 'avatar') P(s, seat).avatarAttacks += 1;
  else P(s, seat).front[c.attacker]!.attacksUsed += 1;
  s.game.pendingAttack = {
    attacker,
    target,
    attackerId: c.attacker === 'avatar' ? null : P(s, seat).front[c.attacker]!.id,
    targetId: c.target === 'avatar' ? null : P(s, opp).front[c.target]!.id,
    negated: false,
  };
  s.effects.push({ type: 'attackDeclared', seat, attacker: c.attacker, target: c.target });
  // 'attacks' / 'attacked' triggers of face-up combatants fire on declaration, before the response window.
  const pa = s.game.pendingAttack;
  if (pa.attackerId) fireCardTrigger(s, seat, pa.attackerId, 'attacks');
  const tgt = c.target === 'avatar' ? null : P(s, opp).front[c.target];
  if (tgt && tgt.id === pa.targetId && tgt.position !== 'faceDownDefense')
    fireCardTrigger(s, opp, tgt.id, 'attacked');
  queuePhase(s, 'attack.declared');
}

/** §6.1 step 2: the defender responds first (R22). */
export function openAttackWindow(s: XingjieState): void {
  const a = s.game.pendingAttack;
  if (!a) return;
  openWindow(s, 'battle', a.target.seat);
}

/** Is the combatant still the one declared (R34)? */
function stillThere(s: XingjieState, ref: Ref, id: string | null): boolean {
  if (ref.zone === 'avatar') return true;
  return charAt(s, ref)?.id === id;
}

/** §6.1 steps 3–4 and §6.2–6.4: resolve the pending attack. */
export function resolveAttack(s: XingjieState): void {
  const a = s.game.pendingAttack;
  s.game.pendingAttack = null;
  if (!a || s.result) return;
  const P1 = a.attacker.seat;
  const O = a.target.seat;
  if (a.negated || !stillThere(s, a.attacker, a.attackerId) || !stillThere(s, a.target, a.targetId)) {
    s.effects.push({ type: 'attackFizzled', seat: P1, negated: a.negated });
    return;
  }
  // 6.1.3: a face-down target turns face-up defense (R38: its flip trigger fires before damage).
  if (a.target.zone === 'front') {
    const d = charAt(s, a.target)!;
    if (d.position === 'faceDownDefense') {
      d.position = 'defense';
      s.effects.push({ type: 'flippedByAttack', seat: O, slot: a.target.slot, card: d.id });
      fireCardTrigger(s, O, d.id, 'flipped');
      destroyDead(s);
      checkGameEnd(s);
      if (s.result || !stillThere(s, a.attacker, a.attackerId) || !stillThere(s, a.target, a.targetId)) {
        if (!s.result) s.effects.push({ type: 'attackFizzled', seat: P1, negated: false });
        return;
      }
    }
  }
  const mark = s.effects.length;
  if (a.attacker.zone === 'front' && a.target.zone === 'front') characterVsCharacter(s, a.attacker, a.target);
  else if (a.attacker.zone === 'front') characterVsAvatar(s, a.attacker, O);
  else avatarAttack(s, P1, a.target);
  destroyDead(s, 'battle');
  checkGameEnd(s);
  if (triggerInPlay(s, 'damaged')) fireDamaged(s, combatHits(s.effects.slice(mark)));
}

/** The characters the battle damage step dealt damage to (for their `damaged` triggers, ruling 38). */
function combatHits(effects: XingjieState['effects']): Array<{ seat: Seat; id: string }> {
  const out: Array<{ seat: Seat; id: string }> = [];
  type Side = { seat: Seat; card: string };
  for (const e of effects) {
    if (e.type === 'combat') {
      if ((e.toA as number) > 0) out.push({ seat: (e.attacker as Side).seat, id: (e.attacker as Side).card });
      if ((e.toD as number) > 0) out.push({ seat: (e.defender as Side).seat, id: (e.defender as Side).card });
    } else if (e.type === 'directAttack' && (e.strikeBack as number) > 0) {
      out.push({ seat: e.seat as Seat, id: e.card as string });
    } else if (e.type === 'avatarAttack' && (e.target as Partial<Side>).card && (e.toD as number) > 0) {
      out.push({ seat: (e.target as Side).seat, id: (e.target as Side).card });
    }
  }
  return out;
}

function spendCharacterEquipment(s: XingjieState, ch: CharacterInstance): void {
  for (const e of [...ch.equips]) {
    const back = P(s, s.cards[e].owner).back;
    const b = back.find((x) => x?.id === e);
    if (!b || b.durabilityLeft === null) continue;
    b.durabilityLeft = Math.max(0, b.durabilityLeft - 1);
    s.effects.push({ type: 'durability', card: e, left: b.durabilityLeft });
    if (b.durabilityLeft === 0) {
      removeCharacterEquip(s, e, 'broken');
      fireCardTrigger(s, s.cards[e].owner, e, 'equipBroken');
    }
  }
}

/** §6.2 C1–C5. */
function characterVsCharacter(s: XingjieState, aRef: Ref, dRef: Ref): void {
  const A = charAt(s, aRef)!;
  const D = charAt(s, dRef)!;
  const r = starModifiedDamage(
    s.config,
    { atk: effectiveAtk(s, aRef.seat, A), stars: stars(s, A) },
    { atk: effectiveAtk(s, dRef.seat, D), stars: stars(s, D) },
  );
  const hpA = currentHp(s, A);
  const hpD = currentHp(s, D);
  const dDefending = D.position !== 'attack';
  A.damage += r.toA;
  D.damage += r.toD;
  s.effects.push({
    type: 'combat',
    attacker: { seat: aRef.seat, slot: aRef.slot, card: A.id },
    defender: { seat: dRef.seat, slot: dRef.slot, card: D.id },
    toA: r.toA,
    toD: r.toD,
  });
  const ovD = Math.max(0, r.toD - Math.max(0, hpD));
  const ovA = Math.max(0, r.toA - Math.max(0, hpA));
  if (ovD > 0 && !dDefending) damageAvatar(s, dRef.seat, ovD, 'overflow');
  if (ovA > 0 && s.config.attackerOverflow) damageAvatar(s, aRef.seat, ovA, 'overflow');
  destroyDead(s, 'battle');
  const still = charAt(s, aRef);
  if (still && still.id === A.id) spendCharacterEquipment(s, still);
}

/** §6.3 D2–D4: a direct attack; the avatar strikes back with its attack, the weapon is not spent. */
function characterVsAvatar(s: XingjieState, aRef: Ref, O: Seat): void {
  const A = charAt(s, aRef)!;
  const a = effectiveAtk(s, aRef.seat, A);
  const back = avatarAtk(s, O);
  const hpA = currentHp(s, A);
  s.effects.push({
    type: 'directAttack',
    seat: aRef.seat,
    slot: aRef.slot,
    card: A.id,
    amount: a,
    strikeBack: back,
  });
  damageAvatar(s, O, a, 'direct');
  if (back > 0) {
    A.damage += back;
    if (s.config.avatarCombatOverflow)
      damageAvatar(s, aRef.seat, Math.max(0, back - Math.max(0, hpA)), 'overflow');
  }
  destroyDead(s, 'battle');
  const still = charAt(s, aRef);
  if (still && still.id === A.id) spendCharacterEquipment(s, still);
}

/** §6.4 / R13: the avatar attacks a character or the opposing avatar; then its weapon loses 1. */
function avatarAttack(s: XingjieState, seat: Seat, target: Ref): void {
  const a = avatarAtk(s, seat);
  if (target.zone === 'front') {
    const D = charAt(s, target)!;
    const d = effectiveAtk(s, target.seat, D);
    const hpD = currentHp(s, D);
    D.damage += a;
    s.effects.push({
      type: 'avatarAttack',
      seat,
      target: { seat: target.seat, slot: target.slot, card: D.id },
      toD: a,
      toAvatar: d,
    });
    damageAvatar(s, seat, d, 'strikeBack');
    if (s.config.avatarCombatOverflow && D.position === 'attack')
      damageAvatar(s, target.seat, Math.max(0, a - Math.max(0, hpD)), 'overflow');
  } else {
    const back = avatarAtk(s, target.seat);
    s.effects.push({
      type: 'avatarAttack',
      seat,
      target: { seat: target.seat, avatar: true },
      toD: a,
      toAvatar: back,
    });
    damageAvatar(s, target.seat, a, 'direct');
    damageAvatar(s, seat, back, 'strikeBack');
  }
  destroyDead(s, 'battle');
  for (const e of [...P(s, seat).personEquips]) {
    e.durabilityLeft = Math.max(0, e.durabilityLeft - 1);
    s.effects.push({ type: 'durability', card: e.id, left: e.durabilityLeft });
    if (e.durabilityLeft === 0) {
      removePersonEquip(s, seat, e.id, 'broken');
      fireCardTrigger(s, seat, e.id, 'equipBroken');
    }
  }
}

export const equipDurability = (s: XingjieState, id: string) => equipData(s, id).durability;
