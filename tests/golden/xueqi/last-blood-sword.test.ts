/**
 * Golden replay of the puzzle demo 差十点的血剑 (content/xueqi/demos/last-blood-sword.duel, from the example
 * position of content/xueqi/positions.ts): its final state, a checkpoint at every turn start and the narration of
 * every step (zh and en) are pinned in last-blood-sword.golden.json, so any rules change that alters this match
 * fails here. Regenerate with `npx vitest run tests/golden/xueqi/last-blood-sword.test.ts -u`.
 */

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyAction, cloneState, playDuelFile, replay, replaySteps } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import { turnCheckpointsAndNarration } from '../../support/golden';
import { loadDemo } from '@/scripts/demos';
import type { XueqiState } from '@/machines/xueqi';

const file = loadDemo(
  fileURLToPath(new URL('../../../content/xueqi/demos/last-blood-sword.duel', import.meta.url)),
);

/** The id of the creature of `seat` showing `cardId` (the `nth` such), on the field. */
function fieldId(s: XueqiState, seat: Seat, cardId: string, nth = 0): string {
  const p = s.game.players[seat];
  return [...p.creatureSlots, ...p.extraCreatures].filter((c) => s.cards[c.id].cardId === cardId)[nth].id;
}

describe('golden: 差十点的血剑 puzzle demo', () => {
  const played = playDuelFile(xueqi, file);
  const final = played.final as XueqiState;
  const states = Array.from(replaySteps<XueqiState>(xueqi, played.events), (s) => cloneState(s));
  const effects = states.flatMap((s) => s.effects);

  it('starts from the example position and ends this very turn with a win by life', () => {
    expect(file.setup.position).toBeTruthy();
    expect(final.result).toMatchObject({ winner: 'p1', reason: 'lpZero' });
    expect(final.game.turnNumber).toBe(11);
    expect(final.game.players.p2.lp).toBe(-10);
    expect(replay(xueqi, played.events)).toEqual(final);
  });

  it('the obvious line from the same draw falls exactly 10 LP short', () => {
    // The state right after p1's draw, before the first main-phase action.
    let s = states.find((st) => st.phase === 'playing.main')!;
    const [berserker, swordsman, crow] = ['kuang-zhanshi', 'xue-jianke', 'ye-ya'].map((c) =>
      fieldId(s, 'p1', c),
    );
    const [bat1, bat2] = [fieldId(s, 'p1', 'xue-bianfu', 0), fieldId(s, 'p1', 'xue-bianfu', 1)];
    const [knight, rider, wisp] = ['xue-qishi', 'gulong-qi', 'gu-ling'].map((c) => fieldId(s, 'p2', c));
    const surge = s.game.players.p1.hand.find((id) => s.cards[id].cardId === 'xueqi-zengfu')!;
    const act = (type: string, payload: Record<string, unknown> = {}) => {
      const r = applyAction<XueqiState>(xueqi, s, { type, actor: 'p1', payload });
      if (!r.ok) throw new Error(`${type} refused: ${r.error.code}`);
      s = r.state;
    };
    const attack = (lead: string, target: string) => act('battle.attack', { lead, supporters: [], target });
    act('value.activate', { card: surge, targets: [crow] });
    act('battle.declare');
    attack(berserker, knight);
    act('effect.activate', { creature: berserker, effect: 0, targets: [] });
    attack(berserker, rider);
    attack(swordsman, wisp);
    for (const lead of [crow, bat1, bat2]) attack(lead, 'player');
    expect(s.result).toBeNull();
    expect(s.game.players.p2.lp).toBe(10);
  });

  it('shows what the puzzle must show: the crow-and-bat combo on the wisp, the surged swordsman, the bat’s last blow', () => {
    expect(
      effects.some(
        (e) =>
          e.type === 'attack' &&
          e.leadCard === 'ye-ya' &&
          (e.supporters as string[]).join() === 'xue-bianfu' &&
          e.targetCard === 'gu-ling' &&
          e.atk === 100 &&
          e.life === 90 &&
          !e.fizzled,
      ),
      'combo',
    ).toBe(true);
    expect(
      effects.some(
        (e) => e.type === 'attack' && e.leadCard === 'xue-jianke' && e.target === 'player' && e.atk === 250,
      ),
      'surged swordsman',
    ).toBe(true);
    const hits = effects.filter((e) => e.type === 'lp' && e.player === 'p2' && e.cause === 'battle');
    expect(hits.map((e) => e.delta)).toEqual([-250, -60]);
    expect(played.notes.length).toBeGreaterThanOrEqual(6);
  });

  it('matches the pinned final state, turn checkpoints and narration', async () => {
    const { checkpoints, narration } = turnCheckpointsAndNarration(xueqi, played.events);
    expect(checkpoints.map((c) => c.turn)).toEqual([11]);
    const golden = { final, checkpoints, narration };
    await expect(`${JSON.stringify(golden, null, 1)}\n`).toMatchFileSnapshot(
      './last-blood-sword.golden.json',
    );
  });
});
