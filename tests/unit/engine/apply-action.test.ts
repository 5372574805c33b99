import { describe, it, expect } from 'vitest';
import { applyAction, cloneState, legalActions } from '@/machines/engine';
import type { Action } from '@/machines/engine';
import { DECK, Play, clone, deepFreeze, duelette, playGreedy, stackedSetup } from './helpers';

/** p1 to move with spark, flame, blaze in hand (p1-0, p1-1, p1-2); target 100. */
const fresh = () => new Play(stackedSetup({ position: { hands: { p1: 2 } } }));
/** p1 wins by playing p1-0 (blaze) with target 3. */
const winnable = () =>
  new Play(
    stackedSetup({ config: { targetScore: 3 }, decks: { p1: ['blaze', 'ash', 'ash'], p2: [...DECK] } }),
  );

describe('applyAction never mutates its input', () => {
  const actions: Action[] = [
    { type: 'card.play', actor: 'p1', payload: { card: 'p1-0' } },
    { type: 'phase.pass', actor: 'p1', payload: {} },
    { type: 'match.concede', actor: 'p2', payload: {} },
    { type: 'fate.pin', actor: 'author', payload: { kind: 'draw', seat: 'p2', cardId: 'blaze' } },
    {
      type: 'author.ruling',
      actor: 'author',
      payload: { change: { op: 'setScore', seat: 'p1', value: 5 }, reason: 'story' },
    },
    // refused ones
    { type: 'card.play', actor: 'p2', payload: { card: 'p2-0' } },
    { type: 'card.play', actor: 'p1', payload: { card: 'p1-9' } },
    { type: 'card.play', actor: 'p1', payload: { card: 'p1-0', extra: 1 } },
    { type: 'nope.nope', actor: 'p1', payload: {} },
    { type: 'BAD', actor: 'p1', payload: {} },
    { type: 'fate.pin', actor: 'author', payload: { kind: 'draw', seat: 'p2', cardId: 'dragon' } },
    { type: 'author.ruling', actor: 'author', payload: { change: { op: 'setScore', seat: 'p1', value: 5 } } },
  ];
  it.each(actions.map((a) => [`${a.type} by ${a.actor}`, a] as const))(
    '%s (deep-frozen input)',
    (_n, action) => {
      const p = fresh();
      const before = JSON.stringify(p.state);
      const frozen = deepFreeze(clone(p.state));
      const frozenAction = deepFreeze(clone(action));
      const r = applyAction(duelette, frozen, frozenAction);
      expect(JSON.stringify(frozen)).toBe(before);
      if (r.ok) {
        expect(r.state).not.toBe(frozen);
        expect(JSON.stringify(r.state)).not.toBe(before);
      } else {
        expect(r.error.code).toMatch(/^ERR_/);
      }
      // and with a plain (unfrozen) state, compared by JSON
      const r2 = applyAction(duelette, p.state, action);
      expect(JSON.stringify(p.state)).toBe(before);
      expect(r2.ok).toBe(r.ok);
      if (r.ok && r2.ok) expect(r2.state).toEqual(r.state);
    },
  );

  it('the returned state shares no objects with the input', () => {
    const p = fresh();
    const r = applyAction(duelette, p.state, { type: 'card.play', actor: 'p1', payload: { card: 'p1-0' } });
    if (!r.ok) throw new Error('refused');
    const before = JSON.stringify(p.state);
    r.state.game.zones.p1.hand.push('x');
    r.state.players.p1.name = 'changed';
    r.state.config.targetScore = 1;
    r.state.rng[0] = 0;
    expect(JSON.stringify(p.state)).toBe(before);
  });
});

describe('applyAction refusals', () => {
  it('ERR_BAD_ACTION for a malformed envelope or a bad type string', () => {
    const p = fresh();
    const bad: unknown[] = [
      null,
      'card.play',
      {},
      { type: 'card.play', payload: { card: 'p1-0' } },
      { type: 'card.play', actor: 'p3', payload: { card: 'p1-0' } },
      { type: 42, actor: 'p1' },
      { type: '', actor: 'p1' },
      { type: 'play', actor: 'p1' },
      { type: 'Card.play', actor: 'p1' },
      { type: 'card..play', actor: 'p1' },
      { type: 'card.play ', actor: 'p1' },
      { type: `a.${'b'.repeat(70)}`, actor: 'p1' },
    ];
    for (const a of bad) {
      const before = JSON.stringify(p.state);
      const r = applyAction(duelette, p.state, a as Action);
      expect(r.ok, JSON.stringify(a)).toBe(false);
      if (!r.ok) expect(r.error.code, JSON.stringify(a)).toBe('ERR_BAD_ACTION');
      expect(JSON.stringify(p.state)).toBe(before);
    }
  });

  it('ERR_UNKNOWN_ACTION for a well-formed type the game does not have', () => {
    expect(fresh().refuse('card.burn', 'p1', { card: 'p1-0' }).code).toBe('ERR_UNKNOWN_ACTION');
    expect(fresh().refuse('match.created', 'system', {}).code).toBe('ERR_UNKNOWN_ACTION');
  });

  it('ERR_BAD_PAYLOAD for an extra key or a wrong type', () => {
    const p = fresh();
    expect(p.refuse('card.play', 'p1', { card: 'p1-0', extra: true }).code).toBe('ERR_BAD_PAYLOAD');
    expect(p.refuse('card.play', 'p1', { card: 0 }).code).toBe('ERR_BAD_PAYLOAD');
    expect(p.refuse('card.play', 'p1', {}).code).toBe('ERR_BAD_PAYLOAD');
    expect(p.refuse('card.play', 'p1', 'p1-0').code).toBe('ERR_BAD_PAYLOAD');
    expect(p.refuse('phase.pass', 'p1', { now: true }).code).toBe('ERR_BAD_PAYLOAD');
    expect(p.refuse('match.concede', 'p1', { why: 'bored' }).code).toBe('ERR_BAD_PAYLOAD');
    expect(p.refuse('fate.pin', 'author', { kind: 'draw', seat: 'p1' }).code).toBe('ERR_BAD_PAYLOAD');
    expect(p.refuse('fate.pin', 'author', { kind: 'weather' }).code).toBe('ERR_BAD_PAYLOAD');
  });

  it('a missing payload counts as {}', () => {
    const p = fresh();
    const r = applyAction(duelette, p.state, { type: 'phase.pass', actor: 'p1' } as Action);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.events[0].payload).toEqual({});
  });

  it('ERR_NOT_A_SEAT when the author or the system makes a game action or concedes', () => {
    const p = fresh();
    expect(p.refuse('card.play', 'author', { card: 'p1-0' }).code).toBe('ERR_NOT_A_SEAT');
    expect(p.refuse('phase.pass', 'system', {}).code).toBe('ERR_NOT_A_SEAT');
    expect(p.refuse('match.concede', 'author', {}).code).toBe('ERR_NOT_A_SEAT');
  });

  it('ERR_NOT_YOUR_TURN for the seat that is not active', () => {
    const p = fresh();
    expect(p.refuse('card.play', 'p2', { card: 'p2-0' }).code).toBe('ERR_NOT_YOUR_TURN');
    expect(p.refuse('phase.pass', 'p2').code).toBe('ERR_NOT_YOUR_TURN');
  });

  it("ERR_NOT_IN_HAND for a card in the deck, the opponent's hand or nowhere", () => {
    const p = fresh();
    p.do('phase.pass', 'p1');
    p.do('phase.pass', 'p2');
    // p1 now holds p1-0..p1-3, p2 holds p2-0
    expect(p.refuse('card.play', 'p1', { card: 'p1-9' }).code).toBe('ERR_NOT_IN_HAND');
    expect(p.refuse('card.play', 'p1', { card: 'p2-0' }).code).toBe('ERR_NOT_IN_HAND');
    expect(p.refuse('card.play', 'p1', { card: 'nothing' }).code).toBe('ERR_NOT_IN_HAND');
    p.do('card.play', 'p1', { card: 'p1-0' });
    expect(p.refuse('card.play', 'p1', { card: 'p1-0' }).code).toBe('ERR_NOT_IN_HAND');
  });

  it('ERR_NO_PLAYS_LEFT after playsPerTurn plays, reset next turn', () => {
    const p = fresh();
    p.do('card.play', 'p1', { card: 'p1-0' });
    p.do('card.play', 'p1', { card: 'p1-1' });
    expect(p.state.game.playsLeft).toBe(0);
    expect(p.refuse('card.play', 'p1', { card: 'p1-2' }).code).toBe('ERR_NO_PLAYS_LEFT');
    p.do('phase.pass', 'p1');
    p.do('phase.pass', 'p2');
    expect(p.state.game.playsLeft).toBe(2);
    p.do('card.play', 'p1', { card: 'p1-2' });
  });

  it('ERR_MATCH_OVER for every non-author action after a win', () => {
    const p = winnable();
    p.do('card.play', 'p1', { card: 'p1-0' });
    expect(p.state.result).toMatchObject({ winner: 'p1', reason: 'score' });
    expect(p.state.phase).toBe('over');
    expect(p.refuse('phase.pass', 'p1').code).toBe('ERR_MATCH_OVER');
    expect(p.refuse('card.play', 'p2', { card: 'p2-0' }).code).toBe('ERR_MATCH_OVER');
    expect(p.refuse('match.concede', 'p2').code).toBe('ERR_MATCH_OVER');
    expect(p.refuse('nope.nope', 'p2').code).toBe('ERR_MATCH_OVER');
  });
});

describe('accepted actions', () => {
  it('return one event with seq/type/actor/payload/v, and seq advances by one per action', () => {
    const p = fresh();
    expect(p.state.seq).toBe(1);
    const e1 = p.do('card.play', 'p1', { card: 'p1-0' });
    expect(e1).toEqual({
      seq: 1,
      type: 'card.play',
      actor: 'p1',
      payload: { card: 'p1-0' },
      v: duelette.schemaVersion,
    });
    expect(p.state.seq).toBe(2);
    const e2 = p.do('phase.pass', 'p1');
    expect(e2).toEqual({ seq: 2, type: 'phase.pass', actor: 'p1', payload: {}, v: 2 });
    const e3 = p.do('fate.pin', 'author', { kind: 'coin', winner: 'p2' });
    expect(e3).toEqual({
      seq: 3,
      type: 'fate.pin',
      actor: 'author',
      payload: { kind: 'coin', winner: 'p2' },
      v: 2,
    });
    const e4 = p.do('author.ruling', 'author', {
      change: { op: 'setScore', seat: 'p2', value: 3 },
      reason: '  plot  ',
    });
    expect(e4).toEqual({
      seq: 4,
      type: 'author.ruling',
      actor: 'author',
      payload: { change: { op: 'setScore', seat: 'p2', value: 3 }, reason: 'plot' },
      v: 2,
    });
    const e5 = p.do('match.concede', 'p1');
    expect(e5).toEqual({ seq: 5, type: 'match.concede', actor: 'p1', payload: {}, v: 2 });
    expect(p.state.seq).toBe(6);
    expect(p.events.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('a refused action does not advance seq', () => {
    const p = fresh();
    p.refuse('phase.pass', 'p2');
    expect(p.state.seq).toBe(1);
    expect(p.do('phase.pass', 'p1').seq).toBe(1);
  });

  it('resets effects on every action', () => {
    const p = fresh();
    p.do('card.play', 'p1', { card: 'p1-2' });
    expect(p.state.effects).toEqual([{ type: 'score', seat: 'p1', points: 3 }]);
    p.do('phase.pass', 'p1');
    expect(p.state.effects).toEqual([
      { type: 'pass', seat: 'p1' },
      { type: 'draw', seat: 'p2', card: 'p2-0' },
    ]);
    p.do('fate.pin', 'author', { kind: 'coin', winner: 'p1' });
    expect(p.state.effects).toEqual([]);
    p.do('author.ruling', 'author', { change: { op: 'setScore', seat: 'p1', value: 0 }, reason: 'r' });
    expect(p.state.effects).toEqual([{ type: 'ruling' }]);
    p.do('card.play', 'p2', { card: 'p2-0' });
    expect(p.state.effects).toEqual([{ type: 'score', seat: 'p2', points: 1 }]);
    p.do('match.concede', 'p1');
    expect(p.state.effects).toEqual([]);
  });
});

describe('legalActions and concession', () => {
  it("lists the active seat's plays, pass and concession; the other seat may only concede", () => {
    const p = fresh();
    const l1 = legalActions(duelette, p.state, 'p1');
    expect(l1).toContainEqual({ type: 'phase.pass', actor: 'p1', payload: {} });
    expect(l1).toContainEqual({ type: 'card.play', actor: 'p1', payload: { card: 'p1-0' } });
    expect(l1).toContainEqual({ type: 'match.concede', actor: 'p1', payload: {} });
    expect(l1).toHaveLength(5);
    expect(legalActions(duelette, p.state, 'p2')).toEqual([
      { type: 'match.concede', actor: 'p2', payload: {} },
    ]);
    for (const a of [...l1, ...legalActions(duelette, p.state, 'p2')])
      expect(applyAction(duelette, p.state, a).ok).toBe(true);
  });

  it('is empty for both seats once the match is over', () => {
    const p = winnable();
    p.do('card.play', 'p1', { card: 'p1-0' });
    expect(legalActions(duelette, p.state, 'p1')).toEqual([]);
    expect(legalActions(duelette, p.state, 'p2')).toEqual([]);
    const g = playGreedy(new Play(stackedSetup({ config: { targetScore: 8 } })));
    expect(g.state.result).not.toBeNull();
    expect(legalActions(duelette, g.state, 'p1')).toEqual([]);
    expect(legalActions(duelette, g.state, 'p2')).toEqual([]);
  });

  it.each(['p1', 'p2'] as const)('concession by %s gives the win to the other seat', (seat) => {
    const p = fresh();
    p.do('match.concede', seat);
    const other = seat === 'p1' ? 'p2' : 'p1';
    expect(p.state.result).toEqual({
      winner: other,
      reason: 'concede',
      text: { zh: `${p.state.players[seat].name}认输`, en: `${p.state.players[seat].name} conceded` },
    });
    expect(p.state.phase).toBe('over');
    expect(legalActions(duelette, p.state, other)).toEqual([]);
  });

  it('a seat that must draw from an empty deck loses', () => {
    const p = new Play(stackedSetup({ decks: { p1: [...DECK], p2: ['ash', 'ash', 'ash'] } }));
    for (let i = 0; i < 3; i++) {
      p.do('phase.pass', 'p1');
      p.do('phase.pass', 'p2');
    }
    expect(p.state.result).toBeNull();
    p.do('phase.pass', 'p1');
    expect(p.state.result).toMatchObject({ winner: 'p1', reason: 'deckOut' });
    expect(p.state.effects).toContainEqual({ type: 'deckOut', seat: 'p2' });
  });
});

describe('cloneState (the copy behind copy-on-apply)', () => {
  it('gives exactly what a JSON round trip gives, as a deep copy', () => {
    const tricky = {
      a: 1,
      b: undefined,
      c: [1, undefined, 'x', null, { d: undefined, e: [[]] }],
      f: { g: { h: 'deep' } },
      n: Number.NaN,
      i: Number.POSITIVE_INFINITY,
      fn: () => 1,
      arr: [() => 2],
      z: -0,
      s: '',
      t: true,
    };
    const copy = cloneState(tricky);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(tricky));
    expect(copy).toEqual(JSON.parse(JSON.stringify(tricky)));
    expect(Object.keys(copy)).toEqual(Object.keys(JSON.parse(JSON.stringify(tricky))));
    (copy.f.g as { h: string }).h = 'changed';
    (copy.c[4] as { e: unknown[][] }).e[0].push(1);
    expect(tricky.f.g.h).toBe('deep');
    expect((tricky.c[4] as { e: unknown[][] }).e[0]).toEqual([]);
  });
});
