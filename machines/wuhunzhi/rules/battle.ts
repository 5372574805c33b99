/**
 * The battle phase up to the declaration (§5.7, §6.1): strategy reveal, the cell loop (first 1 → second 1 →
 * first 2 …), A1–A5 of one `act(P, n)` and the declared target (A6, R20, R21). combat.ts resolves the attack.
 */
import { check } from '@/machines/engine/errors';
import type { Seat } from '@/machines/engine/types';
import { otherSeat } from '@/machines/engine/types';
import { fireOwn, runEffect, stateChecks } from '../effects/resolve';
import type { AttackTarget, WuhunzhiState } from '../state';
import { boardOf, defOf, isFaceUp, isTapped, markOf, soulDef } from './board';
import { revealOnField } from './reveal';
import { queueTriggers } from './triggers';

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
  // W49: a face-up soul declared as the target resolves its own onTargeted effects before the target window.
  if (g.attack.targetCard && isFaceUp(s, g.attack.targetCard)) {
    fireOwn(s, g.attack.targetCard, 'onTargeted');
    stateChecks(s);
  }
}
