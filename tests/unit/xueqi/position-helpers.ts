/** Shared helpers of the starting-position tests (starting-position*.test.ts). */
import { expect } from 'vitest';
import { applyAction, createMatch, createMatchOrThrow, isRuleError } from '@/machines/engine';
import type { MatchSetup, RuleError, Seat } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import type { XueqiConfig } from '@/machines/xueqi/config';
import { BAT_SWARM, BONE_LEGION, DECKS } from '@/content/xueqi/decks';
import { EXAMPLE_POSITIONS } from '@/content/xueqi/positions';

export const deckOf = (id: string) => DECKS.find((d) => d.id === id)!.cards;

export function setupWith(
  position: unknown,
  o: {
    p1?: string[];
    p2?: string[];
    config?: Partial<XueqiConfig>;
    stacked?: Seat[];
    seed?: number;
    first?: Seat;
  } = {},
): MatchSetup {
  return {
    gameId: 'xueqi',
    rulesVersion: '1',
    players: { p1: { name: '林焰' }, p2: { name: '苏冥' } },
    seed: o.seed ?? 7,
    decks: { p1: o.p1 ?? BAT_SWARM.cards, p2: o.p2 ?? BONE_LEGION.cards },
    ...(o.stacked ? { stacked: o.stacked } : {}),
    ...(o.config ? { config: o.config } : {}),
    ...(o.first ? { firstPlayer: o.first } : {}),
    position,
  };
}

export const start = (position: unknown, o: Parameters<typeof setupWith>[1] = {}) =>
  createMatchOrThrow<XueqiState>(xueqi, setupWith(position, o));

export const exampleSetup = (i: number, seed = 11): MatchSetup => {
  const ex = EXAMPLE_POSITIONS[i];
  if (ex.deck) return setupWith(ex.position, { p1: deckOf(ex.deck.p1), p2: deckOf(ex.deck.p2), seed });
  // A scene: every seat's deck is given exactly, with no deck list (E37).
  const { decks: _none, ...setup } = setupWith(ex.position, { seed });
  return setup;
};

export function refused(position: unknown, o: Parameters<typeof setupWith>[1] = {}): RuleError {
  const r = createMatch(xueqi, setupWith(position, o));
  expect(isRuleError(r), 'the position should be refused').toBe(true);
  return r as RuleError;
}

/** A refusal with ERR_BAD_POSITION whose zh and en messages both contain the given parts. */
export function expectBad(
  position: unknown,
  zh: string[],
  en: string[],
  o: Parameters<typeof setupWith>[1] = {},
) {
  const e = refused(position, o);
  expect(e.code, e.text.en).toBe('ERR_BAD_POSITION');
  for (const part of zh) expect(e.text.zh).toContain(part);
  for (const part of en) expect(e.text.en).toContain(part);
}

export function act(
  s: XueqiState,
  type: string,
  actor: Seat | 'author',
  payload: Record<string, unknown> = {},
) {
  const r = applyAction<XueqiState>(xueqi, s, { type, actor, payload });
  if (!r.ok) throw new Error(`${type} refused: ${r.error.code} ${r.error.text.en}`);
  return r.state;
}
export function code(s: XueqiState, type: string, actor: Seat, payload: Record<string, unknown> = {}) {
  const r = applyAction<XueqiState>(xueqi, s, { type, actor, payload });
  if (r.ok) throw new Error(`${type} was accepted`);
  return r.error.code;
}

export const cardsOf = (s: XueqiState, ids: readonly string[]) => ids.map((id) => s.cards[id].cardId);
export const sorted = (xs: readonly string[]) => [...xs].sort();

/** The seat's zones as content ids (field creatures with their state), to compare with what was described. */
export function zones(s: XueqiState, seat: Seat) {
  const p = s.game.players[seat];
  return {
    lp: p.lp,
    hand: cardsOf(s, p.hand),
    graveyard: cardsOf(s, p.graveyard),
    creatureSlots: p.creatureSlots.map((c) => s.cards[c.id].cardId),
    extraCreatures: p.extraCreatures.map((c) => s.cards[c.id].cardId),
    supportArea: p.supportArea.map((x) => s.cards[x.id].cardId),
  };
}

/** The id of the creature of `seat` showing `cardId` (the `n`-th such), on the field. */
export function fieldId(s: XueqiState, seat: Seat, cardId: string, n = 0): string {
  const p = s.game.players[seat];
  return [...p.creatureSlots, ...p.extraCreatures].filter((c) => s.cards[c.id].cardId === cardId)[n].id;
}
export const handId = (s: XueqiState, seat: Seat, cardId: string) =>
  s.game.players[seat].hand.find((id) => s.cards[id].cardId === cardId)!;
