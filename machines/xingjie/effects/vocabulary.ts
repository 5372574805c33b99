/**
 * The 星阶 effect vocabulary (§8.2 ops, conditions and triggers) in the shared shape of
 * machines/engine/effects.ts. Content declares effects; these handlers give them meaning.
 */
import type { EffectVocabulary, OpDef } from '@/machines/engine';
import { drawFrom, otherSeat } from '@/machines/engine';
import { cardOf } from '../catalog';
import type { Position, Ref, StatMod } from '../state';
import {
  P,
  avatarCap,
  charAt,
  damageAvatar,
  removeCharacter,
  removeCharacterEquip,
  removePersonEquip,
  toPile,
} from '../rules/board';
import { matchCard } from './filters';
import type { Filter } from './filters';
import { openChoice } from './choice';
import type { EffectCtx } from './context';
import { resolveTarget, targetCandidates } from './targets';

const num = (op: OpDef, k = 'n') => Number(op[k] ?? 0);
const playerOf = (ctx: EffectCtx, op: OpDef) => (op.player === 'opponent' ? otherSeat(ctx.seat) : ctx.seat);

function expiry(ctx: EffectCtx, op: OpDef): number | null {
  const d = (op.duration as string | undefined) ?? ctx.duration ?? 'thisTurn';
  if (d === 'whileOnField' || d === 'instant') return null;
  return d === 'untilEndOfNextTurn' ? ctx.s.turn + 1 : ctx.s.turn;
}

function mod(ctx: EffectCtx, op: OpDef, k: 'atk' | 'hp'): void {
  for (const r of resolveTarget(ctx, op.target)) {
    const m: StatMod = {
      atk: k === 'atk' ? num(op) : 0,
      hp: k === 'hp' ? num(op) : 0,
      expires: expiry(ctx, op),
      source: ctx.sourceId,
    };
    let card: string | null = null;
    if (r.zone === 'avatar') {
      if (k === 'atk') P(ctx.s, r.seat).avatarMods.push(m);
      else continue;
    } else {
      const ch = charAt(ctx.s, r);
      if (!ch) continue;
      // A negative HP modifier is a stat change, not damage; it can still destroy (R31 checks current HP).
      ch.mods.push(m);
      card = ch.id;
    }
    ctx.s.effects.push({ type: k === 'atk' ? 'modifyAtk' : 'modifyHp', ref: r, n: num(op), card });
  }
}

/** Remove whatever a reference points at to a pile (characters, back-row cards). */
function removeRef(
  ctx: EffectCtx,
  r: Ref,
  to: 'graveyard' | 'banished' | 'hand' | 'deckTop' | 'deckBottom',
  destroyed: boolean,
): void {
  const { s } = ctx;
  if (r.zone === 'front') {
    const how = destroyed ? 'effect' : 'sent';
    const ch = removeCharacter(s, r.seat, r.slot, to, how);
    if (!ch) return;
    s.effects.push({ type: destroyed ? 'destroyed' : 'moved', seat: r.seat, card: ch.id, to, slot: r.slot });
    if (destroyed) ctx.fire(s, r.seat, ch.id, 'destroyed');
  } else if (r.zone === 'back') {
    const b = P(s, r.seat).back[r.slot];
    if (!b) return;
    if (b.equippedTo) {
      removeCharacterEquip(s, b.id, 'effect', destroyed ? 'effect' : 'sent');
      return;
    }
    P(s, r.seat).back[r.slot] = null;
    toPile(s, b.id, to, destroyed ? 'effect' : 'sent');
    s.effects.push({
      type: destroyed ? 'destroyed' : 'moved',
      seat: r.seat,
      card: b.id,
      to,
      back: r.slot,
      faceUp: b.faceUp,
    });
  }
}

export const vocabulary: EffectVocabulary<EffectCtx> = {
  triggers: [
    'summoned',
    'flipped',
    'destroyed',
    'damaged',
    'phaseStart',
    'phaseEnd',
    'cardActivated',
    'equipBroken',
    'attacks',
    'attacked',
  ],
  ops: {
    damage(ctx, op) {
      for (const r of resolveTarget(ctx, op.target)) {
        if (r.zone === 'avatar') damageAvatar(ctx.s, r.seat, num(op), 'effect');
        else {
          const ch = charAt(ctx.s, r);
          if (!ch) continue;
          ch.damage += num(op);
          ctx.s.effects.push({ type: 'charDamage', ref: r, card: ch.id, n: num(op) });
          if (num(op) > 0) ctx.hit?.push({ seat: r.seat, id: ch.id });
        }
      }
    },
    heal(ctx, op) {
      for (const r of resolveTarget(ctx, op.target)) {
        if (r.zone === 'avatar') {
          const p = P(ctx.s, r.seat);
          const cap = ctx.s.config.avatarHealCap === 'start' ? avatarCap(ctx.s, r.seat) : Infinity;
          const before = p.hp;
          p.hp = Math.min(cap, p.hp + num(op));
          if (p.hp < before) p.hp = before;
          ctx.s.effects.push({ type: 'avatarHeal', seat: r.seat, amount: p.hp - before, hp: p.hp });
        } else {
          const ch = charAt(ctx.s, r);
          if (!ch) continue;
          const before = ch.damage;
          ch.damage = Math.max(0, ch.damage - num(op));
          ctx.s.effects.push({ type: 'charHeal', ref: r, card: ch.id, n: before - ch.damage });
        }
      }
    },
    modifyAtk: (ctx, op) => mod(ctx, op, 'atk'),
    modifyHp: (ctx, op) => mod(ctx, op, 'hp'),
    destroy(ctx, op) {
      for (const r of resolveTarget(ctx, op.target)) removeRef(ctx, r, 'graveyard', true);
    },
    sendTo(ctx, op) {
      const to = op.to as 'graveyard' | 'banished' | 'hand' | 'deckTop' | 'deckBottom';
      for (const r of resolveTarget(ctx, op.target)) removeRef(ctx, r, to, false);
    },
    draw(ctx, op) {
      const seat = playerOf(ctx, op);
      const p = P(ctx.s, seat);
      for (let i = 0; i < num(op); i++) {
        const id = drawFrom(ctx.s, seat, p.deck);
        if (id === null) break; // R24: effect draws take what is left
        p.hand.push(id);
        ctx.s.effects.push({ type: 'draw', seat, card: id, byEffect: true });
      }
    },
    discard(ctx, op) {
      const seat = playerOf(ctx, op);
      const f = op.filter as Filter | undefined;
      const options = P(ctx.s, seat).hand.filter((id) =>
        matchCard(cardOf(ctx.s, ctx.s.cards[id].cardId), f, ctx.s.config),
      );
      openChoice(ctx.s, {
        seat,
        owner: seat,
        from: 'hand',
        to: 'graveyard',
        options,
        positions: [],
        remaining: Math.max(1, num(op) || 1),
        source: ctx.sourceId,
      });
    },
    search(ctx, op) {
      const f = op.filter as Filter | undefined;
      const options = P(ctx.s, ctx.seat).deck.filter((id) =>
        matchCard(cardOf(ctx.s, ctx.s.cards[id].cardId), f, ctx.s.config),
      );
      openChoice(ctx.s, {
        seat: ctx.seat,
        owner: ctx.seat,
        from: 'deck',
        to: 'hand',
        options,
        positions: [],
        remaining: 1,
        source: ctx.sourceId,
      });
    },
    banishFromGraveyard(ctx, op) {
      const owner = playerOf(ctx, op);
      const f = op.filter as Filter | undefined;
      const options = P(ctx.s, owner).graveyard.filter((id) =>
        matchCard(cardOf(ctx.s, ctx.s.cards[id].cardId), f, ctx.s.config),
      );
      openChoice(ctx.s, {
        seat: ctx.seat,
        owner,
        from: 'graveyard',
        to: 'banished',
        options,
        positions: [],
        remaining: Math.max(1, num(op) || 1),
        source: ctx.sourceId,
      });
    },
    specialSummon(ctx, op) {
      const from = op.from as 'deck' | 'hand' | 'graveyard';
      const f = { ...(op.filter as Filter | undefined), type: 'character' as const };
      const p = P(ctx.s, ctx.seat);
      if (p.front.indexOf(null) < 0) {
        ctx.s.effects.push({ type: 'noRoom', seat: ctx.seat });
        return;
      }
      const options = p[from].filter((id) =>
        matchCard(cardOf(ctx.s, ctx.s.cards[id].cardId), f, ctx.s.config),
      );
      const positions = (
        op.position ? [op.position] : ['attack', 'defense', 'faceDownDefense']
      ) as Position[];
      openChoice(ctx.s, {
        seat: ctx.seat,
        owner: ctx.seat,
        from,
        to: 'front',
        options,
        positions,
        remaining: 1,
        source: ctx.sourceId,
      });
    },
    changePosition(ctx, op) {
      for (const r of resolveTarget(ctx, op.target)) {
        const ch = charAt(ctx.s, r);
        if (!ch) continue;
        const wasDown = ch.position === 'faceDownDefense';
        ch.position = op.to as Position;
        ctx.s.effects.push({ type: 'positionChanged', ref: r, card: ch.id, to: ch.position, byEffect: true });
        if (wasDown && ch.position !== 'faceDownDefense') ctx.fire(ctx.s, r.seat, ch.id, 'flipped');
        if (!wasDown && ch.position === 'faceDownDefense') ch.setTurn = ctx.s.turn;
      }
    },
    negateActivation(ctx) {
      // Only inside a cardActivated trigger (custom-cards.ts refuses it elsewhere): the activation does not resolve.
      if (ctx.outcome && !ctx.outcome.negated) ctx.outcome.negated = true;
    },
    negateAttack(ctx) {
      if (ctx.s.game.pendingAttack) {
        ctx.s.game.pendingAttack.negated = true;
        ctx.s.effects.push({ type: 'attackNegated' });
      }
    },
    grantExtraAttacks(ctx, op) {
      for (const r of resolveTarget(ctx, op.target)) {
        const ch = charAt(ctx.s, r);
        if (!ch) continue;
        ch.extraAttacks += num(op);
        ctx.s.effects.push({ type: 'extraAttacks', ref: r, card: ch.id, n: num(op) });
      }
    },
    modifySummonLimit(ctx, op) {
      const seat = playerOf(ctx, op);
      const ignore = op.n === 'ignore';
      P(ctx.s, seat).summonLimitMods.push({
        delta: ignore ? 0 : num(op),
        ignore,
        expires: expiry(ctx, op),
        source: ctx.sourceId,
      });
      ctx.s.effects.push({ type: 'summonLimit', seat, n: ignore ? 'ignore' : num(op) });
    },
    modifyDurability(ctx, op) {
      const n = num(op);
      const { s } = ctx;
      const bump = (id: string, get: () => number, set: (v: number) => void, breakIt: () => void) => {
        set(Math.max(0, get() + n));
        s.effects.push({ type: 'durability', card: id, left: get() });
        if (get() === 0) {
          breakIt();
          ctx.fire(s, s.cards[id].owner, id, 'equipBroken');
        }
      };
      for (const r of resolveTarget(ctx, op.target)) {
        if (r.zone === 'avatar') {
          for (const e of [...P(s, r.seat).personEquips])
            bump(
              e.id,
              () => e.durabilityLeft,
              (v) => (e.durabilityLeft = v),
              () => removePersonEquip(s, r.seat, e.id, 'broken'),
            );
        } else if (r.zone === 'front') {
          const ch = charAt(s, r);
          for (const eid of [...(ch?.equips ?? [])]) {
            const b = P(s, s.cards[eid].owner).back.find((x) => x?.id === eid);
            if (b)
              bump(
                eid,
                () => b.durabilityLeft ?? 0,
                (v) => (b.durabilityLeft = v),
                () => removeCharacterEquip(s, eid, 'broken'),
              );
          }
        }
      }
    },
  },
  predicates: {
    ownTurn: (ctx) => ctx.s.game.turnPlayer === ctx.seat,
    opponentTurn: (ctx) => ctx.s.game.turnPlayer !== ctx.seat,
    phase: (ctx, a) => ctx.s.game.step === a.phase,
    exists: (ctx, a) => targetCandidates(ctx.s, ctx.seat, a.filter as Filter).length > 0,
    attackDeclared: (ctx) => ctx.s.game.pendingAttack !== null && ctx.s.phase === 'turn.battle.attack',
    attackTargetsMe: (ctx) =>
      ctx.s.game.pendingAttack?.target.seat === ctx.seat && ctx.s.phase === 'turn.battle.attack',
    handAtLeast: (ctx, a) =>
      P(ctx.s, a.player === 'opponent' ? otherSeat(ctx.seat) : ctx.seat).hand.length >= Number(a.n),
    hpAtMost: (ctx, a) => P(ctx.s, ctx.seat).hp <= Number(a.n),
    graveyardHas: (ctx, a) =>
      P(ctx.s, a.player === 'opponent' ? otherSeat(ctx.seat) : ctx.seat).graveyard.some((id) =>
        matchCard(cardOf(ctx.s, ctx.s.cards[id].cardId), a.filter as Filter, ctx.s.config),
      ),
    deckHas: (ctx, a) =>
      P(ctx.s, ctx.seat).deck.some((id) =>
        matchCard(cardOf(ctx.s, ctx.s.cards[id].cardId), a.filter as Filter, ctx.s.config),
      ),
    frontRowHasRoom: (ctx) => P(ctx.s, ctx.seat).front.includes(null),
    hasWeapon: (ctx) => P(ctx.s, ctx.seat).personEquips.length > 0,
  },
};

/** Ops that open a choice: they must come last in an effect and are not allowed in triggered effects. */
export const CHOICE_OPS = ['discard', 'search', 'banishFromGraveyard', 'specialSummon'];
