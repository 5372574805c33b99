/**
 * Activated ({起}) effects (§8.1, §8.4): which are usable now, with every choice they need spelled out, so the
 * list is exactly the legal `effect.activate` payloads. Only face-up cards on the board (sand field, altar
 * occupants, the general) carry activated effects, so whether a seat can act in a window is public information.
 */
import { check } from '@/machines/engine/errors';
import type { Seat } from '@/machines/engine/types';
import { otherSeat } from '@/machines/engine/types';
import { boardOf, defOf, emptyCells, isFaceUp, soulDef } from './board';
import { inStep } from './flow';
import { countUse, effectKey, runEffect, stateChecks, usesLeft } from '../effects/resolve';
import { conditionHolds } from '../effects/predicates';
import type { WEffect } from '@/content/wuhunzhi/types';
import type { WuhunzhiState } from '../state';

export interface ActivatePayload {
  card: string;
  effect: number;
  cell?: number;
  target?: { seat: Seat; cell: number };
  general?: string;
}

export function currentTiming(s: WuhunzhiState, seat: Seat): string | null {
  const w = s.game.window;
  if (w) return w.queue[0] === seat ? w.id : null;
  if (inStep(s, seat, 'planning')) return 'planning.main';
  if (inStep(s, seat, 'deployment')) return 'deployment.main';
  if (inStep(s, seat, 'reconnaissance')) return 'reconnaissance.main';
  if (s.phase === 'match.round.summoning' && s.game.summonToAct === seat) return 'summoning.step';
  return null;
}

export const usesChosenCard = (e: WEffect): boolean => e.ops.some((o) => o.target === 'chosenCard');

/** Face-up souls an effect may choose (`targets[0].filter.side`: opponent (default), own or any). */
export function targetOptions(s: WuhunzhiState, seat: Seat, e: WEffect): Array<{ seat: Seat; cell: number }> {
  const filter = (e.targets?.[0]?.filter ?? {}) as { side?: string; attribute?: string };
  const seats: Seat[] =
    filter.side === 'own' ? [seat] : filter.side === 'any' ? [seat, otherSeat(seat)] : [otherSeat(seat)];
  const out: Array<{ seat: Seat; cell: number }> = [];
  for (const side of seats) {
    boardOf(s, side).sandField.forEach((id, i) => {
      if (!id || !isFaceUp(s, id)) return;
      const d = soulDef(s, id);
      if (!d || (filter.attribute && d.attribute !== filter.attribute)) return;
      out.push({ seat: side, cell: i + 1 });
    });
  }
  return out;
}

function sourcesOf(s: WuhunzhiState, seat: Seat): Array<{ card: string; skills: WEffect[]; zone: string }> {
  const b = boardOf(s, seat);
  const out: Array<{ card: string; skills: WEffect[]; zone: string }> = [];
  for (const id of b.sandField) {
    const d = id && isFaceUp(s, id) ? soulDef(s, id) : null;
    if (id && d) out.push({ card: id, skills: d.skills, zone: 'sandField' });
  }
  for (const a of b.altars) {
    const d = a.occupant && isFaceUp(s, a.occupant) ? soulDef(s, a.occupant) : null;
    if (a.occupant && d) out.push({ card: a.occupant, skills: d.skills, zone: 'altar' });
  }
  if (b.general) {
    const g = defOf(s, b.general);
    if (g.type === 'general') out.push({ card: b.general, skills: g.skills, zone: 'generalZone' });
  }
  return out;
}

export function activationOptions(
  s: WuhunzhiState,
  seat: Seat,
  timing: string | null = currentTiming(s, seat),
): ActivatePayload[] {
  if (!timing) return [];
  const out: ActivatePayload[] = [];
  for (const src of sourcesOf(s, seat)) {
    src.skills.forEach((e, index) => {
      if (e.kind !== 'activated' || !e.timing?.includes(timing) || (e.zone ?? 'sandField') !== src.zone)
        return;
      if (!usesLeft(s, effectKey(src.card, e, index), e.limit)) return;
      if (!conditionHolds({ s, controller: seat, source: src.card, effect: e, choice: {} }, e.condition))
        return;
      let choices: Array<Omit<ActivatePayload, 'card' | 'effect'>> = [{}];
      const move = e.ops.find((o) => o.op === 'moveSelfToCell');
      if (move) {
        const chooser = (move.cell as { choose?: string } | undefined)?.choose ?? 'emptyOwnCell';
        const cells = emptyCells(s, seat).filter(
          (c) => chooser !== 'emptyUnprocessedOwnCell' || !s.game.processedCells[seat].includes(c),
        );
        choices = choices.flatMap((c) => cells.map((cell) => ({ ...c, cell })));
      }
      if (usesChosenCard(e)) {
        const ts = targetOptions(s, seat, e);
        choices = choices.flatMap((c) => ts.map((target) => ({ ...c, target })));
      }
      if (e.ops.some((o) => o.op === 'forceSwitchGeneral')) {
        const gs = boardOf(s, seat).generalStack;
        choices = choices.flatMap((c) => gs.map((general) => ({ ...c, general })));
      }
      for (const c of choices) out.push({ card: src.card, effect: index, ...c });
    });
  }
  return out;
}

const same = (a: ActivatePayload, b: ActivatePayload) =>
  a.card === b.card &&
  a.effect === b.effect &&
  a.cell === b.cell &&
  a.general === b.general &&
  a.target?.seat === b.target?.seat &&
  a.target?.cell === b.target?.cell;

export function activate(
  s: WuhunzhiState,
  seat: Seat,
  p: ActivatePayload,
  afterActivation: (s: WuhunzhiState) => void,
): void {
  const timing = currentTiming(s, seat);
  check(timing, 'ERR_NO_PRIORITY', '现在你不能发动起动效果', 'You cannot activate an effect now');
  check(
    activationOptions(s, seat, timing).some((o) => same(o, p)),
    'ERR_EFFECT_UNAVAILABLE',
    '这个效果现在不能发动（时机、场所、次数、条件或选择不符）',
    'That effect cannot be activated now (timing, zone, limit, condition or choice)',
    { ...p },
  );
  const d = defOf(s, p.card);
  const e = d.type === 'soul' || d.type === 'general' ? d.skills[p.effect] : null;
  if (!e) return;
  countUse(s, effectKey(p.card, e, p.effect), e.limit);
  s.effects.push({ type: 'activated', seat, card: p.card, effect: p.effect, cell: p.cell ?? null });
  runEffect(s, {
    controller: seat,
    source: p.card,
    effect: e,
    choice: { cell: p.cell, target: p.target, general: p.general },
  });
  stateChecks(s);
  afterActivation(s);
}
