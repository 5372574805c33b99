/**
 * Narration (zh-CN and en): one sentence for the action, then the consequences the engine recorded in
 * `state.effects` (LP changes with their cause, summons, destruction, upkeep, draws, expiry, the lifeline …).
 */
import type { Action, Seat, StepEffect, Text } from '@/machines/engine';
import { cardNameOf } from './catalog';
import type { LpRecord } from './rules/lp';
import type { XueqiState } from './types';

const CAUSE: Record<string, Text> = {
  summonCost: { zh: '召唤代价', en: 'summon cost' },
  activationCost: { zh: '发动代价', en: 'activation cost' },
  effectCost: { zh: '效果代价', en: 'effect cost' },
  upkeep: { zh: '维持消耗', en: 'upkeep' },
  battle: { zh: '战斗伤害', en: 'battle damage' },
  effect: { zh: '卡牌效果', en: 'card effect' },
  destroyGain: { zh: '破坏回血', en: 'destruction gain' },
  discardRefund: { zh: '丢弃规则卡回血', en: 'rule-card refund' },
  ruling: { zh: '作者裁定', en: 'author ruling' },
};

const cn = (cardId: unknown): Text => cardNameOf(String(cardId));

function describe(s: XueqiState, e: StepEffect): Text | null {
  const who = (seat: unknown) => s.players[seat as Seat]?.name ?? String(seat);
  switch (e.type) {
    case 'lp': {
      const r = e as unknown as LpRecord;
      const c = CAUSE[r.cause];
      const capped =
        r.delta !== r.requested
          ? { zh: `（保命机制：本应${r.requested}）`, en: ` (lifeline: would have been ${r.requested})` }
          : { zh: '', en: '' };
      const verbZh = r.delta >= 0 ? `回复${r.delta}` : `失去${-r.delta}`;
      const verbEn = r.delta >= 0 ? `gains ${r.delta}` : `loses ${-r.delta}`;
      return {
        zh: `${who(r.player)}因${c.zh}${verbZh}点生命值（剩${r.lp}）${capped.zh}`,
        en: `${who(r.player)} ${verbEn} LP to ${c.en} (now ${r.lp})${capped.en}`,
      };
    }
    case 'enter': {
      const n = cn(e.card);
      const where = e.slot
        ? { zh: '占用场地格位', en: 'in a slot' }
        : { zh: '进入额外区（不占格位）', en: 'in the extra area (no slot)' };
      if (e.via === 'hand') return null;
      return { zh: `「${n.zh}」被召唤上场，${where.zh}`, en: `${n.en} is summoned ${where.en}` };
    }
    case 'destroy': {
      const n = cn(e.card);
      const how =
        e.how === 'battle'
          ? { zh: '被战斗破坏', en: 'is destroyed in battle' }
          : e.how === 'voluntary'
            ? { zh: '被主动破坏', en: 'is destroyed by its controller' }
            : { zh: '被效果破坏', en: 'is destroyed by an effect' };
      return { zh: `${who(e.seat)}的「${n.zh}」${how.zh}`, en: `${who(e.seat)}'s ${n.en} ${how.en}` };
    }
    case 'expire':
      return {
        zh: `「${cn(e.card).zh}」持续回合结束，离场（无人回血）`,
        en: `${cn(e.card).en}'s duration ends and it leaves (no LP)`,
      };
    case 'upkeep':
      return {
        zh: `${who(e.seat)}结算维持消耗：生物${e.creatures}、规则卡${e.rules}、数值卡${e.values}，共${e.total}`,
        en: `${who(e.seat)} owes upkeep: creatures ${e.creatures}, rule cards ${e.rules}, value cards ${e.values}, total ${e.total}`,
      };
    case 'draw':
      if (e.count === e.asked || e.asked === 0)
        return { zh: `${who(e.seat)}抽${e.count}张卡`, en: `${who(e.seat)} draws ${e.count}` };
      return {
        zh: `${who(e.seat)}应抽${e.asked}张，卡组只够${e.count}张`,
        en: `${who(e.seat)} should draw ${e.asked} but the deck gives ${e.count}`,
      };
    case 'handLimit':
      return {
        zh: `${who(e.seat)}手牌超过上限，须丢弃${e.count}张`,
        en: `${who(e.seat)} is over the hand limit and must discard ${e.count}`,
      };
    case 'discard':
      return { zh: `${who(e.seat)}丢弃「${cn(e.card).zh}」`, en: `${who(e.seat)} discards ${cn(e.card).en}` };
    case 'lifeline':
      return {
        zh: `首次命运抽卡触发保命机制：本回合${who(e.protectedPlayer)}至少保留1点生命值，其下回合召唤免费`,
        en: `First Fate Draw: the lifeline keeps ${who(e.protectedPlayer)} at 1 LP or more this turn, and their next turn's summons are free`,
      };
    case 'lifelineEnds':
      return { zh: '保命机制结束', en: 'the lifeline ends' };
    case 'freeSummon':
      return { zh: '（命运抽卡带来的免费召唤）', en: '(free summon from the Fate Draw)' };
    case 'turnStart':
      return {
        zh: `第${e.round}轮，第${e.turnNumber}回合：${who(e.seat)}的回合开始`,
        en: `Round ${e.round}, turn ${e.turnNumber}: ${who(e.seat)}'s turn begins`,
      };
    case 'deckOut':
      return { zh: `${who(e.seat)}的卡组已归零`, en: `${who(e.seat)}'s deck is empty` };
    case 'search':
      return {
        zh: `${who(e.seat)}从卡组把「${cn(e.card).zh}」加入手牌`,
        en: `${who(e.seat)} adds ${cn(e.card).en} from the deck to hand`,
      };
    case 'modify': {
      const f = e.field === 'atk' ? { zh: '攻击力', en: 'attack' } : { zh: '生命力', en: 'life' };
      const a = Number(e.amount);
      return {
        zh: `「${cn(e.card).zh}」${f.zh}${a >= 0 ? '+' : ''}${a}`,
        en: `${cn(e.card).en} ${f.en} ${a >= 0 ? '+' : ''}${a}`,
      };
    }
    case 'trigger':
      return { zh: `「${cn(e.card).zh}」的效果触发`, en: `${cn(e.card).en}'s effect triggers` };
    case 'supportLeaves':
      return {
        zh: `「${cn(e.card).zh}」离开支援区进入墓地`,
        en: `${cn(e.card).en} leaves the support area for the graveyard`,
      };
    case 'persist':
      return { zh: `「${cn(e.card).zh}」持续留在场上`, en: `${cn(e.card).en} stays on the field` };
    case 'vanish':
      return { zh: '额外召唤的生物就此消失', en: 'the extra-summoned creature ceases to exist' };
    case 'leave':
      return {
        zh: `「${cn(e.card).zh}」${e.to === 'deckBottom' ? '回到卡组最下方' : '进入墓地'}`,
        en: `${cn(e.card).en} ${e.to === 'deckBottom' ? 'goes to the deck bottom' : 'goes to the graveyard'}`,
      };
    case 'bottom':
      return {
        zh: `${who(e.seat)}把一张手牌放到卡组最下方`,
        en: `${who(e.seat)} puts a hand card on the deck bottom`,
      };
    default:
      return null;
  }
}

function main(before: XueqiState, action: Action, after: XueqiState): Text {
  const who = before.players[action.actor as Seat].name;
  const p = action.payload as Record<string, unknown>;
  const card = (id: unknown) => cn(before.cards[String(id)]?.cardId ?? id);
  switch (action.type) {
    case 'draw.normal':
      return { zh: `${who}进行抽卡`, en: `${who} draws for the turn` };
    case 'draw.skip':
      return { zh: `${who}放弃本回合抽卡`, en: `${who} skips the draw` };
    case 'draw.fate':
      return {
        zh: `${who}发动【命运抽卡】，将「${cn(p.cardId).zh}」置于卡组顶并抽起`,
        en: `${who} uses Fate Draw: ${cn(p.cardId).en} goes to the top and is drawn`,
      };
    case 'draw.bottom':
      return {
        zh: `${who}选择一张手牌放回卡组最下方`,
        en: `${who} puts one hand card on the bottom of the deck`,
      };
    case 'hand.discard':
      return {
        zh: `${who}因手牌上限丢弃「${card(p.card).zh}」`,
        en: `${who} discards ${card(p.card).en} for the hand limit`,
      };
    case 'summon.creature':
      return { zh: `${who}召唤「${card(p.card).zh}」`, en: `${who} summons ${card(p.card).en}` };
    case 'rule.activate':
    case 'value.activate': {
      const kind =
        action.type === 'rule.activate'
          ? { zh: '规则卡', en: 'rule card' }
          : { zh: '数值卡', en: 'value card' };
      const t = (p.targets as string[]).map((x) => card(x));
      const on = t.length
        ? {
            zh: `，目标${t.map((x) => `「${x.zh}」`).join('、')}`,
            en: ` on ${t.map((x) => x.en).join(', ')}`,
          }
        : { zh: '', en: '' };
      return {
        zh: `${who}发动${kind.zh}「${card(p.card).zh}」${on.zh}`,
        en: `${who} activates the ${kind.en} ${card(p.card).en}${on.en}`,
      };
    }
    case 'effect.activate':
      return {
        zh: `${who}发动「${card(p.creature).zh}」的效果`,
        en: `${who} activates ${card(p.creature).en}'s effect`,
      };
    case 'creature.destroy':
      return {
        zh: `${who}主动破坏自己的「${card(p.creature).zh}」`,
        en: `${who} destroys their own ${card(p.creature).en}`,
      };
    case 'rule.discard':
      return {
        zh: `${who}丢弃持续规则卡「${card(p.card).zh}」`,
        en: `${who} discards the persistent rule card ${card(p.card).en}`,
      };
    case 'battle.declare':
      return { zh: `${who}宣布战斗`, en: `${who} declares battle` };
    case 'battle.attack': {
      const lead = card(p.lead);
      const sup = (p.supporters as string[]).map((x) => card(x));
      const rec = after.effects.find((e) => e.type === 'attack');
      const fizzle = rec?.fizzled
        ? { zh: '——攻击未能成立，没有效果', en: ' — the attack fails and has no effect' }
        : { zh: '', en: '' };
      if (p.target === 'player')
        return {
          zh: `${who}的「${lead.zh}」直接攻击对方玩家${fizzle.zh}`,
          en: `${who}'s ${lead.en} attacks the opponent directly${fizzle.en}`,
        };
      const tgt = card(p.target);
      const combo = sup.length
        ? {
            zh: `联动${sup.map((x) => `「${x.zh}」`).join('、')}（配合者攻击力减半）`,
            en: ` with ${sup.map((x) => x.en).join(' and ')} supporting (halved)`,
          }
        : { zh: '', en: '' };
      return {
        zh: `${who}的「${lead.zh}」${combo.zh}攻击「${tgt.zh}」，攻击力${rec?.atk}对生命力${rec?.life}${fizzle.zh}`,
        en: `${who}'s ${lead.en}${combo.en} attacks ${tgt.en}: ${rec?.atk} against life ${rec?.life}${fizzle.en}`,
      };
    }
    case 'battle.end':
      return after.effects.some((e) => e.type === 'battleEnd' && e.backToMain)
        ? { zh: `${who}结束战斗，回到主要阶段`, en: `${who} ends the battle and returns to the main phase` }
        : { zh: `${who}结束战斗，回合随之结束`, en: `${who} ends the battle, which ends the turn` };
    case 'skill.activate':
      return {
        zh: `${who}发动角色技能（第${Number(p.skill) + 1}项）`,
        en: `${who} uses character skill #${Number(p.skill) + 1}`,
      };
    case 'turn.end':
      return { zh: `${who}结束回合`, en: `${who} ends the turn` };
    default:
      return { zh: `${who}：${action.type}`, en: `${who}: ${action.type}` };
  }
}

export function narrateAction(before: XueqiState, action: Action, after: XueqiState): Text {
  const head = main(before, action, after);
  const tail = after.effects.map((e) => describe(after, e)).filter((t): t is Text => t !== null);
  if (!tail.length) return head;
  return {
    zh: `${head.zh}。${tail.map((t) => t.zh).join('；')}`,
    en: `${head.en}. ${tail.map((t) => t.en).join('; ')}`,
  };
}
