/** Test helpers for 武魂志: setups with the starter decks, a state builder, and action shorthands. */
import { applyAction, createMatchOrThrow, legalActions } from '@/machines/engine';
import type { Action, MatchSetup, Seat } from '@/machines/engine';
import { wuhunzhi } from '@/machines/wuhunzhi';
import type { WuhunzhiConfig } from '@/machines/wuhunzhi/config';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { DECK_HULANG, DECK_JIXIA } from '@/content/wuhunzhi/decks';

export const def = wuhunzhi;

export function setupFor(
  seed: number,
  extra: Partial<MatchSetup<WuhunzhiConfig>> = {},
): MatchSetup<WuhunzhiConfig> {
  return {
    gameId: 'wuhunzhi',
    rulesVersion: wuhunzhi.rulesVersion,
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed,
    decks: { p1: DECK_JIXIA, p2: DECK_HULANG },
    firstPlayer: 'p1',
    ...extra,
  };
}

export const newMatch = (seed = 1, extra: Partial<MatchSetup<WuhunzhiConfig>> = {}): WuhunzhiState =>
  createMatchOrThrow<WuhunzhiState>(wuhunzhi, setupFor(seed, extra));

/** Apply an action and return the new state; throws with the refusal otherwise. */
export function act(s: WuhunzhiState, actor: Seat, type: string, payload: object = {}): WuhunzhiState {
  const r = applyAction(wuhunzhi, s, { type, actor, payload });
  if (!r.ok) throw new Error(`${type} refused: ${r.error.code} ${r.error.text.en}`);
  return r.state as WuhunzhiState;
}

export function refusal(s: WuhunzhiState, actor: Seat, type: string, payload: object = {}): string {
  const r = applyAction(wuhunzhi, s, { type, actor, payload });
  if (r.ok) throw new Error(`${type} was accepted`);
  return r.error.code;
}

export const legal = (s: WuhunzhiState, seat: Seat): Action[] =>
  legalActions(wuhunzhi, s, seat).filter((a) => a.type !== 'match.concede');

/** Do both setup choices with the first general and altar 0. */
export function pastSetup(s: WuhunzhiState): WuhunzhiState {
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const b = s.game.boards[seat];
    s = act(s, seat, 'setup.choose', {
      general: b.generalStack[0],
      reserves: b.generalStack.slice(1),
      altar: 0,
    });
  }
  return s;
}

const FILLERS = [
  's-weiwuzu',
  's-qinruishi',
  's-qijiji',
  's-chugongshou',
  's-yangzhu',
  's-zouyan',
  's-huishi',
  's-zhuanzhu',
  's-niezheng',
  's-qinhuali',
  's-jiezitui',
  's-xiangao',
  's-hanfei',
  's-tianji',
  's-yueyi',
];

/** A legal 50-card main deck holding `wanted` (in that order, on top when stacked) and vanilla fillers. */
export function mainDeckWith(wanted: string[]): string[] {
  const deck = [...wanted];
  for (const f of FILLERS) {
    const have = deck.filter((x) => x === f).length;
    for (let i = have; i < 4 && deck.length < 50; i++) deck.push(f);
  }
  return deck;
}

export function customMatch(
  opts: {
    p1?: string[];
    p2?: string[];
    config?: Partial<WuhunzhiConfig>;
    generals?: Partial<Record<Seat, string[]>>;
    altars?: Partial<Record<Seat, string[]>>;
  } = {},
): WuhunzhiState {
  const plain = ['a-taishan', 'a-sheji', 'a-zongmiao', 'a-mingtang', 'a-lingtai'];
  const decks = {
    p1: {
      ...DECK_JIXIA,
      altars: plain,
      mainDeck: mainDeckWith(opts.p1 ?? []),
      ...(opts.generals?.p1 ? { generals: opts.generals.p1 } : {}),
      ...(opts.altars?.p1 ? { altars: opts.altars.p1 } : {}),
    },
    p2: {
      ...DECK_HULANG,
      altars: plain,
      mainDeck: mainDeckWith(opts.p2 ?? []),
      ...(opts.generals?.p2 ? { generals: opts.generals.p2 } : {}),
      ...(opts.altars?.p2 ? { altars: opts.altars.p2 } : {}),
    },
  };
  return newMatch(7, { decks, stacked: ['p1', 'p2'], config: opts.config });
}

/** Mutate a copy of the state directly (to build a position). */
export function rig(s: WuhunzhiState, fn: (s: WuhunzhiState) => void): WuhunzhiState {
  const c = JSON.parse(JSON.stringify(s)) as WuhunzhiState;
  fn(c);
  return c;
}

/** Instance of `cardId` owned by `seat` still in its deck or hand. */
export function instanceOf(s: WuhunzhiState, seat: Seat, cardId: string): string {
  const b = s.game.boards[seat];
  const id = [...b.deck, ...b.hand].find((x) => s.cards[x].cardId === cardId);
  if (!id) throw new Error(`no ${cardId} left for ${seat}`);
  return id;
}

function take(s: WuhunzhiState, seat: Seat, cardId: string): string {
  const id = instanceOf(s, seat, cardId);
  const b = s.game.boards[seat];
  for (const list of [b.deck, b.hand]) {
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
  }
  return id;
}

/** Put a card from deck/hand onto a sand-field cell (rigging only). */
export function place(
  s: WuhunzhiState,
  seat: Seat,
  cell: number,
  cardId: string,
  m: { faceUp?: boolean; tapped?: boolean; damage?: number } = {},
): string {
  const id = take(s, seat, cardId);
  s.game.boards[seat].sandField[cell - 1] = id;
  s.game.marks[id] = {
    faceUp: m.faceUp ?? true,
    tapped: m.tapped ?? false,
    damage: m.damage ?? 0,
    enteredRound: 0,
  };
  return id;
}

/** Make a card the occupant of an altar (rigging only). */
export function occupy(
  s: WuhunzhiState,
  seat: Seat,
  altar: number,
  cardId: string,
  m: { faceUp?: boolean; enteredRound?: number } = {},
): string {
  const id = take(s, seat, cardId);
  s.game.boards[seat].altars[altar].occupant = id;
  s.game.marks[id] = {
    faceUp: m.faceUp ?? true,
    tapped: false,
    damage: 0,
    enteredRound: m.enteredRound ?? 0,
  };
  return id;
}

/** Move a card from deck/hand to another zone (rigging only). */
export function putIn(
  s: WuhunzhiState,
  seat: Seat,
  zone: 'hand' | 'soulYard' | 'discardPile',
  cardId: string,
  tapped = false,
): string {
  const id = take(s, seat, cardId);
  s.game.boards[seat][zone].push(id);
  if (zone !== 'hand') s.game.marks[id] = { faceUp: true, tapped, damage: 0, enteredRound: 0 };
  return id;
}

/** Remove both generals' influence: put them back into the face-down reserve stack. */
export function noGenerals(s: WuhunzhiState): void {
  for (const seat of ['p1', 'p2'] as Seat[]) {
    const b = s.game.boards[seat];
    if (b.general) b.generalStack.unshift(b.general);
    b.general = null;
  }
}

/**
 * Auto-pilot: take the most neutral legal action (don't draw, reveal the lowest altar, pass everything) until
 * `stop(state)` holds. Battle declarations are never automated: the test makes them.
 */
export function advance(s: WuhunzhiState, stop: (s: WuhunzhiState) => boolean, max = 200): WuhunzhiState {
  for (let i = 0; i < max && !stop(s) && !s.result; i++) {
    const seat = s.active ?? (s.game.setupDone.p1 ? 'p2' : 'p1');
    const acts = legal(s, seat);
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
    let a: Action | undefined;
    for (const type of pref) {
      a = acts.find(
        (x) =>
          x.type === type &&
          (type !== 'construction.draw' || (x.payload as { draw: boolean }).draw === false) &&
          (type !== 'battle.counter' || (x.payload as { reveal: boolean }).reveal === false) &&
          (type !== 'battle.excess' || (x.payload as { altar: number | null }).altar === null),
      );
      if (a) break;
    }
    if (!a)
      throw new Error(
        `advance: no neutral action at ${s.phase} for ${seat}: ${acts.map((x) => x.type).join(',')}`,
      );
    s = act(s, seat, a.type, a.payload as object);
  }
  return s;
}

export const atPhase = (p: string) => (s: WuhunzhiState) => s.phase.startsWith(p);
export const atDeclare = (s: WuhunzhiState) => s.phase === 'match.round.battle.act.declare';
