/** §8 effect model: auras and marks (R27), searches and choices, continuous and triggered effects, limits, content lint. */
import { describe, expect, it } from 'vitest';
import { legalActions } from '@/machines/engine';
import { CARDS as RAW } from '@/content/xingjie/cards';
import { lintCard } from '@/machines/xingjie/effects/lint';
import { hasAura, hasMark, matchCard } from '@/machines/xingjie/effects/filters';
import { DEFAULT_CONFIG } from '@/machines/xingjie/config';
import { cardData } from '@/machines/xingjie/catalog';
import { effectiveAtk } from '@/machines/xingjie/rules/board';
import {
  act,
  def,
  newMatch,
  nextTurnAction,
  passTo,
  place,
  refusal,
  register,
  setCard,
  toHand,
  vanilla,
} from './helpers';

describe('content', () => {
  it('every card effect is interpretable by the vocabulary and follows the 星阶 content rules', () => {
    expect(RAW.flatMap(lintCard)).toEqual([]);
  });
  it('lint catches a choice op that is not last and an unlimited activated character effect', () => {
    const bad = {
      ...cardData('li-si'),
      id: 'bad',
      effects: [
        {
          kind: 'activated' as const,
          ops: [{ op: 'search' }, { op: 'draw', n: 1 }],
          text: { zh: '', en: '' },
        },
      ],
    };
    expect(lintCard(bad).join('\n')).toMatch(/must be the last op[\s\S]*need a use limit/);
  });
});

describe('§8.3 auras (气息) and marks (字样)', () => {
  it('秦始皇 carries the 王者 aura; auras are printed, never inferred', () => {
    expect(hasAura(cardData('qin-shihuang'), '王者')).toBe(true);
    expect(hasAura(cardData('meng-tian'), '王者')).toBe(false);
    expect(
      matchCard(
        cardData('qin-shihuang'),
        { hasAura: '秦', type: 'character', starsBetween: [15, 20] },
        DEFAULT_CONFIG,
      ),
    ).toBe(true);
  });
  it('a mark is an explicit marks entry or, by default, part of the name (R27); marksIncludeName: false turns that off', () => {
    expect(hasMark(cardData('merchant'), '交易', DEFAULT_CONFIG)).toBe(true);
    expect(hasMark(cardData('fair-trade'), '交易', DEFAULT_CONFIG)).toBe(true);
    expect(hasMark(cardData('fair-trade'), '交易', { ...DEFAULT_CONFIG, marksIncludeName: false })).toBe(
      false,
    );
  });
  it('郑和 searches the deck for a card marked 交易: the player picks among exactly those', () => {
    let s = passTo(
      newMatch({ p1: ['farmer', 'fair-trade', 'footman', 'merchant', 'farmer'] }),
      'turn.action',
    );
    place(s, 'p1', 'zheng-he', 0);
    s = act(s, 'effect.activate', 'p1', { source: { zone: 'front', slot: 0 }, effect: 0 });
    const c = s.game.pendingChoice!;
    expect(c.options.map((id) => s.cards[id].cardId)).toEqual(['fair-trade', 'merchant']);
    expect(legalActions(def, s, 'p1').map((a) => a.payload)).toEqual([{ option: 0 }, { option: 1 }, {}]);
    s = act(s, 'choice.pick', 'p1', { option: 1 });
    expect(s.game.players.p1.hand.map((id) => s.cards[id].cardId)).toEqual(['merchant']);
    expect(s.game.players.p1.deck).toHaveLength(4);
    expect(refusal(s, 'effect.activate', 'p1', { source: { zone: 'front', slot: 0 }, effect: 0 })).toBe(
      'ERR_EFFECT_LIMIT',
    );
  });
  it('a search with nothing to find opens no choice', () => {
    let s = passTo(newMatch({ p1: ['farmer'] }), 'turn.action');
    place(s, 'p1', 'zheng-he', 0);
    s = act(s, 'effect.activate', 'p1', { source: { zone: 'front', slot: 0 }, effect: 0 });
    expect(s.game.pendingChoice).toBeNull();
    expect(s.effects.some((e) => e.type === 'noOption')).toBe(true);
  });
});

describe('costs, targets and continuous effects', () => {
  it('李斯: the discard cost is chosen in the payload; a card cannot pay for nothing', () => {
    let s = passTo(newMatch({ p1: ['meng-tian', 'farmer'] }), 'turn.action');
    place(s, 'p1', 'li-si', 0);
    expect(
      refusal(s, 'effect.activate', 'p1', { source: { zone: 'front', slot: 0 }, effect: 0, costCards: [] }),
    ).toBe('ERR_COST');
    const x = toHand(s, 'p1', 'footman');
    const acts = legalActions(def, s, 'p1').filter((a) => a.type === 'effect.activate');
    expect(acts.map((a) => (a.payload as any).costCards)).toEqual([[x]]);
    s = act(s, 'effect.activate', 'p1', { source: { zone: 'front', slot: 0 }, effect: 0, costCards: [x] });
    expect(s.game.players.p1.graveyard).toEqual([x]);
    s = act(s, 'choice.pick', 'p1', { option: 0 });
    expect(s.cards[s.game.players.p1.hand[0]].cardId).toBe('meng-tian');
  });
  it("秦始皇: own Qin-aura characters get +2 while it is face up; the opponent's do not", () => {
    const s = passTo(newMatch(), 'turn.action');
    place(s, 'p1', 'qin-shihuang', 0);
    const mine = place(s, 'p1', 'meng-tian', 1);
    const theirs = place(s, 'p2', 'chen-sheng', 0);
    expect(effectiveAtk(s, 'p1', mine)).toBe(7);
    expect(effectiveAtk(s, 'p1', s.game.players.p1.front[0]!)).toBe(22);
    expect(effectiveAtk(s, 'p2', theirs)).toBe(3);
    s.game.players.p1.front[0]!.position = 'faceDownDefense';
    expect(effectiveAtk(s, 'p1', mine)).toBe(5);
  });
  it('targets must match the filter: 烽火连天 targets only opposing characters', () => {
    const s = passTo(newMatch(), 'turn.action');
    place(s, 'p1', vanilla(2, 2, 2), 0);
    place(s, 'p2', vanilla(2, 2, 2), 4, 'faceDownDefense');
    const m = toHand(s, 'p1', 'beacon-fire');
    expect(
      refusal(s, 'magic.activate', 'p1', { card: m, targets: [{ seat: 'p1', zone: 'front', slot: 0 }] }),
    ).toBe('ERR_BAD_TARGET');
    expect(refusal(s, 'magic.activate', 'p1', { card: m })).toBe('ERR_TARGETS');
    const acts = legalActions(def, s, 'p1').filter((a) => a.type === 'magic.activate');
    expect(acts.map((a) => (a.payload as any).targets)).toEqual([[{ seat: 'p2', zone: 'front', slot: 4 }]]);
  });
  it('a filter that reads printed data never matches a face-down card (hidden information)', () => {
    const s = passTo(newMatch(), 'turn.action');
    place(s, 'p2', 'meng-tian', 0, 'faceDownDefense');
    place(s, 'p1', 'diao-chan', 0);
    const acts = legalActions(def, s, 'p1').filter((a) => a.type === 'effect.activate');
    expect(acts).toEqual([]);
  });
});

describe('triggers', () => {
  it('summoned: 书生 draws a card when summoned face up, not when set', () => {
    let s = passTo(newMatch({ p1: ['farmer', 'farmer'] }), 'turn.action');
    const a = toHand(s, 'p1', 'scholar');
    s = act(s, 'summon.normal', 'p1', { card: a, tributes: [] });
    expect(s.game.players.p1.hand).toHaveLength(1);
    let t = passTo(newMatch({ p1: ['farmer', 'farmer'] }), 'turn.action');
    const b = toHand(t, 'p1', 'scholar');
    t = act(t, 'summon.set', 'p1', { card: b, tributes: [] });
    expect(t.game.players.p1.hand).toHaveLength(0);
  });
  it('destroyed: 刑天 deals 5 to the opposing avatar when destroyed', () => {
    let s = passTo(newMatch(), 'turn.action');
    place(s, 'p2', 'xing-tian', 0);
    const m = toHand(s, 'p1', 'beacon-fire');
    s.game.players.p2.front[0]!.damage = 3;
    s = act(s, 'magic.activate', 'p1', { card: m, targets: [{ seat: 'p2', zone: 'front', slot: 0 }] });
    expect(s.game.players.p2.front[0]).toBeNull();
    expect(s.game.players.p1.hp).toBe(145);
  });
  it('phaseStart: 泰山封禅 heals 3 at the start of each own turn', () => {
    let s = passTo(newMatch({ hp: [60, undefined] }), 'turn.action');
    s.game.players.p1.hp = 40;
    const c = toHand(s, 'p1', 'feng-shan');
    s = act(s, 'magic.activate', 'p1', { card: c });
    s = nextTurnAction(s);
    expect(s.game.players.p1.hp).toBe(40);
    s = nextTurnAction(s);
    expect(s.game.players.p1.hp).toBe(43);
  });
  it('attacked: 尉迟恭 hurts its attacker on declaration; an attacker destroyed that way fizzles (R34)', () => {
    let s = newMatch();
    s = passTo(s, 'turn.end.window');
    s = passTo(s, 'turn.action', 20);
    place(s, 'p1', 'yuchi-gong', 0);
    place(s, 'p2', vanilla(2, 3, 2), 0);
    s = passTo(s, 'turn.battle.idle');
    s = act(s, 'battle.attack', 'p2', { attacker: 0, target: 0 });
    expect(s.game.players.p2.front[0]).toBeNull();
    s = act(s, 'priority.pass', 'p1');
    s = act(s, 'priority.pass', 'p2');
    expect(s.effects.some((e) => e.type === 'attackFizzled')).toBe(true);
    expect(s.game.players.p1.front[0]!.damage).toBe(0);
  });
  it('R32: 霍去病 gains an extra attack the turn it is summoned', () => {
    let s = newMatch();
    s = passTo(s, 'turn.end.window');
    s = passTo(s, 'turn.action', 20);
    place(s, 'p2', vanilla(4, 4, 4), 0);
    place(s, 'p2', vanilla(4, 4, 4), 1);
    const h = toHand(s, 'p2', 'huo-qubing');
    s = act(s, 'summon.normal', 'p2', { card: h, tributes: [0, 1] });
    expect(s.game.players.p2.front[0]!.extraAttacks).toBe(1);
  });
});

describe('more ops: banish, durability, HP modifiers, sendTo, opponent discard', () => {
  it("焚书坑儒: 2 damage, then its controller banishes a card of its choice from the opponent's graveyard", () => {
    let s = passTo(newMatch(), 'turn.action');
    const g = toHand(s, 'p2', 'farmer');
    s.game.players.p2.hand.pop();
    s.game.players.p2.graveyard.push(g);
    const m = toHand(s, 'p1', 'burning-books');
    s = act(s, 'magic.activate', 'p1', { card: m });
    expect(s.game.players.p2.hp).toBe(148);
    expect(s.game.pendingChoice).toMatchObject({
      seat: 'p1',
      owner: 'p2',
      from: 'graveyard',
      to: 'banished',
    });
    s = act(s, 'choice.pick', 'p1', { option: 0 });
    expect(s.game.players.p2.banished).toEqual([g]);
  });
  it('百炼铸剑 needs a weapon; it adds durability and avatar attack for the turn', () => {
    let s = passTo(newMatch(), 'turn.action');
    const m = toHand(s, 'p1', 'forging-blade');
    expect(refusal(s, 'magic.activate', 'p1', { card: m })).toBe('ERR_CONDITION');
    const w = toHand(s, 'p1', 'sky-piercer');
    s = act(s, 'equip.person', 'p1', { card: w });
    s = act(s, 'priority.pass', 'p2');
    s = act(s, 'magic.activate', 'p1', { card: m });
    expect(s.game.players.p1.personEquips[0].durabilityLeft).toBe(3);
    expect((def.view(s, 'p1') as any).seats.p1.avatarAtk).toBe(7);
    s = nextTurnAction(s);
    expect((def.view(s, 'p1') as any).seats.p1.avatarAtk).toBe(5);
  });
  it('金钟罩: +5 HP until the end of next turn; when it expires damage drops by 5 (R8)', () => {
    let s = passTo(newMatch(), 'turn.action');
    place(s, 'p1', vanilla(3, 2, 4), 0);
    const m = toHand(s, 'p1', 'golden-bell');
    s = act(s, 'magic.activate', 'p1', { card: m, targets: [{ seat: 'p1', zone: 'front', slot: 0 }] });
    s.game.players.p1.front[0]!.damage = 7;
    s = nextTurnAction(s);
    expect(s.game.players.p1.front[0]!.damage).toBe(7);
    s = nextTurnAction(s);
    expect(s.game.players.p1.front[0]!.damage).toBe(2);
    expect(s.game.players.p1.front[0]!.mods).toEqual([]);
  });
  it("调虎离山 returns a character to its owner's hand; 釜底抽薪 makes the opponent choose a discard", () => {
    let s = passTo(newMatch(), 'turn.action');
    const ch = place(s, 'p2', 'meng-tian', 2);
    setCard(s, 'p1', 'lure-tiger', 0);
    setCard(s, 'p1', 'cut-supplies', 1);
    const a = toHand(s, 'p2', 'farmer');
    const b = toHand(s, 'p2', 'footman');
    s = act(s, 'set.activate', 'p1', { slot: 0, targets: [{ seat: 'p2', zone: 'front', slot: 2 }] });
    expect(s.game.players.p2.hand).toEqual([a, b, ch.id]);
    s = act(s, 'set.activate', 'p1', { slot: 1 });
    expect(s.active).toBe('p2');
    expect(legalActions(def, s, 'p2').filter((x) => x.type === 'choice.pick')).toHaveLength(3);
    s = act(s, 'choice.pick', 'p2', { option: 1 });
    expect(s.game.players.p2.graveyard).toEqual([b]);
    expect(s.active).toBe('p1');
  });
});

describe('phaseStart triggers in every phase', () => {
  it('a card whose trigger names the end phase fires as the end phase begins, once per turn', () => {
    const id = register({
      id: 'test-end-bell',
      type: 'magic',
      magicKind: 'continuous',
      rarity: 'common',
      name: { zh: '暮鼓', en: 'Evening Drum' },
      text: { zh: '', en: '' },
      effects: [
        {
          kind: 'triggered',
          trigger: { on: 'phaseStart', filter: { phase: 'end' } },
          ops: [{ op: 'damage', target: 'opponentAvatar', n: 1 }],
          text: { zh: '', en: '' },
        },
      ],
    });
    let s = passTo(newMatch(), 'turn.action');
    const c = toHand(s, 'p1', id);
    s = act(s, 'magic.activate', 'p1', { card: c });
    s = passTo(s, 'turn.end.window');
    expect(s.game.players.p2.hp).toBe(149);
    s = passTo(nextTurnAction(s), 'turn.end.window'); // p2's end phase: not the card's controller's turn
    expect(s.turn).toBe(2);
    expect(s.game.players.p2.hp).toBe(149);
    s = passTo(nextTurnAction(s), 'turn.end.window');
    expect(s.game.players.p2.hp).toBe(148);
  });
});
