/**
 * 武魂志 rules text generated from a card's effect declaration (issue 12 point 5, W54): every starter card tells
 * cleanly in both languages, every name of the vocabulary has words, golden texts read like the printed ones, an
 * unknown shape gets a plain phrase, and a custom card whose author left the text empty shows the generated text
 * through def.cardInfo.
 */
import { describe, expect, it } from 'vitest';
import { createMatchOrThrow } from '@/machines/engine';
import type { ConditionDef } from '@/machines/engine';
import type { CardDef, WEffect } from '@/content/wuhunzhi/types';
import { CATALOG, cardSchema, customCardSchema } from '@/machines/wuhunzhi/catalog';
import { cardRulesText } from '@/machines/wuhunzhi/card-text';
import { TOLD_PREDICATES } from '@/machines/wuhunzhi/card-text-conditions';
import { TOLD_OPS, subjectOf } from '@/machines/wuhunzhi/card-text-ops';
import { timingOf, triggerWhen } from '@/machines/wuhunzhi/card-text-words';
import { effectsOf } from '@/machines/wuhunzhi/custom-cards';
import { SELECTORS } from '@/machines/wuhunzhi/effects/selectors';
import { VOCABULARY } from '@/machines/wuhunzhi/effects/vocabulary';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { COVERAGE_CUSTOM, GOLDEN_CUSTOM } from './card-text-cards';
import { def, setupFor } from './helpers';

/** The windows of §8.4 (activated effects' `timing`). */
const WINDOWS = [
  'preparation.end',
  'construction.afterBuild',
  'planning.main',
  'deployment.main',
  'summoning.step',
  'reconnaissance.main',
  'battle.start',
  'battle.targetDeclared',
  'battle.afterAttack',
  'battle.end',
  'end.effects',
];
const ALTAR_TARGETS = ['ownAltars', 'opponentAltars', 'attackedAltar', 'sourceAltar'];
const ZONES = ['sandField', 'generalZone', 'altarZone', 'soulYard', 'discardPile', 'banished', 'deckTop'];
const KINDS = [
  'triggerEffect',
  'trapEffect',
  'eventEffect',
  'strategyEffect',
  'altarEffect',
  'formationEffect',
];
const CHOOSERS = ['emptyOwnCell', 'emptyUnprocessedOwnCell', 'maxBasePower', 'chosenCard'];
const IDENTIFIERS = [
  ...Object.keys(VOCABULARY.ops),
  ...VOCABULARY.triggers,
  ...Object.keys(VOCABULARY.predicates),
  ...SELECTORS,
  ...ALTAR_TARGETS,
  ...WINDOWS,
  ...ZONES,
  ...KINDS,
  ...CHOOSERS,
];
/**
 * English may use the plain words some lowercase names are made of (draw 1, is tapped, banish, this card's self):
 * only the camelCase and dotted names are engine identifiers no English sentence contains.
 */
const EN_IDENTIFIERS = IDENTIFIERS.filter((x) => /[A-Z.]/.test(x));

function expectClean(text: { zh: string; en: string }, where: string): void {
  expect(text.zh.trim(), `${where} zh`).not.toBe('');
  expect(text.en.trim(), `${where} en`).not.toBe('');
  expect(text.zh, `${where} zh has ASCII letters`).not.toMatch(/[A-Za-z]/);
  for (const bad of ['undefined', 'NaN', '[object', 'null']) {
    expect(text.zh, where).not.toContain(bad);
    expect(text.en, where).not.toContain(bad);
  }
  for (const id of EN_IDENTIFIERS) expect(text.en, `${where} en names ${id}`).not.toContain(id);
}

const parseCustom = (raw: unknown) => customCardSchema.parse(raw) as CardDef;

describe('every starter card', () => {
  it.each(Object.values(CATALOG).map((c) => [c.id, c] as const))(
    '%s: generated text in both languages, no engine identifier',
    (id, card) => {
      expectClean(cardRulesText(card), id);
    },
  );
});

describe('the whole vocabulary has words', () => {
  it('every op and predicate, and no other', () => {
    expect([...TOLD_OPS].sort()).toEqual(Object.keys(VOCABULARY.ops).sort());
    expect([...TOLD_PREDICATES].sort()).toEqual(Object.keys(VOCABULARY.predicates).sort());
  });

  it('every trigger, window and selector has its own phrase (not the unknown-name one)', () => {
    for (const on of VOCABULARY.triggers) {
      const w = triggerWhen(on, on === 'onPhaseEnd' ? { phase: 'end' } : undefined, 'altar');
      if (on === 'onReveal') expect(w).toBeNull();
      else expect(w!.zh, on).not.toMatch(/规则中没有|不会发动/);
    }
    for (const id of WINDOWS) expect(timingOf(id).zh, id).not.toMatch(/规则中没有/);
    for (const sel of SELECTORS) {
      const s = subjectOf(sel, undefined, { power: 'op', role: 'none' }, true);
      expect(s.zh, sel).not.toMatch(/没有卡/);
    }
  });

  it('the coverage cards are valid custom cards using every trigger, op, predicate and selector', () => {
    const all = [...Object.values(GOLDEN_CUSTOM), ...COVERAGE_CUSTOM];
    const s = createMatchOrThrow<WuhunzhiState>(def, setupFor(3, { cards: all }));
    expect(Object.keys(s.customCards!)).toHaveLength(all.length);
    const used = {
      ops: new Set<string>(),
      preds: new Set<string>(),
      triggers: new Set<string>(),
      sel: new Set(),
    };
    const walk = (c: ConditionDef | undefined): void => {
      if (!c) return;
      if ('and' in c) (c.and as ConditionDef[]).forEach(walk);
      else if ('or' in c) (c.or as ConditionDef[]).forEach(walk);
      else if ('not' in c) walk(c.not as ConditionDef);
      else used.preds.add(c.is);
    };
    for (const raw of all) {
      const card = parseCustom(raw);
      for (const [, e] of effectsOf(card) as Array<[string, WEffect]>) {
        if (e.trigger) used.triggers.add(e.trigger.on);
        walk(e.condition);
        for (const op of [...(e.cost ?? []), ...e.ops]) {
          used.ops.add(op.op);
          if (typeof op.target === 'string') used.sel.add(op.target);
        }
      }
      if (card.type === 'trap' && card.trapKind === 'special') used.triggers.add('onReveal');
      const text = cardRulesText(card);
      expectClean(text, card.id);
      expect(text.zh, card.id).not.toMatch(/规则中没有|不会发动|没有卡符合|没有祭坛受到影响/);
    }
    expect([...used.ops].sort()).toEqual(Object.keys(VOCABULARY.ops).sort());
    expect([...used.preds].sort()).toEqual(Object.keys(VOCABULARY.predicates).sort());
    expect([...used.triggers].sort()).toEqual([...VOCABULARY.triggers].sort());
    for (const sel of SELECTORS) expect(used.sel, sel).toContain(sel);
  });
});

describe('golden texts', () => {
  const zh = (id: string) => cardRulesText(CATALOG[id]).zh;
  const en = (id: string) => cardRulesText(CATALOG[id]).en;

  it('starter cards: each trigger and card type in the printed style', () => {
    expect(zh('s-modi')).toBe('{触}[翻开]奋起：本回合这张卡战力+300。');
    expect(en('s-modi')).toBe('{Trigger}[Reveal] 奋起: this card gets +300 this round.');
    expect(zh('s-guiguzi')).toBe('{触}反击·捭阖：对方的事件卡发动时，抽1张牌。');
    expect(en('s-guiguzi')).toBe('{Trigger} Counter · 捭阖: when the opponent activates an event, draw 1.');
    expect(zh('g-kongqiu')).toBe(
      '{触}有教无类：结束阶段，若你的手牌不多于3张，抽1张牌。阵型：雁行阵(1,2,3)，你沙场上的灵魂卡战力+300。',
    );
    expect(zh('g-wuqi')).toBe(
      '{起}[主将区]武卒：战斗阶段开始时，每回合一次，你沙场上的灵魂卡战力+200直到战斗结束。阵型：方阵(4-9)，你沙场上的灵魂卡战力+200。',
    );
    expect(zh('s-caogui')).toBe(
      '{起}[沙场]神出鬼没：战斗流程中仅一次，这张卡攻击后或被选为攻击目标时，可以移到你沙场上的其他空格。',
    );
    expect(zh('a-fenghuo')).toBe(
      '{永}[祭坛区]你沙场上的灵魂卡战力+100。（魂爆：被破坏时对方每个祭坛受到300点伤害）',
    );
    expect(zh('s-xuxing')).toBe('{触}耕战：被召唤时，你的每个祭坛恢复300点伤害。');
    expect(zh('t-kongcheng')).toBe('攻击无效，抽1张牌。');
    expect(en('t-kongcheng')).toBe('The attack is void; draw 1.');
    expect(zh('t-luoshi')).toBe('[翻开]对方沙场上所有翻开的灵魂卡受到200点伤害。');
    expect(zh('e-hezong')).toBe('时效2回合：你沙场上的灵魂卡战力+200。');
    expect(zh('e-ciqin')).toBe('只能在你的主将为暴属性时发动：破坏对方沙场上一张翻开的灵魂卡。');
    expect(zh('st-yiyi')).toBe('本回合你后排（第7-9格）的灵魂卡战力+400。');
    expect(en('st-yiyi')).toBe('This round your souls in the back row (cells 7-9) get +400.');
    expect(zh('s-sunbin')).toBe(
      '{起}[沙场]减灶：战斗阶段开始时，战斗流程中仅一次，选择对方沙场上一张翻开的灵魂卡，战力-300直到战斗结束。',
    );
    expect(zh('s-zouyan')).toBe('无效果。');
  });

  it('custom cards: vocabulary no starter card uses', () => {
    const text = (raw: unknown) => cardRulesText(parseCustom(raw));
    const guardSkill = GOLDEN_CUSTOM.guard.skills[0];
    // onTargeted
    expect(text(GOLDEN_CUSTOM.guard)).toEqual({
      zh: '{触}护主：这张卡被选为攻击目标时，战力+900直到战斗结束。',
      en: '{Trigger} 护主: when this card is targeted, it gets +900 until the battle ends.',
    });
    // W55: a triggered effect's limit binds it, so the text says it, before the moment it fires
    expect(
      text({ ...GOLDEN_CUSTOM.guard, skills: [{ ...guardSkill, limit: { per: 'round', count: 1 } }] }),
    ).toEqual({
      zh: '{触}护主：每回合一次，这张卡被选为攻击目标时，战力+900直到战斗结束。',
      en: '{Trigger} 护主: once per round, when this card is targeted, it gets +900 until the battle ends.',
    });
    // onTapped, banish
    expect(text(GOLDEN_CUSTOM.martyr)).toEqual({
      zh: '{触}玉碎：这张卡被横置时，将进行攻击的灵魂卡除外。',
      en: '{Trigger} 玉碎: when this card is tapped, banish the attacking soul.',
    });
    // onGeneralChanged, not + opponentFieldEmpty, untap with a tapped filter
    expect(text(GOLDEN_CUSTOM.rally).zh).toBe(
      '{触}易帜：你的主将被破坏或更换时，若对方沙场上有卡，你沙场上所有翻开、横置的灵魂卡改为正立。',
    );
    // and + hasGeneral + ownSoulCount, recoverSoul from the soul yard, the opponent draws
    expect(text(GOLDEN_CUSTOM.recall)).toEqual({
      zh: '只能在你有主将且你沙场上有2张以上翻开的灵魂卡时发动：将你置魂场中最后放入的一张智属性灵魂卡加入手牌，对方抽1张牌。',
      en: 'Only when you have a general and you have 2 or more face-up souls on your sand field: return the last Wisdom soul put into your soul yard to your hand; the opponent draws 1.',
    });
    // battle.end / end.effects windows, once per match, a cost, a chosen card of either side, sendTo soul yard
    expect(text(GOLDEN_CUSTOM.exile).zh).toBe(
      '{起}[沙场]流放：战斗流程结束时或结束阶段，每局一次，支付代价（这张卡被横置）后，任意一方沙场上一张翻开的暴属性灵魂卡以横置状态被送去置魂场。',
    );
  });
});

describe('unknown shapes get plain words', () => {
  const odd = {
    type: 'soul',
    id: 'x-odd',
    name: { zh: '怪', en: 'Odd' },
    identity: { zh: '怪', en: 'Odd' },
    attribute: 'none',
    soulGrade: 0,
    basePower: 100,
    text: { zh: '', en: '' },
    skills: [
      {
        kind: 'triggered',
        trigger: { on: 'onPhaseStart' },
        condition: { is: 'nameIs', name: 's-modi' },
        ops: [
          { op: 'summonFrom', zone: 'soulYard' },
          { op: 'damageSoul', target: 'ownAltars', amount: 100 },
          { op: 'sendTo', target: 'self', zone: 'deckTop' },
          { op: 'damageAltar', target: 'sourceAltar', amount: 100 },
        ],
      },
      { kind: 'passive', ops: [{ op: 'draw' }], limit: { per: 'season', count: 2 } },
    ],
  } as unknown as CardDef;

  it('an unknown trigger, condition, op, selector, zone and kind: no identifier, a plain sentence', () => {
    const text = cardRulesText(odd);
    expectClean(text, 'x-odd');
    for (const id of ['onPhaseStart', 'nameIs', 'summonFrom', 'deckTop', 'passive', 'season', 's-modi'])
      expect(`${text.zh} ${text.en}`).not.toContain(id);
    expect(text.zh).toBe(
      '{触}在规则中没有的时机（不会发动），若一个规则中没有的条件成立，（一项规则中没有的效果，不会执行），（没有卡符合这个目标）受到100点伤害，（没有这个去处，卡不移动），没有祭坛受到影响。' +
        '抽1张牌（规则中没有这种效果，它不会生效）。',
    );
  });
});

describe('a custom card with no text shows the generated text (def.cardInfo)', () => {
  const match = (cards: unknown[]) => createMatchOrThrow<WuhunzhiState>(def, setupFor(5, { cards }));

  it('both languages empty, and text absent altogether', () => {
    const absent = { ...GOLDEN_CUSTOM.guard, id: 'c-guard2' } as Record<string, unknown>;
    delete absent.text;
    const s = match([GOLDEN_CUSTOM.guard, absent]);
    const expected = cardRulesText(parseCustom(GOLDEN_CUSTOM.guard));
    expect(def.cardInfo!('c-guard', s).text).toEqual(expected);
    expect(def.cardInfo!('c-guard', s).text).toEqual({
      zh: '{触}护主：这张卡被选为攻击目标时，战力+900直到战斗结束。',
      en: '{Trigger} 护主: when this card is targeted, it gets +900 until the battle ends.',
    });
    expect(def.cardInfo!('c-guard2', s).text).toEqual(expected);
  });

  it("one language written: the author's text is kept, the other generated", () => {
    const s = match([{ ...GOLDEN_CUSTOM.martyr, text: { zh: '宁为玉碎。', en: '' } }]);
    expect(def.cardInfo!('c-martyr', s).text).toEqual({
      zh: '宁为玉碎。',
      en: '{Trigger} 玉碎: when this card is tapped, banish the attacking soul.',
    });
  });

  it('starter cards keep their printed text, and their schema still requires it', () => {
    expect(def.cardInfo!('s-modi').text).toEqual(CATALOG['s-modi'].text);
    const blank = { ...CATALOG['s-modi'], text: { zh: '', en: '' } };
    expect(cardSchema.safeParse(blank).success).toBe(false);
    expect(customCardSchema.safeParse({ ...blank, id: 'c-blank' }).success).toBe(true);
  });
});
