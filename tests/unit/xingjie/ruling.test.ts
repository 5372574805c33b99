/** Author rulings and fate pins on 星阶 states; R26 concession. */
import { describe, expect, it } from 'vitest';
import { applyAction } from '@/machines/engine';
import { act, def, newMatch, passTo, place, toHand, vanilla } from './helpers';

const ruling = (change: object) => ({
  type: 'author.ruling',
  actor: 'author' as const,
  payload: { change, reason: '剧情需要' },
});

describe('author rulings', () => {
  it('move a card anywhere, set HP, set damage (destroying at 0 HP), set durability', () => {
    let s = passTo(newMatch(), 'turn.action');
    const c = toHand(s, 'p1', 'meng-tian');
    let r = applyAction(def, s, ruling({ op: 'move', card: c, to: 'front', position: 'defense' }));
    if (!r.ok) throw new Error(r.error.code);
    s = r.state as typeof s;
    expect(s.game.players.p1.front[0]).toMatchObject({ id: c, position: 'defense' });
    expect(s.game.players.p1.hand).toEqual([]);
    r = applyAction(def, s, ruling({ op: 'setDamage', seat: 'p1', slot: 0, value: 6 }));
    if (!r.ok) throw new Error(r.error.code);
    expect((r.state as typeof s).game.players.p1.front[0]).toBeNull();
    expect((r.state as typeof s).game.players.p1.graveyard).toEqual([c]);
    r = applyAction(def, s, ruling({ op: 'setHp', seat: 'p2', value: 0 }));
    expect(r.ok && r.state.result).toMatchObject({ winner: 'p1', reason: 'hpZero' });
    expect(r.ok && r.state.phase).toBe('over');
    const w = toHand(s, 'p1', 'sky-piercer');
    s = act(s, 'equip.person', 'p1', { card: w });
    r = applyAction(def, s, ruling({ op: 'setDurability', card: w, value: 0 }));
    expect(r.ok && (r.state as typeof s).game.players.p1.personEquips).toEqual([]);
  });
  it('bad rulings are refused', () => {
    const s = newMatch();
    place(s, 'p1', vanilla(2, 2, 2), 0);
    expect(applyAction(def, s, ruling({ op: 'setDamage', seat: 'p2', slot: 0, value: 1 }))).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_CHARACTER' },
    });
    expect(applyAction(def, s, ruling({ op: 'move', card: 'nope', to: 'hand' }))).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_CARD' },
    });
    expect(def.ruling.describe(s, { op: 'setHp', seat: 'p1', value: 3 })).toEqual({
      zh: '甲的人物血量设为3',
      en: "甲's avatar HP set to 3",
    });
  });
});

describe('fate pins and concession', () => {
  it('a draw pin decides the draw-phase draw', () => {
    let s = newMatch({ p2: ['farmer', 'footman', 'li-bai'] });
    const r = applyAction(def, s, {
      type: 'fate.pin',
      actor: 'author',
      payload: { kind: 'draw', seat: 'p2', cardId: 'li-bai' },
    });
    if (!r.ok) throw new Error(r.error.code);
    s = passTo(r.state as typeof s, 'turn.end.window');
    s = passTo(s, 'turn.action', 20);
    expect(s.game.players.p2.hand.map((id) => s.cards[id].cardId)).toEqual(['li-bai']);
  });
  it('either player may concede at any time (R26)', () => {
    const s = newMatch();
    const r = applyAction(def, s, { type: 'match.concede', actor: 'p2', payload: {} });
    expect(r.ok && r.state.result).toMatchObject({ winner: 'p1', reason: 'concede' });
  });
});
