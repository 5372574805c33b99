/**
 * The consequences of one 武魂志 action, in the order they happened, as the kernel's typed list: draws, reveals,
 * moves, attacks, damage (with its source), destruction (and by what), status changes, the phases that ended on
 * the way (the battle's outcome stands as its own sub-step before the end phase clears damage), the rounds that
 * turned and the result. They are derived from the states before and after the action and the effects the rules
 * recorded; nothing new is stored. Phase boundaries are placed by the effects each phase's rules push (§4.1).
 */
import type { Consequence } from '@/machines/engine/consequences';
import type { Narration } from '@/machines/engine/narration';
import { n, seat } from '@/machines/engine/narration';
import type { Action, Seat, StepEffect } from '@/machines/engine/types';
import { SEATS } from '@/machines/engine/types';
import { cardDef } from './catalog';
import type { Clause, WalkContext } from './clause-kit';
import { boardClauses } from './clauses-board';
import { combatClauses } from './clauses-combat';
import type { WuhunzhiState } from './state';
import { PHASE_WORDS, ROUND_PHASES, type RoundPhase, altarWords, phaseOf, phasePath, zoneRef } from './words';

const IN_BATTLE = [
  'strategyRevealed',
  'declared',
  'clash',
  'altarAttack',
  'counterattack',
  'revealedForCounter',
  'skip',
  'redirected',
  'attackFizzled',
  'trapCleared',
];
const IN_END = ['clashTapped', 'toSoulYard', 'initiative', 'handDiscarded'];

interface Walk extends WalkContext {
  out: Clause[];
  round: number;
  /** Index into ROUND_PHASES; -1 while still in the opening setup. */
  phase: number;
  /** A card effect resolved since the last phase boundary (a draw after it is the effect's, not the draw step's). */
  effectInPhase: boolean;
}

/** The phase an effect belongs to when only one phase's rules push it (null: wherever the walk is). */
function phaseOfEffect(w: Walk, e: StepEffect): RoundPhase | null {
  if (e.type === 'discarded') return 'preparation';
  if (e.type === 'draw' && w.phase <= 0 && !w.effectInPhase) return 'construction';
  if (e.type === 'revealed' && (e.cause === 'act' || e.cause === 'attacked')) return 'battle';
  if (IN_BATTLE.includes(e.type)) return 'battle';
  if (IN_END.includes(e.type)) return 'end';
  if (e.type === 'effect') {
    const d = cardDef(w.after, w.after.cards[e.card as string].cardId)!;
    if (d.type === 'strategy') return 'battle';
    if (d.type === 'soul' || d.type === 'general') {
      const on = d.skills.find((k) => k.kind === 'triggered' && (k.name ?? null) === e.name)?.trigger?.on;
      if (on === 'onBattleStart') return 'battle';
      if (on === 'onPhaseEnd') return 'end';
    }
  }
  return null;
}

function phaseClause(from: RoundPhase, to: RoundPhase): Clause {
  const [a, b] = [PHASE_WORDS[from], PHASE_WORDS[to]];
  const text: Narration = { zh: [`${a.zh}结束，进入${b.zh}`], en: [`The ${a.en} ends; the ${b.en} begins`] };
  return { c: { kind: 'phase', from: phasePath(from), to: phasePath(to), text }, boundary: true };
}

/** Move the walk forward to phase `to` of the current round, telling each phase that ends on the way. */
function advance(w: Walk, to: number): void {
  if (w.phase < 0 && to >= 0) {
    const first = w.after.game.first;
    const text: Narration = {
      zh: n`开局布置完成，第1回合开始，${seat(first)}先攻`,
      en: n`Setup is done; round 1 begins with ${seat(first)} holding the initiative`,
    };
    w.out.push({ c: { kind: 'turn', turn: 1, seat: first, text }, boundary: true });
    w.phase = 0;
  }
  for (; w.phase < to; w.phase++) {
    w.out.push(phaseClause(ROUND_PHASES[w.phase], ROUND_PHASES[w.phase + 1]));
    w.effectInPhase = false;
  }
}

/** E5: the altars the end phase heals (damage before the action plus what this action dealt, if not destroyed). */
function altarHeals(w: Walk, effects: readonly StepEffect[], upTo: number): Clause[] {
  const out: Clause[] = [];
  for (const s of SEATS) {
    w.after.game.boards[s].altars.forEach((a, i) => {
      if (a.destroyed) return;
      let dmg = w.before.game.boards[s].altars[i]?.damage ?? 0;
      for (const e of effects.slice(0, upTo))
        if (e.seat === s && e.altar === i)
          dmg +=
            e.type === 'altarDamage'
              ? (e.amount as number)
              : e.type === 'altarHealed'
                ? -(e.amount as number)
                : 0;
      if (dmg <= 0) return;
      const words = altarWords(i);
      const subject: Narration = { zh: n`${seat(s)}的${words.zh}`, en: n`${seat(s)}'s ${words.en}` };
      const predicate = { zh: '伤害清零', en: 'is healed', enMany: 'are healed' };
      const text: Narration = { zh: [...subject.zh, predicate.zh], en: [...subject.en, ' ', predicate.en] };
      out.push({
        c: { kind: 'heal', target: { card: a.id }, amount: dmg, text },
        group: { key: 'altarHeal', subject, predicate },
      });
    });
  }
  return out;
}

/** The cards each seat drew in this action, in the order they reached the hand. */
function drawnCards(before: WuhunzhiState, after: WuhunzhiState): Record<Seat, string[]> {
  const out = { p1: [], p2: [] } as Record<Seat, string[]>;
  for (const s of SEATS) {
    const left = new Set(after.game.boards[s].deck);
    const hand = after.game.boards[s].hand;
    const gone = before.game.boards[s].deck.filter((id) => !left.has(id));
    const rank = (id: string) => (hand.includes(id) ? hand.indexOf(id) : hand.length);
    out[s] = gone.sort((a, b) => rank(a) - rank(b));
  }
  return out;
}

/** The clauses of one effect (bookkeeping the action itself tells, such as a pass, gives none). */
const clausesOf = (w: WalkContext, e: StepEffect): Clause[] =>
  boardClauses(w, e) ?? combatClauses(w, e) ?? [];

/** Every consequence of the action with how narration tells it. */
export function stepClauses(before: WuhunzhiState, action: Action, after: WuhunzhiState): Clause[] {
  const start = phaseOf(before.phase);
  const w: Walk = {
    before,
    after,
    attacker: before.game.attack?.attacker ?? null,
    clash: null,
    counter: null,
    effectSource: null,
    altarHitBy: new Map(),
    drawn: drawnCards(before, after),
    out: [],
    round: before.game.round,
    phase: start === 'setup' ? -1 : ROUND_PHASES.indexOf(start as RoundPhase),
    effectInPhase: false,
  };
  const effects = after.effects;
  let healed = false;
  effects.forEach((e, i) => {
    if ((e.type === 'initiative' || e.type === 'roundEnd') && !healed) {
      // E5 heals the altars before E6 settles the initiative and turns the round.
      advance(w, ROUND_PHASES.indexOf('end'));
      w.out.push(...altarHeals(w, effects, i));
      healed = true;
    }
    if (e.type === 'roundEnd') {
      const r = e.round as number;
      const first = after.game.first;
      const text: Narration = {
        zh: n`第${r}回合结束，第${r + 1}回合开始，${seat(first)}先攻`,
        en: n`Round ${r} ends; round ${r + 1} begins with ${seat(first)} holding the initiative`,
      };
      w.out.push({ c: { kind: 'turn', turn: r + 1, seat: first, text }, boundary: true });
      w.round = r + 1;
      w.phase = 0;
      w.effectInPhase = false;
      return;
    }
    const p = phaseOfEffect(w, e);
    if (p) advance(w, ROUND_PHASES.indexOf(p));
    if (e.type === 'effect') w.effectInPhase = true;
    w.out.push(...clausesOf(w, e));
  });
  const end = phaseOf(after.phase);
  if (end !== 'over' && end !== 'setup') advance(w, ROUND_PHASES.indexOf(end));
  if (action.type === 'planning.activateEvent') {
    // A one-shot event goes to the discard pile once it has resolved (R9).
    const id = (action.payload as { card: string }).card;
    const s = action.actor as Seat;
    if (after.game.boards[s].discardPile.includes(id))
      w.out.push({
        c: {
          kind: 'move',
          card: id,
          from: zoneRef(s, 'eventSlot'),
          to: zoneRef(s, 'discardPile'),
          text: {
            zh: ['事件卡处理完毕，送去废弃场'],
            en: ['the event has resolved and goes to the discard pile'],
          },
        },
      });
  }
  return w.out;
}

export const consequencesOf = (before: WuhunzhiState, action: Action, after: WuhunzhiState): Consequence[] =>
  stepClauses(before, action, after).map((x) => x.c);
