/**
 * Golden: the mid-phase scenes of content/wuhunzhi/positions.ts (issue 13.5). Each scene starts inside a round with
 * only the cards its story needs; the golden pins where it stands (phase, who acts, the omniscient board) and, for
 * every choice the acting player has, what follows (the narration in both languages, the typed consequences, the
 * result). Regenerate deliberately with UPDATE_GOLDEN=1 after reading the diff.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createMatchOrThrow,
  legalActions,
  narrateText,
  stepConsequences,
  view,
} from '@/machines/engine';
import type { MatchSetup, Seat } from '@/machines/engine';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { playDuelFile } from '@/machines/engine';
import { EXAMPLE_POSITIONS } from '@/content/wuhunzhi/positions';
import { loadDemo } from '@/scripts/demos';
import { turnCheckpointsAndNarration } from '../../support/golden';
import { def, setupFor } from '../../unit/wuhunzhi/helpers';

const goldenPath = fileURLToPath(new URL('./scenes.golden.json', import.meta.url));
const SCENES = EXAMPLE_POSITIONS.filter((e) => e.position.at);
/** A scene's setup as the new-match page sends it: the position and no deck list (its decks are exact, W41). */
const sceneSetup = (position: unknown): MatchSetup => {
  const { decks: _lists, ...setup } = setupFor(1, { position });
  return setup;
};

/** Cards a seat has in a scene (every zone but none of the deck-list leftovers: decks are exact). */
const cardsOf = (s: WuhunzhiState, seat: Seat) =>
  Object.keys(s.cards).filter((id) => s.cards[id].owner === seat);

function pin(id: string) {
  const e = SCENES.find((x) => x.id === id)!;
  const s = createMatchOrThrow<WuhunzhiState>(def, sceneSetup(e.position));
  const actor = s.active!;
  const choices = legalActions(def, s, actor)
    .filter((a) => a.type !== 'match.concede')
    .map((a) => {
      const r = applyAction(def, s, a);
      if (!r.ok) throw new Error(r.error.text.en);
      return {
        action: a,
        narration: narrateText(def, s, a, r.state),
        consequences: stepConsequences(def, s, a, r.state),
        phase: r.state.phase,
        result: r.state.result,
      };
    });
  return { phase: s.phase, active: actor, board: view(def, s, 'omniscient').board, choices };
}

describe('wuhunzhi golden: mid-phase scenes', () => {
  it('there are at least three scenes inside a round, each with 1–3 cards per side besides its altars', () => {
    expect(SCENES.length).toBeGreaterThanOrEqual(3);
    for (const e of SCENES) {
      const s = createMatchOrThrow<WuhunzhiState>(def, sceneSetup(e.position));
      expect(s.phase, e.id).not.toMatch(/preparation|setup/);
      for (const seat of ['p1', 'p2'] as Seat[]) {
        const altars = new Set(s.game.boards[seat].altars.map((a) => a.id));
        const n = cardsOf(s, seat).filter((id) => !altars.has(id)).length;
        expect(n, `${e.id} ${seat}`).toBeGreaterThanOrEqual(1);
        expect(n, `${e.id} ${seat}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('the fourth cell: the battle stands at cell 4, and striking the Beacon Tower wins at once', () => {
    const s = createMatchOrThrow<WuhunzhiState>(def, sceneSetup(SCENES[0].position));
    expect([s.phase, s.active, s.game.cursor]).toEqual([
      'match.round.battle.act.declare',
      'p1',
      { cell: 4, seat: 'p1' },
    ]);
    const r = applyAction(def, s, {
      type: 'battle.declare',
      actor: 'p1',
      payload: { target: { kind: 'altar', altar: 0 } },
    });
    expect(r.ok && r.state.result).toMatchObject({ winner: 'p1', reason: 'altarsDestroyed' });
  });

  const golden: Record<string, unknown> = existsSync(goldenPath)
    ? JSON.parse(readFileSync(goldenPath, 'utf8'))
    : {};
  const demo = loadDemo(
    fileURLToPath(new URL('../../../content/wuhunzhi/demos/fourth-cell.duel', import.meta.url)),
  );
  const played = playDuelFile(def, demo);
  const now: Record<string, unknown> = Object.fromEntries(SCENES.map((e) => [e.id, pin(e.id)]));
  now['fourth-cell.duel'] = {
    final: played.final,
    narration: turnCheckpointsAndNarration(def, played.events).narration,
  };
  if (process.env.UPDATE_GOLDEN) writeFileSync(goldenPath, `${JSON.stringify(now, null, 1)}\n`);

  it('the duel script demos/fourth-cell.duel starts from the scene at cell 4 and ends with the Beacon Tower', () => {
    expect((played.events[0].payload as MatchSetup).position).toEqual(SCENES[0].position);
    expect(played.final.result).toMatchObject({ winner: 'p1', reason: 'altarsDestroyed' });
  });

  it.each([...SCENES.map((e) => e.id), 'fourth-cell.duel'])('%s is pinned', (id) => {
    expect(JSON.parse(JSON.stringify(now[id]))).toEqual(golden[id]);
  });
});
