/**
 * The sentences of 血契's consequences that take more than a line: LP changes (with their cause, the source
 * card and the lifeline's cap), upkeep, attacks. Narration segments: cards by instance, players by seat.
 */
import { card, n, otherSeat, seat } from '@/machines/engine';
import type { Narration, Segment, Seat, StepEffect, Text } from '@/machines/engine';
import type { LpRecord } from './rules/lp';
import { ruleParams } from './rules/params';
import type { XueqiState } from './state';

/** Card references joined by `sep` (「甲」、「乙」 / A and B). */
export function listCards(ids: readonly string[], sep: string): Segment[] {
  return ids.flatMap((id, i) => (i ? [sep, card(id)] : [card(id)]));
}

/** The upkeep a seat pays, part by part: 生物15、持续规则卡5 / creatures 15, rule cards 5. */
export function upkeepParts(u: StepEffect | null): Text | null {
  if (!u) return null;
  const parts: Array<[number, string, string]> = [
    [Number(u.creatures), '生物', 'creatures'],
    [Number(u.rules), '持续规则卡', 'rule cards'],
    [Number(u.values), '持续数值卡', 'value cards'],
  ];
  const kept = parts.filter(([v]) => v > 0);
  return {
    zh: kept.map(([v, zh]) => `${zh}${v}`).join('、'),
    en: kept.map(([v, , en]) => `${en} ${v}`).join(', '),
  };
}

const PAID: Record<string, Text> = {
  summonCost: { zh: '召唤代价', en: 'to summon' },
  activationCost: { zh: '发动代价', en: 'to activate' },
  effectCost: { zh: '效果代价', en: 'for an effect' },
};

/** One LP change: what was paid, lost or gained, why, from which card, and what is left. */
export function lifeSentence(r: LpRecord, source?: string, upkeep?: Text | null): Narration {
  const P = seat(r.player);
  const amount = Math.abs(r.delta);
  const capped = r.delta !== r.requested ? r.delta - r.requested : 0;
  const left: Text = capped
    ? {
        zh: `（剩${r.lp}；保命机制挡下了其余${capped}点）`,
        en: ` (now ${r.lp}; the lifeline stopped the other ${capped})`,
      }
    : { zh: `（剩${r.lp}）`, en: ` (now ${r.lp})` };
  const paid = PAID[r.cause];
  if (paid) {
    return {
      zh: n`${P}支付${amount}点生命值作为${paid.zh}${left.zh}`,
      en: n`${P} pays ${amount} LP ${paid.en}${left.en}`,
    };
  }
  switch (r.cause) {
    case 'upkeep': {
      const parts = upkeep?.zh ? { zh: `（${upkeep.zh}）`, en: ` (${upkeep.en})` } : { zh: '', en: '' };
      return {
        zh: n`${P}支付维持消耗${amount}点生命值${parts.zh}，剩${r.lp}`,
        en: n`${P} pays ${amount} LP upkeep${parts.en}, now ${r.lp}`,
      };
    }
    case 'battle':
      return {
        zh: n`${P}受到${amount}点战斗伤害${left.zh}`,
        en: n`${P} takes ${amount} battle damage${left.en}`,
      };
    case 'destroyGain':
      return {
        zh: n`${P}因破坏回复${amount}点生命值${left.zh}`,
        en: n`${P} gains ${amount} LP for the destruction${left.en}`,
      };
    case 'discardRefund':
      return {
        zh: n`${P}因丢弃规则卡回复${amount}点生命值${left.zh}`,
        en: n`${P} gains ${amount} LP for discarding the rule card${left.en}`,
      };
    case 'ruling':
      return {
        zh: n`${P}的生命值由作者裁定为${r.lp}`,
        en: n`${P}'s LP is set to ${r.lp} by author ruling`,
      };
    default: {
      // one loses life *to* an effect and gains it *from* one
      const prep = r.requested < 0 ? 'to' : 'from';
      const by: { zh: Segment[]; en: Segment[] } = source
        ? { zh: n`因${card(source)}的效果`, en: n` ${prep} ${card(source)}'s effect` }
        : { zh: ['因效果'], en: [` ${prep} an effect`] };
      return r.requested < 0
        ? {
            zh: [...n`${P}`, ...by.zh, ...n`失去${amount}点生命值${left.zh}`],
            en: [...n`${P} loses ${amount} LP`, ...by.en, left.en],
          }
        : {
            zh: [...n`${P}`, ...by.zh, ...n`回复${amount}点生命值${left.zh}`],
            en: [...n`${P} gains ${amount} LP`, ...by.en, left.en],
          };
    }
  }
}

/** An attack: the lead (and supporters), the target (or the player), the numbers, a fizzle (E19). */
export function attackSentence(
  before: XueqiState,
  S: Seat,
  e: StepEffect,
  lead: string,
  supporters: readonly string[],
): Narration {
  const O = otherSeat(S);
  const zh: Segment[] = n`${seat(S)}的${card(lead)}`;
  const en: Segment[] = n`${seat(S)}'s ${card(lead)}`;
  if (supporters.length) {
    const f = ruleParams(before, S).supporterAtkFactor;
    const how =
      f === 0.5
        ? { zh: '（配合者攻击力减半）', en: ' supporting (halved)' }
        : f === 1
          ? { zh: '', en: ' supporting' }
          : { zh: `（配合者攻击力×${f}）`, en: ` supporting (×${f})` };
    zh.push('联动', ...listCards(supporters, '、'), how.zh);
    en.push(' with ', ...listCards(supporters, ' and '), how.en);
  }
  if (e.target === 'player') {
    zh.push(...n`直接攻击${seat(O)}`);
    en.push(...n` attacks ${seat(O)} directly`);
  } else {
    const t = String(e.target);
    zh.push(...n`攻击${seat(O)}的${card(t)}：攻击力${Number(e.atk)}对生命力${Number(e.life)}`);
    en.push(...n` attacks ${seat(O)}'s ${card(t)}: ${Number(e.atk)} against life ${Number(e.life)}`);
  }
  if (e.fizzled) {
    zh.push('——攻击未能成立，没有效果');
    en.push(' — the attack fails and has no effect');
  }
  return { zh, en };
}
