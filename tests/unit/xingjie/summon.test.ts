/** §5.2 summons, §5.4 special summons, §5.5 summon limit: R5, R6, R37, R41. */
import { describe, expect, it } from 'vitest';
import { legalActions } from '@/machines/engine';
import type { XingjieState } from '@/machines/xingjie/state';
import { act, def, isLegal, A, newMatch, passTo, place, refusal, toHand, vanilla } from './helpers';
import type { MatchOpts } from './helpers';

const actionPhase = (o: MatchOpts = {}) => passTo(newMatch(o), 'turn.action');
const front = (s: XingjieState, seat: 'p1' | 'p2' = 'p1') => s.game.players[seat].front;

describe('normal summon (R6)', () => {
  it('a ≤ 6★ character enters face up in attack position without tributes, entering this turn', () => {
    let s = actionPhase();
    const c = toHand(s, 'p1', vanilla(6, 5, 5));
    s = act(s, 'summon.normal', 'p1', { card: c, tributes: [] });
    expect(front(s)[0]).toMatchObject({ id: c, position: 'attack', enteredTurn: 1 });
    expect(s.game.players.p1.normalSummonUsed).toBe(true);
  });
  it('one normal summon per turn; a normal set uses it too', () => {
    let s = actionPhase();
    const a = toHand(s, 'p1', 'farmer');
    const b = toHand(s, 'p1', 'footman');
    s = act(s, 'summon.set', 'p1', { card: a, tributes: [] });
    expect(front(s)[0]).toMatchObject({ position: 'faceDownDefense', setTurn: 1 });
    s = act(s, 'priority.pass', 'p2');
    expect(refusal(s, 'summon.normal', 'p1', { card: b, tributes: [] })).toBe('ERR_NORMAL_SUMMON_USED');
  });
  it('a ≤ 6★ character takes no tributes (R6d); a full front row refuses an untributed summon', () => {
    const s = actionPhase();
    place(s, 'p1', 'farmer', 0);
    place(s, 'p1', 'farmer', 1);
    const c = toHand(s, 'p1', 'footman');
    expect(refusal(s, 'summon.normal', 'p1', { card: c, tributes: [0, 1] })).toBe('ERR_TRIBUTE_NOT_NEEDED');
    for (let i = 2; i < 7; i++) place(s, 'p1', 'farmer', i);
    expect(refusal(s, 'summon.normal', 'p1', { card: c, tributes: [] })).toBe('ERR_FRONT_ROW_FULL');
  });
  it("normalSummonPositions: ['attack','defense'] lets a normal summon enter in defence", () => {
    let s = actionPhase({ config: { normalSummonPositions: ['attack', 'defense'] } });
    const c = toHand(s, 'p1', 'farmer');
    expect(isLegal(s, A('summon.normal', 'p1', { card: c, tributes: [], position: 'defense' }))).toBe(true);
    s = act(s, 'summon.normal', 'p1', { card: c, tributes: [], position: 'defense' });
    expect(front(s)[0]!.position).toBe('defense');
    const t = actionPhase();
    const d = toHand(t, 'p1', 'farmer');
    expect(refusal(t, 'summon.normal', 'p1', { card: d, tributes: [], position: 'defense' })).toBe(
      'ERR_BAD_POSITION',
    );
  });
});

describe('tribute (上级) summon (R6c, R41)', () => {
  it('the source example: 5★ + 6★ + 6★ = 17★ may tribute summon a 17★ (rank 15 for the limit)', () => {
    let s = actionPhase({ rank: 15 });
    place(s, 'p1', vanilla(5, 1, 1), 0);
    place(s, 'p1', vanilla(6, 1, 1), 1, 'defense');
    place(s, 'p1', vanilla(6, 2, 2), 2, 'faceDownDefense');
    const big = toHand(s, 'p1', vanilla(17, 20, 20));
    s = act(s, 'summon.normal', 'p1', { card: big, tributes: [0, 1, 2] });
    expect(front(s)[0]).toMatchObject({ id: big, position: 'attack' });
    expect(front(s).filter(Boolean)).toHaveLength(1);
    expect(s.game.players.p1.graveyard).toHaveLength(3);
    expect(s.result).toBeNull();
  });
  it('tributes whose stars fall short are refused; one tribute is never enough', () => {
    const s = actionPhase({ rank: 15 });
    place(s, 'p1', vanilla(5, 1, 1), 0);
    place(s, 'p1', vanilla(6, 1, 1), 1);
    place(s, 'p1', vanilla(12, 1, 1), 2);
    const big = toHand(s, 'p1', vanilla(17, 20, 20));
    expect(refusal(s, 'summon.normal', 'p1', { card: big, tributes: [0, 1] })).toBe('ERR_TRIBUTE_STARS');
    expect(refusal(s, 'summon.normal', 'p1', { card: big, tributes: [2] })).toBe('ERR_TRIBUTES_NEEDED');
    expect(refusal(s, 'summon.normal', 'p1', { card: big, tributes: [0, 0] })).toBe('ERR_BAD_TRIBUTE');
    expect(refusal(s, 'summon.normal', 'p1', { card: big, tributes: [0, 5] })).toBe('ERR_BAD_TRIBUTE');
    expect(refusal(s, 'summon.normal', 'p1', { card: big, tributes: [0, 2] })).toBe('OK');
  });
  it("tributeRule 'sumExact' wants the exact sum; 'countOnly' only two or more tributes", () => {
    const prep = (o: MatchOpts) => {
      const s = actionPhase({ rank: 15, ...o });
      place(s, 'p1', vanilla(6, 1, 1), 0);
      place(s, 'p1', vanilla(6, 1, 1), 1);
      return { s, c: toHand(s, 'p1', vanilla(10, 1, 1)) };
    };
    const a = prep({ config: { tributeRule: 'sumExact' } });
    expect(refusal(a.s, 'summon.normal', 'p1', { card: a.c, tributes: [0, 1] })).toBe('ERR_TRIBUTE_STARS');
    const b = prep({});
    expect(refusal(b.s, 'summon.normal', 'p1', { card: b.c, tributes: [0, 1] })).toBe('OK');
    const c = actionPhase({ rank: 15, config: { tributeRule: 'countOnly' } });
    place(c, 'p1', vanilla(1, 1, 1), 0);
    place(c, 'p1', vanilla(1, 1, 1), 1);
    const big = toHand(c, 'p1', vanilla(15, 1, 1));
    expect(refusal(c, 'summon.normal', 'p1', { card: big, tributes: [0, 1] })).toBe('OK');
  });
  it('a full front row is fine for a tribute summon (R41)', () => {
    let s = actionPhase();
    for (let i = 0; i < 7; i++) place(s, 'p1', vanilla(4, 1, 1), i);
    const c = toHand(s, 'p1', vanilla(8, 9, 9));
    expect(isLegal(s, A('summon.normal', 'p1', { card: c, tributes: [2, 5] }))).toBe(true);
    s = act(s, 'summon.normal', 'p1', { card: c, tributes: [2, 5] });
    expect(front(s)[2]!.id).toBe(c);
    expect(front(s)[5]).toBeNull();
  });
  it('legalActions lists every tribute set that works, and only those', () => {
    const s = actionPhase();
    place(s, 'p1', vanilla(4, 1, 1), 0);
    place(s, 'p1', vanilla(3, 1, 1), 1);
    place(s, 'p1', vanilla(1, 1, 1), 2);
    const c = toHand(s, 'p1', vanilla(7, 9, 9));
    const sets = legalActions(def, s, 'p1')
      .filter((a) => a.type === 'summon.normal' && (a.payload as any).card === c)
      .map((a) => (a.payload as any).tributes);
    expect(sets).toEqual([
      [0, 1],
      [0, 1, 2],
    ]);
  });
});

describe('summon limit (§5.5, R5, R37)', () => {
  it('rank 10 may summon up to 12★; a 13★ summon is carried out and loses at once (W2)', () => {
    let s = actionPhase({ rank: 10 });
    place(s, 'p1', vanilla(7, 1, 1), 0);
    place(s, 'p1', vanilla(7, 1, 1), 1);
    place(s, 'p1', vanilla(7, 1, 1), 2);
    const ok = toHand(s, 'p1', vanilla(12, 1, 1));
    const over = toHand(s, 'p1', vanilla(13, 1, 1));
    expect(refusal(s, 'summon.normal', 'p1', { card: ok, tributes: [0, 1] })).toBe('OK');
    s = act(s, 'summon.normal', 'p1', { card: over, tributes: [0, 1] });
    expect(front(s)[0]!.id).toBe(over);
    expect(s.result).toMatchObject({ winner: 'p2', reason: 'overRankSummon' });
    expect(s.phase).toBe('over');
  });
  it("overLimitSummon: 'reject' refuses it instead and legalActions leaves it out", () => {
    const s = actionPhase({ rank: 10, config: { overLimitSummon: 'reject' } });
    place(s, 'p1', vanilla(7, 1, 1), 0);
    place(s, 'p1', vanilla(7, 1, 1), 1);
    const over = toHand(s, 'p1', vanilla(13, 1, 1));
    expect(refusal(s, 'summon.normal', 'p1', { card: over, tributes: [0, 1] })).toBe('ERR_OVER_SUMMON_LIMIT');
    expect(legalActions(def, s, 'p1').some((a) => (a.payload as any).card === over)).toBe(false);
  });
  it('unconditional ≤ 6★ summons still obey the limit: a rank-1 player cannot summon 4★ (R37); sets too', () => {
    let s = actionPhase({ rank: 1 });
    const c = toHand(s, 'p1', vanilla(4, 1, 1));
    s = act(s, 'summon.set', 'p1', { card: c, tributes: [] });
    expect(s.result).toMatchObject({ reason: 'overRankSummon' });
    const t = actionPhase({ rank: 1 });
    const d = toHand(t, 'p1', vanilla(3, 1, 1));
    expect(act(t, 'summon.normal', 'p1', { card: d, tributes: [] }).result).toBeNull();
  });
  it('summonLimitOffset is configurable; card effects raise it (武则天, 天命所归) or lower it (铁索连环)', () => {
    const s = actionPhase({ rank: 10, config: { summonLimitOffset: 3 } });
    place(s, 'p1', vanilla(7, 1, 1), 0);
    place(s, 'p1', vanilla(7, 1, 1), 1);
    const c13 = toHand(s, 'p1', vanilla(13, 1, 1));
    expect(act(s, 'summon.normal', 'p1', { card: c13, tributes: [0, 1] }).result).toBeNull();
    let t = actionPhase({ rank: 10 });
    place(t, 'p1', 'wu-zetian', 0, 'attack');
    place(t, 'p1', vanilla(7, 1, 1), 1);
    place(t, 'p1', vanilla(7, 1, 1), 2);
    const c14 = toHand(t, 'p1', vanilla(14, 1, 1));
    expect(act(t, 'summon.normal', 'p1', { card: c14, tributes: [1, 2] }).result).toBeNull();
    t = actionPhase({ rank: 10 });
    const m = toHand(t, 'p1', 'mandate-heaven');
    t = act(t, 'magic.activate', 'p1', { card: m });
    t = act(t, 'priority.pass', 'p2');
    place(t, 'p1', vanilla(8, 1, 1), 1);
    place(t, 'p1', vanilla(8, 1, 1), 2);
    const c15 = toHand(t, 'p1', vanilla(15, 1, 1));
    expect(act(t, 'summon.normal', 'p1', { card: c15, tributes: [1, 2] }).result).toBeNull();
    const u = actionPhase({ rank: 10 });
    u.game.players.p2.back[0] = {
      id: toHand(u, 'p2', 'chained-ships'),
      faceUp: true,
      setTurn: 0,
      equippedTo: null,
      durabilityLeft: null,
    };
    u.game.players.p2.hand.pop();
    const c11 = toHand(u, 'p1', vanilla(11, 1, 1));
    place(u, 'p1', vanilla(6, 1, 1), 0);
    place(u, 'p1', vanilla(6, 1, 1), 1);
    expect(act(u, 'summon.normal', 'p1', { card: c11, tributes: [0, 1] }).result).toMatchObject({
      reason: 'overRankSummon',
    });
  });
});

describe('special summon (§5.4, R28)', () => {
  it('an effect special-summons from the deck in any chosen position, without using the normal summon', () => {
    let s = actionPhase({ p1: ['farmer', 'jing-ke', 'footman'] });
    const m = toHand(s, 'p1', 'deserters-muster');
    s = act(s, 'magic.activate', 'p1', { card: m });
    expect(s.game.pendingChoice).toMatchObject({ seat: 'p1', from: 'deck', to: 'front' });
    expect(s.active).toBe('p1');
    const picks = legalActions(def, s, 'p1').filter((a) => a.type === 'choice.pick');
    expect(picks).toHaveLength(9); // 3 options × 3 positions
    expect(legalActions(def, s, 'p2').map((a) => a.type)).toEqual(['match.concede']);
    s = act(s, 'choice.pick', 'p1', { option: 1, position: 'faceDownDefense' });
    expect(front(s)[0]).toMatchObject({ position: 'faceDownDefense', setTurn: 1, enteredTurn: 1 });
    expect(s.cards[front(s)[0]!.id].cardId).toBe('jing-ke');
    expect(s.game.players.p1.normalSummonUsed).toBe(false);
    expect(s.game.pendingChoice).toBeNull();
    expect(s.active).toBe('p2');
  });
  it('special summons obey the summon limit too (R5)', () => {
    let s = actionPhase({ rank: 1, p1: ['jing-ke'] });
    const m = toHand(s, 'p1', 'deserters-muster');
    s = act(s, 'magic.activate', 'p1', { card: m });
    s = act(s, 'choice.pick', 'p1', { option: 0, position: 'attack' });
    expect(s.result).toMatchObject({ reason: 'overRankSummon' });
  });
});
