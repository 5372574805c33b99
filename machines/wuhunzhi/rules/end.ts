/** End phase (§5.8): E1 triggers, E2 clash, E3 untap yards, E4 clear fields, E5 heal altars, E6 initiative. */
import type { Seat } from '@/machines/engine/types';
import { SEATS } from '@/machines/engine/types';
import { check } from '@/machines/engine/errors';
import { boardOf, defOf, isFaceUp, markOf, soulDef, toDiscard, toSoulYard } from './board';
import { queueTriggers } from './triggers';
import type { Attribute } from '@/content/wuhunzhi/types';
import { fireOwn, stateChecks } from '../effects/resolve';
import type { WuhunzhiState } from '../state';

/** 「智不用暴，暴不用仁，仁不用严，严不用勇，勇不用智」 */
export const CLASHES: Record<Attribute, Attribute | null> = {
  wisdom: 'ferocity',
  ferocity: 'benevolence',
  benevolence: 'discipline',
  discipline: 'courage',
  courage: 'wisdom',
  none: null,
};

export function conflictingAttributes(a: Attribute): Attribute[] {
  const out = new Set<Attribute>();
  if (CLASHES[a]) out.add(CLASHES[a]!);
  for (const [x, y] of Object.entries(CLASHES)) if (y === a) out.add(x as Attribute);
  return [...out];
}

export function runEndTriggers(s: WuhunzhiState): void {
  s.game.attack = null;
  s.game.cursor = null;
  s.game.powerMods = s.game.powerMods.filter((m) => m.until !== 'battle'); // "until the battle ends"
  s.game.window = null;
  stateChecks(s);
  queueTriggers(s, 'onPhaseEnd', { phase: 'end' });
}

export function runEndCleanup(s: WuhunzhiState): void {
  // E2 (R32, R33): face-up souls on the sand field that the general clashes with are tapped.
  for (const seat of SEATS) {
    const b = boardOf(s, seat);
    const gd = b.general ? defOf(s, b.general) : null;
    const clash = gd?.type === 'general' ? CLASHES[gd.attribute] : null;
    if (!clash) continue;
    for (const id of b.sandField) {
      if (id && isFaceUp(s, id) && soulDef(s, id)?.attribute === clash && !markOf(s, id).tapped) {
        markOf(s, id).tapped = true;
        s.effects.push({ type: 'clashTapped', seat, card: id });
        fireOwn(s, id, 'onTapped'); // W49
      }
    }
  }
  // E3: every tapped card in a soul yard becomes upright.
  for (const seat of SEATS)
    for (const id of boardOf(s, seat).soulYard) if (s.game.marks[id]?.tapped) s.game.marks[id].tapped = false;
  // E4: tapped souls on the sand field go to the soul yard, tapped.
  for (const seat of SEATS) {
    for (const id of [...boardOf(s, seat).sandField]) {
      if (id && markOf(s, id).tapped) {
        // W52: a tapped soul carrying damage fell in battle; one tapped otherwise (an effect, a clash) did not
        toSoulYard(s, id, true, markOf(s, id).damage > 0 ? 'battle' : 'tapped');
        s.effects.push({ type: 'toSoulYard', seat, card: id });
      }
    }
  }
  // E5: altars that are not destroyed are healed.
  for (const seat of SEATS) for (const a of boardOf(s, seat).altars) if (!a.destroyed) a.damage = 0;
}

/** Appendix B.4 (variant): after E5 each seat, first then second, may discard non-soul cards from hand. */
export function beginEndDiscard(s: WuhunzhiState, seat: Seat): void {
  s.game.stepSeat = seat;
  s.game.stepDone = !s.config.variants.endOfRoundDiscard;
}

export const inEndDiscard = (s: WuhunzhiState, seat: Seat): boolean =>
  /\.end\.discard(First|Second)$/.test(s.phase) && s.game.stepSeat === seat && !s.game.stepDone;

export function discardFromHand(s: WuhunzhiState, seat: Seat, card: string): void {
  check(inEndDiscard(s, seat), 'ERR_NOT_END_DISCARD', '现在不能舍弃手牌', 'You cannot discard now');
  const b = boardOf(s, seat);
  check(
    b.hand.includes(card) && defOf(s, card).type !== 'soul',
    'ERR_NOT_DISCARDABLE',
    '只能舍弃手牌中的非灵魂卡',
    'Only non-soul cards in your hand can be discarded',
    { card },
  );
  toDiscard(s, card, 'discarded');
  s.effects.push({ type: 'handDiscarded', seat, card });
}

/** E6: initiative (§4.3) and the per-round resets; the next round begins. */
export function runNewRound(s: WuhunzhiState): void {
  const g = s.game;
  const d = g.altarDamageTakenThisRound;
  if (d.p1 !== d.p2) {
    const next: Seat = d.p1 > d.p2 ? 'p1' : 'p2';
    if (next !== g.first) s.effects.push({ type: 'initiative', seat: next });
    g.first = next;
    g.second = next === 'p1' ? 'p2' : 'p1';
  }
  s.effects.push({ type: 'roundEnd', round: g.round, damage: { ...d } });
  g.altarDamageTakenThisRound = { p1: 0, p2: 0 };
  g.eventActivatedThisRound = { p1: false, p2: false };
  g.strategySetThisRound = { p1: false, p2: false };
  g.scoutedThisRound = { p1: false, p2: false };
  g.processedCells = { p1: [], p2: [] };
  g.attackedThisBattle = [];
  g.effectUses.battle = {};
  g.effectUses.round = {};
  g.powerMods = [];
  g.attack = null;
  g.cursor = null;
  g.cursorIndex = 0;
  g.round += 1;
  s.turn = g.round;
}
