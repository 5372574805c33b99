/** §5.8 Fate Draw and the lifeline (R26–R29, R40). */
import { describe, expect, it } from 'vitest';
import { P1, P2, act, duel, give, isLegal, lp, lpRecords, passTurn, refusal, toMain } from './helpers';
import type { XueqiState } from '@/machines/xueqi';
import type { XueqiConfig } from '@/machines/xueqi/config';

/** Play to p1's 4th turn (3 completed own turns), in its draw step. */
function fourthTurn(config: Partial<XueqiConfig> = {}): XueqiState {
  let s = toMain(duel({ config }));
  for (let i = 0; i < 5; i++) s = passTurn(s);
  s = act(s, 'turn.end', P2);
  expect(s.game.players.p1.ownTurnCount).toBe(4);
  expect(s.phase).toBe('playing.draw');
  return s;
}

describe('§5.8 eligibility', () => {
  it('R26: needs 3 completed own turns, LP strictly below the opponent, once per game; replaces the draw', () => {
    let s = toMain(duel());
    for (let i = 0; i < 3; i++) s = passTurn(s);
    s = act(s, 'turn.end', P2); // p1's 3rd turn, draw step
    s.game.players.p1.lp = 100;
    expect(refusal(s, 'draw.fate', P1, { cardId: 'xue-nu' })).toBe('ERR_FATE_TOO_EARLY');
    const t = fourthTurn();
    expect(refusal(t, 'draw.fate', P1, { cardId: 'xue-nu' })).toBe('ERR_FATE_LP'); // equal LP
    t.game.players.p1.lp = 3999;
    expect(isLegal(t, { type: 'draw.fate', actor: P1, payload: { cardId: 'xue-nu' } })).toBe(true);
    expect(refusal(t, 'draw.fate', P1, { cardId: 'xueqi-zhizhu' })).toBe('ERR_NOT_IN_DECK');
    const after = act(t, 'draw.normal', P1);
    expect(refusal(after, 'draw.fate', P1, { cardId: 'xue-nu' })).toBe('ERR_WRONG_PHASE'); // it replaces, never adds to, the draw
  });
  it('R26 variant global counting: turns of both players count', () => {
    let s = toMain(duel({ config: { fateDrawTurnCounting: 'global' } }));
    s = passTurn(s);
    s = passTurn(s);
    s = act(s, 'turn.end', P1); // p2's draw step at global turn 4 (3 completed)
    s.game.players.p2.lp = 10;
    expect(isLegal(s, { type: 'draw.fate', actor: P2, payload: { cardId: 'xue-nu' } })).toBe(true);
  });
  it('the chosen deck card goes to the top and is drawn', () => {
    let s = fourthTurn();
    s.game.players.p1.lp = 1000;
    const pickId = give(s, P1, 'xueqi-zhizhu', 'deckBottom');
    s = act(s, 'draw.fate', P1, { cardId: 'xueqi-zhizhu' });
    expect(s.game.players.p1.hand.at(-1)).toBe(pickId);
    expect(s.game.players.p1.fateDrawUsed).toBe(true);
    expect(s.game.fateDrawsUsedInGame).toBe(1);
    expect(s.phase).toBe('playing.main');
  });
});

describe('§5.8 lifeline and free summons (R27, R28, R29)', () => {
  it('R27: this turn the opponent keeps at least 1 LP against the user side; the record shows the capped change', () => {
    let s = fourthTurn();
    s.game.players.p1.lp = 100;
    s.game.players.p2.lp = 300;
    s = act(s, 'draw.fate', P1, { cardId: 'xue-nu' });
    expect(s.game.lifeline).toEqual({ protectedPlayer: P2, sourcePlayer: P1, expiresAtEndOfTurn: 7 });
    const rain = give(s, P1, 'xueyu');
    s = act(s, 'rule.activate', P1, { card: rain, targets: [] }); // 200
    const lead = give(s, P1, 'xueqi-zhizhu', 'slot');
    s = act(s, 'battle.declare', P1);
    s = act(s, 'battle.attack', P1, { lead, supporters: [], target: 'player' }); // 900
    expect(lp(s, P2)).toBe(1);
    expect(lpRecords(s)).toEqual([
      expect.objectContaining({ player: P2, delta: -99, requested: -900, cause: 'battle' }),
    ]);
    expect(s.result).toBeNull();
    s = act(s, 'battle.end', P1);
    expect(s.game.lifeline).toBeNull(); // ends with the user's turn
    expect(s.game.freeSummonTurn).toEqual({ player: P2, turnNumber: 8 });
  });
  it('R27: the protected player own costs and upkeep are not protected', () => {
    let s = fourthTurn();
    s.game.players.p1.lp = 10;
    s.game.players.p2.lp = 20;
    give(s, P2, 'xueqi-zhizhu', 'slot'); // upkeep 40
    s = act(s, 'draw.fate', P1, { cardId: 'xue-nu' });
    s = act(s, 'turn.end', P1);
    expect(s.result).toMatchObject({ winner: P1, reason: 'lpZero' });
  });
  it('R28: on their next turn the opponent summons from hand for free, but still pays activations and upkeep (R37)', () => {
    let s = fourthTurn();
    s.game.players.p1.lp = 1000;
    s = act(s, 'draw.fate', P1, { cardId: 'xue-nu' });
    s = passTurn(s);
    const big = give(s, P2, 'xueqi-zhizhu');
    const before = lp(s, P2);
    s = act(s, 'summon.creature', P2, { card: big });
    expect(lp(s, P2)).toBe(before);
    expect(s.effects.some((e) => e.type === 'freeSummon')).toBe(true);
    s = act(s, 'rule.activate', P2, { card: give(s, P2, 'xueyu'), targets: [] });
    expect(lp(s, P2)).toBe(before - 30);
    s = act(s, 'turn.end', P2);
    expect(lp(s, P2)).toBe(before - 30 - 40);
    s = toMain(s);
    const next = give(s, P1, 'xue-nu');
    s = act(s, 'summon.creature', P1, { card: next });
    expect(lpRecords(s)[0]).toMatchObject({ delta: -5, cause: 'summonCost' });
  });
  it('R28 variant freeSummonCoversActivations: activations are free that turn too', () => {
    let s = fourthTurn({ freeSummonCoversActivations: true });
    s.game.players.p1.lp = 1000;
    s = act(s, 'draw.fate', P1, { cardId: 'xue-nu' });
    s = passTurn(s);
    const before = lp(s, P2);
    s = act(s, 'rule.activate', P2, { card: give(s, P2, 'xueyu'), targets: [] });
    expect(lp(s, P2)).toBe(before);
  });
  it('R29: the second Fate Draw of the game (the other player) grants neither lifeline nor free summons', () => {
    let s = fourthTurn();
    s.game.players.p1.lp = 1000;
    s = act(s, 'draw.fate', P1, { cardId: 'xue-nu' });
    s = act(s, 'turn.end', P1);
    s.game.players.p2.lp = 500;
    s = act(s, 'draw.fate', P2, { cardId: 'xue-nu' });
    expect(s.game.fateDrawsUsedInGame).toBe(2);
    expect(s.game.lifeline).toBeNull();
    expect(s.game.freeSummonTurn).toEqual({ player: P2, turnNumber: 8 }); // only the first one's grant, now in use
    s = act(s, 'turn.end', P2);
    s.game.players.p1.lp = 100;
    expect(refusal(s, 'draw.fate', P1, { cardId: 'xue-nu' })).toBe('ERR_FATE_USED');
  });
  it('R27 variants: untilOpponentTurnEnd and game-long lifelines', () => {
    let s = fourthTurn({ lifelineDuration: 'untilOpponentTurnEnd' });
    s.game.players.p1.lp = 1000;
    s = act(s, 'draw.fate', P1, { cardId: 'xue-nu' });
    expect(s.game.lifeline?.expiresAtEndOfTurn).toBe(8);
    let g = fourthTurn({ lifelineDuration: 'game' });
    g.game.players.p1.lp = 1000;
    g = act(g, 'draw.fate', P1, { cardId: 'xue-nu' });
    expect(g.game.lifeline?.expiresAtEndOfTurn).toBeNull();
  });
  it('R40: the fate-drawn card is subject to the hand limit', () => {
    let s = fourthTurn();
    s.game.players.p1.lp = 1000;
    while (s.game.players.p1.hand.length < 9) give(s, P1, 'xue-nu');
    s = act(s, 'draw.fate', P1, { cardId: 'xue-jianke' });
    expect(s.game.pending).toEqual({ kind: 'discardForLimit', seat: P1, count: 1 });
    expect(s.phase).toBe('playing.draw');
    s = act(s, 'hand.discard', P1, { card: s.game.players.p1.hand.at(-1)! });
    expect(s.phase).toBe('playing.main');
  });
});
