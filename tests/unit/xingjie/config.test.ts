/** XingjieConfig: the schema, and the non-default values not covered next to their rule. */
import { describe, expect, it } from 'vitest';
import { createMatch } from '@/machines/engine';
import { configSchema } from '@/machines/xingjie/config';
import { deckProblems } from '@/machines/xingjie/rules/setup';
import { DEFAULT_CONFIG } from '@/machines/xingjie/config';
import type { XingjieState } from '@/machines/xingjie/state';
import { act, def, newMatch, passTo, place, setupOf, toHand, vanilla } from './helpers';
import type { MatchOpts } from './helpers';

describe('config schema', () => {
  it('accepts a partial override, refuses unknown keys and bad values', () => {
    expect(configSchema.safeParse({ handLimit: 8, starModifier: 'attackerOnly' }).success).toBe(true);
    expect(configSchema.safeParse({ handLimt: 8 }).success).toBe(false);
    expect(configSchema.safeParse({ overLimitSummon: 'maybe' }).success).toBe(false);
    expect(createMatch(def, { ...setupOf(), config: { nope: 1 } })).toMatchObject({ code: 'ERR_BAD_CONFIG' });
  });
});

function battle(o: MatchOpts, prep: (s: XingjieState) => void): XingjieState {
  let s = newMatch({ first: 'p1', ...o });
  s = passTo(s, 'turn.end.window');
  s = passTo(s, 'turn.action', 20);
  prep(s);
  return passTo(s, 'turn.battle.idle');
}

describe('non-default values', () => {
  it('hpPerRank scales life; deckSize may be a range', () => {
    const s = newMatch({ rank: 4, config: { hpPerRank: 20 } });
    expect(s.game.players.p1.hp).toBe(80);
    const cards = Array.from(
      { length: 45 },
      (_, i) => ['farmer', 'footman', 'cavalry', 'archer', 'merchant'][i % 5],
    );
    expect(deckProblems(cards, { ...DEFAULT_CONFIG, maxCopies: 9, deckSize: { min: 40, max: 60 } })).toEqual(
      [],
    );
    expect(deckProblems(cards, { ...DEFAULT_CONFIG, maxCopies: 9 })).toHaveLength(1);
  });
  it('frontRowSlots / backRowSlots size the rows', () => {
    const s = newMatch({ config: { frontRowSlots: 5, backRowSlots: 3 } });
    expect(s.game.players.p1.front).toHaveLength(5);
    expect(s.game.players.p2.back).toHaveLength(3);
  });
  it("avatarCombatOverflow: true passes a direct attacker's excess damage from the avatar strike-back to its controller", () => {
    const prep = (s: XingjieState) => {
      place(s, 'p2', vanilla(2, 2, 2), 0);
      const w = toHand(s, 'p1', 'sky-piercer');
      s.game.players.p1.hand.pop();
      s.game.players.p1.personEquips.push({ id: w, durabilityLeft: 2 });
    };
    const run = (o: MatchOpts) => {
      let s = act(battle(o, prep), 'battle.attack', 'p2', { attacker: 0, target: 'avatar' });
      while (s.phase !== 'turn.battle.idle') s = act(s, 'priority.pass', s.game.priority!.holder);
      return s;
    };
    expect(run({}).game.players.p2.hp).toBe(150);
    expect(run({ config: { avatarCombatOverflow: true } }).game.players.p2.hp).toBe(147);
  });
  it("avatarHealCap: 'none' lets healing exceed the starting HP", () => {
    const prep = (o: MatchOpts) => {
      let s = passTo(newMatch(o), 'turn.action');
      const m = toHand(s, 'p1', 'healing-hands');
      s = act(s, 'magic.activate', 'p1', { card: m });
      return s.game.players.p1.hp;
    };
    expect(prep({})).toBe(150);
    expect(prep({ config: { avatarHealCap: 'none' } })).toBe(160);
  });
});

describe('R14 a direct attack already declared goes ahead', () => {
  it('a character special-summoned in the response window does not cancel it', () => {
    let s = battle({ p1: ['farmer'] }, (s) => {
      place(s, 'p2', vanilla(3, 4, 4), 0);
      s.game.players.p1.back[0] = {
        id: toHand(s, 'p1', 'deserters-muster'),
        faceUp: false,
        setTurn: 0,
        equippedTo: null,
        durabilityLeft: null,
      };
      s.game.players.p1.hand.pop();
    });
    s = act(s, 'battle.attack', 'p2', { attacker: 0, target: 'avatar' });
    s = act(s, 'set.activate', 'p1', { slot: 0 });
    s = act(s, 'choice.pick', 'p1', { option: 0, position: 'defense' });
    expect(s.game.players.p1.front[0]).not.toBeNull();
    while (s.phase !== 'turn.battle.idle') s = act(s, 'priority.pass', s.game.priority!.holder);
    expect(s.game.players.p1.hp).toBe(146);
  });
});
