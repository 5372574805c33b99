/**
 * Starting positions: lay a described position out on the board and refuse anything the rules could not have
 * produced at the start of a round (docs/rules/wuhunzhi.md, "Starting positions", rulings W23–W34). Instances
 * are those of the normal setup (rules/setup.ts createBoard): a named card takes the first unused instance of
 * that card in the deck list; every main-deck card left over forms the deck.
 */
import { refuse } from '@/machines/engine/errors';
import { InstancePool } from '@/machines/engine/instance-pool';
import { shuffleInPlace } from '@/machines/engine/rng';
import type { MatchSetup, Seat, Text } from '@/machines/engine/types';
import { SEATS } from '@/machines/engine/types';
import { CATALOG } from '../catalog';
import type { WuhunzhiConfig } from '../config';
import type { SeatPosition, WuhunzhiPosition } from '../position';
import type { AltarSlot, CardDef, CardMark, PlayerBoard, WuhunzhiGame, WuhunzhiState } from '../types';
import { createBoard, freshGame, type DeckList } from './setup';

/** The chart's guard: this match starts from a described position, so the opening setup is skipped. */
export const startsFromPosition = (s: WuhunzhiState): boolean => s.game.fromPosition === true;

type CardType = CardDef['type'];
const TYPE_NAMES: Record<CardType, Text> = {
  soul: { zh: '灵魂卡', en: 'soul' },
  trap: { zh: '陷阱卡', en: 'trap' },
  event: { zh: '事件卡', en: 'event' },
  strategy: { zh: '战略卡', en: 'strategy' },
  general: { zh: '主将卡', en: 'general' },
  altar: { zh: '祭坛卡', en: 'altar' },
};
const MAIN_DECK: CardType[] = ['soul', 'trap', 'event', 'strategy'];

const bad = (zh: string, en: string, details: Record<string, unknown> = {}): never =>
  refuse('ERR_BAD_POSITION', zh, en, details);

/** 「墨翟」(s-modi) / "Mo Di" (s-modi) */
function label(cardId: string): Text {
  const d = CATALOG[cardId];
  const name = d.type === 'soul' ? (d.name ?? d.identity) : d.name;
  return { zh: `「${name.zh}」(${cardId})`, en: `"${name.en}" (${cardId})` };
}

const mark = (faceUp: boolean, tapped = false, damage = 0, enteredRound = 0): CardMark => ({
  faceUp,
  tapped,
  damage,
  enteredRound,
});

/** One seat's position laid out on its board (the board starts as createBoard left it: all in deck-list order). */
class SeatLayout {
  private readonly pool: InstancePool;

  constructor(
    private readonly draft: WuhunzhiState,
    private readonly seat: Seat,
    private readonly b: PlayerBoard,
    private readonly marks: WuhunzhiGame['marks'],
    private readonly round: number,
  ) {
    const ids = [...b.deck, ...b.altars.map((a) => a.id), ...b.generalStack];
    this.pool = new InstancePool(ids, (id) => draft.cards[id].cardId);
  }

  /** Take the next unused instance of `cardId` for `zone`, which holds only the `allowed` card types. */
  take(cardId: string, zone: Text, allowed: CardType[]): string {
    const seat = this.seat;
    const d = CATALOG[cardId];
    if (!d)
      bad(`${seat} 的${zone.zh}：没有这种卡 ${cardId}`, `${seat} ${zone.en}: unknown card ${cardId}`, {
        seat,
        card: cardId,
      });
    const name = label(cardId);
    if (!allowed.includes(d.type)) {
      const can = allowed.map((t) => TYPE_NAMES[t]);
      bad(
        `${seat} 的${zone.zh}不能放${TYPE_NAMES[d.type].zh}${name.zh}（只能放${can.map((t) => t.zh).join('、')}）`,
        `${seat} ${zone.en} cannot hold the ${TYPE_NAMES[d.type].en} ${name.en} (only ${can.map((t) => t.en).join(', ')})`,
        { seat, card: cardId },
      );
    }
    const taken = this.pool.take(cardId);
    if (taken.ok) return taken.id;
    const n = taken.listed;
    if (n === 0)
      bad(
        `${seat} 的卡组里没有${name.zh}，不能放进${zone.zh}`,
        `${seat}'s deck list has no ${name.en} to put in ${zone.en}`,
        { seat, card: cardId },
      );
    return bad(
      `${seat} 的卡组只有 ${n} 张${name.zh}，局面用了更多（${zone.zh}）`,
      `${seat}'s deck list has only ${n} × ${name.en}; the position uses more (${zone.en})`,
      { seat, card: cardId },
    );
  }

  /** Instances of the deck list not named by the position, in deck-list order. */
  left(type: 'main' | 'altar' | 'general'): string[] {
    const list =
      type === 'main' ? this.b.deck : type === 'altar' ? this.b.altars.map((a) => a.id) : this.b.generalStack;
    return this.pool.unclaimed(list);
  }

  setMark(id: string, m: CardMark): void {
    this.marks[id] = m;
  }

  get where(): { seat: Seat; round: number } {
    return { seat: this.seat, round: this.round };
  }
}

const cellZone = (cell: number): Text => ({ zh: `沙场第 ${cell} 格`, en: `sand-field cell ${cell}` });
const altarZone = (i: number): Text => ({ zh: `第 ${i + 1} 个祭坛`, en: `altar ${i + 1}` });

function layoutSandField(L: SeatLayout, pos: SeatPosition): (string | null)[] {
  const { seat } = L.where;
  const field: (string | null)[] = Array(9).fill(null);
  const entries = Object.entries(pos.sandField ?? {});
  for (const [key] of entries) {
    if (!/^[1-9]$/.test(key))
      bad(
        `${seat} 的沙场第 ${key} 格不存在（格子是 1–9）`,
        `${seat} sand-field cell ${key} does not exist (cells are 1–9)`,
        { seat, cell: key },
      );
  }
  entries.sort(([a], [b]) => Number(a) - Number(b));
  for (const [key, raw] of entries) {
    const cell = Number(key);
    const zone = cellZone(cell);
    const e = typeof raw === 'string' ? { card: raw } : raw;
    const id = L.take(e.card, zone, ['soul', 'trap']);
    const faceUp = e.faceUp ?? true;
    const damage = e.damage ?? 0;
    const d = CATALOG[e.card];
    const name = label(e.card);
    if (damage > 0 && !faceUp)
      bad(
        `${seat} 的${zone.zh}是盖着的卡，不能带伤害（盖着的卡不会受到伤害）`,
        `${seat} ${zone.en} is face down and cannot carry damage (face-down cards take none)`,
        { seat, cell },
      );
    if (damage > 0 && d.type !== 'soul')
      bad(
        `${seat} 的${zone.zh}的${name.zh}是陷阱卡，不能带伤害`,
        `${seat} ${zone.en}: the trap ${name.en} cannot carry damage`,
        { seat, cell },
      );
    if (d.type === 'soul' && damage >= d.basePower)
      bad(
        `${seat} 的${zone.zh}的${name.zh}伤害 ${damage} 已达到原始战力 ${d.basePower}：它已被横置，并在上回合结束阶段送去置魂场（§6.2 S4、E4）`,
        `${seat} ${zone.en}: ${name.en} has ${damage} damage, at least its base power ${d.basePower}; it was tapped and went to the soul yard in the last end phase (§6.2 S4, E4)`,
        { seat, cell },
      );
    L.setMark(id, mark(faceUp, false, damage));
    field[cell - 1] = id;
  }
  return field;
}

function layoutAltars(L: SeatLayout, pos: SeatPosition, s: WuhunzhiState, deck: DeckList): AltarSlot[] {
  const { seat, round } = L.where;
  const config = s.config;
  const listed = pos.altars ?? [deck.altars[0]];
  if (listed.length > config.altarCount)
    bad(
      `${seat} 的祭坛区只有 ${config.altarCount} 个位置，局面列了 ${listed.length} 个祭坛`,
      `${seat}'s altar zone has ${config.altarCount} slots; the position lists ${listed.length} altars`,
      { seat },
    );
  const slots: AltarSlot[] = listed.map((raw, i) => {
    const zone = altarZone(i);
    const e = typeof raw === 'string' ? { card: raw } : raw;
    const id = L.take(e.card, zone, ['altar']);
    const destroyed = e.destroyed ?? false;
    const faceUp = e.faceUp ?? true;
    if (destroyed && !faceUp)
      bad(
        `${seat} 的${zone.zh}被破坏了，就是翻开横置的，不能是盖着的（R7）`,
        `${seat} ${zone.en} is destroyed, so it is face up and sideways, not face down (R7)`,
        { seat, altar: i },
      );
    const bound = (e.bound ?? []).map((card) => {
      if (!faceUp)
        bad(
          `${seat} 的${zone.zh}是盖着的，下面不能放置灵魂卡（R7）`,
          `${seat} ${zone.en} is face down and cannot have souls bound beneath it (R7)`,
          { seat, altar: i },
        );
      return L.take(card, { zh: `${zone.zh}下方`, en: `the souls bound beneath ${zone.en}` }, ['soul']);
    });
    let occupant: string | null = null;
    if (e.occupant !== undefined) {
      const o = typeof e.occupant === 'string' ? { card: e.occupant } : e.occupant;
      const ozone = { zh: `${zone.zh}中`, en: `the occupant of ${zone.en}` };
      if (!faceUp && !config.faceDownAltarSummonable)
        bad(
          `${seat} 的${zone.zh}是盖着的，不能有召唤的卡（R7）`,
          `${seat} ${zone.en} is face down and cannot hold a summoned card (R7)`,
          { seat, altar: i },
        );
      occupant = L.take(o.card, ozone, ['soul', 'trap']);
      const entered = o.enteredRound ?? round - 1;
      if (entered >= round)
        bad(
          `${seat} 的${zone.zh}中的卡进入祭坛的回合 ${entered} 不在第 ${round} 回合之前`,
          `${seat} ${ozone.en} entered the altar in round ${entered}, not before round ${round}`,
          { seat, altar: i },
        );
      L.setMark(occupant, mark(o.faceUp ?? true, false, 0, entered));
    }
    return {
      id,
      faceUp: faceUp || destroyed,
      destroyed,
      damage: destroyed ? config.altarDestroyThreshold : 0,
      bound,
      occupant,
    };
  });
  for (const id of L.left('altar'))
    slots.push({ id, faceUp: false, destroyed: false, damage: 0, bound: [], occupant: null });
  const destroyed = slots.filter((a) => a.destroyed).length;
  if (destroyed >= config.altarsToLose)
    bad(
      `${seat} 已有 ${destroyed} 个祭坛被破坏：对局已经分出胜负（§7 L2）`,
      `${seat} already has ${destroyed} destroyed altars: the match is already decided (§7 L2)`,
      { seat },
    );
  if (!slots.some((a) => a.faceUp))
    bad(
      `${seat} 没有翻开的祭坛：开局已翻开一个祭坛，祭坛不会再盖回去（§3）`,
      `${seat} has no face-up altar: setup reveals one and no rule turns an altar face down again (§3)`,
      { seat },
    );
  return slots;
}

function layoutPiles(L: SeatLayout, pos: SeatPosition, b: PlayerBoard): void {
  const pile = (cards: string[] | undefined, zone: Text, allowed: CardType[]) =>
    (cards ?? []).map((card) => {
      const id = L.take(card, zone, allowed);
      L.setMark(id, mark(true));
      return id;
    });
  b.hand = (pos.hand ?? []).map((card) => L.take(card, { zh: '手牌', en: 'hand' }, MAIN_DECK));
  b.soulYard = (pos.soulYard ?? []).map((raw) => {
    const e = typeof raw === 'string' ? { card: raw } : raw;
    const id = L.take(e.card, { zh: '置魂场', en: 'soul yard' }, ['soul', 'trap', 'general']);
    L.setMark(id, mark(true, e.tapped ?? false));
    return id;
  });
  b.discardPile = pile(pos.discardPile, { zh: '废弃场', en: 'discard pile' }, MAIN_DECK);
  b.banished = pile(pos.banished, { zh: '除外区', en: 'banished zone' }, MAIN_DECK);
}

function layoutGenerals(L: SeatLayout, pos: SeatPosition, b: PlayerBoard): void {
  const { seat } = L.where;
  const zone = { zh: '主将区', en: 'general zone' };
  const named = pos.general ? L.take(pos.general, zone, ['general']) : null;
  const reserves = (pos.reserves ?? []).map((card) =>
    L.take(card, { zh: '备用主将', en: 'reserve generals' }, ['general']),
  );
  const unplaced = L.left('general');
  // Omitted: the first general of the deck list not named anywhere leads; the rest join the reserves.
  const general = pos.general === undefined ? (unplaced.shift() ?? null) : named;
  reserves.push(...unplaced);
  if (!general && reserves.length)
    bad(
      `${seat} 没有主将，却还有盖着的备用主将：主将被破坏时会立刻翻开下一张（§5.9）`,
      `${seat} has no general but still has face-down reserves: the next one is revealed as soon as a general is destroyed (§5.9)`,
      { seat },
    );
  if (general) L.setMark(general, mark(true));
  for (const id of reserves) L.setMark(id, mark(false));
  b.general = general;
  b.generalStack = reserves;
}

function layoutSlots(L: SeatLayout, pos: SeatPosition, b: PlayerBoard): void {
  const { seat, round } = L.where;
  if (pos.event !== undefined) {
    const e = typeof pos.event === 'string' ? { card: pos.event } : pos.event;
    const zone = { zh: '事件区', en: 'event slot' };
    const id = L.take(e.card, zone, ['event']);
    const d = CATALOG[e.card];
    const duration = d.type === 'event' ? d.durationRounds : null;
    const name = label(e.card);
    if (duration === null)
      bad(
        `${seat} 的${zone.zh}不能有${name.zh}：没有时效的事件卡处理完就送去废弃场（R9）`,
        `${seat} ${zone.en} cannot hold ${name.en}: an event without a duration goes to the discard pile once resolved (R9)`,
        { seat, card: e.card },
      );
    const activated = e.activatedRound ?? round - 1;
    if (activated >= round || activated + duration! < round)
      bad(
        `${seat} 的${name.zh}时效 ${duration} 回合，在第 ${activated} 回合发动的话，第 ${round} 回合开始时不会在事件区（R9）`,
        `${seat}'s ${name.en} lasts ${duration} rounds; activated in round ${activated} it is not in the event slot when round ${round} begins (R9)`,
        { seat, card: e.card },
      );
    L.setMark(id, mark(true));
    b.eventSlot = id;
    b.eventExpires = activated + duration!;
  }
  if (pos.strategy !== undefined) {
    // Set in last round's planning, revealed at its battle start; the preparation phase discards it (§5.1).
    const id = L.take(pos.strategy, { zh: '战略区', en: 'strategy zone' }, ['strategy']);
    L.setMark(id, mark(true));
    b.strategy = id;
    b.strategyRevealed = true;
  }
}

/**
 * Build `draft.game` from a position. Every check runs before the state is usable; a refused position throws a
 * RuleError (ERR_BAD_POSITION, or ERR_ILLEGAL_DECK for the deck list itself).
 */
export function buildPosition(
  draft: WuhunzhiState,
  setup: MatchSetup<WuhunzhiConfig>,
  pos: WuhunzhiPosition,
): void {
  const round = pos.round;
  if (round < 1)
    bad(
      `局面的回合数 round 必须至少为 1（现为 ${round}）`,
      `The position's round must be at least 1 (got ${round})`,
      { round },
    );
  const decks = setup.decks as Record<Seat, DeckList>;
  const marks: WuhunzhiGame['marks'] = {};
  const boards = {} as Record<Seat, PlayerBoard>;
  for (const seat of SEATS) {
    const b = createBoard(draft, seat, decks[seat], marks);
    const L = new SeatLayout(draft, seat, b, marks, round);
    const p = pos[seat] ?? {};
    const sandField = layoutSandField(L, p);
    const altars = layoutAltars(L, p, draft, decks[seat]);
    layoutPiles(L, p, b);
    layoutSlots(L, p, b);
    layoutGenerals(L, p, b); // last: generals not named anywhere else become reserves
    b.sandField = sandField;
    b.altars = altars;
    b.deck = L.left('main');
    if (!setup.stacked?.includes(seat)) shuffleInPlace(draft, b.deck);
    boards[seat] = b;
  }
  const first: Seat = pos.first ?? setup.firstPlayer ?? 'p1';
  draft.game = { ...freshGame(first, boards, marks, round), fromPosition: true };
  draft.turn = round;
}
