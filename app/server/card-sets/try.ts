/**
 * "Try it": a scratch match (a draft) of the set's game with the set's cards, the chosen card in the first
 * player's opening hand. Generic over the games: p1 takes the game's first deck preset with the card put on top
 * of a card list of the deck (one other card taken out, so the deck keeps its size), stacked so nothing is
 * shuffled, and p1 goes first; p2 takes the second preset. The engine decides which placement is legal: the first
 * the game accepts where the card is in p1's hand (or on top of p1's draw pile, for a game whose opening hand
 * is drawn after a setup choice) wins; a card no main list takes (a general, an altar…) goes where the deck
 * accepts it, and a card no deck may hold at all (血契's extra-summon creatures) starts in play, where the game's
 * `tryPosition` puts it.
 */
import 'server-only';
import { randomInt } from 'node:crypto';
import {
  applyAction,
  createMatch,
  isRuleError,
  legalActions,
  type AnyGameDefinition,
  type MatchSetup,
  type MatchState,
  type RuleError,
  type Seat,
} from '@/machines/engine';
import type { TryCardResponse } from '@/app/contracts/card-sets';
import type { Store } from '../db';
import { editLink } from '../auth/edit-key';
import { createFromSetup } from '../authoring/matches';
import { deckPresets } from '../games/content';
import { gameOf } from '../games/lookup';
import { AppError, fail } from '../http/errors';
import { openCardSet } from './access';
import { checkCards } from './cards';

/** At most this many placements are tried (each one a createMatch of the engine). */
const MAX_TRIES = 40;
const PLAYERS = { p1: { name: '试牌者' }, p2: { name: '对手' } };

type Path = Array<string | number>;

/** Every list of card ids inside a deck value, longest first (the main deck before generals or altars). */
function cardLists(deck: unknown, path: Path = []): Array<{ path: Path; list: string[] }> {
  if (Array.isArray(deck)) {
    return deck.length && deck.every((x) => typeof x === 'string') ? [{ path, list: deck as string[] }] : [];
  }
  if (!deck || typeof deck !== 'object') return [];
  return Object.entries(deck)
    .flatMap(([k, v]) => cardLists(v, [...path, k]))
    .sort((a, b) => b.list.length - a.list.length);
}

function withList(deck: unknown, path: Path, list: string[]): unknown {
  if (path.length === 0) return list;
  const copy = structuredClone(deck) as Record<string | number, unknown>;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  at[path[path.length - 1]] = list;
  return copy;
}

/** Decks with `cardId` on top of one of its lists, one other card (the last copy of each in turn) taken out. */
function* placements(deck: unknown, cardId: string): Generator<unknown> {
  for (const { path, list } of cardLists(deck)) {
    const seen = new Set<string>();
    for (let i = list.length - 1; i >= 0; i--) {
      if (seen.has(list[i])) continue;
      seen.add(list[i]);
      yield withList(deck, path, [cardId, ...list.slice(0, i), ...list.slice(i + 1)]);
    }
  }
}

const ofCard = (state: MatchState, instances: readonly string[] | undefined, cardId: string) =>
  (instances ?? []).some((i) => state.cards[i]?.cardId === cardId);

/** Is the card in p1's hand? */
const inHand = (def: AnyGameDefinition, state: MatchState, cardId: string) =>
  ofCard(state, def.zonesOf(state)['p1.hand'], cardId);

/** Is the card where the author can play it soon: in p1's hand, or on top of p1's draw pile? */
const inOpeningHand = (def: AnyGameDefinition, state: MatchState, cardId: string) =>
  inHand(def, state, cardId) || ofCard(state, def.deckOf(state, 'p1').slice(0, 1), cardId);

/** At most this many opening steps are played on the way to the card in hand (a game's setup choices). */
const MAX_OPENING_STEPS = 12;

/**
 * A game whose opening hand is dealt after setup choices (武魂志) leaves the card on top of p1's deck. Where the
 * game describes its states as scenes (`sceneOf`), the opening is played out with the first legal choice of
 * whoever acts until the card is in p1's hand, and the scratch match starts as a scene from there: the author
 * finds the card in hand and no moves they did not make in the log. Null where that does not work out.
 */
function sceneWithCardInHand(
  def: AnyGameDefinition,
  start: MatchState,
  base: MatchSetup,
  cardId: string,
): MatchSetup | null {
  if (!def.sceneOf) return null;
  let state = start;
  for (let step = 0; !inHand(def, state, cardId); step++) {
    if (step >= MAX_OPENING_STEPS || state.result) return null;
    // Whoever acts: during simultaneous setup choices no seat is `active`, so each seat is asked in turn.
    const seats: Seat[] = state.active ? [state.active as Seat] : ['p1', 'p2'];
    const action = seats
      .flatMap((seat) => legalActions(def, state, seat))
      .find((a) => a.type !== 'match.concede');
    if (!action) return null;
    const r = applyAction(def, state, action);
    if (!r.ok) return null;
    state = r.state;
  }
  const scene = def.sceneOf(state);
  if (!scene) return null;
  const { decks: _decks, stacked: _stacked, firstPlayer: _first, ...rest } = base;
  const setup: MatchSetup = {
    ...rest,
    position: scene.position,
    ...(scene.decks ? { decks: scene.decks } : {}),
  };
  const made = createMatch(def, setup);
  return !isRuleError(made) && inHand(def, made, cardId) ? setup : null;
}

/**
 * A card no deck list may hold (血契's extra-summon creatures) is tried in play: the game's `tryPosition` for it,
 * the other cards from the presets. Null where the game has none or the engine refuses it.
 */
function inPlaySetup(
  def: AnyGameDefinition,
  base: MatchSetup,
  p1: unknown,
  p2: unknown,
  cardId: string,
): MatchSetup | null {
  const card = (base.cards ?? []).find((c) => (c as { id?: unknown }).id === cardId);
  const position = card && def.customCards?.tryPosition?.(card, p1);
  if (!position) return null;
  const { stacked: _stacked, firstPlayer: _first, ...rest } = base;
  const setup: MatchSetup = { ...rest, decks: { p1, p2 }, position };
  const made = createMatch(def, setup);
  // In one of p1's zones, and not in p1's draw pile.
  const inPlay = (s: MatchState) =>
    !ofCard(s, def.deckOf(s, 'p1'), cardId) &&
    Object.entries(def.zonesOf(s)).some(([zone, ids]) => zone.startsWith('p1.') && ofCard(s, ids, cardId));
  return !isRuleError(made) && inPlay(made) ? setup : null;
}

/** The setup of the scratch match: the first placement the engine accepts, preferring one in the opening hand. */
export function trySetup(def: AnyGameDefinition, cards: unknown[], cardId: string, seed: number): MatchSetup {
  const presets = deckPresets(def.id);
  if (!presets.length)
    fail(
      'ERR_NO_PRESET',
      `${def.name.zh}没有预设牌组可用来试牌`,
      `${def.name.en} has no preset deck to try a card in`,
      422,
    );
  const base: MatchSetup = {
    gameId: def.id,
    rulesVersion: def.rulesVersion,
    players: PLAYERS,
    seed,
    stacked: ['p1'],
    firstPlayer: 'p1',
    cards,
  };
  const p2 = (presets[1] ?? presets[0]).deck;
  // A card no deck may hold is not offered to the deck at all (each placement would be refused).
  const inPlay = inPlaySetup(def, base, presets[0].deck, p2, cardId);
  if (inPlay) return inPlay;
  let fallback: MatchSetup | null = null;
  let refusal: RuleError | null = null;
  let tries = 0;
  for (const p1 of placements(presets[0].deck, cardId)) {
    if (++tries > MAX_TRIES) break;
    const setup = { ...base, decks: { p1, p2 } };
    const state = createMatch(def, setup);
    if (isRuleError(state)) {
      refusal ??= state;
      continue;
    }
    if (inHand(def, state, cardId)) return setup;
    if (inOpeningHand(def, state, cardId)) {
      const scene = sceneWithCardInHand(def, state, base, cardId);
      if (scene) return scene;
    }
    fallback ??= setup;
  }
  if (fallback) return fallback;
  throw new AppError(
    'ERR_TRY_CARD',
    {
      zh: `无法把这张卡放进预设牌组试用${refusal ? `：${refusal.text.zh}` : ''}`,
      en: `This card cannot be put in a preset deck to try it${refusal ? `: ${refusal.text.en}` : ''}`,
    },
    422,
    { card: cardId, ...(refusal ? { cause: refusal.code } : {}) },
  );
}

/** POST /api/card-sets/[id]/try: the scratch match, stored as a draft, and its secret edit link. */
export async function tryCard(
  s: Store,
  req: Request,
  setId: string,
  cardId: string,
): Promise<TryCardResponse> {
  const set = await openCardSet(s, req, setId, { write: true });
  const def = gameOf(set.gameId);
  const { cards, byId } = checkCards(def, set.cards);
  if (!Object.hasOwn(byId, cardId)) {
    const shown = JSON.stringify(cardId.slice(0, 64));
    fail('ERR_UNKNOWN_CARD', `卡组中没有卡牌 ${shown}`, `The card set has no card ${shown}`, 400, {
      card: cardId,
    });
  }
  const card = def.cardName(cardId, { customCards: byId });
  const setup = trySetup(def, cards, cardId, randomInt(0, 2 ** 31));
  const m = await createFromSetup(s, `试牌：${card.zh}`, setup);
  return {
    matchId: m.matchId,
    editUrl: editLink(m.matchId, m.editKey),
    studioUrl: `/studio/${m.matchId}`,
    card,
  };
}
