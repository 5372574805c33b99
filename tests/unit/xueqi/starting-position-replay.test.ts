/** Starting positions: replay, seek, views, pins and duel scripts from a position. */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  buildCheckpoints,
  createMatchOrThrow,
  matchCreatedEvent,
  replay,
  seek,
  view,
} from '@/machines/engine';
import type { Action, EngineEvent, RuleError } from '@/machines/engine';
import { checkDuelScript, duelFileFromLine, serializeDuelScript } from '@/machines/engine/duel-script';
import { xueqi } from '@/machines/xueqi';
import type { XueqiBoardView, XueqiState } from '@/machines/xueqi';
import { BAT_SWARM, BONE_LEGION } from '@/content/xueqi/decks';
import { EXAMPLE_POSITIONS } from '@/content/xueqi/positions';
import {
  expectCardsConserved,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
} from '../../support/property';
import { PLAIN_DECK } from './helpers';
import { exampleSetup } from './position-helpers';

describe('replay, seek, views, pins and duel scripts from a position', () => {
  it('random legal play from each example: replay equals live, seek works, cards conserved, views leak nothing', () => {
    EXAMPLE_POSITIONS.forEach((_, i) => {
      for (const seed of [3, 4]) {
        const m = randomMatch(xueqi, exampleSetup(i, seed), {
          seed,
          maxSteps: 150,
          keepStates: true,
          onStep: (st) => {
            expectCardsConserved(xueqi, st);
            if (st.seq % 10 === 1) expectViewsLeakNothing(xueqi, st, seed);
          },
        });
        expectReplayEqualsLive(xueqi, m, seed);
        const cps = buildCheckpoints(xueqi, m.events, 8);
        expect(seek(xueqi, m.events, 0, cps)).toEqual(m.states[0]);
      }
    });
  });

  it('the opponent’s view hides the hand and both decks; the field and graveyards are public', () => {
    const s = createMatchOrThrow<XueqiState>(xueqi, exampleSetup(0));
    const v = view<XueqiBoardView>(xueqi, s, 'p2').board;
    expect(v.seats.p1.hand).toBeNull();
    expect(v.seats.p1.handCount).toBe(2);
    expect(v.seats.p2.hand).toHaveLength(4);
    expect(JSON.stringify(v)).not.toContain(s.game.players.p1.hand[0] + '"');
    expect(v.seats.p1.creatureSlots.map((c) => c.cardId)).toEqual(['kuang-zhanshi', 'xue-jianke', 'ye-ya']);
    expect(v.firstPlayerReveal.byAuthor).toBe(true);
    expectViewsLeakNothing(xueqi, s, 5);
  });

  it('a fate.pin on the next draw works from a position; a card all placed out of the deck cannot be pinned', () => {
    const setup = exampleSetup(0);
    const events: EngineEvent[] = [matchCreatedEvent(xueqi, setup)];
    let s = createMatchOrThrow<XueqiState>(xueqi, setup);
    const pin: Action = {
      type: 'fate.pin',
      actor: 'author',
      payload: { kind: 'draw', seat: 'p1', cardId: 'xueqi-zhizhu' },
    };
    let r = applyAction<XueqiState>(xueqi, s, pin);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    events.push(...r.events);
    s = r.state;
    r = applyAction<XueqiState>(xueqi, s, { type: 'draw.normal', actor: 'p1', payload: {} });
    if (!r.ok) throw new Error(r.error.code);
    events.push(...r.events);
    expect(r.state.cards[r.state.game.players.p1.hand.at(-1)!].cardId).toBe('xueqi-zhizhu');
    expect(replay(xueqi, events)).toEqual(r.state);
    const none = applyAction<XueqiState>(xueqi, s, {
      type: 'fate.pin',
      actor: 'author',
      payload: { kind: 'draw', seat: 'p1', cardId: 'kuang-zhanshi' },
    });
    expect(none.ok ? null : none.error.code).toBe('ERR_PIN_NOT_IN_DECK');
  });

  it('a duel script with a position line plays and round-trips to identical events', () => {
    const position = JSON.stringify(EXAMPLE_POSITIONS[0].position);
    const text = [
      'game: xueqi',
      'title: 差十点的血剑',
      'p1 name: 林焰',
      'p2 name: 苏冥',
      'seed: 11',
      'first: p1',
      `position: ${position}`,
      `p1 deck: ${BAT_SWARM.cards.join(', ')}`,
      `p2 deck: ${BONE_LEGION.cards.join(', ')}`,
      '> [narration] 血月之下，最后一回合。',
      'author: fate.pin draw p1 zhanhou-yushi',
      'p1: draw.normal',
      'p1: battle.declare',
      '',
    ].join('\n');
    const opts = { games: { xueqi }, cardIds: () => undefined };
    const first = checkDuelScript(text, opts);
    expect(first.file.setup.position).toEqual(EXAMPLE_POSITIONS[0].position);
    const final = first.played.final as XueqiState;
    expect(final.phase).toBe('playing.battle');
    expect(final.game.turnNumber).toBe(11);
    const out = serializeDuelScript(
      duelFileFromLine(xueqi, first.played.events, first.played.notes, '差十点的血剑'),
      {
        def: xueqi,
      },
    );
    expect(out).toContain(`position: ${position}`);
    const again = checkDuelScript(out, opts);
    expect(JSON.stringify(again.played.events)).toBe(JSON.stringify(first.played.events));
    expect(again.played.notes).toEqual(first.played.notes);
  });

  it('a refused position in a duel script is a script error naming the position line', () => {
    const text = [
      'game: xueqi',
      'p1 name: A',
      'p2 name: B',
      `position: {"turn":3,"active":"p1","p1":{"lp":0}}`,
      `p1 deck: ${PLAIN_DECK.join(', ')}`,
      `p2 deck: ${PLAIN_DECK.join(', ')}`,
    ].join('\n');
    let caught: unknown;
    try {
      checkDuelScript(text, { games: { xueqi }, cardIds: () => undefined });
    } catch (e) {
      caught = e;
    }
    expect((caught as RuleError).code).toBe('ERR_BAD_POSITION');
    expect((caught as RuleError).text.zh).toMatch(/^第 4 行：/);
  });
});
