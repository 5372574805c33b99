/**
 * 武魂志 starting positions: instances and the deck (W25, unnamed cards form the deck), and replay, seek, views, pins
 * and duel scripts from a position.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, matchCreatedEvent, replay, seek } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import {
  checkDuelScript,
  duelFileFromLine,
  parseDuelScript,
  serializeDuelScript,
} from '@/machines/engine/duel-script';
import { GAMES } from '@/machines/registry';
import { CATALOG } from '@/machines/wuhunzhi/catalog';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { DECK_HULANG, DECK_JIXIA } from '@/content/wuhunzhi/decks';
import { EXAMPLE_POSITIONS } from '@/content/wuhunzhi/positions';
import {
  expectCardsConserved,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
} from '../../support/property';
import { act, def } from './helpers';
import { DECKS, cid, example, fromPosition, withPosition } from './position-helpers';

describe('instances and the deck (W25)', () => {
  it('a named card takes the first unused instance of that card in the deck list (the normal id scheme)', () => {
    const s = fromPosition(
      { round: 2, p1: { hand: ['s-modi', 's-huishi'], soulYard: ['s-modi'] } },
      { stacked: ['p1'] },
    );
    const b = s.game.boards.p1;
    const first = (card: string) => DECK_JIXIA.mainDeck.indexOf(card);
    expect(b.hand.slice(0, 2)).toEqual([`p1-m${first('s-modi')}`, `p1-m${first('s-huishi')}`]);
    expect(b.soulYard).toEqual([`p1-m${first('s-modi') + 1}`]);
    for (const id of Object.keys(s.cards)) {
      const [seat, rest] = id.split('-');
      const list = DECKS[seat as Seat];
      const k = Number(rest.slice(1));
      const expected =
        rest[0] === 'm' ? list.mainDeck[k] : rest[0] === 'a' ? list.altars[k] : list.generals[k];
      expect(s.cards[id]).toEqual({ cardId: expected, owner: seat });
    }
    expect(Object.keys(s.cards)).toHaveLength(2 * (50 + 5 + 2));
  });

  it('stacked: the unnamed cards keep deck-list order, top first', () => {
    const s = fromPosition(
      { round: 3, p1: { hand: ['s-modi', 's-modi', 's-huishi', 't-fubing', 'e-hezong'] } },
      { stacked: ['p1'] },
    );
    const used = new Set(s.game.boards.p1.hand);
    const expected = DECK_JIXIA.mainDeck.map((_, i) => `p1-m${i}`).filter((id) => !used.has(id));
    expect(s.game.boards.p1.deck).toEqual(expected); // hand of 5: no draw happened yet
  });

  it('not stacked: the same cards, shuffled by the seed (same seed, same order; other seed, other order)', () => {
    const pos = { round: 3, p1: { hand: ['s-modi', 's-modi', 's-huishi', 't-fubing', 'e-hezong'] } };
    const a = fromPosition(pos, {}, 11).game.boards.p1.deck;
    const again = fromPosition(pos, {}, 11).game.boards.p1.deck;
    const other = fromPosition(pos, {}, 12).game.boards.p1.deck;
    const stacked = fromPosition(pos, { stacked: ['p1'] }, 11).game.boards.p1.deck;
    expect(a).toEqual(again);
    expect(a).not.toEqual(other);
    expect(a).not.toEqual(stacked);
    expect([...a].sort()).toEqual([...stacked].sort());
    expect([...other].sort()).toEqual([...stacked].sort());
  });

  it('cards are conserved: every instance in exactly one zone, before and during play', () => {
    const setup = withPosition(example('last-citadel').position);
    const m = randomMatch(def, setup, {
      seed: 3,
      maxSteps: 250,
      onStep: (st) => expectCardsConserved(def, st),
    });
    expect(m.steps).toBeGreaterThan(0);
  });
});

describe('replay, seek, views, pins and duel scripts from a position', () => {
  it('replay of the events equals live play; seek lands on the same states', () => {
    for (const [i, ex] of EXAMPLE_POSITIONS.entries()) {
      const setup = withPosition(ex.position, {}, 21 + i);
      const m = randomMatch(def, setup, { seed: 7 + i, maxSteps: 300, keepStates: true });
      expect(m.events[0]).toEqual(matchCreatedEvent(def, setup));
      expectReplayEqualsLive(def, m, 5 + i);
      expect(seek(def, m.events, 0)).toEqual(m.states[0]);
      expect(replay(def, m.events.slice(0, 1))).toEqual(m.states[0]);
      for (const st of m.states.filter((_, k) => k % 15 === 0)) expectViewsLeakNothing(def, st, st.seq);
    }
  });

  it('a fate.pin fixes the next draw from a position; a card the position placed cannot be pinned', () => {
    const s = fromPosition({
      round: 3,
      p2: { hand: ['s-jingke', 's-jingke', 's-zhuanzhu'], soulYard: ['s-yueyi'] },
    });
    const pin = (cardId: string) =>
      applyAction(def, s, {
        type: 'fate.pin',
        actor: 'author',
        payload: { kind: 'draw', seat: 'p2', cardId },
      });
    const refused = pin('s-yueyi');
    expect(refused.ok ? null : refused.error.code).toBe('ERR_PIN_NOT_IN_DECK');
    const r = pin('s-wangjian');
    if (!r.ok) throw new Error(r.error.code);
    const t = act(r.state as WuhunzhiState, 'p1', 'construction.revealAltar', { altar: 1 });
    const drawn = t.game.boards.p2.hand.slice(3);
    expect(drawn).toHaveLength(2);
    expect(cid(t, drawn[0])).toBe('s-wangjian');
  });

  it('a duel script with a position line plays, and exports back to the same events', () => {
    const position = example('last-citadel').position;
    const text = [
      'game: wuhunzhi',
      'p1 name: 孟尝',
      'p2 name: 黑伯',
      'seed: 4',
      'first: p1',
      `p1 deck generals: ${DECK_JIXIA.generals.join(', ')}`,
      `p1 deck altars: ${DECK_JIXIA.altars.join(', ')}`,
      `p1 deck mainDeck: ${DECK_JIXIA.mainDeck.join(', ')}`,
      `p2 deck json: ${JSON.stringify(DECK_HULANG)}`,
      `position: ${JSON.stringify(position)}`,
      '> [narration] 第七回合，孤城背水。',
      'p1: construction.bindSoul card=p1-m0 altar=0',
      'author: fate.pin draw p2 s-yueyi',
    ].join('\n');
    const opts = {
      games: GAMES,
      cardIds: (g: string) => (g === 'wuhunzhi' ? Object.keys(CATALOG) : undefined),
    };
    expect(parseDuelScript(text, opts).file.setup.position).toEqual(position);
    const played = checkDuelScript(text, opts).played;
    expect(played.events.map((e) => e.type)).toEqual(['match.created', 'construction.bindSoul', 'fate.pin']);
    const out = serializeDuelScript(duelFileFromLine(def, played.events, played.notes, '孤城背水'), { def });
    expect(out).toContain(`position: ${JSON.stringify(position)}`);
    const back = checkDuelScript(out, opts).played;
    expect(JSON.stringify(back.events)).toBe(JSON.stringify(played.events));
    expect(back.notes).toEqual(played.notes);
  });

  it('random play from a position exports to a script that imports back to identical events', () => {
    const setup = withPosition(example('second-round-ambush').position, {}, 33);
    const m = randomMatch(def, setup, { seed: 2, maxSteps: 200 });
    const text = serializeDuelScript(duelFileFromLine(def, m.events, [], 'ambush'), { def });
    const back = checkDuelScript(text, { games: GAMES });
    expect(JSON.stringify(back.played.events)).toBe(JSON.stringify(m.events));
  });
});
