/** Test helpers for 星阶: small casual matches with stacked decks, and direct placement of cards. */
import { expect } from 'vitest';
import { applyAction, createMatchOrThrow, legalActions } from '@/machines/engine';
import type { Action, MatchSetup, Seat } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import type { XingjieConfig } from '@/machines/xingjie/config';
import type { CharacterInstance, Position, XingjieState } from '@/machines/xingjie/state';
import { newCharacter } from '@/machines/xingjie/rules/board';

export const def = xingjie;

export interface MatchOpts {
  p1?: string[];
  p2?: string[];
  rank?: number | [number, number];
  hp?: [number | undefined, number | undefined];
  config?: Partial<XingjieConfig>;
  first?: Seat;
  seed?: number;
  openingHand?: number;
}

export function setupOf(o: MatchOpts = {}): MatchSetup {
  const ranks = Array.isArray(o.rank) ? o.rank : [o.rank ?? 10, o.rank ?? 10];
  const filler = Array.from({ length: 20 }, () => 'farmer');
  return {
    gameId: 'xingjie',
    rulesVersion: '1',
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed: o.seed ?? 7,
    decks: {
      p1: { rank: ranks[0], cards: o.p1 ?? filler, ...(o.hp?.[0] ? { hpOverride: o.hp[0] } : {}) },
      p2: { rank: ranks[1], cards: o.p2 ?? filler, ...(o.hp?.[1] ? { hpOverride: o.hp[1] } : {}) },
    },
    stacked: ['p1', 'p2'],
    firstPlayer: o.first ?? 'p1',
    config: { casual: true, maxCopies: 60, openingHand: o.openingHand ?? 0, ...o.config },
  };
}

export const newMatch = (o: MatchOpts = {}) => createMatchOrThrow<XingjieState>(def, setupOf(o));

let counter = 0;
/** Register a new card instance owned by `seat` (outside every zone). */
export function instance(s: XingjieState, seat: Seat, cardId: string): string {
  const id = `${seat}-t${counter++}`;
  s.cards[id] = { cardId, owner: seat };
  return id;
}

export function toHand(s: XingjieState, seat: Seat, cardId: string): string {
  const id = instance(s, seat, cardId);
  s.game.players[seat].hand.push(id);
  return id;
}

/** Put a character straight onto the front row (entered on an earlier turn unless said otherwise). */
export function place(
  s: XingjieState,
  seat: Seat,
  cardId: string,
  slot: number,
  position: Position = 'attack',
  enteredTurn = 0,
): CharacterInstance {
  const id = instance(s, seat, cardId);
  const ch = newCharacter(id, position, enteredTurn);
  s.game.players[seat].front[slot] = ch;
  return ch;
}

export function setCard(s: XingjieState, seat: Seat, cardId: string, slot: number, setTurn = 0): string {
  const id = instance(s, seat, cardId);
  s.game.players[seat].back[slot] = { id, faceUp: false, setTurn, equippedTo: null, durabilityLeft: null };
  return id;
}

export const A = (type: string, actor: Seat, payload: object = {}): Action => ({ type, actor, payload });

/** Apply an action that must be accepted: the action and the state after it (for narration and consequences). */
export function applied(s: XingjieState, type: string, actor: Seat, payload: object = {}) {
  const action = A(type, actor, payload);
  const r = applyAction<XingjieState>(def, s, action);
  if (!r.ok) throw new Error(`${type} refused: ${r.error.code} ${r.error.text.en}`);
  return { action, after: r.state };
}

export function act(s: XingjieState, type: string, actor: Seat, payload: object = {}): XingjieState {
  const r = applyAction<XingjieState>(def, s, A(type, actor, payload));
  if (!r.ok) throw new Error(`${type} refused: ${r.error.code} ${r.error.text.en}`);
  return r.state;
}

/** The refusal code of an action, checking that the state is unchanged. */
export function refusal(s: XingjieState, type: string, actor: Seat, payload: object = {}): string {
  const before = JSON.stringify(s);
  const r = applyAction(def, s, A(type, actor, payload));
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) return 'OK';
  return r.error.code;
}

/** Pass priority (whoever holds it) until the phase is reached. */
export function passTo(s: XingjieState, phase: string, max = 40): XingjieState {
  let cur = s;
  for (let i = 0; i < max && cur.phase !== phase; i++) {
    if (cur.result) throw new Error(`match ended before ${phase}`);
    cur = act(cur, 'priority.pass', cur.game.priority!.holder);
  }
  expect(cur.phase).toBe(phase);
  return cur;
}

export const isLegal = (s: XingjieState, a: Action) =>
  legalActions(def, s, a.actor as Seat).some((x) => JSON.stringify(x) === JSON.stringify(a));

/** Go to the next turn's action phase (passing through end, start, draw). */
export function nextTurnAction(s: XingjieState): XingjieState {
  let cur = passTo(s, 'turn.end.window');
  const t = cur.turn;
  for (let i = 0; i < 40 && !(cur.turn === t + 1 && cur.phase === 'turn.action'); i++)
    cur = act(cur, 'priority.pass', cur.game.priority!.holder);
  expect(cur.phase).toBe('turn.action');
  return cur;
}

import { CARDS } from '@/machines/xingjie/catalog';
import type { XCard } from '@/machines/xingjie/catalog';

/** A vanilla test character `stars★ atk/hp` (registered in the catalogue for this test file only). */
export function vanilla(stars: number, atk: number, hp: number, extra: Partial<XCard> = {}): string {
  const id = `test-${stars}-${atk}-${hp}${extra.id ? `-${extra.id}` : ''}`;
  CARDS[id] = {
    id,
    type: 'character',
    name: { zh: `测试${stars}星${atk}/${hp}`, en: `Test ${stars}★ ${atk}/${hp}` },
    stars,
    atk,
    hp,
    rarity: 'common',
    text: { zh: '', en: '' },
    ...extra,
  } as XCard;
  return id;
}

export function register(card: XCard): string {
  CARDS[card.id] = card;
  return card.id;
}
