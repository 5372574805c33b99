/** Test helpers: build 血契 positions directly (state is plain JSON) and drive them through the engine. */
import { applyAction, createMatchOrThrow, legalActions } from '@/machines/engine';
import type { Action, Seat } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import type { XueqiConfig } from '@/machines/xueqi/config';
import type { CreatureInstance } from '@/machines/xueqi/state';
import { getCard } from '@/machines/xueqi/catalog';
import { BAT_SWARM, BONE_LEGION } from '@/content/xueqi/decks';

export const P1: Seat = 'p1';
export const P2: Seat = 'p2';

/** 40 plain cards: vanilla creatures and rank-0 draw rule cards, so tests control what matters. */
export const PLAIN_DECK: string[] = [
  ...Array<string>(10).fill('xue-nu'),
  ...Array<string>(10).fill('lie-quan'),
  ...Array<string>(10).fill('xue-jianke'),
  ...Array<string>(10).fill('tiebi-wei'),
];

export function duel(
  opts: {
    config?: Partial<XueqiConfig>;
    first?: Seat | null;
    p1?: string[];
    p2?: string[];
    seed?: number;
    stacked?: boolean;
  } = {},
): XueqiState {
  return createMatchOrThrow<XueqiState>(xueqi, {
    gameId: 'xueqi',
    rulesVersion: '1',
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed: opts.seed ?? 7,
    decks: { p1: opts.p1 ?? PLAIN_DECK, p2: opts.p2 ?? PLAIN_DECK },
    ...(opts.stacked === false ? {} : { stacked: ['p1', 'p2'] as Seat[] }),
    ...(opts.first === null ? {} : { firstPlayer: opts.first ?? 'p1' }),
    ...(opts.config ? { config: opts.config } : {}),
  });
}

export const starterDuel = (seed: number) =>
  duel({ p1: BAT_SWARM.cards, p2: BONE_LEGION.cards, seed, first: null, stacked: false });

let fresh = 0;
/** A new instance of `cardId` for `seat`, put straight into a zone (no cost, no trigger). */
export function give(
  s: XueqiState,
  seat: Seat,
  cardId: string,
  zone: 'hand' | 'slot' | 'extra' | 'support' | 'deckTop' | 'deckBottom' = 'hand',
  extra = false,
): string {
  getCard(cardId);
  const id = extra ? `${seat}-x${900 + fresh++}` : `${seat}-t${fresh++}`;
  s.cards[id] = { cardId, owner: seat };
  const p = s.game.players[seat];
  if (zone === 'hand') p.hand.push(id);
  else if (zone === 'deckTop') p.deck.unshift(id);
  else if (zone === 'deckBottom') p.deck.push(id);
  else if (zone === 'support')
    p.supportArea.push({
      id,
      kind: getCard(cardId).kind as 'rule' | 'value',
      enteredTurn: s.game.turnNumber,
    });
  else {
    const c: CreatureInstance = {
      id,
      extra,
      occupiesSlot: zone === 'slot',
      via: 'hand',
      enteredTurn: Math.max(1, s.game.turnNumber - 1),
      expiresAtEndOfTurn: null,
      attacksUsed: 0,
      extraAttacks: 0,
      directAttackThisTurn: false,
      cannotAttackUntilTurn: 0,
      atkMod: 0,
      lifeMod: 0,
      tempAtk: 0,
      tempLife: 0,
    };
    (zone === 'slot' ? p.creatureSlots : p.extraCreatures).push(c);
  }
  return id;
}

export function act(
  s: XueqiState,
  type: string,
  actor: Seat,
  payload: Record<string, unknown> = {},
): XueqiState {
  const r = applyAction<XueqiState>(xueqi, s, { type, actor, payload });
  if (!r.ok) throw new Error(`${type} refused: ${r.error.code} ${r.error.text.en}`);
  return r.state;
}

/** The refusal code (and the state must be unchanged). */
export function refusal(
  s: XueqiState,
  type: string,
  actor: Seat,
  payload: Record<string, unknown> = {},
): string {
  const before = JSON.stringify(s);
  const r = applyAction<XueqiState>(xueqi, s, { type, actor, payload });
  if (r.ok) throw new Error(`${type} was accepted`);
  if (JSON.stringify(s) !== before) throw new Error('refusal changed the state');
  return r.error.code;
}

export const isLegal = (s: XueqiState, a: Action) =>
  legalActions(xueqi, s, a.actor as Seat).some((x) => JSON.stringify(x) === JSON.stringify(a));

/** Make the draw of the current turn (and bottom the first hand card if asked). */
export function toMain(s: XueqiState): XueqiState {
  const seat = s.game.activePlayer;
  let t = act(s, 'draw.normal', seat);
  while (t.game.pending?.kind === 'discardForLimit')
    t = act(t, 'hand.discard', seat, { card: t.game.players[seat].hand[0] });
  if (t.game.pending?.kind === 'bottomOne')
    t = act(t, 'draw.bottom', seat, { card: t.game.players[seat].hand[0] });
  return t;
}

/** End the current turn from main or battle, then make the next player's draw. */
export function passTurn(s: XueqiState): XueqiState {
  const seat = s.game.activePlayer;
  const t = s.phase.endsWith('battle') ? act(s, 'battle.end', seat) : act(s, 'turn.end', seat);
  return t.result ? t : toMain(t);
}

export const lp = (s: XueqiState, seat: Seat) => s.game.players[seat].lp;
export const lpRecords = (s: XueqiState) =>
  s.effects.filter((e) => e.type === 'lp') as unknown as Array<{
    player: Seat;
    delta: number;
    cause: string;
    requested: number;
  }>;
export const field = (s: XueqiState, seat: Seat) => [
  ...s.game.players[seat].creatureSlots,
  ...s.game.players[seat].extraCreatures,
];
export const cardOf = (s: XueqiState, id: string) => s.cards[id]?.cardId;
