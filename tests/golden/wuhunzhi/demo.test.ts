/**
 * Golden replay of the demo duel: its final state and the state at the start of every round are pinned in
 * jixia-vs-hulang.golden.json, so any rules change that alters an old match fails here. Regenerate deliberately
 * (after bumping the rules version when old matches change) with UPDATE_GOLDEN=1.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playDuelFile, replay, replaySteps, buildCheckpoints, seek } from '@/machines/engine';
import type { MatchState } from '@/machines/engine';
import { wuhunzhi } from '@/machines/wuhunzhi';
import { loadDemo } from '@/scripts/demos';
import { activeFormations } from '@/machines/wuhunzhi/effects/formations';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';

const demoPath = fileURLToPath(
  new URL('../../../content/wuhunzhi/demos/jixia-vs-hulang.duel', import.meta.url),
);
const goldenPath = fileURLToPath(new URL('./jixia-vs-hulang.golden.json', import.meta.url));

function roundCheckpoints(events: Parameters<typeof replaySteps>[1]): Record<string, MatchState> {
  const out: Record<string, MatchState> = {};
  let last = 0;
  for (const s of replaySteps<WuhunzhiState>(wuhunzhi, events)) {
    if (s.game.round !== last) {
      out[`round${s.game.round}`] = JSON.parse(JSON.stringify(s));
      last = s.game.round;
    }
  }
  return out;
}

describe('wuhunzhi golden: the demo duel', () => {
  const file = loadDemo(demoPath);
  const played = playDuelFile(wuhunzhi, file);
  const final = played.final as WuhunzhiState;

  it('plays through, lasts at least six rounds and ends in a win', () => {
    expect(final.result?.winner).toBeTruthy();
    expect(final.game.round).toBeGreaterThanOrEqual(6);
    expect(played.notes.length).toBeGreaterThan(5);
  });

  it('shows a formation, a counterattack, an excess-damage altar hit and an altar destruction', () => {
    const seen = new Set<string>();
    for (const s of replaySteps<WuhunzhiState>(wuhunzhi, played.events)) {
      if (activeFormations(s, 'p1').length || activeFormations(s, 'p2').length) seen.add('formation');
      for (const e of s.effects) {
        if (e.type === 'counterattack') seen.add('counter');
        if (e.type === 'altarDamage' && e.cause === 'excess') seen.add('excess');
        if (e.type === 'altarDestroyed') seen.add('destroyed');
      }
    }
    expect([...seen].sort()).toEqual(['counter', 'destroyed', 'excess', 'formation']);
  });

  it('matches the pinned final state and round checkpoints', () => {
    const golden = { final, checkpoints: roundCheckpoints(played.events) };
    if (process.env.UPDATE_GOLDEN || !existsSync(goldenPath)) {
      if (!process.env.UPDATE_GOLDEN)
        throw new Error(`golden file missing: run with UPDATE_GOLDEN=1 to create ${goldenPath}`);
      writeFileSync(goldenPath, JSON.stringify(golden) + '\n');
    }
    const pinned = JSON.parse(readFileSync(goldenPath, 'utf8'));
    expect(Object.keys(golden.checkpoints)).toEqual(Object.keys(pinned.checkpoints));
    for (const k of Object.keys(pinned.checkpoints))
      expect(golden.checkpoints[k], k).toEqual(pinned.checkpoints[k]);
    expect(golden.final).toEqual(pinned.final);
  });

  it('replay and seek through checkpoints agree with the played duel', () => {
    expect(replay(wuhunzhi, played.events)).toEqual(final);
    const cps = buildCheckpoints(wuhunzhi, played.events);
    for (const at of [1, 57, 200, played.events.length - 1])
      expect(seek(wuhunzhi, played.events, at, cps)).toEqual(seek(wuhunzhi, played.events, at));
  });
});
