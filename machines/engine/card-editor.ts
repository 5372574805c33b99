/**
 * How the studio's card editor offers a game's custom cards (issue 12 point 5): the card types an author can
 * make, each with a minimal valid template, and the common fields of the card JSON as a form (path, label in the
 * game's own words, what kind of input). Pure data that a game defines in machines/<game>/card-editor.ts and
 * exposes as `customCards.editor`; the editor in app/ is generic and reads only this. Everything not named by a
 * field (the effects) is edited as JSON, and may start from a starter card's effects (`effectSources`).
 */
import type { Text } from './types';

/** One labelled value of a select field. */
export interface CardFieldOption {
  value: string | number;
  label: Text;
}

/** What kind of input a field takes. */
export type CardFieldInput =
  /** A plain string (`optional`: an empty input removes the key). */
  | { kind: 'text'; max?: number; optional?: boolean }
  /** A `{ zh, en }` pair (`nullable`: both empty writes null; `multiline` for rules text). */
  | { kind: 'bilingual'; nullable?: boolean; multiline?: boolean; allowEmpty?: boolean }
  /** A whole number (`nullable`: an empty input writes null; `optional`: an empty input removes the key). */
  | { kind: 'number'; min?: number; max?: number; nullable?: boolean; optional?: boolean }
  /** One of fixed values (`optional`: the empty choice removes the key). */
  | { kind: 'select'; options: readonly CardFieldOption[]; optional?: boolean }
  /** A list of short words (an empty list removes the key). */
  | { kind: 'keywords'; max?: number }
  /** Yes / no (`optional`: false removes the key). */
  | { kind: 'boolean'; optional?: boolean };

/** One common field of a card: where in the card JSON (dot path), its label, and which card types have it. */
export type CardField = CardFieldInput & {
  path: string;
  label: Text;
  /** A one-line hint shown under the input. */
  help?: Text;
  /** The card types (values of the type key) that have this field. */
  types: readonly string[];
  /** Offered only while these other fields have these values (path → value), e.g. a special trap's timing. */
  when?: Readonly<Record<string, string | number | boolean>>;
};

/** A card type an author can make. */
export interface CardTypeChoice {
  value: string;
  label: Text;
  /** A minimal card of this type that passes the game's custom-card validation (id, name and text filled in). */
  template: { id: string } & Record<string, unknown>;
  /** The top-level keys of this type that hold effects (edited as JSON), e.g. `skills`, `effect`. */
  effectKeys: readonly string[];
}

export interface CardEditorSpec {
  /** The key of the card JSON that holds its type (`type`, or 血契's `kind`). */
  typeKey: string;
  types: readonly CardTypeChoice[];
  fields: readonly CardField[];
  /** Starter cards whose effects an author may start from (`effectSourcesOf`); absent: none offered. */
  effectSources?: readonly EffectSource[];
}

/** A starter card whose effects an author may borrow: the values of its effect keys, its name and printed text. */
export interface EffectSource {
  cardId: string;
  /** Its card type (the value of the spec's type key): offered for cards of that type. */
  type: string;
  name: Text;
  text: Text;
  effects: Readonly<Record<string, unknown>>;
  /** Other fields its effects need on the card (血契: a continuous effect's card is persistent), set with them. */
  needs?: Readonly<Record<string, unknown>>;
}

/** A list of effects with at least one, or one effect with at least one op. */
const holdsEffect = (v: unknown): boolean => {
  const ops = (v as { ops?: unknown } | null)?.ops;
  return Array.isArray(v) ? v.length > 0 : Array.isArray(ops) && ops.length > 0;
};

/**
 * The starter cards with effects, in catalog order, as the editor's `effectSources`: for each card of an editable
 * type, the values of the type's effect keys that hold an effect (a non-empty list, or an effect with ops).
 */
export function effectSourcesOf(
  spec: Pick<CardEditorSpec, 'typeKey' | 'types'>,
  cards: readonly object[],
  nameOf: (cardId: string) => Text,
  needsOf: (card: Record<string, unknown>) => Record<string, unknown> = () => ({}),
): EffectSource[] {
  const out: EffectSource[] = [];
  for (const raw of cards) {
    const card = raw as Record<string, unknown> & { id: string; text?: Text };
    const type = spec.types.find((t) => t.value === card[spec.typeKey]);
    if (!type) continue;
    const effects: Record<string, unknown> = {};
    for (const k of type.effectKeys) if (holdsEffect(card[k])) effects[k] = card[k];
    if (!Object.keys(effects).length) continue;
    const needs = needsOf(card);
    out.push({
      cardId: card.id,
      type: type.value,
      name: nameOf(card.id),
      text: card.text ?? { zh: '', en: '' },
      effects,
      ...(Object.keys(needs).length ? { needs } : {}),
    });
  }
  return out;
}

/** The fields a card of `type` has, in the spec's order. */
export const fieldsFor = (spec: CardEditorSpec, type: string): CardField[] =>
  spec.fields.filter((f) => f.types.includes(type));

/** Whether a field applies to `card` now (its `when` holds). */
export const fieldApplies = (f: CardField, card: Readonly<Record<string, unknown>>): boolean =>
  Object.entries(f.when ?? {}).every(([k, v]) => card[k] === v);

/** A card type's choice, or undefined. */
export const typeChoice = (spec: CardEditorSpec, type: unknown): CardTypeChoice | undefined =>
  spec.types.find((t) => t.value === type);

/** A new card's name and empty rules text, as every game's templates start. */
export const TEMPLATE_NAME = { zh: '新卡牌', en: 'New card' };
export const TEMPLATE_TEXT = { zh: '', en: '' };

/** The rules-text field every game has: may be left empty, the detail then tells the text generated from the effects. */
export const rulesTextField = (types: readonly string[]): CardField => ({
  path: 'text',
  label: { zh: '卡面文字', en: 'Card text' },
  help: { zh: '留空则按效果生成', en: 'Empty: generated from the effects' },
  kind: 'bilingual',
  multiline: true,
  allowEmpty: true,
  types: [...types],
});
