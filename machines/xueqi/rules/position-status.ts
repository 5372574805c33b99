/**
 * Starting positions inside a turn (docs/rules/xueqi.md, E36–E41): the phase play resumes in and the statuses a
 * turn in progress tracks (the draw made, a battle fought or in progress, a pending choice; per creature: attacks
 * made, extra attacks, direct-attack grants, "this turn" modifiers, the turn it entered and how, per-turn effect
 * uses). Each status is checked against the phase and the rules; a contradiction is ERR_BAD_POSITION naming the
 * field path (`p1.creatureSlots[0].attacks`).
 */
import { refuse } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { XueqiCardData } from '../catalog';
import type { XueqiCreatureSpec, XueqiPosition, XueqiSupportSpec } from '../position';
import type { CreatureInstance, XueqiState } from '../state';
import { ruleParams } from './params';

export type PositionPhase = 'start' | 'draw' | 'main' | 'battle';

/** Refuse the position for one field, naming its path in both languages and in `details.field`. */
export function badField(path: string, zh: string, en: string): never {
  return refuse('ERR_BAD_POSITION', `起始局面：${path}：${zh}`, `Starting position: ${path}: ${en}`, {
    field: path,
  });
}

/** The chart state a position's phase resumes in (`start` runs the turn's start step, so it is the top). */
export const PHASE_PATH: Record<Exclude<PositionPhase, 'start'>, string> = {
  draw: 'playing.draw',
  main: 'playing.main',
  battle: 'playing.battle',
};

/** The facts of the named moment the creature checks need. */
export interface Moment {
  turn: number;
  active: Seat;
  phase: PositionPhase;
  /** A battle is in progress or was fought this turn. */
  battleFought: boolean;
}

export function momentOf(pos: XueqiPosition): Moment {
  const phase = pos.phase ?? 'start';
  return {
    turn: pos.turn,
    active: pos.active,
    phase,
    battleFought: phase === 'battle' || pos.battleFought === true,
  };
}

const countOf = (xs: readonly number[] | undefined) => {
  const m = new Map<number, number>();
  for (const x of xs ?? []) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
};

/** Per-turn uses made this turn: each index must be a once-per-turn effect, within its count. */
function checkTurnUses(
  path: string,
  used: readonly number[] | undefined,
  effects: ReadonlyArray<{ limit?: { per: string; count: number } }>,
  m: Moment,
): Map<number, number> {
  const counts = countOf(used);
  if (counts.size && m.phase === 'start')
    badField(path, '回合开始前还没有用过任何效果', 'no effect has been used before the turn starts');
  for (const [e, n] of counts) {
    const limit = effects[e]?.limit;
    if (!limit || limit.per !== 'turn')
      badField(path, `没有第 ${e} 号每回合限次效果`, `there is no once-per-turn effect ${e}`);
    if (n > limit.count)
      badField(
        path,
        `第 ${e} 号效果每回合只能用 ${limit.count} 次，不能已用 ${n} 次`,
        `effect ${e} can be used ${limit.count} times per turn, not ${n}`,
      );
  }
  return counts;
}

/** Write the per-turn uses into `game.usage` (key `${id}#${index}`, as `countUse` keeps them). */
export function recordTurnUses(s: XueqiState, key: string, counts: Map<number, number>, turn: number): void {
  for (const [e, n] of counts) {
    const k = `${key}#${e}`;
    const u = s.game.usage[k] ?? { turn: turn - 1, count: 0, game: 0 };
    s.game.usage[k] = { turn, count: n, game: u.game + n };
  }
}

/** A creature's turn statuses: applied to `c`, checked against the moment and the card. */
export function applyCreatureStatus(
  s: XueqiState,
  seat: Seat,
  zone: 'creatureSlots' | 'extraCreatures',
  spec: Exclude<XueqiCreatureSpec, string>,
  card: XueqiCardData,
  c: CreatureInstance,
  path: string,
  m: Moment,
): void {
  const midTurn = m.phase !== 'start';
  const mine = seat === m.active;
  const need = (ok: boolean, field: string, zh: string, en: string) => {
    if (!ok) badField(`${path}.${field}`, zh, en);
  };
  const notAtStart = (field: string, given: boolean) =>
    need(
      !given || midTurn,
      field,
      '回合开始前（phase: start）不会有本回合的状态',
      'a turn that has not started yet (phase: start) has no this-turn status',
    );

  if (spec.enteredTurn !== undefined) {
    need(
      spec.enteredTurn <= m.turn,
      'enteredTurn',
      `第 ${spec.enteredTurn} 回合还没有到（现在是第 ${m.turn} 回合）`,
      `turn ${spec.enteredTurn} has not come yet (this is turn ${m.turn})`,
    );
    notAtStart('enteredTurn', spec.enteredTurn === m.turn);
    c.enteredTurn = spec.enteredTurn;
  }
  if (spec.via !== undefined) {
    const slot = zone === 'creatureSlots';
    const fits =
      spec.via === 'battle' || (slot ? ['hand', 'rule', 'value'].includes(spec.via) : spec.via === 'effect');
    need(
      fits,
      'via',
      slot
        ? '生物格位上的生物只能从手牌、由规则卡或数值卡、或战斗中召唤而来'
        : '额外区的生物只能由生物效果或战斗中召唤而来',
      slot
        ? 'a slot creature came from hand, by a rule or value card, or by a battle summon'
        : 'an extra-area creature came by a creature effect or a battle summon',
    );
    if (spec.via === 'battle')
      need(
        m.battleFought || c.enteredTurn < m.turn,
        'via',
        '本回合还没有宣布战斗，本回合进场的生物不会是战斗中召唤的',
        'no battle has been declared this turn, so a creature that entered this turn was no battle summon',
      );
    c.via = spec.via;
  }
  if (spec.attacks !== undefined && spec.attacks > 0) {
    need(mine, 'attacks', '只有回合玩家的生物会攻击', "only the turn player's creatures attack");
    need(
      m.battleFought,
      'attacks',
      '本回合还没有宣布战斗，生物不会已经攻击过',
      'no battle has been declared this turn, so nothing has attacked',
    );
    const allowed = ruleParams(s, seat).attacksPerCreaturePerTurn + (spec.extraAttacks ?? 0);
    need(
      spec.attacks <= allowed,
      'attacks',
      `每回合最多攻击 ${allowed} 次，不能已攻击 ${spec.attacks} 次`,
      `it may attack ${allowed} times a turn, not ${spec.attacks}`,
    );
    c.attacksUsed = spec.attacks;
  }
  notAtStart('extraAttacks', (spec.extraAttacks ?? 0) > 0);
  c.extraAttacks = spec.extraAttacks ?? 0;
  notAtStart('directAttack', spec.directAttack === true);
  c.directAttackThisTurn = spec.directAttack === true;
  notAtStart('atkThisTurn', (spec.atkThisTurn ?? 0) !== 0);
  notAtStart('lifeThisTurn', (spec.lifeThisTurn ?? 0) !== 0);
  c.tempAtk = spec.atkThisTurn ?? 0;
  c.tempLife = spec.lifeThisTurn ?? 0;
  notAtStart('cannotAttackNextTurn', spec.cannotAttackNextTurn === true);
  if (spec.cannotAttackNextTurn) c.cannotAttackUntilTurn = m.turn + 1;
  const effects = card.kind === 'creature' ? (card.effects ?? []) : [];
  recordTurnUses(s, c.id, checkTurnUses(`${path}.usedThisTurn`, spec.usedThisTurn, effects, m), m.turn);
}

/** A support card's limited-effect uses (per game and this turn). */
export function applySupportStatus(
  s: XueqiState,
  spec: Exclude<XueqiSupportSpec, string>,
  card: XueqiCardData,
  id: string,
  path: string,
  m: Moment,
): void {
  const effects = card.kind === 'creature' ? [] : [card.effect];
  for (const [e, n] of countOf(spec.usedEffects)) {
    const limit = effects[e]?.limit;
    if (!limit || limit.per !== 'game')
      badField(`${path}.usedEffects`, `没有第 ${e} 号每局限次效果`, `there is no once-per-game effect ${e}`);
    if (n > limit.count)
      badField(
        `${path}.usedEffects`,
        `第 ${e} 号效果每局只能用 ${limit.count} 次`,
        `effect ${e} can be used ${limit.count} times per game`,
      );
    s.game.usage[`${id}#${e}`] = { turn: m.turn - 1, count: 0, game: n };
  }
  recordTurnUses(s, id, checkTurnUses(`${path}.usedThisTurn`, spec.usedThisTurn, effects, m), m.turn);
}

/** A seat's character-skill uses (R34): per game, and per turn this turn. */
export function applySkillUses(s: XueqiState, seat: Seat, pos: XueqiPosition, m: Moment): void {
  const sp = pos[seat] ?? {};
  const skills = s.config.characterSkills?.[seat] ?? [];
  for (const [e, n] of countOf(sp.usedSkills)) {
    const limit = skills[e]?.limit;
    if (!limit || limit.per !== 'game')
      badField(
        `${seat}.usedSkills`,
        `没有第 ${e} 号每局限次角色技能`,
        `there is no once-per-game skill ${e}`,
      );
    if (n > limit.count)
      badField(
        `${seat}.usedSkills`,
        `第 ${e} 号技能每局只能用 ${limit.count} 次`,
        `skill ${e} can be used ${limit.count} times per game`,
      );
    s.game.usage[`skill:${seat}#${e}`] = { turn: m.turn - 1, count: 0, game: n };
  }
  const turn = checkTurnUses(`${seat}.usedSkillsThisTurn`, sp.usedSkillsThisTurn, skills, m);
  recordTurnUses(s, `skill:${seat}`, turn, m.turn);
}

/**
 * The turn-level statuses (E36): the phase, the draw, the battle, a pending choice. Applied to the built game and
 * checked; for a phase inside the turn the start step has already run, so the active seat's own turn is counted
 * and `state.phase` names the chart state play resumes in.
 */
export function applyTurnStatus(s: XueqiState, pos: XueqiPosition, m: Moment): void {
  const g = s.game;
  const firstTurnOfFirst = g.round === 1 && m.active === g.firstPlayer;
  const atStart = m.phase === 'start';
  const flag = (field: keyof XueqiPosition, ok: boolean, zh: string, en: string) => {
    if (pos[field] !== undefined && pos[field] !== false && !ok) badField(field, zh, en);
  };
  const START = {
    zh: '回合开始前（phase: start）不会有此状态',
    en: 'not before the turn starts (phase: start)',
  };
  flag(
    'drew',
    m.phase === 'draw',
    '只有抽牌阶段需要说明是否已抽牌',
    'only the draw step says whether the draw was made',
  );
  flag('battleFought', !atStart && m.phase !== 'draw', START.zh, START.en);
  flag(
    'battleReturnsToMain',
    m.phase === 'main' || m.phase === 'battle',
    '只在主要阶段或战斗中',
    'only in the main phase or a battle',
  );
  if (m.phase === 'battle' && pos.battleFought === false)
    badField(
      'battleFought',
      '战斗正在进行，本回合当然已宣布战斗',
      'a battle is in progress, so one was declared',
    );
  if (m.phase === 'battle' && firstTurnOfFirst)
    badField('phase', '第一轮先手玩家不能进入战斗阶段', 'the first player cannot battle in round 1');
  if (m.phase === 'main' && pos.battleFought) {
    const back = pos.battleReturnsToMain === true || !ruleParams(s, m.active).turnEndsAfterBattle;
    if (!back)
      badField(
        'battleFought',
        '战斗结束后回合随即结束，不会回到主要阶段（除非用过“战斗后不结束回合”的效果：battleReturnsToMain）',
        'the turn ends when the battle ends, so main is not reached again (unless battleReturnsToMain)',
      );
  }
  if (!atStart) {
    g.players[m.active].ownTurnCount += 1;
    g.drew = m.phase !== 'draw' || pos.drew === true;
    g.inBattle = m.phase === 'battle';
    g.battleFought = m.battleFought;
    g.battleReturnsToMain = pos.battleReturnsToMain === true;
    s.phase = PHASE_PATH[m.phase as Exclude<PositionPhase, 'start'>];
  }
  applyPending(s, pos, m);
}

function applyPending(s: XueqiState, pos: XueqiPosition, m: Moment): void {
  const g = s.game;
  const pend = pos.pending;
  if (pos.bottomOwed && pend?.choice !== 'discard')
    badField(
      'bottomOwed',
      '只在待决的弃牌之后才会欠着放回卡组底',
      'owed only behind a pending hand-limit discard',
    );
  if (!pend) {
    if (m.phase === 'draw' && g.drew)
      badField(
        'drew',
        '已抽牌且没有待决选择时，抽牌阶段已经结束',
        'with the draw made and no choice pending the draw step is over',
      );
    return;
  }
  if (m.phase === 'start')
    badField('pending', '回合开始前不会有待决选择', 'no choice is pending before the turn starts');
  const hand = g.players[pend.seat].hand.length;
  const bottomRule = () =>
    g.round === 1 && m.active !== g.firstPlayer && pend.seat === m.active && m.phase === 'draw' && g.drew;
  if (pend.choice === 'bottomOne') {
    if (!bottomRule())
      badField(
        'pending',
        '放回卡组底（R3）只发生在第一轮后手玩家抽两张牌之后的抽牌阶段',
        "bottom-one (R3) happens only in the round-1 second player's draw step, after drawing 2",
      );
    if (hand === 0) badField('pending', '手牌为空，无牌可放回', 'the hand is empty');
    g.pending = { kind: 'bottomOne', seat: pend.seat };
    return;
  }
  const limit = s.config.handLimit;
  if (hand - pend.count !== limit)
    badField(
      'pending.count',
      `须弃到手牌上限 ${limit} 张：手牌 ${hand} 张，应弃 ${hand - limit} 张`,
      `the discard goes down to the hand limit of ${limit}: ${hand} in hand, so ${hand - limit} to discard`,
    );
  if (pos.bottomOwed && !bottomRule())
    badField(
      'bottomOwed',
      '放回卡组底（R3）只发生在第一轮后手玩家抽两张牌之后的抽牌阶段',
      "bottom-one (R3) happens only in the round-1 second player's draw step, after drawing 2",
    );
  g.pending = { kind: 'discardForLimit', seat: pend.seat, count: pend.count };
  g.bottomOwed = pos.bottomOwed === true;
}

/** The hand limit a seat may exceed only by the discard it owes. */
export const owedDiscard = (pos: XueqiPosition, seat: Seat): number =>
  pos.pending?.choice === 'discard' && pos.pending.seat === seat ? pos.pending.count : 0;

/** Whether the position's own LP check lets `seat` stand at ≤ 0 LP (`lpCheck: 'endOfTurn'`, inside a turn). */
export const lpMayBeSpent = (s: XueqiState, m: Moment): boolean =>
  s.config.lpCheck === 'endOfTurn' && m.phase !== 'start';
