/**
 * The game's words, shared by narration, consequences, action descriptions, ruling descriptions and the chart's
 * phase labels: phases, battle positions, zones, the word for a card a reader may not know, and the phrases that
 * name a place on the board (slots counted from 1, as the board and the spec count them). Narration pieces are
 * segments (machines/engine/narration.ts), so every card is a reference rendered per perspective.
 */
import { card, n, seat } from '@/machines/engine';
import type { Narration, Seat, Segment, Text } from '@/machines/engine';
import type { PhaseName, Position, Ref, XingjieState } from './state';

/** The five phases of a turn (spec §1.7), as the narration names them mid-sentence. */
export const PHASE_WORDS: Record<PhaseName, Text> = {
  start: { zh: '回合开始阶段', en: 'start phase' },
  draw: { zh: '抽卡阶段', en: 'draw phase' },
  action: { zh: '行动阶段', en: 'action phase' },
  battle: { zh: '战斗阶段', en: 'battle phase' },
  end: { zh: '回合结束阶段', en: 'end phase' },
};

/** Battle positions (spec §1.5). */
export const POSITION_WORDS: Record<Position, Text> = {
  attack: { zh: '攻击表示', en: 'attack position' },
  defense: { zh: '防守表示', en: 'defence position' },
  faceDownDefense: { zh: '里侧守备表示', en: 'face-down defence' },
};

/**
 * The board's names for the zone keys of ZoneRefs and rulings (spec §1.1). `deckTop`/`deckBottom` are where a
 * ruling may put a card; `avatar` is the person on the field (an attack's or an effect's target).
 */
export const ZONE_NAMES: Record<string, Text> = {
  deck: { zh: '卡组', en: 'deck' },
  deckTop: { zh: '卡组顶', en: 'top of the deck' },
  deckBottom: { zh: '卡组底', en: 'bottom of the deck' },
  hand: { zh: '手牌', en: 'hand' },
  graveyard: { zh: '墓地', en: 'graveyard' },
  banished: { zh: '除外区', en: 'banished zone' },
  front: { zh: '前场', en: 'front row' },
  back: { zh: '后场', en: 'back row' },
  field: { zh: '场地魔法区', en: 'field magic zone' },
  personEquips: { zh: '人物装备区', en: 'person equipment' },
  avatar: { zh: '人物', en: 'avatar' },
};

/** A card the perspective may not know: in a hand, in a deck, face down on the field. */
export const HIDDEN_CARD: Text = { zh: '一张未公开的卡', en: 'an unrevealed card' };

/** Both languages of one sentence. */
export const both = (zh: Segment[], en: Segment[]): Narration => ({ zh, en });

/** Capitalise an English label ("start phase" -> "Start phase"). */
export const capital = (t: Text): Text => ({ zh: t.zh, en: t.en.charAt(0).toUpperCase() + t.en.slice(1) });

/** Lower-case the first letter of an English sentence so it can follow another inside one sentence. */
export function asClause(x: Narration): Narration {
  const [first, ...rest] = x.en;
  if (typeof first !== 'string' || !first) return x;
  return { zh: x.zh, en: [first.charAt(0).toLowerCase() + first.slice(1), ...rest] };
}

/**
 * "{player}前场第3格" / "{player}'s front-row slot 3" (slot is the 0-based index; the words count from 1); without the
 * player's name when it is `own`, the seat whose sentence this is ("前场第3格" / "front-row slot 3").
 */
export function slotWords(owner: Seat, zone: 'front' | 'back', slot: number, own?: Seat): Narration {
  const row = zone === 'front' ? { zh: '前场', en: 'front-row' } : { zh: '后场', en: 'back-row' };
  if (owner === own) return both([`${row.zh}第${slot + 1}格`], [`${row.en} slot ${slot + 1}`]);
  return both(n`${seat(owner)}${row.zh}第${slot + 1}格`, n`${seat(owner)}'s ${row.en} slot ${slot + 1}`);
}

/** The instance at a field reference in `s` (a character, a back-row card), or null. */
export function idAt(s: XingjieState, r: Ref): string | null {
  if (r.zone === 'front') return s.game.players[r.seat].front[r.slot]?.id ?? null;
  if (r.zone === 'back') return s.game.players[r.seat].back[r.slot]?.id ?? null;
  return null;
}

/**
 * A field reference in words: "{player}的人物", "{player}前场第2格的「荆轲」", "{player}后场第1格的{card}" (a face-down
 * card is rendered per perspective), or the slot alone when it is empty; `own` as in slotWords.
 */
export function refWords(s: XingjieState, r: Ref, own?: Seat): Narration {
  if (r.zone === 'avatar') return both(n`${seat(r.seat)}的人物`, n`${seat(r.seat)}'s avatar`);
  const id = idAt(s, r);
  const where = slotWords(r.seat, r.zone, r.slot, own);
  if (!id) return where;
  return both([...where.zh, '的', card(id)], [card(id), ' in ', ...where.en]);
}

/** "「A」、「B」" / "A and B". */
export function cardList(ids: readonly string[]): Narration {
  const zh: Segment[] = [];
  const en: Segment[] = [];
  ids.forEach((id, i) => {
    if (i > 0) {
      zh.push('、');
      en.push(i === ids.length - 1 ? ' and ' : ', ');
    }
    zh.push(card(id));
    en.push(card(id));
  });
  return { zh, en };
}
