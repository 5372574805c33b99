/**
 * Consequence clauses of fighting and effects: attacks and their targets, redirects, the clash of final powers,
 * counterattacks, damage with its source, healing, tapping, destruction (and by what), power changes, effects
 * resolving, generals falling, and the result.
 */
import type { Target } from '@/machines/engine/consequences';
import { card, n, seat } from '@/machines/engine/narration';
import type { Seat, StepEffect } from '@/machines/engine/types';
import { otherSeat } from '@/machines/engine/types';
import { LOSS_REASONS } from './rules/result';
import type { AttackTarget } from './state';
import {
  type Clause,
  type WalkContext,
  altarId,
  altarOf,
  attackTarget,
  cardOf,
  grouped,
  one,
  ownerOf,
  t,
} from './clause-kit';
import { ZONE_NAMES, whereIs, zoneRef } from './words';

const TAP_WORDS: Record<string, { zh: string; en: string; enMany: string }> = {
  tapped: { zh: '被横置', en: 'is tapped', enMany: 'are tapped' },
  untapped: { zh: '恢复正立', en: 'stands upright again', enMany: 'stand upright again' },
  clashTapped: {
    zh: '与主将属性相克，被横置',
    en: 'clashes with its general and is tapped',
    enMany: 'clash with their general and are tapped',
  },
};

/** The clauses of a combat or effect event, or null when `e` is not one. */
export function combatClauses(w: WalkContext, e: StepEffect): Clause[] | null {
  const id = e.card as string;
  const s = e.seat as Seat;
  switch (e.type) {
    case 'revealedForCounter':
      return [
        one(
          { kind: 'reveal', card: id },
          t(n`${card(id)}翻开以反击`, n`${card(id)} is revealed to counterattack`),
        ),
      ];
    case 'effect': {
      w.effectSource = id;
      const name = e.name as string | null;
      return [
        one(
          { kind: 'other', cards: [id] },
          t(
            name ? n`${card(id)}的「${name}」发动` : n`${card(id)}的效果发动`,
            n`the effect of ${card(id)} resolves`,
          ),
        ),
      ];
    }
    case 'effectFizzled':
      return [
        one(
          { kind: 'other', cards: [id] },
          t(
            n`${card(id)}的效果条件不满足，没有发动`,
            n`the effect of ${card(id)} does not resolve: its condition is not met`,
          ),
        ),
      ];
    case 'powerMod': {
      const x = e.amount as number;
      const sign = x >= 0 ? `+${x}` : `${x}`;
      return [
        grouped({ kind: 'status', card: id, status: 'power', value: x }, `power${sign}`, cardOf(id), {
          zh: `战力${sign}`,
          en: `gets ${sign} power`,
          enMany: `get ${sign} power`,
        }),
      ];
    }
    case 'soulDamage': {
      const cause = e.cause as string;
      const source =
        cause === 'combat' && w.clash
          ? id === w.clash.defender
            ? w.clash.attacker
            : w.clash.defender
          : cause === 'counter'
            ? (w.counter ?? undefined)
            : cause === 'effect'
              ? (w.effectSource ?? undefined)
              : undefined;
      const x = e.amount as number;
      return [
        one(
          { kind: 'damage', target: { card: id }, amount: x, ...(source ? { source } : {}) },
          t(n`${card(id)}受到${x}点伤害`, n`${card(id)} takes ${x} damage`),
        ),
      ];
    }
    case 'soulHealed': {
      const x = e.amount as number;
      return [
        one(
          { kind: 'heal', target: { card: id }, amount: x },
          t(n`${card(id)}的伤害恢复${x}点`, n`${card(id)} heals ${x} damage`),
        ),
      ];
    }
    case 'altarDamage': {
      const a = altarId(w, s, e.altar as number);
      const cause = e.cause as string;
      const source = cause === 'effect' ? (w.effectSource ?? undefined) : (w.attacker ?? undefined);
      w.altarHitBy.set(a, source);
      const x = e.amount as number;
      const at = altarOf(s, e.altar as number);
      return [
        one(
          { kind: 'damage', target: { card: a }, amount: x, ...(source ? { source } : {}) },
          t([...at.zh, `受到${x}点伤害`], [...at.en, ` takes ${x} damage`]),
        ),
      ];
    }
    case 'altarHealed': {
      const a = altarId(w, s, e.altar as number);
      const x = e.amount as number;
      const at = altarOf(s, e.altar as number);
      return [
        one(
          { kind: 'heal', target: { card: a }, amount: x },
          t([...at.zh, `的伤害恢复${x}点`], [...at.en, ` heals ${x} damage`]),
        ),
      ];
    }
    case 'altarDestroyed': {
      const a = altarId(w, s, e.altar as number);
      const by = w.altarHitBy.get(a);
      const at = altarOf(s, e.altar as number);
      return [
        one(
          { kind: 'destroy', card: a, ...(by ? { by } : {}) },
          t([...at.zh, card(a), '被破坏'], [...at.en, ', ', card(a), ', is destroyed']),
        ),
      ];
    }
    case 'tapped':
    case 'untapped':
    case 'clashTapped':
      return [
        grouped(
          { kind: 'status', card: id, status: 'tapped', value: e.type !== 'untapped' },
          e.type,
          cardOf(id),
          TAP_WORDS[e.type],
        ),
      ];
    case 'soulDestroyed': {
      const to = whereIs(w.after, id);
      const zone = to ? ZONE_NAMES[to.zone] : ZONE_NAMES.soulYard;
      const by = w.effectSource ?? undefined;
      return [
        one(
          { kind: 'destroy', card: id, ...(by ? { by } : {}) },
          t(n`${card(id)}被破坏，送去${zone.zh}`, n`${card(id)} is destroyed and goes to the ${zone.en}`),
        ),
      ];
    }
    case 'generalDestroyed': {
      const next = e.next as string | null;
      const out = [
        one(
          { kind: 'destroy', card: id, ...(w.effectSource ? { by: w.effectSource } : {}) },
          t(
            n`${seat(s)}的主将${card(id)}被破坏，送去置魂场`,
            n`${seat(s)}'s general ${card(id)} is destroyed and goes to the soul yard`,
          ),
        ),
      ];
      out.push(
        next
          ? one(
              { kind: 'reveal', card: next },
              t(
                n`${card(next)}翻开，成为${seat(s)}的新主将`,
                n`${card(next)} is revealed as ${seat(s)}'s new general`,
              ),
            )
          : one({ kind: 'other' }, t(n`${seat(s)}已没有主将`, n`${seat(s)} has no general left`)),
      );
      return out;
    }
    case 'generalSwitched': {
      const next = e.next as string;
      return [
        one(
          { kind: 'move', card: id, from: zoneRef(s, 'general'), to: zoneRef(s, 'generalStack') },
          t(
            n`${seat(s)}的主将由${card(id)}换成${card(next)}`,
            n`${seat(s)}'s general ${card(id)} gives way to ${card(next)}`,
          ),
        ),
      ];
    }
    case 'declared': {
      w.attacker = e.attacker as string;
      const at = attackTarget(w, s, e.target as AttackTarget);
      return [
        one(
          { kind: 'attack', attacker: w.attacker, target: at.to },
          t(
            [...n`第${e.cell as number}格的${card(w.attacker)}攻击`, ...at.text.zh],
            [...n`${card(w.attacker)} in cell ${e.cell as number} attacks `, ...at.text.en],
          ),
        ),
      ];
    }
    case 'redirected': {
      const a = w.before.game.attack ?? w.after.game.attack;
      const attackerSeat = a?.attackerSeat ?? ownerOf(w, w.attacker!);
      const at = attackTarget(w, attackerSeat, e.to as AttackTarget);
      const to: Target = e.card ? { card: e.card as string } : at.to;
      return [
        one(
          { kind: 'attack', attacker: w.attacker ?? '', target: to },
          t(['攻击目标改为', ...at.text.zh], ['the attack turns to ', ...at.text.en]),
        ),
      ];
    }
    case 'clash':
      w.clash = { attacker: e.attacker as string, defender: e.defender as string };
      return [
        one(
          { kind: 'other', cards: [w.clash.attacker, w.clash.defender] },
          t(
            [`最终战力${e.fa as number}对${e.fd as number}`],
            [`final power ${e.fa as number} against ${e.fd as number}`],
          ),
        ),
      ];
    case 'altarAttack': {
      const o = otherSeat(s);
      return [
        one(
          { kind: 'other', cards: [e.attacker as string] },
          e.half
            ? t(
                n`${seat(o)}的沙场上还有卡，只造成原始战力一半的伤害`,
                n`with cards still on ${seat(o)}'s sand field, only half its base power counts`,
              )
            : t(
                n`${seat(o)}的沙场上已没有卡，以最终战力攻击祭坛`,
                n`${seat(o)}'s sand field is empty, so its full final power hits the altar`,
              ),
        ),
      ];
    }
    case 'counterattack':
      w.counter = id;
      return [
        one(
          { kind: 'attack', attacker: id, target: { card: w.attacker ?? '' } },
          t(n`祭坛中的${card(id)}反击`, n`${card(id)} counterattacks from the altar`),
        ),
      ];
    case 'counterDeclined':
      return [
        one({ kind: 'other' }, t(['祭坛中的卡没有反击'], ['the card in the altar does not counterattack'])),
      ];
    case 'attackFizzled':
      return [one({ kind: 'other' }, t(['攻击没有造成伤害'], ['the attack deals no damage']))];
    case 'attackCancelled':
      return [one({ kind: 'other' }, t(['攻击被取消'], ['the attack is cancelled']))];
    case 'excessDeclined':
      return [
        one(
          { kind: 'other' },
          t(
            [`${e.amount as number}点剩余伤害没有分配`],
            [`${e.amount as number} excess damage goes unallocated`],
          ),
        ),
      ];
    case 'gameOver': {
      const losers = e.losers as Seat[];
      const winner = losers.length === 1 ? otherSeat(losers[0]) : null;
      const why = LOSS_REASONS[losers.length === 1 ? (e.reason as string) : 'simultaneous'];
      return [
        one(
          { kind: 'result', winner },
          winner
            ? t(
                n`${seat(losers[0])}${why.zh}，${seat(winner)}获胜`,
                n`${seat(losers[0])}: ${why.en}; ${seat(winner)} wins`,
              )
            : t([`${why.zh}，平局`], [`${why.en}: a draw`]),
        ),
      ];
    }
    default:
      return null;
  }
}
