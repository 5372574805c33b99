/**
 * 武魂志 starting positions: the position is the board before the named round's preparation phase (W23), and every
 * rule a position must keep is refused with ERR_BAD_POSITION (shape errors too, naming the field path).
 */
import { describe, expect, it } from 'vitest';
import type { MatchSetup } from '@/machines/engine';
import type { WuhunzhiConfig } from '@/machines/wuhunzhi/config';
import { DECK_JIXIA } from '@/content/wuhunzhi/decks';
import { advance, atDeclare, def, legal, newMatch } from './helpers';
import { DECKS, boardView, cid, fromPosition, ids, refusal } from './position-helpers';

describe('semantics: the position is the board before the named round’s preparation phase (W23)', () => {
  it('preparation runs first: last round’s strategy, face-up traps and an expiring event are discarded (§5.1)', () => {
    const s = fromPosition({
      round: 4,
      p1: {
        strategy: 'st-beishui',
        sandField: { '3': 't-fubing', '4': { card: 't-kongcheng', faceUp: false } },
        altars: [{ card: 'a-kunlun', occupant: 't-huogong' }],
        event: { card: 'e-hezong', activatedRound: 2 }, // 2 rounds: discarded in round 4's preparation
      },
    });
    const b = s.game.boards.p1;
    expect(ids(s, b.discardPile)).toEqual(['st-beishui', 't-fubing', 't-huogong', 'e-hezong']);
    expect([b.strategy, b.eventSlot, b.eventExpires, b.altars[0].occupant]).toEqual([null, null, null, null]);
    expect(cid(s, b.sandField[3])).toBe('t-kongcheng'); // a face-down trap stays
    expect(s.effects.filter((e) => e.type === 'discarded').map((e) => e.why)).toEqual([
      'strategy',
      'trap',
      'trap',
      'event',
    ]);
  });

  it('a timed event still running keeps working: 合纵 adds 200 in battle and expires on time', () => {
    let s = fromPosition({
      round: 3,
      p1: { sandField: { '5': 's-huishi' }, event: 'e-hezong' }, // activated in round 2: lasts rounds 2–3
      p2: { sandField: { '5': 's-zhuanzhu' } },
    });
    expect(s.game.boards.p1.eventExpires).toBe(4);
    s = advance(s, atDeclare);
    const v = boardView(s, 'omniscient');
    // 惠施 900 + 庙算 100 + 合纵 200 (no formation with one soul).
    expect((v.seats.p1.sandField[4] as { finalPower: number }).finalPower).toBe(1200);
  });

  it('the smallest position: a round number; setup’s coin and choices are skipped', () => {
    const s = fromPosition({ round: 1 }, { config: { firstPlayerMethod: 'coin' }, firstPlayer: undefined });
    expect(s.game.first).toBe('p1');
    expect(s.phase).toBe('match.round.construction.firstBuild');
    expect(s.game.boards.p1.hand).toHaveLength(5);
    expect(legal(s, 'p1').map((a) => a.type)).toContain('construction.revealAltar');
    expect(legal(s, 'p1').some((a) => a.type === 'setup.choose')).toBe(false);
  });

  it('the seat that acts at step 0 is named at once (the started hook), as after any action', () => {
    const s = fromPosition({ round: 1 });
    expect(s.active).toBe('p1');
    expect(newMatch(5).active).toBeNull(); // the normal opening: both seats choose their setup
  });

  it('first defaults to the setup’s firstPlayer, and the position’s own first wins over it', () => {
    expect(fromPosition({ round: 2 }, { firstPlayer: 'p2' }).game.first).toBe('p2');
    expect(fromPosition({ round: 2, first: 'p1' }, { firstPlayer: 'p2' }).game.first).toBe('p1');
  });

  it('a hand of 5 or more gives the first seat the draw choice (R3) at once', () => {
    const s = fromPosition({
      round: 5,
      p1: { hand: ['s-modi', 's-modi', 's-huishi', 's-huishi', 't-fubing', 'e-jixia'] },
    });
    expect(s.phase).toBe('match.round.construction.firstDraw');
    expect(s.game.drawChoice).toBe(true);
    expect(legal(s, 'p1').map((a) => a.payload)).toEqual([{ draw: true }, { draw: false }]);
  });

  it('losses are found in play, not refused: a seat that cannot reach 5 cards loses in its draw step (L3a)', () => {
    const s = fromPosition({
      round: 9,
      p1: { hand: ['s-modi'], discardPile: DECK_JIXIA.mainDeck.slice(1, 48) },
    });
    expect(s.result).toMatchObject({ winner: 'p2', reason: 'cannotReachFive' });
    expect(s.phase).toBe('gameOver');
  });

  it('the chart reaches preparation through the startsFromPosition guard (the chart file names it)', () => {
    const setupNode = def.chart.nodes.get('match.setup')!;
    expect(setupNode.always.map((e) => e.target?.path)).toEqual(['match.round.preparation', 'match.round']);
    expect(newMatch(5).phase).toBe('match.setup'); // without a position nothing changes
  });
});

describe('validation: each rule a position must keep', () => {
  const BAD: Array<[string, unknown, string, Partial<MatchSetup<WuhunzhiConfig>>?]> = [
    ['round < 1', { round: 0 }, 'round must be at least 1'],
    ['unknown card id', { round: 2, p1: { hand: ['s-nobody'] } }, 'unknown card s-nobody'],
    [
      'a card not in the seat’s deck list',
      { round: 2, p1: { hand: ['s-jingke'] } },
      'deck list has no "Jing Ke"',
    ],
    [
      'more copies than the deck list has',
      { round: 2, p1: { hand: ['s-sunbin', 's-sunbin'], soulYard: ['s-sunbin'] } },
      'has only 2 × "Sun Bin"',
    ],
    ['an altar in the hand', { round: 2, p1: { hand: ['a-taishan'] } }, 'hand cannot hold the altar'],
    [
      'an event on the sand field',
      { round: 2, p1: { sandField: { '1': 'e-jixia' } } },
      'sand-field cell 1 cannot hold the event',
    ],
    [
      'a general in the discard pile',
      { round: 2, p1: { discardPile: ['g-kongqiu'] } },
      'discard pile cannot hold the general',
    ],
    [
      'a strategy bound under an altar',
      { round: 2, p1: { altars: [{ card: 'a-kunlun', bound: ['st-yiyi'] }] } },
      'cannot hold the strategy',
    ],
    ['a soul as the general', { round: 2, p1: { general: 's-modi' } }, 'general zone cannot hold the soul'],
    ['sand-field cell 0', { round: 2, p1: { sandField: { '0': 's-modi' } } }, 'cell 0 does not exist'],
    ['sand-field cell 10', { round: 2, p1: { sandField: { '10': 's-modi' } } }, 'cell 10 does not exist'],
    [
      'more altars than the altar zone holds',
      {
        round: 2,
        p1: { altars: ['a-kunlun', 'a-taishan', 'a-sheji', 'a-zongmiao', 'a-mingtang', 'a-kunlun'] },
      },
      'has 5 slots; the position lists 6',
    ],
    [
      'already decided: four destroyed altars (L2)',
      {
        round: 6,
        p2: {
          altars: [
            'a-fenghuo',
            ...['a-lingtai', 'a-biyong', 'a-taishan', 'a-sheji'].map((card) => ({ card, destroyed: true })),
          ],
        },
      },
      'already decided',
    ],
    [
      'a face-up soul with damage ≥ its base power',
      { round: 2, p1: { sandField: { '1': { card: 's-modi', damage: 1000 } } } },
      'at least its base power 1000',
    ],
    [
      'damage on a face-down card',
      { round: 2, p1: { sandField: { '1': { card: 's-modi', faceUp: false, damage: 100 } } } },
      'face down and cannot carry damage',
    ],
    [
      'damage on a trap',
      { round: 2, p1: { sandField: { '1': { card: 't-fubing', damage: 100 } } } },
      'the trap "Ambush" (t-fubing) cannot carry damage',
    ],
    [
      'souls bound under a face-down altar',
      { round: 2, p1: { altars: ['a-kunlun', { card: 'a-taishan', faceUp: false, bound: ['s-modi'] }] } },
      'cannot have souls bound',
    ],
    [
      'an occupant in a face-down altar',
      { round: 2, p1: { altars: ['a-kunlun', { card: 'a-taishan', faceUp: false, occupant: 's-modi' }] } },
      'cannot hold a summoned card',
    ],
    [
      'a destroyed altar written face down',
      { round: 2, p1: { altars: ['a-kunlun', { card: 'a-taishan', faceUp: false, destroyed: true }] } },
      'destroyed, so it is face up',
    ],
    ['no face-up altar', { round: 2, p1: { altars: [] } }, 'has no face-up altar'],
    [
      'an occupant that entered the altar this round',
      { round: 3, p1: { altars: [{ card: 'a-kunlun', occupant: { card: 's-modi', enteredRound: 3 } }] } },
      'entered the altar in round 3, not before round 3',
    ],
    [
      'a one-shot event in the event slot',
      { round: 2, p1: { event: 'e-jixia' } },
      'an event without a duration',
    ],
    [
      'a timed event that would already have expired',
      { round: 5, p1: { event: { card: 'e-hezong', activatedRound: 2 } } },
      'activated in round 2 it is not in the event slot',
    ],
    [
      'no general while reserves remain',
      { round: 2, p1: { general: null } },
      'no general but still has face-down reserves',
    ],
  ];
  it.each(BAD)('%s → ERR_BAD_POSITION', (_name, position, en, extra) => {
    const r = refusal(position, extra);
    expect(r.code).toBe('ERR_BAD_POSITION');
    expect(r.en).toContain(en);
    expect(r.zh).toMatch(/[\u4e00-\u9fff]/);
    const seat = /\bp[12]\b/.exec(r.en)?.[0];
    if (seat) expect(r.zh).toContain(seat); // both messages name the seat
  });

  it('messages name the seat, the place and the card in Chinese first', () => {
    expect(refusal({ round: 2, p1: { sandField: { '6': 'e-jixia' } } }).zh).toBe(
      'p1 的沙场第 6 格不能放事件卡「稷下论道」(e-jixia)（只能放灵魂卡、陷阱卡）（p1.sandField.6.card）',
    );
    expect(refusal({ round: 2, p2: { sandField: { '12': 's-jingke' } } }).zh).toBe(
      'p2 的沙场第 12 格不存在（格子是 1–9）（p2.sandField.12）',
    );
  });

  it('an occupant in a face-down altar is allowed when faceDownAltarSummonable is on (R7)', () => {
    const s = fromPosition(
      { round: 2, p1: { altars: ['a-kunlun', { card: 'a-taishan', faceUp: false, occupant: 's-modi' }] } },
      { config: { faceDownAltarSummonable: true } },
    );
    expect(cid(s, s.game.boards.p1.altars[1].occupant)).toBe('s-modi');
  });

  it('all generals in the soul yard: no general is legal (§5.9), and they are inert there (R35)', () => {
    const s = fromPosition({ round: 4, p1: { soulYard: ['g-sunwu', 'g-kongqiu'] } });
    expect([s.game.boards.p1.general, s.game.boards.p1.generalStack]).toEqual([null, []]);
    expect(ids(s, s.game.boards.p1.soulYard)).toEqual(['g-sunwu', 'g-kongqiu']);
  });

  it.each([
    ['an unknown key', { round: 2, p1: { graveyard: [] } }, 'p1.graveyard'],
    [
      'an unknown key in a card entry',
      { round: 2, p1: { sandField: { '1': { card: 's-modi', tilted: true } } } },
      'p1.sandField.1.tilted',
    ],
    [
      'a negative damage',
      { round: 2, p1: { sandField: { '1': { card: 's-modi', damage: -100 } } } },
      'p1.sandField.1.damage',
    ],
    ['a round that is not an integer', { round: 2.5 }, 'round'],
    ['a missing round', { p1: {} }, 'round'],
    ['a seat that does not exist', { round: 2, p3: {} }, 'p3'],
    ['a hand that is not a list', { round: 2, p1: { hand: 's-modi' } }, 'p1.hand'],
  ])('shape: %s → ERR_BAD_POSITION naming the field', (_name, position, field) => {
    const r = refusal(position);
    expect(r.code).toBe('ERR_BAD_POSITION');
    expect(r.details.field).toBe(field);
    expect(r.zh).toContain(`起始局面：${field}：`);
    expect(r.en).toContain(`Starting position: ${field}: `);
  });

  it('a shape error outside the position is still ERR_BAD_SETUP', () => {
    expect(refusal({ round: 2 }, { decks: { p1: 'x' } as never }).code).toBe('ERR_BAD_SETUP');
  });

  it('the deck list itself must still be legal (ERR_ILLEGAL_DECK)', () => {
    const decks = { ...DECKS, p1: { ...DECK_JIXIA, mainDeck: DECK_JIXIA.mainDeck.slice(1) } };
    expect(refusal({ round: 2 }, { decks }).code).toBe('ERR_ILLEGAL_DECK');
  });
});
