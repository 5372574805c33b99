/**
 * The battle phase (§5.7, §6): strategy reveal, the cell loop (first 1 → second 1 → first 2 …), one `act(P, n)`
 * (A1–A13) and damage: soul vs soul with excess to an altar (§6.2), soul vs altar at half base power or full final
 * power with counterattacks by the altar's occupant (§6.3), soul vs trap (§6.4), redirects (§6.5).
 */
import { check } from '@/machines/engine/errors';
import type { Seat } from '@/machines/engine/types';
import { otherSeat } from '@/machines/engine/types';
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
import { addAltarDamage, addSoulDamage, stateChecks } from './damage';
import { revealOnField } from './reveal';
import { finalPower } from '../effects/power';
import { runEffect } from '../effects/resolve';
import { queueTriggers } from './triggers';
import { frontRowOf } from '../effects/selectors';
import type { AttackTarget, WuhunzhiState } from '../types';

export function revealStrategies(s: WuhunzhiState): void {
  const g = s.game;
  g.processedCells = { p1: [], p2: [] };
  g.attackedThisBattle = [];
  g.effectUses.battle = {};
  g.cursorIndex = 0;
  g.cursor = null;
  g.attack = null;
  const order: Seat[] = [g.first, g.second];
  for (const seat of order) {
    const b = boardOf(s, seat);
    if (b.strategy) {
      b.strategyRevealed = true;
      markOf(s, b.strategy).faceUp = true;
      s.effects.push({ type: 'strategyRevealed', seat, card: b.strategy });
    }
  }
  for (const seat of order) {
    const b = boardOf(s, seat);
    if (b.strategy && !s.result) {
      const d = defOf(s, b.strategy);
      if (d.type === 'strategy')
        runEffect(
          s,
          { controller: seat, source: b.strategy, effect: d.effect, choice: {} },
          { auraOpsAreContinuous: true },
        );
    }
  }
  stateChecks(s);
  queueTriggers(s, 'onBattleStart');
}

export function advanceCursor(s: WuhunzhiState): void {
  const g = s.game;
  g.attack = null;
  g.actEnded = false;
  if (g.cursorIndex >= 18) {
    g.cursor = null;
    return;
  }
  const cell = Math.floor(g.cursorIndex / 2) + 1;
  const seat = g.cursorIndex % 2 === 0 ? g.first : g.second;
  g.cursorIndex += 1;
  g.cursor = { cell, seat };
}

/** A1–A5 of act(P, n). */
export function beginAct(s: WuhunzhiState): void {
  const g = s.game;
  const { cell, seat } = g.cursor!;
  g.processedCells[seat].push(cell); // A1 (R31)
  const id = boardOf(s, seat).sandField[cell - 1];
  if (!id || isTapped(s, id)) {
    g.actEnded = true; // A2
    s.effects.push({ type: 'skip', seat, cell, empty: !id });
    return;
  }
  if (!isFaceUp(s, id)) revealOnField(s, id, 'act'); // A3
  if (s.result) return;
  if (defOf(s, id).type === 'trap') {
    g.actEnded = true; // A4 (R19)
    return;
  }
  if (boardOf(s, seat).sandField[cell - 1] !== id || isTapped(s, id) || declareOptions(s).length === 0) {
    g.actEnded = true; // A5 (R23)
    return;
  }
}

/** Every legal declared target for the acting soul (A6, R20, R21, R7, R8). */
export function declareOptions(s: WuhunzhiState): AttackTarget[] {
  const g = s.game;
  if (!g.cursor) return [];
  const o = otherSeat(g.cursor.seat);
  const b = boardOf(s, o);
  const out: AttackTarget[] = [];
  b.sandField.forEach((id, i) => {
    if (!id) return;
    if (s.config.tappedSoulCombat === 'untargetable' && isTapped(s, id)) return;
    out.push({ kind: 'card', cell: i + 1 });
  });
  b.altars.forEach((a, altar) => {
    if (!a.destroyed && (a.faceUp || s.config.faceDownAltarTargetable)) out.push({ kind: 'altar', altar });
    if (
      a.destroyed &&
      s.config.variants.destroyedAltarOccupantsTargetable &&
      a.occupant &&
      soulDef(s, a.occupant) &&
      isFaceUp(s, a.occupant)
    ) {
      out.push({ kind: 'occupant', altar });
    }
  });
  return out;
}

const sameTarget = (a: AttackTarget, b: AttackTarget) =>
  a.kind === b.kind &&
  (a.kind === 'card' ? a.cell === (b as { cell: number }).cell : a.altar === (b as { altar: number }).altar);

export function declareTarget(s: WuhunzhiState, seat: Seat, target: AttackTarget): void {
  const g = s.game;
  check(
    s.phase === 'match.round.battle.act.declare' && g.cursor?.seat === seat,
    'ERR_NOT_YOUR_ATTACK',
    '现在不是你宣告攻击目标的时候',
    'It is not your attack declaration',
  );
  check(
    declareOptions(s).some((t) => sameTarget(t, target)),
    'ERR_BAD_TARGET',
    '不能攻击这个目标（只能攻击对方沙场上的卡或未被破坏的祭坛）',
    "Illegal target (a card on the opponent's sand field or an undestroyed altar)",
    { target },
  );
  const o = otherSeat(seat);
  const attacker = boardOf(s, seat).sandField[g.cursor.cell - 1]!;
  g.attack = {
    attacker,
    attackerSeat: seat,
    cell: g.cursor.cell,
    target,
    targetCard:
      target.kind === 'card'
        ? boardOf(s, o).sandField[target.cell - 1]
        : target.kind === 'occupant'
          ? boardOf(s, o).altars[target.altar].occupant
          : null,
    stage: 'declared',
    cancelled: false,
    excess: 0,
    completed: false,
  };
  s.effects.push({ type: 'declared', seat, cell: g.cursor.cell, attacker, target });
}

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
    toDiscard(s, trap);
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
      for (const e of d.skills) {
        if (!s.result && e.kind === 'triggered' && e.trigger?.on === 'onAfterAttack')
          runEffect(s, { controller: a.attackerSeat, source: a.attacker, effect: e, choice: {} });
      }
      stateChecks(s);
    }
  }
  a.stage = 'done';
}
