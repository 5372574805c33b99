/**
 * The 武魂志 EffectVocabulary (§8.3): what each op, predicate and trigger name in content/wuhunzhi means.
 * Op and predicate names follow the shared vocabulary (draw, destroySoul, modifyPower, sendTo …); the predicates
 * live in predicates.ts. Ops change the state only: the state checks after a damage op are run by resolve.ts.
 */
import type { EffectVocabulary, OpDef } from '@/machines/engine/effects';
import { refuse } from '@/machines/engine/errors';
import type { Seat } from '@/machines/engine/types';
import {
  boardOf,
  emptyCells,
  fieldPos,
  isFaceUp,
  markOf,
  ownerOf,
  soulDef,
  toBanished,
  toDiscard,
  toHand,
  toSoulYard,
} from '../rules/board';
import { addAltarDamage, addSoulDamage, healAltar, healSoul } from '../rules/damage';
import { drawCards } from '../rules/draw';
import { destroyGeneral, forceSwitchGeneral } from '../rules/generals';
import type { EffectCtx } from './context';
import { PREDICATES, whoOf } from './predicates';
import { selectCards } from './selectors';

const other = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');
const cards = (ctx: EffectCtx, op: OpDef) =>
  selectCards(ctx, String(op.target ?? 'self'), op.filter as Record<string, unknown> | undefined);

/** Ops that act as continuous modifiers when their effect is continuous (read by power.ts). */
export const AURA_OPS = ['modifyPower', 'modifyAltarLevel'];

/** Ops after which the state checks of §6.6 run at once (resolve.ts runs them, since they may resolve effects). */
export const CHECKED_OPS = ['damageSoul', 'damageAltar'];

function altarsOf(ctx: EffectCtx, target: unknown): Array<{ seat: Seat; index: number }> {
  const { s } = ctx;
  const list = (seat: Seat) =>
    boardOf(s, seat).altars.flatMap((a, index) => (a.destroyed ? [] : [{ seat, index }]));
  switch (target) {
    case 'ownAltars':
      return list(ctx.controller);
    case 'opponentAltars':
      return list(other(ctx.controller));
    case 'attackedAltar': {
      const a = s.game.attack;
      if (!a || a.target.kind !== 'altar') return [];
      const seat = other(a.attackerSeat);
      return boardOf(s, seat).altars[a.target.altar].destroyed ? [] : [{ seat, index: a.target.altar }];
    }
    default:
      return [];
  }
}

/** Destroyed souls go to the soul yard tapped (R34); the owner's own effect may send them to the discard pile. */
function destroySoulCard(ctx: EffectCtx, id: string): void {
  const own = ownerOf(ctx.s, id) === ctx.controller;
  if (own && ctx.s.config.selfDestroyedSoulsTo === 'discardPile') toDiscard(ctx.s, id, 'effect');
  else toSoulYard(ctx.s, id, true, 'effect');
  ctx.s.effects.push({ type: 'soulDestroyed', card: id });
}

export const VOCABULARY: EffectVocabulary<EffectCtx> = {
  triggers: [
    'onReveal',
    'onSummon',
    'onBattleStart',
    'onAfterAttack',
    'onPhaseEnd',
    'onAltarDestroyed',
    'onOpponentEffect',
    'onTargeted',
    'onTapped',
    'onGeneralChanged',
  ],
  ops: {
    modifyPower(ctx, op) {
      for (const id of cards(ctx, op)) {
        ctx.s.game.powerMods.push({
          card: id,
          amount: Number(op.amount),
          until: op.until === 'battle' ? 'battle' : 'round',
        });
        ctx.s.effects.push({ type: 'powerMod', card: id, amount: Number(op.amount) });
      }
    },
    modifyAltarLevel() {
      refuse(
        'ERR_CONTENT',
        'modifyAltarLevel 只能用于永久效果',
        'modifyAltarLevel is valid in continuous effects only',
      );
    },
    damageSoul(ctx, op) {
      for (const id of cards(ctx, op))
        if (isFaceUp(ctx.s, id) && soulDef(ctx.s, id)) addSoulDamage(ctx.s, id, Number(op.amount), 'effect');
    },
    healSoul(ctx, op) {
      for (const id of cards(ctx, op)) healSoul(ctx.s, id, op.amount === 'all' ? 'all' : Number(op.amount));
    },
    damageAltar(ctx, op) {
      for (const a of altarsOf(ctx, op.target))
        addAltarDamage(ctx.s, a.seat, a.index, Number(op.amount), 'effect');
    },
    healAltar(ctx, op) {
      for (const a of altarsOf(ctx, op.target))
        healAltar(ctx.s, a.seat, a.index, op.amount === 'all' ? 'all' : Number(op.amount));
    },
    tap(ctx, op) {
      for (const id of cards(ctx, op)) {
        const m = markOf(ctx.s, id);
        if (!m.tapped) {
          m.tapped = true;
          ctx.s.effects.push({ type: 'tapped', card: id });
        }
      }
    },
    untap(ctx, op) {
      for (const id of cards(ctx, op)) {
        const m = markOf(ctx.s, id);
        if (m.tapped) {
          m.tapped = false;
          ctx.s.effects.push({ type: 'untapped', card: id });
        }
      }
    },
    destroySoul(ctx, op) {
      for (const id of cards(ctx, op)) if (soulDef(ctx.s, id)) destroySoulCard(ctx, id);
    },
    sendTo(ctx, op) {
      for (const id of cards(ctx, op)) {
        const zone = String(op.zone);
        if (zone === 'hand') toHand(ctx.s, id);
        else if (zone === 'discardPile') toDiscard(ctx.s, id, 'effect');
        else if (zone === 'soulYard') toSoulYard(ctx.s, id, Boolean(op.tapped), 'effect');
        else if (zone === 'banished') toBanished(ctx.s, id, 'effect');
        ctx.s.effects.push({ type: 'sent', card: id, zone });
      }
    },
    banish(ctx, op) {
      for (const id of cards(ctx, op)) {
        toBanished(ctx.s, id, 'effect');
        ctx.s.effects.push({ type: 'sent', card: id, zone: 'banished' });
      }
    },
    moveSelfToCell(ctx) {
      const pos = fieldPos(ctx.s, ctx.source);
      const cell = ctx.choice.cell;
      if (!pos || pos.seat !== ctx.controller || !cell || !emptyCells(ctx.s, ctx.controller).includes(cell))
        return;
      const b = boardOf(ctx.s, ctx.controller);
      b.sandField[pos.cell - 1] = null;
      b.sandField[cell - 1] = ctx.source;
      ctx.s.effects.push({ type: 'moved', card: ctx.source, from: pos.cell, to: cell });
    },
    draw(ctx, op) {
      drawCards(ctx.s, whoOf(ctx, op.who), Number(op.n ?? 1));
    },
    recoverSoul(ctx, op) {
      // The most recently placed soul of the pile that passes the filter goes to the controller's hand.
      const b = boardOf(ctx.s, ctx.controller);
      const pile = op.from === 'soulYard' ? b.soulYard : b.discardPile;
      const attr = (op.filter as { attribute?: string } | undefined)?.attribute;
      for (let i = pile.length - 1; i >= 0; i--) {
        const d = soulDef(ctx.s, pile[i]);
        if (d && (!attr || d.attribute === attr)) {
          const id = pile[i];
          toHand(ctx.s, id);
          ctx.s.effects.push({ type: 'recovered', card: id, seat: ctx.controller });
          return;
        }
      }
    },
    cancelAttack(ctx) {
      if (ctx.s.game.attack) {
        ctx.s.game.attack.cancelled = true;
        ctx.s.effects.push({ type: 'attackCancelled' });
      }
    },
    destroyGeneral(ctx, op) {
      destroyGeneral(ctx.s, whoOf(ctx, op.who));
    },
    forceSwitchGeneral(ctx, op) {
      if (ctx.choice.general) forceSwitchGeneral(ctx.s, whoOf(ctx, op.who), ctx.choice.general);
    },
  },
  predicates: PREDICATES,
};
