/**
 * Custom cards for 武魂志 (issue 12, docs/rules/wuhunzhi.md "Custom cards", W49–W51): an author's card is the
 * same declarative shape as a starter card (catalog.ts `customCardSchema`: type, bilingual name and text — the text
 * may be left empty, W54 — numbers, effects as data), validated by the kernel (machines/engine/custom-cards.ts) and checked here against the
 * game's effect vocabulary: every op, condition, trigger and selector must exist, and every effect must be one the
 * rules can resolve. A bad card is ERR_BAD_CARD naming the card, the field path and the reason (zh/en).
 */
import type { z } from 'zod';
import { lintEffect, type EffectDef } from '@/machines/engine/effects';
import type { CustomCardSpec } from '@/machines/engine/definition';
import { refuseCardAt } from '@/machines/engine/custom-cards';
import type { CardDef, WEffect } from '@/content/wuhunzhi/types';
import { CATALOG, customCardSchema } from './catalog';
import { SELECTORS } from './effects/selectors';
import { VOCABULARY } from './effects/vocabulary';

/** Every effect of a card with its field path (`skills.0`, `formations.1.effect`, `altarEffect`, `effect`). */
export function effectsOf(c: CardDef): Array<[string, WEffect]> {
  switch (c.type) {
    case 'general':
      return [
        ...c.skills.map((e, i) => [`skills.${i}`, e] as [string, WEffect]),
        ...c.formations.map((f, i) => [`formations.${i}.effect`, f.effect] as [string, WEffect]),
      ];
    case 'soul':
      return c.skills.map((e, i) => [`skills.${i}`, e]);
    case 'altar':
      return [
        ...(c.altarEffect ? [['altarEffect', c.altarEffect]] : []),
        ...(c.burstEffect ? [['burstEffect', c.burstEffect]] : []),
      ] as Array<[string, WEffect]>;
    default:
      return [['effect', c.effect]];
  }
}

const LIMIT_PERIODS = ['battle', 'round', 'match'];
const ALTAR_TARGET_OPS = ['damageAltar', 'healAltar', 'modifyAltarLevel'];
const CONTINUOUS = ['continuous', 'formationEffect', 'altarEffect', 'strategyEffect', 'eventEffect'];

/** What is wrong with a card's effects, as [field path, zh, en] (empty when it is sound). */
export function cardProblems(c: CardDef): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [];
  for (const [path, e] of effectsOf(c)) {
    for (const p of lintEffect(VOCABULARY, e as EffectDef, path)) {
      const what = p.slice(p.indexOf(': ') + 2);
      out.push([path, `效果词汇中没有 ${what.replace(/^unknown (op|condition|trigger) /, '')}`, what]);
    }
    e.ops.forEach((op, i) => {
      if (
        typeof op.target === 'string' &&
        !ALTAR_TARGET_OPS.includes(op.op) &&
        !(SELECTORS as readonly string[]).includes(op.target)
      )
        out.push([
          `${path}.ops.${i}.target`,
          `没有这种目标选择 ${op.target}（可用：${SELECTORS.join('、')}）`,
          `unknown target selector ${op.target} (selectors: ${SELECTORS.join(', ')})`,
        ]);
      if (op.op === 'modifyAltarLevel' && !CONTINUOUS.includes(e.kind))
        out.push([
          `${path}.ops.${i}`,
          '改变祭坛等级只能是持续效果',
          'modifyAltarLevel works only in a continuous effect',
        ]);
    });
    // Uses are counted per battle, round or match (effectUses); any other period would never be counted.
    if (e.limit && !LIMIT_PERIODS.includes(e.limit.per))
      out.push([
        `${path}.limit.per`,
        `次数限制只能按战斗流程、回合或整局计（battle、round、match），不是 ${e.limit.per}`,
        `a use limit is per battle, round or match, not ${e.limit.per}`,
      ]);
    if (e.kind === 'activated' && !e.timing?.length)
      out.push([`${path}.timing`, '起动效果必须写明可以发动的时机', 'an activated effect needs its timing']);
    if (e.kind === 'triggered' && !e.trigger)
      out.push([`${path}.trigger`, '触发效果必须写明触发条件', 'a triggered effect needs its trigger']);
  }
  if (c.type === 'trap' && c.trapTiming && c.trapKind !== 'special')
    out.push(['trapTiming', '只有特殊陷阱卡有翻开时机', 'only a special trap has a reveal timing']);
  return out;
}

/** The filter keys each trigger reads (W56); any other key would be silently ignored. */
const TRIGGER_READS: Readonly<Record<string, readonly string[]>> = {
  onPhaseEnd: ['phase'],
  onOpponentEffect: ['kind'],
};
/** The effect kinds an opponent's effect may be, for a 反击's `filter.kind` (the kinds that resolve). */
const COUNTERED_KINDS = ['eventEffect', 'strategyEffect', 'trapEffect', 'triggered', 'activated'];

/**
 * What a card written now may not declare although a stored match may hold it (W56): a trigger filter the
 * engine never reads, an end-phase trigger that names no end phase (it would never fire), a 反击 kind that no
 * effect has. As [field path, zh, en].
 */
export function newCardProblems(c: CardDef): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [];
  for (const [path, e] of effectsOf(c)) {
    const t = e.trigger;
    if (!t) continue;
    const at = `${path}.trigger.filter`;
    const reads = TRIGGER_READS[t.on] ?? [];
    for (const k of Object.keys(t.filter ?? {}))
      if (!reads.includes(k))
        out.push([
          `${at}.${k}`,
          reads.length
            ? `这个触发时机只看 ${reads.join('、')}，不看 ${k}（写了也不起作用）`
            : `这个触发时机不带条件，${k} 写了也不起作用`,
          reads.length
            ? `this trigger reads only ${reads.join(', ')}, not ${k} (it would have no effect)`
            : `this trigger takes no filter: ${k} would have no effect`,
        ]);
    if (t.on === 'onPhaseEnd' && t.filter?.phase !== 'end')
      out.push([
        `${at}.phase`,
        '阶段结束时的触发只在结束阶段发生：写 "filter": { "phase": "end" }',
        'a phase-end trigger fires only in the end phase: write "filter": { "phase": "end" }',
      ]);
    const kind = t.filter?.kind;
    if (t.on === 'onOpponentEffect' && kind !== undefined && !COUNTERED_KINDS.includes(String(kind)))
      out.push([
        `${at}.kind`,
        `没有这种效果 ${String(kind)}（可用：${COUNTERED_KINDS.join('、')}）`,
        `no effect is of kind ${String(kind)} (kinds: ${COUNTERED_KINDS.join(', ')})`,
      ]);
  }
  return out;
}

export const customCardSpec: CustomCardSpec = {
  schema: customCardSchema as unknown as z.ZodType<{ id: string }>,
  isStarter: (id) => Object.hasOwn(CATALOG, id),
  check(card: CardDef) {
    const [p] = cardProblems(card);
    if (p) refuseCardAt(card.id, p);
  },
  checkNew(card: CardDef) {
    const [p] = newCardProblems(card);
    if (p) refuseCardAt(card.id, p);
  },
};
