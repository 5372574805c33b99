/**
 * W52: every card in a soul yard, discard pile or banished zone keeps how it got there and the round, reached by
 * play (a battle, an author ruling, the demo duels' strategies, events, tapped souls and effects), given by a
 * position (the scene property tests check that described positions give it back exactly), carried by every view and worded by the game (`graveHowWords`).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyAction, playDuelFile, replaySteps } from '@/machines/engine';
import type { Action } from '@/machines/engine';
import { PILE_HOWS } from '@/machines/wuhunzhi/rules/provenance';
import type { PileHow, WuhunzhiState } from '@/machines/wuhunzhi/state';
import { loadDemo } from '@/scripts/demos';
import { battle } from './battle-helpers';
import { def, place } from './helpers';
import { boardView, cid, fromPosition, refusal } from './position-helpers';

function apply(s: WuhunzhiState, action: Action): WuhunzhiState {
  const r = applyAction(def, s, action);
  if (!r.ok) throw r.error;
  return r.state as WuhunzhiState;
}

/** Every how code reached while replaying a demo duel. */
function howsIn(file: string): Set<PileHow> {
  const path = fileURLToPath(new URL(`../../../content/wuhunzhi/demos/${file}`, import.meta.url));
  const played = playDuelFile(def, loadDemo(path));
  const seen = new Set<PileHow>();
  for (const s of replaySteps<WuhunzhiState>(def, played.events))
    for (const h of Object.values(s.game.pileHow)) seen.add(h.how);
  return seen;
}

describe('wuhunzhi pile provenance (W52)', () => {
  it('battle: a soul defeated in battle reaches the soul yard at the end phase as fallen in battle', () => {
    let d = '';
    const s = battle({ p1: ['s-pangjuan'] }, (x) => {
      place(x, 'p1', 1, 's-pangjuan');
      d = place(x, 'p2', 5, 's-zhuanzhu');
    });
    const round = s.game.round;
    const declared = apply(s, {
      type: 'battle.declare',
      actor: 'p1',
      payload: { target: { kind: 'card', cell: 5 } },
    });
    const after = apply(declared, { type: 'battle.excess', actor: 'p1', payload: { altar: 2 } });
    expect(after.game.boards.p2.soulYard).toContain(d);
    expect(after.game.pileHow[d]).toEqual({ how: 'battle', turn: round });
    const entry = boardView(after, 'p1').seats.p2.soulYard.find((c) => c.id === d);
    expect(entry).toMatchObject({ how: 'battle', turn: round });
  });

  it('ruling: a card an author moves to a pile; leaving the pile drops the entry', () => {
    let d = '';
    const s = battle({ p1: ['s-pangjuan'] }, (x) => {
      place(x, 'p1', 1, 's-pangjuan');
      d = place(x, 'p2', 5, 's-zhuanzhu');
    });
    const ruling = (to: string): Action => ({
      type: 'author.ruling',
      actor: 'author',
      payload: { change: { op: 'move', card: d, to }, reason: '测试' },
    });
    const moved = apply(s, ruling('banished'));
    expect(moved.game.pileHow[d]).toEqual({ how: 'ruling', turn: s.game.round });
    const back = apply(moved, ruling('hand'));
    expect(back.game.pileHow[d]).toBeUndefined();
  });

  it('spent, resolved, tapped, effect and battle are reached in the demo duel; expired and recovered in 孤城背水', () => {
    const demo = howsIn('jixia-vs-hulang.duel');
    for (const h of ['battle', 'spent', 'resolved', 'tapped', 'effect'] as const) expect(demo).toContain(h);
    const citadel = howsIn('last-citadel.duel');
    for (const h of ['expired', 'recovered'] as const) expect(citadel).toContain(h);
  });

  it('a position gives how and the round; defaults are other, the round before', () => {
    const position = {
      round: 3,
      p1: {
        soulYard: [{ card: 's-modi', tapped: true, how: 'battle', turn: 2 }, 's-gongshuban'],
        discardPile: [
          { card: 'e-jixia', how: 'expired' },
          { card: 't-huogong', how: 'trap', turn: 1 },
        ],
        deck: ['s-xuxing'],
        altars: ['a-kunlun'],
      },
      p2: { deck: ['s-zhuanzhu'], altars: ['a-taishan'] },
    };
    const s = fromPosition(position);
    const p1 = boardView(s, 'p2').seats.p1;
    expect(p1.soulYard.map((c) => [cid(s, c.id), c.how, c.turn])).toEqual([
      ['s-modi', 'battle', 2],
      ['s-gongshuban', 'other', 2],
    ]);
    expect(p1.discardPile.map((c) => [c.how, c.turn])).toEqual([
      ['expired', 2],
      ['trap', 1],
    ]);
  });

  it('a position refuses a round still to come, naming the field', () => {
    const r = refusal({
      round: 2,
      p1: { discardPile: [{ card: 'e-jixia', turn: 3 }], deck: ['s-xuxing'], altars: ['a-kunlun'] },
      p2: { deck: ['s-zhuanzhu'], altars: ['a-taishan'] },
    });
    expect(r.code).toBe('ERR_BAD_POSITION');
    expect(r.en).toContain('p1.discardPile.0');
    expect(r.zh).toContain('第 2 回合');
  });

  it('every how code has words, Chinese first', () => {
    for (const h of PILE_HOWS) {
      const w = def.graveHowWords?.[h];
      expect(w?.zh, h).toMatch(/[\u4e00-\u9fff]/);
      expect(w?.en, h).toBeTruthy();
    }
  });
});
