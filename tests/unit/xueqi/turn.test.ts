/** §4 round and turn structure: R2, R3, R4, R38, R39, R22. */
import { describe, expect, it } from 'vitest';
import { legalActions } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import { P1, P2, act, duel, give, passTurn, refusal, toMain } from './helpers';

describe('§4 turn structure', () => {
  it('round 1: the first player draws 1; the second draws 2 and puts one hand card on the deck bottom (R3)', () => {
    let s = duel();
    s = act(s, 'draw.normal', P1);
    expect(s.game.players.p1.hand).toHaveLength(6);
    expect(s.phase).toBe('playing.main');
    s = act(s, 'turn.end', P1);
    expect(s.game.activePlayer).toBe(P2);
    s = act(s, 'draw.normal', P2);
    expect(s.game.players.p2.hand).toHaveLength(7);
    expect(s.game.pending).toEqual({ kind: 'bottomOne', seat: P2 });
    expect(refusal(s, 'summon.creature', P2, { card: s.game.players.p2.hand[0] })).toBe('ERR_PENDING_CHOICE');
    const newest = s.game.players.p2.hand[6];
    s = act(s, 'draw.bottom', P2, { card: newest }); // the new card itself may go (R3)
    expect(s.game.players.p2.hand).toHaveLength(6);
    expect(s.game.players.p2.deck.at(-1)).toBe(newest);
    expect(s.phase).toBe('playing.main');
  });
  it('from round 2 each draw is 1; draws are mandatory (R2) and cannot be repeated', () => {
    let s = passTurn(toMain(duel()));
    s = passTurn(s);
    expect(s.game.round).toBe(2);
    expect(s.game.players.p1.hand).toHaveLength(7);
    expect(refusal(s, 'draw.normal', P1)).toBe('ERR_WRONG_PHASE');
    const d = duel();
    expect(refusal(d, 'draw.skip', P1)).toBe('ERR_DRAW_MANDATORY');
    expect(refusal(d, 'summon.creature', P1, { card: d.game.players.p1.hand[0] })).toBe('ERR_WRONG_PHASE');
  });
  it('R2 variant drawOptional: the draw may be skipped', () => {
    const s = act(duel({ config: { drawOptional: true } }), 'draw.skip', P1);
    expect(s.game.players.p1.hand).toHaveLength(5);
    expect(s.phase).toBe('playing.main');
  });
  it('drawing from an empty deck draws nothing and is no loss by itself (§7)', () => {
    let s = duel();
    s.game.players.p1.graveyard.push(...s.game.players.p1.deck.splice(0));
    s = act(s, 'draw.normal', P1);
    expect(s.game.players.p1.hand).toHaveLength(5);
    expect(s.result).toBeNull();
  });
  it('R38: the first player cannot battle in round 1 but may summon; the second player may battle in round 1', () => {
    let s = toMain(duel());
    expect(refusal(s, 'battle.declare', P1)).toBe('ERR_NO_BATTLE_ROUND1');
    s = act(s, 'summon.creature', P1, { card: s.game.players.p1.hand[0] });
    s = passTurn(s);
    s = act(s, 'battle.declare', P2);
    expect(s.phase).toBe('playing.battle');
  });
  it('R39: ending the battle ends the turn (no return to main, no summons after battle)', () => {
    let s = passTurn(toMain(duel()));
    s = act(s, 'battle.declare', P2);
    expect(refusal(s, 'summon.creature', P2, { card: s.game.players.p2.hand[0] })).toBe('ERR_WRONG_PHASE');
    expect(refusal(s, 'turn.end', P2)).toBe('ERR_WRONG_PHASE');
    s = act(s, 'battle.end', P2);
    expect(s.game.activePlayer).toBe(P1);
    expect(s.phase).toBe('playing.draw');
  });
  it('skipEndAfterBattle (战后余势) returns to main after the battle; battle cannot be declared twice', () => {
    let s = passTurn(toMain(duel()));
    const card = give(s, P2, 'zhanhou-yushi');
    s = act(s, 'battle.declare', P2);
    s = act(s, 'rule.activate', P2, { card, targets: [] });
    s = act(s, 'battle.end', P2);
    expect(s.phase).toBe('playing.main');
    expect(refusal(s, 'battle.declare', P2)).toBe('ERR_BATTLE_DONE');
    // R22: summons come before the battle, so none after returning to main.
    expect(refusal(s, 'summon.creature', P2, { card: give(s, P2, 'xue-nu') })).toBe(
      'ERR_SUMMON_AFTER_BATTLE',
    );
    const circle = give(s, P2, 'zhaohun-zhen');
    expect(refusal(s, 'rule.activate', P2, { card: circle, targets: [give(s, P2, 'xue-nu')] })).toBe(
      'ERR_SUMMON_AFTER_BATTLE',
    );
    s = act(s, 'turn.end', P2);
    expect(s.game.activePlayer).toBe(P1);
  });
  it('R23: the opponent has no actions on your turn; the variant lets them activate', () => {
    const s = toMain(duel());
    expect(legalActions(xueqi, s, P2).map((a) => a.type)).toEqual(['match.concede']);
    expect(s.active).toBe(P1);
    const v = toMain(duel({ config: { opponentTurnActivations: true } }));
    const card = give(v, P2, 'xue-zhi-xianli');
    expect(v.active).toBeNull();
    const after = act(v, 'rule.activate', P2, { card, targets: [] });
    expect(after.game.players.p2.hand).toHaveLength(6);
  });
  it('rounds advance after both turns; state.turn follows the global turn number', () => {
    let s = toMain(duel());
    s = passTurn(s);
    s = passTurn(s);
    expect(s.game.round).toBe(2);
    expect(s.game.turnNumber).toBe(3);
    expect(s.turn).toBe(3);
    expect(s.game.players.p1.ownTurnCount).toBe(2);
  });
});
