/** Helpers of the 星阶 starting-position tests: a setup with a position, creating or refusing it, playing on. */
import { expect } from 'vitest';
import { createMatch, createMatchOrThrow, isRuleError } from '@/machines/engine';
import type { Action, MatchSetup, Seat } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import type { XingjieState } from '@/machines/xingjie/state';
import { DECKS } from '@/content/xingjie/decks';
import { EXAMPLE_POSITIONS } from '@/content/xingjie/positions';
import { act, isLegal } from './helpers';

export const deckOf = (id: string) => {
  const d = DECKS.find((x) => x.id === id)!;
  return { rank: d.rank, cards: d.cards };
};

export function setupWith(position: unknown, over: Partial<MatchSetup> = {}): MatchSetup {
  return {
    gameId: 'xingjie',
    rulesVersion: '1',
    players: { p1: { name: '韩信' }, p2: { name: '张飞' } },
    seed: 9,
    decks: { p1: deckOf('qin-han'), p2: deckOf('sanguo-tang') },
    position,
    ...over,
  };
}
export const create = (position: unknown, over: Partial<MatchSetup> = {}) =>
  createMatchOrThrow<XingjieState>(xingjie, setupWith(position, over));

export function refusal(position: unknown, over: Partial<MatchSetup> = {}) {
  const r = createMatch(xingjie, setupWith(position, over));
  if (!isRuleError(r)) throw new Error('expected a refusal, the match was created');
  return r;
}
export const refusedWith = (position: unknown, over: Partial<MatchSetup> = {}) =>
  refusal(position, over).code;

export const cid = (s: XingjieState, id: string | null | undefined) => (id ? s.cards[id].cardId : null);
export const P = (s: XingjieState, seat: Seat) => s.game.players[seat];

/** Apply an action that must be among the legal actions offered. */
export function play(s: XingjieState, type: string, actor: Seat, payload: object = {}): XingjieState {
  const a: Action = { type, actor, payload };
  expect(isLegal(s, a), `${type} ${JSON.stringify(payload)} offered to ${actor} at ${s.phase}`).toBe(true);
  return act(s, type, actor, payload);
}

export const example = (id: string) => EXAMPLE_POSITIONS.find((e) => e.id === id)!;
/** An example's `setup.decks`: its preset deck lists, or a scene's ranks alone (no deck list, ruling 32). */
export const exampleDecks = (ex: (typeof EXAMPLE_POSITIONS)[number]) =>
  ex.deck
    ? { p1: deckOf(ex.deck.p1), p2: deckOf(ex.deck.p2) }
    : { p1: { rank: ex.ranks!.p1, cards: [] }, p2: { rank: ex.ranks!.p2, cards: [] } };
export const fromExample = (id: string, over: Partial<MatchSetup> = {}) => {
  const ex = example(id);
  return create(ex.position, { decks: exampleDecks(ex), ...over });
};
