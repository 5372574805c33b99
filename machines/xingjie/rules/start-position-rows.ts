/**
 * Starting positions: laying out the rows a position describes (front row, back row, person equipment), with the
 * slot rules and what each zone may hold (rulings 22–25 of docs/rules/xingjie.md).
 */
import type { Seat } from '@/machines/engine';
import { settableKind } from '../catalog';
import type { BackObj, CharObj, EquipObj, StartingPosition } from '../position';
import type { BackRowInstance, PersonEquip, PlayerState, XingjieState } from '../state';
import { newCharacter } from './board';
import { TYPE, ZONE, bad, cardLabel } from './start-position-pool';
import type { CardSource } from './start-position-pool';
import { applyCharStatus, expiresOf, phaseIndex, recordUses } from './start-position-status';

/** Assign slots: explicit ones first (range and clash checked), then the lowest free slot in written order. */
export function assignSlots(
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
      { seat, zone, field: `${seat}.${zone}.${size}` },
    );
  const used = new Array<boolean>(size).fill(false);
  const out = new Array<number>(entries.length).fill(-1);
  entries.forEach((e, i) => {
    if (e.slot === undefined) return;
    if (e.slot < 0 || e.slot >= size)
      bad(
        `${seat} 的${z.zh} slot ${e.slot} 不存在（共 ${size} 格：slot 0–${size - 1}）`,
        `${seat} ${z.en} slot ${e.slot} does not exist (${size} slots: 0–${size - 1})`,
        { seat, zone, slot: e.slot, field: `${seat}.${zone}.${i}.slot` },
      );
    if (used[e.slot])
      bad(`${seat} 的${z.zh} slot ${e.slot} 写了两张卡`, `${seat} ${z.en} slot ${e.slot} is given twice`, {
        seat,
        zone,
        slot: e.slot,
        field: `${seat}.${zone}.${i}.slot`,
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

/** A bare card id written in a zone, as the object form with its defaults. */
export const asObject = <T extends { card: string }>(e: string | T): T =>
  typeof e === 'string' ? ({ card: e } as T) : e;

/** What the rows need to know of the position as a whole. */
export interface RowCtx {
  T: number;
  pos: StartingPosition;
  turnPlayer: Seat;
  uses: XingjieState['game']['effectUses'];
}

export function buildFront(pool: CardSource, seat: Seat, p: PlayerState, entries: CharObj[], c: RowCtx) {
  const s = pool.state;
  const { T } = c;
  const slots = assignSlots(seat, 'front', entries, s.config.frontRowSlots);
  entries.forEach((e, i) => {
    const { id, card } = pool.take(e.card, 'front', `${seat}.front.${i}`);
    const l = cardLabel(e.card, pool.state);
    if (card.type !== 'character')
      bad(
        `${seat} 的前场只能放角色卡，${l.zh}是${TYPE[card.type].zh}`,
        `${seat} front row holds characters only; ${l.en} is ${TYPE[card.type].en}`,
        { seat, zone: 'front', card: e.card, field: `${seat}.front.${i}` },
      );
    const ch = newCharacter(id, e.position ?? 'attack', T - 1);
    const at = {
      zh: `${seat} 前场 slot ${slots[i]} 的${l.zh}`,
      en: `${seat} front-row slot ${slots[i]}: ${l.en}`,
      details: { seat, zone: 'front', slot: slots[i], card: e.card, path: `${seat}.front.${i}` },
    };
    for (const m of e.mods ?? [])
      if (m.until === 'endOfNextTurn' && c.pos.phase === undefined)
        bad(
          `${at.zh}：「到下回合结束」的修正只能是本回合做出的，回合开始前请写 endOfTurn`,
          `${at.en}: an "until the end of next turn" modifier is made this turn; before the turn begins write endOfTurn`,
          { ...at.details, field: `${seat}.front.${i}.mods` },
        );
    ch.mods = (e.mods ?? []).map((m) => ({
      atk: m.atk ?? 0,
      hp: m.hp ?? 0,
      expires: expiresOf(m.until, T),
      source: 'position',
    }));
    applyCharStatus(ch, e, seat, c.turnPlayer, T, c.pos, at);
    recordUses(c.uses, id, card, e, T, c.pos, at);
    p.front[slots[i]] = ch;
  });
  return { slots };
}

export function buildBack(pool: CardSource, seat: Seat, p: PlayerState, entries: BackObj[], c: RowCtx): void {
  const s = pool.state;
  const { T } = c;
  const slots = assignSlots(seat, 'back', entries, s.config.backRowSlots);
  entries.forEach((e, i) => {
    const { id, card } = pool.take(e.card, 'back', `${seat}.back.${i}`);
    const l = cardLabel(e.card, pool.state);
    const path = `${seat}.back.${i}`;
    const where = { seat, zone: 'back', slot: slots[i], card: e.card, field: path };
    const at_ = (name: string) => ({ ...where, field: `${path}.${name}` });
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
        bad(
          `${at.zh}：角色装备在后场总是表侧的`,
          `${at.en}: character equipment is always face up`,
          at_('faceUp'),
        );
      if (e.setTurn !== undefined)
        bad(
          `${at.zh}：只有盖放的卡才写 setTurn`,
          `${at.en}: only a set card takes "setTurn"`,
          at_('setTurn'),
        );
      if (e.equippedTo === undefined)
        bad(
          `${at.zh}：角色装备必须用 equippedTo 写明所装备角色的前场格`,
          `${at.en}: character equipment needs "equippedTo", the front-row slot of its character`,
          at_('equippedTo'),
        );
      const host = p.front[e.equippedTo];
      if (!host)
        bad(
          `${at.zh}装备在前场 slot ${e.equippedTo}，但 ${seat} 的这一格没有角色`,
          `${at.en} is equipped to front-row slot ${e.equippedTo}, where ${seat} has no character`,
          { ...at_('equippedTo'), equippedTo: e.equippedTo },
        );
      const durability = e.durability ?? card.durability;
      if (durability < 1)
        bad(
          `${at.zh}的耐久必须至少为 1（耐久为 0 的装备已进入墓地）`,
          `${at.en}: durability must be at least 1 (at 0 it would be in the graveyard)`,
          at_('durability'),
        );
      recordUses(c.uses, id, card, e, T, c.pos, {
        zh: at.zh,
        en: at.en,
        details: { ...where, path },
      });
      host.equips.push(id);
      p.back[slots[i]] = { id, faceUp: true, setTurn: null, equippedTo: host.id, durabilityLeft: durability };
      return;
    }
    if (e.equippedTo !== undefined || e.durability !== undefined)
      bad(
        `${at.zh}：只有角色装备才写 equippedTo / durability`,
        `${at.en}: only character equipment takes "equippedTo" / "durability"`,
        at_(e.equippedTo !== undefined ? 'equippedTo' : 'durability'),
      );
    const kind = settableKind(card)!;
    // A set card's set turn (a face-up continuous card keeps the turn it was set, if it was set first).
    const setTurn = e.setTurn ?? (e.faceUp ? null : T - 1);
    // Back-row cards are set by their controller's main action (action phase) only.
    if (
      setTurn !== null &&
      (setTurn > T || (setTurn === T && (seat !== c.turnPlayer || phaseIndex(c.pos) < 2)))
    )
      bad(
        `${at.zh}：本回合盖放只能在回合玩家自己的行动阶段或其后，setTurn ${setTurn} 不可能`,
        `${at.en}: a card is set this turn only in the turn player's own action phase or later; setTurn ${setTurn} cannot be`,
        at_('setTurn'),
      );
    let b: BackRowInstance;
    if (e.faceUp) {
      if (kind !== 'continuousMagic' && kind !== 'continuousTrap')
        bad(
          `${at.zh}：普通魔法和普通陷阱发动后送入墓地，不会表侧留在后场（盖放请省略 faceUp）`,
          `${at.en}: normal magic and traps go to the graveyard once activated; only continuous ones stay face up (omit faceUp to set it)`,
          at_('faceUp'),
        );
      b = { id, faceUp: true, setTurn, equippedTo: null, durabilityLeft: null };
    } else {
      if (!s.config.settableKinds.includes(kind))
        bad(
          `${at.zh}：按本局规则（settableKinds）这种卡不能盖放`,
          `${at.en}: this kind of card cannot be set under this match's rules (settableKinds)`,
          where,
        );
      b = { id, faceUp: false, setTurn, equippedTo: null, durabilityLeft: null };
    }
    recordUses(c.uses, id, card, e, T, c.pos, {
      zh: at.zh,
      en: at.en,
      details: { ...where, path },
    });
    p.back[slots[i]] = b;
  });
}

export function buildPersonEquips(
  pool: CardSource,
  seat: Seat,
  entries: EquipObj[],
  c: RowCtx,
): PersonEquip[] {
  const max = pool.state.config.maxPersonEquips;
  if (entries.length > max)
    bad(
      `${seat} 最多装备 ${max} 件人物装备（R15），局面写了 ${entries.length} 件`,
      `${seat} may hold at most ${max} person equipment (R15); the position names ${entries.length}`,
      { seat, zone: 'personEquips', field: `${seat}.personEquips.${max}` },
    );
  return entries.map((e, i) => {
    const { id, card } = pool.take(e.card, 'personEquips', `${seat}.personEquips.${i}`);
    const l = cardLabel(e.card, pool.state);
    if (card.type !== 'equipment' || card.equipKind !== 'person')
      bad(
        `${seat} 的人物装备区只能放人物装备，${l.zh}不是`,
        `${seat} person equipment holds person equipment only; ${l.en} is not`,
        { seat, zone: 'personEquips', card: e.card, field: `${seat}.personEquips.${i}` },
      );
    const durability = e.durability ?? card.durability;
    if (durability < 1)
      bad(
        `${seat} 的人物装备${l.zh}耐久必须至少为 1（耐久为 0 的装备已进入墓地）`,
        `${seat} person equipment ${l.en}: durability must be at least 1 (at 0 it would be in the graveyard)`,
        { seat, zone: 'personEquips', card: e.card, field: `${seat}.personEquips.${i}.durability` },
      );
    recordUses(c.uses, id, card, e, c.T, c.pos, {
      zh: `${seat} 的人物装备${l.zh}`,
      en: `${seat} person equipment ${l.en}`,
      details: { seat, zone: 'personEquips', card: e.card, path: `${seat}.personEquips.${i}` },
    });
    return { id, durabilityLeft: durability };
  });
}
