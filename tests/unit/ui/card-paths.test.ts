/** The card editor's pure helpers (app/ui/cards/card-paths.ts): paths, field values, error targets, ids, JSON. */
import { describe, expect, it } from 'vitest';
import {
  bilingualValue,
  effectsPart,
  errorTarget,
  fieldValue,
  getAt,
  numberProblem,
  parseJson,
  reasonOf,
  setAt,
  suggestId,
  withEffects,
} from '@/app/ui/cards/card-paths';
import type { CardField } from '@/machines/engine';
import { GAMES } from '@/machines/registry';

const wuhunzhi = GAMES.wuhunzhi.customCards!.editor!;
const xueqi = GAMES.xueqi.customCards!.editor!;
const num = (extra: Partial<CardField> = {}) =>
  ({ path: 'n', label: { zh: '数', en: 'N' }, types: ['x'], kind: 'number', ...extra }) as CardField;

describe('paths', () => {
  it('reads and writes by dot path without changing the original', () => {
    const card = { name: { zh: '甲', en: 'A' }, skills: [{ ops: [] }] };
    expect(getAt(card, 'name.zh')).toBe('甲');
    expect(getAt(card, 'skills.0.ops')).toEqual([]);
    expect(getAt(card, 'nope.x')).toBeUndefined();
    const next = setAt(card, 'name.en', 'B');
    expect(next.name).toEqual({ zh: '甲', en: 'B' });
    expect(card.name.en).toBe('A');
    expect(setAt(card, 'era', '秦汉')).toMatchObject({ era: '秦汉' });
    expect('skills' in setAt(card, 'skills', undefined)).toBe(false);
  });
});

describe('field values', () => {
  it('numbers: whole numbers, empty as null or absent where allowed, else the raw text', () => {
    expect(fieldValue(num(), '12')).toBe(12);
    expect(fieldValue(num({ nullable: true } as Partial<CardField>), '')).toBeNull();
    expect(fieldValue(num({ optional: true } as Partial<CardField>), ' ')).toBeUndefined();
    expect(fieldValue(num(), '')).toBe('');
    expect(fieldValue(num(), 'abc')).toBe('abc');
  });
  it('keywords split on commas, 、 and spaces; an empty list is absent', () => {
    const f = { ...num(), kind: 'keywords' } as CardField;
    expect(fieldValue(f, '王者，交易、 儒')).toEqual(['王者', '交易', '儒']);
    expect(fieldValue(f, '')).toBeUndefined();
  });
  it('a nullable name emptied in both languages is null', () => {
    const f = wuhunzhi.fields.find((x) => x.path === 'name' && x.types.includes('soul'))!;
    expect(bilingualValue(f, { zh: '甲', en: '' }, 'zh', '')).toBeNull();
    expect(bilingualValue(f, null, 'en', 'A')).toEqual({ zh: '', en: 'A' });
  });
});

describe('error targets', () => {
  it('maps a path to its form field, the effects editor, or the card', () => {
    expect(errorTarget(wuhunzhi, 'soul', 'basePower')).toEqual({ field: 'basePower' });
    expect(errorTarget(wuhunzhi, 'soul', 'name.zh')).toEqual({ field: 'name' });
    expect(errorTarget(wuhunzhi, 'soul', 'skills.0.ops.1.target')).toEqual({ effects: true });
    expect(errorTarget(wuhunzhi, 'soul', 'id')).toEqual({ card: true });
    expect(errorTarget(xueqi, 'rule', 'effect.kind')).toEqual({ effects: true });
    expect(errorTarget(xueqi, 'rule', 'persistent')).toEqual({ field: 'persistent' });
  });
  it('splits a card into its effects and puts them back', () => {
    const soul = wuhunzhi.types.find((t) => t.value === 'soul')!.template;
    expect(effectsPart(wuhunzhi, soul)).toEqual({ skills: [] });
    const altar = wuhunzhi.types.find((t) => t.value === 'altar')!.template;
    const e = { altarEffect: { kind: 'altarEffect', ops: [] } };
    expect(withEffects(wuhunzhi, altar, e)).toMatchObject(e);
    expect('altarEffect' in withEffects(wuhunzhi, { ...altar, ...e }, {})).toBe(false);
  });
});

describe('suggestId', () => {
  it('slugs the English name, else keeps the Chinese name, and avoids taken ids', () => {
    expect(suggestId({ zh: '苍龙剑', en: 'Azure Dragon Sword!' }, [])).toBe('azure-dragon-sword');
    expect(suggestId({ zh: '苍龙 剑', en: '' }, [])).toBe('苍龙剑');
    expect(suggestId({ zh: '', en: '' }, [], 'soul')).toBe('soul');
    expect(suggestId({ en: 'Fox' }, ['fox', 'fox-2'])).toBe('fox-3');
  });
});

describe('parseJson', () => {
  it('gives the value, or the line and column where the syntax breaks', () => {
    expect(parseJson('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    const bad = parseJson('{\n  "a": 1,\n  "b": }');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.line).toBe(3);
      expect(bad.column).toBeGreaterThan(1);
    }
  });
});

describe('reasonOf', () => {
  it('drops the card prefix, and the path where the form shows the field by its label', () => {
    expect(reasonOf('自定义卡牌「fox」：soulGrade: 数值过大', 'fox', 'soulGrade', true)).toBe('数值过大');
    expect(reasonOf('Custom card "fox": text：x', 'fox', 'text', true)).toBe('x');
    expect(reasonOf('Custom card "fox": skills.0.ops: bad', 'fox', 'skills.0.ops', false)).toBe(
      'skills.0.ops: bad',
    );
  });
});

describe('numberProblem', () => {
  it('states the field’s range when a value is outside it or not whole', () => {
    const grade = wuhunzhi.fields.find((f) => f.path === 'soulGrade')!;
    expect(numberProblem(grade, 3)).toBeNull();
    expect(numberProblem(grade, 9)).toEqual({ key: 'range', vars: { min: 0, max: 5 } });
    expect(numberProblem(grade, '2.5')).toEqual({ key: 'range', vars: { min: 0, max: 5 } });
    const power = wuhunzhi.fields.find((f) => f.path === 'basePower')!;
    expect(numberProblem(power, -1)).toEqual({ key: 'atLeast', vars: { min: 0 } });
    expect(numberProblem(num(), 1.5)).toEqual({ key: 'whole', vars: {} });
    expect(numberProblem(wuhunzhi.fields[0], 'x')).toBeNull();
  });
});
