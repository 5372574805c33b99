/** §4 turn structure: phases, priority windows, R12 first turn, R23 hand limit, R24 deck-out. */
import { describe, expect, it } from 'vitest';
import { legalActions } from '@/machines/engine';
import { act, def, newMatch, passTo, refusal, toHand, nextTurnAction, vanilla, place } from './helpers';

describe('§4.1 phase sequence and §4.3 priority windows', () => {
  it('start → action on turn 1 (no draw phase, R12), then battle → end → next turn start → draw', () => {
    let s = newMatch({ first: 'p1' });
    const seen: string[] = [s.phase];
    while (s.turn === 1 || s.phase !== 'turn.draw') {
      s = act(s, 'priority.pass', s.game.priority!.holder);
      if (seen[seen.length - 1] !== s.phase) seen.push(s.phase);
    }
    expect(seen).toEqual([
      'turn.start',
      'turn.action',
      'turn.battle.idle',
      'turn.end.window',
      'turn.start',
      'turn.draw',
    ]);
    expect(s.turn).toBe(2);
    expect(s.game.turnPlayer).toBe('p2');
  });
  it('a window closes only after both players pass in succession; the turn player holds priority first', () => {
    let s = newMatch();
    expect(s.game.priority).toEqual({ holder: 'p1', passes: 0 });
    s = act(s, 'priority.pass', 'p1');
    expect(s.phase).toBe('turn.start');
    expect(s.active).toBe('p2');
    expect(refusal(s, 'priority.pass', 'p1')).toBe('ERR_NO_PRIORITY');
    s = act(s, 'priority.pass', 'p2');
    expect(s.phase).toBe('turn.action');
  });
  it('after a main action the opponent gets a response window; the phase ends when both then pass', () => {
    let s = passTo(newMatch(), 'turn.action');
    const c = toHand(s, 'p1', 'farmer');
    s = act(s, 'summon.normal', 'p1', { card: c, tributes: [] });
    expect(s.game.priority).toEqual({ holder: 'p2', passes: 0 });
    s = act(s, 'priority.pass', 'p2');
    expect(s.active).toBe('p1');
    expect(s.phase).toBe('turn.action');
    s = act(s, 'priority.pass', 'p1');
    expect(s.phase).toBe('turn.battle.idle');
  });
});

describe('R12 the first player neither draws nor attacks on turn 1', () => {
  it('no draw on turn 1; the second player draws on turn 2', () => {
    let s = newMatch({ first: 'p2', openingHand: 5 });
    s = passTo(s, 'turn.action');
    expect(s.game.players.p2.hand).toHaveLength(5);
    s = nextTurnAction(s);
    expect(s.game.players.p1.hand).toHaveLength(6);
  });
  it('the battle phase happens on turn 1 but no attack is legal', () => {
    let s = newMatch();
    s = passTo(s, 'turn.battle.idle');
    place(s, 'p1', vanilla(3, 3, 3), 0);
    expect(legalActions(def, s, 'p1').map((a) => a.type)).not.toContain('battle.attack');
    expect(refusal(s, 'battle.attack', 'p1', { attacker: 0, target: 'avatar' })).toBe(
      'ERR_FIRST_TURN_NO_ATTACK',
    );
  });
});

describe('R23 hand limit and R39', () => {
  it('the turn player discards down to 10 at the end of the end phase, one chosen card at a time', () => {
    let s = passTo(newMatch(), 'turn.end.window');
    const ids = Array.from({ length: 12 }, () => toHand(s, 'p1', 'farmer'));
    for (let i = 0; i < 13; i++) toHand(s, 'p2', 'farmer');
    s = act(s, 'priority.pass', 'p1');
    s = act(s, 'priority.pass', 'p2');
    expect(s.phase).toBe('turn.end.discard');
    expect(s.active).toBe('p1');
    expect(legalActions(def, s, 'p2').map((a) => a.type)).toEqual(['match.concede']);
    expect(refusal(s, 'priority.pass', 'p1')).toBe('ERR_NO_PRIORITY');
    s = act(s, 'hand.discard', 'p1', { card: ids[3] });
    expect(s.phase).toBe('turn.end.discard');
    s = act(s, 'hand.discard', 'p1', { card: ids[7] });
    expect(s.turn).toBe(2);
    expect(s.game.players.p1.hand).toHaveLength(10);
    expect(s.game.players.p1.graveyard).toEqual([ids[3], ids[7]]);
    expect(s.game.players.p2.hand).toHaveLength(13); // only the turn player's hand is checked
  });
  it('handLimit is configurable', () => {
    let s = passTo(newMatch({ config: { handLimit: 2 } }), 'turn.end.window');
    for (let i = 0; i < 3; i++) toHand(s, 'p1', 'farmer');
    s = passTo(s, 'turn.end.discard');
    expect(legalActions(def, s, 'p1').filter((a) => a.type === 'hand.discard')).toHaveLength(3);
  });
});

describe('R24 deck-out', () => {
  it('a player who must draw in the draw phase from an empty deck loses', () => {
    let s = newMatch({ p2: [] });
    s = passTo(s, 'turn.end.window');
    s = act(s, 'priority.pass', 'p1');
    s = act(s, 'priority.pass', 'p2');
    s = act(s, 'priority.pass', 'p2');
    s = act(s, 'priority.pass', 'p1');
    expect(s.result).toMatchObject({ winner: 'p1', reason: 'deckOut' });
    expect(s.phase).toBe('over');
  });
  it("deckOut: 'skipDraw' skips the draw instead", () => {
    let s = newMatch({ p2: [], config: { deckOut: 'skipDraw' } });
    s = nextTurnAction(s);
    expect(s.result).toBeNull();
    expect(s.turn).toBe(2);
  });
  it('draws made by effects take what is left without losing', () => {
    let s = passTo(newMatch({ p1: ['farmer'] }), 'turn.action');
    const m = toHand(s, 'p1', 'borrowed-arrows');
    s = act(s, 'magic.activate', 'p1', { card: m });
    expect(s.game.players.p1.hand).toHaveLength(1);
    expect(s.result).toBeNull();
  });
});
