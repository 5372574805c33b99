/**
 * Starting positions: the per-card and per-seat status the rules track inside a turn (docs/rules/xingjie.md
 * rulings 31–36): limited-effect uses, the turns a character entered, was set or changed position, attacks
 * made and granted, the normal summon, the avatar's attacks, and timed modifiers still running.
 */
import type { Seat } from '@/machines/engine';
import type { XCard } from '../catalog';
import type { LimitUses, StartingPosition } from '../position';
import type { CharacterInstance, PlayerState, XingjieState } from '../state';
import { bad } from './start-position-pool';

type Uses = XingjieState['game']['effectUses'];
type Where = { zh: string; en: string; details: Record<string, unknown> };
type Until = 'endOfTurn' | 'endOfNextTurn' | 'leavesField' | undefined;

/** A modifier's end as the state keeps it: the turn at whose end it goes, or null (while on the field). */
export const expiresOf = (until: Until, T: number): number | null =>
  until === 'endOfTurn' ? T : until === 'endOfNextTurn' ? T + 1 : null;

/** Phases in turn order, for "has this phase been reached yet". */
const ORDER = ['start', 'draw', 'action', 'battle', 'end'] as const;
export const phaseIndex = (pos: StartingPosition): number =>
  pos.phase === undefined ? -1 : ORDER.indexOf(pos.phase);

/**
 * Record the uses of an instance's limited effects: `effectsUsed` before this turn (once-per-game
 * effects only), `effectsUsedThisTurn` this turn (any limited effect; only once the turn's start phase has begun).
 */
export function recordUses(
  out: Uses,
  id: string,
  card: XCard,
  e: LimitUses,
  T: number,
  pos: StartingPosition,
  at: Where,
): void {
  const field = (name: string) => ({ ...at.details, field: `${String(at.details.path ?? '')}.${name}` });
  const limited = (index: number, gameOnly: boolean, name: string) => {
    const eff = card.effects?.[index];
    if (!eff || !eff.limit || (gameOnly && eff.limit.per !== 'game'))
      bad(
        `${at.zh}没有第 ${index} 号（从 0 数）${gameOnly ? '每局' : '有次数'}限用的效果`,
        `${at.en} has no ${gameOnly ? 'once-per-game' : 'limited'} effect at index ${index}`,
        { ...field(name), effect: index },
      );
    return eff.limit;
  };
  if ((e.effectsUsedThisTurn?.length ?? 0) > 0 && pos.phase === undefined)
    bad(
      `${at.zh}：还没进入第 ${T} 回合就不会有本回合用过的效果（写明 phase）`,
      `${at.en}: no effect can have been used this turn before turn ${T} begins (give "phase")`,
      field('effectsUsedThisTurn'),
    );
  for (const [name, list, gameOnly] of [
    ['effectsUsed', e.effectsUsed ?? [], true],
    ['effectsUsedThisTurn', e.effectsUsedThisTurn ?? [], false],
  ] as const) {
    for (const index of list) {
      const limit = limited(index, gameOnly, name);
      const key = `${id}#${index}`;
      const u = (out[key] ??= { turn: T - 1, thisTurn: 0, game: 0 });
      if (name === 'effectsUsedThisTurn') {
        if (u.turn !== T) {
          u.turn = T;
          u.thisTurn = 0;
        }
        u.thisTurn += 1;
      }
      u.game += 1;
      const over = limit.per === 'game' ? u.game > limit.count : u.thisTurn > limit.count;
      if (over)
        bad(
          `${at.zh}第 ${index} 号效果每${limit.per === 'game' ? '局' : '回合'}最多用 ${limit.count} 次`,
          `${at.en}: effect ${index} can be used ${limit.count} time(s) a ${limit.per}`,
          { ...field(name), effect: index },
        );
    }
  }
}

interface CharStatus {
  enteredTurn?: number;
  setTurn?: number;
  positionChangedTurn?: number;
  attacksUsed?: number;
  extraAttacks?: number;
}

/** A character's turn bookkeeping, checked against the turn, the phase and whose turn it is. */
export function applyCharStatus(
  ch: CharacterInstance,
  e: CharStatus,
  seat: Seat,
  turnPlayer: Seat,
  T: number,
  pos: StartingPosition,
  at: Where,
): void {
  const f = (name: string, zh: string, en: string): never =>
    bad(`${at.zh}${zh}`, `${at.en}${en}`, { ...at.details, field: `${String(at.details.path)}.${name}` });
  const started = pos.phase !== undefined;
  for (const name of ['enteredTurn', 'setTurn', 'positionChangedTurn'] as const) {
    const v = e[name];
    if (v === undefined) continue;
    if (v > T || (v === T && !started))
      f(
        name,
        `的 ${name} 是第 ${v} 回合，不能晚于${started ? '当前' : '开始前的'}回合`,
        `: ${name} ${v} is later than the ${started ? 'current turn' : 'turn before this one'}`,
      );
  }
  if (e.enteredTurn !== undefined) ch.enteredTurn = e.enteredTurn;
  if (ch.position === 'faceDownDefense') ch.setTurn = e.setTurn ?? ch.enteredTurn;
  else if (e.setTurn !== undefined) ch.setTurn = e.setTurn;
  if (ch.setTurn !== null && ch.setTurn < ch.enteredTurn)
    f('setTurn', '盖放的回合早于登场的回合', ': it was set before it entered');
  if (e.positionChangedTurn !== undefined) {
    if (e.positionChangedTurn < ch.enteredTurn || e.positionChangedTurn === ch.enteredTurn)
      f(
        'positionChangedTurn',
        '在登场的回合或之前改变了表示形式（R20 不允许）',
        ': its position changed on or before the turn it entered (R20 forbids it)',
      );
    if (e.positionChangedTurn === T && (seat !== turnPlayer || phaseIndex(pos) < 2))
      f(
        'positionChangedTurn',
        '本回合改变表示形式只能在其控制者自己的行动阶段（R20），局面还没到',
        ": a position is changed this turn only in its controller's own action phase (R20), not reached here",
      );
    ch.positionChangedTurn = e.positionChangedTurn;
  }
  const attacks = e.attacksUsed ?? 0;
  if (attacks > 0) {
    if (seat !== turnPlayer || phaseIndex(pos) < 3 || T === 1)
      f(
        'attacksUsed',
        '本回合攻击过，只能是回合玩家的角色在第 1 回合以后的战斗阶段或其后（R12）',
        ": attacks this turn are made by the turn player's characters in the battle phase, not on turn 1 (R12)",
      );
    if (attacks > 1 + (e.extraAttacks ?? 0))
      f(
        'attacksUsed',
        `攻击了 ${attacks} 次，但只有 1 次加额外攻击 ${e.extraAttacks ?? 0} 次（R32）`,
        ` attacked ${attacks} times but has 1 attack plus ${e.extraAttacks ?? 0} extra (R32)`,
      );
  }
  if ((e.extraAttacks ?? 0) > 0 && !started)
    f(
      'extraAttacks',
      '：额外攻击只在本回合内授予，回合开始前没有',
      ': extra attacks are granted for this turn; none before it begins',
    );
  ch.attacksUsed = attacks;
  ch.extraAttacks = e.extraAttacks ?? 0;
}

/** A seat's turn bookkeeping: the normal summon, the avatar's attacks, timed avatar and summon-limit changes. */
export function applySeatStatus(
  p: PlayerState,
  sp: NonNullable<StartingPosition['p1']>,
  seat: Seat,
  turnPlayer: Seat,
  T: number,
  pos: StartingPosition,
): void {
  const phase = phaseIndex(pos);
  if (sp.normalSummonUsed) {
    // The turn player's flag: used in this turn's action phase. The opponent's: what their last turn left (the
    // rules reset it when their own turn begins), so there must have been one.
    if (seat === turnPlayer ? phase < 2 : T < 2)
      bad(
        seat === turnPlayer
          ? `${seat} 的 normalSummonUsed：普通召唤在回合玩家自己的行动阶段进行，局面还没到`
          : `${seat} 的 normalSummonUsed：${seat} 还没有过自己的回合`,
        seat === turnPlayer
          ? `${seat} normalSummonUsed: the normal summon belongs to the turn player's action phase, not reached here`
          : `${seat} normalSummonUsed: ${seat} has had no turn yet`,
        { seat, field: `${seat}.normalSummonUsed` },
      );
    p.normalSummonUsed = true;
  }
  const avatarAttacks = sp.avatarAttacks ?? 0;
  if (avatarAttacks > 0 && (seat !== turnPlayer || phase < 3 || T === 1 || avatarAttacks > 1))
    bad(
      `${seat} 的 avatarAttacks：人物每回合最多攻击一次，只在回合玩家第 1 回合以后的战斗阶段或其后（R12、R13）`,
      `${seat} avatarAttacks: an avatar attacks at most once, in the turn player's battle phase after turn 1 (R12, R13)`,
      { seat, field: `${seat}.avatarAttacks` },
    );
  p.avatarAttacks = avatarAttacks;
  const timed = (until: Until, field: string) => {
    if (until === 'endOfNextTurn' && !pos.phase)
      bad(
        `${seat} 的 ${field}：「到下回合结束」只能是本回合做出的，回合开始前请写 endOfTurn`,
        `${seat} ${field}: "until the end of next turn" is made this turn; before the turn begins write endOfTurn`,
        { seat, field: `${seat}.${field}` },
      );
    return expiresOf(until, T);
  };
  p.avatarMods = (sp.avatarMods ?? []).map((m) => ({
    atk: m.atk ?? 0,
    hp: m.hp ?? 0,
    expires: timed(m.until, 'avatarMods'),
    source: 'position',
  }));
  p.summonLimitMods = (sp.summonLimitMods ?? []).map((m) => ({
    delta: m.ignore ? 0 : (m.n ?? 0),
    ignore: m.ignore === true,
    expires: timed(m.until, 'summonLimitMods'),
    source: 'position',
  }));
}
