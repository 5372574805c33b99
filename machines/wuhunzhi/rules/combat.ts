/**
 * Resolving a declared attack (§6.1 A8–A13): soul vs soul with excess to an altar (§6.2), soul vs altar at half
 * base power or full final power with counterattacks by the altar's occupant (§6.3), soul vs trap (§6.4) and
 * redirects (§6.5). battle.ts runs the phase up to the declaration.
 */
import { check } from '@/machines/engine/errors';
import type { Seat } from '@/machines/engine/types';
import { otherSeat } from '@/machines/engine/types';
import { finalPower } from '../effects/power';
import { fireTriggered, stateChecks } from '../effects/resolve';
import { frontRowOf } from '../effects/selectors';
import type { WuhunzhiState } from '../state';
import {
  boardOf,
  columnOf,
  countsAsSoul,
  defOf,
  isFaceUp,
  isTapped,
  markOf,
  soulDef,
  toDiscard,
} from './board';
import { addAltarDamage, addSoulDamage } from './damage';
import { revealOnField } from './reveal';

const attackerGone = (s: WuhunzhiState): boolean => {
  const a = s.game.attack!;
  const b = boardOf(s, a.attackerSeat);
  return !b.sandField.includes(a.attacker) || isTapped(s, a.attacker);
};

/** A8–A11, run on entering the resolve step; stops where a player must decide. */
export function resolveAttack(s: WuhunzhiState): void {
  const a = s.game.attack!;
  const o = otherSeat(a.attackerSeat);
  const ob = boardOf(s, o);
  if (a.target.kind === 'card' && a.targetCard) {
    // A8: reveal a face-down target still where it was declared.
    if (ob.sandField[a.target.cell - 1] === a.targetCard && !isFaceUp(s, a.targetCard))
      revealOnField(s, a.targetCard, 'attacked');
    if (s.result) return;
    if (defOf(s, a.targetCard).type === 'trap') {
      attackTrap(s);
      return;
    }
    // A9: the target left its cell → the nearest soul-counting card of that column, else an altar of P's choice.
    if (ob.sandField[a.target.cell - 1] !== a.targetCard) {
      if (!redirect(s)) return;
    }
  }
  damageStep(s);
}

function redirect(s: WuhunzhiState): boolean {
  const a = s.game.attack!;
  const o = otherSeat(a.attackerSeat);
  const ob = boardOf(s, o);
  const col = columnOf((a.target as { cell: number }).cell);
  const candidates = [1, 2, 3]
    .map((r) => (r - 1) * 3 + col)
    .filter((c) => ob.sandField[c - 1] && countsAsSoul(s, ob.sandField[c - 1]!))
    .sort((x, y) => frontRowOf(s, x) - frontRowOf(s, y));
  if (candidates.length) {
    const cell = candidates[0];
    const card = ob.sandField[cell - 1]!;
    s.effects.push({ type: 'redirected', to: { kind: 'card', cell }, card });
    a.target = { kind: 'card', cell };
    a.targetCard = card;
    if (!isFaceUp(s, card)) revealOnField(s, card, 'attacked');
    if (s.result) return false;
    if (defOf(s, card).type === 'trap') {
      attackTrap(s);
      return false;
    }
    if (ob.sandField[cell - 1] !== card) return finishNoDamage(s);
    return true;
  }
  if (redirectAltars(s).length === 0) return finishNoDamage(s);
  a.stage = 'awaitRedirect';
  return false;
}

export const redirectAltars = (s: WuhunzhiState): number[] =>
  boardOf(s, otherSeat(s.game.attack!.attackerSeat)).altars.flatMap((x, i) => (!x.destroyed ? [i] : []));

export function chooseRedirectAltar(s: WuhunzhiState, seat: Seat, altar: number): void {
  const a = s.game.attack;
  check(
    a && a.stage === 'awaitRedirect' && a.attackerSeat === seat,
    'ERR_NO_REDIRECT',
    '现在不需要选择改攻的祭坛',
    'No redirect altar is being asked for',
  );
  check(
    redirectAltars(s).includes(altar),
    'ERR_BAD_TARGET',
    '只能选择对方未被破坏的祭坛',
    "Choose one of the opponent's undestroyed altars",
    { altar },
  );
  a.target = { kind: 'altar', altar };
  a.targetCard = null;
  a.stage = 'declared';
  s.effects.push({ type: 'redirected', to: { kind: 'altar', altar } });
  damageStep(s);
}

function finishNoDamage(s: WuhunzhiState): false {
  s.game.attack!.stage = 'done';
  s.effects.push({ type: 'attackFizzled' });
  stateChecks(s);
  return false;
}

/** §6.4 (R22): a trap target resolved (or was already face up): discard it, no damage by default. */
function attackTrap(s: WuhunzhiState): void {
  const a = s.game.attack!;
  const trap = a.targetCard!;
  const ob = boardOf(s, otherSeat(a.attackerSeat));
  if (ob.sandField.includes(trap)) {
    toDiscard(s, trap, 'trap');
    s.effects.push({ type: 'trapCleared', card: trap });
  }
  if (s.config.attackOnTrap === 'zeroPowerDefender' && !a.cancelled && !attackerGone(s)) {
    offerExcess(s, finalPower(s, a.attacker));
    return;
  }
  // The action ends (R22): no damage, and the after-attack step is not reached.
  finish(s);
}

/** A10–A11. */
function damageStep(s: WuhunzhiState): void {
  const a = s.game.attack!;
  if (a.cancelled || attackerGone(s)) {
    finishNoDamage(s);
    return;
  }
  a.stage = 'resolving';
  if (a.target.kind === 'altar') {
    const o = otherSeat(a.attackerSeat);
    const k = boardOf(s, o).altars[a.target.altar].occupant;
    if (k && !isFaceUp(s, k)) {
      a.stage = 'awaitCounter'; // offered whatever K is: the prompt reveals nothing
      return;
    }
    hitAltar(s, k !== null && soulDef(s, k) !== null);
    return;
  }
  soulVsSoul(s);
}

/** §6.2 */
function soulVsSoul(s: WuhunzhiState): void {
  const a = s.game.attack!;
  const defender = a.targetCard!;
  const fa = finalPower(s, a.attacker);
  const fd = finalPower(s, defender);
  const retaliates = !(s.config.tappedSoulCombat === 'noRetaliation' && isTapped(s, defender));
  s.effects.push({ type: 'clash', attacker: a.attacker, defender, fa, fd });
  addSoulDamage(s, defender, fa, 'combat');
  if (retaliates) addSoulDamage(s, a.attacker, fd, 'combat');
  stateChecks(s);
  if (s.result) return;
  if (fa > fd) {
    offerExcess(s, fa - fd);
    return;
  }
  a.completed = true;
  finish(s);
}

export const excessAltars = (s: WuhunzhiState): number[] =>
  boardOf(s, otherSeat(s.game.attack!.attackerSeat)).altars.flatMap((x, i) => (!x.destroyed ? [i] : []));

function offerExcess(s: WuhunzhiState, amount: number): void {
  const a = s.game.attack!;
  a.excess = amount;
  if (excessAltars(s).length === 0) {
    a.completed = true;
    finish(s);
    return;
  }
  a.stage = 'awaitExcess';
}

export function allocateExcess(s: WuhunzhiState, seat: Seat, altar: number | null): void {
  const a = s.game.attack;
  check(
    a && a.stage === 'awaitExcess' && a.attackerSeat === seat,
    'ERR_NO_EXCESS',
    '现在没有可分配的剩余伤害',
    'There is no excess damage to allocate',
  );
  if (altar === null) {
    check(
      !s.config.excessMandatory,
      'ERR_EXCESS_MANDATORY',
      '本规则下剩余伤害必须分配',
      'Excess damage must be allocated under this ruling',
    );
    s.effects.push({ type: 'excessDeclined', amount: a.excess });
  } else {
    check(
      excessAltars(s).includes(altar),
      'ERR_BAD_TARGET',
      '只能分配到对方未被破坏的祭坛',
      "Excess goes to one of the opponent's undestroyed altars",
      { altar },
    );
    addAltarDamage(s, otherSeat(seat), altar, a.excess, 'excess'); // never countered (「且不会被反击」)
  }
  a.completed = true;
  finish(s);
}

export function chooseCounter(s: WuhunzhiState, seat: Seat, reveal: boolean): void {
  const a = s.game.attack;
  check(
    a && a.stage === 'awaitCounter' && otherSeat(a.attackerSeat) === seat,
    'ERR_NO_COUNTER_CHOICE',
    '现在不需要选择是否反击',
    'No counterattack choice is being asked for',
  );
  const k = boardOf(s, seat).altars[(a.target as { altar: number }).altar].occupant!;
  const soul = soulDef(s, k) !== null;
  check(
    !reveal || soul,
    'ERR_COUNTER_NOT_SOUL',
    '只有灵魂卡可以翻开反击',
    'Only a soul can be revealed to counterattack',
  );
  if (reveal) {
    markOf(s, k).faceUp = true; // no [翻开] effect: it is not on the sand field (R43)
    s.effects.push({ type: 'revealedForCounter', card: k });
  } else {
    s.effects.push({ type: 'counterDeclined', seat });
  }
  hitAltar(s, reveal);
}

/** §6.3 T1–T4. */
function hitAltar(s: WuhunzhiState, counter: boolean): void {
  const a = s.game.attack!;
  const o = otherSeat(a.attackerSeat);
  const altar = (a.target as { altar: number }).altar;
  const occupant = boardOf(s, o).altars[altar].occupant;
  const oFieldHasCards = boardOf(s, o).sandField.some((x) => x !== null);
  const base = soulDef(s, a.attacker)!.basePower;
  const half = s.config.halfRounding === 'floor' ? Math.floor(base / 2) : Math.ceil(base / 2);
  const x = oFieldHasCards ? half : finalPower(s, a.attacker);
  s.effects.push({
    type: 'altarAttack',
    seat: a.attackerSeat,
    cell: a.cell,
    attacker: a.attacker,
    altar,
    half: oFieldHasCards,
  });
  addAltarDamage(s, o, altar, x, 'attack');
  if (counter && occupant) {
    const k = soulDef(s, occupant)!.basePower;
    s.effects.push({ type: 'counterattack', card: occupant, amount: k });
    addSoulDamage(s, a.attacker, k, 'counter');
  }
  stateChecks(s);
  a.completed = true;
  finish(s);
}

/** A12–A13: state checks, the attacker counts as having attacked, after-attack triggers. */
function finish(s: WuhunzhiState): void {
  const a = s.game.attack!;
  stateChecks(s);
  if (s.result) return;
  if (a.completed) {
    if (!s.game.attackedThisBattle.includes(a.attacker)) s.game.attackedThisBattle.push(a.attacker);
    const d = soulDef(s, a.attacker);
    if (d && boardOf(s, a.attackerSeat).sandField.includes(a.attacker) && isFaceUp(s, a.attacker)) {
      fireTriggered(s, a.attackerSeat, a.attacker, d.skills, 'onAfterAttack');
      stateChecks(s);
    }
  }
  a.stage = 'done';
}
