/**
 * Positions inside a round (docs/rules/wuhunzhi.md, "Positions inside a round", W42–W47): `at` names the phase and
 * step play resumes in; this module says which chart state that is and fills the round's bookkeeping that the
 * moment implies (whose step, the battle cursor and the cells processed, the open window, the attack, queued
 * triggers), refusing moments the rules never reach (ERR_BAD_POSITION naming the field).
 */
import type { Seat } from '@/machines/engine/types';
import { otherSeat } from '@/machines/engine/types';
import type { Phase, PositionAt } from '../position';
import { PHASES } from '../position';
import type { AttackTarget, WuhunzhiState } from '../state';
import { cardDef } from '../catalog';
import { bad } from './position-layout';

/** The moment of the round a position stands at, as the status checks read it. */
export interface Moment {
  /** `at` was given: play resumes inside the round, and per-round statuses may be said. */
  mid: boolean;
  phase: Phase;
  step: string | undefined;
  /** The seat whose step it is (two-step phases, construction, the acting seat in battle). */
  seat: Seat;
  first: Seat;
}

export const rank = (p: Phase): number => PHASES.indexOf(p);

export function momentOf(at: PositionAt | undefined, first: Seat): Moment {
  if (!at) return { mid: false, phase: 'preparation', step: undefined, seat: first, first };
  return { mid: true, phase: at.phase, step: at.step, seat: at.seat ?? first, first };
}

/** The seat has had (or is in) its own step of `phase` (first seat's step before the second's). */
export function hadStep(m: Moment, seat: Seat, phase: Phase): boolean {
  if (!m.mid) return false;
  if (rank(m.phase) !== rank(phase)) return rank(m.phase) > rank(phase);
  return seat === m.first || m.seat !== m.first;
}

/** The seat's step of `phase` is over. */
export function doneStep(m: Moment, seat: Seat, phase: Phase): boolean {
  if (!m.mid) return false;
  if (rank(m.phase) !== rank(phase)) return rank(m.phase) > rank(phase);
  return seat === m.first && m.seat !== m.first;
}

const STEPS_OF: Record<Phase, string[]> = {
  preparation: ['window'],
  construction: ['draw', 'build', 'window'],
  planning: [],
  deployment: [],
  summoning: [],
  reconnaissance: [],
  battle: ['strategies', 'start', 'declare', 'targetWindow', 'resolve', 'afterWindow', 'end'],
  end: ['triggers', 'window', 'discard'],
};
const DEFAULT_STEP: Partial<Record<Phase, string>> = {
  preparation: 'window',
  construction: 'build',
  end: 'window',
};
const WINDOWS: Record<string, string> = {
  'preparation.window': 'preparation.end',
  'construction.window': 'construction.afterBuild',
  'battle.start': 'battle.start',
  'battle.targetWindow': 'battle.targetDeclared',
  'battle.afterWindow': 'battle.afterAttack',
  'battle.end': 'battle.end',
  'end.window': 'end.effects',
};
const ACT_STEPS = ['declare', 'targetWindow', 'resolve', 'afterWindow'];
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
const cells = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The chart state a moment resumes in (an atomic state of machine.ts). */
function chartPath(at: PositionAt, step: string | undefined, role: 'first' | 'second'): string {
  const r = 'match.round';
  switch (at.phase) {
    case 'preparation':
      return `${r}.preparation.window`;
    case 'construction':
      return `${r}.construction.${role}${cap(step!)}`;
    case 'planning':
    case 'deployment':
    case 'reconnaissance':
      return `${r}.${at.phase}.${role}`;
    case 'summoning':
      return `${r}.summoning`;
    case 'battle':
      if (step === 'strategies') return `${r}.battle.strategies`;
      if (step === 'start') return `${r}.battle.startWindow`;
      if (step === 'end') return `${r}.battle.endWindow`;
      return `${r}.battle.act.${step}`;
    case 'end':
      return step === 'discard' ? `${r}.end.discard${cap(role)}` : `${r}.end.${step}`;
  }
}

/**
 * Fill the round's bookkeeping for `at` into `draft.game` (laid out already) and name the chart state play resumes
 * in (`draft.phase`). Windows and trigger queues are tidied afterwards by the caller, as play would.
 */
export function applyMoment(draft: WuhunzhiState, at: PositionAt): void {
  const g = draft.game;
  const seat = at.seat ?? g.first;
  const other = otherSeat(seat);
  const role = seat === g.first ? 'first' : 'second';
  const step =
    at.step ??
    DEFAULT_STEP[at.phase] ??
    (at.phase === 'battle' ? (at.cell ? 'declare' : 'start') : undefined);
  if (step !== undefined && !STEPS_OF[at.phase].includes(step))
    bad(
      'at.step',
      `${at.phase} 阶段没有「${step}」这一步（可用：${STEPS_OF[at.phase].join('、') || '无'}）`,
      `the ${at.phase} phase has no step "${step}" (steps: ${STEPS_OF[at.phase].join(', ') || 'none'})`,
    );
  const key = `${at.phase}.${step}`;
  const windowId = WINDOWS[key];
  if (at.window && !windowId) bad('at.window', '这一步没有响应窗口', 'this step has no response window');
  const acting = at.phase === 'battle' && ACT_STEPS.includes(step!);
  if (at.cell !== undefined && !acting)
    bad('at.cell', '只有战斗阶段格子行动时才有正在行动的格子', 'only a battle act has a cell being acted');
  if (acting && at.cell === undefined)
    bad('at.cell', '战斗阶段的行动要写明正在行动的格子', 'a battle act needs the cell being acted');
  if (at.attack && !(acting && step !== 'declare'))
    bad(
      'at.attack',
      '只有宣告攻击目标之后才有进行中的攻击',
      'an attack exists only after a target is declared',
    );
  const triggerStep = key === 'battle.strategies' || key === 'end.triggers';
  if (at.triggers && !triggerStep)
    bad(
      'at.triggers',
      '只有战斗开始和结束阶段开始时才有等待处理的触发效果',
      'triggers wait only at the battle start and the end phase start',
    );
  if (step === 'discard' && !draft.config.variants.endOfRoundDiscard)
    bad('at.step', '舍弃手牌的步骤只在变体规则 B.4 中存在', 'the discard step exists only under variant B.4');

  // Whose step: the seat (construction, the two-step phases, the B.4 discard); later phases leave the second's
  // reconnaissance step done, as play does.
  g.stepSeat = seat;
  g.stepDone = false;
  g.drawChoice = false;
  if (at.phase === 'construction' && step === 'draw') {
    if (draft.game.boards[seat].hand.length < draft.config.handTarget)
      bad(
        'at.step',
        `${seat} 手牌不足 ${draft.config.handTarget} 张，抽牌会自动进行，不会停下来让他选择（R3）`,
        `${seat} holds fewer than ${draft.config.handTarget} cards, so the draw is automatic and never waits for a choice (R3)`,
      );
    g.drawChoice = true;
  }
  if (windowId && at.phase === 'construction') g.stepDone = true;
  if (['summoning', 'battle', 'end'].includes(at.phase) && step !== 'discard') {
    g.stepSeat = at.phase === 'summoning' ? null : g.second;
    g.stepDone = true;
  }
  // Summoning: whose turn and the passes. Elsewhere `summon` is the record the last summoning phase left on the
  // board (W45): the seat it ended with and its passes, shown until the next summoning phase begins.
  if (at.phase === 'summoning' || at.summon) {
    const s = at.summon ?? { toAct: g.first, passes: 0 };
    g.summonToAct = s.toAct;
    g.consecutivePasses = s.passes;
    for (const p of s.passed ?? []) g.summonPassed[p] = true;
    if (at.phase === 'summoning' && s.passes === 1 && s.toAct && !s.passed?.includes(otherSeat(s.toAct)))
      bad(
        'at.summon.passed',
        '上一次放弃召唤的是对方，它应在 passed 中',
        'the last pass was the other seat’s; list it in passed',
      );
  }

  // The battle: cursor, processed cells (R31), the attack.
  if (at.phase === 'battle' || at.phase === 'end') {
    const done = at.phase === 'end' || step === 'end';
    if (done) {
      g.processedCells = { p1: cells(9), p2: cells(9) };
      g.cursorIndex = 18;
    } else if (acting) {
      const c = at.cell!;
      g.cursor = { cell: c, seat };
      g.cursorIndex = 2 * (c - 1) + (role === 'first' ? 1 : 2);
      g.processedCells[g.first] = cells(c);
      g.processedCells[g.second] = cells(role === 'first' ? c - 1 : c);
    }
  }
  if (acting) layAttack(draft, at, step!, seat, other);

  if (windowId) {
    const lead =
      step === 'targetWindow'
        ? other
        : step === 'afterWindow' || at.phase === 'construction'
          ? seat
          : g.first;
    g.window = { id: windowId, queue: at.window ? [...at.window] : [lead, otherSeat(lead)] };
  }
  draft.phase = chartPath(at, step, role);
}

function layAttack(draft: WuhunzhiState, at: PositionAt, step: string, seat: Seat, other: Seat): void {
  const g = draft.game;
  const mine = g.boards[seat];
  const theirs = g.boards[other];
  const from = at.attack?.attackerAt ?? at.cell!;
  const attacker = mine.sandField[from - 1];
  if (!attacker)
    bad(
      at.attack?.attackerAt ? 'at.attack.attackerAt' : 'at.cell',
      `${seat} 的沙场第 ${from} 格没有卡，无法行动`,
      `${seat} has no card on cell ${from} to act`,
    );
  const m = g.marks[attacker!];
  if (step === 'declare') {
    if (!m.faceUp || m.tapped || cardDef(draft, draft.cards[attacker!].cardId)!.type !== 'soul')
      bad(
        'at.cell',
        '正在宣告攻击的卡必须是翻开、未横置的灵魂卡（A2–A5）',
        'the card declaring must be a face-up, upright soul (A2–A5)',
      );
    return;
  }
  const a = at.attack;
  if (!a) return void bad('at.attack', '这一步需要写明进行中的攻击', 'this step needs the attack under way');
  let target: AttackTarget;
  let targetCard: string | null = null;
  if ('cell' in a.target) {
    target = { kind: 'card', cell: a.target.cell };
    const at2 = a.declaredAt === undefined ? a.target.cell : a.declaredAt;
    targetCard = at2 === null ? null : theirs.sandField[at2 - 1];
    if (at2 !== null && !targetCard)
      bad(
        'at.attack.declaredAt',
        `${other} 的沙场第 ${at2} 格没有被宣告攻击的卡`,
        `${other} has no declared target on cell ${at2}`,
      );
  } else if ('altar' in a.target) {
    target = { kind: 'altar', altar: a.target.altar };
    if (!theirs.altars[a.target.altar])
      bad('at.attack.target.altar', `${other} 没有这个祭坛`, `${other} has no such altar`);
  } else {
    target = { kind: 'occupant', altar: a.target.occupant };
    targetCard = theirs.altars[a.target.occupant]?.occupant ?? null;
    if (!targetCard)
      bad('at.attack.target.occupant', `${other} 的这个祭坛中没有卡`, `${other}'s altar holds no card`);
  }
  if (step === 'resolve' && !a.stage)
    bad(
      'at.attack.stage',
      '伤害结算中要写明在等谁的选择（stage）',
      'resolving an attack needs the choice it awaits (stage)',
    );
  if (step !== 'resolve' && a.stage)
    bad('at.attack.stage', '只有伤害结算中才等待选择', 'only a resolving attack awaits a choice');
  if (a.stage === 'awaitExcess' && !(a.excess && a.excess > 0))
    bad('at.attack.excess', '分配剩余伤害需要大于 0 的剩余伤害', 'allocating excess needs excess above 0');
  g.attack = {
    attacker: attacker!,
    attackerSeat: seat,
    cell: at.cell!,
    target,
    targetCard,
    stage: step === 'targetWindow' ? 'declared' : step === 'afterWindow' ? 'done' : a.stage!,
    cancelled: a.cancelled ?? false,
    excess: a.excess ?? 0,
    completed: step === 'afterWindow',
  };
}
