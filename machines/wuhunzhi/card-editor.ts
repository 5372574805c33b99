/**
 * The studio's card editor for 武魂志 (issue 12 point 5): the six card types (spec §1.2) with a minimal valid
 * template each, and the common fields of catalog.ts `cardSchema` in the game's words (魂度, 战力, 属性 …).
 * Effects (skills, formations, altar and card effects) are edited as JSON, starting from a starter card's if
 * wanted.
 */
import {
  TEMPLATE_NAME,
  TEMPLATE_TEXT,
  effectSourcesOf,
  rulesTextField,
  type CardEditorSpec,
  type CardFieldOption,
} from '@/machines/engine/card-editor';
import { CATALOG, cardName } from './catalog';

const ALL = ['general', 'altar', 'soul', 'trap', 'event', 'strategy'];
const NAMED = ['general', 'altar', 'trap', 'event', 'strategy'];
const name = TEMPLATE_NAME;
const text = TEMPLATE_TEXT;

const ATTRIBUTES: CardFieldOption[] = [
  { value: 'wisdom', label: { zh: '智', en: 'Wisdom' } },
  { value: 'benevolence', label: { zh: '仁', en: 'Benevolence' } },
  { value: 'courage', label: { zh: '勇', en: 'Courage' } },
  { value: 'ferocity', label: { zh: '暴', en: 'Ferocity' } },
  { value: 'discipline', label: { zh: '严', en: 'Discipline' } },
  { value: 'none', label: { zh: '无', en: 'None' } },
];

const spec: CardEditorSpec = {
  typeKey: 'type',
  types: [
    {
      value: 'soul',
      label: { zh: '灵魂卡', en: 'Soul' },
      template: {
        type: 'soul',
        id: 'new-soul',
        name,
        identity: { zh: '武士', en: 'Warrior' },
        attribute: 'none',
        soulGrade: 1,
        basePower: 1000,
        skills: [],
        text,
      },
      effectKeys: ['skills'],
    },
    {
      value: 'general',
      label: { zh: '主将卡', en: 'General' },
      template: {
        type: 'general',
        id: 'new-general',
        name,
        title: { zh: '将军', en: 'General' },
        attribute: 'none',
        skills: [],
        formations: [],
        text,
      },
      effectKeys: ['skills', 'formations'],
    },
    {
      value: 'altar',
      label: { zh: '祭坛卡', en: 'Altar' },
      template: { type: 'altar', id: 'new-altar', name, special: false, text },
      effectKeys: ['altarEffect', 'burstEffect'],
    },
    {
      value: 'trap',
      label: { zh: '陷阱卡', en: 'Trap' },
      template: {
        type: 'trap',
        id: 'new-trap',
        name,
        trapKind: 'ordinary',
        effect: { kind: 'trapEffect', ops: [] },
        text,
      },
      effectKeys: ['effect'],
    },
    {
      value: 'event',
      label: { zh: '事件卡', en: 'Event' },
      template: {
        type: 'event',
        id: 'new-event',
        name,
        durationRounds: null,
        effect: { kind: 'eventEffect', ops: [] },
        text,
      },
      effectKeys: ['effect'],
    },
    {
      value: 'strategy',
      label: { zh: '战略卡', en: 'Strategy' },
      template: {
        type: 'strategy',
        id: 'new-strategy',
        name,
        effect: { kind: 'strategyEffect', ops: [] },
        text,
      },
      effectKeys: ['effect'],
    },
  ],
  fields: [
    { path: 'name', label: { zh: '卡名', en: 'Name' }, kind: 'bilingual', types: NAMED },
    {
      path: 'name',
      label: { zh: '魂名', en: 'Name' },
      help: { zh: '无名的灵魂以身份相称：可留空', en: 'A nameless soul goes by its identity: may be empty' },
      kind: 'bilingual',
      nullable: true,
      types: ['soul'],
    },
    { path: 'title', label: { zh: '称号', en: 'Title' }, kind: 'bilingual', types: ['general'] },
    { path: 'identity', label: { zh: '身份', en: 'Identity' }, kind: 'bilingual', types: ['soul'] },
    {
      path: 'attribute',
      label: { zh: '属性', en: 'Attribute' },
      kind: 'select',
      options: ATTRIBUTES,
      types: ['general', 'soul'],
    },
    {
      path: 'soulGrade',
      label: { zh: '魂度', en: 'Soul grade' },
      kind: 'number',
      min: 0,
      max: 5,
      types: ['soul'],
    },
    { path: 'basePower', label: { zh: '战力', en: 'Power' }, kind: 'number', min: 0, types: ['soul'] },
    { path: 'special', label: { zh: '特殊祭坛', en: 'Special altar' }, kind: 'boolean', types: ['altar'] },
    {
      path: 'trapKind',
      label: { zh: '陷阱种类', en: 'Trap kind' },
      kind: 'select',
      options: [
        { value: 'ordinary', label: { zh: '一般陷阱', en: 'Ordinary' } },
        { value: 'special', label: { zh: '特殊陷阱', en: 'Special' } },
      ],
      types: ['trap'],
    },
    {
      path: 'trapTiming',
      label: { zh: '翻开时机', en: 'Reveal timing' },
      when: { trapKind: 'special' },
      kind: 'select',
      optional: true,
      options: [{ value: 'onReveal', label: { zh: '翻开时', en: 'On reveal' } }],
      types: ['trap'],
    },
    {
      path: 'durationRounds',
      label: { zh: '时效性（轮）', en: 'Duration (rounds)' },
      help: { zh: '留空为一次性', en: 'Empty: one-shot' },
      kind: 'number',
      min: 1,
      nullable: true,
      types: ['event'],
    },
    rulesTextField(ALL),
  ],
};

/** The editor, with every starter card that has effects offered as a starting point for a new card's. */
export const cardEditor: CardEditorSpec = {
  ...spec,
  effectSources: effectSourcesOf(spec, Object.values(CATALOG), (id) => cardName(id)),
};
