/**
 * Starting positions (起始局面, docs/rules/xingjie.md): build the state at the start of the named turn, before
 * its start phase, from a described board. Every card named is taken out of that seat's deck list (its first
 * unused copy, so instance ids are the opening setup's `p1-<index in the list>`); the cards not placed form the
 * deck, shuffled with the match RNG unless the seat is stacked. Anything the rules forbid is ERR_BAD_POSITION.
 */
import { otherSeat, shuffleInPlace } from '@/machines/engine';
import type { MatchSetup, Seat } from '@/machines/engine';
import { cardOf } from '../catalog';
import type { PlayerSetup } from '../events';
import type {
  BackObj,
  CharObj,
  EquipObj,
  GraveEntry,
  GraveObj,
  PileEntry,
  PileObj,
  SeatPosition,
  StartingPosition,
} from '../position';
import type { CharacterInstance, PlayerState, XingjieState } from '../state';
import { effectiveMaxHp } from './board';
import { preparePlayers } from './setup';
import { DeckPool, StoryPool, ZONE, bad, cardLabel } from './start-position-pool';
import type { CardSource } from './start-position-pool';
import { asObject, buildBack, buildFront, buildPersonEquips } from './start-position-rows';
import type { RowCtx } from './start-position-rows';
import { resumeInPhase } from './start-position-phase';
import { applySeatStatus, recordUses } from './start-position-status';

/** The chart's guard: this match began from a described position (the opening setup is skipped). */
export const startsFromPosition = (s: XingjieState): boolean => s.game.fromPosition === true;

/** Damage must leave every character alive (current HP ≥ 1), with its equipment and modifiers counted. */
function checkDamage(s: XingjieState, seat: Seat, p: PlayerState, entries: CharObj[], slots: number[]): void {
  entries.forEach((e, i) => {
    const ch = p.front[slots[i]] as CharacterInstance;
    const damage = e.damage ?? 0;
    const l = cardLabel(e.card, s);
    const where = { seat, zone: 'front', slot: slots[i], card: e.card, field: `${seat}.front.${i}.damage` };
    if (damage < 0)
      bad(
        `${seat} 前场 slot ${slots[i]} 的${l.zh}伤害不能为负（${damage}）`,
        `${seat} front-row slot ${slots[i]}: ${l.en} cannot have negative damage (${damage})`,
        where,
      );
    ch.damage = damage;
    const max = effectiveMaxHp(s, ch);
    if (damage >= max)
      bad(
        `${seat} 前场 slot ${slots[i]} 的${l.zh}伤害 ${damage} 已达到其血量 ${max}，它应已被击败（R31）`,
        `${seat} front-row slot ${slots[i]}: ${l.en} has ${damage} damage against ${max} HP; it would already be destroyed (R31)`,
        where,
      );
  });
}

function checkHp(s: XingjieState, seat: Seat, p: PlayerState, hp: number | undefined): void {
  let cap = p.hpStart;
  for (const e of p.personEquips) {
    const c = cardOf(s, s.cards[e.id].cardId);
    if (c.type === 'equipment') cap += c.hpBonus;
  }
  const value = hp ?? cap;
  if (value < 1)
    bad(
      `${seat} 的人物血量必须至少为 1（现在是 ${value}；血量归零的局面已分胜负）`,
      `${seat}'s avatar HP must be at least 1 (it is ${value}; at 0 the match would already be decided)`,
      { seat, field: `${seat}.hp` },
    );
  if (s.config.avatarHealCap === 'start' && value > cap)
    bad(
      `${seat} 的人物血量 ${value} 超过上限 ${cap}（起始血量 ${p.hpStart} 加人物装备的血量加成，R40）`,
      `${seat}'s avatar HP ${value} is above its cap ${cap} (starting HP ${p.hpStart} plus person equipment hpBonus, R40)`,
      { seat, field: `${seat}.hp` },
    );
  p.hp = value;
}

/** Who moves: the position's turnPlayer, else the setup's firstPlayer with the turn's parity, else p1. */
function turnPlayerOf(setup: MatchSetup, pos: StartingPosition): { turnPlayer: Seat; firstPlayer: Seat } {
  const T = pos.turn;
  const odd = T % 2 === 1;
  const fromFirst = (first: Seat) => (odd ? first : otherSeat(first));
  const turnPlayer = pos.turnPlayer ?? (setup.firstPlayer ? fromFirst(setup.firstPlayer) : 'p1');
  const firstPlayer = odd ? turnPlayer : otherSeat(turnPlayer);
  if (setup.firstPlayer && setup.firstPlayer !== firstPlayer)
    bad(
      `第 ${T} 回合轮到 ${turnPlayer}，则先手是 ${firstPlayer}（奇数回合属于先手），与设置的先手 ${setup.firstPlayer} 矛盾`,
      `turn ${T} is ${turnPlayer}'s, so ${firstPlayer} went first (odd turns are the first player's), not ${setup.firstPlayer} as the setup says`,
      { field: 'turnPlayer', turn: T, turnPlayer, firstPlayer: setup.firstPlayer },
    );
  return { turnPlayer, firstPlayer };
}

/** The cards of a pile (hand, graveyard, banished, deck), with the limited-effect uses they carry. */
function buildPile(pool: CardSource, seat: Seat, zone: string, entries: PileEntry[], c: RowCtx): string[] {
  return entries.map((raw, i) => {
    const e = asObject<PileObj>(raw);
    const { id, card } = pool.take(e.card, zone, `${seat}.${zone}.${i}`);
    const l = cardLabel(e.card, pool.state);
    recordUses(c.uses, id, card, e, c.T, c.pos, {
      zh: `${seat} 的${ZONE[zone].zh}第 ${i + 1} 张${l.zh}`,
      en: `${seat} ${ZONE[zone].en} card ${i + 1}, ${l.en}`,
      details: { seat, zone, card: e.card, path: `${seat}.${zone}.${i}` },
    });
    return id;
  });
}

/**
 * The graveyard (ruling 43): each card with how it got there and the turn, by default `other` on the turn before
 * the position's (at least 1); a turn after the position's is refused.
 */
function buildGraveyard(
  pool: CardSource,
  seat: Seat,
  entries: GraveEntry[],
  c: RowCtx,
  how: XingjieState['game']['graveyardHow'],
): string[] {
  const ids = buildPile(pool, seat, 'graveyard', entries, c);
  entries.forEach((raw, i) => {
    const e = asObject<GraveObj>(raw);
    const turn = e.turn ?? Math.max(1, c.T - 1);
    if (turn > c.T)
      bad(
        `${seat} 的墓地第 ${i + 1} 张卡进入墓地的回合 ${turn} 晚于局面的第 ${c.T} 回合`,
        `${seat} graveyard card ${i + 1} got there on turn ${turn}, after the position's turn ${c.T}`,
        { seat, zone: 'graveyard', turn, field: `${seat}.graveyard.${i}.turn` },
      );
    how[ids[i]] = { how: e.how ?? 'other', turn };
  });
  return ids;
}

/** A seat's deck: the position's `deck` (a seat without a deck list) or the list's unplaced cards. */
function buildDeck(
  draft: XingjieState,
  setup: MatchSetup,
  pool: CardSource,
  seat: Seat,
  sp: SeatPosition,
  c: RowCtx,
) {
  if (!pool.story) {
    if (sp.deck !== undefined || sp.shuffleDeck !== undefined)
      bad(
        `${seat} 有卡组列表，卡组就是列表中没有放到别处的卡；要逐张写出卡组，请不写 ${seat} 的卡组列表（cards）`,
        `${seat} has a deck list, so its deck is the list's unplaced cards; to give the deck card by card, leave out ${seat}'s deck list (cards)`,
        { seat, field: `${seat}.deck` },
      );
    const rest = pool.rest();
    if (!setup.stacked?.includes(seat)) shuffleInPlace(draft, rest);
    return rest;
  }
  const deck = buildPile(pool, seat, 'deck', sp.deck ?? [], c);
  if (sp.shuffleDeck) shuffleInPlace(draft, deck);
  return deck;
}

/** `def.init` for a match with a position: validate everything, then build the game state and the decks. */
export function initFromPosition(draft: XingjieState, setup: MatchSetup): void {
  const pos = setup.position as StartingPosition;
  const T = pos.turn;
  if (T < 1)
    bad(`回合数 turn 必须至少为 1（现在是 ${T}）`, `turn must be at least 1 (it is ${T})`, { field: 'turn' });
  const { turnPlayer, firstPlayer } = turnPlayerOf(setup, pos);
  const decks = setup.decks as Record<Seat, PlayerSetup>;
  const story = (['p1', 'p2'] as Seat[]).filter((seat) => decks[seat].cards.length === 0);
  const players = preparePlayers(draft, setup, story);
  const effectUses: XingjieState['game']['effectUses'] = {};
  const graveyardHow: XingjieState['game']['graveyardHow'] = {};
  draft.game = {
    firstPlayer,
    turnPlayer,
    step: 'start',
    players,
    priority: null,
    pendingAttack: null,
    pendingChoice: null,
    effectUses,
    graveyardHow,
    fromPosition: true,
  };
  draft.turn = T;
  const c: RowCtx = { T, pos, turnPlayer, uses: effectUses };
  const sides = { p1: pos.p1 ?? {}, p2: pos.p2 ?? {} } as Record<Seat, SeatPosition>;
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const sp = sides[seat];
    const p = players[seat];
    const pool: CardSource = story.includes(seat)
      ? new StoryPool(seat, draft)
      : new DeckPool(seat, draft, p.deck);
    const front = (sp.front ?? []).map((e) => asObject<CharObj>(e));
    const { slots } = buildFront(pool, seat, p, front, c);
    buildBack(
      pool,
      seat,
      p,
      (sp.back ?? []).map((e) => asObject<BackObj>(e)),
      c,
    );
    checkDamage(draft, seat, p, front, slots);
    if (sp.field) {
      const { id, card } = pool.take(sp.field, 'field', `${seat}.field`);
      if (card.type !== 'magic' || card.magicKind !== 'field') {
        const l = cardLabel(sp.field, draft);
        bad(
          `${seat} 的场地魔法区只能放场地魔法，${l.zh}不是`,
          `${seat} field magic zone holds field magic only; ${l.en} is not`,
          { seat, zone: 'field', card: sp.field, field: `${seat}.field` },
        );
      }
      p.field = id;
    }
    p.personEquips = buildPersonEquips(
      pool,
      seat,
      (sp.personEquips ?? []).map((e) => asObject<EquipObj>(e)),
      c,
    );
    for (const zone of ['hand', 'banished'] as const)
      p[zone] = buildPile(pool, seat, zone, sp[zone] ?? [], c);
    p.graveyard = buildGraveyard(pool, seat, sp.graveyard ?? [], c, graveyardHow);
    applySeatStatus(p, sp, seat, turnPlayer, T, pos);
    checkHp(draft, seat, p, sp.hp);
    p.deck = buildDeck(draft, setup, pool, seat, sp, c);
  }
  if (draft.config.sharedFieldMagicZone && players.p1.field && players.p2.field)
    bad(
      '按本局规则（sharedFieldMagicZone）场上只能有一张场地魔法，p1 和 p2 都写了',
      "Under this match's rules (sharedFieldMagicZone) only one field magic can be in play; both p1 and p2 name one",
      { zone: 'field', field: 'p2.field' },
    );
  resumeInPhase(draft, pos, turnPlayer);
  draft.active = turnPlayer;
}
