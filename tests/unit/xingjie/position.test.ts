/** §5.2 position changes (R19, R20) and R21 (face-down characters have no effects). */
import { describe, expect, it } from 'vitest';
import { legalActions } from '@/machines/engine';
import { act, def, newMatch, nextTurnAction, passTo, place, refusal, toHand, vanilla } from './helpers';

describe('position changes (R20)', () => {
  it('once per character per turn, attack ↔ defence', () => {
    let s = passTo(newMatch(), 'turn.action');
    place(s, 'p1', vanilla(3, 3, 3), 0);
    s = act(s, 'position.change', 'p1', { slot: 0, to: 'defense' });
    expect(s.game.players.p1.front[0]!.position).toBe('defense');
    s = act(s, 'priority.pass', 'p2');
    expect(refusal(s, 'position.change', 'p1', { slot: 0, to: 'attack' })).toBe('ERR_POSITION_CHANGED');
  });
  it('not on the turn it arrived; a set character is flipped from the next own turn (R19)', () => {
    let s = passTo(newMatch(), 'turn.action');
    const c = toHand(s, 'p1', 'farmer');
    s = act(s, 'summon.set', 'p1', { card: c, tributes: [] });
    s = act(s, 'priority.pass', 'p2');
    expect(refusal(s, 'position.change', 'p1', { slot: 0, to: 'attack' })).toBe('ERR_ENTERED_THIS_TURN');
    s = nextTurnAction(s); // p2's turn: not the owner's action phase
    expect(refusal(s, 'position.change', 'p1', { slot: 0, to: 'attack' })).toBe('ERR_WRONG_PHASE');
    s = nextTurnAction(s);
    const moves = legalActions(def, s, 'p1').filter((a) => a.type === 'position.change');
    expect(moves.map((a) => (a.payload as any).to).sort()).toEqual(['attack', 'defense']);
    s = act(s, 'position.change', 'p1', { slot: 0, to: 'defense' });
    expect(s.game.players.p1.front[0]!.position).toBe('defense');
  });
  it('nothing turns face down by a position change', () => {
    const s = passTo(newMatch(), 'turn.action');
    place(s, 'p1', vanilla(3, 3, 3), 0, 'defense');
    expect(refusal(s, 'position.change', 'p1', { slot: 0, to: 'faceDownDefense' })).toBe('ERR_BAD_POSITION');
  });
});

describe('R21 face-down characters have no activatable effects', () => {
  it('a face-down 萧何 offers no effect; face up it does, once per turn', () => {
    let s = passTo(newMatch({ hp: [100, undefined] }), 'turn.action');
    place(s, 'p1', 'xiao-he', 0, 'faceDownDefense');
    expect(refusal(s, 'effect.activate', 'p1', { source: { zone: 'front', slot: 0 }, effect: 0 })).toBe(
      'ERR_NO_SOURCE',
    );
    s.game.players.p1.front[0]!.position = 'defense';
    s.game.players.p1.hp = 90;
    s = act(s, 'effect.activate', 'p1', { source: { zone: 'front', slot: 0 }, effect: 0 });
    expect(s.game.players.p1.hp).toBe(95);
    expect(refusal(s, 'effect.activate', 'p1', { source: { zone: 'front', slot: 0 }, effect: 0 })).toBe(
      'ERR_EFFECT_LIMIT',
    );
  });
});
