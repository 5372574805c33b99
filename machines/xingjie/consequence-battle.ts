/** Consequences of battle and of damage: attacks, combat, strikes back, damage and healing, destruction, equipment. */
import type { Consequence, Seat, StepEffect, Target } from '@/machines/engine';
import { otherSeat } from '@/machines/engine';
import * as say from './consequence-words';
import { add, addOwn, flushFollowers, flushStrikeBack, lifeChange, pile, whereIs } from './consequence-walk';
import type { Step, Told, Walk } from './consequence-walk';
import { avatarCap } from './rules/board';

/** Credit a consequence to the card that caused it, when one did. */
function from<C extends Consequence>(c: C, source: string | undefined): C {
  if (source && (c.kind === 'damage' || c.kind === 'heal')) c.source = source;
  if (source && c.kind === 'destroy') c.by = source;
  return c;
}

/** The attack as declared; an avatar attacks with its weapon (the attacker of the consequence) where it has one. */
function attackDeclared(w: Walk, e: StepEffect): void {
  const seat = e.seat as Seat;
  const opp = otherSeat(seat);
  const p = w.before.game.players;
  const attacker =
    e.attacker === 'avatar' ? p[seat].personEquips[0]?.id : p[seat].front[e.attacker as number]?.id;
  const target: Target =
    e.target === 'avatar' ? { seat: opp } : { card: p[opp].front[e.target as number]!.id };
  const text = say.attack(w.before, seat, e.attacker as number | 'avatar', e.target as number | 'avatar');
  if (attacker) add(w, { kind: 'attack', attacker, target, text }, true);
  else add(w, { kind: 'other', text }, true);
}

/** Damage to an avatar, credited by its cause: the attacker, the character overflowing, the one striking back. */
function avatarDamage(w: Walk, e: StepEffect): void {
  const seat = e.seat as Seat;
  const amount = e.amount as number;
  const cause = e.cause as string;
  let source: string | undefined;
  if (cause === 'direct') source = w.direct?.card ?? w.weapon;
  else if (cause === 'overflow' && w.combat)
    source = w.before.cards[w.combat.d]?.owner === seat ? w.combat.a : w.combat.d;
  else if (cause === 'strikeBack') source = w.combat?.d;
  else source = w.source;
  const text =
    cause === 'direct' && w.avatarBy && !w.direct
      ? say.avatarHitsAvatar(w.avatarBy, seat, amount, e.hp as number)
      : say.avatarDamage(seat, amount, cause, source, e.hp as number);
  const c = from<Consequence>({ kind: 'damage', target: { seat }, amount, text }, source);
  if (cause === 'effect') addOwn(w, c, source, say.ownDamage({ seat }, amount, e.hp as number));
  else add(w, c);
  lifeChange(w, seat, e.hp as number);
  if (cause === 'direct') flushStrikeBack(w);
}

function combat(w: Walk, e: StepEffect): void {
  const a = (e.attacker as { card: string }).card;
  const d = (e.defender as { card: string }).card;
  const toD = e.toD as number;
  const toA = e.toA as number;
  w.combat = { a, d };
  w.source = undefined;
  if (toD > 0)
    add(w, { kind: 'damage', target: { card: d }, amount: toD, source: a, text: say.hits(a, d, toD) });
  if (toA > 0)
    add(w, { kind: 'damage', target: { card: a }, amount: toA, source: d, text: say.strikesBack(d, a, toA) });
  if (!toD && !toA) add(w, { kind: 'other', cards: [a, d], text: say.noDamage() });
}

/** A direct attack: the damage to the avatar comes next in the record; the avatar's strike-back is told after it. */
function directAttack(w: Walk, e: StepEffect): void {
  const id = e.card as string;
  const back = e.strikeBack as number;
  const opp = otherSeat(e.seat as Seat);
  const strikeBack: Told | null =
    back > 0
      ? {
          c: {
            kind: 'damage',
            target: { card: id },
            amount: back,
            text: say.avatarStrikesBack(opp, id, back),
          },
          told: false,
        }
      : null;
  w.source = undefined;
  w.direct = { card: id, strikeBack };
}

/** The avatar attacks (R13) a character or the other avatar, with its weapon. */
function avatarAttack(w: Walk, e: StepEffect): void {
  const seat = e.seat as Seat;
  const t = e.target as { seat: Seat; card?: string };
  const amount = e.toD as number;
  w.source = undefined;
  w.weapon = w.before.game.players[seat].personEquips[0]?.id;
  w.avatarBy = seat;
  if (!t.card) return;
  w.combat = { a: w.weapon, d: t.card };
  if (amount > 0)
    add(
      w,
      from(
        { kind: 'damage', target: { card: t.card }, amount, text: say.avatarHits(seat, t.card, amount) },
        w.weapon,
      ),
    );
}

function destroyed(w: Walk, e: StepEffect): void {
  const id = e.card as string;
  const c = w.combat;
  const inCombat = c !== null && (id === c.a || id === c.d);
  const by = inCombat ? (id === c.a ? c.d : c.a) : w.source;
  const back = e.back !== undefined;
  const told = from<Consequence>(
    { kind: 'destroy', card: id, text: say.destroyed(id, by, back, !inCombat) },
    by,
  );
  if (inCombat) add(w, told);
  else addOwn(w, told, by, say.destroyed(id, undefined, back, true));
  flushFollowers(w);
}

/** Equipment leaving: broken (a destruction), with its character (told after it), replaced or sent away. */
function equipGone(w: Walk, e: StepEffect): void {
  const id = e.card as string;
  const reason = e.reason as string;
  const told: Told = {
    c:
      reason === 'broken'
        ? { kind: 'destroy', card: id, text: say.equipGone(id, reason) }
        : {
            kind: 'move',
            card: id,
            from: whereIs(w.before, id),
            to: pile(w.after, id, 'graveyard'),
            text: say.equipGone(id, reason),
          },
    told: false,
  };
  if (reason === 'host left') w.followers.push(told);
  else w.out.push(told);
  // A weapon leaving takes its HP bonus with it (R40): HP falls to the new cap, told right here.
  const was = whereIs(w.before, id);
  if (reason !== 'replaced' && was?.zone === 'personEquips')
    lifeChange(w, was.seat, Math.min(w.hp[was.seat], avatarCap(w.after, was.seat)));
}

export const BATTLE_STEPS: Record<string, Step> = {
  attackDeclared,
  combat,
  directAttack,
  avatarAttack,
  avatarDamage,
  destroyed,
  equipGone,
  avatarHeal(w, e) {
    const seat = e.seat as Seat;
    const amount = e.amount as number;
    if (amount > 0)
      add(
        w,
        from(
          { kind: 'heal', target: { seat }, amount, text: say.avatarHeal(seat, amount, e.hp as number) },
          w.source,
        ),
      );
    else add(w, { kind: 'other', text: say.alreadyFull(seat) });
    lifeChange(w, seat, e.hp as number);
  },
  charDamage(w, e) {
    const id = e.card as string;
    const amount = e.n as number;
    const text = say.effectDamage(w.source, id, amount);
    const c = from<Consequence>({ kind: 'damage', target: { card: id }, amount, text }, w.source);
    addOwn(w, c, w.source, say.ownDamage({ card: id }, amount));
  },
  charHeal(w, e) {
    const id = e.card as string;
    const amount = e.n as number;
    if (amount > 0)
      add(w, from({ kind: 'heal', target: { card: id }, amount, text: say.charHeal(id, amount) }, w.source));
  },
  durability(w, e) {
    const id = e.card as string;
    const left = e.left as number;
    add(w, { kind: 'status', card: id, status: 'durability', value: left, text: say.durability(id, left) });
  },
  flippedByAttack(w, e) {
    const id = e.card as string;
    add(w, { kind: 'reveal', card: id, text: say.flippedByAttack(id) });
  },
  attackFizzled(w, e) {
    add(w, { kind: 'other', text: say.fizzled(Boolean(e.negated)) });
  },
  attackNegated(w) {
    add(w, { kind: 'other', text: say.negated() });
  },
};
