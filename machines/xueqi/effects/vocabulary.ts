/**
 * The 血契 EffectVocabulary: op handlers, condition predicates and triggers. Names follow the shared vocabulary
 * (draw, destroy, modifyAtk, search, discard, gainLp, loseLp …) and the spec's §8.3 list.
 *
 * Ops and triggers are mutually recursive (a `destroy` op fires the creature's `destroyed` trigger, whose ops may
 * destroy or summon in turn), so the trigger firing and the two field moves that fire triggers (`enterField`,
 * `destroyCreature`) live here with the ops, and rules/field.ts only moves cards.
 */
import { evalCondition, otherSeat, pickIndex, runOps } from '@/machines/engine';
import type { EffectVocabulary, OpDef, Seat } from '@/machines/engine';
import { cardOf } from '../catalog';
import type { CreatureInstance, XueqiState } from '../state';
import {
  creatureData,
  creaturesOf,
  findCreature,
  placeCreature,
  removeCreature,
  removeDestroyed,
  creatureToGraveyard,
} from '../rules/field';
import { canPay, changeLp } from '../rules/lp';
import { discardFromHand, drawCards, enforceHandLimit } from '../rules/draw';
import { supportToGraveyard } from '../rules/support';
import { countUse, limitUsedUp, lpCostOf, makeCtx } from './context';
import type { EffectCtx, EffectSource } from './context';
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

/** Add `amount` to a creature's atk or life modifier for the op's duration; `set` records a setAtk/setLife. */
function modifyOne(ctx: EffectCtx, c: CreatureInstance, op: OpDef, field: 'atk' | 'life', amount: number) {
  if (op.duration === 'thisTurn') {
    if (field === 'atk') c.tempAtk += amount;
    else c.tempLife += amount;
  } else if (field === 'atk') c.atkMod += amount;
  else c.lifeMod += amount;
  const rec: Record<string, unknown> = {
    type: 'modify',
    id: c.id,
    card: ctx.s.cards[c.id].cardId,
    field,
    amount,
    duration: op.duration ?? 'permanent',
  };
  if (op.op === 'setAtk' || op.op === 'setLife') rec.set = num(op.value);
  ctx.s.effects.push(rec as { type: string });
}

function modify(ctx: EffectCtx, op: OpDef, field: 'atk' | 'life') {
  for (const id of resolveTarget(ctx, op.target)) {
    const f = findCreature(ctx.s, id);
    if (f) modifyOne(ctx, f.c, op, field, num(op.amount));
  }
}

/**
 * setAtk / setLife (§8.3, E46): the number becomes `value` now, as a modifier of the op's duration worth the
 * difference (so a "this turn" set lapses at the turn end, and later modifiers add to it).
 */
function setStat(ctx: EffectCtx, op: OpDef, field: 'atk' | 'life') {
  for (const id of resolveTarget(ctx, op.target)) {
    const f = findCreature(ctx.s, id);
    if (!f) continue;
    const data = creatureData(ctx.s, id);
    const now =
      field === 'atk' ? data.atk + f.c.atkMod + f.c.tempAtk : data.life + f.c.lifeMod + f.c.tempLife;
    modifyOne(ctx, f.c, op, field, num(op.value) - now);
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
      ctx.s.effects.push({ type: 'search', seat: ctx.seat, card: ctx.s.cards[id].cardId, id });
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
    setAtk: (ctx, op) => setStat(ctx, op, 'atk'),
    setLife: (ctx, op) => setStat(ctx, op, 'life'),
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
  triggers: ['summoned', 'destroyed', 'attacks', 'attacked', 'turnStart', 'turnEnd', 'lpChanged'],
};

/**
 * Fire the `on` triggers of the creature `id` controlled by `seat` (§8.2): 'summoned', 'destroyed', 'attacks' (as
 * lead) and 'attacked' for the creature itself; 'turnStart' and 'turnEnd' for the turn player's creatures;
 * 'lpChanged' for every creature on the field once a step has changed LP (effects/lp-changed.ts, E45), each
 * effect only when `accepts` takes its trigger filter.
 * Triggered effects take no chosen targets (content lint enforces it): they name 'self' or a group, so nothing is
 * picked for the player (E9). A trigger whose limit is used up, whose condition fails or whose cost cannot be
 * paid is skipped.
 */
export function fireTrigger(
  s: XueqiState,
  seat: Seat,
  id: string,
  on: string,
  cardId?: string,
  accepts?: (filter: Record<string, unknown> | undefined) => boolean,
): void {
  const card = cardOf(s, cardId ?? s.cards[id].cardId);
  if (card.kind !== 'creature' || !card.effects) return;
  card.effects.forEach((effect, effectIndex) => {
    if (effect.kind !== 'triggered' || effect.trigger?.on !== on) return;
    if (accepts && !accepts(effect.trigger.filter)) return;
    const src: EffectSource = { kind: 'creature', id, cardId: card.id, rank: card.rank, effectIndex };
    const ctx = makeCtx(s, seat, src, effect, [], null);
    if (limitUsedUp(s, seat, src, effect)) return;
    if (!evalCondition(vocabulary, ctx, effect.condition as never)) return;
    if (!canPay(s, seat, lpCostOf(effect))) return;
    countUse(s, seat, src, effect);
    s.effects.push({ type: 'trigger', seat, id, card: card.id, on });
    if (effect.cost) runOps(vocabulary, ctx, effect.cost);
    runOps(vocabulary, ctx, effect.ops);
  });
}

/** turnStart / turnEnd triggers of the turn player's creatures (a snapshot: creatures that leave meanwhile skip). */
export function fireTurnTriggers(s: XueqiState, seat: Seat, on: 'turnStart' | 'turnEnd'): void {
  for (const c of creaturesOf(s.game.players[seat])) {
    if (findCreature(s, c.id)) fireTrigger(s, seat, c.id, on);
  }
}

/** Put a card instance onto `seat`'s field, then fire its `summoned` triggers. The caller has removed it. */
export function enterField(
  s: XueqiState,
  seat: Seat,
  id: string,
  opts: Parameters<typeof placeCreature>[3],
): CreatureInstance {
  const c = placeCreature(s, seat, id, opts);
  fireTrigger(s, seat, id, 'summoned');
  return c;
}

/** Destroy a creature (rules/field.ts `removeDestroyed`, with the destroyer's LP gain), then its `destroyed` triggers. */
export function destroyCreature(
  s: XueqiState,
  id: string,
  destroyer: Seat,
  how: 'battle' | 'effect' | 'voluntary',
): void {
  const gone = removeDestroyed(s, id, destroyer, how);
  if (gone) fireTrigger(s, gone.seat, id, 'destroyed', gone.cardId);
}
