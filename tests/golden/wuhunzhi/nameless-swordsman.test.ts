/**
 * Golden: the custom-card demo content/wuhunzhi/demos/nameless-swordsman.duel (issue 12 acceptance): two cards of
 * the author's own, declared in the script's header, recorded in full in match.created, and the line's final state
 * and narration pinned. Regenerate deliberately with UPDATE_GOLDEN=1 after reading the diff.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playDuelFile, replay } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import { wuhunzhi } from '@/machines/wuhunzhi';
import { loadDemo } from '@/scripts/demos';
import { turnCheckpointsAndNarration } from '../../support/golden';

const demoPath = fileURLToPath(
  new URL('../../../content/wuhunzhi/demos/nameless-swordsman.duel', import.meta.url),
);
const goldenPath = fileURLToPath(new URL('./nameless-swordsman.golden.json', import.meta.url));

describe('wuhunzhi golden: the custom-card demo 无名剑侠 (nameless-swordsman)', () => {
  const played = playDuelFile(wuhunzhi, loadDemo(demoPath));
  const now = JSON.parse(
    JSON.stringify({
      final: played.final,
      narration: turnCheckpointsAndNarration(wuhunzhi, played.events).narration,
    }),
  );
  if (process.env.UPDATE_GOLDEN) writeFileSync(goldenPath, `${JSON.stringify(now, null, 1)}\n`);

  it('records both custom cards in match.created and plays them: the guard’s onTargeted never fires', () => {
    const setup = played.events[0].payload as MatchSetup;
    expect((setup.cards as Array<{ id: string }>).map((c) => c.id)).toEqual(['c-jianxia', 'c-tiewei']);
    expect(played.final.result).toMatchObject({ winner: 'p1', reason: 'altarsDestroyed' });
    expect(replay(wuhunzhi, played.events)).toEqual(played.final);
  });

  it('is pinned', () => {
    expect(existsSync(goldenPath)).toBe(true);
    expect(now).toEqual(JSON.parse(readFileSync(goldenPath, 'utf8')));
  });
});
