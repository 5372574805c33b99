/**
 * Golden: the custom-card demo content/xingjie/demos/books-in-the-wall.duel (issue 12 acceptance): three cards of
 * the author's own, declared in the script's header, recorded in full in match.created, and the line's final state
 * and narration pinned. It plays the vocabulary no starter card used: damaged (伏生), cardActivated with
 * negateActivation (焚书令) and phaseEnd (壁中书). Regenerate deliberately with UPDATE_GOLDEN=1 after reading the diff.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playDuelFile, replay } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import type { XingjieState } from '@/machines/xingjie/state';
import { loadDemo } from '@/scripts/demos';
import { turnCheckpointsAndNarration } from '../../support/golden';

const demoPath = fileURLToPath(
  new URL('../../../content/xingjie/demos/books-in-the-wall.duel', import.meta.url),
);
const goldenPath = fileURLToPath(new URL('./books-in-the-wall.golden.json', import.meta.url));

describe('xingjie golden: the custom-card demo 壁中书 (books-in-the-wall)', () => {
  const played = playDuelFile(xingjie, loadDemo(demoPath));
  const now = JSON.parse(
    JSON.stringify({
      final: played.final,
      narration: turnCheckpointsAndNarration(xingjie, played.events).narration,
    }),
  );
  if (process.env.UPDATE_GOLDEN) writeFileSync(goldenPath, `${JSON.stringify(now, null, 1)}\n`);

  it('records the custom cards in match.created and plays damaged, negateActivation and phaseEnd', () => {
    const setup = played.events[0].payload as MatchSetup;
    expect((setup.cards as Array<{ id: string }>).map((c) => c.id)).toEqual([
      'c-fenshuling',
      'c-fusheng',
      'c-bizhongshu',
    ]);
    const final = played.final as XingjieState;
    const p2 = final.game.players.p2;
    // 伏生 survived 蒙恬's 10 damage in defense and drew; 破釜沉舟 burned unresolved; 壁中书 healed 3 at dusk.
    expect(p2.front[0]).toMatchObject({ damage: 10, mods: [] });
    expect(p2.graveyard.map((id) => final.cards[id].cardId)).toEqual(['burn-boats']);
    expect(p2.hp).toBe(33);
    expect(final.turn).toBe(9);
    expect(replay(xingjie, played.events)).toEqual(played.final);
  });

  it('is pinned', () => {
    expect(existsSync(goldenPath)).toBe(true);
    expect(now).toEqual(JSON.parse(readFileSync(goldenPath, 'utf8')));
  });
});
