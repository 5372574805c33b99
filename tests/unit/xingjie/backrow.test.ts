/** Magic, traps, field magic and equipment (§5.1, §5.2, §6.5): R8, R15–R19, R35, R40. */
import { describe, expect, it } from 'vitest';
import { legalActions } from '@/machines/engine';
import { currentHp, effectiveAtk, removeCharacterEquip } from '@/machines/xingjie/rules/board';
import {
  act,
  def,
  newMatch,
  nextTurnAction,
  passTo,
  place,
  refusal,
  setCard,
  toHand,
  vanilla,
} from './helpers';
import type { MatchOpts } from './helpers';

const actionPhase = (o: MatchOpts = {}) => passTo(newMatch(o), 'turn.action');

describe('setting and activating (R17, R19, R35)', () => {
  it("a set card cannot be activated in the turn it was set; the opponent's next turn counts", () => {
    let s = actionPhase({ hp: [50, undefined] });
    s.game.players.p1.hp = 30;
    const h = toHand(s, 'p1', 'healing-hands');
    s = act(s, 'backrow.set', 'p1', { card: h });
    expect(s.game.players.p1.back[0]).toMatchObject({ faceUp: false, setTurn: 1 });
    s = act(s, 'priority.pass', 'p2');
    expect(refusal(s, 'set.activate', 'p1', { slot: 0 })).toBe('ERR_SET_THIS_TURN');
    s = passTo(s, 'turn.start', 20);
    expect(s.turn).toBe(2);
    s = act(s, 'priority.pass', 'p2'); // p2's start window: p1 may respond
    s = act(s, 'set.activate', 'p1', { slot: 0 });
    expect(s.game.players.p1.hp).toBe(40);
    expect(s.game.players.p1.back[0]).toBeNull();
    expect(s.game.players.p1.graveyard).toEqual([h]); // normal magic goes to the graveyard
    expect(s.game.priority).toEqual({ holder: 'p2', passes: 0 });
  });
  it('magic from hand only in the own action phase (R17); traps only from the set state', () => {
    let s = newMatch();
    const m = toHand(s, 'p1', 'borrowed-arrows');
    expect(refusal(s, 'magic.activate', 'p1', { card: m })).toBe('ERR_WRONG_PHASE');
    s = passTo(s, 'turn.action');
    const t = toHand(s, 'p1', 'sow-discord');
    expect(refusal(s, 'magic.activate', 'p1', { card: t })).toBe('ERR_NOT_MAGIC');
    expect(refusal(s, 'magic.activate', 'p1', { card: m })).toBe('OK');
  });
  it('a full back row refuses sets and magic; field magic and equipment cannot be set (R35)', () => {
    const s = actionPhase();
    const f = toHand(s, 'p1', 'red-cliffs');
    const e = toHand(s, 'p1', 'zhanlu-sword');
    expect(refusal(s, 'backrow.set', 'p1', { card: f })).toBe('ERR_NOT_SETTABLE');
    expect(refusal(s, 'backrow.set', 'p1', { card: e })).toBe('ERR_NOT_SETTABLE');
    for (let i = 0; i < 5; i++) setCard(s, 'p1', 'ambush', i);
    const m = toHand(s, 'p1', 'borrowed-arrows');
    expect(refusal(s, 'backrow.set', 'p1', { card: m })).toBe('ERR_BACK_ROW_FULL');
    expect(refusal(s, 'magic.activate', 'p1', { card: m })).toBe('ERR_BACK_ROW_FULL');
    expect(refusal(s, 'field.activate', 'p1', { card: f })).toBe('ERR_BACK_ROW_FULL');
    const u = actionPhase({ config: { settableKinds: ['normalMagic'] } });
    const tr = toHand(u, 'p1', 'ambush');
    expect(refusal(u, 'backrow.set', 'p1', { card: tr })).toBe('ERR_NOT_SETTABLE');
  });
  it('fieldMagicNeedsBackRowSlot: false lets field magic in with a full back row', () => {
    const s = actionPhase({ config: { fieldMagicNeedsBackRowSlot: false } });
    for (let i = 0; i < 5; i++) setCard(s, 'p1', 'ambush', i);
    const f = toHand(s, 'p1', 'red-cliffs');
    expect(refusal(s, 'field.activate', 'p1', { card: f })).toBe('OK');
  });
  it('continuous magic stays face up and keeps working (万里长城: defence +3)', () => {
    let s = actionPhase();
    const ch = place(s, 'p1', vanilla(3, 2, 5), 0, 'defense');
    const w = toHand(s, 'p1', 'great-wall');
    s = act(s, 'magic.activate', 'p1', { card: w });
    expect(s.game.players.p1.back[0]).toMatchObject({ id: w, faceUp: true });
    expect(effectiveAtk(s, 'p1', s.game.players.p1.front[0]!)).toBe(5);
    void ch;
  });
});

describe('field magic (R17, R18)', () => {
  it('a second field magic sends the first to the graveyard; both players are affected; each seat has its own zone', () => {
    let s = actionPhase();
    place(s, 'p1', 'meng-tian', 0);
    place(s, 'p2', 'chen-sheng', 0);
    const f1 = toHand(s, 'p1', 'xianyang-palace');
    s = act(s, 'field.activate', 'p1', { card: f1 });
    expect(s.game.players.p1.field).toBe(f1);
    expect(s.game.players.p1.back.every((b) => b === null)).toBe(true);
    expect(effectiveAtk(s, 'p1', s.game.players.p1.front[0]!)).toBe(5 + 3);
    expect(effectiveAtk(s, 'p2', s.game.players.p2.front[0]!)).toBe(3 + 3);
    s = act(s, 'priority.pass', 'p2');
    const f2 = toHand(s, 'p1', 'red-cliffs');
    s = act(s, 'field.activate', 'p1', { card: f2 });
    expect(s.game.players.p1.field).toBe(f2);
    expect(s.game.players.p1.graveyard).toEqual([f1]);
    s.game.players.p2.field = toHand(s, 'p2', 'xianyang-palace');
    s.game.players.p2.hand.pop();
    expect(effectiveAtk(s, 'p1', s.game.players.p1.front[0]!)).toBe(5 + 3 + 1);
  });
  it("sharedFieldMagicZone: a new field magic replaces the opponent's too", () => {
    let s = actionPhase({ config: { sharedFieldMagicZone: true } });
    const old = toHand(s, 'p2', 'red-cliffs');
    s.game.players.p2.hand.pop();
    s.game.players.p2.field = old;
    const f = toHand(s, 'p1', 'xianyang-palace');
    s = act(s, 'field.activate', 'p1', { card: f });
    expect(s.game.players.p2.field).toBeNull();
    expect(s.game.players.p2.graveyard).toEqual([old]);
  });
});

describe('equipment (§6.5, R8, R15, R16, R40)', () => {
  it('character equipment takes a back-row slot, targets an own face-up character, adds its bonuses', () => {
    let s = actionPhase();
    place(s, 'p1', vanilla(3, 2, 5), 0);
    place(s, 'p1', vanilla(3, 2, 5), 1, 'faceDownDefense');
    place(s, 'p2', vanilla(3, 2, 5), 0);
    const e = toHand(s, 'p1', 'red-hare');
    const targets = legalActions(def, s, 'p1')
      .filter((a) => a.type === 'equip.character')
      .map((a) => (a.payload as any).target);
    expect(targets).toEqual([{ seat: 'p1', zone: 'front', slot: 0 }]);
    expect(
      refusal(s, 'equip.character', 'p1', { card: e, target: { seat: 'p2', zone: 'front', slot: 0 } }),
    ).toBe('ERR_BAD_EQUIP_TARGET');
    s = act(s, 'equip.character', 'p1', { card: e, target: { seat: 'p1', zone: 'front', slot: 0 } });
    const ch = s.game.players.p1.front[0]!;
    expect(s.game.players.p1.back[0]).toMatchObject({
      id: e,
      faceUp: true,
      equippedTo: ch.id,
      durabilityLeft: 2,
    });
    expect(effectiveAtk(s, 'p1', ch)).toBe(5);
    expect(currentHp(s, ch)).toBe(8);
    const t = actionPhase({ config: { equipOpponentCharacters: true } });
    place(t, 'p2', vanilla(3, 2, 5), 0);
    const e2 = toHand(t, 'p1', 'red-hare');
    expect(
      refusal(t, 'equip.character', 'p1', { card: e2, target: { seat: 'p2', zone: 'front', slot: 0 } }),
    ).toBe('OK');
  });
  it('when an HP bonus leaves, damage drops by the bonus so the character never dies of it (R8 clampNoDeath)', () => {
    const build = (o: MatchOpts) => {
      let s = actionPhase(o);
      place(s, 'p1', vanilla(3, 2, 5), 0);
      const e = toHand(s, 'p1', 'mingguang-armour');
      s = act(s, 'equip.character', 'p1', { card: e, target: { seat: 'p1', zone: 'front', slot: 0 } });
      s.game.players.p1.front[0]!.damage = 9; // 11 max → 2 left
      return { s, e };
    };
    const a = build({});
    removeCharacterEquip(a.s, a.e, 'broken');
    expect(a.s.game.players.p1.front[0]!.damage).toBe(3);
    expect(currentHp(a.s, a.s.game.players.p1.front[0]!)).toBe(2);
    const k = build({ config: { hpBonusRemoval: 'keepDamage' } });
    removeCharacterEquip(k.s, k.e, 'broken');
    expect(currentHp(k.s, k.s.game.players.p1.front[0]!)).toBe(-4);
  });
  it('one weapon at a time (R15); its HP bonus raises HP and cap, and leaving takes back only the bonus (R40)', () => {
    let s = actionPhase({ hp: [100, undefined] });
    s.game.players.p1.hp = 98;
    const a = toHand(s, 'p1', 'taie-sword');
    s = act(s, 'equip.person', 'p1', { card: a });
    expect(s.game.players.p1.hp).toBe(103);
    s = act(s, 'priority.pass', 'p2');
    const b = toHand(s, 'p1', 'sky-piercer');
    s = act(s, 'equip.person', 'p1', { card: b });
    expect(s.game.players.p1.personEquips.map((e) => e.id)).toEqual([b]);
    expect(s.game.players.p1.graveyard).toEqual([a]);
    expect(s.game.players.p1.hp).toBe(100);
    const two = actionPhase({ config: { maxPersonEquips: 2 } });
    const x = toHand(two, 'p1', 'taie-sword');
    const y = toHand(two, 'p1', 'sky-piercer');
    let u = act(two, 'equip.person', 'p1', { card: x });
    u = act(u, 'priority.pass', 'p2');
    u = act(u, 'equip.person', 'p1', { card: y });
    expect(u.game.players.p1.personEquips).toHaveLength(2);
  });
  it('character equipment goes to the graveyard when its character leaves (R16)', () => {
    let s = actionPhase();
    place(s, 'p1', vanilla(3, 2, 5), 0);
    place(s, 'p2', vanilla(3, 2, 3), 0);
    const e = toHand(s, 'p2', 'zhanlu-sword');
    s.game.players.p2.hand.pop();
    const host = s.game.players.p2.front[0]!;
    s.game.players.p2.back[2] = {
      id: e,
      faceUp: true,
      setTurn: null,
      equippedTo: host.id,
      durabilityLeft: 2,
    };
    host.equips.push(e);
    const m = toHand(s, 'p1', 'beacon-fire');
    s = act(s, 'magic.activate', 'p1', { card: m, targets: [{ seat: 'p2', zone: 'front', slot: 0 }] });
    expect(s.game.players.p2.front[0]).toBeNull();
    expect(s.game.players.p2.back[2]).toBeNull();
    expect(s.game.players.p2.graveyard).toEqual([e, host.id]);
  });
});

describe('R8 damage persistence', () => {
  it('damage persists by default; damagePersists: false heals it at the end of the turn', () => {
    let s = actionPhase();
    place(s, 'p1', vanilla(3, 2, 5), 0).damage = 3;
    s = nextTurnAction(s);
    expect(s.game.players.p1.front[0]!.damage).toBe(3);
    let t = actionPhase({ config: { damagePersists: false } });
    place(t, 'p1', vanilla(3, 2, 5), 0).damage = 3;
    t = nextTurnAction(t);
    expect(t.game.players.p1.front[0]!.damage).toBe(0);
  });
});
