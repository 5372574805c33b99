/**
 * Describe a state reached by play as a starting position (docs/rules/xueqi.md, E36–E42): the phase play is in,
 * every card by content id in its zone (the remaining decks exactly, top first, so no deck list is needed), and
 * every status the rules track. A match created from the description plays on exactly as the described one:
 * the same legal actions, views and results (tests/property/xueqi-scenes.test.ts), up to instance ids and the
 * first-player reveal (history a position does not tell) and the RNG state (a position's future randomness
 * follows its own seed).
 */
import { SEATS, otherSeat, refuse } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { cardOf } from './catalog';
import type { XueqiCreatureSpec, XueqiPosition, XueqiSeatPosition, XueqiSupportSpec } from './position';
import type { CreatureInstance, XueqiState } from './state';
import type { PositionPhase } from './rules/position-status';

const PHASES: Record<string, Exclude<PositionPhase, 'start'>> = {
  'playing.draw': 'draw',
  'playing.main': 'main',
  'playing.battle': 'battle',
};

const repeat = (e: number, n: number) => Array.from({ length: n }, () => e);

/** Uses of `key`'s limited effects: per game (all uses) and this turn. */
function uses(
  s: XueqiState,
  key: string,
  effects: ReadonlyArray<{ limit?: { per: string; count: number } } | undefined>,
): { usedEffects?: number[]; usedThisTurn?: number[] } {
  const game: number[] = [];
  const turn: number[] = [];
  effects.forEach((eff, e) => {
    const u = s.game.usage[`${key}#${e}`];
    if (!u || !eff?.limit) return;
    if (eff.limit.per === 'game' && u.game > 0) game.push(...repeat(e, u.game));
    if (eff.limit.per === 'turn' && u.turn === s.game.turnNumber && u.count > 0)
      turn.push(...repeat(e, u.count));
  });
  return { ...(game.length ? { usedEffects: game } : {}), ...(turn.length ? { usedThisTurn: turn } : {}) };
}

/** Own turns still to go for a creature expiring at the end of turn `exp` (the inverse of `expiryFor`). */
function turnsLeft(s: XueqiState, seat: Seat, exp: number): number {
  const t = s.game.turnNumber;
  if (s.config.durationCounting === 'global') return exp - t + 1;
  const first = s.game.activePlayer === seat ? t : t + 1;
  return (exp - first) / 2 + 1;
}

function creature(s: XueqiState, seat: Seat, c: CreatureInstance, slot: boolean): XueqiCreatureSpec {
  const card = cardOf(s, s.cards[c.id].cardId);
  const t = s.game.turnNumber;
  const spec: Exclude<XueqiCreatureSpec, string> = { card: card.id };
  if (c.atkMod) spec.atkMod = c.atkMod;
  if (c.lifeMod) spec.lifeMod = c.lifeMod;
  if (c.tempAtk) spec.atkThisTurn = c.tempAtk;
  if (c.tempLife) spec.lifeThisTurn = c.tempLife;
  const duration = card.kind === 'creature' ? card.durationTurns : undefined;
  if (duration && c.expiresAtEndOfTurn !== null) {
    const left = turnsLeft(s, seat, c.expiresAtEndOfTurn);
    if (left !== duration) spec.turnsLeft = left;
  }
  if (c.cannotAttackUntilTurn === t) spec.cannotAttack = true;
  if (c.cannotAttackUntilTurn > t) spec.cannotAttackNextTurn = true;
  Object.assign(spec, uses(s, c.id, card.kind === 'creature' ? (card.effects ?? []) : []));
  if (c.enteredTurn !== t - 1) spec.enteredTurn = c.enteredTurn;
  if (c.via !== (slot ? 'hand' : 'effect')) spec.via = c.via;
  if (c.attacksUsed) spec.attacks = c.attacksUsed;
  if (c.extraAttacks) spec.extraAttacks = c.extraAttacks;
  if (c.directAttackThisTurn) spec.directAttack = true;
  return Object.keys(spec).length === 1 ? card.id : spec;
}

/** Turns on which `seat` could have made a Fate Draw by turn `upTo` (R26), latest first. */
function fateTurns(s: XueqiState, seat: Seat, upTo: number): number[] {
  const out: number[] = [];
  const first = s.game.firstPlayer;
  for (let at = upTo; at >= 3; at--) {
    if ((at % 2 === 1) !== (seat === first)) continue;
    const own = seat === first ? Math.ceil(at / 2) : Math.floor(at / 2);
    const done = s.config.fateDrawTurnCounting === 'own' ? own - 1 : at - 1;
    if (done >= s.config.fateDrawMinCompletedTurns) out.push(at);
  }
  return out;
}

/**
 * The Fate Draw turns: the game's first Fate Draw is told by what it left in force (the lifeline's expiry, the
 * free summons' turn); when nothing is left, the earliest possible turns, which leave nothing in force either.
 */
function fateDrawTurns(s: XueqiState): Partial<Record<Seat, number>> {
  const g = s.game;
  const t = g.turnNumber;
  const used = SEATS.filter((seat) => g.players[seat].fateDrawUsed);
  if (!used.length) return {};
  const upTo = (seat: Seat) => (seat === g.activePlayer && g.drew ? t : t - 1);
  const out: Partial<Record<Seat, number>> = {};
  let first: Seat | null = null;
  let at = 0;
  if (g.freeSummonTurn) {
    first = otherSeat(g.freeSummonTurn.player);
    at = g.freeSummonTurn.turnNumber - 1;
  } else if (g.lifeline) {
    first = g.lifeline.sourcePlayer;
    const d = s.config.lifelineDuration;
    const exp = g.lifeline.expiresAtEndOfTurn;
    // `game`: the earliest turn (nothing else follows from it); otherwise the expiry tells the turn.
    at = exp === null ? Math.min(...fateTurns(s, first, upTo(first))) : d === 'thisTurn' ? exp : exp - 1;
  }
  if (first) out[first] = at;
  for (const seat of used) {
    if (seat === first) continue;
    const turns = fateTurns(s, seat, upTo(seat));
    // After the first one when that one is told; else the earliest, which leaves nothing in force.
    out[seat] = first ? Math.max(...turns) : Math.min(...turns);
  }
  return out;
}

/** The position of a state reached by play (at rest between actions, not over). */
export function describePosition(s: XueqiState): XueqiPosition {
  const phase = PHASES[s.phase];
  if (!phase || s.result)
    refuse(
      'ERR_BAD_POSITION',
      `起始局面：无法描述阶段「${s.phase}」`,
      `Starting position: cannot describe phase "${s.phase}"`,
    );
  const g = s.game;
  const fate = fateDrawTurns(s);
  const seatOf = (seat: Seat): XueqiSeatPosition => {
    const p = g.players[seat];
    const id = (x: string) => s.cards[x].cardId;
    const sp: XueqiSeatPosition = { lp: p.lp };
    if (p.hand.length) sp.hand = p.hand.map(id);
    if (p.graveyard.length)
      sp.graveyard = p.graveyard.map((x) => {
        const h = g.graveyardHow[x] ?? { how: 'other', turn: Math.max(1, g.turnNumber - 1) };
        return h.how === 'other' && h.turn === Math.max(1, g.turnNumber - 1) ? id(x) : { card: id(x), ...h };
      });
    if (p.creatureSlots.length) sp.creatureSlots = p.creatureSlots.map((c) => creature(s, seat, c, true));
    if (p.extraCreatures.length) sp.extraCreatures = p.extraCreatures.map((c) => creature(s, seat, c, false));
    if (p.supportArea.length)
      sp.supportArea = p.supportArea.map((x): XueqiSupportSpec => {
        const card = cardOf(s, id(x.id));
        const u = uses(s, x.id, card.kind === 'creature' ? [] : [card.effect]);
        return Object.keys(u).length ? { card: card.id, ...u } : card.id;
      });
    sp.deck = p.deck.map(id);
    if (p.deckEmptied && p.deck.length) sp.deckEmptied = true;
    if (fate[seat] !== undefined) sp.fateDrawTurn = fate[seat];
    const skills = uses(s, `skill:${seat}`, s.config.characterSkills?.[seat] ?? []);
    if (skills.usedEffects) sp.usedSkills = skills.usedEffects;
    if (skills.usedThisTurn) sp.usedSkillsThisTurn = skills.usedThisTurn;
    return sp;
  };
  const pos: XueqiPosition = { turn: g.turnNumber, active: g.activePlayer, phase };
  if (phase === 'draw' && g.drew) pos.drew = true;
  if (phase === 'main' && g.battleFought) pos.battleFought = true;
  if (g.battleReturnsToMain) pos.battleReturnsToMain = true;
  if (g.pending)
    pos.pending =
      g.pending.kind === 'bottomOne'
        ? { seat: g.pending.seat, choice: 'bottomOne' }
        : { seat: g.pending.seat, choice: 'discard', count: g.pending.count };
  if (g.bottomOwed) pos.bottomOwed = true;
  pos.p1 = seatOf('p1');
  pos.p2 = seatOf('p2');
  return pos;
}
