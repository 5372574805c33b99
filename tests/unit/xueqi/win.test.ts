/** §7 win and loss (W1–W4, R13, R25) and §5.7 the hand limit (R24). */
import { describe, expect, it } from 'vitest';
import { P1, P2, act, duel, give, lp, passTurn, refusal, toMain } from './helpers';

describe('§7 W1/W2 LP', () => {
  it('W1: a player at ≤ 0 LP loses at once, mid-turn', () => {
    let s = passTurn(toMain(duel()));
    s.game.players.p1.lp = 100;
    const lead = give(s, P2, 'xue-jianke', 'slot');
    s = act(s, 'battle.declare', P2);
    s = act(s, 'battle.attack', P2, { lead, supporters: [], target: 'player' });
    expect(s.result).toMatchObject({ winner: P2, reason: 'lpZero' });
    expect(s.phase).toBe('over');
    expect(s.active).toBeNull();
    expect(refusal(s, 'battle.end', P2)).toBe('ERR_MATCH_OVER');
  });
  it('W2: both at ≤ 0 after the same step (upkeep) — the active (attacking) player wins', () => {
    let s = toMain(duel());
    s.game.players.p1.lp = 5;
    s.game.players.p2.lp = 5;
    give(s, P1, 'xue-nu', 'slot');
    give(s, P2, 'xue-nu', 'slot');
    s = act(s, 'turn.end', P1);
    expect(s.result).toMatchObject({ winner: P1, reason: 'bothLpZero' });
  });
  it('R13 variant endOfTurn: LP ≤ 0 mid-turn is checked only at the turn end', () => {
    let s = passTurn(toMain(duel({ config: { lpCheck: 'endOfTurn' } })));
    s.game.players.p1.lp = 100;
    const lead = give(s, P2, 'xue-jianke', 'slot');
    s = act(s, 'battle.declare', P2);
    s = act(s, 'battle.attack', P2, { lead, supporters: [], target: 'player' });
    expect(lp(s, P1)).toBe(-50);
    expect(s.result).toBeNull();
    s = act(s, 'battle.end', P2);
    expect(s.result).toMatchObject({ winner: P2, reason: 'lpZero' });
  });
  it('夜鸦 destroyed: its trigger makes the destroyer lose 50; an effect loss counts like any other', () => {
    let s = passTurn(toMain(duel()));
    give(s, P1, 'ye-ya', 'slot');
    const lead = give(s, P2, 'xue-nu', 'slot');
    s = act(s, 'battle.declare', P2);
    s = act(s, 'battle.attack', P2, { lead, supporters: [], target: s.game.players.p1.creatureSlots[0].id });
    expect(lp(s, P2)).toBe(4000 + 1 - 50);
  });
});

describe('§7 W3 deck-out (R25)', () => {
  it('a player with an empty deck loses at the end of their own turn, even with cards in hand', () => {
    let s = toMain(duel());
    s.game.players.p1.graveyard.push(...s.game.players.p1.deck.splice(0));
    expect(s.result).toBeNull();
    s = act(s, 'turn.end', P1);
    expect(s.result).toMatchObject({ winner: P2, reason: 'deckOut' });
  });
  it('a deck emptied during the opponent turn loses only at the end of the player next turn; a refill in time saves them', () => {
    let s = toMain(duel());
    s = act(s, 'turn.end', P1);
    s.game.players.p1.graveyard.push(...s.game.players.p1.deck.splice(0)); // empty during p2's turn
    s = toMain(s);
    s = act(s, 'turn.end', P2);
    expect(s.result).toBeNull();
    s = toMain(s);
    const back = give(s, P1, 'xue-nu', 'slot');
    // 回溯之门 from the opponent is not available on p1's turn; an author ruling stands in for a refilling effect.
    s = act(s, 'author.ruling' as never, 'author' as never, {
      change: { op: 'move', card: back, to: 'deckBottom' },
      reason: 'refill',
    });
    s = act(s, 'turn.end', P1);
    expect(s.result).toBeNull();
  });
  it('R25 variant latched: once emptied, the loss comes even after a refill', () => {
    let s = toMain(duel({ config: { deckOutMode: 'latched' } }));
    const all = s.game.players.p1.deck.splice(0);
    s.game.players.p1.graveyard.push(...all);
    s.game.players.p1.deckEmptied = true;
    s = act(s, 'author.ruling' as never, 'author' as never, {
      change: { op: 'move', card: all[0], to: 'deckBottom' },
      reason: 'refill',
    });
    s = act(s, 'turn.end', P1);
    expect(s.result).toMatchObject({ winner: P2, reason: 'deckOut' });
  });
  it('if the deck-out player brings the opponent to zero first, the opponent loses (W1 before W3)', () => {
    let s = passTurn(toMain(duel()));
    s.game.players.p2.graveyard.push(...s.game.players.p2.deck.splice(0));
    s.game.players.p1.lp = 50;
    const lead = give(s, P2, 'xue-nu', 'slot');
    s = act(s, 'battle.declare', P2);
    s = act(s, 'battle.attack', P2, { lead, supporters: [], target: 'player' });
    expect(s.result).toMatchObject({ winner: P2, reason: 'lpZero' });
  });
  it('W4: concession', () => {
    const s = act(toMain(duel()), 'match.concede', P2);
    expect(s.result).toMatchObject({ winner: P1, reason: 'concede' });
  });
});

describe('§5.7 hand limit (R24)', () => {
  it('the 10th card is added, then the owner discards any one (the new one allowed) before anything else', () => {
    let s = toMain(duel());
    while (s.game.players.p1.hand.length < 8) give(s, P1, 'xue-nu');
    const draw = give(s, P1, 'xue-zhi-xianli');
    s = act(s, 'rule.activate', P1, { card: draw, targets: [] });
    expect(s.game.players.p1.hand).toHaveLength(9); // the rule card left, the drawn card arrived: 9, no discard
    expect(s.game.pending).toBeNull();
    s = act(s, 'rule.activate', P1, { card: give(s, P1, 'xue-zhi-xianli'), targets: [] });
    expect(s.game.players.p1.hand).toHaveLength(10);
    expect(s.game.pending).toEqual({ kind: 'discardForLimit', seat: P1, count: 1 });
    expect(s.active).toBe(P1);
    expect(refusal(s, 'turn.end', P1)).toBe('ERR_PENDING_CHOICE');
    const newest = s.game.players.p1.hand.at(-1)!;
    s = act(s, 'hand.discard', P1, { card: newest });
    expect(s.game.players.p1.hand).toHaveLength(9);
    expect(s.game.players.p1.graveyard).toContain(newest);
    expect(s.game.pending).toBeNull();
  });
  it('drawing into the limit at the draw step holds the draw step until the discard', () => {
    let s = toMain(duel());
    s = act(s, 'turn.end', P1);
    while (s.game.players.p2.hand.length < 8) give(s, 'p2', 'xue-nu');
    s = act(s, 'draw.normal', P2); // draws 2 → 10
    expect(s.game.pending).toEqual({ kind: 'discardForLimit', seat: P2, count: 1 });
    s = act(s, 'hand.discard', P2, { card: s.game.players.p2.hand[0] });
    expect(s.phase).toBe('playing.draw'); // R3: the bottom-one choice still follows
    expect(s.game.pending).toEqual({ kind: 'bottomOne', seat: P2 });
    s = act(s, 'draw.bottom', P2, { card: s.game.players.p2.hand[0] });
    expect(s.game.players.p2.hand).toHaveLength(8);
    expect(s.phase).toBe('playing.main');
  });
});
