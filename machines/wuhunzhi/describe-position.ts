/**
 * Describe a match state as a position (docs/rules/wuhunzhi.md, "Positions inside a round", W48): the JSON an
 * author would write to start a new match at exactly this moment, with every seat's deck given exactly (top first)
 * so no deck list is needed. A match started from it plays as this one does from here on: same legal actions,
 * views and results, with instances numbered afresh (copies of a card are interchangeable). States no position
 * can stand for (the opening setup, a decided match) are refused with ERR_BAD_POSITION.
 */
import { isRuleError, refuse } from '@/machines/engine/errors';
import type { Seat } from '@/machines/engine/types';
import { SEATS } from '@/machines/engine/types';
import { cardDef } from './catalog';
import type { PositionAt, SeatPosition, WuhunzhiPosition } from './position';
import type { PileHow, WuhunzhiState } from './state';

type FieldEntry = Exclude<NonNullable<SeatPosition['sandField']>[string], string>;
type OccupantEntry = { card: string; faceUp?: boolean; enteredRound?: number; damage?: number } & Pick<
  FieldEntry,
  'boosts' | 'used'
>;

const cannot = (zh: string, en: string): never =>
  refuse(
    'ERR_BAD_POSITION',
    `无法把这一刻写成局面：${zh}`,
    `This moment cannot be written as a position: ${en}`,
  );

/** Boosts and used effects of an instance, in the position's terms. */
function cardStatus(s: WuhunzhiState, id: string): Pick<FieldEntry, 'boosts' | 'used'> {
  const out: Pick<FieldEntry, 'boosts' | 'used'> = {};
  const boosts = s.game.powerMods
    .filter((m) => m.card === id)
    .map((m) => ({ amount: m.amount, until: m.until }));
  if (boosts.length) out.boosts = boosts;
  const used: Record<string, number> = {};
  for (const per of ['battle', 'round', 'match'] as const)
    for (const [key, n] of Object.entries(s.game.effectUses[per])) {
      const hash = key.lastIndexOf('#');
      if (key.slice(0, hash) === id && n > 0) used[key.slice(hash + 1)] = n;
    }
  if (Object.keys(used).length) out.used = used;
  return out;
}

/** A pile card: its id alone, or with what differs from a position's defaults (W52: how `other`, the round before). */
function pileEntry(s: WuhunzhiState, id: string, extra: { tapped?: true }) {
  const card = s.cards[id].cardId;
  const h = s.game.pileHow[id];
  const e: { card: string; tapped?: true; how?: PileHow; turn?: number } = { card, ...extra };
  if (h && h.how !== 'other') e.how = h.how;
  if (h && h.turn !== Math.max(1, s.game.round - 1)) e.turn = h.turn;
  return Object.keys(e).length > 1 ? e : card;
}

function describeSeat(s: WuhunzhiState, seat: Seat, mid: boolean): SeatPosition {
  const g = s.game;
  const b = g.boards[seat];
  const cid = (id: string) => s.cards[id].cardId;
  const mk = (id: string) => g.marks[id];
  const sandField: Record<string, FieldEntry> = {};
  b.sandField.forEach((id, i) => {
    if (!id) return;
    const m = mk(id);
    const e: FieldEntry = { card: cid(id) };
    if (m && !m.faceUp) e.faceUp = false;
    if (m?.damage) e.damage = m.damage;
    if (m?.tapped) e.tapped = true;
    if (m?.enteredRound) e.enteredRound = m.enteredRound;
    if (g.attackedThisBattle.includes(id)) e.attacked = true;
    Object.assign(e, cardStatus(s, id));
    sandField[String(i + 1)] = e;
  });
  const altars = b.altars.map((a) => {
    const e: Exclude<NonNullable<SeatPosition['altars']>[number], string> = { card: cid(a.id) };
    if (!a.faceUp) e.faceUp = false;
    if (a.destroyed) e.destroyed = true;
    if (a.damage && !(a.destroyed && a.damage === s.config.altarDestroyThreshold)) e.damage = a.damage;
    if (a.bound.length) e.bound = a.bound.map(cid);
    if (a.occupant) {
      const m = mk(a.occupant);
      const o: OccupantEntry = { card: cid(a.occupant), enteredRound: m?.enteredRound ?? 0 };
      if (m && !m.faceUp) o.faceUp = false;
      if (m?.damage) o.damage = m.damage;
      Object.assign(o, cardStatus(s, a.occupant));
      e.occupant = o;
    }
    return e;
  });
  const out: SeatPosition = {
    hand: b.hand.map(cid),
    sandField,
    altars,
    soulYard: b.soulYard.map((id) => pileEntry(s, id, mk(id)?.tapped ? { tapped: true } : {})),
    discardPile: b.discardPile.map((id) => pileEntry(s, id, {})),
    banished: b.banished.map((id) => pileEntry(s, id, {})),
    general: b.general
      ? Object.keys(cardStatus(s, b.general)).length
        ? { card: cid(b.general), used: cardStatus(s, b.general).used }
        : cid(b.general)
      : null,
    reserves: b.generalStack.map(cid),
    deck: b.deck.map(cid),
  };
  if (b.eventSlot) {
    const d = cardDef(s, cid(b.eventSlot))!;
    const duration = d.type === 'event' ? (d.durationRounds ?? 0) : 0;
    out.event = { card: cid(b.eventSlot), activatedRound: (b.eventExpires ?? g.round) - duration };
  }
  if (b.strategy)
    out.strategy = g.strategySetThisRound[seat]
      ? { card: cid(b.strategy), setThisRound: true }
      : cid(b.strategy);
  if (mid) {
    const t: NonNullable<SeatPosition['thisRound']> = {};
    if (g.altarDamageTakenThisRound[seat]) t.altarDamage = g.altarDamageTakenThisRound[seat];
    if (g.eventActivatedThisRound[seat]) t.eventActivated = true;
    if (g.scoutedThisRound[seat]) t.scouted = true;
    if (Object.keys(t).length) out.thisRound = t;
  }
  return out;
}

const STEP_OF: Record<string, Pick<PositionAt, 'phase' | 'step'>> = {
  'preparation.window': { phase: 'preparation', step: 'window' },
  'battle.strategies': { phase: 'battle', step: 'strategies' },
  'battle.startWindow': { phase: 'battle', step: 'start' },
  'battle.act.declare': { phase: 'battle', step: 'declare' },
  'battle.act.targetWindow': { phase: 'battle', step: 'targetWindow' },
  'battle.act.resolve': { phase: 'battle', step: 'resolve' },
  'battle.act.afterWindow': { phase: 'battle', step: 'afterWindow' },
  'battle.endWindow': { phase: 'battle', step: 'end' },
  'end.triggers': { phase: 'end', step: 'triggers' },
  'end.window': { phase: 'end', step: 'window' },
};

/** The moment of the round the state rests at. */
function describeAt(s: WuhunzhiState): PositionAt {
  const g = s.game;
  const path = s.phase.replace(/^match\.round\./, '');
  let at: PositionAt;
  const m = /^(construction)\.(first|second)(Draw|Build|Window)$/.exec(path);
  const two = /^(planning|deployment|reconnaissance)\.(first|second)$/.exec(path);
  const discard = /^end\.discard(First|Second)$/.exec(path);
  if (m)
    at = {
      phase: 'construction',
      step: m[3].toLowerCase() as 'draw',
      seat: m[2] === 'first' ? g.first : g.second,
    };
  else if (two) at = { phase: two[1] as 'planning', seat: two[2] === 'first' ? g.first : g.second };
  else if (discard) at = { phase: 'end', step: 'discard', seat: discard[1] === 'First' ? g.first : g.second };
  else if (path === 'summoning') at = { phase: 'summoning' };
  else if (STEP_OF[path]) at = { ...STEP_OF[path] };
  else return cannot(`对局停在「${s.phase}」`, `the match rests at "${s.phase}"`);
  if (
    g.cursor &&
    at.phase === 'battle' &&
    at.step !== 'start' &&
    at.step !== 'end' &&
    at.step !== 'strategies'
  ) {
    at.cell = g.cursor.cell;
    at.seat = g.cursor.seat;
  }
  if (g.window) at.window = [...g.window.queue];
  if (g.summonToAct !== null || at.phase === 'summoning') {
    const passed = SEATS.filter((x) => g.summonPassed[x]);
    at.summon = { toAct: g.summonToAct, passes: g.consecutivePasses };
    if (passed.length) at.summon.passed = passed;
  }
  const a = g.attack;
  if (a && at.cell !== undefined && at.step !== 'declare') {
    const they = g.boards[a.attackerSeat === 'p1' ? 'p2' : 'p1'];
    const mine = g.boards[a.attackerSeat];
    const atk: NonNullable<PositionAt['attack']> = {
      target:
        a.target.kind === 'card'
          ? { cell: a.target.cell }
          : a.target.kind === 'altar'
            ? { altar: a.target.altar }
            : { occupant: a.target.altar },
    };
    const from = mine.sandField.indexOf(a.attacker) + 1;
    if (from === 0) cannot('进行攻击的卡已离开沙场', 'the attacking card has left the sand field');
    if (from !== a.cell) atk.attackerAt = from;
    if (a.target.kind === 'card') {
      const now = a.targetCard ? they.sandField.indexOf(a.targetCard) + 1 : 0;
      if (now !== a.target.cell) atk.declaredAt = now === 0 ? null : now;
    }
    if (at.step === 'resolve') atk.stage = a.stage as 'awaitRedirect';
    if (a.excess) atk.excess = a.excess;
    if (a.cancelled) atk.cancelled = true;
    at.attack = atk;
  }
  if (g.triggerQueue?.length)
    at.triggers = g.triggerQueue.map((t) => {
      const b = g.boards[t.seat];
      const cell = b.sandField.indexOf(t.card) + 1;
      return { seat: t.seat, source: cell > 0 ? cell : ('general' as const), effect: t.effect };
    });
  return at;
}

/** The position of `s`, standing at the moment the match rests at now. */
export function describePosition(s: WuhunzhiState): WuhunzhiPosition {
  if (s.result) cannot('对局已经结束', 'the match is over');
  if (s.phase === 'match.setup') cannot('开局布置还没有完成', 'the opening setup is not done');
  const at = describeAt(s);
  return {
    round: s.game.round,
    first: s.game.first,
    at,
    p1: describeSeat(s, 'p1', true),
    p2: describeSeat(s, 'p2', true),
  };
}

/** The game definition's `sceneOf`: a scene (exact decks, no deck list) standing where `s` rests, or null. */
export function sceneOf(s: WuhunzhiState): { position: WuhunzhiPosition } | null {
  try {
    return { position: JSON.parse(JSON.stringify(describePosition(s))) as WuhunzhiPosition };
  } catch (e) {
    if (isRuleError(e)) return null;
    throw e;
  }
}
