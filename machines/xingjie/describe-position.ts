/**
 * Describe a state reached by play as a starting position (docs/rules/xingjie.md "Starting positions"): the
 * turn, the phase and step, the priority, a declared attack, and every card with the status the rules track,
 * each seat without a deck list (its deck given exactly, top first). A match created from the description
 * plays exactly as the described one: same legal actions, views and results (tests/property/xingjie-scenes).
 * Returns null for a state no position can hold: a choice pending, the match over, a chart state between phases,
 * or character equipment worn by an opponent's character (not describable, ruling 22).
 */
import type { Seat } from '@/machines/engine';
import { cardOf } from './catalog';
import type { PlayerSetup } from './events';
import type { GraveEntry, LimitUses, SeatPosition, StartingPosition } from './position';
import type { StatMod, SummonLimitMod, XingjieState } from './state';

/** The game part of a match setup that starts from the described position. */
export interface DescribedSetup {
  decks: Record<Seat, PlayerSetup>;
  position: StartingPosition;
}

const STEP: Record<string, Pick<StartingPosition, 'phase' | 'step'>> = {
  'turn.start': { phase: 'start' },
  'turn.draw': { phase: 'draw' },
  'turn.action': { phase: 'action' },
  'turn.battle.idle': { phase: 'battle' },
  'turn.battle.attack': { phase: 'battle', step: 'attack' },
  'turn.end.window': { phase: 'end' },
  'turn.end.discard': { phase: 'end', step: 'discard' },
};

class NotDescribable extends Error {}

function until(expires: number | null, T: number): 'endOfTurn' | 'endOfNextTurn' | undefined {
  if (expires === null) return undefined;
  if (expires === T) return 'endOfTurn';
  if (expires === T + 1) return 'endOfNextTurn';
  throw new NotDescribable(`modifier expiring on turn ${expires}`);
}

const statMods = (mods: StatMod[], T: number) =>
  mods.map((m) => ({
    ...(m.atk ? { atk: m.atk } : {}),
    ...(m.hp ? { hp: m.hp } : {}),
    ...(until(m.expires, T) ? { until: until(m.expires, T) } : {}),
  }));
const limitMods = (mods: SummonLimitMod[], T: number) =>
  mods.map((m) => ({
    ...(m.ignore ? { ignore: true } : { n: m.delta }),
    ...(until(m.expires, T) ? { until: until(m.expires, T) } : {}),
  }));

/** The limited-effect uses an instance carries, as a position writes them (nothing when none). */
function usesOf(s: XingjieState, id: string): LimitUses {
  const out: LimitUses = {};
  const effects = cardOf(s, s.cards[id].cardId).effects ?? [];
  effects.forEach((eff, index) => {
    const u = s.game.effectUses[`${id}#${index}`];
    if (!u || !eff.limit) return;
    const now = u.turn === s.turn ? u.thisTurn : 0;
    const before = eff.limit.per === 'game' ? u.game - now : 0;
    for (let i = 0; i < before; i++) (out.effectsUsed ??= []).push(index);
    for (let i = 0; i < now; i++) (out.effectsUsedThisTurn ??= []).push(index);
  });
  return out;
}

const pileOf = (s: XingjieState, ids: string[]) =>
  ids.map((id) => {
    const u = usesOf(s, id);
    return Object.keys(u).length ? { card: s.cards[id].cardId, ...u } : s.cards[id].cardId;
  });

/** Graveyard cards with what differs from a position's defaults (ruling 43: how `other`, the turn before). */
const graveOf = (s: XingjieState, ids: string[]) =>
  ids.map((id) => {
    const h = s.game.graveyardHow?.[id];
    const e = { card: s.cards[id].cardId, ...usesOf(s, id) } as Exclude<GraveEntry, string>;
    if (h && h.how !== 'other') e.how = h.how;
    if (h && h.turn !== Math.max(1, s.turn - 1)) e.turn = h.turn;
    return Object.keys(e).length > 1 ? e : e.card;
  });

function seatOf(s: XingjieState, seat: Seat): SeatPosition {
  const p = s.game.players[seat];
  const T = s.turn;
  const front = p.front.flatMap((ch, slot) => {
    if (!ch) return [];
    return [
      {
        card: s.cards[ch.id].cardId,
        slot,
        position: ch.position,
        damage: ch.damage,
        mods: statMods(ch.mods, T),
        enteredTurn: ch.enteredTurn,
        ...(ch.setTurn !== null ? { setTurn: ch.setTurn } : {}),
        ...(ch.positionChangedTurn !== null ? { positionChangedTurn: ch.positionChangedTurn } : {}),
        attacksUsed: ch.attacksUsed,
        extraAttacks: ch.extraAttacks,
        ...usesOf(s, ch.id),
      },
    ];
  });
  // Equipment is written after the other back-row cards, in the order each host wore it (the host's list).
  const hostSlot = new Map<string, number>();
  const order = new Map<string, number>();
  p.front.forEach((ch, slot) => {
    if (!ch) return;
    ch.equips.forEach((e, k) => {
      hostSlot.set(e, slot);
      order.set(e, slot * 100 + k);
    });
  });
  const back = p.back
    .flatMap((b, slot) => (b ? [{ b, slot }] : []))
    .map(({ b, slot }) => {
      const card = s.cards[b.id].cardId;
      if (b.equippedTo !== null) {
        const host = hostSlot.get(b.id);
        if (host === undefined) throw new NotDescribable('equipment on an opponent character');
        return { card, slot, equippedTo: host, durability: b.durabilityLeft ?? 0, ...usesOf(s, b.id) };
      }
      return b.faceUp
        ? {
            card,
            slot,
            faceUp: true,
            ...(b.setTurn !== null ? { setTurn: b.setTurn } : {}),
            ...usesOf(s, b.id),
          }
        : { card, slot, setTurn: b.setTurn ?? T - 1, ...usesOf(s, b.id) };
    })
    .sort((x, y) => {
      const ox = 'equippedTo' in x ? 1 : 0;
      const oy = 'equippedTo' in y ? 1 : 0;
      if (ox !== oy) return ox - oy;
      if (ox) return order.get(p.back[x.slot]!.id)! - order.get(p.back[y.slot]!.id)!;
      return x.slot - y.slot;
    });
  return {
    hp: p.hp,
    hand: pileOf(s, p.hand),
    graveyard: graveOf(s, p.graveyard),
    banished: pileOf(s, p.banished),
    front,
    back,
    field: p.field ? s.cards[p.field].cardId : null,
    personEquips: p.personEquips.map((e) => ({
      card: s.cards[e.id].cardId,
      durability: e.durabilityLeft,
      ...usesOf(s, e.id),
    })),
    deck: pileOf(s, p.deck),
    ...(p.normalSummonUsed ? { normalSummonUsed: true } : {}),
    ...(p.avatarAttacks ? { avatarAttacks: p.avatarAttacks } : {}),
    avatarMods: statMods(p.avatarMods, T),
    summonLimitMods: limitMods(p.summonLimitMods, T),
  };
}

/** The position (and the deck-less seats' setup) that resumes exactly where `s` stands, or null. */
export function describePosition(s: XingjieState): DescribedSetup | null {
  const where = STEP[s.phase];
  if (!where || s.result || s.game.pendingChoice) return null;
  try {
    const position: StartingPosition = {
      turn: s.turn,
      turnPlayer: s.game.turnPlayer,
      ...where,
      ...(s.game.priority ? { priority: { ...s.game.priority } } : {}),
      p1: seatOf(s, 'p1'),
      p2: seatOf(s, 'p2'),
    };
    const a = s.game.pendingAttack;
    if (a && where.step === 'attack') {
      const slotOf = (r: typeof a.attacker) => (r.zone === 'avatar' ? ('avatar' as const) : r.slot);
      const left = (r: typeof a.attacker, id: string | null) =>
        r.zone !== 'avatar' && s.game.players[r.seat].front[r.slot]?.id !== id;
      position.attack = {
        attacker: slotOf(a.attacker),
        target: slotOf(a.target),
        ...(a.negated ? { negated: true } : {}),
        ...(left(a.attacker, a.attackerId) ? { attackerLeft: true } : {}),
        ...(left(a.target, a.targetId) ? { targetLeft: true } : {}),
      };
    }
    const deckOf = (seat: Seat): PlayerSetup => {
      const p = s.game.players[seat];
      const full = s.config.hpPerRank * p.rank;
      return { rank: p.rank, ...(p.hpStart !== full ? { hpOverride: p.hpStart } : {}), cards: [] };
    };
    return { decks: { p1: deckOf('p1'), p2: deckOf('p2') }, position };
  } catch (e) {
    if (e instanceof NotDescribable) return null;
    throw e;
  }
}
