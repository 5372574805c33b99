/**
 * The 血契 EffectVocabulary: op handlers, condition predicates and trigger names. Names follow the shared
 * vocabulary (draw, destroy, modifyAtk, search, discard, gainLp, loseLp …) and the spec's §8.3 list.
 */
import { otherSeat, pickIndex } from '@/machines/engine';
import type { EffectVocabulary, OpDef } from '@/machines/engine';
import { getCard } from '../catalog';
import {
  creaturesOf,
  destroyCreature,
  enterField,
  findCreature,
  removeCreature,
  creatureToGraveyard,
} from '../rules/field';
import { changeLp } from '../rules/lp';
import { discardFromHand, drawCards, enforceHandLimit } from '../rules/draw';
import { supportToGraveyard } from '../rules/support';
import type { EffectCtx } from './context';
import { playerRef, resolveTarget } from './targets';

const num = (v: unknown, d = 0): number => (typeof v === 'number' ? v : d);

/** Is an effect summon made now a battle summon, and does it take a slot (R21)? */
function summonPlacement(ctx: EffectCtx) {
  return {
    via: ctx.battle
      ? ('battle' as const)
      : ctx.sourceKind === 'creature' || ctx.sourceKind === 'skill'
        ? ('effect' as const)
        : ctx.sourceKind,
    occupiesSlot: ctx.sourceKind === 'rule' || ctx.sourceKind === 'value',
    by: ctx.sourceCard ?? undefined,
  };
}

function takeFromDeck(ctx: EffectCtx, cardId: string): string | null {
  const deck = ctx.s.game.players[ctx.seat].deck;
  const at = deck.findIndex((id) => ctx.s.cards[id].cardId === cardId);
  if (at < 0) return null;
  const [id] = deck.splice(at, 1);
  if (deck.length === 0) ctx.s.game.players[ctx.seat].deckEmptied = true;
  return id;
}

function modify(ctx: EffectCtx, op: OpDef, field: 'atk' | 'life') {
  for (const id of resolveTarget(ctx, op.target)) {
    const f = findCreature(ctx.s, id);
    if (!f) continue;
    const amount = num(op.amount);
    if (op.duration === 'thisTurn') {
      if (field === 'atk') f.c.tempAtk += amount;
      else f.c.tempLife += amount;
    } else if (field === 'atk') f.c.atkMod += amount;
    else f.c.lifeMod += amount;
    ctx.s.effects.push({
      type: 'modify',
      id,
      card: ctx.s.cards[id].cardId,
      field,
      amount,
      duration: op.duration ?? 'permanent',
    });
  }
}

export const vocabulary: EffectVocabulary<EffectCtx> = {
  ops: {
    summonExtra(ctx, op) {
      const g = ctx.s.game;
      for (let i = 0; i < num(op.count, 1); i++) {
        const id = `${ctx.seat}-x${g.nextExtraId++}`;
        ctx.s.cards[id] = { cardId: op.defId as string, owner: ctx.seat };
        enterField(ctx.s, ctx.seat, id, { ...summonPlacement(ctx), extra: true });
      }
    },
    summonFromDeck(ctx) {
      const id = ctx.pick ? takeFromDeck(ctx, ctx.pick) : null;
      if (id) enterField(ctx.s, ctx.seat, id, { ...summonPlacement(ctx), extra: false });
    },
    summonFromHand(ctx, op) {
      const hand = ctx.s.game.players[ctx.seat].hand;
      for (const id of resolveTarget(ctx, op.target)) {
        const at = hand.indexOf(id);
        if (at < 0) continue;
        hand.splice(at, 1);
        enterField(ctx.s, ctx.seat, id, { ...summonPlacement(ctx), extra: false });
      }
    },
    search(ctx) {
      const id = ctx.pick ? takeFromDeck(ctx, ctx.pick) : null;
      if (!id) return;
      ctx.s.game.players[ctx.seat].hand.push(id);
      ctx.s.effects.push({ type: 'search', seat: ctx.seat, card: ctx.s.cards[id].cardId });
      enforceHandLimit(ctx.s, ctx.seat);
    },
    destroy(ctx, op) {
      for (const id of resolveTarget(ctx, op.target)) {
        if (findCreature(ctx.s, id)) destroyCreature(ctx.s, id, ctx.seat, 'effect');
        else supportToGraveyard(ctx.s, id, 'destroy');
      }
    },
    modifyAtk: (ctx, op) => modify(ctx, op, 'atk'),
    modifyLife: (ctx, op) => modify(ctx, op, 'life'),
    loseLp(ctx, op) {
      changeLp(
        ctx.s,
        playerRef(ctx, op.player),
        -num(op.amount),
        'effect',
        ctx.seat,
        ctx.sourceCard ?? undefined,
      );
    },
    gainLp(ctx, op) {
      changeLp(
        ctx.s,
        playerRef(ctx, op.player),
        num(op.amount),
        'effect',
        ctx.seat,
        ctx.sourceCard ?? undefined,
      );
    },
    payLp(ctx, op) {
      changeLp(ctx.s, ctx.seat, -num(op.amount), 'effectCost', ctx.seat, ctx.sourceCard ?? undefined);
    },
    draw(ctx, op) {
      drawCards(ctx.s, playerRef(ctx, op.player), num(op.count, 1));
    },
    discard(ctx, op) {
      // A random discard (pinnable by the author with a `pick` pin): the effect text names no chooser.
      const seat = playerRef(ctx, op.player);
      const hand = ctx.s.game.players[seat].hand;
      for (let i = 0; i < num(op.count, 1) && hand.length; i++)
        discardFromHand(ctx.s, seat, hand[pickIndex(ctx.s, hand.length)], 'effect');
    },
    toDeckBottom(ctx, op) {
      for (const id of resolveTarget(ctx, op.target)) {
        const f = findCreature(ctx.s, id);
        if (!f) continue;
        const c = removeCreature(ctx.s, f.seat, id);
        if (c.extra) {
          // R20: an extra-summoned creature never goes to a deck; it leaves to the graveyard instead.
          creatureToGraveyard(ctx.s, f.seat, c);
          ctx.s.effects.push({
            type: 'leave',
            seat: f.seat,
            id,
            card: ctx.s.cards[id]?.cardId ?? null,
            to: 'graveyard',
          });
        } else {
          ctx.s.game.players[ctx.s.cards[id].owner].deck.push(id);
          ctx.s.effects.push({
            type: 'leave',
            seat: f.seat,
            id,
            card: ctx.s.cards[id].cardId,
            to: 'deckBottom',
          });
        }
      }
    },
    grantExtraAttack(ctx, op) {
      for (const id of resolveTarget(ctx, op.target)) {
        const f = findCreature(ctx.s, id);
        if (f) f.c.extraAttacks += num(op.count, 1);
      }
    },
    allowDirectAttack(ctx, op) {
      for (const id of resolveTarget(ctx, op.target)) {
        const f = findCreature(ctx.s, id);
        if (f) f.c.directAttackThisTurn = true;
      }
    },
    preventAttack(ctx, op) {
      // The creature cannot attack until the end of the next turn (its controller's next turn when the
      // effect comes from the other side).
      for (const id of resolveTarget(ctx, op.target)) {
        const f = findCreature(ctx.s, id);
        if (f) f.c.cannotAttackUntilTurn = ctx.s.game.turnNumber + 1;
      }
    },
    skipEndAfterBattle(ctx) {
      ctx.s.game.battleReturnsToMain = true;
    },
    setRuleParam() {
      // Continuous only: read by ruleParams(); resolving it does nothing.
    },
  },
  predicates: {
    lpBelowOpponent: (ctx) => ctx.s.game.players[ctx.seat].lp < ctx.s.game.players[otherSeat(ctx.seat)].lp,
    lpAtLeast: (ctx, a) => ctx.s.game.players[ctx.seat].lp >= num(a.amount),
    lpAtMost: (ctx, a) => ctx.s.game.players[ctx.seat].lp <= num(a.amount),
    creatureCount(ctx, a) {
      const seat = a.side === 'enemy' ? otherSeat(ctx.seat) : ctx.seat;
      const n = creaturesOf(ctx.s.game.players[seat]).length;
      return n >= num(a.min, 0) && n <= num(a.max, Infinity);
    },
    inBattle: (ctx) => ctx.s.game.inBattle,
    hasAttacked(ctx) {
      const f = ctx.sourceId ? findCreature(ctx.s, ctx.sourceId) : null;
      return Boolean(f && f.c.attacksUsed > 0);
    },
    deckAtLeast: (ctx, a) => ctx.s.game.players[ctx.seat].deck.length >= num(a.count),
    handAtMost: (ctx, a) => ctx.s.game.players[ctx.seat].hand.length <= num(a.count),
  },
  triggers: ['summoned', 'destroyed', 'attacks', 'attacked', 'turnStart', 'turnEnd'],
};

/** Extra-summon definitions an effect names (for the R19 rank cap and content lint). */
export const extraDefsOf = (ops: readonly OpDef[]): string[] =>
  ops.filter((o) => o.op === 'summonExtra').map((o) => o.defId as string);

export const rankOfDef = (defId: string): number => getCard(defId).rank;
