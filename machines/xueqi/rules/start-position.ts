/**
 * Building the state from a starting position (`setup.position`, schema in ../position.ts): the game's `init`
 * when a position is given, and the chart guard that skips the opening. The position is the board at the start of
 * the named turn, before its start step; the chart then runs that turn from `start` (docs/rules/xueqi.md,
 * "Starting positions / 起始局面").
 *
 * Cards are named by content id and taken out of the seat's deck list (lowest free list index first, so the
 * instance ids are the normal `${seat}-${i}`); what is left forms the deck, shuffled unless the seat is stacked.
 * Extra-summon definitions (R19/R20) are not deck cards: they are created as `${seat}-x${n}` like `summonExtra`.
 */
import { InstancePool, SEATS, shuffleInPlace } from '@/machines/engine';
import type { MatchSetup, Seat } from '@/machines/engine';
import { cardNameOf, findCard } from '../catalog';
import type { XueqiCardData } from '../catalog';
import type { XueqiCreatureSpec, XueqiPosition, XueqiSeatPosition, XueqiSupportSpec } from '../position';
import type { CreatureInstance, PlayerState, SupportInstance, XueqiState } from '../state';
import { expiryFor } from './field';
import {
  badPosition,
  checkFateDrawTurn,
  checkFirstPlayer,
  checkPositionLimits,
  fateAftermath,
  turnFacts,
  turnsOfSeatUpTo,
} from './position-checks';
import {
  applyCreatureStatus,
  applySkillUses,
  applySupportStatus,
  applyTurnStatus,
  badField,
  momentOf,
} from './position-status';
import { checkDeck, emptyPlayer, lintCharacterSkills, newGame } from './setup';

/** The chart guard: this match starts from a described position, so the opening is skipped. */
export const startsFromPosition = (s: XueqiState): boolean => s.game.fromPosition === true;

type Zone = 'creatureSlots' | 'extraCreatures' | 'supportArea' | 'hand' | 'graveyard' | 'deck';
const ZONE_NAME: Record<Zone, { zh: string; en: string }> = {
  creatureSlots: { zh: '生物格位', en: 'creature slot' },
  extraCreatures: { zh: '额外区', en: 'extra area' },
  supportArea: { zh: '支援区', en: 'support area' },
  hand: { zh: '手牌', en: 'hand' },
  graveyard: { zh: '墓地', en: 'graveyard' },
  deck: { zh: '卡组', en: 'deck' },
};

/** Where a named card sits, for messages: `p1 的手牌第 3 张「血奴」` / `p1 hand card 3 (Blood Thrall)`. */
function at(s: XueqiState, seat: Seat, zone: Zone, i: number, cardId: string) {
  const name = cardNameOf(cardId, s);
  return {
    zh: `${seat} 的${ZONE_NAME[zone].zh}第 ${i + 1} 张「${name.zh}」`,
    en: `${seat} ${ZONE_NAME[zone].en} card ${i + 1} ("${name.en}")`,
    path: `${seat}.${zone}[${i}]`,
  };
}

/** Which zones may hold a card of this kind (§1.1, R11, R20, R21). */
function zoneProblem(card: XueqiCardData, zone: Zone, s: XueqiState): { zh: string; en: string } | null {
  const extraOnly = card.kind === 'creature' && card.extraOnly === true;
  if (zone === 'creatureSlots' || zone === 'extraCreatures') {
    if (card.kind !== 'creature')
      return { zh: '不是生物卡，不能在场上', en: 'is not a creature and cannot be on the field' };
    if (zone === 'creatureSlots' && extraOnly)
      return {
        zh: '是额外召唤卡牌，只能在额外区（不占格位，R21）',
        en: 'is an extra-summon card: it can only be in the extra area (no slot, R21)',
      };
    return null;
  }
  if (zone === 'supportArea') {
    if (card.kind === 'creature')
      return { zh: '是生物卡，不能在支援区', en: 'is a creature and cannot be in the support area' };
    if (!card.persistent)
      return {
        zh: '不是持续卡，发动后即进入墓地，不能留在支援区（E10）',
        en: 'is not persistent: it goes to the graveyard once resolved and cannot stay in the support area (E10)',
      };
    return null;
  }
  if ((zone === 'hand' || zone === 'deck') && extraOnly)
    return {
      zh: `是额外召唤卡牌，不能在${zone === 'hand' ? '手牌中' : '卡组中'}（R20）`,
      en: `is an extra-summon card and can never be in a ${zone} (R20)`,
    };
  if (zone === 'graveyard' && extraOnly && !s.config.extraToGraveyard)
    return {
      zh: '是额外召唤卡牌，本规则配置下离场即消失，不会进入墓地（R20）',
      en: 'is an extra-summon card, which under this config ceases to exist instead of going to the graveyard (R20)',
    };
  return null;
}

const creatureSpec = (c: XueqiCreatureSpec) => (typeof c === 'string' ? { card: c } : c);
const supportSpec = (c: XueqiSupportSpec) => (typeof c === 'string' ? { card: c } : c);

/** Per-creature state the card itself must allow: a duration to have turns left, once-per-game effects. */
function checkCreatureState(
  spec: Exclude<XueqiCreatureSpec, string>,
  card: XueqiCardData,
  where: { zh: string; en: string; path: string },
): void {
  if (card.kind !== 'creature') return;
  if (spec.turnsLeft !== undefined) {
    if (!card.durationTurns)
      badPosition(
        `${where.zh}没有回合持续时间，不能指定剩余回合（turnsLeft）`,
        `${where.en} has no turn duration, so turnsLeft cannot be given`,
        `${where.path}.turnsLeft`,
      );
    if (spec.turnsLeft > card.durationTurns)
      badPosition(
        `${where.zh}的回合持续时间只有 ${card.durationTurns}，剩余回合不能是 ${spec.turnsLeft}`,
        `${where.en} lasts ${card.durationTurns} turns, so it cannot have ${spec.turnsLeft} left`,
        `${where.path}.turnsLeft`,
      );
  }
  const counts = new Map<number, number>();
  for (const e of spec.usedEffects ?? []) counts.set(e, (counts.get(e) ?? 0) + 1);
  for (const [e, n] of counts) {
    const effect = card.effects?.[e];
    if (!effect || effect.limit?.per !== 'game')
      badPosition(
        `${where.zh}没有第 ${e} 号每局限次效果（只有每局限次的使用会延续到局面中）`,
        `${where.en} has no once-per-game effect ${e} (only per-game uses carry into a position)`,
        `${where.path}.usedEffects`,
      );
    if (n > effect.limit!.count)
      badPosition(
        `${where.zh}的第 ${e} 号效果每局只能用 ${effect.limit!.count} 次，不能已用 ${n} 次`,
        `${where.en}'s effect ${e} can be used ${effect.limit!.count} times per game, not ${n}`,
        `${where.path}.usedEffects`,
      );
  }
}

/** The game's `init` for a match with `setup.position`: build the described board, checked, then mark it. */
export function initFromPosition(s: XueqiState, setup: MatchSetup): void {
  const pos = setup.position as XueqiPosition;
  lintCharacterSkills(s);
  const t = pos.turn;
  const active = pos.active as Seat;
  const { firstPlayer, round } = turnFacts(t, active);
  checkFirstPlayer(setup.firstPlayer, firstPlayer, t, active);
  const lists = (setup.decks ?? {}) as Partial<Record<Seat, string[]>>;
  const seatPos = (seat: Seat): XueqiSeatPosition => pos[seat] ?? {};
  const m = momentOf(pos);

  // Every deck-list card gets its normal instance id first (the same ids, in the same order, as `initMatch`). A
  // seat whose remaining deck the position gives exactly (E37) has no list: its cards are made as they are named.
  const decks = {} as Record<Seat, InstancePool | null>;
  const made: Record<Seat, number> = { p1: 0, p2: 0 };
  for (const seat of SEATS) {
    const list = lists[seat];
    // E37: the scene's exact deck replaces any deck list (the new-match form always sends one); the list is unused.
    if (seatPos(seat).deck !== undefined) {
      decks[seat] = null;
      continue;
    }
    if (list === undefined)
      badField(
        `${seat}.deck`,
        `没有 ${seat} 的卡组列表，也没有给出剩余卡组`,
        `${seat} has neither a deck list nor an exact deck`,
      );
    checkDeck(seat, list, s.config, s);
    list.forEach((cardId, i) => (s.cards[`${seat}-${i}`] = { cardId, owner: seat }));
    const ids = list.map((_, i) => `${seat}-${i}`);
    decks[seat] = new InstancePool(ids, (id) => s.cards[id].cardId);
  }

  let nextExtraId = 1;
  /** The instance for a named card of `zone`: taken from the deck list, or created for an extra-summon card. */
  const place = (seat: Seat, zone: Zone, i: number, cardId: string): { id: string; card: XueqiCardData } => {
    const where = at(s, seat, zone, i, cardId);
    const card = findCard(s, cardId);
    if (!card) badPosition(`${where.zh}：未知卡牌`, `${where.en}: unknown card`, where.path);
    const bad = zoneProblem(card, zone, s);
    if (bad) badPosition(`${where.zh}${bad.zh}`, `${where.en} ${bad.en}`, where.path);
    if (card.kind === 'creature' && card.extraOnly) {
      const id = `${seat}-x${nextExtraId++}`;
      s.cards[id] = { cardId, owner: seat };
      return { id, card };
    }
    const pool = decks[seat];
    if (!pool) {
      const id = `${seat}-${made[seat]++}`;
      s.cards[id] = { cardId, owner: seat };
      return { id, card };
    }
    const taken = pool.take(cardId);
    if (taken.ok) return { id: taken.id, card };
    if (taken.listed === 0)
      badPosition(
        `${where.zh}不在 ${seat} 的卡组列表中`,
        `${where.en} is not in ${seat}'s deck list`,
        where.path,
      );
    return badPosition(
      `${where.zh}超出 ${seat} 的卡组列表：列表中只有 ${taken.listed} 张`,
      `${where.en} is one copy too many: ${seat}'s deck list has only ${taken.listed}`,
      where.path,
    );
  };

  const players = {} as Record<Seat, PlayerState>;
  const pendingCreatures: Array<{ seat: Seat; c: CreatureInstance; turnsLeft: number | undefined }> = [];
  const usage: XueqiState['game']['usage'] = {};
  /** The turn statuses, applied once the game is built (they read rule parameters and write use counts). */
  const statuses: Array<() => void> = [];
  const graveyardHow: XueqiState['game']['graveyardHow'] = {};
  for (const seat of SEATS) {
    const sp = seatPos(seat);
    const p = emptyPlayer(sp.lp ?? s.config.startingLp, []);
    const creatures = (zone: 'creatureSlots' | 'extraCreatures') =>
      (sp[zone] ?? []).map((raw, i) => {
        const spec = creatureSpec(raw);
        const { id, card } = place(seat, zone, i, spec.card);
        checkCreatureState(spec, card, at(s, seat, zone, i, spec.card));
        const c: CreatureInstance = {
          id,
          extra: card.kind === 'creature' && card.extraOnly === true,
          occupiesSlot: zone === 'creatureSlots',
          via: zone === 'creatureSlots' ? 'hand' : 'effect',
          enteredTurn: t - 1,
          expiresAtEndOfTurn: null,
          attacksUsed: 0,
          extraAttacks: 0,
          directAttackThisTurn: false,
          cannotAttackUntilTurn: spec.cannotAttack ? t : 0,
          atkMod: spec.atkMod ?? 0,
          lifeMod: spec.lifeMod ?? 0,
          tempAtk: 0,
          tempLife: 0,
        };
        statuses.push(() => applyCreatureStatus(s, seat, zone, spec, card, c, `${seat}.${zone}[${i}]`, m));
        const used = new Map<number, number>();
        for (const e of spec.usedEffects ?? []) used.set(e, (used.get(e) ?? 0) + 1);
        for (const [e, n] of used) usage[`${id}#${e}`] = { turn: t - 1, count: 0, game: n };
        const duration = card.kind === 'creature' ? card.durationTurns : undefined;
        if (duration) pendingCreatures.push({ seat, c, turnsLeft: spec.turnsLeft ?? duration });
        return c;
      });
    p.creatureSlots = creatures('creatureSlots');
    p.extraCreatures = creatures('extraCreatures');
    p.supportArea = (sp.supportArea ?? []).map((raw, i): SupportInstance => {
      const spec = supportSpec(raw);
      const { id, card } = place(seat, 'supportArea', i, spec.card);
      statuses.push(() => applySupportStatus(s, spec, card, id, `${seat}.supportArea[${i}]`, m));
      return { id, kind: card.kind as 'rule' | 'value', enteredTurn: t - 1 };
    });
    p.hand = (sp.hand ?? []).map((cardId, i) => place(seat, 'hand', i, cardId).id);
    p.graveyard = (sp.graveyard ?? []).map((raw, i) => {
      const spec = typeof raw === 'string' ? { card: raw } : raw;
      const { id } = place(seat, 'graveyard', i, spec.card);
      if (spec.turn !== undefined && spec.turn > t)
        badField(
          `${seat}.graveyard[${i}].turn`,
          `第 ${spec.turn} 回合还没有到`,
          `turn ${spec.turn} has not come yet`,
        );
      graveyardHow[id] = { how: spec.how ?? 'other', turn: spec.turn ?? Math.max(1, t - 1) };
      return id;
    });
    const pool = decks[seat];
    if (pool) {
      p.deck = pool.unclaimed();
      if (!setup.stacked?.includes(seat)) shuffleInPlace(s, p.deck);
    } else {
      p.deck = (sp.deck ?? []).map((cardId, i) => place(seat, 'deck', i, cardId).id);
      if (sp.shuffleDeck) shuffleInPlace(s, p.deck);
    }
    if (sp.deckEmptied === false && p.deck.length === 0)
      badField(`${seat}.deckEmptied`, '卡组现在就是空的', 'the deck is empty now');
    p.deckEmptied = sp.deckEmptied === true || p.deck.length === 0;
    p.ownTurnCount = turnsOfSeatUpTo(t - 1, seat, firstPlayer);
    players[seat] = p;
  }

  // The Fate Draws already made: each must have been possible; the game's first one leaves its lifeline and
  // free summons in force only as long as `fateDraw` gave them (§5.8, R27, R28).
  const fate = SEATS.filter((seat) => seatPos(seat).fateDrawTurn !== undefined).map((seat) => {
    const when = seatPos(seat).fateDrawTurn!;
    // A Fate Draw is a draw: it may be this turn's once the draw is made (E36).
    const drewNow = seat === active && (m.phase === 'main' || m.phase === 'battle' || pos.drew === true);
    checkFateDrawTurn(s, seat, when, drewNow ? t + 1 : t, firstPlayer);
    players[seat].fateDrawUsed = true;
    return { seat, when };
  });
  fate.sort((a, b) => a.when - b.when);

  s.game = {
    ...newGame({
      round,
      turnNumber: t,
      firstPlayer,
      activePlayer: active,
      players,
      fateDrawsUsedInGame: fate.length,
      usage,
      nextExtraId,
      reveal: { p1: [], p2: [], comparisons: [], coin: false, byAuthor: true },
    }),
    graveyardHow,
    fromPosition: true,
  };
  if (fate.length) Object.assign(s.game, fateAftermath(s, fate[0].seat, fate[0].when, t));
  for (const apply of statuses) apply();
  for (const seat of SEATS) applySkillUses(s, seat, pos, m);
  applyTurnStatus(s, pos, m);
  for (const { seat, c, turnsLeft } of pendingCreatures) c.expiresAtEndOfTurn = expiryFor(s, seat, turnsLeft);
  s.turn = t;
  checkPositionLimits(s, pos, m);
  s.effects.push({
    type: 'position',
    turn: t,
    round,
    seat: active,
    firstPlayer,
    ...(m.phase === 'start' ? {} : { phase: m.phase }),
  });
}
