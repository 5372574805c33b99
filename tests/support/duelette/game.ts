/**
 * Duelette: the kernel's test-only game. Two seats, three phases (draw, main, end), a shuffled deck, a hidden
 * hand and a random draw. Play up to `playsPerTurn` cards a turn for their points; reach `targetScore` to win;
 * a seat that must draw from an empty deck loses.
 */
import { z } from 'zod';
import { compileChart, drawFrom, flipCoin, queuePhase, refuse, shuffleInPlace } from '@/machines/engine';
import type { Action, GameDefinition, MatchState, Perspective, Seat } from '@/machines/engine';
import { SEATS } from '@/machines/engine';
import { dueletteMachine } from './chart';
import { CARDS, cardOf } from './cards';
import { playCard } from './rules';

export interface DueletteConfig {
  targetScore: number;
  playsPerTurn: number;
}
interface Zones {
  deck: string[];
  hand: string[];
  board: string[];
  discard: string[];
}
export interface DueletteGame {
  zones: Record<Seat, Zones>;
  score: Record<Seat, number>;
  playsLeft: number;
}
export type DueletteState = MatchState<DueletteGame, DueletteConfig>;

const deckSchemaFor = (custom: Readonly<Record<string, unknown>>) =>
  z
    .array(
      z
        .string()
        .refine((id) => Object.hasOwn(CARDS, id) || Object.hasOwn(custom, id), { message: 'unknown card' }),
    )
    .min(3)
    .max(2000);
const setupSchemaFor = (custom: Readonly<Record<string, unknown>>) =>
  z.object({
    decks: z.object({ p1: deckSchemaFor(custom), p2: deckSchemaFor(custom) }),
    position: z.unknown().optional(),
  });

/** An author's card for the test game: the starter cards' shape, with an id. */
const customCardSchema = z
  .object({
    id: z.string(),
    name: z.object({ zh: z.string().min(1).max(60), en: z.string().min(1).max(60) }).strict(),
    points: z.number().int().min(0).max(99),
  })
  .strict();

export interface DueletteBoardView {
  seats: Record<
    Seat,
    { deckCount: number; hand: (string | null)[]; board: string[]; discard: string[]; score: number }
  >;
  playsLeft: number;
}

export const duelette: GameDefinition<DueletteState, DueletteConfig, DueletteBoardView> = {
  id: 'duelette',
  name: { zh: '小决斗', en: 'Duelette' },
  rulesVersion: '1',
  schemaVersion: 2,
  chart: compileChart(dueletteMachine),
  defaultConfig: { targetScore: 10, playsPerTurn: 2 },
  configSchema: z
    .object({
      targetScore: z.number().int().min(1).max(10_000),
      playsPerTurn: z.number().int().min(1).max(5),
    })
    .partial()
    .strict(),
  setupSchema: setupSchemaFor({}),
  setupSchemaFor,
  customCards: { schema: customCardSchema, isStarter: (id) => Object.hasOwn(CARDS, id) },
  init(draft, setup) {
    const decks = setup.decks as Record<Seat, string[]>;
    const zones = {} as Record<Seat, Zones>;
    for (const seat of SEATS) {
      const ids = decks[seat].map((cardId, i) => {
        const id = `${seat}-${i}`;
        draft.cards[id] = { cardId, owner: seat };
        return id;
      });
      if (!setup.stacked?.includes(seat)) shuffleInPlace(draft, ids);
      zones[seat] = { deck: ids, hand: [], board: [], discard: [] };
    }
    draft.game = { zones, score: { p1: 0, p2: 0 }, playsLeft: 0 };
    const pos = setup.position as
      { hands?: Partial<Record<Seat, number>>; scores?: Partial<Record<Seat, number>> } | undefined;
    for (const seat of SEATS) {
      for (let i = 0; i < (pos?.hands?.[seat] ?? 0); i++) {
        const id = drawFrom(draft, seat, zones[seat].deck);
        if (id) zones[seat].hand.push(id);
      }
      draft.game.score[seat] = pos?.scores?.[seat] ?? 0;
    }
    draft.active = setup.firstPlayer ?? flipCoin(draft);
  },
  actions: {
    'card.play': {
      schema: z.object({ card: z.string() }).strict(),
      apply: (s, a) => playCard(s, a.actor as Seat, (a.payload as { card: string }).card),
    },
    'phase.pass': {
      schema: z.object({}).strict(),
      apply(s, a) {
        if (s.phase !== 'playing.main' || s.active !== a.actor) {
          refuse('ERR_NOT_YOUR_TURN', '现在不能结束阶段', 'You cannot end the phase now');
        }
        s.effects.push({ type: 'pass', seat: a.actor });
        queuePhase(s, 'phase.end');
      },
    },
  },
  legalActions(s, seat): Action[] {
    if (s.phase !== 'playing.main' || s.active !== seat) return [];
    const out: Action[] = [{ type: 'phase.pass', actor: seat, payload: {} }];
    if (s.game.playsLeft > 0)
      for (const card of s.game.zones[seat].hand)
        out.push({ type: 'card.play', actor: seat, payload: { card } });
    return out;
  },
  view(s, perspective: Perspective): DueletteBoardView {
    const seats = {} as DueletteBoardView['seats'];
    for (const seat of SEATS) {
      const z = s.game.zones[seat];
      const sees = perspective === 'omniscient' || perspective === seat;
      seats[seat] = {
        deckCount: z.deck.length,
        hand: z.hand.map((id) => (sees ? s.cards[id].cardId : null)),
        board: z.board.map((id) => s.cards[id].cardId),
        discard: z.discard.map((id) => s.cards[id].cardId),
        score: s.game.score[seat],
      };
    }
    return { seats, playsLeft: s.game.playsLeft };
  },
  narrate(before, action, after) {
    const who = before.players[action.actor as Seat].name;
    if (action.type === 'card.play') {
      const card = cardOf(before, before.cards[(action.payload as { card: string }).card].cardId)!;
      return {
        zh: `${who}打出「${card.name.zh}」，得${card.points}分`,
        en: `${who} plays ${card.name.en} for ${card.points}`,
      };
    }
    const drew = after.effects.find((e) => e.type === 'draw');
    return drew
      ? {
          zh: `${who}结束回合，${after.players[drew.seat as Seat].name}抽一张牌`,
          en: `${who} ends the turn; ${after.players[drew.seat as Seat].name} draws`,
        }
      : { zh: `${who}结束回合`, en: `${who} ends the turn` };
  },
  ruling: {
    schema: z.discriminatedUnion('op', [
      z.object({ op: z.literal('move'), card: z.string(), to: z.enum(['deck', 'hand', 'board', 'discard']) }),
      z.object({
        op: z.literal('setScore'),
        seat: z.enum(['p1', 'p2']),
        value: z.number().int().min(0).max(1000),
      }),
    ]),
    apply(s, change) {
      if (change.op === 'setScore') {
        s.game.score[change.seat as Seat] = change.value;
        return;
      }
      const owner = s.cards[change.card]?.owner;
      if (!owner) refuse('ERR_UNKNOWN_CARD', '没有这张卡', 'No such card', { card: change.card });
      const zones = s.game.zones[owner];
      for (const key of Object.keys(zones) as (keyof Zones)[]) {
        const at = zones[key].indexOf(change.card);
        if (at >= 0) zones[key].splice(at, 1);
      }
      zones[change.to as keyof Zones].push(change.card);
    },
    describe(s, change) {
      if (change.op === 'setScore')
        return {
          zh: `${s.players[change.seat as Seat].name}的分数设为${change.value}`,
          en: `${s.players[change.seat as Seat].name}'s score set to ${change.value}`,
        };
      const name = cardOf(s, s.cards[change.card]?.cardId)?.name ?? { zh: change.card, en: change.card };
      return { zh: `「${name.zh}」移到${change.to}`, en: `${name.en} moved to ${change.to}` };
    },
  },
  deckOf: (s, seat) => s.game.zones[seat].deck,
  hiddenFrom: (s, seat) => [
    ...s.game.zones.p1.deck,
    ...s.game.zones.p2.deck,
    ...s.game.zones[seat === 'p1' ? 'p2' : 'p1'].hand,
  ],
  zonesOf(s) {
    const out: Record<string, string[]> = {};
    for (const seat of SEATS)
      for (const [k, v] of Object.entries(s.game.zones[seat])) out[`${seat}.${k}`] = v;
    return out;
  },
  cardName: (cardId, s) => cardOf(s, cardId)?.name ?? { zh: cardId, en: cardId },
  upcasters: {
    // v1 called the played card `id`; v2 calls it `card`.
    'card.play': { 1: (p: { id: string }) => ({ card: p.id }) },
  },
};
