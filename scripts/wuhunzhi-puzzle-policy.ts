/**
 * The policies scripts/wuhunzhi-puzzle-demo.ts plays the puzzle 孤城背水 with: the unit tests' neutral autopilot, a
 * plain greedy policy for both seats (focus fire, excess on the most damaged altar) and 稷下's one-step lookahead
 * (each legal action is tried and the greedy continuation of the next two rounds scored). Every action is picked
 * from the engine's legal actions.
 */
import { applyInPlace, cloneState, legalActions } from '@/machines/engine';
import type { Action, Seat } from '@/machines/engine';
import { wuhunzhi } from '@/machines/wuhunzhi';
import { finalPower } from '@/machines/wuhunzhi/effects/power';
import { defOf, soulDef } from '@/machines/wuhunzhi/rules/board';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';

type Payload = Record<string, any>;
const p = (a: Action) => a.payload as Payload;
const other = (s: Seat): Seat => (s === 'p1' ? 'p2' : 'p1');
const cardIdOf = (s: WuhunzhiState, id: string) => s.cards[id].cardId;
export const destroyedCount = (s: WuhunzhiState, seat: Seat) =>
  s.game.boards[seat].altars.filter((a) => a.destroyed).length;

// ---- the unit test's autopilot (tests/unit/wuhunzhi/helpers.ts `advance`): the most neutral legal action ----
export function neutral(legal: Action[]): Action {
  const pref = [
    'window.pass',
    'phase.pass',
    'summon.pass',
    'construction.draw',
    'construction.revealAltar',
    'construction.recoverSoul',
    'construction.bindSoul',
    'battle.counter',
    'battle.excess',
  ];
  for (const type of pref) {
    const a = legal.find(
      (x) =>
        x.type === type &&
        (type !== 'construction.draw' || p(x).draw === false) &&
        (type !== 'battle.counter' || p(x).reveal === false) &&
        (type !== 'battle.excess' || p(x).altar === null),
    );
    if (a) return a;
  }
  throw new Error(`no neutral action among ${legal.map((a) => a.type).join(',')}`);
}

// ---- a plain greedy policy for both seats ----------------------------------------------------------------------
const FORMATION_CELLS: Record<Seat, number[]> = {
  p1: [2, 4, 5, 6, 8, 1, 3, 7, 9], // 锋矢阵 first
  p2: [1, 3, 7, 9, 5, 2, 4, 6, 8], // 钳形阵 first
};

/** The opposing altar to pile damage on: the most damaged this round, then one without an occupant. */
function focusAltar(s: WuhunzhiState, o: Seat, allowed: number[]): number {
  const altars = s.game.boards[o].altars;
  const occupied = (i: number) => (altars[i].occupant ? 1 : 0);
  return [...allowed].sort(
    (a, b) => altars[b].damage - altars[a].damage || occupied(a) - occupied(b) || a - b,
  )[0];
}

export function greedy(s: WuhunzhiState, seat: Seat, legal: Action[]): Action {
  const of = (type: string) => legal.filter((a) => a.type === type);
  const b = s.game.boards[seat];
  const o = other(seat);
  const targetPower = (a: Action) => {
    const t = p(a).target;
    const id = t && t.seat ? s.game.boards[t.seat as Seat].sandField[t.cell - 1] : null;
    return id ? finalPower(s, id) : 0;
  };
  const draw = of('construction.draw');
  if (draw.length) return draw.find((a) => p(a).draw === b.deck.length > 8) ?? draw[0];
  if (of('construction.revealAltar').length) return of('construction.revealAltar')[0];
  const bind = of('construction.bindSoul');
  if (bind.length)
    return bind.sort((x, y) => b.altars[p(x).altar].bound.length - b.altars[p(y).altar].bound.length)[0];
  if (of('construction.recoverSoul').length) return of('construction.recoverSoul')[0];
  const events = of('planning.activateEvent').filter((a) => cardIdOf(s, p(a).card) !== 'e-yishuai');
  if (events.length) return events.sort((x, y) => targetPower(y) - targetPower(x))[0];
  if (of('planning.setStrategy').length) return of('planning.setStrategy')[0];
  const deploy = of('deployment.deploy');
  for (const cell of FORMATION_CELLS[seat]) {
    const d = deploy.find((a) => p(a).cell === cell);
    if (d) return d;
  }
  const ret = of('deployment.return').find((a) => {
    const id = b.sandField[p(a).cell - 1]!;
    const d = soulDef(s, id);
    return d && s.game.marks[id].damage * 2 >= d.basePower;
  });
  if (ret) return ret;
  // Souls face up, traps face down (a face-up trap does nothing).
  const summons = of('summon.place').filter((a) => p(a).faceDown === (defOf(s, p(a).card).type === 'trap'));
  if (summons.length) {
    const power = (a: Action) => soulDef(s, p(a).card)?.basePower ?? 500;
    return summons.sort((x, y) => power(y) - power(x))[0];
  }
  if (of('recon.scout').length) return of('recon.scout')[0];
  const effects = of('effect.activate').filter(
    (a) => !['s-caogui', 's-zhuangzhou'].includes(cardIdOf(s, p(a).card)),
  );
  if (effects.length) return effects.sort((x, y) => targetPower(y) - targetPower(x))[0];
  const declares = of('battle.declare');
  if (declares.length) {
    const mine = finalPower(s, b.sandField[s.game.cursor!.cell - 1]!);
    const defender = (a: Action) => s.game.boards[o].sandField[p(a).target.cell - 1]!;
    const weaker = declares.filter((a) => {
      if (p(a).target.kind !== 'card') return false;
      const id = defender(a);
      return s.game.marks[id]?.faceUp !== false && soulDef(s, id) && finalPower(s, id) < mine;
    });
    if (weaker.length)
      return weaker.sort((x, y) => finalPower(s, defender(x)) - finalPower(s, defender(y)))[0];
    const altars = declares.filter((a) => p(a).target.kind === 'altar');
    if (altars.length) {
      const t = focusAltar(
        s,
        o,
        altars.map((a) => p(a).target.altar),
      );
      return altars.find((a) => p(a).target.altar === t)!;
    }
    return declares[0];
  }
  for (const type of ['battle.excess', 'battle.redirect']) {
    const options = of(type).filter((a) => p(a).altar !== null);
    if (options.length) {
      const t = focusAltar(
        s,
        o,
        options.map((a) => p(a).altar),
      );
      return options.find((a) => p(a).altar === t)!;
    }
  }
  const counter = of('battle.counter');
  if (counter.length) return counter.find((a) => p(a).reveal) ?? counter[0];
  for (const type of ['window.pass', 'phase.pass', 'summon.pass', 'battle.excess', 'trigger.order'])
    if (of(type).length) return of(type)[0];
  return legal[0];
}

// ---- 稷下's lookahead: try each legal action, score the greedy continuation of the next two rounds ----------------
const HORIZON_ROUNDS = 2;

function continuation(start: WuhunzhiState): number {
  const s = cloneState(start);
  const horizon = s.game.round + HORIZON_ROUNDS;
  let n = 0;
  while (!s.result && n < 250 && s.game.round < horizon) {
    applyInPlace(wuhunzhi, s, greedy(s, s.active!, legal(s)));
    n++;
  }
  const r = s.result as WuhunzhiState['result'];
  if (r?.winner === 'p1') return 100000 - 100 * s.game.round - n;
  if (r?.winner === 'p2') return -100000 + 100 * s.game.round + n;
  return destroyedCount(s, 'p2') * 1000 - n;
}

export function lookahead(s: WuhunzhiState, legalNow: Action[]): Action {
  const plain = greedy(s, 'p1', legalNow);
  // Moves and returns are left to the greedy policy (a lookahead would shuffle cards back and forth).
  const candidates = [
    plain,
    ...legalNow.filter((a) => a !== plain && a.type !== 'deployment.move' && a.type !== 'deployment.return'),
  ];
  let best = plain;
  let bestScore = -Infinity;
  for (const a of candidates) {
    const t = cloneState(s);
    applyInPlace(wuhunzhi, t, a);
    const score = continuation(t);
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return best;
}

export const legal = (s: WuhunzhiState) =>
  legalActions(wuhunzhi, s, s.active!).filter((a) => a.type !== 'match.concede');
