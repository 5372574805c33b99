/**
 * 武魂志 custom cards (issue 12, W49–W51): authors' cards in the starter cards' shape play by the rules (summon,
 * attack, activate, trigger, leave play), the three triggers no starter card uses resolve when the rules say, and
 * bad cards are refused with ERR_BAD_CARD naming the card and the field.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, view } from '@/machines/engine';
import type { Action } from '@/machines/engine';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import type { WuhunzhiBoardView } from '@/machines/wuhunzhi/view';
import { DECK_HULANG, DECK_JIXIA } from '@/content/wuhunzhi/decks';
import { act, def, newMatch } from './helpers';
import { customEvent, customSoul, refusedCards, withCards } from './custom-cards-helpers';

const board = (s: WuhunzhiState) => view(def, s, 'omniscient').board as WuhunzhiBoardView;
const legalOf = (s: WuhunzhiState, type: string): Action[] =>
  legalActions(def, s, s.active!).filter((a) => a.type === type);
const at = (cell: number, seat = 'p1') => ({ phase: 'battle', step: 'declare', cell, seat });
const small = (p1: object, p2: object) => ({
  round: 3,
  first: 'p1',
  p1: { altars: ['a-kunlun', { card: 'a-taishan', faceUp: false }], general: null, deck: [], ...p1 },
  p2: { altars: ['a-lingtai', { card: 'a-biyong', faceUp: false }], general: null, deck: [], ...p2 },
});

describe('a custom soul plays by the rules', () => {
  const giant = customSoul('c-giant', 2000);
  it('is summoned from hand, deployed, attacks with its own base power and leaves play tapped', () => {
    let s = withCards([giant], {
      ...small({ hand: ['c-giant'] }, { sandField: { '5': 's-jingke' } }),
      at: { phase: 'summoning' },
    });
    const place = legalOf(s, 'summon.place').find((a) => (a.payload as { altar: number }).altar === 0)!;
    s = act(s, 'p1', 'summon.place', place.payload as object);
    expect(s.cards[s.game.boards.p1.altars[0].occupant!].cardId).toBe('c-giant');
    // Next round: deploy, then battle at cell 5 against Jing Ke.
    s = withCards([giant], {
      ...small({ sandField: { '5': 'c-giant' } }, { sandField: { '5': 's-jingke' } }),
      at: at(5),
    });
    expect(board(s).seats.p1.sandField[4]).toMatchObject({ cardId: 'c-giant', finalPower: 2000 });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 5 } });
    const jing = board(s).seats.p2;
    expect(jing.sandField[4]).toMatchObject({ cardId: 's-jingke', tapped: true, damage: 2000 });
  });
});

describe('W49: the triggers no starter card uses', () => {
  it('onTargeted: a soul declared as the target resolves its own effect before the target window', () => {
    const guard = customSoul('c-guard', 900, [
      {
        name: '警觉',
        kind: 'triggered',
        trigger: { on: 'onTargeted' },
        ops: [{ op: 'modifyPower', target: 'self', amount: 500, until: 'battle' }],
      },
    ]);
    let s = withCards([guard], {
      ...small({ sandField: { '5': 's-jingke' } }, { sandField: { '5': 'c-guard' } }),
      at: at(5),
    });
    expect(board(s).seats.p2.sandField[4]).toMatchObject({ finalPower: 900 });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 5 } });
    // 1400 against Jing Ke's 1000: Jing Ke takes 1400 ≥ his base power, is tapped and goes to the soul yard at E4;
    // without 警觉 he would take 900 and stay. The guard itself takes 1000 ≥ 900 and goes too.
    expect(s.effects).toContainEqual(expect.objectContaining({ type: 'effect', name: '警觉' }));
    expect(board(s).seats.p1.soulYard.map((c) => c.cardId)).toEqual(['s-jingke']);
    expect(board(s).seats.p2.soulYard.map((c) => c.cardId)).toEqual(['c-guard']);
  });

  it('onTargeted does not fire when another card is targeted', () => {
    const guard = customSoul('c-guard', 900, [
      {
        name: '警觉',
        kind: 'triggered',
        trigger: { on: 'onTargeted' },
        ops: [{ op: 'modifyPower', target: 'self', amount: 500, until: 'battle' }],
      },
    ]);
    let s = withCards([guard], {
      ...small({ sandField: { '5': 's-jingke' } }, { sandField: { '5': 'c-guard', '6': 's-zhuanzhu' } }),
      at: at(5),
    });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 6 } });
    expect(s.effects).not.toContainEqual(expect.objectContaining({ type: 'effect', name: '警觉' }));
  });

  it('onTapped: a soul tapped by damage resolves its own effect (draw 1)', () => {
    const martyr = customSoul('c-martyr', 800, [
      { kind: 'triggered', trigger: { on: 'onTapped' }, ops: [{ op: 'draw', who: 'controller', n: 1 }] },
    ]);
    let s = withCards([martyr], {
      ...small({ sandField: { '5': 's-jingke' } }, { sandField: { '5': 'c-martyr' }, deck: ['s-zhuanzhu'] }),
      at: at(5),
    });
    expect(s.game.boards.p2.hand).toHaveLength(0);
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 5 } });
    expect(board(s).seats.p2.sandField[4]).toMatchObject({ cardId: 'c-martyr', tapped: true });
    expect(s.game.boards.p2.hand.map((id) => s.cards[id].cardId)).toEqual(['s-zhuanzhu']);
  });

  it('onTapped also fires for a tap op, and not for a soul that was already tapped', () => {
    const martyr = customSoul('c-martyr', 800, [
      { kind: 'triggered', trigger: { on: 'onTapped' }, ops: [{ op: 'draw', who: 'controller', n: 1 }] },
    ]);
    const chains = customEvent('c-chains', [{ op: 'tap', target: 'opponentSouls' }]);
    const pos = (tapped: boolean) => ({
      ...small(
        { hand: ['c-chains'] },
        { sandField: { '5': { card: 'c-martyr', tapped, damage: tapped ? 800 : 0 } }, deck: ['s-zhuanzhu'] },
      ),
      at: { phase: 'planning' },
    });
    for (const tapped of [false, true]) {
      let s = withCards([martyr, chains], pos(tapped));
      const play = legalOf(s, 'planning.activateEvent')[0];
      s = act(s, 'p1', 'planning.activateEvent', play.payload as object);
      expect(s.game.boards.p2.hand, `already tapped: ${tapped}`).toHaveLength(tapped ? 0 : 1);
    }
  });

  it('onGeneralChanged: when an effect destroys a general, the seat’s souls with it resolve (a new general flips)', () => {
    const loyal = customSoul('c-loyal', 1000, [
      {
        kind: 'triggered',
        trigger: { on: 'onGeneralChanged' },
        ops: [{ op: 'modifyPower', target: 'self', amount: 300, until: 'round' }],
      },
    ]);
    const coup = customEvent('c-coup', [{ op: 'destroyGeneral', who: 'opponent' }]);
    let s = withCards([loyal, coup], {
      ...small(
        { hand: ['c-coup'] },
        { general: 'g-baiqi', reserves: ['g-wuqi'], sandField: { '2': 'c-loyal' } },
      ),
      at: { phase: 'planning' },
    });
    expect(board(s).seats.p2.sandField[1]).toMatchObject({ finalPower: 1000 });
    s = act(s, 'p1', 'planning.activateEvent', legalOf(s, 'planning.activateEvent')[0].payload as object);
    expect(s.cards[s.game.boards.p2.general!].cardId).toBe('g-wuqi');
    expect(board(s).seats.p2.sandField[1]).toMatchObject({ cardId: 'c-loyal', finalPower: 1300 });
  });
});

describe('custom cards of the other types', () => {
  it('a custom event is activated in planning and resolves (draw 2), then goes to the discard pile', () => {
    const study = customEvent('c-study', [{ op: 'draw', who: 'controller', n: 2 }]);
    let s = withCards([study], {
      ...small({ hand: ['c-study'], deck: ['s-modi', 's-huishi'] }, { sandField: { '5': 's-jingke' } }),
      at: { phase: 'planning' },
    });
    s = act(s, 'p1', 'planning.activateEvent', legalOf(s, 'planning.activateEvent')[0].payload as object);
    const b = s.game.boards.p1;
    expect(b.hand.map((id) => s.cards[id].cardId)).toEqual(['s-modi', 's-huishi']);
    expect(b.discardPile.map((id) => s.cards[id].cardId)).toEqual(['c-study']);
  });

  it('a custom strategy is set face down, revealed at the battle start, and its aura applies', () => {
    const banner = {
      type: 'strategy',
      id: 'c-banner',
      name: { zh: '大纛', en: 'Great Banner' },
      effect: { kind: 'strategyEffect', ops: [{ op: 'modifyPower', target: 'ownSouls', amount: 700 }] },
      text: { zh: '己方灵魂战力+700。', en: 'Your souls get +700.' },
    };
    let s = withCards([banner], {
      ...small({ hand: ['c-banner'], sandField: { '5': 's-modi' } }, { sandField: { '5': 's-jingke' } }),
      at: { phase: 'planning' },
    });
    s = act(s, 'p1', 'planning.setStrategy', { card: s.game.boards.p1.hand[0] });
    expect(view(def, s, 'p2').board).toMatchObject({ seats: { p1: { strategy: { hidden: true } } } });
    expect(board(s).seats.p1.sandField[4]).toMatchObject({ finalPower: 1000 });
    for (let i = 0; i < 20 && !s.phase.includes('battle'); i++)
      s = act(
        s,
        s.active!,
        legalOf(s, s.phase.includes('summoning') ? 'summon.pass' : 'phase.pass')[0]?.type ?? 'phase.pass',
      );
    expect(board(s).seats.p1.strategy).toMatchObject({ cardId: 'c-banner', faceUp: true });
    expect(board(s).seats.p1.sandField[4]).toMatchObject({ finalPower: 1700 });
  });

  it('a custom special trap fires on its reveal; a custom general’s formation and a custom altar’s effect apply', () => {
    const snare = {
      type: 'trap',
      id: 'c-snare',
      name: { zh: '绊索', en: 'Snare' },
      trapKind: 'ordinary',
      effect: { kind: 'trapEffect', ops: [{ op: 'tap', target: 'attacker' }] },
      text: { zh: '被攻击翻开时：横置攻击者。', en: 'Revealed by an attack: tap the attacker.' },
    };
    const marshal = {
      type: 'general',
      id: 'c-marshal',
      name: { zh: '元帅', en: 'Marshal' },
      title: { zh: '作者', en: 'Author' },
      attribute: 'courage',
      skills: [],
      formations: [
        {
          cells: [5],
          name: { zh: '中军', en: 'Centre' },
          effect: { kind: 'formationEffect', ops: [{ op: 'modifyPower', target: 'ownSouls', amount: 100 }] },
        },
      ],
      text: { zh: '阵型：中军(5)己方灵魂+100。', en: 'Formation: Centre (5) +100.' },
    };
    const tower = {
      type: 'altar',
      id: 'c-tower',
      name: { zh: '望楼', en: 'Watchtower' },
      special: true,
      altarEffect: { kind: 'altarEffect', ops: [{ op: 'modifyPower', target: 'ownSouls', amount: 50 }] },
      text: { zh: '己方灵魂+50。', en: 'Your souls +50.' },
    };
    let s = withCards([snare, marshal, tower], {
      ...small(
        { general: 'c-marshal', altars: ['c-tower'], sandField: { '5': 's-modi' } },
        { sandField: { '5': { card: 'c-snare', faceUp: false } } },
      ),
      at: at(5),
    });
    expect(board(s).seats.p1.formations).toEqual(['中军']);
    expect(board(s).seats.p1.sandField[4]).toMatchObject({ finalPower: 1150 });
    s = act(s, 'p1', 'battle.declare', { target: { kind: 'card', cell: 5 } });
    // Tapped by the snare, 墨翟 went to the soul yard at the end phase that followed the last act (E4).
    expect(board(s).seats.p1.soulYard).toMatchObject([{ cardId: 's-modi' }]);
    expect(s.effects).toContainEqual(expect.objectContaining({ type: 'tapped' }));
    expect(s.game.boards.p2.discardPile.map((id) => s.cards[id].cardId)).toContain('c-snare');
  });

  it('a custom card is named by its own name in the view’s words and the narration', () => {
    const giant = customSoul('c-giant', 2000);
    const s = withCards([giant], {
      ...small({ sandField: { '5': 'c-giant' } }, { sandField: { '5': 's-jingke' } }),
      at: at(5),
    });
    const r = applyAction(def, s, {
      type: 'battle.declare',
      actor: 'p1',
      payload: { target: { kind: 'card', cell: 5 } },
    });
    expect(def.cardName('c-giant', s)).toEqual({ zh: 'c-giant之魂', en: 'Soul c-giant' });
    expect(r.ok).toBe(true);
  });

  it('custom cards may be in deck lists too (construction rules apply to them)', () => {
    const giant = customSoul('c-giant', 2000);
    const decks = {
      p1: { ...DECK_JIXIA, mainDeck: [...DECK_JIXIA.mainDeck.slice(0, 49), 'c-giant'] },
      p2: DECK_HULANG,
    };
    expect(newMatch(3, { cards: [giant], decks }).cards['p1-m49'].cardId).toBe('c-giant');
    const five = {
      p1: { ...DECK_JIXIA, mainDeck: [...DECK_JIXIA.mainDeck.slice(0, 45), ...Array(5).fill('c-giant')] },
      p2: DECK_HULANG,
    };
    expect(() => newMatch(3, { cards: [giant], decks: five })).toThrow(/ILLEGAL_DECK|copies/);
  });
});

describe('bad custom cards are refused with ERR_BAD_CARD naming the card and the field (nothing is created)', () => {
  const soul = customSoul('c-x', 1000);
  const CASES: Array<[string, unknown, string]> = [
    [
      'an unknown op',
      [
        customSoul('c-x', 1000, [
          { kind: 'triggered', trigger: { on: 'onSummon' }, ops: [{ op: 'summonDragon' }] },
        ]),
      ],
      'skills.0',
    ],
    [
      'an unknown trigger',
      [customSoul('c-x', 1000, [{ kind: 'triggered', trigger: { on: 'onMoonrise' }, ops: [] }])],
      'skills.0',
    ],
    [
      'an unknown condition',
      [
        customSoul('c-x', 1000, [
          { kind: 'triggered', trigger: { on: 'onSummon' }, condition: { is: 'isRaining' }, ops: [] },
        ]),
      ],
      'skills.0',
    ],
    [
      'an impossible target',
      [
        customSoul('c-x', 1000, [
          { kind: 'triggered', trigger: { on: 'onSummon' }, ops: [{ op: 'tap', target: 'theMoon' }] },
        ]),
      ],
      'skills.0.ops.0.target',
    ],
    [
      'an activated effect without timing',
      [customSoul('c-x', 1000, [{ kind: 'activated', ops: [{ op: 'draw', who: 'controller', n: 1 }] }])],
      'skills.0.timing',
    ],
    [
      'a triggered effect without trigger',
      [customSoul('c-x', 1000, [{ kind: 'triggered', ops: [] }])],
      'skills.0.trigger',
    ],
    [
      'altar levels outside a continuous effect',
      [
        customSoul('c-x', 1000, [
          { kind: 'triggered', trigger: { on: 'onSummon' }, ops: [{ op: 'modifyAltarLevel', amount: 1 }] },
        ]),
      ],
      'skills.0.ops.0',
    ],
    [
      'a use limit per a period the rules do not count (it would never be counted)',
      [
        customSoul('c-x', 1000, [
          {
            kind: 'activated',
            timing: ['planning'],
            limit: { per: 'turn', count: 1 },
            ops: [{ op: 'draw', who: 'controller', n: 1 }],
          },
        ]),
      ],
      'skills.0.limit.per',
    ],
    ['a negative base power', [customSoul('c-x', -5)], 'basePower'],
    ['a missing English name', [{ ...soul, name: { zh: '无名' } }], 'name.en'],
    ['an unknown card type', [{ ...soul, type: 'dragon' }], 'type'],
    ['shadowing a starter card', [customSoul('s-modi', 1000)], 'id'],
    ['a duplicate id', [soul, soul], 'id'],
  ];
  it.each(CASES)('%s', (_name, cards, path) => {
    const r = refusedCards(cards);
    expect(r.code).toBe('ERR_BAD_CARD');
    expect(r.details?.path).toBe(path);
    expect(r.text.zh).toContain(
      'c-x' === (cards as Array<{ id: string }>)[0].id ? 'c-x' : (cards as Array<{ id: string }>)[0].id,
    );
    expect(r.text.en).toMatch(/^Custom card "/);
  });

  it('more than the stated limit of custom cards in one match (300)', () => {
    const many = Array.from({ length: 301 }, (_, i) => customSoul(`c-${i}`, 1000));
    expect(refusedCards(many)).toMatchObject({ code: 'ERR_BAD_CARD', details: { limit: 300 } });
  });
});
