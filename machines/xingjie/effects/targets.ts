/** Targets (§8.2 TargetSpec) and target expressions used by ops ('self', 'target0', 'opponentAvatar' …). */
import type { Seat } from '@/machines/engine';
import { otherSeat } from '@/machines/engine';
import { cardOf } from '../catalog';
import type { Ref, XingjieState } from '../state';
import type { EffectCtx } from './context';
import { FILTER_KEYS, matchCard, matchController, matchPosition } from './filters';
import type { Filter } from './filters';

const CARD_KEYS = FILTER_KEYS.filter((k) => k !== 'position' && k !== 'controller' && k !== 'zone');
/** A filter that reads printed data cannot see a face-down card: such a card never matches it. */
export const readsCardData = (f: Filter | undefined) => !!f && CARD_KEYS.some((k) => f[k] !== undefined);

/** Every field reference a TargetSpec filter allows, for the effect controlled by `seat`. */
export function targetCandidates(s: XingjieState, seat: Seat, f: Filter | undefined): Ref[] {
  const zone = f?.zone ?? 'front';
  const out: Ref[] = [];
  for (const side of ['p1', 'p2'] as Seat[]) {
    if (!matchController(seat, side, f)) continue;
    const p = s.game.players[side];
    if (zone === 'avatar') {
      out.push({ seat: side, zone: 'avatar', slot: 0 });
    } else if (zone === 'front') {
      p.front.forEach((ch, slot) => {
        if (!ch || !matchPosition(ch, f)) return;
        if (
          ch.position === 'faceDownDefense'
            ? readsCardData(f)
            : !matchCard(cardOf(s, s.cards[ch.id].cardId), f, s.config)
        )
          return;
        out.push({ seat: side, zone: 'front', slot });
      });
    } else if (zone === 'back') {
      p.back.forEach((b, slot) => {
        if (!b) return;
        if (!b.faceUp ? readsCardData(f) : !matchCard(cardOf(s, s.cards[b.id].cardId), f, s.config)) return;
        out.push({ seat: side, zone: 'back', slot });
      });
    }
  }
  return out;
}

export const sameRef = (a: Ref, b: Ref) => a.seat === b.seat && a.zone === b.zone && a.slot === b.slot;

/** Where the source card is as a reference (a character, or the avatar for person equipment). */
export function sourceRef(s: XingjieState, id: string): Ref | null {
  for (const side of ['p1', 'p2'] as Seat[]) {
    const p = s.game.players[side];
    const f = p.front.findIndex((c) => c?.id === id);
    if (f >= 0) return { seat: side, zone: 'front', slot: f };
    const b = p.back.findIndex((c) => c?.id === id);
    if (b >= 0) return { seat: side, zone: 'back', slot: b };
    if (p.personEquips.some((e) => e.id === id)) return { seat: side, zone: 'avatar', slot: 0 };
  }
  return null;
}

/** Resolve an op's `target` expression to references (an empty list when nothing is there any more). */
export function resolveTarget(ctx: EffectCtx, expr: unknown): Ref[] {
  const { s, seat } = ctx;
  const chars = (side: Seat): Ref[] =>
    s.game.players[side].front.flatMap((c, slot) =>
      c ? [{ seat: side, zone: 'front' as const, slot }] : [],
    );
  if (typeof expr === 'string') {
    const m = /^target(\d+)$/.exec(expr);
    if (m) return ctx.targets[Number(m[1])] ? [ctx.targets[Number(m[1])]] : [];
    switch (expr) {
      case 'self': {
        const r = sourceRef(s, ctx.sourceId);
        return r ? [r] : [];
      }
      case 'ownAvatar':
        return [{ seat, zone: 'avatar', slot: 0 }];
      case 'opponentAvatar':
        return [{ seat: otherSeat(seat), zone: 'avatar', slot: 0 }];
      case 'bothAvatars':
        return [
          { seat, zone: 'avatar', slot: 0 },
          { seat: otherSeat(seat), zone: 'avatar', slot: 0 },
        ];
      case 'attacker':
        return s.game.pendingAttack ? [s.game.pendingAttack.attacker] : [];
      case 'attackTarget':
        return s.game.pendingAttack ? [s.game.pendingAttack.target] : [];
      case 'allOwnCharacters':
        return chars(seat);
      case 'allOpponentCharacters':
        return chars(otherSeat(seat));
      case 'allCharacters':
        return [...chars(seat), ...chars(otherSeat(seat))];
    }
  }
  if (expr && typeof expr === 'object' && 'all' in expr)
    return targetCandidates(s, seat, (expr as { all: Filter }).all);
  return [];
}

export const TARGET_EXPRESSIONS = [
  'self',
  'ownAvatar',
  'opponentAvatar',
  'bothAvatars',
  'attacker',
  'attackTarget',
  'allOwnCharacters',
  'allOpponentCharacters',
  'allCharacters',
];
export function isTargetExpression(expr: unknown): boolean {
  if (typeof expr === 'string') return TARGET_EXPRESSIONS.includes(expr) || /^target\d+$/.test(expr);
  return !!expr && typeof expr === 'object' && 'all' in expr;
}
