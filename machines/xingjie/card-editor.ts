/**
 * The studio's card editor for 星阶 (issue 12 point 5): the four card types (§1.2) with a minimal valid template
 * each, and the common fields of card-schema.ts in the game's words (星级, 攻击力, 血量, 稀有度, 气息, 字样 …).
 * Effects (`effects`) are edited as JSON (or borrowed from a starter card's); rules text may be left empty (it is
 * then generated from the effects).
 */
import {
  TEMPLATE_NAME,
  TEMPLATE_TEXT,
  effectSourcesOf,
  rulesTextField,
  type CardEditorSpec,
} from '@/machines/engine/card-editor';
import { CARDS, cardName } from './catalog';

const ALL = ['character', 'magic', 'trap', 'equipment'];
const name = TEMPLATE_NAME;
const text = TEMPLATE_TEXT;

const spec: CardEditorSpec = {
  typeKey: 'type',
  types: [
    {
      value: 'character',
      label: { zh: '角色卡', en: 'Character' },
      template: {
        type: 'character',
        id: 'new-character',
        name,
        rarity: 'common',
        stars: 1,
        atk: 1,
        hp: 1,
        text,
      },
      effectKeys: ['effects'],
    },
    {
      value: 'magic',
      label: { zh: '魔法卡', en: 'Magic' },
      template: { type: 'magic', id: 'new-magic', name, rarity: 'common', magicKind: 'normal', text },
      effectKeys: ['effects'],
    },
    {
      value: 'trap',
      label: { zh: '陷阱卡', en: 'Trap' },
      template: { type: 'trap', id: 'new-trap', name, rarity: 'common', trapKind: 'normal', text },
      effectKeys: ['effects'],
    },
    {
      value: 'equipment',
      label: { zh: '装备卡', en: 'Equipment' },
      template: {
        type: 'equipment',
        id: 'new-equipment',
        name,
        rarity: 'common',
        equipKind: 'character',
        durability: 1,
        atkBonus: 0,
        hpBonus: 0,
        text,
      },
      effectKeys: ['effects'],
    },
  ],
  fields: [
    { path: 'name', label: { zh: '卡名', en: 'Name' }, kind: 'bilingual', types: ALL },
    {
      path: 'rarity',
      label: { zh: '稀有度', en: 'Rarity' },
      kind: 'select',
      options: [
        { value: 'plain', label: { zh: '平凡', en: 'Plain' } },
        { value: 'common', label: { zh: '常见', en: 'Common' } },
        { value: 'rare', label: { zh: '稀有', en: 'Rare' } },
        { value: 'scarce', label: { zh: '罕见', en: 'Scarce' } },
        { value: 'superRare', label: { zh: '超稀有', en: 'Super rare' } },
        { value: 'ultraScarce', label: { zh: '极罕见', en: 'Ultra scarce' } },
        { value: 'legendary', label: { zh: '传说中', en: 'Legendary' } },
        { value: 'mythic', label: { zh: '神话里', en: 'Mythic' } },
      ],
      types: ALL,
    },
    {
      path: 'stars',
      label: { zh: '星级', en: 'Stars' },
      kind: 'number',
      min: 1,
      max: 99,
      types: ['character'],
    },
    {
      path: 'atk',
      label: { zh: '攻击力', en: 'ATK' },
      kind: 'number',
      min: 0,
      max: 9999,
      types: ['character'],
    },
    { path: 'hp', label: { zh: '血量', en: 'HP' }, kind: 'number', min: 1, max: 9999, types: ['character'] },
    {
      path: 'magicKind',
      label: { zh: '魔法种类', en: 'Magic kind' },
      kind: 'select',
      options: [
        { value: 'normal', label: { zh: '普通魔法', en: 'Normal' } },
        { value: 'continuous', label: { zh: '永续魔法', en: 'Continuous' } },
        { value: 'field', label: { zh: '场地魔法', en: 'Field' } },
      ],
      types: ['magic'],
    },
    {
      path: 'trapKind',
      label: { zh: '陷阱种类', en: 'Trap kind' },
      kind: 'select',
      options: [
        { value: 'normal', label: { zh: '普通陷阱', en: 'Normal' } },
        { value: 'continuous', label: { zh: '永续陷阱', en: 'Continuous' } },
      ],
      types: ['trap'],
    },
    {
      path: 'equipKind',
      label: { zh: '装备种类', en: 'Equipment kind' },
      kind: 'select',
      options: [
        { value: 'character', label: { zh: '角色装备', en: 'Character equipment' } },
        { value: 'person', label: { zh: '人物装备', en: 'Person equipment' } },
      ],
      types: ['equipment'],
    },
    {
      path: 'durability',
      label: { zh: '耐久度', en: 'Durability' },
      kind: 'number',
      min: 1,
      max: 999,
      types: ['equipment'],
    },
    {
      path: 'atkBonus',
      label: { zh: '攻击力加成', en: 'ATK bonus' },
      kind: 'number',
      min: -999,
      max: 999,
      types: ['equipment'],
    },
    {
      path: 'hpBonus',
      label: { zh: '血量加成', en: 'HP bonus' },
      kind: 'number',
      min: -999,
      max: 999,
      types: ['equipment'],
    },
    {
      path: 'auras',
      label: { zh: '气息', en: 'Auras' },
      help: { zh: '如「王者」，可被检索', en: 'e.g. 王者; searchable' },
      kind: 'keywords',
      max: 10,
      types: ALL,
    },
    {
      path: 'marks',
      label: { zh: '字样', en: 'Marks' },
      help: { zh: '如「交易」，可被检索', en: 'e.g. 交易; searchable' },
      kind: 'keywords',
      max: 10,
      types: ALL,
    },
    { path: 'era', label: { zh: '时代', en: 'Era' }, kind: 'text', max: 40, optional: true, types: ALL },
    rulesTextField(ALL),
  ],
};

/** The editor, with every starter card that has effects offered as a starting point for a new card's. */
export const cardEditor: CardEditorSpec = {
  ...spec,
  effectSources: effectSourcesOf(spec, Object.values(CARDS), (id) => cardName(id)),
};
