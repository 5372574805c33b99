/**
 * Starting positions: lay a described position out on the board and refuse anything the rules could not have
 * produced at that moment (docs/rules/wuhunzhi.md, "Starting positions", rulings W23–W34 and W41–W47). Instances
 * are those of the normal setup (rules/setup.ts createBoard): a named card takes the first unused instance of
 * that card in the deck list; every main-deck card left over forms the deck. A seat that gives its `deck` exactly
 * has exactly the cards its position names (position-layout.ts). A position with `at` stands inside the round
 * (position-moment.ts) and may carry the round's statuses (position-status.ts).
 */
import { refuse } from '@/machines/engine/errors';
import { shuffleInPlace } from '@/machines/engine/rng';
import type { MatchSetup, Seat, Text } from '@/machines/engine/types';
import { SEATS } from '@/machines/engine/types';
import { cardDef } from '../catalog';
import type { WuhunzhiConfig } from '../config';
import type { SeatPosition, WuhunzhiPosition } from '../position';
import type { AltarSlot, PileHow, PlayerBoard, WuhunzhiGame, WuhunzhiState } from '../state';
import { skipIdle } from './windows';
import { MAIN_DECK, SeatLayout, bad, label, mark } from './position-layout';
import { applyMoment, hadStep, momentOf } from './position-moment';
import { Statuses } from './position-status';
import { layoutGenerals, layoutSlots, type Ctx } from './position-slots';
import { createBoard, emptyBoard, freshGame, type DeckList } from './setup';
import { drainTriggers } from './triggers';

/** The chart's guard: this match starts from a described position, so the opening setup is skipped. */
export const startsFromPosition = (s: WuhunzhiState): boolean => s.game.fromPosition === true;

const cellZone = (cell: number): Text => ({ zh: `沙场第 ${cell} 格`, en: `sand-field cell ${cell}` });
const altarZone = (i: number): Text => ({ zh: `第 ${i + 1} 个祭坛`, en: `altar ${i + 1}` });

function layoutSandField({ L, m, st, s }: Ctx, pos: SeatPosition): (string | null)[] {
  const { seat } = L;
  const field: (string | null)[] = Array(9).fill(null);
  const entries = Object.entries(pos.sandField ?? {});
  for (const [key] of entries) {
    if (!/^[1-9]$/.test(key))
      bad(
        `${seat}.sandField.${key}`,
        `${seat} 的沙场第 ${key} 格不存在（格子是 1–9）`,
        `${seat} sand-field cell ${key} does not exist (cells are 1–9)`,
        { seat, cell: key },
      );
  }
  entries.sort(([a], [b]) => Number(a) - Number(b));
  for (const [key, raw] of entries) {
    const cell = Number(key);
    const zone = cellZone(cell);
    const path = `${seat}.sandField.${cell}`;
    const e = typeof raw === 'string' ? { card: raw } : raw;
    const id = L.take(e.card, `${path}.card`, zone, ['soul', 'trap']);
    const faceUp = e.faceUp ?? true;
    const damage = e.damage ?? 0;
    const tapped = e.tapped ?? false;
    const d = cardDef(s, e.card)!;
    const name = label(s, e.card);
    if (damage > 0 && !faceUp)
      bad(
        `${path}.damage`,
        `${seat} 的${zone.zh}是盖着的卡，不能带伤害（盖着的卡不会受到伤害）`,
        `${seat} ${zone.en} is face down and cannot carry damage (face-down cards take none)`,
        { seat, cell },
      );
    if (damage > 0 && d.type !== 'soul')
      bad(
        `${path}.damage`,
        `${seat} 的${zone.zh}的${name.zh}是陷阱卡，不能带伤害`,
        `${seat} ${zone.en}: the trap ${name.en} cannot carry damage`,
        { seat, cell },
      );
    if (tapped && !m.mid)
      bad(
        `${path}.tapped`,
        `${seat} 的${zone.zh}：回合开始时沙场上没有横置的卡（上回合结束阶段已送去置魂场，E4）`,
        `${seat} ${zone.en}: no card on the sand field is tapped when a round begins (E4 sent them to the soul yard)`,
        { seat, cell },
      );
    if (d.type === 'soul' && damage >= d.basePower && !tapped)
      bad(
        `${path}.damage`,
        m.mid
          ? `${seat} 的${zone.zh}的${name.zh}伤害 ${damage} 已达到原始战力 ${d.basePower}，它应是横置的（§6.2 S4）`
          : `${seat} 的${zone.zh}的${name.zh}伤害 ${damage} 已达到原始战力 ${d.basePower}：它已被横置，并在上回合结束阶段送去置魂场（§6.2 S4、E4）`,
        m.mid
          ? `${seat} ${zone.en}: ${name.en} has ${damage} damage, at least its base power ${d.basePower}, so it is tapped (§6.2 S4)`
          : `${seat} ${zone.en}: ${name.en} has ${damage} damage, at least its base power ${d.basePower}; it was tapped and went to the soul yard in the last end phase (§6.2 S4, E4)`,
        { seat, cell },
      );
    if (tapped && (!faceUp || d.type !== 'soul'))
      bad(
        `${path}.tapped`,
        `${seat} 的${zone.zh}：只有翻开的灵魂卡会被横置`,
        `${seat} ${zone.en}: only a face-up soul is ever tapped`,
        { seat, cell },
      );
    L.setMark(id, mark(faceUp, tapped, damage, e.enteredRound ?? 0));
    st.card(id, path, e, faceUp && d.type === 'soul');
    field[cell - 1] = id;
  }
  return field;
}

function layoutOccupant(
  ctx: Ctx,
  raw: NonNullable<Exclude<SeatPosition['altars'], undefined>[number]>,
  i: number,
) {
  const { L, m, st, s } = ctx;
  const { seat, round } = L;
  if (typeof raw === 'string' || raw.occupant === undefined) return null;
  const zone = altarZone(i);
  const path = `${seat}.altars.${i}.occupant`;
  const o = typeof raw.occupant === 'string' ? { card: raw.occupant } : raw.occupant;
  const ozone = { zh: `${zone.zh}中`, en: `the occupant of ${zone.en}` };
  if (raw.faceUp === false && !s.config.faceDownAltarSummonable)
    bad(
      path,
      `${seat} 的${zone.zh}是盖着的，不能有召唤的卡（R7）`,
      `${seat} ${zone.en} is face down and cannot hold a summoned card (R7)`,
      { seat, altar: i },
    );
  const occupant = L.take(o.card, `${path}.card`, ozone, ['soul', 'trap']);
  const entered = o.enteredRound ?? round - 1;
  // This round: returned in the seat's deployment step (R12) or summoned since (§5.5).
  const thisRound = entered === round && hadStep(m, seat, 'deployment');
  if (entered >= round && !thisRound)
    bad(
      `${path}.enteredRound`,
      `${seat} 的${zone.zh}中的卡进入祭坛的回合 ${entered} 不在第 ${round} 回合之前`,
      `${seat} ${ozone.en} entered the altar in round ${entered}, not before round ${round}`,
      { seat, altar: i },
    );
  const damage = o.damage ?? 0;
  if (damage > 0 && !m.mid)
    bad(
      `${path}.damage`,
      `${seat} 的${ozone.zh}：回合开始时祭坛中的卡没有伤害（E5）`,
      `${seat} ${ozone.en}: no occupant carries damage when a round begins (E5)`,
      { seat, altar: i },
    );
  if (o.tapped === true)
    bad(
      `${path}.tapped`,
      `${seat} 的${ozone.zh}不会横置：祭坛中的卡不会因伤害横置，放回祭坛时也会改为正立（W20、W29）`,
      `${seat} ${ozone.en} cannot be tapped: cards in an altar are never tapped by damage, and returning one to an altar untaps it (W20, W29)`,
      { seat, altar: i },
    );
  L.setMark(occupant, mark(o.faceUp ?? true, false, damage, entered));
  st.card(occupant, path, o, (o.faceUp ?? true) && cardDef(s, o.card)!.type === 'soul');
  return occupant;
}

function layoutAltars(ctx: Ctx, pos: SeatPosition, deck: DeckList | undefined): AltarSlot[] {
  const { L, m, s } = ctx;
  const { seat } = L;
  const config = s.config;
  const listed = pos.altars ?? (deck ? [deck.altars[0]] : []);
  if (listed.length > config.altarCount)
    bad(
      `${seat}.altars`,
      `${seat} 的祭坛区只有 ${config.altarCount} 个位置，局面列了 ${listed.length} 个祭坛`,
      `${seat}'s altar zone has ${config.altarCount} slots; the position lists ${listed.length} altars`,
      { seat },
    );
  const slots: AltarSlot[] = listed.map((raw, i) => {
    const zone = altarZone(i);
    const path = `${seat}.altars.${i}`;
    const e = typeof raw === 'string' ? { card: raw } : raw;
    const id = L.take(e.card, `${path}.card`, zone, ['altar']);
    const destroyed = e.destroyed ?? false;
    const faceUp = e.faceUp ?? true;
    if (destroyed && !faceUp)
      bad(
        `${path}.faceUp`,
        `${seat} 的${zone.zh}被破坏了，就是翻开横置的，不能是盖着的（R7）`,
        `${seat} ${zone.en} is destroyed, so it is face up and sideways, not face down (R7)`,
        { seat, altar: i },
      );
    const said = 'damage' in e ? e.damage : undefined;
    // A destroyed altar keeps the damage that destroyed it (E5 heals only the others); default the threshold.
    const damage = destroyed ? (said ?? config.altarDestroyThreshold) : (said ?? 0);
    if (destroyed && damage < config.altarDestroyThreshold)
      bad(
        `${path}.damage`,
        `${seat} 的${zone.zh}已被破坏，它的伤害至少是 ${config.altarDestroyThreshold}（R7）`,
        `${seat} ${zone.en} is destroyed, so its damage is at least ${config.altarDestroyThreshold} (R7)`,
        { seat, altar: i },
      );
    if (!destroyed && damage > 0 && (!m.mid || damage >= config.altarDestroyThreshold))
      bad(
        `${path}.damage`,
        `${seat} 的${zone.zh}：只有回合中途未被破坏的祭坛带本回合的伤害，且少于 ${config.altarDestroyThreshold}（E5、R7）`,
        `${seat} ${zone.en}: only an undestroyed altar in the middle of a round carries this round's damage, below ${config.altarDestroyThreshold} (E5, R7)`,
        { seat, altar: i },
      );
    const bound = (e.bound ?? []).map((card, k) => {
      if (!faceUp)
        bad(
          `${path}.bound`,
          `${seat} 的${zone.zh}是盖着的，下面不能放置灵魂卡（R7）`,
          `${seat} ${zone.en} is face down and cannot have souls bound beneath it (R7)`,
          { seat, altar: i },
        );
      const where = { zh: `${zone.zh}下方`, en: `the souls bound beneath ${zone.en}` };
      return L.take(card, `${path}.bound.${k}`, where, ['soul']);
    });
    const occupant = layoutOccupant(ctx, raw, i);
    return {
      id,
      faceUp: faceUp || destroyed,
      destroyed,
      damage,
      bound,
      occupant,
    };
  });
  for (const id of L.left('altar'))
    slots.push({ id, faceUp: false, destroyed: false, damage: 0, bound: [], occupant: null });
  const destroyed = slots.filter((a) => a.destroyed).length;
  if (destroyed >= config.altarsToLose)
    bad(
      `${seat}.altars`,
      `${seat} 已有 ${destroyed} 个祭坛被破坏：对局已经分出胜负（§7 L2）`,
      `${seat} already has ${destroyed} destroyed altars: the match is already decided (§7 L2)`,
      { seat },
    );
  if (!slots.some((a) => a.faceUp))
    bad(
      `${seat}.altars`,
      `${seat} 没有翻开的祭坛：开局已翻开一个祭坛，祭坛不会再盖回去（§3）`,
      `${seat} has no face-up altar: setup reveals one and no rule turns an altar face down again (§3)`,
      { seat },
    );
  return slots;
}

type PileEntry = string | { card: string; how?: PileHow; turn?: number };

/** W52: how a pile card got there, by default `other` in the round before the position's; never a later round. */
function provenanceOf(L: SeatLayout, e: PileEntry, field: string): { how: PileHow; turn: number } {
  const o: { how?: PileHow; turn?: number } = typeof e === 'string' ? {} : e;
  const turn = o.turn ?? Math.max(1, L.round - 1);
  if (turn > L.round)
    bad(
      `${field}.turn`,
      `${field} 进入的回合 ${turn} 晚于局面的第 ${L.round} 回合`,
      `${field} got there in round ${turn}, after the position's round ${L.round}`,
      { turn, round: L.round },
    );
  return { how: o.how ?? 'other', turn };
}

function layoutPiles({ L }: Ctx, pos: SeatPosition, b: PlayerBoard, how: WuhunzhiGame['pileHow']): void {
  const { seat } = L;
  const pile = (cards: PileEntry[] | undefined, key: string, zone: Text) =>
    (cards ?? []).map((e, i) => {
      const field = `${seat}.${key}.${i}`;
      const id = L.take(typeof e === 'string' ? e : e.card, field, zone, MAIN_DECK);
      L.setMark(id, mark(true));
      how[id] = provenanceOf(L, e, field);
      return id;
    });
  b.hand = (pos.hand ?? []).map((card, i) =>
    L.take(card, `${seat}.hand.${i}`, { zh: '手牌', en: 'hand' }, MAIN_DECK),
  );
  b.soulYard = (pos.soulYard ?? []).map((raw, i) => {
    const e = typeof raw === 'string' ? { card: raw } : raw;
    const field = `${seat}.soulYard.${i}`;
    const id = L.take(e.card, field, { zh: '置魂场', en: 'soul yard' }, ['soul', 'trap', 'general']);
    L.setMark(id, mark(true, e.tapped ?? false));
    how[id] = provenanceOf(L, e, field);
    return id;
  });
  b.discardPile = pile(pos.discardPile, 'discardPile', { zh: '废弃场', en: 'discard pile' });
  b.banished = pile(pos.banished, 'banished', { zh: '除外区', en: 'banished zone' });
}

/**
 * Build `draft.game` from a position. Every check runs before the state is usable; a refused position throws a
 * RuleError (ERR_BAD_POSITION, or ERR_ILLEGAL_DECK for the deck list itself).
 */
export function initFromPosition(
  draft: WuhunzhiState,
  setup: MatchSetup<WuhunzhiConfig>,
  pos: WuhunzhiPosition,
): void {
  const round = pos.round;
  if (round < 1)
    bad(
      'round',
      `局面的回合数 round 必须至少为 1（现为 ${round}）`,
      `The position's round must be at least 1 (got ${round})`,
      {
        round,
      },
    );
  const decks = (setup.decks ?? {}) as Partial<Record<Seat, DeckList>>;
  const marks: WuhunzhiGame['marks'] = {};
  const pileHow: WuhunzhiGame['pileHow'] = {};
  const boards = {} as Record<Seat, PlayerBoard>;
  const first: Seat = pos.first ?? setup.firstPlayer ?? 'p1';
  const m = momentOf(pos.at, first);
  const st = new Statuses(draft, m);
  for (const seat of SEATS) {
    const p = pos[seat] ?? {};
    const exact = p.deck !== undefined;
    const list = decks[seat];
    if (!exact && !list)
      refuse(
        'ERR_ILLEGAL_DECK',
        `${seat} 没有卡组清单：请给出卡组，或在局面中写明 ${seat}.deck（牌库，顶牌在前）`,
        `${seat} has no deck list: give one, or write ${seat}.deck (the deck, top first) in the position`,
        { seat },
      );
    const b = exact ? emptyBoard() : createBoard(draft, seat, list!, marks);
    const L = new SeatLayout(draft, seat, b, marks, round, exact);
    const ctx: Ctx = { L, m, st, s: draft };
    const sandField = layoutSandField(ctx, p);
    const altars = layoutAltars(ctx, p, list);
    layoutPiles(ctx, p, b, pileHow);
    layoutSlots(ctx, p, b);
    layoutGenerals(ctx, p, b); // last: generals not named anywhere else become reserves
    b.sandField = sandField;
    b.altars = altars;
    b.deck = exact
      ? p.deck!.map((card, i) => L.take(card, `${seat}.deck.${i}`, { zh: '牌库', en: 'deck' }, MAIN_DECK))
      : L.left('main');
    if (exact && !altars.length)
      bad(`${seat}.altars`, `${seat} 至少要有一个祭坛`, `${seat} needs at least one altar`, { seat });
    if (exact ? p.shuffle : !setup.stacked?.includes(seat)) shuffleInPlace(draft, b.deck);
    st.seat(seat, p);
    boards[seat] = b;
  }
  draft.game = freshGame(first, boards, marks, round);
  draft.game.pileHow = pileHow;
  draft.turn = round;
  if (!pos.at) {
    draft.game.fromPosition = true;
    return;
  }
  applyMoment(draft, pos.at);
  st.apply(pos.at);
  skipIdle(draft);
  if (draft.game.triggerQueue?.length) drainTriggers(draft);
}
