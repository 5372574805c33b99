/**
 * The studio's card editor for 血契 (issue 12 point 5): 生物卡, 规则卡 and 数值卡 with a minimal valid template
 * each, and the common fields of catalog.ts `customCardSchema` in the game's words (等阶, 攻击力, 生命力 …).
 * Effects (`effects` of a creature, `effect` of a rule or value card) are edited as JSON, or borrowed from a
 * starter card's.
 */
import {
  TEMPLATE_NAME,
  TEMPLATE_TEXT,
  effectSourcesOf,
  rulesTextField,
  type CardEditorSpec,
} from '@/machines/engine/card-editor';
import { CATALOG, cardNameOf } from './catalog';

const ALL = ['creature', 'rule', 'value'];
const SUPPORT = ['rule', 'value'];
const name = TEMPLATE_NAME;
const text = TEMPLATE_TEXT;
const noEffect = { kind: 'activated', timing: ['main'], ops: [] };

const spec: CardEditorSpec = {
  typeKey: 'kind',
  types: [
    {
      value: 'creature',
      label: { zh: '生物卡', en: 'Creature' },
      template: {
        kind: 'creature',
        id: 'new-creature',
        name,
        rank: 1,
        atk: 1000,
        life: 1000,
        text,
        effects: [],
      },
      effectKeys: ['effects'],
    },
    {
      value: 'rule',
      label: { zh: '规则卡', en: 'Rule card' },
      template: { kind: 'rule', id: 'new-rule', name, rank: 0, persistent: false, text, effect: noEffect },
      effectKeys: ['effect'],
    },
    {
      value: 'value',
      label: { zh: '数值卡', en: 'Value card' },
      template: { kind: 'value', id: 'new-value', name, rank: 0, persistent: false, text, effect: noEffect },
      effectKeys: ['effect'],
    },
  ],
  fields: [
    { path: 'name', label: { zh: '卡名', en: 'Name' }, kind: 'bilingual', types: ALL },
    { path: 'rank', label: { zh: '等阶', en: 'Rank' }, kind: 'number', min: 1, max: 20, types: ['creature'] },
    { path: 'rank', label: { zh: '等阶', en: 'Rank' }, kind: 'number', min: 0, max: 20, types: SUPPORT },
    { path: 'atk', label: { zh: '攻击力', en: 'ATK' }, kind: 'number', min: 0, types: ['creature'] },
    { path: 'life', label: { zh: '生命力', en: 'Life' }, kind: 'number', min: 0, types: ['creature'] },
    {
      path: 'durationTurns',
      label: { zh: '回合持续时间', en: 'Lasts (turns)' },
      help: { zh: '留空为一直在场', en: 'Empty: stays until it leaves' },
      kind: 'number',
      min: 1,
      optional: true,
      types: ['creature'],
    },
    {
      path: 'extraOnly',
      label: { zh: '只能额外召唤', en: 'Extra summon only' },
      kind: 'boolean',
      optional: true,
      types: ['creature'],
    },
    {
      path: 'persistent',
      label: { zh: '永续（留在支援区）', en: 'Persistent (stays in the support area)' },
      kind: 'boolean',
      types: SUPPORT,
    },
    rulesTextField(ALL),
  ],
};

/** The editor, with every starter card that has effects offered as a starting point for a new card's. */
export const cardEditor: CardEditorSpec = {
  ...spec,
  // A continuous effect needs a persistent card (one that stays in the support area), so borrowing one borrows that.
  effectSources: effectSourcesOf(
    spec,
    Object.values(CATALOG),
    (id) => cardNameOf(id),
    (c) => (c.persistent === true ? { persistent: true } : {}),
  ),
};
