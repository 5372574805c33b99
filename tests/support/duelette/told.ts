/**
 * Duelette told the new way: the same rules, with narration as segments, typed consequences, a hidden-card word
 * and a view that names the instances a perspective may see (as the games' views do). Tests of chapter drafts
 * and other readers of the kernel's narration API use it until every game speaks in segments.
 */
import { card, n, seat } from '@/machines/engine';
import type { Consequence, GameDefinition, Perspective, Seat } from '@/machines/engine';
import { SEATS } from '@/machines/engine';
import { CARDS } from './cards';
import { duelette, type DueletteConfig, type DueletteState } from './game';

export interface ToldBoardView {
  seats: Record<
    Seat,
    {
      deckCount: number;
      hand: Array<{ id: string; cardId: string } | { hidden: true }>;
      board: Array<{ id: string; cardId: string }>;
      discard: Array<{ id: string; cardId: string }>;
      score: number;
    }
  >;
  playsLeft: number;
}

const drawnBy = (after: DueletteState) =>
  after.effects.find((e) => e.type === 'draw') as { seat: Seat; card: string } | undefined;

export const dueletteTold: GameDefinition<DueletteState, DueletteConfig, ToldBoardView> = {
  ...duelette,
  hiddenCard: { zh: '一张手牌', en: 'a card from hand' },
  zoneNames: {
    deck: { zh: '牌库', en: 'deck' },
    hand: { zh: '手牌', en: 'hand' },
    board: { zh: '场上', en: 'board' },
    discard: { zh: '弃牌堆', en: 'discard pile' },
  },
  view(s, perspective: Perspective): ToldBoardView {
    const seats = {} as ToldBoardView['seats'];
    const face = (id: string) => ({ id, cardId: s.cards[id].cardId });
    for (const who of SEATS) {
      const z = s.game.zones[who];
      const sees = perspective === 'omniscient' || perspective === who;
      seats[who] = {
        deckCount: z.deck.length,
        hand: z.hand.map((id) => (sees ? face(id) : { hidden: true as const })),
        board: z.board.map(face),
        discard: z.discard.map(face),
        score: s.game.score[who],
      };
    }
    return { seats, playsLeft: s.game.playsLeft };
  },
  narrate(before, action, after) {
    const who = action.actor as Seat;
    if (action.type === 'card.play') {
      const id = (action.payload as { card: string }).card;
      const pts = CARDS[before.cards[id].cardId].points;
      return {
        zh: n`${seat(who)}打出${card(id)}，得${pts}分`,
        en: n`${seat(who)} plays ${card(id)} for ${pts}`,
      };
    }
    const drew = drawnBy(after);
    return drew
      ? {
          zh: n`${seat(who)}结束回合。${seat(drew.seat)}抽到${card(drew.card)}`,
          en: n`${seat(who)} ends the turn. ${seat(drew.seat)} draws ${card(drew.card)}`,
        }
      : { zh: n`${seat(who)}结束回合`, en: n`${seat(who)} ends the turn` };
  },
  consequences(before, action, after): Consequence[] {
    const out: Consequence[] = [];
    const who = action.actor as Seat;
    if (action.type === 'card.play') {
      const id = (action.payload as { card: string }).card;
      out.push({
        kind: 'enter',
        card: id,
        to: { seat: who, zone: 'board' },
        text: { zh: n`${card(id)}登场`, en: n`${card(id)} enters the board` },
      });
      const other: Seat = who === 'p1' ? 'p2' : 'p1';
      const target = after.game.zones[other].board[0];
      if (target)
        out.push({
          kind: 'attack',
          attacker: id,
          target: { card: target },
          text: { zh: n`${card(id)}冲向${card(target)}`, en: n`${card(id)} rushes at ${card(target)}` },
        });
      const pts = CARDS[before.cards[id].cardId].points;
      out.push({
        kind: 'life',
        seat: who,
        before: before.game.score[who],
        after: after.game.score[who],
        text: {
          zh: n`${seat(who)}的分数升到${before.game.score[who] + pts}`,
          en: n`${seat(who)}'s score rises to ${before.game.score[who] + pts}`,
        },
      });
    }
    const drew = drawnBy(after);
    if (drew)
      out.push({
        kind: 'draw',
        seat: drew.seat,
        cards: [drew.card],
        text: {
          zh: n`${seat(drew.seat)}抽到${card(drew.card)}`,
          en: n`${seat(drew.seat)} draws ${card(drew.card)}`,
        },
      });
    if (after.result && !before.result)
      out.push({
        kind: 'result',
        winner: after.result.winner,
        text: { zh: ['对局结束'], en: ['The match ends'] },
      });
    return out;
  },
};
