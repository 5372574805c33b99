/**
 * Starting positions (起始局面, docs/rules/xingjie.md): build the state at the start of the named turn, before
 * its start phase, from a described board. Every card named is taken out of that seat's deck list (its first
 * unused copy, so instance ids are the opening setup's `p1-<index in the list>`); the cards not placed form the
 * deck, shuffled with the match RNG unless the seat is stacked. Anything the rules forbid is ERR_BAD_POSITION.
 */
import { InstancePool, otherSeat, refuse, shuffleInPlace } from '@/machines/engine';
import type { MatchSetup, Seat } from '@/machines/engine';
import { CARDS, settableKind } from '../cards';
import type { XCard } from '../cards';
import type {
  BackRowEntry,
  CharacterEntry,
  PersonEquipEntry,
  SeatPosition,
  StartingPosition,
} from '../starting-position';
import type { BackRowInstance, CharacterInstance, PersonEquip, PlayerState, XingjieState } from '../state';
import { effectiveMaxHp, newCharacter } from './board';
import { preparePlayers } from './setup';

/** The chart's guard: this match began from a described position (the opening setup is skipped). */
export const startsFromPosition = (s: XingjieState): boolean => s.game.fromPosition === true;

/** Refuse the position; the messages start with 起始局面 / "Starting position" (a script names its line). */
function bad(zh: string, en: string, details: Record<string, unknown> = {}): never {
  return refuse('ERR_BAD_POSITION', `起始局面：${zh}`, `Starting position: ${en}`, details);
}

interface Label {
  zh: string;
  en: string;
}
const cardLabel = (id: string): Label => {
  const c = CARDS[id];
  return c
    ? { zh: `「${c.name.zh}」(${id})`, en: `"${c.name.en}" (${id})` }
    : { zh: `"${id}"`, en: `"${id}"` };
};
const TYPE: Record<XCard['type'], Label> = {
  character: { zh: '角色卡', en: 'a character' },
  magic: { zh: '魔法卡', en: 'a magic card' },
  trap: { zh: '陷阱卡', en: 'a trap' },
  equipment: { zh: '装备卡', en: 'equipment' },
};
const ZONE: Record<string, Label> = {
  hand: { zh: '手牌', en: 'hand' },
  graveyard: { zh: '墓地', en: 'graveyard' },
  banished: { zh: '除外区', en: 'banished zone' },
  front: { zh: '前场', en: 'front row' },
  back: { zh: '后场', en: 'back row' },
  field: { zh: '场地魔法区', en: 'field magic zone' },
  personEquips: { zh: '人物装备区', en: 'person equipment' },
};

/** Hands out the instances of one seat's deck list, first unused copy first. */
class DeckPool {
  private readonly pool: InstancePool;
  constructor(
    private readonly seat: Seat,
    private readonly s: XingjieState,
    deck: string[],
  ) {
    this.pool = new InstancePool(deck, (id) => s.cards[id].cardId);
  }
  take(cardId: string, zone: string): { id: string; card: XCard } {
    const seat = this.seat;
    const z = ZONE[zone];
    const card = CARDS[cardId];
    if (!card)
      bad(`${seat} 的${z.zh}中有未知的卡 "${cardId}"`, `${seat} ${z.en}: unknown card "${cardId}"`, {
        seat,
        zone,
        card: cardId,
      });
    const taken = this.pool.take(cardId);
    if (taken.ok) return { id: taken.id, card };
    const { listed, named: n } = taken;
    const l = cardLabel(cardId);
    if (listed === 0)
      bad(
        `${seat} 的${z.zh}中的${l.zh}不在 ${seat} 的卡组列表中`,
        `${seat} ${z.en}: ${l.en} is not in ${seat}'s deck list`,
        { seat, zone, card: cardId },
      );
    return bad(
      `${seat} 的局面用了 ${n} 张${l.zh}，但 ${seat} 的卡组列表只有 ${listed} 张`,
      `${seat}'s position names ${l.en} ${n} times but ${seat}'s deck list holds ${listed}`,
      { seat, zone, card: cardId, named: n, listed },
    );
  }
  /** The instances not placed anywhere, in deck-list order. */
  rest(): string[] {
    return this.pool.unclaimed();
  }
  get state(): XingjieState {
    return this.s;
  }
}

/** Assign slots: explicit ones first (range and clash checked), then the lowest free slot in written order. */
function assignSlots(
  seat: Seat,
  zone: 'front' | 'back',
  entries: Array<{ card: string; slot?: number }>,
  size: number,
): number[] {
  const z = ZONE[zone];
  if (entries.length > size)
    bad(
      `${seat} 的${z.zh}只有 ${size} 格，局面写了 ${entries.length} 张卡`,
      `${seat}'s ${z.en} has ${size} slots but the position names ${entries.length} cards`,
      { seat, zone },
    );
  const used = new Array<boolean>(size).fill(false);
  const out = new Array<number>(entries.length).fill(-1);
  entries.forEach((e, i) => {
    if (e.slot === undefined) return;
    if (e.slot < 0 || e.slot >= size)
      bad(
        `${seat} 的${z.zh} slot ${e.slot} 不存在（共 ${size} 格：slot 0–${size - 1}）`,
        `${seat} ${z.en} slot ${e.slot} does not exist (${size} slots: 0–${size - 1})`,
        { seat, zone, slot: e.slot },
      );
    if (used[e.slot])
      bad(`${seat} 的${z.zh} slot ${e.slot} 写了两张卡`, `${seat} ${z.en} slot ${e.slot} is given twice`, {
        seat,
        zone,
        slot: e.slot,
      });
    used[e.slot] = true;
    out[i] = e.slot;
  });
  entries.forEach((e, i) => {
    if (e.slot !== undefined) return;
    const free = used.indexOf(false);
    used[free] = true;
    out[i] = free;
  });
  return out;
}

const asObject = <T extends { card: string }>(e: string | T): T =>
  typeof e === 'string' ? ({ card: e } as T) : e;

type CharObj = Exclude<CharacterEntry, string>;
type BackObj = Exclude<BackRowEntry, string>;
type EquipObj = Exclude<PersonEquipEntry, string>;

function buildFront(pool: DeckPool, seat: Seat, p: PlayerState, entries: CharObj[], T: number) {
  const s = pool.state;
  const slots = assignSlots(seat, 'front', entries, s.config.frontRowSlots);
  const used: Record<string, { turn: number; thisTurn: number; game: number }> = {};
  entries.forEach((e, i) => {
    const { id, card } = pool.take(e.card, 'front');
    const l = cardLabel(e.card);
    if (card.type !== 'character')
      bad(
        `${seat} 的前场只能放角色卡，${l.zh}是${TYPE[card.type].zh}`,
        `${seat} front row holds characters only; ${l.en} is ${TYPE[card.type].en}`,
        { seat, zone: 'front', card: e.card },
      );
    const ch = newCharacter(id, e.position ?? 'attack', T - 1);
    ch.mods = (e.mods ?? []).map((m) => ({
      atk: m.atk ?? 0,
      hp: m.hp ?? 0,
      expires: m.until === 'endOfTurn' ? T : null,
      source: 'position',
    }));
    for (const index of e.effectsUsed ?? []) {
      const eff = card.effects?.[index];
      if (!eff || eff.kind !== 'activated' || eff.limit?.per !== 'game')
        bad(
          `${seat} 前场 slot ${slots[i]} 的${l.zh}没有第 ${index} 号（从 0 数）每局限用的效果`,
          `${seat} front-row slot ${slots[i]}: ${l.en} has no once-per-game effect at index ${index}`,
          { seat, zone: 'front', slot: slots[i], effect: index },
        );
      const key = `${id}#${index}`;
      const u = (used[key] ??= { turn: T - 1, thisTurn: 0, game: 0 });
      u.thisTurn += 1;
      u.game += 1;
      if (u.game > eff.limit.count)
        bad(
          `${seat} 前场 slot ${slots[i]} 的${l.zh}第 ${index} 号效果每局最多用 ${eff.limit.count} 次`,
          `${seat} front-row slot ${slots[i]}: ${l.en}'s effect ${index} can be used ${eff.limit.count} time(s) a game`,
          { seat, zone: 'front', slot: slots[i], effect: index },
        );
    }
    p.front[slots[i]] = ch;
  });
  return { slots, used };
}

function buildBack(pool: DeckPool, seat: Seat, p: PlayerState, entries: BackObj[], T: number): void {
  const s = pool.state;
  const slots = assignSlots(seat, 'back', entries, s.config.backRowSlots);
  entries.forEach((e, i) => {
    const { id, card } = pool.take(e.card, 'back');
    const l = cardLabel(e.card);
    const where = { seat, zone: 'back', slot: slots[i], card: e.card };
    const at = {
      zh: `${seat} 后场 slot ${slots[i]} 的${l.zh}`,
      en: `${seat} back-row slot ${slots[i]}: ${l.en}`,
    };
    if (card.type === 'character')
      bad(
        `${at.zh}是角色卡，角色只能在前场`,
        `${at.en} is a character; characters go in the front row`,
        where,
      );
    if (card.type === 'magic' && card.magicKind === 'field')
      bad(
        `${at.zh}是场地魔法，应写在 field（场地魔法区）`,
        `${at.en} is field magic; it goes in "field" (the field magic zone)`,
        where,
      );
    if (card.type === 'equipment') {
      if (card.equipKind === 'person')
        bad(
          `${at.zh}是人物装备，应写在 personEquips（不占后场）`,
          `${at.en} is person equipment; it goes in "personEquips" (not the back row)`,
          where,
        );
      if (e.faceUp === false)
        bad(`${at.zh}：角色装备在后场总是表侧的`, `${at.en}: character equipment is always face up`, where);
      if (e.equippedTo === undefined)
        bad(
          `${at.zh}：角色装备必须用 equippedTo 写明所装备角色的前场格`,
          `${at.en}: character equipment needs "equippedTo", the front-row slot of its character`,
          where,
        );
      const host = p.front[e.equippedTo];
      if (!host)
        bad(
          `${at.zh}装备在前场 slot ${e.equippedTo}，但 ${seat} 的这一格没有角色`,
          `${at.en} is equipped to front-row slot ${e.equippedTo}, where ${seat} has no character`,
          { ...where, equippedTo: e.equippedTo },
        );
      const durability = e.durability ?? card.durability;
      if (durability < 1)
        bad(
          `${at.zh}的耐久必须至少为 1（耐久为 0 的装备已进入墓地）`,
          `${at.en}: durability must be at least 1 (at 0 it would be in the graveyard)`,
          where,
        );
      host.equips.push(id);
      p.back[slots[i]] = { id, faceUp: true, setTurn: null, equippedTo: host.id, durabilityLeft: durability };
      return;
    }
    if (e.equippedTo !== undefined || e.durability !== undefined)
      bad(
        `${at.zh}：只有角色装备才写 equippedTo / durability`,
        `${at.en}: only character equipment takes "equippedTo" / "durability"`,
        where,
      );
    const kind = settableKind(card)!;
    let b: BackRowInstance;
    if (e.faceUp) {
      if (kind !== 'continuousMagic' && kind !== 'continuousTrap')
        bad(
          `${at.zh}：普通魔法和普通陷阱发动后送入墓地，不会表侧留在后场（盖放请省略 faceUp）`,
          `${at.en}: normal magic and traps go to the graveyard once activated; only continuous ones stay face up (omit faceUp to set it)`,
          where,
        );
      b = { id, faceUp: true, setTurn: null, equippedTo: null, durabilityLeft: null };
    } else {
      if (!s.config.settableKinds.includes(kind))
        bad(
          `${at.zh}：按本局规则（settableKinds）这种卡不能盖放`,
          `${at.en}: this kind of card cannot be set under this match's rules (settableKinds)`,
          where,
        );
      b = { id, faceUp: false, setTurn: T - 1, equippedTo: null, durabilityLeft: null };
    }
    p.back[slots[i]] = b;
  });
}

function buildPersonEquips(pool: DeckPool, seat: Seat, entries: EquipObj[]): PersonEquip[] {
  const max = pool.state.config.maxPersonEquips;
  if (entries.length > max)
    bad(
      `${seat} 最多装备 ${max} 件人物装备（R15），局面写了 ${entries.length} 件`,
      `${seat} may hold at most ${max} person equipment (R15); the position names ${entries.length}`,
      { seat, zone: 'personEquips' },
    );
  return entries.map((e) => {
    const { id, card } = pool.take(e.card, 'personEquips');
    const l = cardLabel(e.card);
    if (card.type !== 'equipment' || card.equipKind !== 'person')
      bad(
        `${seat} 的人物装备区只能放人物装备，${l.zh}不是`,
        `${seat} person equipment holds person equipment only; ${l.en} is not`,
        { seat, zone: 'personEquips', card: e.card },
      );
    const durability = e.durability ?? card.durability;
    if (durability < 1)
      bad(
        `${seat} 的人物装备${l.zh}耐久必须至少为 1（耐久为 0 的装备已进入墓地）`,
        `${seat} person equipment ${l.en}: durability must be at least 1 (at 0 it would be in the graveyard)`,
        { seat, zone: 'personEquips', card: e.card },
      );
    return { id, durabilityLeft: durability };
  });
}

/** Damage must leave every character alive (current HP ≥ 1), with its equipment and modifiers counted. */
function checkDamage(s: XingjieState, seat: Seat, p: PlayerState, entries: CharObj[], slots: number[]): void {
  entries.forEach((e, i) => {
    const ch = p.front[slots[i]] as CharacterInstance;
    const damage = e.damage ?? 0;
    const l = cardLabel(e.card);
    const where = { seat, zone: 'front', slot: slots[i], card: e.card };
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
    const c = CARDS[s.cards[e.id].cardId];
    if (c.type === 'equipment') cap += c.hpBonus;
  }
  const value = hp ?? cap;
  if (value < 1)
    bad(
      `${seat} 的人物血量必须至少为 1（现在是 ${value}；血量归零的局面已分胜负）`,
      `${seat}'s avatar HP must be at least 1 (it is ${value}; at 0 the match would already be decided)`,
      { seat, field: 'hp' },
    );
  if (s.config.avatarHealCap === 'start' && value > cap)
    bad(
      `${seat} 的人物血量 ${value} 超过上限 ${cap}（起始血量 ${p.hpStart} 加人物装备的血量加成，R40）`,
      `${seat}'s avatar HP ${value} is above its cap ${cap} (starting HP ${p.hpStart} plus person equipment hpBonus, R40)`,
      { seat, field: 'hp' },
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

/** `def.init` for a match with a position: validate everything, then build the game state and the decks. */
export function initFromPosition(draft: XingjieState, setup: MatchSetup): void {
  const pos = setup.position as StartingPosition;
  const T = pos.turn;
  if (T < 1)
    bad(`回合数 turn 必须至少为 1（现在是 ${T}）`, `turn must be at least 1 (it is ${T})`, { field: 'turn' });
  const { turnPlayer, firstPlayer } = turnPlayerOf(setup, pos);
  const players = preparePlayers(draft, setup);
  const effectUses: XingjieState['game']['effectUses'] = {};
  draft.game = {
    firstPlayer,
    turnPlayer,
    step: 'start',
    players,
    priority: null,
    pendingAttack: null,
    pendingChoice: null,
    effectUses,
    fromPosition: true,
  };
  const sides = { p1: pos.p1 ?? {}, p2: pos.p2 ?? {} } as Record<Seat, SeatPosition>;
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const sp = sides[seat];
    const p = players[seat];
    const pool = new DeckPool(seat, draft, p.deck);
    const front = (sp.front ?? []).map((e) => asObject<CharObj>(e));
    const { slots, used } = buildFront(pool, seat, p, front, T);
    Object.assign(effectUses, used);
    buildBack(
      pool,
      seat,
      p,
      (sp.back ?? []).map((e) => asObject<BackObj>(e)),
      T,
    );
    checkDamage(draft, seat, p, front, slots);
    if (sp.field) {
      const { id, card } = pool.take(sp.field, 'field');
      if (card.type !== 'magic' || card.magicKind !== 'field') {
        const l = cardLabel(sp.field);
        bad(
          `${seat} 的场地魔法区只能放场地魔法，${l.zh}不是`,
          `${seat} field magic zone holds field magic only; ${l.en} is not`,
          { seat, zone: 'field', card: sp.field },
        );
      }
      p.field = id;
    }
    p.personEquips = buildPersonEquips(
      pool,
      seat,
      (sp.personEquips ?? []).map((e) => asObject<EquipObj>(e)),
    );
    for (const zone of ['hand', 'graveyard', 'banished'] as const)
      for (const cardId of sp[zone] ?? []) p[zone].push(pool.take(cardId, zone).id);
    checkHp(draft, seat, p, sp.hp);
    p.deck = pool.rest();
  }
  if (draft.config.sharedFieldMagicZone && players.p1.field && players.p2.field)
    bad(
      '按本局规则（sharedFieldMagicZone）场上只能有一张场地魔法，p1 和 p2 都写了',
      "Under this match's rules (sharedFieldMagicZone) only one field magic can be in play; both p1 and p2 name one",
      { zone: 'field' },
    );
  for (const seat of ['p1', 'p2'] as Seat[])
    if (!setup.stacked?.includes(seat)) shuffleInPlace(draft, players[seat].deck);
  draft.turn = T;
  draft.active = turnPlayer;
}
