/**
 * An effect's condition as words (card-text.ts): every predicate of effects/predicates.ts as a plain statement
 * 「你的手牌不多于3张」 and its negation, combined with 且/或 like the starter texts' 「若…，」. The caller frames it
 * (若…， for continuous and triggered effects, 只能在…时发动 for events and activated effects).
 */
import type { ConditionDef } from '@/machines/engine/effects';
import type { Text } from '@/machines/engine/types';
import { attributeOf, phaseOf, rowOf, tx } from './card-text-words';

type Args = Record<string, unknown>;
const whose = (who: unknown): Text => (who === 'opponent' ? tx('对方', 'the opponent') : tx('你', 'you'));
const whoseOwn = (who: unknown): Text =>
  who === 'opponent' ? tx('对方', "the opponent's") : tx('你', 'your');

/** Each predicate: [holds, does not hold]. */
const PREDICATE_WORDS: Record<string, (a: Args) => [Text, Text]> = {
  generalAttributeIs: (a) => {
    const w = whoseOwn(a.who);
    const at = attributeOf(a.attribute);
    return [
      tx(`${w.zh}的主将为${at.zh}`, `${w.en} general is ${at.en}`),
      tx(`${w.zh}的主将不是${at.zh}`, `${w.en} general is not ${at.en}`),
    ];
  },
  attributeIs: (a) => {
    const at = attributeOf(a.attribute);
    return [
      tx(`这张卡为${at.zh}`, `this card is ${at.en}`),
      tx(`这张卡不是${at.zh}`, `this card is not ${at.en}`),
    ];
  },
  hasGeneral: () => [tx('你有主将', 'you have a general'), tx('你没有主将', 'you have no general')],
  formationActive: () => [
    tx('你的阵型生效', 'your formation is active'),
    tx('你的阵型未生效', 'no formation of yours is active'),
  ],
  phaseIs: (a) => {
    const p = phaseOf(a.phase);
    return [tx(`当前是${p.zh}`, `it is the ${p.en}`), tx(`当前不是${p.zh}`, `it is not the ${p.en}`)];
  },
  selfHasAttackedThisBattle: () => [
    tx('这张卡在本次战斗流程中已经攻击过', 'this card has attacked this battle'),
    tx('这张卡在本次战斗流程中尚未攻击', 'this card has not attacked this battle'),
  ],
  selfIsDeclaredTarget: () => [
    tx('这张卡是当前的攻击目标', 'this card is the declared attack target'),
    tx('这张卡不是当前的攻击目标', 'this card is not the declared attack target'),
  ],
  destroyedAltars: (a) => {
    const w = whose(a.who);
    const o = whoseOwn(a.who);
    const n = Number(a.atLeast);
    return [
      tx(`${w.zh}已有${n}个以上祭坛被破坏`, `${n} or more of ${o.en} altars are destroyed`),
      tx(`${w.zh}被破坏的祭坛少于${n}个`, `fewer than ${n} of ${o.en} altars are destroyed`),
    ];
  },
  ownSoulCount: (a) => {
    const n = Number(a.atLeast);
    return [
      tx(`你沙场上有${n}张以上翻开的灵魂卡`, `you have ${n} or more face-up souls on your sand field`),
      tx(`你沙场上翻开的灵魂卡少于${n}张`, `you have fewer than ${n} face-up souls on your sand field`),
    ];
  },
  inRow: (a) => {
    const r = rowOf(a.row);
    return [
      tx(`这张卡在${r.zh}`, `this card is in your ${r.en}`),
      tx(`这张卡不在${r.zh}`, `this card is not in your ${r.en}`),
    ];
  },
  isFaceUp: () => [
    tx('这张卡是翻开的', 'this card is face up'),
    tx('这张卡是盖着的', 'this card is face down'),
  ],
  opponentFieldEmpty: () => [
    tx('对方沙场上没有卡', "the opponent's sand field is empty"),
    tx('对方沙场上有卡', 'the opponent has a card on the sand field'),
  ],
  handAtMost: (a) => {
    const n = Number(a.count);
    return [
      tx(`你的手牌不多于${n}张`, `you hold ${n} cards or fewer`),
      tx(`你的手牌多于${n}张`, `you hold more than ${n} cards`),
    ];
  },
};

/** The names the condition words know (the test checks they are exactly the vocabulary's predicates). */
export const TOLD_PREDICATES = Object.keys(PREDICATE_WORDS);

const UNKNOWN: [Text, Text] = [
  tx('一个规则中没有的条件成立', 'a condition the rules do not have holds'),
  tx('一个规则中没有的条件不成立', 'a condition the rules do not have fails'),
];

const isCompound = (c: ConditionDef) => 'and' in c || 'or' in c || 'not' in c;
const wrap = (c: ConditionDef, t: Text): Text => (isCompound(c) ? tx(`（${t.zh}）`, `(${t.en})`) : t);

/** A condition as a statement; `negated` tells its opposite (a predicate has its own negative wording). */
export function conditionWords(c: ConditionDef, negated = false): Text {
  if ('and' in c || 'or' in c) {
    const list = ('and' in c ? c.and : c.or) as ConditionDef[];
    // Negating a conjunction gives a disjunction of the negations (and vice versa), so each part keeps its wording.
    const joinAnd = 'and' in c !== negated;
    const parts = list.map((x) => wrap(x, conditionWords(x, negated)));
    if (!parts.length) return negated ? tx('这个条件不成立', 'never') : tx('无条件', 'always');
    return tx(
      parts.map((p) => p.zh).join(joinAnd ? '且' : '或'),
      parts.map((p) => p.en).join(joinAnd ? ' and ' : ' or '),
    );
  }
  if ('not' in c) return conditionWords(c.not as ConditionDef, !negated);
  const words = Object.hasOwn(PREDICATE_WORDS, c.is) ? PREDICATE_WORDS[c.is](c as Args) : UNKNOWN;
  return words[negated ? 1 : 0];
}

/** The predicates a condition uses, leaves only (for the timing phrases that absorb them, card-text.ts). */
export function predicatesOf(c: ConditionDef | undefined): string[] | null {
  if (!c) return [];
  if ('or' in c) {
    const out: string[] = [];
    for (const x of c.or as ConditionDef[]) {
      if (!('is' in x)) return null;
      out.push(x.is);
    }
    return out;
  }
  return 'is' in c ? [c.is] : null;
}
