/**
 * 血契 rules text generated from a card's effect declaration (issue 12 point 5, docs/rules/xueqi.md E50): every
 * starter card tells its effects in both languages without an engine identifier; exact texts for cards of every
 * kind of trigger, timing and op, including vocabulary no starter card uses (lpChanged, setAtk, setLife,
 * conditions, discard, rule parameters); every vocabulary entry has words of its own; a custom card whose author
 * left the text empty or out shows the generated text through def.cardInfo.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, createMatchOrThrow, isRuleError } from '@/machines/engine';
import type { OpDef, Text } from '@/machines/engine';
import { CARDS } from '@/content/xueqi/cards';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import { cardRulesText, effectRulesText } from '@/machines/xueqi/card-text';
import { opWords, ruleParamWords } from '@/machines/xueqi/card-text-ops';
import { conditionWords, timingWords, triggerWords } from '@/machines/xueqi/card-text-when';
import { cardDataSchema, findCard } from '@/machines/xueqi/catalog';
import type { XEffectData, XueqiCardData } from '@/machines/xueqi/catalog';
import { vocabulary } from '@/machines/xueqi/effects/vocabulary';
import { RULE_PARAM_NAMES } from '@/machines/xueqi/rules/params';
import { PLAIN_DECK } from './helpers';
import { creature, customSetup, support } from './custom-cards-helpers';

const starterName = (id: string) => findCard(null, id)?.name;
const gen = (c: unknown, nameOf = starterName) => cardRulesText(c as XueqiCardData, nameOf);
const byId = (id: string) => CARDS.find((c) => c.id === id)!;

const IDENTIFIERS = [
  ...Object.keys(vocabulary.ops),
  ...Object.keys(vocabulary.predicates),
  ...vocabulary.triggers,
  ...RULE_PARAM_NAMES,
  'main',
  'battle',
  'afterAttack',
  'duringBattle',
  'allEnemyCreatures',
  'allOwnCreatures',
  'allCreatures',
  'thisTurn',
  'permanent',
  'opponent',
  'self',
  'notSelf',
  'minRank',
  'maxRank',
  'maxLife',
  'maxAtk',
  'extraOnly',
  'defId',
];

/** What must never reach a reader: engine identifiers, card ids, broken values. */
function expectClean(t: Text, where: string) {
  for (const lang of ['zh', 'en'] as const) {
    const s = t[lang];
    expect(s.trim(), `${where} ${lang}`).not.toBe('');
    for (const bad of ['undefined', 'NaN', '[object', 'null', 'Infinity'])
      expect(s, `${where} ${lang}`).not.toContain(bad);
    // English words such as "draw" or "destroy" are also op names: compare whole tokens, case-sensitively,
    // in the Chinese text (which has no Latin words at all) and for every camelCase name in the English.
    const tokens = new Set(s.match(/[A-Za-z][A-Za-z0-9_-]*/g) ?? []);
    if (lang === 'zh') expect([...tokens], `${where} zh`).toEqual([]);
    for (const id of IDENTIFIERS)
      if (lang === 'zh' || /[A-Z]/.test(id)) expect(tokens.has(id), `${where} ${lang}: ${id}`).toBe(false);
    for (const c of CARDS) expect(tokens.has(c.id), `${where} ${lang}: ${c.id}`).toBe(false);
    expect(s, `${where} ${lang}`).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/);
  }
}

describe('every starter card', () => {
  it('(the check itself catches identifiers, ids and broken values)', () => {
    for (const t of [
      { zh: '抽卡', en: 'then modifyAtk' },
      { zh: '抽卡', en: 'summon xue-bianfu' },
      { zh: 'draw', en: 'draw a card' },
      { zh: '抽卡', en: 'gain NaN LP' },
      { zh: '', en: 'draw a card' },
    ])
      expect(() => expectClean(t, 'probe')).toThrow();
    expect(() => expectClean({ zh: '抽一张卡。', en: 'Draw a card.' }, 'probe')).not.toThrow();
  });
  it.each(CARDS.map((c) => [c.id, c] as const))('%s: a clean text in both languages', (id, c) => {
    expectClean(gen(c), id);
  });
});

describe('exact texts', () => {
  const cases: Array<[string, string, string]> = [
    ['ye-ya', '被破坏时：对方失去50点生命值。', 'When destroyed: the opponent loses 50 LP.'],
    [
      'xuezhou-shi',
      '主要阶段，每回合一次，支付20点生命值：破坏对方一只二阶以下的生物。',
      'Main phase, once per turn, pay 20 LP: destroy an enemy creature of rank 2 or less.',
    ],
    [
      'ying-zhaozhe',
      '战斗时，每回合一次：额外召唤一只「血影」，可直接加入战斗。',
      'During battle, once per turn: extra-summon a Blood Shade, which joins the battle at once.',
    ],
    [
      'jingji-kuilei',
      '被攻击时：此卡本回合生命力+100。',
      'When attacked: this creature gets +100 life this turn.',
    ],
    [
      'shenyuan-zhiyan',
      '主要阶段，每局一次：从卡组把一张三阶以下的生物卡加入手牌。',
      'Main phase, once per game: add a creature of rank 3 or less from your deck to your hand.',
    ],
    [
      'zhaohun-zhen',
      '从手牌召唤一只四阶以下的生物（占格位，无召唤代价）。',
      'Summon a creature of rank 4 or less from your hand (takes a slot, no summon cost).',
    ],
    [
      'xuezhan-faze',
      '持续：己方攻击联动最多可达四张卡牌。此卡留在场上，每回合结束消耗5点生命值。',
      'Persistent: your combos may have up to four cards. Stays on the field (upkeep 5).',
    ],
    [
      'shixue-yinji',
      '持续：己方一只生物攻击力永久+150。此卡留在场上，每回合结束消耗10点生命值。',
      'Persistent: one of your creatures gets +150 attack permanently. Stays on the field (upkeep 10).',
    ],
    [
      'huisu-zhimen',
      '把对方一只三阶以下的生物放回卡组最下方（额外召唤的进入墓地）。',
      "Put an enemy creature of rank 3 or less on the bottom of its owner's deck (an extra-summoned one goes to the graveyard).",
    ],
    ['xianji', '破坏己方一只生物，抽一张卡。', 'Destroy one of your creatures, then draw a card.'],
    [
      'xue-ying',
      '额外召唤卡牌。回合持续时间2：经过两个回合后离场（无人获得生命值）。',
      'Extra-summon card. Lasts 2 turns, then leaves the field (no LP for anyone).',
    ],
    [
      'kuang-zhanshi',
      '发动攻击后，每回合一次：此卡本回合可再攻击一次。',
      'After it attacks, once per turn: this creature may attack once more this turn.',
    ],
    ['xue-nu', '无特殊效果。', 'No special effect.'],
  ];
  it.each(cases)('%s', (id, zh, en) => {
    expect(gen(byId(id))).toEqual({ zh, en });
  });

  // Vocabulary no starter card uses.
  it('lpChanged with its filter, a condition and setAtk on itself', () => {
    const c = creature('c-a', 3, 100, 100, [
      {
        kind: 'triggered',
        trigger: { on: 'lpChanged', filter: { player: 'opponent', change: 'loss' } },
        limit: { per: 'turn', count: 2 },
        condition: { is: 'lpBelowOpponent' },
        ops: [{ op: 'setAtk', target: 'self', value: 300 }],
      },
      { kind: 'triggered', trigger: { on: 'lpChanged' }, ops: [{ op: 'gainLp', player: 'self', amount: 5 }] },
    ]);
    expect(gen(c)).toEqual({
      zh: '每当对方失去生命值时，每回合两次，若己方生命值低于对方：此卡的攻击力变为300。每当任一方的生命值变化时：己方回复5点生命值。',
      en: "Each time the opponent loses LP, twice per turn, if your LP is below the opponent's: its attack becomes 300. Each time a player's LP changes: you gain 5 LP.",
    });
  });
  it('setLife for this turn on a chosen enemy creature, with a discard and a compound condition', () => {
    const c = support('c-b', 'value', 2, {
      kind: 'activated',
      condition: { and: [{ is: 'lpAtMost', amount: 500 }, { not: { is: 'inBattle' } }] },
      targets: [{ filter: { side: 'enemy', maxAtk: 300 } }],
      ops: [
        { op: 'setLife', target: 0, value: 0, duration: 'thisTurn' },
        { op: 'discard', player: 'opponent', count: 2 },
      ],
    });
    expect(gen(c)).toEqual({
      zh: '若己方生命值不高于500点且不在战斗中：对方一只攻击力300以下的生物的生命力本回合变为0，对方随机丢弃两张手牌。',
      en: 'If you have 500 LP or less and no battle is under way: the life of an enemy creature with 300 attack or less becomes 0 this turn, then the opponent discards two random cards from their hand.',
    });
  });
  it('rule parameters no starter card sets hold together', () => {
    const c = support(
      'c-c',
      'rule',
      3,
      {
        kind: 'continuous',
        targets: [],
        ops: [
          { op: 'setRuleParam', param: 'drawsPerTurn', value: 2 },
          { op: 'setRuleParam', param: 'directAttackRequiresEmptyField', value: false },
        ],
      },
      true,
    );
    expect(gen(c)).toEqual({
      zh: '持续：己方抽牌阶段抽两张卡；己方生物可无视对方生物直接攻击玩家。此卡留在场上，每回合结束消耗5点生命值。',
      en: 'Persistent: you draw two cards in your draw phase; your creatures may attack the player directly despite enemy creatures. Stays on the field (upkeep 5).',
    });
  });
  it('a custom extra-summon card by its name, a group and a later mention of a chosen target', () => {
    const names = (id: string) => (id === 'c-wisp' ? { zh: '血傀', en: 'Blood Puppet' } : starterName(id));
    const summoner = creature('c-d', 4, 200, 200, [
      {
        kind: 'activated',
        timing: ['main', 'afterAttack'],
        limit: { per: 'game', count: 1 },
        condition: { is: 'creatureCount', side: 'enemy', min: 2 },
        ops: [
          { op: 'summonExtra', defId: 'c-wisp', count: 3 },
          { op: 'modifyAtk', target: 'allEnemyCreatures', amount: -50, duration: 'thisTurn' },
        ],
      },
    ]);
    expect(gen(summoner, names)).toEqual({
      zh: '主要阶段或发动攻击后，每局一次，若对方场上有两只以上生物：额外召唤三只「血傀」，可直接加入战斗，对方所有生物本回合攻击力-50。',
      en: 'Main phase or after it attacks, once per game, if the opponent controls at least two creatures: extra-summon three Blood Puppets, which join the battle at once, then all enemy creatures get −50 attack this turn.',
    });
    const twice = support('c-e', 'value', 1, {
      kind: 'activated',
      targets: [{ filter: { side: 'own', notSelf: true } }],
      ops: [
        { op: 'modifyAtk', target: 0, amount: 50, duration: 'thisTurn' },
        { op: 'grantExtraAttack', target: 0, count: 2 },
      ],
    });
    expect(gen(twice)).toEqual({
      zh: '己方一只生物（此卡除外）本回合攻击力+50，该生物本回合可多攻击两次。',
      en: 'One of your creatures (not this one) gets +50 attack this turn, then that creature may attack twice more this turn.',
    });
  });
  it("an effect's own text wins for the language it gives", () => {
    const e: XEffectData = {
      kind: 'triggered',
      trigger: { on: 'turnEnd' },
      ops: [{ op: 'gainLp', player: 'self', amount: 30 }],
      text: { zh: '夜幕降临时：回复30点生命值。' },
    };
    expect(effectRulesText(e, 'creature', starterName)).toEqual({
      zh: '夜幕降临时：回复30点生命值。',
      en: 'At the end of your turn: you gain 30 LP.',
    });
  });
});

describe('the whole vocabulary has words', () => {
  const effect: XEffectData = {
    kind: 'activated',
    targets: [{ filter: { side: 'enemy' } }, { filter: { zone: 'hand', kind: 'creature' } }],
    ops: [],
  };
  const args: Record<string, Omit<OpDef, 'op'>> = {
    summonExtra: { defId: 'xue-bianfu' },
    summonFromHand: { target: 1 },
    setRuleParam: { param: 'maxComboSize', value: 4 },
  };
  it.each(Object.keys(vocabulary.ops))('op %s', (op) => {
    const ctx = { effect, host: 'rule' as const, nameOf: starterName, mentioned: new Set<number>() };
    const w = opWords({ op, target: 0, amount: 10, value: 10, count: 1, ...args[op] }, ctx);
    expect(w.zh).not.toBe(opWords({ op: 'noSuchOp' }, ctx).zh);
    expectClean(w, op);
  });
  it.each(Object.keys(vocabulary.predicates))('condition %s, and its negation', (is) => {
    const a = { is, amount: 100, count: 3, min: 1, max: 2, side: 'enemy' };
    const yes = conditionWords(a);
    const no = conditionWords({ not: a });
    expect(yes.zh).not.toBe(conditionWords({ is: 'noSuchPredicate' }).zh);
    expect(no.zh).not.toBe(yes.zh);
    expectClean(yes, is);
    expectClean(no, is);
  });
  it.each([...vocabulary.triggers])('trigger %s', (on) => {
    const w = triggerWords({ on });
    expect(w.zh).not.toBe(triggerWords({ on: 'noSuchTrigger' }).zh);
    expectClean(w, on);
  });
  it.each(['main', 'battle', 'duringBattle', 'afterAttack'])('timing %s', (t) => {
    const w = timingWords([t]);
    expect(w.zh).not.toBe(timingWords(['noSuchTiming']).zh);
    expectClean(w, t);
  });
  it.each([...RULE_PARAM_NAMES])('rule parameter %s', (param) => {
    for (const value of [true, false, 0, 1, 2]) {
      const w = ruleParamWords(param, value);
      expect(w.zh).not.toBe(ruleParamWords('noSuchParam', 1).zh);
      expectClean(w, param);
    }
  });
  it('unknown shapes are told plainly, never by their identifiers', () => {
    const c = creature('c-f', 2, 10, 10, [
      { kind: 'triggered', trigger: { on: 'noSuchTrigger' }, condition: { is: 'noSuchPredicate' }, ops: [] },
      { kind: 'activated', timing: ['noSuchTiming'], ops: [{ op: 'noSuchOp', target: 'noSuchGroup' }] },
      { kind: 'activated', ops: [{ op: 'destroy', target: 'noSuchGroup' }] },
    ]);
    const t = gen(c);
    expectClean(t, 'unknown');
    for (const id of ['noSuchTrigger', 'noSuchPredicate', 'noSuchTiming', 'noSuchOp', 'noSuchGroup'])
      expect(`${t.zh}${t.en}`).not.toContain(id);
  });
});

describe('a custom card whose author wrote no text', () => {
  const effects = [
    {
      kind: 'triggered',
      trigger: { on: 'lpChanged', filter: { player: 'opponent', change: 'loss' } },
      ops: [{ op: 'gainLp', player: 'self', amount: 30 }],
    },
  ];
  const blank = { ...creature('c-blank', 3, 100, 260, effects), text: { zh: '', en: '' } };
  const absent: Record<string, unknown> = creature('c-absent', 2, 80, 60, effects);
  delete absent.text;
  const halfway = { ...creature('c-half', 2, 80, 60, effects), text: { zh: '守望者。', en: ' ' } };
  const state = createMatchOrThrow<XueqiState>(
    xueqi,
    customSetup([blank, absent, halfway], { decks: { p1: PLAIN_DECK, p2: PLAIN_DECK } }),
  );
  const told = {
    zh: '每当对方失去生命值时：己方回复30点生命值。',
    en: 'Each time the opponent loses LP: you gain 30 LP.',
  };
  it('shows the generated text in its detail view, in both languages', () => {
    expect(xueqi.cardInfo!('c-blank', state).text).toEqual(told);
    expect(xueqi.cardInfo!('c-absent', state).text).toEqual(told);
  });
  it('keeps the language the author wrote and generates the other', () => {
    expect(xueqi.cardInfo!('c-half', state).text).toEqual({ zh: '守望者。', en: told.en });
  });
  it("shows a starter card's printed text unchanged", () => {
    expect(xueqi.cardInfo!('ye-ya', state).text).toEqual(byId('ye-ya').text);
  });
  it('starter cards still need both languages of their text', () => {
    const c = { ...byId('xue-nu'), text: { zh: '', en: '' } };
    expect(cardDataSchema.safeParse(c).success).toBe(false);
    const none: Record<string, unknown> = { ...byId('xue-nu') };
    delete none.text;
    expect(cardDataSchema.safeParse(none).success).toBe(false);
  });
  it('a custom text with a field it does not know is still refused', () => {
    const bad = { ...creature('c-bad', 2, 1, 1), text: { zh: '', en: '', fr: 'x' } };
    const r = createMatch(xueqi, customSetup([bad], { decks: { p1: PLAIN_DECK, p2: PLAIN_DECK } }));
    expect(isRuleError(r) && r.code).toBe('ERR_BAD_CARD');
  });
});
