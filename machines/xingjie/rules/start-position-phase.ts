/**
 * Starting positions inside a turn (docs/rules/xingjie.md ruling 31): the chart state play resumes in, the
 * window's priority and a declared attack waiting for responses, each checked against what play can reach.
 */
import { otherSeat } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { CharObj, StartingPosition } from '../position';
import type { PendingAttack, Ref, XingjieState } from '../state';
import { P } from './board';
import { bad } from './start-position-pool';
import { asObject, assignSlots } from './start-position-rows';

type Step = NonNullable<StartingPosition['step']>;
const STEPS: Record<NonNullable<StartingPosition['phase']>, Step[]> = {
  start: ['window'],
  draw: ['window'],
  action: ['window'],
  battle: ['idle', 'attack'],
  end: ['window', 'discard'],
};
const PATH: Record<string, string> = {
  'start.window': 'turn.start',
  'draw.window': 'turn.draw',
  'action.window': 'turn.action',
  'battle.idle': 'turn.battle.idle',
  'battle.attack': 'turn.battle.attack',
  'end.window': 'turn.end.window',
  'end.discard': 'turn.end.discard',
};

function attackOf(s: XingjieState, pos: StartingPosition, tp: Seat): PendingAttack {
  const a = pos.attack;
  if (!a)
    bad(
      '战斗阶段的 attack 步骤需要写明 attack（攻击者与目标）',
      'the battle step "attack" needs "attack" (the attacker and the target)',
      { field: 'attack' },
    );
  if (s.turn === 1)
    bad('第 1 回合不能宣言攻击（R12）', 'no attack can be declared on turn 1 (R12)', { field: 'attack' });
  const opp = otherSeat(tp);
  const side = (seat: Seat, c: number | 'avatar', left: boolean | undefined, name: string) => {
    const ref: Ref = c === 'avatar' ? { seat, zone: 'avatar', slot: 0 } : { seat, zone: 'front', slot: c };
    if (c === 'avatar') {
      if (left)
        bad(`attack.${name}Left：人物不会离场`, `attack.${name}Left: an avatar never leaves`, {
          field: `attack.${name}Left`,
        });
      return { ref, id: null };
    }
    if (c < 0 || c >= s.config.frontRowSlots)
      bad(`attack.${name}：前场 slot ${c} 不存在`, `attack.${name}: front-row slot ${c} does not exist`, {
        field: `attack.${name}`,
      });
    const ch = P(s, seat).front[c];
    if (!left && !ch)
      bad(
        `attack.${name}：${seat} 的前场 slot ${c} 没有角色（已离场请写 ${name}Left）`,
        `attack.${name}: ${seat} has no character in front-row slot ${c} (one that left is "${name}Left")`,
        { field: `attack.${name}`, seat, slot: c },
      );
    return { ref, id: left ? null : ch!.id };
  };
  const attacker = side(tp, a.attacker, a.attackerLeft, 'attacker');
  const target = side(opp, a.target, a.targetLeft, 'target');
  if (a.attacker === 'avatar' && P(s, tp).avatarAttacks < 1)
    bad(
      'attack：人物正在攻击，avatarAttacks 至少为 1',
      'attack: the avatar is attacking, so avatarAttacks is at least 1',
      { field: `${tp}.avatarAttacks` },
    );
  if (attacker.id) {
    const ch = P(s, tp).front[a.attacker as number]!;
    if (ch.attacksUsed < 1) {
      // The author's entry for that slot (entries may name their slots), as the rows' own refusals name it.
      const written = (pos[tp]?.front ?? []).map((e) => asObject<CharObj>(e));
      const entry = assignSlots(tp, 'front', written, s.config.frontRowSlots).indexOf(a.attacker as number);
      bad(
        `attack：攻击者（前场 slot ${a.attacker}）正在攻击，attacksUsed 至少为 1`,
        `attack: the attacker (front-row slot ${a.attacker}) is attacking, so its attacksUsed is at least 1`,
        { field: `${tp}.front.${entry}.attacksUsed`, slot: a.attacker },
      );
    }
  }
  return {
    attacker: attacker.ref,
    target: target.ref,
    attackerId: attacker.id,
    targetId: target.id,
    negated: a.negated === true,
  };
}

/**
 * Who may hold priority with how many passes in succession (§4.3): every window opens with its first holder
 * and no passes; a pass hands it on with one pass; an activation gives it back to the turn player with none;
 * a main action (action phase only) hands it to the opponent with none. The attack window opens with the defender.
 */
function checkPriority(phase: string, step: Step, pr: { holder: Seat; passes: number }, tp: Seat): void {
  const reachable = phase === 'action' || step === 'attack' ? true : (pr.holder === tp) === (pr.passes === 0);
  if (!reachable)
    bad(
      `${phase} 阶段的窗口里优先权不会在 ${pr.holder} 手上且已连续让过 ${pr.passes} 次（§4.3）`,
      `in the ${phase} window priority is never with ${pr.holder} after ${pr.passes} pass(es) in succession (§4.3)`,
      { field: 'priority' },
    );
}

/** Set the chart state, the step, the priority and the pending attack of a position inside a turn. */
export function resumeInPhase(s: XingjieState, pos: StartingPosition, tp: Seat): void {
  if (pos.phase === undefined) {
    for (const k of ['step', 'priority', 'attack'] as const)
      if (pos[k] !== undefined) bad(`${k} 只能和 phase 一起写`, `"${k}" needs "phase"`, { field: k });
    return;
  }
  const phase = pos.phase;
  const step = pos.step ?? STEPS[phase][0];
  if (!STEPS[phase].includes(step))
    bad(
      `${phase} 阶段没有 ${step} 这一步（可用：${STEPS[phase].join('、')}）`,
      `the ${phase} phase has no step "${step}" (it has: ${STEPS[phase].join(', ')})`,
      { field: 'step' },
    );
  if (phase === 'draw' && s.turn === 1)
    bad('先手第 1 回合跳过抽卡阶段（R12）', 'turn 1 skips the draw phase (R12)', { field: 'phase' });
  if (step !== 'attack' && pos.attack !== undefined)
    bad('只有 attack 步骤才写 attack', '"attack" belongs to the battle step "attack" only', {
      field: 'attack',
    });
  s.game.step = phase;
  if (step === 'discard') {
    if (pos.priority)
      bad('弃牌时没有优先权窗口', 'there is no priority window while discarding', { field: 'priority' });
    const hand = P(s, tp).hand.length;
    if (hand <= s.config.handLimit)
      bad(
        `弃牌步骤只在回合玩家手牌超过 ${s.config.handLimit} 张时出现（${tp} 有 ${hand} 张，R23）`,
        `the discard step happens only while the turn player holds more than ${s.config.handLimit} cards (${tp} holds ${hand}, R23)`,
        { field: `${tp}.hand` },
      );
  } else {
    if (step === 'attack') s.game.pendingAttack = attackOf(s, pos, tp);
    const first = step === 'attack' ? otherSeat(tp) : tp;
    const pr = pos.priority ?? { holder: first, passes: 0 };
    checkPriority(phase, step, pr, tp);
    s.game.priority = { holder: pr.holder, passes: pr.passes };
  }
  s.phase = PATH[`${phase}.${step}`];
}
