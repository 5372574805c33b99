/** §6 combat: the worked example and the derived checks with their exact numbers, R7–R16, R29–R34, R38. */
import { describe, expect, it } from 'vitest';
import { starModifiedDamage } from '@/machines/xingjie/rules/combat';
import { DEFAULT_CONFIG } from '@/machines/xingjie/config';
import { currentHp } from '@/machines/xingjie/rules/board';
import type { XingjieState } from '@/machines/xingjie/state';
import {
  act,
  isLegal,
  A,
  newMatch,
  passTo,
  place,
  refusal,
  toHand,
  vanilla,
  setCard,
  register,
} from './helpers';
import type { MatchOpts } from './helpers';

/** Turn 2 (p2 attacks p1), battle phase. */
function battle(o: MatchOpts = {}, prep?: (s: XingjieState) => void): XingjieState {
  let s = newMatch({ first: 'p1', ...o });
  s = passTo(s, 'turn.end.window');
  s = passTo(s, 'turn.action', 20);
  expect(s.turn).toBe(2);
  prep?.(s);
  return passTo(s, 'turn.battle.idle');
}
const attack = (s: XingjieState, attacker: number | 'avatar', target: number | 'avatar') => {
  let t = act(s, 'battle.attack', 'p2', { attacker, target });
  while (!t.result && t.phase !== 'turn.battle.idle') t = act(t, 'priority.pass', t.game.priority!.holder);
  return t;
};

describe('§6.2 C1 star modifier (R7)', () => {
  it('the source example: 10★ 10/10 attacks 9★ 10/10 → attacker 10/5, defender −5, owner takes 5', () => {
    const a = vanilla(10, 10, 10);
    const d = vanilla(9, 10, 10);
    const s = attack(
      battle({}, (s) => {
        place(s, 'p2', a, 0);
        place(s, 'p1', d, 0);
      }),
      0,
      0,
    );
    const A0 = s.game.players.p2.front[0]!;
    expect(A0.damage).toBe(5);
    expect(currentHp(s, A0)).toBe(5);
    expect(s.game.players.p1.front[0]).toBeNull();
    expect(s.game.players.p1.hp).toBe(150 - 5);
    expect(s.effects.find((e) => e.type === 'combat')).toMatchObject({ toD: 15, toA: 5 });
  });

  it("under 'attackerOnly' the attacker would take 10 and be destroyed (why symmetric is the default)", () => {
    expect(
      starModifiedDamage(
        { starModifier: 'attackerOnly', starModifierPerStar: 5 },
        { atk: 10, stars: 10 },
        { atk: 10, stars: 9 },
      ),
    ).toEqual({ toD: 15, toA: 10 });
    const s = attack(
      battle({ config: { starModifier: 'attackerOnly' } }, (s) => {
        place(s, 'p2', vanilla(10, 10, 10), 0);
        place(s, 'p1', vanilla(9, 10, 10), 0);
      }),
      0,
      0,
    );
    expect(s.game.players.p2.front[0]).toBeNull();
    expect(s.game.players.p1.front[0]).toBeNull();
    expect(s.game.players.p1.hp).toBe(145);
    expect(s.game.players.p2.hp).toBe(150);
  });

  it('5★ 6/4 attacks 5★ 3/3 in attack position: Δ = 0, defender destroyed, O takes 3, attacker 6/1', () => {
    const s = attack(
      battle({}, (s) => {
        place(s, 'p2', vanilla(5, 6, 4), 0);
        place(s, 'p1', vanilla(5, 3, 3), 2);
      }),
      0,
      2,
    );
    expect(currentHp(s, s.game.players.p2.front[0]!)).toBe(1);
    expect(s.game.players.p1.front[2]).toBeNull();
    expect(s.game.players.p1.hp).toBe(147);
  });

  it('the same with the defender in defence position: destroyed, O takes 0, attacker 6/1 (R9, R10)', () => {
    const s = attack(
      battle({}, (s) => {
        place(s, 'p2', vanilla(5, 6, 4), 0);
        place(s, 'p1', vanilla(5, 3, 3), 2, 'defense');
      }),
      0,
      2,
    );
    expect(currentHp(s, s.game.players.p2.front[0]!)).toBe(1);
    expect(s.game.players.p1.front[2]).toBeNull();
    expect(s.game.players.p1.hp).toBe(150);
  });

  it('8★ 20/20 attacks 10★ 10/30: defender 10/20, attacker takes 20 and is destroyed with overflow 0', () => {
    const s = attack(
      battle({}, (s) => {
        place(s, 'p2', vanilla(8, 20, 20), 0);
        place(s, 'p1', vanilla(10, 10, 30), 0);
      }),
      0,
      0,
    );
    expect(currentHp(s, s.game.players.p1.front[0]!)).toBe(20);
    expect(s.game.players.p2.front[0]).toBeNull();
    expect(s.game.players.p2.hp).toBe(150);
    expect(s.game.players.p1.hp).toBe(150);
  });

  it('pure function: lower attacker deals −5Δ (min 0), takes +5Δ; starModifierPerStar is configurable', () => {
    expect(starModifiedDamage(DEFAULT_CONFIG, { atk: 3, stars: 2 }, { atk: 4, stars: 4 })).toEqual({
      toD: 0,
      toA: 14,
    });
    expect(
      starModifiedDamage(
        { ...DEFAULT_CONFIG, starModifierPerStar: 2 },
        { atk: 10, stars: 10 },
        { atk: 10, stars: 9 },
      ),
    ).toEqual({ toD: 12, toA: 8 });
  });
});

describe('§6.2 C3 overflow (R9)', () => {
  it("the attacker's overflow goes to its controller by default; attackerOverflow: false keeps it", () => {
    const prep = (s: XingjieState) => {
      place(s, 'p2', vanilla(3, 2, 2), 0);
      place(s, 'p1', vanilla(3, 9, 9), 0, 'defense');
    };
    const s1 = attack(battle({}, prep), 0, 0);
    expect(s1.game.players.p2.hp).toBe(150 - 7);
    const s2 = attack(battle({ config: { attackerOverflow: false } }, prep), 0, 0);
    expect(s2.game.players.p2.hp).toBe(150);
  });
});

describe('§6.3 direct attacks (D1–D5, R14)', () => {
  it('a character hits the avatar for its attack, the avatar strikes back with its weapon, whose durability is untouched', () => {
    const s0 = battle({}, (s) => {
      place(s, 'p2', vanilla(10, 10, 10), 0);
      const w = toHand(s, 'p1', 'sky-piercer');
      s.game.players.p1.hand.splice(s.game.players.p1.hand.indexOf(w), 1);
      s.game.players.p1.personEquips.push({ id: w, durabilityLeft: 2 });
    });
    const s = attack(s0, 0, 'avatar');
    expect(s.game.players.p1.hp).toBe(140);
    expect(s.game.players.p2.front[0]!.damage).toBe(5);
    expect(s.game.players.p1.personEquips[0].durabilityLeft).toBe(2);
    expect(s.game.players.p2.hp).toBe(150); // no overflow in avatar combat
  });

  it('a face-down character blocks a direct attack (R14); any opposing character may be attacked (R29)', () => {
    const s = battle({}, (s) => {
      place(s, 'p2', vanilla(4, 4, 4), 0);
      place(s, 'p1', vanilla(4, 4, 4), 3, 'faceDownDefense');
    });
    expect(refusal(s, 'battle.attack', 'p2', { attacker: 0, target: 'avatar' })).toBe(
      'ERR_FRONT_ROW_NOT_EMPTY',
    );
    expect(isLegal(s, A('battle.attack', 'p2', { attacker: 0, target: 3 }))).toBe(true);
  });
});

describe('R38 attacking a face-down character', () => {
  it('flips it to face-up defence; it strikes back but passes no overflow', () => {
    const s = attack(
      battle({}, (s) => {
        place(s, 'p2', vanilla(6, 9, 9), 0);
        place(s, 'p1', vanilla(6, 2, 3), 1, 'faceDownDefense');
      }),
      0,
      1,
    );
    expect(s.game.players.p1.front[1]).toBeNull();
    expect(s.game.players.p1.hp).toBe(150);
    expect(s.game.players.p2.front[0]!.damage).toBe(2);
    expect(s.effects.some((e) => e.type === 'flippedByAttack')).toBe(true);
  });
});

describe('§6.4 avatar attacks (R13) and durability (§6.5, R16)', () => {
  const withWeapon = (s: XingjieState, card = 'sky-piercer', dur = 2) => {
    const w = toHand(s, 'p2', card);
    s.game.players.p2.hand.pop();
    s.game.players.p2.personEquips.push({ id: w, durabilityLeft: dur });
  };
  it('the avatar attacks the opposing avatar; its weapon loses 1 and breaks at 0', () => {
    let s = battle({}, (s) => withWeapon(s, 'sky-piercer', 1));
    s = attack(s, 'avatar', 'avatar');
    expect(s.game.players.p1.hp).toBe(145);
    expect(s.game.players.p2.personEquips).toEqual([]);
    expect(s.game.players.p2.graveyard).toHaveLength(1);
  });
  it('the avatar attacks a character: no star modifier, takes its attack back, no overflow', () => {
    let s = battle({}, (s) => {
      withWeapon(s);
      place(s, 'p1', vanilla(9, 4, 3), 0);
    });
    s = attack(s, 'avatar', 0);
    expect(s.game.players.p1.front[0]).toBeNull();
    expect(s.game.players.p1.hp).toBe(150);
    expect(s.game.players.p2.hp).toBe(146);
    expect(s.game.players.p2.personEquips[0].durabilityLeft).toBe(1);
  });
  it('an avatar with 0 attack cannot attack (R30); avatarCanAttack: false forbids it', () => {
    const s = battle();
    expect(refusal(s, 'battle.attack', 'p2', { attacker: 'avatar', target: 'avatar' })).toBe(
      'ERR_AVATAR_NO_ATTACK',
    );
    const t = battle({ config: { avatarCanAttack: false } }, (s) => withWeapon(s));
    expect(refusal(t, 'battle.attack', 'p2', { attacker: 'avatar', target: 'avatar' })).toBe(
      'ERR_AVATAR_CANNOT_ATTACK',
    );
  });
  it('character equipment: the bonus applies to the attack that spends the last point, then it breaks (C5)', () => {
    const s0 = battle({}, (s) => {
      const ch = place(s, 'p2', vanilla(5, 2, 5), 0);
      const e = toHand(s, 'p2', 'green-dragon-blade');
      s.game.players.p2.hand.pop();
      s.game.players.p2.back[0] = {
        id: e,
        faceUp: true,
        setTurn: null,
        equippedTo: ch.id,
        durabilityLeft: 1,
      };
      ch.equips.push(e);
    });
    const s = attack(s0, 0, 'avatar');
    expect(s.game.players.p1.hp).toBe(150 - 8);
    expect(s.game.players.p2.back[0]).toBeNull();
    expect(s.game.players.p2.front[0]!.equips).toEqual([]);
    expect(s.effects.some((e) => e.type === 'equipGone' && e.reason === 'broken')).toBe(true);
  });
  it("only the attacker's equipment is spent; a defender's equipment is untouched (R16)", () => {
    const s0 = battle({}, (s) => {
      place(s, 'p2', vanilla(5, 1, 5), 0);
      const d = place(s, 'p1', vanilla(5, 1, 5), 0);
      const e = toHand(s, 'p1', 'mingguang-armour');
      s.game.players.p1.hand.pop();
      s.game.players.p1.back[0] = { id: e, faceUp: true, setTurn: null, equippedTo: d.id, durabilityLeft: 3 };
      d.equips.push(e);
    });
    const s = attack(s0, 0, 0);
    expect(s.game.players.p1.back[0]!.durabilityLeft).toBe(3);
  });
});

describe('attack legality (§5.3, R11, R12, R30, R32, R34)', () => {
  it('a 0-attack character may attack and deals 0 plus its star bonus', () => {
    const s = attack(
      battle({}, (s) => {
        place(s, 'p2', vanilla(3, 0, 5), 0);
        place(s, 'p1', vanilla(2, 1, 8), 0);
      }),
      0,
      0,
    );
    expect(s.game.players.p1.front[0]!.damage).toBe(5);
  });
  it('defence-position characters cannot attack; one attack each unless extra attacks are granted', () => {
    let s = battle({}, (s) => {
      place(s, 'p2', vanilla(3, 1, 50), 0);
      place(s, 'p2', vanilla(3, 1, 50), 1, 'defense');
      s.game.players.p2.front[0]!.extraAttacks = 1;
    });
    expect(refusal(s, 'battle.attack', 'p2', { attacker: 1, target: 'avatar' })).toBe(
      'ERR_NOT_ATTACK_POSITION',
    );
    s = attack(s, 0, 'avatar');
    s = attack(s, 0, 'avatar');
    expect(refusal(s, 'battle.attack', 'p2', { attacker: 0, target: 'avatar' })).toBe('ERR_ALREADY_ATTACKED');
    expect(s.game.players.p1.hp).toBe(148);
  });
  it('no summoning sickness by default (R11); summoningSickness: true forbids attacking on arrival', () => {
    const prep = (s: XingjieState) => void place(s, 'p2', vanilla(3, 1, 5), 0, 'attack', 2);
    expect(refusal(battle({}, prep), 'battle.attack', 'p2', { attacker: 0, target: 'avatar' })).toBe('OK');
    expect(
      refusal(battle({ config: { summoningSickness: true } }, prep), 'battle.attack', 'p2', {
        attacker: 0,
        target: 'avatar',
      }),
    ).toBe('ERR_SUMMONING_SICKNESS');
  });
  it('a negated attack still uses the attack and spends no durability (R34)', () => {
    const trapId = 'empty-fort';
    let s = battle({}, (s) => {
      place(s, 'p2', vanilla(3, 4, 5), 0);
      setCard(s, 'p1', trapId, 0, 1);
    });
    s = act(s, 'battle.attack', 'p2', { attacker: 0, target: 'avatar' });
    expect(s.phase).toBe('turn.battle.attack');
    expect(s.active).toBe('p1');
    s = act(s, 'set.activate', 'p1', { slot: 0 });
    s = passTo(s, 'turn.battle.idle');
    expect(s.game.players.p1.hp).toBe(150);
    expect(s.game.players.p2.front[0]!.attacksUsed).toBe(1);
    expect(s.effects.some((e) => e.type === 'attackFizzled' && e.negated)).toBe(true);
    void register;
  });
});

describe('§7 win/loss (W1, D1, R25)', () => {
  it('an avatar at 0 loses at once', () => {
    const s = attack(
      battle({ hp: [5, undefined] }, (s) => void place(s, 'p2', vanilla(3, 6, 5), 0)),
      0,
      'avatar',
    );
    expect(s.result).toMatchObject({ winner: 'p2', reason: 'hpZero' });
    expect(s.phase).toBe('over');
  });
  it('both avatars at 0 in the same step is a draw; activePlayerWins gives it to the turn player', () => {
    const prep = (s: XingjieState) => {
      const w = toHand(s, 'p2', 'sky-piercer');
      s.game.players.p2.hand.pop();
      s.game.players.p2.personEquips.push({ id: w, durabilityLeft: 2 });
      const v = toHand(s, 'p1', 'sky-piercer');
      s.game.players.p1.hand.pop();
      s.game.players.p1.personEquips.push({ id: v, durabilityLeft: 2 });
    };
    const s = attack(battle({ hp: [5, 5] }, prep), 'avatar', 'avatar');
    expect(s.result).toMatchObject({ winner: null, reason: 'bothZero' });
    const t = attack(
      battle({ hp: [5, 5], config: { simultaneousZero: 'activePlayerWins' } }, prep),
      'avatar',
      'avatar',
    );
    expect(t.result).toMatchObject({ winner: 'p2' });
  });
});
