/**
 * Narration (zh-CN and en) as segments: one sentence for the action, then what it caused, read from the
 * consequences (consequences.ts) so the step and its sub-steps say the same thing once. Cards are referred to by
 * instance (`card(id)`), so each perspective reads a card it may not know as a hidden card; players by seat. The
 * action's sentence takes in the consequences it already tells (a summon's cost and slot, a draw's cards, an
 * attack's numbers); phase changes and the result are left to the reader's phase line and the kernel's last words.
 * The action comes first and its measures (a cost, the LP left) after a comma, so a reader or a chapter draft that
 * keeps no numbers can keep the action and leave the measures out.
 */
import { card, cardKind, n, seat } from '@/machines/engine';
import type { Action, Narration, Segment, Seat } from '@/machines/engine';
import type { Consequence } from '@/machines/engine';
import { readSteps } from './consequences';
import type { ReadStep } from './consequences';
import { placeOf } from './places';
import type { LpRecord } from './rules/lp';
import type { XueqiState } from './state';

type Lang = { zh: Segment[]; en: Segment[] };

/** Remove and return the first read step that matches. */
function take(steps: ReadStep[], match: (x: ReadStep) => boolean): ReadStep | undefined {
  const i = steps.findIndex(match);
  return i < 0 ? undefined : steps.splice(i, 1)[0];
}
const isRec = (type: string, cause?: string) => (x: ReadStep) =>
  x.rec?.type === type && (cause === undefined || (x.rec as unknown as LpRecord).cause === cause);

/** `（剩X）` / ` (now X)` after an LP change the action's sentence tells. */
const leftAfter = (x: ReadStep | undefined) => {
  const lp = x ? (x.rec as unknown as LpRecord).lp : null;
  return lp === null ? { zh: '', en: '' } : { zh: `（剩${lp}）`, en: ` (now ${lp})` };
};
/** How many LP an LP change the action's sentence tells moved (paid or gained). */
const lpAmount = (x: ReadStep | undefined) => (x ? Math.abs((x.rec as unknown as LpRecord).delta) : 0);
/** `，支付N点生命值（剩X）` / `, paying N LP (now X)` for an LP cost the sentence tells; nothing without one. */
const paying = (x: ReadStep | undefined) =>
  x
    ? {
        zh: [`，支付${lpAmount(x)}点生命值${leftAfter(x).zh}`],
        en: [`, paying ${lpAmount(x)} LP${leftAfter(x).en}`],
      }
    : { zh: [], en: [] };
/** `，回复N点生命值（剩X）` / `, gaining N LP (now X)` for an LP gain the sentence tells; nothing without one. */
const gaining = (x: ReadStep | undefined) =>
  x
    ? {
        zh: `，回复${lpAmount(x)}点生命值${leftAfter(x).zh}`,
        en: `, gaining ${lpAmount(x)} LP${leftAfter(x).en}`,
      }
    : { zh: '', en: '' };

/**
 * ，目标苏冥的「骨龙骑」 / on 苏冥's Bone Dragon Rider (己方的 / their own for the actor's cards); ，从卡组选择「X」 /
 * picking X from the deck.
 */
function choices(before: XueqiState, actor: Seat, targets: readonly string[], pick: unknown): Lang {
  const out: Lang = { zh: [], en: [] };
  targets.forEach((t, i) => {
    const owner = placeOf(before, t)?.seat ?? before.cards[t]?.owner;
    const own = owner === actor;
    out.zh.push(i ? '、' : '，目标', ...(own ? ['己方的'] : owner ? n`${seat(owner)}的` : []), card(t));
    out.en.push(i ? ' and ' : ' on ', ...(own ? ['their own '] : owner ? n`${seat(owner)}'s ` : []), card(t));
  });
  if (typeof pick === 'string') {
    out.zh.push(...n`，从卡组选择${cardKind(pick)}`);
    out.en.push(...n`, picking ${cardKind(pick)} from the deck`);
  }
  return out;
}

/** The action's own sentence; it takes out of `steps` the consequences it tells. */
function head(before: XueqiState, action: Action, after: XueqiState, steps: ReadStep[]): Narration {
  const S = action.actor as Seat;
  const p = (action.payload ?? {}) as Record<string, unknown>;
  const id = (k: string) => String(p[k]);
  const told = (x: ReadStep | undefined, fallback: Narration): Narration => x?.c.text ?? fallback;
  switch (action.type) {
    case 'draw.normal': {
      const d = told(take(steps, isRec('draw')), { zh: n`${seat(S)}抽卡`, en: n`${seat(S)} draws` });
      if (after.game.pending?.kind !== 'bottomOne') return d;
      return {
        zh: [...d.zh, '，还须把一张手牌放回卡组最下方'],
        en: [...d.en, ', and must put one card on the bottom of the deck'],
      };
    }
    case 'draw.skip':
      return { zh: n`${seat(S)}放弃本回合的抽卡`, en: n`${seat(S)} skips this turn's draw` };
    case 'draw.fate':
      return told(take(steps, isRec('fateDraw')), {
        zh: n`${seat(S)}命运抽卡`,
        en: n`${seat(S)} uses the Fate Draw`,
      });
    case 'draw.bottom':
      return told(take(steps, isRec('bottom')), {
        zh: n`${seat(S)}把${card(id('card'))}放回卡组最下方`,
        en: n`${seat(S)} puts ${card(id('card'))} on the bottom of the deck`,
      });
    case 'hand.discard':
      return told(take(steps, isRec('discard')), {
        zh: n`${seat(S)}丢弃${card(id('card'))}`,
        en: n`${seat(S)} discards ${card(id('card'))}`,
      });
    case 'summon.creature': {
      const c = id('card');
      const cost = take(steps, isRec('lp', 'summonCost'));
      const free = after.effects.some((e) => e.type === 'freeSummon');
      const enter = take(steps, (x) => x.rec?.type === 'enter' && x.rec.id === c);
      const at = enter && enter.c.kind === 'enter' ? enter.c.to.index : undefined;
      const slot =
        at === undefined ? { zh: '场上', en: 'the field' } : { zh: `第${at + 1}格`, en: `slot ${at + 1}` };
      if (cost)
        return {
          zh: n`${seat(S)}召唤${card(c)}到${slot.zh}，支付${lpAmount(cost)}点生命值${leftAfter(cost).zh}`,
          en: n`${seat(S)} summons ${card(c)} to ${slot.en}, paying ${lpAmount(cost)} LP${leftAfter(cost).en}`,
        };
      const why = free
        ? { zh: '（命运抽卡带来的免费召唤）', en: " (the Fate Draw's free summon)" }
        : { zh: '', en: '' };
      return {
        zh: n`${seat(S)}召唤${card(c)}到${slot.zh}，无需代价${why.zh}`,
        en: n`${seat(S)} summons ${card(c)} to ${slot.en} at no cost${why.en}`,
      };
    }
    case 'rule.activate':
    case 'value.activate': {
      const c = id('card');
      const kind =
        action.type === 'rule.activate'
          ? { zh: '规则卡', en: 'rule card' }
          : { zh: '数值卡', en: 'value card' };
      const cost = take(steps, isRec('lp', 'activationCost'));
      const more = choices(before, S, (p.targets as string[]) ?? [], p.pick);
      const pay = paying(cost);
      return {
        zh: [...n`${seat(S)}发动${kind.zh}${card(c)}`, ...pay.zh, ...more.zh],
        en: [...n`${seat(S)} activates the ${kind.en} ${card(c)}`, ...more.en, ...pay.en],
      };
    }
    case 'effect.activate':
    case 'skill.activate': {
      const cost = take(steps, isRec('lp', 'effectCost'));
      const more = choices(before, S, (p.targets as string[]) ?? [], p.pick);
      const what: Lang =
        action.type === 'effect.activate'
          ? { zh: n`${card(id('creature'))}的效果`, en: n`${card(id('creature'))}'s effect` }
          : {
              zh: [`角色技能第${Number(p.skill) + 1}项`],
              en: [`character skill no. ${Number(p.skill) + 1}`],
            };
      const pay = paying(cost);
      return {
        zh: [...n`${seat(S)}发动`, ...what.zh, ...pay.zh, ...more.zh],
        en: [...n`${seat(S)} activates `, ...what.en, ...pay.en, ...more.en],
      };
    }
    case 'creature.destroy': {
      const c = id('creature');
      take(steps, (x) => x.rec?.type === 'destroy' && x.rec.id === c);
      const gain = take(steps, isRec('lp', 'destroyGain'));
      const g = gaining(gain);
      return {
        zh: n`${seat(S)}主动破坏自己的${card(c)}${g.zh}`,
        en: n`${seat(S)} destroys their own ${card(c)}${g.en}`,
      };
    }
    case 'rule.discard': {
      const c = id('card');
      take(steps, (x) => x.rec?.type === 'supportLeaves' && x.rec.id === c);
      const gain = take(steps, isRec('lp', 'discardRefund'));
      const g = gaining(gain);
      return {
        zh: n`${seat(S)}丢弃持续规则卡${card(c)}${g.zh}`,
        en: n`${seat(S)} discards the persistent rule card ${card(c)}${g.en}`,
      };
    }
    case 'battle.declare':
      take(steps, isRec('battleStart'));
      return { zh: n`${seat(S)}宣布战斗`, en: n`${seat(S)} declares battle` };
    case 'battle.attack':
      return told(take(steps, isRec('attack')), {
        zh: n`${seat(S)}发动攻击`,
        en: n`${seat(S)} attacks`,
      });
    case 'battle.end': {
      const back = take(steps, (x) => x.rec?.type === 'battleEnd');
      take(steps, isRec('turnEnd'));
      return back
        ? {
            zh: n`${seat(S)}结束战斗，回到主要阶段`,
            en: n`${seat(S)} ends the battle and returns to the main phase`,
          }
        : {
            zh: n`${seat(S)}结束战斗，回合随之结束`,
            en: n`${seat(S)} ends the battle, and with it the turn`,
          };
    }
    case 'turn.end':
      take(steps, isRec('turnEnd'));
      return { zh: n`${seat(S)}结束回合`, en: n`${seat(S)} ends the turn` };
    default:
      return { zh: n`${seat(S)}行动`, en: n`${seat(S)} acts` };
  }
}

/** What the narration leaves to others: phase changes (the phase line) and the result (the kernel's last words). */
const untold = (c: Consequence, action: Action) =>
  c.kind === 'phase' ||
  c.kind === 'result' ||
  // The resolved card going to the graveyard goes without saying after its activation.
  (c.kind === 'move' && c.to?.zone === 'graveyard' && c.card === (action.payload as { card?: string })?.card);

export function narrateAction(before: XueqiState, action: Action, after: XueqiState): Narration {
  const steps = readSteps(before, action, after);
  const first = head(before, action, after, steps);
  const rest = steps.filter((x) => !untold(x.c, action));
  if (!rest.length) return first;
  const zh: Segment[] = [...first.zh, '。'];
  const en: Segment[] = [...first.en, '. '];
  rest.forEach((x, i) => {
    if (i) {
      zh.push('；');
      en.push('; ');
    }
    zh.push(...x.c.text.zh);
    en.push(...x.c.text.en);
  });
  return { zh, en };
}
