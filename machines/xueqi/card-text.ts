/**
 * A 血契 card's rules text generated from its declaration (issue 12 point 5), in Chinese and English, in the
 * printed starter cards' style: 「主要阶段，每回合一次，支付20点生命值：破坏对方一只二阶以下的生物。」,
 * 「召唤上场时：额外召唤两只「血蝙蝠」。」, 「持续：己方攻击联动最多可达四张卡牌。」. Each effect is one sentence —
 * when (trigger or timing), limit, condition and cost before the colon, what it does after — and a creature's
 * extra-summon mark and turn duration, a persistent card's upkeep, come with it. Pure: card names come from the
 * `nameOf` lookup the caller gives (a match's custom cards may name each other). cardInfo shows it wherever an
 * author left a language of the card's text empty (docs/rules/xueqi.md E50).
 */
import type { Text } from '@/machines/engine';
import type { XEffectData, XueqiCardData } from './catalog';
import { opWords, type TellCtx } from './card-text-ops';
import { conditionWords, limitWords, timingWords, triggerWords } from './card-text-when';
import { capitalize, zhCount } from './card-text-words';
import { SUMMON_OPS } from './effects/context';
import { RULE_UPKEEP, VALUE_UPKEEP } from './rules/costs';

/** A card's name by id (undefined when unknown: the text then says 「一只生物」 rather than an id). */
export type NameOf = (cardId: string) => Text | undefined;

const nonEmpty = (s: string | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** The words before the colon: when, how often, if what, at what cost. */
function prefixOf(effect: XEffectData, host: TellCtx['host'], persistent: boolean, ctx: TellCtx): Text[] {
  if (effect.kind === 'continuous') return [{ zh: '持续', en: 'persistent' }];
  const out: Text[] = [];
  if (effect.kind === 'triggered') out.push(triggerWords(effect.trigger));
  else if (effect.kind === 'activated' && host === 'creature') out.push(timingWords(effect.timing));
  else if (
    effect.timing?.some((t) => t === 'duringBattle' || t === 'afterAttack') &&
    effect.ops.some((o) => SUMMON_OPS.has(o.op))
  )
    out.push({ zh: '战斗时亦可发动', en: 'also during battle' });
  const limit = limitWords(effect.limit);
  if (limit) out.push(limit);
  if (effect.condition) {
    const c = conditionWords(effect.condition);
    out.push({ zh: `若${c.zh}`, en: `if ${c.en}` });
  }
  for (const op of effect.cost ?? []) out.push(opWords(op, ctx));
  if (persistent && !out.length) out.push({ zh: '持续', en: 'persistent' });
  return out;
}

/**
 * One effect as one sentence in each language. The effect's own `text` (an author's words for it) wins for the
 * language it gives.
 */
export function effectRulesText(
  effect: XEffectData,
  host: TellCtx['host'],
  nameOf: NameOf,
  persistent = false,
): Text {
  const ctx: TellCtx = { effect, host, nameOf, mentioned: new Set() };
  const prefix = prefixOf(effect, host, persistent, ctx);
  const ops = effect.ops.map((op) => opWords(op, ctx));
  // Rules a continuous effect sets hold together; other ops happen one after another.
  const together = effect.kind === 'continuous';
  const body = ops.length
    ? {
        zh: ops.map((o) => o.zh).join(together ? '；' : '，'),
        en: ops.map((o) => o.en).join(together ? '; ' : ', then '),
      }
    : { zh: '没有效果', en: 'nothing happens' };
  const zh = prefix.length ? `${prefix.map((p) => p.zh).join('，')}：${body.zh}。` : `${body.zh}。`;
  const en = `${capitalize(prefix.length ? `${prefix.map((p) => p.en).join(', ')}: ${body.en}` : body.en)}.`;
  return {
    zh: nonEmpty(effect.text?.zh) ? effect.text.zh : zh,
    en: nonEmpty(effect.text?.en) ? effect.text.en : en,
  };
}

/** The generated rules text of a whole card. */
export function cardRulesText(card: XueqiCardData, nameOf: NameOf): Text {
  const parts: Text[] = [];
  if (card.kind === 'creature') {
    if (card.extraOnly) parts.push({ zh: '额外召唤卡牌。', en: 'Extra-summon card.' });
    const n = card.durationTurns;
    if (n !== undefined)
      parts.push({
        zh: `回合持续时间${n}：经过${zhCount(n)}个回合后离场（无人获得生命值）。`,
        en: `Lasts ${n} turn${n === 1 ? '' : 's'}, then leaves the field (no LP for anyone).`,
      });
    for (const e of card.effects ?? []) parts.push(effectRulesText(e, 'creature', nameOf));
    if (!parts.length) parts.push({ zh: '无特殊效果。', en: 'No special effect.' });
  } else {
    parts.push(effectRulesText(card.effect, card.kind, nameOf, card.persistent));
    if (card.persistent) {
      const upkeep = card.kind === 'rule' ? RULE_UPKEEP : VALUE_UPKEEP;
      parts.push({
        zh: `此卡留在场上，每回合结束消耗${upkeep}点生命值。`,
        en: `Stays on the field (upkeep ${upkeep}).`,
      });
    }
  }
  return { zh: parts.map((p) => p.zh).join(''), en: parts.map((p) => p.en).join(' ') };
}

/** A card's text as its detail view shows it: the author's words, a generated text for a language left empty. */
export function shownText(card: XueqiCardData, nameOf: NameOf): Text {
  const text = card.text as Partial<Text> | undefined;
  if (nonEmpty(text?.zh) && nonEmpty(text?.en)) return { zh: text.zh, en: text.en };
  const made = cardRulesText(card, nameOf);
  return { zh: nonEmpty(text?.zh) ? text.zh : made.zh, en: nonEmpty(text?.en) ? text.en : made.en };
}
