/**
 * The words a generated rules text (card-text.ts) is made of, in the printed starter cards' own terms (content/
 * wuhunzhi/cards.ts, spec §1.7 and §8.1): attributes, rows, the bracketed zones, the windows an activated effect
 * names as its timing, use limits and the moments a {触} effect fires. Chinese first, English second; no engine
 * identifier ever reaches these words (an unknown name gets a plain phrase instead).
 */
import type { Text } from '@/machines/engine/types';
import type { Attribute } from '@/content/wuhunzhi/types';
import { PHASE_WORDS, type PhaseKey } from './words';

export const tx = (zh: string, en: string): Text => ({ zh, en });

/** The five attributes by their one-character names (「智不用暴，暴不用仁…」, §1.5). */
export const ATTRIBUTE_WORDS: Record<Attribute, Text> = {
  wisdom: tx('智', 'Wisdom'),
  benevolence: tx('仁', 'Benevolence'),
  courage: tx('勇', 'Courage'),
  ferocity: tx('暴', 'Ferocity'),
  discipline: tx('严', 'Discipline'),
  none: tx('无', 'None'),
};

/** 「智属性」 / Wisdom (an unknown attribute is no attribute a card has: said plainly). */
export function attributeOf(a: unknown): Text {
  const w =
    typeof a === 'string' && Object.hasOwn(ATTRIBUTE_WORDS, a) ? ATTRIBUTE_WORDS[a as Attribute] : null;
  if (!w) return tx('未知属性', 'unknown-attribute');
  if (a === 'none') return tx('无属性', 'attributeless');
  return tx(`${w.zh}属性`, w.en);
}

/** Rows counted from the front (R29), as the starter texts name them: 前排（第1-3格）. */
export function rowOf(r: unknown): Text {
  switch (Number(r)) {
    case 1:
      return tx('前排（第1-3格）', 'front row (cells 1-3)');
    case 2:
      return tx('中排（第4-6格）', 'middle row (cells 4-6)');
    case 3:
      return tx('后排（第7-9格）', 'back row (cells 7-9)');
    default:
      return tx(`第${String(r)}排（沙场上没有这一排）`, `row ${String(r)} (no such row on the sand field)`);
  }
}

/** The bracketed zone after the brace mark: {永}[沙场]. */
const ZONE_BRACKETS: Record<string, Text> = {
  sandField: tx('沙场', 'Sand field'),
  generalZone: tx('主将区', 'General'),
  altar: tx('祭坛区', 'Altar'),
  altarZone: tx('祭坛区', 'Altar'),
  hand: tx('手牌', 'Hand'),
  soulYard: tx('置魂场', 'Soul yard'),
  discardPile: tx('废弃场', 'Discard pile'),
};
export const zoneBracket = (zone: string): Text => {
  const w = Object.hasOwn(ZONE_BRACKETS, zone) ? ZONE_BRACKETS[zone] : tx('其他区域', 'Elsewhere');
  return tx(`[${w.zh}]`, `[${w.en}]`);
};

/** The windows of §8.4 an activated effect names as its timing. */
const TIMINGS: Record<string, Text> = {
  'preparation.end': tx('准备阶段结束时', 'at the end of the preparation phase'),
  'construction.afterBuild': tx('建设阶段中每次建设之后', 'after each build in the construction phase'),
  'planning.main': tx('你的策略阶段中', 'during your planning step'),
  'deployment.main': tx('你的布阵阶段中', 'during your deployment step'),
  'summoning.step': tx('召唤阶段轮到你时', 'on your turn in the summoning phase'),
  'reconnaissance.main': tx('你的侦察阶段中', 'during your reconnaissance step'),
  'battle.start': tx('战斗阶段开始时', 'at battle start'),
  'battle.targetDeclared': tx('有灵魂卡被选为攻击目标时', 'when a soul is declared as an attack target'),
  'battle.afterAttack': tx('灵魂卡攻击后', 'after a soul attacks'),
  'battle.end': tx('战斗流程结束时', 'at the end of the battle'),
  'end.effects': tx('结束阶段', 'in the end phase'),
};
export const timingOf = (id: string): Text =>
  Object.hasOwn(TIMINGS, id)
    ? TIMINGS[id]
    : tx('一个规则中没有的时机（无法发动）', 'at a moment the rules never open (it cannot be used)');

/** How often an activated or triggered effect may be used (W55): 战斗流程中仅一次 / 每回合一次. */
export function limitOf(limit: { per: string; count: number }): Text {
  const n = limit.count;
  const once = n === 1;
  switch (limit.per) {
    case 'battle':
      return once
        ? tx('战斗流程中仅一次', 'once per battle')
        : tx(`战斗流程中至多${n}次`, `up to ${n} times per battle`);
    case 'round':
      return once ? tx('每回合一次', 'once per round') : tx(`每回合至多${n}次`, `up to ${n} times per round`);
    case 'match':
      return once ? tx('每局一次', 'once per match') : tx(`每局至多${n}次`, `up to ${n} times per match`);
    default:
      return tx(`至多${n}次`, `up to ${n} time${once ? '' : 's'}`);
  }
}

/** The effect kinds an opponent's effect may be, for 反击 (`onOpponentEffect` filter `kind`). */
const EFFECT_KINDS: Record<string, Text> = {
  eventEffect: tx('事件卡', 'event'),
  strategyEffect: tx('战略卡', 'strategy'),
  trapEffect: tx('陷阱卡', 'trap'),
  triggered: tx('触发效果', 'triggered effect'),
  activated: tx('起动效果', 'activated effect'),
};

/** A phase by its name (阶段), or a plain phrase for a name the rules do not have. */
export function phaseOf(p: unknown): Text {
  const key = String(p) as PhaseKey;
  return Object.hasOwn(PHASE_WORDS, key) && key !== 'setup' && key !== 'over'
    ? PHASE_WORDS[key]
    : tx('规则中没有的阶段', 'a phase the rules do not have');
}

/**
 * When a {触} effect fires (the clause after the mark), for a card of type `cardType`. onReveal is said by the
 * `[翻开]` bracket instead, so it has no clause. A filter the engine matches on is said; `onPhaseEnd` fires only
 * for the end phase (E1), so any other phase is said to never come.
 */
export function triggerWhen(
  on: string,
  filter: Record<string, unknown> | undefined,
  cardType: string,
): Text | null {
  switch (on) {
    case 'onReveal':
      return null;
    case 'onSummon':
      return tx('被召唤时', 'when summoned');
    case 'onBattleStart':
      return tx('战斗阶段开始时', 'at battle start');
    case 'onAfterAttack':
      return tx('这张卡攻击后', 'after this card attacks');
    case 'onPhaseEnd':
      return filter?.phase === 'end'
        ? tx('结束阶段', 'in the end phase')
        : tx(
            `${phaseOf(filter?.phase).zh}结束时（只有结束阶段会触发，所以不会发动）`,
            `at the end of ${phaseOf(filter?.phase).en} (only the end phase triggers, so it never fires)`,
          );
    case 'onAltarDestroyed':
      return cardType === 'altar'
        ? tx('这张祭坛被破坏时', 'when this altar is destroyed')
        : tx(
            '祭坛被破坏时（只有祭坛卡的魂爆会发动）',
            "when an altar is destroyed (only an altar's Soul Burst fires)",
          );
    case 'onOpponentEffect': {
      const k = filter?.kind;
      if (k === undefined) return tx('对方的效果发动时', "when the opponent's effect resolves");
      const w = typeof k === 'string' && Object.hasOwn(EFFECT_KINDS, k) ? EFFECT_KINDS[k] : null;
      return w
        ? tx(
            `对方的${w.zh}发动时`,
            `when the opponent activates a${/^[aeiou]/.test(w.en) ? 'n' : ''} ${w.en}`,
          )
        : tx(
            '对方发动规则中没有的一种效果时（不会发动）',
            'when the opponent uses an effect of a kind the rules do not have (never)',
          );
    }
    case 'onTargeted':
      return tx('这张卡被选为攻击目标时', 'when this card is targeted');
    case 'onTapped':
      return tx('这张卡被横置时', 'when this card is tapped');
    case 'onGeneralChanged':
      return tx('你的主将被破坏或更换时', 'when your general is destroyed or replaced');
    default:
      return tx('在规则中没有的时机（不会发动）', 'at a moment the rules do not have (it never fires)');
  }
}
