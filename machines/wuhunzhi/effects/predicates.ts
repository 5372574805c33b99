/**
 * The condition predicates of the 武魂志 vocabulary (§8.3): what each `{ is: … }` a card's condition names means.
 * They only read the state, so final power (power.ts) and legality checks can evaluate conditions without the ops.
 */
import type { ConditionDef, EffectVocabulary } from '@/machines/engine/effects';
import { evalCondition } from '@/machines/engine/effects';
import type { Seat } from '@/machines/engine/types';
import { boardOf, defOf, destroyedAltarCount, fieldPos, isFaceUp, soulDef } from '../rules/board';
import type { EffectCtx } from './context';
import { activeFormations } from './formations';
import { frontRowOf, selectCards } from './selectors';

const other = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');
/** The seat an effect argument `who` names: `opponent`, else the controller. */
export const whoOf = (ctx: EffectCtx, who: unknown): Seat =>
  who === 'opponent' ? other(ctx.controller) : ctx.controller;

export const PREDICATES: EffectVocabulary<EffectCtx>['predicates'] = {
  generalAttributeIs(ctx, a) {
    const g = boardOf(ctx.s, whoOf(ctx, a.who)).general;
    const d = g ? defOf(ctx.s, g) : null;
    return d?.type === 'general' && d.attribute === a.attribute;
  },
  attributeIs(ctx, a) {
    return soulDef(ctx.s, ctx.source)?.attribute === a.attribute;
  },
  hasGeneral(ctx) {
    return boardOf(ctx.s, ctx.controller).general !== null;
  },
  formationActive(ctx) {
    return activeFormations(ctx.s, ctx.controller).length > 0;
  },
  phaseIs(ctx, a) {
    return ctx.s.phase.startsWith(`match.round.${String(a.phase)}`);
  },
  selfHasAttackedThisBattle(ctx) {
    return ctx.s.game.attackedThisBattle.includes(ctx.source);
  },
  selfIsDeclaredTarget(ctx) {
    return ctx.s.game.attack?.targetCard === ctx.source;
  },
  destroyedAltars(ctx, a) {
    return destroyedAltarCount(ctx.s, whoOf(ctx, a.who)) >= Number(a.atLeast);
  },
  ownSoulCount(ctx, a) {
    return selectCards(ctx, 'ownSouls').length >= Number(a.atLeast);
  },
  inRow(ctx, a) {
    const pos = fieldPos(ctx.s, ctx.source);
    return !!pos && frontRowOf(ctx.s, pos.cell) === Number(a.row);
  },
  isFaceUp(ctx) {
    return isFaceUp(ctx.s, ctx.source);
  },
  opponentFieldEmpty(ctx) {
    return boardOf(ctx.s, other(ctx.controller)).sandField.every((x) => x === null);
  },
  handAtMost(ctx, a) {
    return boardOf(ctx.s, ctx.controller).hand.length <= Number(a.count);
  },
};

const CONDITIONS: EffectVocabulary<EffectCtx> = { ops: {}, predicates: PREDICATES, triggers: [] };

/** Whether an effect's condition holds now (no condition always holds). */
export const conditionHolds = (ctx: EffectCtx, cond: ConditionDef | undefined): boolean =>
  evalCondition(CONDITIONS, ctx, cond);
