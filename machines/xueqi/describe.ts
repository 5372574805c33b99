/**
 * Actions in the author's words (the studio's buttons, its lines panel, duel-script comments): card names, the
 * board's own numbering from 1 (第 2 格 / slot 2), the LP an action costs or gains, and where on the board it
 * starts and aims. The author sees everything, so cards are named openly here.
 */
import { otherSeat } from '@/machines/engine';
import type { Action, ActionWords, BoardRef, Seat, Text } from '@/machines/engine';
import { cardNameOf, cardOf, isCreatureCard } from './catalog';
import { lpCostOf } from './effects/context';
import { nextSlot, placeOf, placeWords, zoneRef } from './places';
import { comboAtk } from './rules/battle';
import type { AttackPayload } from './rules/battle';
import { activateCost, destroyGain } from './rules/costs';
import { atkOf, findCreature, lifeOf } from './rules/field';
import { cardActivationCost, handSummonCost } from './rules/main-step';
import type { ActivatePayload, EffectPayload, SkillPayload } from './rules/main-step';
import { ruleParams } from './rules/params';
import type { XueqiState } from './state';

const EMPTY: Text = { zh: '', en: '' };
const cat = (...parts: Text[]): Text => ({
  zh: parts.map((p) => p.zh).join(''),
  en: parts.map((p) => p.en).join(''),
});

/** A card by name with where it stands on the field (第2格的「血奴」 / Blood Thrall (slot 2)), and whose. */
export function cardAt(s: XueqiState, id: string, owner = false): Text {
  const name = cardNameOf(s.cards[id]?.cardId ?? id, s);
  const place = placeOf(s, id);
  const where = place && ['slot', 'extra', 'support'].includes(place.zone) ? placeWords(place) : null;
  const who = owner && place ? s.players[place.seat].name : null;
  const of = (who ?? '') + (where?.zh ?? '');
  return {
    zh: `${of ? `${of}的` : ''}「${name.zh}」`,
    en: `${who ? `${who}'s ` : ''}${name.en}${where ? ` (${where.en})` : ''}`,
  };
}

const cost = (lp: number): Text =>
  lp > 0 ? { zh: `（支付${lp}点生命值）`, en: ` (pay ${lp} LP)` } : { zh: '（免费）', en: ' (free)' };

/** ", targets: …; pick … from the deck" for an activation. */
function choices(s: XueqiState, targets: readonly string[], pick: string | undefined): Text {
  const out: Text[] = [];
  if (targets.length) {
    const named = targets.map((t) => cardAt(s, t, true));
    out.push({
      zh: `，目标：${named.map((x) => x.zh).join('、')}`,
      en: ` on ${named.map((x) => x.en).join(' and ')}`,
    });
  }
  if (pick) {
    const n = cardNameOf(pick, s);
    out.push({ zh: `，从卡组选「${n.zh}」`, en: `, picking ${n.en} from the deck` });
  }
  return cat(...out);
}

function attackWords(s: XueqiState, seat: Seat, a: AttackPayload): Text {
  const lead = findCreature(s, a.lead);
  const sup = a.supporters.map((id) => cardAt(s, id));
  const with_ = sup.length
    ? {
        zh: `联动${sup.map((x) => x.zh).join('、')}`,
        en: ` with ${sup.map((x) => x.en).join(' and ')}`,
      }
    : EMPTY;
  const head = cat(cardAt(s, a.lead), with_);
  if (a.target === 'player') {
    const foe = s.players[otherSeat(seat)].name;
    const dmg = lead ? atkOf(s, lead.c) : 0;
    return cat(head, {
      zh: `直接攻击${foe}（${dmg}点伤害）`,
      en: ` attacks ${foe} directly (${dmg} damage)`,
    });
  }
  const target = findCreature(s, a.target);
  const supNow = a.supporters.flatMap((id) => findCreature(s, id)?.c ?? []);
  const total = lead ? comboAtk(s, lead.c, supNow, ruleParams(s, seat)) : 0;
  const life = target ? lifeOf(s, target.c) : 0;
  return cat(head, { zh: '攻击', en: ' attacks ' }, cardAt(s, a.target, true), {
    zh: `：攻击力${total}对生命力${life}`,
    en: `: ${total} against life ${life}`,
  });
}

const card = (id: string): BoardRef => ({ card: id });

export function describeAction(s: XueqiState, action: Action): ActionWords {
  const seat = action.actor as Seat;
  const g = s.game;
  const p = action.payload as Record<string, unknown>;
  const id = (k: string) => String(p[k]);
  switch (action.type) {
    case 'draw.normal': {
      const second = g.round === 1 && seat !== g.firstPlayer;
      const n = g.round === 1 ? (second ? 2 : 1) : ruleParams(s, seat).drawsPerTurn;
      return {
        text: second
          ? { zh: '抽两张卡，再把一张手牌放回卡组最下方', en: 'Draw two cards, then put one on the bottom' }
          : { zh: `抽${n}张卡`, en: `Draw ${n} card${n === 1 ? '' : 's'}` },
        intent: 'draw',
        subject: { seat },
      };
    }
    case 'draw.skip':
      return {
        text: { zh: '放弃本回合抽卡', en: "Skip this turn's draw" },
        intent: 'pass',
        subject: { seat },
      };
    case 'draw.fate': {
      const n = cardNameOf(id('cardId'), s);
      return {
        text: {
          zh: `命运抽卡：把「${n.zh}」置于卡组顶并抽起`,
          en: `Fate Draw: put ${n.en} on top of the deck and draw it`,
        },
        intent: 'draw',
        subject: { seat },
      };
    }
    case 'draw.bottom': {
      const n = cardNameOf(s.cards[id('card')].cardId, s);
      return {
        text: { zh: `把「${n.zh}」放回卡组最下方`, en: `Put ${n.en} on the bottom of the deck` },
        intent: 'choose',
        subject: card(id('card')),
      };
    }
    case 'hand.discard': {
      const n = cardNameOf(s.cards[id('card')].cardId, s);
      return {
        text: { zh: `丢弃「${n.zh}」（手牌上限）`, en: `Discard ${n.en} (hand limit)` },
        intent: 'choose',
        subject: card(id('card')),
      };
    }
    case 'summon.creature': {
      const data = cardOf(s, s.cards[id('card')].cardId);
      const to = nextSlot(s, seat);
      const where = placeWords(to);
      return {
        text: cat(
          { zh: `召唤「${data.name.zh}」到${where.zh}`, en: `Summon ${data.name.en} to ${where.en}` },
          cost(handSummonCost(s, seat, data.rank)),
        ),
        intent: 'summon',
        subject: card(id('card')),
        target: { slot: zoneRef(to) },
      };
    }
    case 'rule.activate':
    case 'value.activate': {
      const a = action.payload as ActivatePayload;
      const data = cardOf(s, s.cards[a.card].cardId);
      const kind =
        data.kind === 'rule' ? { zh: '规则卡', en: 'rule card' } : { zh: '数值卡', en: 'value card' };
      return {
        text: cat(
          { zh: `发动${kind.zh}「${data.name.zh}」`, en: `Activate the ${kind.en} ${data.name.en}` },
          cost(cardActivationCost(s, seat, data.rank)),
          choices(s, a.targets, a.pick),
        ),
        intent: 'activate',
        subject: card(a.card),
        ...(a.targets.length ? { target: card(a.targets[0]) } : {}),
      };
    }
    case 'effect.activate': {
      const a = action.payload as EffectPayload;
      const data = cardOf(s, s.cards[a.creature].cardId);
      const effects = isCreatureCard(data) ? (data.effects ?? []) : [];
      const activated = effects.filter((e) => e.kind === 'activated');
      const which =
        activated.length > 1
          ? {
              zh: `第${activated.indexOf(effects[a.effect]) + 1}项`,
              en: ` no. ${activated.indexOf(effects[a.effect]) + 1}`,
            }
          : EMPTY;
      const c = effects[a.effect] ? lpCostOf(effects[a.effect]) : 0;
      return {
        text: cat(
          { zh: '发动', en: 'Activate the effect' },
          which,
          { zh: '', en: ' of ' },
          cardAt(s, a.creature),
          { zh: '的效果', en: '' },
          c ? cost(c) : EMPTY,
          choices(s, a.targets, a.pick),
        ),
        intent: 'activate',
        subject: card(a.creature),
        ...(a.targets.length ? { target: card(a.targets[0]) } : {}),
      };
    }
    case 'creature.destroy': {
      const gain = destroyGain(cardOf(s, s.cards[id('creature')].cardId).rank);
      return {
        text: cat({ zh: '主动破坏', en: 'Destroy your own ' }, cardAt(s, id('creature')), {
          zh: `（回复${gain}点生命值）`,
          en: ` (gain ${gain} LP)`,
        }),
        intent: 'other',
        subject: card(id('creature')),
      };
    }
    case 'rule.discard': {
      const refund = activateCost(cardOf(s, s.cards[id('card')].cardId).rank);
      return {
        text: cat({ zh: '丢弃持续规则卡', en: 'Discard the persistent rule card ' }, cardAt(s, id('card')), {
          zh: `（回复${refund}点生命值）`,
          en: ` (gain ${refund} LP)`,
        }),
        intent: 'other',
        subject: card(id('card')),
      };
    }
    case 'battle.declare':
      return { text: { zh: '宣布战斗', en: 'Declare battle' }, intent: 'attack', subject: { seat } };
    case 'battle.attack': {
      const a = action.payload as AttackPayload;
      return {
        text: attackWords(s, seat, a),
        intent: 'attack',
        subject: card(a.lead),
        target: a.target === 'player' ? { seat: otherSeat(seat) } : card(a.target),
      };
    }
    case 'battle.end': {
      const back = g.battleReturnsToMain || !ruleParams(s, seat).turnEndsAfterBattle;
      return {
        text: back
          ? { zh: '结束战斗，回到主要阶段', en: 'End the battle and return to the main phase' }
          : { zh: '结束战斗，回合随之结束', en: 'End the battle, and with it the turn' },
        intent: 'pass',
        subject: { seat },
      };
    }
    case 'skill.activate': {
      const a = action.payload as SkillPayload;
      return {
        text: cat(
          { zh: `发动角色技能第${a.skill + 1}项`, en: `Use character skill no. ${a.skill + 1}` },
          choices(s, a.targets, a.pick),
        ),
        intent: 'activate',
        subject: { seat },
        ...(a.targets.length ? { target: card(a.targets[0]) } : {}),
      };
    }
    case 'turn.end':
      return { text: { zh: '结束回合', en: 'End the turn' }, intent: 'pass', subject: { seat } };
    default:
      return { text: { zh: '其他动作', en: 'Another action' }, intent: 'other' };
  }
}
