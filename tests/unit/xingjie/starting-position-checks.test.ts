/**
 * 星阶 starting positions, continued: every rules violation is refused with ERR_BAD_POSITION (shape errors with
 * ERR_BAD_SETUP), the unplaced cards form the deck, and replay, seek, views, pins and duel scripts work from a
 * position as from the opening setup.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, matchCreatedEvent, replay, schemas, seek } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import { checkDuelScript, duelFileFromLine, serializeDuelScript } from '@/machines/engine/duel-script';
import { GAMES } from '@/machines/registry';
import { xingjie } from '@/machines/xingjie';
import type { StartingPosition } from '@/machines/xingjie/position';
import type { XingjieState } from '@/machines/xingjie/state';
import { QIN_HAN, SANGUO_TANG } from '@/content/xingjie/decks';
import { EXAMPLE_POSITIONS } from '@/content/xingjie/positions';
import {
  expectCardsConserved,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
} from '../../support/property';
import { passTo } from './helpers';
import {
  P,
  cid,
  create,
  deckOf,
  example,
  exampleDecks,
  refusal,
  refusedWith,
  setupWith,
} from './position-helpers';

describe('validation: a position that breaks the rules is refused before anything exists', () => {
  const bad = (position: unknown, over: Partial<MatchSetup> = {}) => {
    const e = refusal(position, over);
    expect(e.code).toBe('ERR_BAD_POSITION');
    expect(e.text.zh).toMatch(/^起始局面：/);
    expect(e.text.en).toMatch(/^Starting position: /);
    return e.text;
  };

  it('an unknown card id', () => {
    const t = bad({ turn: 3, p1: { hand: ['no-such-card'] } });
    expect(t.en).toContain('p1 hand: unknown card "no-such-card"');
  });
  it('a card that is not in that seat’s deck list', () => {
    const t = bad({ turn: 3, p1: { hand: ['zhuge-liang'] } }); // a 三国唐宋 card, p1 plays 秦汉风云
    expect(t.zh).toContain('p1 的手牌中的「诸葛亮」(zhuge-liang)不在 p1 的卡组列表中');
    expect(t.en).toContain('p1 hand: "Zhuge Liang" (zhuge-liang) is not in p1\'s deck list');
  });
  it('more copies than the deck list holds, counted over every zone', () => {
    const t = bad({
      turn: 3,
      p1: { hand: ['meng-tian', 'meng-tian'], graveyard: ['meng-tian', 'meng-tian'] },
    });
    expect(t.en).toContain('names "Meng Tian" (meng-tian) 4 times but p1\'s deck list holds 3');
  });
  it('a card type in a zone that cannot hold it', () => {
    expect(bad({ turn: 3, p1: { front: ['beacon-fire'] } }).en).toContain('front row holds characters only');
    expect(bad({ turn: 3, p1: { back: ['meng-tian'] } }).en).toContain('is a character');
    expect(bad({ turn: 3, p1: { back: ['xianyang-palace'] } }).en).toContain('is field magic');
    expect(bad({ turn: 3, p1: { back: ['taie-sword'] } }).en).toContain('is person equipment');
    expect(bad({ turn: 3, p1: { field: 'beacon-fire' } }).en).toContain(
      'field magic zone holds field magic only',
    );
    expect(bad({ turn: 3, p1: { personEquips: ['zhanlu-sword'] } }).en).toContain(
      'person equipment holds person equipment only',
    );
  });
  it('a face-up normal magic or trap in the back row (they go to the graveyard once activated)', () => {
    expect(bad({ turn: 3, p1: { back: [{ card: 'ambush', faceUp: true }] } }).en).toContain(
      'only continuous ones',
    );
  });
  it('a set card of a kind this match’s settableKinds forbid', () => {
    const t = bad({ turn: 3, p1: { back: ['ambush'] } }, { config: { settableKinds: ['normalMagic'] } });
    expect(t.en).toContain('p1 back-row slot 0: "Ambush on All Sides" (ambush)');
  });
  it('more cards than a zone holds: 8 characters, 6 back-row cards, 2 weapons', () => {
    const eight = ['farmer', 'scholar', 'scholar', 'footman', 'footman', 'cavalry', 'archer', 'archer'];
    expect(bad({ turn: 3, p1: { front: eight } }).en).toContain("p1's front row has 7 slots");
    const six = ['ambush', 'abatis', 'empty-fort', 'lure-tiger', 'sow-discord', 'beacon-fire'];
    expect(bad({ turn: 3, p1: { back: six } }).en).toContain("p1's back row has 5 slots");
    expect(bad({ turn: 3, p1: { personEquips: ['taie-sword', 'heart-mirror'] } }).en).toContain('at most 1');
  });
  it('a slot index out of range', () => {
    const t = bad({ turn: 3, p1: { front: [{ card: 'farmer', slot: 7 }] } });
    expect(t.zh).toContain('p1 的前场 slot 7 不存在（共 7 格：slot 0–6）');
    expect(t.en).toContain('p1 front row slot 7 does not exist (7 slots: 0–6)');
    expect(bad({ turn: 3, p2: { back: [{ card: 'empty-fort', slot: -1 }] } }).en).toContain(
      'p2 back row slot -1',
    );
  });
  it('two cards in the same slot', () => {
    const t = bad({
      turn: 3,
      p1: {
        front: [
          { card: 'farmer', slot: 2 },
          { card: 'footman', slot: 2 },
        ],
      },
    });
    expect(t.en).toContain('p1 front row slot 2 is given twice');
  });
  it('avatar HP ≤ 0: the match would already be decided', () => {
    expect(bad({ turn: 3, p2: { hp: 0 } }).en).toContain("p2's avatar HP must be at least 1 (it is 0");
    expect(bad({ turn: 3, p2: { hp: -4 } }).zh).toContain('p2 的人物血量必须至少为 1');
  });
  it('avatar HP over the R40 cap (unless avatarHealCap is none)', () => {
    expect(bad({ turn: 3, p1: { hp: 151 } }).en).toContain("p1's avatar HP 151 is above its cap 150");
    expect(P(create({ turn: 3, p1: { hp: 155, personEquips: ['taie-sword'] } }), 'p1').hp).toBe(155);
    expect(bad({ turn: 3, p1: { hp: 156, personEquips: ['taie-sword'] } }).en).toContain('cap 155');
    const hpOverride = { decks: { p1: { ...deckOf('qin-han'), hpOverride: 40 }, p2: deckOf('sanguo-tang') } };
    expect(bad({ turn: 3, p1: { hp: 41 } }, hpOverride).en).toContain('cap 40 (starting HP 40');
    expect(P(create({ turn: 3, p1: { hp: 999 } }, { config: { avatarHealCap: 'none' } }), 'p1').hp).toBe(999);
  });
  it('character equipment attached to a front-row slot with no character', () => {
    const t = bad({ turn: 3, p1: { front: ['farmer'], back: [{ card: 'zhanlu-sword', equippedTo: 3 }] } });
    expect(t.en).toContain(
      '"Zhanlu Sword" (zhanlu-sword) is equipped to front-row slot 3, where p1 has no character',
    );
  });
  it('character equipment without equippedTo, or turned face down', () => {
    expect(bad({ turn: 3, p1: { back: ['zhanlu-sword'] } }).en).toContain('needs "equippedTo"');
    expect(
      bad({
        turn: 3,
        p1: { front: ['farmer'], back: [{ card: 'zhanlu-sword', equippedTo: 0, faceUp: false }] },
      }).en,
    ).toContain('always face up');
  });
  it('equipment durability 0 (broken equipment is in the graveyard)', () => {
    expect(
      bad({
        turn: 3,
        p1: { front: ['farmer'], back: [{ card: 'zhanlu-sword', equippedTo: 0, durability: 0 }] },
      }).en,
    ).toContain('durability must be at least 1');
    expect(bad({ turn: 3, p1: { personEquips: [{ card: 'taie-sword', durability: 0 }] } }).en).toContain(
      'durability must be at least 1',
    );
  });
  it('equippedTo / durability on a card that is not character equipment', () => {
    expect(
      bad({ turn: 3, p1: { front: ['farmer'], back: [{ card: 'ambush', equippedTo: 0 }] } }).en,
    ).toContain('only character equipment takes');
  });
  it('damage that leaves a character at 0 HP (it would be destroyed, R31), equipment and modifiers counted', () => {
    const t = bad({ turn: 3, p1: { front: [{ card: 'han-xin', damage: 9 }] } });
    expect(t.en).toContain('p1 front-row slot 0: "Han Xin" (han-xin) has 9 damage against 9 HP');
    const armoured = (damage: number) => ({
      turn: 3,
      p1: { front: [{ card: 'han-xin', damage }], back: [{ card: 'mingguang-armour', equippedTo: 0 }] },
    });
    expect(P(create(armoured(14)), 'p1').front[0]!.damage).toBe(14);
    expect(bad(armoured(15)).en).toContain('15 damage against 15 HP');
    expect(
      bad({ turn: 3, p1: { front: [{ card: 'meng-tian', damage: 3, mods: [{ hp: -3 }] }] } }).en,
    ).toContain('3 damage against 3 HP');
  });
  it('negative damage', () => {
    expect(bad({ turn: 3, p2: { front: [{ card: 'farmer', damage: -1 }] } }).en).toContain('negative damage');
  });
  it('turn number < 1', () => {
    expect(bad({ turn: 0 }).en).toContain('turn must be at least 1 (it is 0)');
  });
  it('a turn player that contradicts the setup’s firstPlayer (odd turns belong to the first player)', () => {
    const t = bad({ turn: 4, turnPlayer: 'p2' }, { firstPlayer: 'p2' });
    expect(t.en).toContain("turn 4 is p2's, so p1 went first");
  });
  it('effectsUsed naming no once-per-game effect, or more uses than its limit', () => {
    expect(bad({ turn: 3, p1: { front: [{ card: 'xiao-he', effectsUsed: [0] }] } }).en).toContain(
      'has no once-per-game effect at index 0',
    );
    expect(bad({ turn: 3, p1: { front: [{ card: 'jing-ke', effectsUsed: [0, 0] }] } }).en).toContain(
      'can be used 1 time(s) a game',
    );
  });
  it('two field magic cards when the field magic zone is shared (sharedFieldMagicZone)', () => {
    const both = { turn: 3, p1: { field: 'xianyang-palace' }, p2: { field: 'red-cliffs' } };
    expect(bad(both, { config: { sharedFieldMagicZone: true } }).en).toContain('only one field magic');
    expect(cid(create(both), P(create(both), 'p2').field)).toBe('red-cliffs');
  });
  it.each([
    ['an unknown key', { turn: 3, p1: { lifePoints: 3 } }, 'p1.lifePoints'],
    ['a missing turn', { p1: {} }, 'turn'],
    ['a turn that is not an integer', { turn: 2.5 }, 'turn'],
    [
      'an unknown battle position',
      { turn: 3, p1: { front: [{ card: 'farmer', position: 'sideways' }] } },
      'p1.front.0.position',
    ],
    ['a seat that does not exist', { turn: 3, turnPlayer: 'p3' }, 'turnPlayer'],
    ['not an object', 'turn 3', '(root)'],
  ])('shape: %s → ERR_BAD_POSITION naming the field', (_name, position, field) => {
    const e = refusal(position);
    expect(e.code).toBe('ERR_BAD_POSITION');
    expect(e.details.field).toBe(field);
    expect(e.text.zh).toContain(`起始局面：${field}：`);
    expect(e.text.en).toContain(`Starting position: ${field}: `);
  });
  it('the deck lists themselves are still checked (§2): an illegal deck is ERR_BAD_DECK', () => {
    const decks = { p1: { rank: 10, cards: QIN_HAN.cards.slice(1) }, p2: deckOf('sanguo-tang') };
    expect(refusedWith({ turn: 3 }, { decks })).toBe('ERR_BAD_DECK');
  });
});

describe('the deck: every card of the list not placed, with the opening setup’s instance ids', () => {
  const named = {
    turn: 5,
    p1: { hand: ['qin-crossbowman', 'farmer'], front: ['meng-tian'], graveyard: ['meng-tian'] },
  };

  it('named cards take the first unused copies of the list; the rest are the deck; all 60 are conserved', () => {
    const s = create(named);
    const p1 = P(s, 'p1');
    const idx = (cardId: string) => QIN_HAN.cards.flatMap((c, i) => (c === cardId ? [`p1-${i}`] : []));
    expect(p1.hand).toEqual([idx('qin-crossbowman')[0], idx('farmer')[0]]);
    expect(p1.front[0]!.id).toBe(idx('meng-tian')[0]);
    expect(p1.graveyard).toEqual([idx('meng-tian')[1]]);
    expect(Object.keys(s.cards)).toHaveLength(120);
    expect(p1.deck).toHaveLength(56);
    const rest = [...QIN_HAN.cards];
    for (const c of ['qin-crossbowman', 'farmer', 'meng-tian', 'meng-tian']) rest.splice(rest.indexOf(c), 1);
    expect(p1.deck.map((id) => cid(s, id)).sort()).toEqual(rest.sort());
    expect(
      P(s, 'p2')
        .deck.map((id) => cid(s, id))
        .sort(),
    ).toEqual([...SANGUO_TANG.cards].sort());
    expectCardsConserved(xingjie, s);
  });

  it('a stacked seat keeps deck-list order (top = first); the other is shuffled by the seed', () => {
    const s = create(named, { stacked: ['p1'] });
    const order = (ids: string[]) => ids.map((id) => Number(id.split('-')[1]));
    expect(order(P(s, 'p1').deck)).toEqual([...order(P(s, 'p1').deck)].sort((a, b) => a - b));
    expect(order(P(s, 'p2').deck)).not.toEqual([...order(P(s, 'p2').deck)].sort((a, b) => a - b));
    expect(create(named, { stacked: ['p1'] })).toEqual(s);
    expect(P(create(named, { seed: 10 }), 'p2').deck).not.toEqual(P(s, 'p2').deck);
    expect(P(create(named, { seed: 10 }), 'p1').deck).not.toEqual(P(s, 'p1').deck);
  });
});

describe('replay, seek, views, pins and duel scripts from a position', () => {
  it('replay of the events equals live play, seek agrees, and no view leaks a hidden card', () => {
    for (const ex of EXAMPLE_POSITIONS) {
      const setup = setupWith(ex.position, { decks: exampleDecks(ex) });
      for (const seed of [1, 2, 3]) {
        const m = randomMatch(
          xingjie,
          { ...setup, seed },
          {
            seed,
            keepStates: true,
            maxSteps: 250,
            onStep: (s) => {
              expectCardsConserved(xingjie, s);
              expectViewsLeakNothing(xingjie, s, seed);
            },
          },
        );
        expect(m.events[0]).toEqual(matchCreatedEvent(xingjie, { ...setup, seed }));
        expectReplayEqualsLive(xingjie, m, seed);
        expect(seek(xingjie, m.events, 0)).toEqual(m.states[0]);
      }
    }
  });

  it('a fate.pin on the next draw is honoured by the turn’s draw', () => {
    let s = create({ turn: 6, turnPlayer: 'p2' });
    const r = applyAction<XingjieState>(xingjie, s, {
      type: 'fate.pin',
      actor: 'author',
      payload: { kind: 'draw', seat: 'p2', cardId: 'lu-bu' },
    });
    expect(r.ok).toBe(true);
    s = r.ok ? r.state : s;
    s = passTo(s, 'turn.draw');
    expect(P(s, 'p2').hand.map((id) => cid(s, id))).toEqual(['lu-bu']);
    expect(s.pins).toEqual([]);
    // A card the position placed is no longer in the deck, so it cannot be pinned.
    const placed = create({ turn: 6, turnPlayer: 'p2', p2: { hand: ['lu-bu'] } });
    const refused = applyAction(xingjie, placed, {
      type: 'fate.pin',
      actor: 'author',
      payload: { kind: 'draw', seat: 'p2', cardId: 'lu-bu' },
    });
    expect(refused.ok ? 'OK' : refused.error.code).toBe('ERR_PIN_NOT_IN_DECK');
  });

  it('a duel script with a position: line round-trips and plays', () => {
    const ex = example('back-to-the-river');
    // The kernel's envelope schema gives the setup its canonical key order, as a stored event has.
    const setup = schemas.setupEnvelopeSchema.parse(
      setupWith(ex.position, { firstPlayer: 'p1', seed: 77, stacked: ['p2'] }),
    ) as MatchSetup;
    const m = randomMatch(xingjie, setup, { seed: 4, maxSteps: 120 });
    const text = serializeDuelScript(duelFileFromLine(xingjie, m.events, [], '背水一战'), { def: xingjie });
    expect(text).toContain(`position: ${JSON.stringify(ex.position)}`);
    const opts = { games: GAMES, cardIds: () => undefined };
    const back = checkDuelScript(text, opts);
    expect(JSON.stringify(back.played.events)).toBe(JSON.stringify(m.events));
    expect(back.played.final).toEqual(m.final);
    expect(replay(xingjie, back.played.events)).toEqual(m.final);
  });

  it('a hand-written script: the position line is read, and a bad position names that line', () => {
    const script = (position: StartingPosition) =>
      [
        'game: xingjie',
        'p1 name: 韩信',
        'p2 name: 张飞',
        'seed: 3',
        `p1 deck json: ${JSON.stringify(deckOf('qin-han'))}`,
        `p2 deck json: ${JSON.stringify(deckOf('sanguo-tang'))}`,
        `position: ${JSON.stringify(position)}`,
        'p1: priority.pass',
        'p2: priority.pass',
        '',
      ].join('\n');
    const opts = { games: GAMES, cardIds: () => undefined };
    const ok = checkDuelScript(script({ turn: 3, p1: { hp: 12, front: ['bai-qi'] } }), opts);
    const s = ok.played.final as XingjieState;
    expect([s.turn, s.phase, P(s, 'p1').hp, cid(s, P(s, 'p1').front[0]!.id)]).toEqual([
      3,
      'turn.draw',
      12,
      'bai-qi',
    ]);
    let caught: unknown;
    try {
      checkDuelScript(script({ turn: 3, p1: { front: [{ card: 'bai-qi', slot: 9 }] } }), opts);
    } catch (e) {
      caught = e;
    }
    expect(caught).toMatchObject({ code: 'ERR_BAD_POSITION', details: { line: 7 } });
  });
});

describe('every rule refusal names the field path (details.field and both messages)', () => {
  it.each([
    [
      'two cards in one slot',
      {
        turn: 3,
        p1: {
          front: [
            { card: 'meng-tian', slot: 3 },
            { card: 'farmer', slot: 3 },
          ],
        },
      },
      'p1.front.1.slot',
    ],
    [
      'a slot that does not exist',
      { turn: 3, p1: { front: [{ card: 'meng-tian', slot: 7 }] } },
      'p1.front.0.slot',
    ],
    [
      'more cards than slots',
      {
        turn: 3,
        p1: { back: ['ambush', 'ambush', 'ambush', 'ambush', 'ambush', 'ambush', 'ambush', 'ambush'] },
      },
      'p1.back.5',
    ],
    [
      'a face-up normal trap',
      { turn: 3, p1: { back: [{ card: 'ambush', faceUp: true }] } },
      'p1.back.0.faceUp',
    ],
    ['a character in the back row', { turn: 3, p1: { back: ['ambush', 'meng-tian'] } }, 'p1.back.1'],
    ['an unknown card', { turn: 3, p1: { hand: ['farmer', 'no-such-card'] } }, 'p1.hand.1'],
    ['a card the deck list lacks', { turn: 3, p1: { graveyard: ['zhuge-liang'] } }, 'p1.graveyard.0'],
    ['non-field magic in the field zone', { turn: 3, p2: { field: 'beacon-fire' } }, 'p2.field'],
    [
      'damage that would have destroyed it',
      { turn: 3, p1: { front: [{ card: 'farmer', damage: 99 }] } },
      'p1.front.0.damage',
    ],
    ['an avatar at 0 HP', { turn: 3, p2: { hp: 0 } }, 'p2.hp'],
  ])('%s → %s', (_name, position, field) => {
    const e = refusal(position);
    expect(e.code).toBe('ERR_BAD_POSITION');
    expect(e.details.field).toBe(field);
    expect(e.text.zh).toMatch(/^起始局面：.+/);
    expect(e.text.zh).toContain(`（${field}）`);
    expect(e.text.en).toMatch(/^Starting position: .+/);
    expect(e.text.en).toContain(`(${field})`);
  });
});
