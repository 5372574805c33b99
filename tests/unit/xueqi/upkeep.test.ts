/** §5.6 end of turn: T1 expiry, T2 upkeep (R5, R6, R7, R37, R43). */
import { describe, expect, it } from 'vitest';
import { P1, P2, act, duel, give, lp, lpRecords, passTurn, toMain } from './helpers';

describe('§5.6 T2 upkeep', () => {
  it('R5: both players pay at every turn end, for creatures (slots and extra), rule cards (5) and value cards (10)', () => {
    let s = toMain(duel());
    give(s, P1, 'xue-jianke', 'slot'); // 5
    give(s, P1, 'xue-bianfu', 'extra', true); // 5
    give(s, P1, 'xuezhan-faze', 'support'); // rule 5
    give(s, P2, 'xueqi-zhizhu', 'slot'); // 40
    give(s, P2, 'tongxin-zhixue', 'support'); // value 10
    s = act(s, 'turn.end', P1);
    expect(lp(s, P1)).toBe(4000 - 15);
    expect(lp(s, P2)).toBe(4000 - 50);
    expect(s.effects.filter((e) => e.type === 'upkeep')).toEqual([
      expect.objectContaining({ seat: P1, creatures: 10, rules: 5, values: 0, total: 15 }),
      expect.objectContaining({ seat: P2, creatures: 40, rules: 0, values: 10, total: 50 }),
    ]);
    expect(lpRecords(s).every((r) => r.cause === 'upkeep')).toBe(true);
    s = toMain(s);
    s = act(s, 'turn.end', P2); // the next turn end charges both again
    expect(lp(s, P1)).toBe(4000 - 30);
    expect(lp(s, P2)).toBe(4000 - 100);
  });
  it('R5 variant ownTurnEnd: only the turn player pays', () => {
    let s = toMain(duel({ config: { upkeepTiming: 'ownTurnEnd' } }));
    give(s, P1, 'xue-jianke', 'slot');
    give(s, P2, 'xueqi-zhizhu', 'slot');
    s = act(s, 'turn.end', P1);
    expect(lp(s, P1)).toBe(3995);
    expect(lp(s, P2)).toBe(4000);
  });
  it('a creature summoned this turn pays at this turn end (「回合結束依然在場上」); a rank-0 persistent rule card still pays 5', () => {
    let s = toMain(duel());
    const id = give(s, P1, 'xue-nu');
    s = act(s, 'summon.creature', P1, { card: id });
    give(s, P1, 'xue-zhi-xianli', 'support');
    s = act(s, 'turn.end', P1);
    expect(lp(s, P1)).toBe(4000 - 5 - 5 - 5);
  });
});

describe('T1 expiry (R7, R43)', () => {
  it('噬天血龙 (3 turns) arriving on own turn t leaves at the end of t+4, paying no upkeep that turn end and giving nobody LP', () => {
    let s = toMain(duel());
    const id = give(s, P1, 'shitian-xuelong');
    s = act(s, 'summon.creature', P1, { card: id }); // turn 1
    expect(s.game.players.p1.creatureSlots[0].expiresAtEndOfTurn).toBe(5);
    s = passTurn(s); // end of 1: pays 40
    s = passTurn(s); // end of 2: pays 40
    s = passTurn(s); // end of 3
    s = passTurn(s); // end of 4
    expect(s.game.players.p1.creatureSlots).toHaveLength(1);
    const before = { p1: lp(s, P1), p2: lp(s, P2) };
    s = act(s, 'turn.end', P1); // end of 5: expires first, no upkeep for it
    expect(s.game.players.p1.creatureSlots).toHaveLength(0);
    expect(s.game.players.p1.graveyard).toContain(id);
    expect(lp(s, P1)).toBe(before.p1);
    expect(lp(s, P2)).toBe(before.p2);
    expect(s.effects.some((e) => e.type === 'expire')).toBe(true);
    expect(4000 - 45 - 4 * 40).toBe(before.p1);
  });
  it('R7 variant expiryBeforeUpkeep false: it pays upkeep one last time', () => {
    let s = toMain(duel({ config: { expiryBeforeUpkeep: false } }));
    const id = give(s, P1, 'shitian-xuelong');
    s = act(s, 'summon.creature', P1, { card: id });
    for (let i = 0; i < 4; i++) s = passTurn(s);
    const before = lp(s, P1);
    s = act(s, 'turn.end', P1);
    expect(lp(s, P1)).toBe(before - 40);
    expect(s.game.players.p1.creatureSlots).toHaveLength(0);
  });
  it('R43: a 2-turn creature arriving on the opponent turn counts from its controller next turn; global counting counts every turn', () => {
    let s = passTurn(toMain(duel())); // p2's turn 2
    const caller = give(s, P1, 'ying-zhaozhe', 'slot');
    // Put an extra 血影 onto p1's field during p2's turn through a ruling-like direct placement via the effect op.
    s = act(s, 'author.ruling' as never, 'author' as never, {
      change: { op: 'move', card: give(s, P1, 'xue-ying', 'hand'), to: 'extra' },
      reason: 'test',
    });
    expect(s.game.players.p1.extraCreatures[0].expiresAtEndOfTurn).toBe(3 + 2);
    expect(caller).toBeTruthy();
    let g = toMain(duel({ config: { durationCounting: 'global' } })); // p1's turn 1
    g = act(g, 'author.ruling' as never, 'author' as never, {
      change: { op: 'move', card: give(g, P1, 'xue-ying', 'hand'), to: 'extra' },
      reason: 'test',
    });
    expect(g.game.players.p1.extraCreatures[0].expiresAtEndOfTurn).toBe(1 + 1);
    g = passTurn(g);
    expect(g.game.players.p1.extraCreatures).toHaveLength(1);
    g = act(g, 'turn.end', P2);
    expect(g.game.players.p1.extraCreatures).toHaveLength(0); // T1 also removes the opponent's expiring creatures under global
  });
});
