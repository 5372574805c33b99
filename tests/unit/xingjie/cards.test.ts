/**
 * One test per card (the Fireplace habit): on a busy board, every card can be played the way its type allows,
 * every legal way of playing it is accepted, and it does something (its effect changes the state).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '@/machines/engine';
import type { Action } from '@/machines/engine';
import { CARDS as RAW } from '@/content/xingjie/cards';
import type { XingjieState } from '@/machines/xingjie/state';
import { act, def, newMatch, nextTurnAction, passTo, place, setCard, toHand, instance } from './helpers';

/** Turn 3, p1's action phase; both sides have characters, graveyards, a weapon; p1 has cards in hand and deck. */
function board(): XingjieState {
  let s = newMatch({
    rank: 20,
    p1: ['farmer', 'merchant', 'meng-tian', 'qin-crossbowman', 'jing-ke', 'fair-trade', 'footman', 'cavalry'],
    p2: ['farmer', 'footman', 'archer', 'cavalry'],
    config: { maxCopiesTopRarity: 60 },
  });
  s = nextTurnAction(nextTurnAction(passTo(s, 'turn.action')));
  expect(s.turn).toBe(3);
  place(s, 'p1', 'meng-tian', 0, 'attack');
  place(s, 'p1', 'chen-sheng', 1, 'attack');
  place(s, 'p1', 'wei-qing', 2, 'defense');
  place(s, 'p1', 'li-bai', 3, 'attack');
  place(s, 'p1', 'diao-chan', 4, 'attack');
  for (const ch of s.game.players.p1.front) if (ch) ch.damage = 1;
  place(s, 'p2', 'zhang-fei', 0, 'attack');
  place(s, 'p2', 'archer', 1, 'attack');
  place(s, 'p2', 'farmer', 2, 'faceDownDefense');
  setCard(s, 'p2', 'ambush', 0);
  for (const seat of ['p1', 'p2'] as const) {
    s.game.players[seat].graveyard.push(instance(s, seat, 'footman'), instance(s, seat, 'cavalry'));
    s.game.players[seat].hp = 200;
    s.game.players[seat].hand.push(instance(s, seat, 'farmer'), instance(s, seat, 'footman'));
  }
  s.game.players.p1.personEquips.push({ id: instance(s, 'p1', 'taie-sword'), durabilityLeft: 3 });
  return s;
}

/** Apply an action; answer any pending choice with its first option. */
function resolve(s: XingjieState, a: Action): XingjieState {
  let t = act(s, a.type, a.actor as 'p1' | 'p2', a.payload as object);
  for (let i = 0; i < 5 && t.game.pendingChoice; i++) {
    const pick = legalActions(def, t, t.game.pendingChoice.seat).find((x) => x.type === 'choice.pick')!;
    t = act(t, pick.type, pick.actor as 'p1' | 'p2', pick.payload as object);
  }
  return t;
}

const strip = (s: XingjieState) =>
  JSON.stringify({
    ...s,
    seq: 0,
    effects: [],
    active: null,
    game: { ...s.game, priority: null, effectUses: {} },
  });

describe('every starter card can be played and does something', () => {
  for (const card of RAW) {
    it(`${card.name.zh} (${card.id})`, () => {
      const s = board();
      const id = toHand(s, 'p1', card.id);
      const mine = (a: Action) => JSON.stringify(a.payload).includes(`"${id}"`);
      let plays = legalActions(def, s, 'p1').filter(mine);
      if (
        card.type === 'trap' ||
        (card.type === 'magic' &&
          card.magicKind !== 'field' &&
          !plays.some((a) => a.type === 'magic.activate'))
      ) {
        // Traps (and magic whose condition needs the opponent's turn) are set now and flipped in a later window.
        expect(plays.map((a) => a.type)).toContain('backrow.set');
        let t = act(s, 'backrow.set', 'p1', { card: id });
        const slot = t.game.players.p1.back.findIndex((b) => b?.id === id);
        t = nextTurnAction(t); // p2's turn 4
        // p2 attacks so that onAttackDeclared cards have their window.
        t = passTo(t, 'turn.battle.idle', 20);
        const atk = legalActions(def, t, 'p2').find((a) => a.type === 'battle.attack');
        if (atk) t = act(t, atk.type, 'p2', atk.payload as object);
        plays = legalActions(def, t, 'p1').filter(
          (a) => a.type === 'set.activate' && (a.payload as any).slot === slot,
        );
        expect(plays.length, 'the set card can be activated').toBeGreaterThan(0);
        for (const a of plays) {
          const after = resolve(t, a);
          expect(strip(after)).not.toBe(strip(t));
        }
        return;
      }
      if (card.type === 'character') {
        expect(plays.some((a) => a.type === 'summon.normal')).toBe(true);
        for (const a of plays) resolve(s, a);
        const active = (card.effects ?? [])
          .map((e, i) => [e, i] as const)
          .filter(([e]) => e.kind === 'activated');
        if (!active.length) return;
        const t = board();
        const slot = t.game.players.p1.front.indexOf(null);
        place(t, 'p1', card.id, slot, 'attack').damage = 1; // so that a heal has something to heal
        for (const [eff, i] of active) {
          let u = t;
          if (eff.condition && JSON.stringify(eff.condition).includes('attackTargetsMe')) {
            u = passTo(nextTurnAction(u), 'turn.battle.idle', 20);
            const atk = legalActions(def, u, 'p2').find((a) => a.type === 'battle.attack')!;
            u = act(u, atk.type, 'p2', atk.payload as object);
          }
          const ways = legalActions(def, u, 'p1').filter(
            (a) =>
              a.type === 'effect.activate' &&
              (a.payload as any).effect === i &&
              (a.payload as any).source.slot === slot,
          );
          expect(ways.length, `effect ${i} can be activated`).toBeGreaterThan(0);
          for (const a of ways) expect(strip(resolve(u, a))).not.toBe(strip(u));
        }
        return;
      }
      expect(plays.length, 'it can be played from hand').toBeGreaterThan(0);
      for (const a of plays.filter((a) => a.type !== 'backrow.set')) {
        const after = resolve(s, a);
        expect(after.game.players.p1.hand).not.toContain(id);
        expect(strip(after)).not.toBe(strip(s));
      }
    });
  }
});
