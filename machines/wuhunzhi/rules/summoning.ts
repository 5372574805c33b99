/** Summoning phase (§5.5): alternating single summons, restrictions ①–⑥, two consecutive passes end it (R14). */
import { check, refuse } from '@/machines/engine/errors';
import type { Seat } from '@/machines/engine/types';
import { otherSeat } from '@/machines/engine/types';
import { boardOf, defOf, markOf, soulDef, isTapped } from './board';
import { altarLevel } from '../effects/power';
import { fireTriggered, stateChecks } from '../effects/resolve';
import type { WuhunzhiState } from '../state';

export function beginSummoning(s: WuhunzhiState): void {
  s.game.summonToAct = s.game.first;
  s.game.consecutivePasses = 0;
  s.game.summonPassed = { p1: false, p2: false };
  s.game.stepSeat = null;
}

export function isSummoningOver(s: WuhunzhiState): boolean {
  if (s.config.summonPassIsFinal) return s.game.summonPassed.p1 && s.game.summonPassed.p2;
  return s.game.consecutivePasses >= 2;
}

const nameZh = (s: WuhunzhiState, id: string): string | null => {
  const d = defOf(s, id);
  if (d.type === 'soul') return d.name?.zh ?? null;
  return null;
};

/** Why `card` cannot be summoned onto `altar` now, or null if it can (restrictions ①–⑥). */
export function summonProblem(
  s: WuhunzhiState,
  seat: Seat,
  card: string,
  altar: number,
  faceDown: boolean,
): [string, string, string] | null {
  const b = boardOf(s, seat);
  const d = defOf(s, card);
  const from = b.hand.includes(card) ? 'hand' : b.soulYard.includes(card) ? 'soulYard' : null;
  if (!from || (d.type !== 'soul' && d.type !== 'trap'))
    return [
      'ERR_NOT_SUMMONABLE',
      '只能召唤手牌或置魂场中的灵魂卡或陷阱卡',
      'Only a soul or trap from your hand or soul yard can be summoned',
    ];
  if (from === 'soulYard' && d.type === 'soul' && isTapped(s, card))
    return [
      'ERR_SOUL_TAPPED',
      '置魂场中只能召唤正立状态的灵魂卡',
      'Only upright souls can be summoned from the soul yard',
    ];
  const a = b.altars[altar];
  if (!a) return ['ERR_NO_ALTAR', '没有这个祭坛', 'No such altar'];
  if (!a.faceUp && !s.config.faceDownAltarSummonable)
    return ['ERR_ALTAR_FACE_DOWN', '不能召唤到盖着的祭坛上', 'You cannot summon onto a face-down altar'];
  if (a.occupant)
    return ['ERR_ALTAR_OCCUPIED', '每张祭坛卡上只能召唤一张卡', 'Each altar holds one summoned card'];
  if (faceDown && from !== 'hand')
    return [
      'ERR_FACE_DOWN_FROM_YARD',
      '从置魂场召唤的卡不能盖着召唤',
      'Cards from the soul yard cannot be summoned face down',
    ];
  if (faceDown && a.destroyed)
    return [
      'ERR_FACE_DOWN_DESTROYED',
      '被破坏的祭坛不能盖着召唤',
      'A destroyed altar cannot take a face-down summon',
    ];
  const grade = d.type === 'soul' ? d.soulGrade : 0;
  if (grade > altarLevel(s, seat, altar))
    return [
      'ERR_GRADE_TOO_HIGH',
      `魂度${grade}高于祭坛等级${altarLevel(s, seat, altar)}`,
      `Soul grade ${grade} is above the altar level ${altarLevel(s, seat, altar)}`,
    ];
  const name = nameZh(s, card);
  if (name) {
    const pool = [
      ...b.sandField,
      ...b.soulYard,
      ...b.altars.map((x) => x.occupant),
      ...(s.config.uniqueNameIncludesBoundSouls ? b.altars.flatMap((x) => x.bound) : []),
    ];
    if (pool.some((id) => id && id !== card && soulDef(s, id) && nameZh(s, id) === name)) {
      return [
        'ERR_DUPLICATE_NAME',
        `场上、置魂场或祭坛中已有同名灵魂卡「${name}」`,
        `A soul named "${soulDef(s, card)!.name!.en}" is already on your field, yard or altars`,
      ];
    }
    const g = b.general ? defOf(s, b.general) : null;
    if (g?.type === 'general' && g.name.zh === name)
      return [
        'ERR_GENERAL_NAME',
        '不能召唤与主将同名的灵魂卡',
        'You cannot summon a soul named like your general',
      ];
  }
  return null;
}

export function summon(s: WuhunzhiState, seat: Seat, card: string, altar: number, faceDown: boolean): void {
  check(
    s.phase === 'match.round.summoning' && s.game.summonToAct === seat,
    'ERR_NOT_YOUR_SUMMON',
    '现在不是你召唤的时候',
    'It is not your summoning step',
  );
  const problem = summonProblem(s, seat, card, altar, faceDown);
  if (problem) refuse(problem[0], problem[1], problem[2], { card, altar });
  const b = boardOf(s, seat);
  const from = b.hand.includes(card) ? b.hand : b.soulYard;
  from.splice(from.indexOf(card), 1);
  b.altars[altar].occupant = card;
  const m = markOf(s, card);
  m.faceUp = !faceDown;
  m.tapped = false;
  m.damage = 0;
  m.enteredRound = s.game.round;
  s.effects.push({ type: 'summoned', seat, card, altar, faceDown, fromYard: from === b.soulYard });
  const d = defOf(s, card);
  if (!faceDown && d.type === 'soul') {
    fireTriggered(s, seat, card, d.skills, 'onSummon');
    stateChecks(s);
  }
  s.game.consecutivePasses = 0;
  passTurn(s, seat);
}

function passTurn(s: WuhunzhiState, seat: Seat): void {
  const o = otherSeat(seat);
  s.game.summonToAct = s.config.summonPassIsFinal && s.game.summonPassed[o] ? seat : o;
}

export function passSummon(s: WuhunzhiState, seat: Seat): void {
  check(
    s.phase === 'match.round.summoning' && s.game.summonToAct === seat,
    'ERR_NOT_YOUR_SUMMON',
    '现在不是你召唤的时候',
    'It is not your summoning step',
  );
  s.game.consecutivePasses += 1;
  s.game.summonPassed[seat] = true;
  s.effects.push({ type: 'summonPass', seat });
  passTurn(s, seat);
}

/** Every legal summon for `seat` now. */
export function summonOptions(
  s: WuhunzhiState,
  seat: Seat,
): Array<{ card: string; altar: number; faceDown: boolean }> {
  if (s.phase !== 'match.round.summoning' || s.game.summonToAct !== seat) return [];
  const b = boardOf(s, seat);
  const out: Array<{ card: string; altar: number; faceDown: boolean }> = [];
  const altars = b.altars.flatMap((a, i) =>
    !a.occupant && (a.faceUp || s.config.faceDownAltarSummonable) ? [i] : [],
  );
  if (!altars.length) return out;
  for (const card of [...b.hand, ...b.soulYard]) {
    for (const altar of altars) {
      for (const faceDown of [false, true])
        if (!summonProblem(s, seat, card, altar, faceDown)) out.push({ card, altar, faceDown });
    }
  }
  return out;
}
