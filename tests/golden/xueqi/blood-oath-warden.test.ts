/**
 * Golden: the custom-card demo content/xueqi/demos/blood-oath-warden.duel (issue 12 acceptance): three cards of
 * the author's own declared in the script's header — the Warden's lpChanged trigger, Severed Fate's setLife and the
 * Blade's setAtk, vocabulary no starter card uses — recorded in full in match.created; the line's final state and
 * narration pinned; the script exports and reads back byte-identical. Regenerate deliberately with
 * UPDATE_GOLDEN=1 after reading the diff.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playDuelFile, replay } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import {
  checkDuelScript,
  parseDuelScript,
  serializeDuelScript,
  ScriptError,
} from '@/machines/engine/duel-script';
import { GAMES } from '@/machines/registry';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import { loadDemo } from '@/scripts/demos';
import { turnCheckpointsAndNarration } from '../../support/golden';

const demoPath = fileURLToPath(
  new URL('../../../content/xueqi/demos/blood-oath-warden.duel', import.meta.url),
);
const goldenPath = fileURLToPath(new URL('./blood-oath-warden.golden.json', import.meta.url));

describe('xueqi golden: the custom-card demo 血誓守望者 (blood-oath-warden)', () => {
  const played = playDuelFile(xueqi, loadDemo(demoPath));
  const final = played.final as XueqiState;
  const now = JSON.parse(
    JSON.stringify({ final, narration: turnCheckpointsAndNarration(xueqi, played.events).narration }),
  );
  if (process.env.UPDATE_GOLDEN) writeFileSync(goldenPath, `${JSON.stringify(now, null, 1)}\n`);

  it('records the three custom cards in match.created and plays them: the Warden heals twice, the Blade wins', () => {
    const setup = played.events[0].payload as MatchSetup;
    expect((setup.cards as Array<{ id: string }>).map((c) => c.id)).toEqual([
      'c-shouwang',
      'c-duanming',
      'c-nixue',
    ]);
    expect(final.result).toMatchObject({ winner: 'p1', reason: 'lpZero' });
    expect(final.game.players.p1.lp).toBe(200 - 10 - 10 + 10);
    expect(final.game.players.p2.lp).toBe(120 + 30 + 30 - 300);
    expect(replay(xueqi, played.events)).toEqual(final);
  });

  it('exports and reads back byte-identical; a bad card is refused at its own line', () => {
    const text = readFileSync(demoPath, 'utf8');
    const opts = { games: GAMES };
    const checked = checkDuelScript(text, opts);
    const out = serializeDuelScript({
      ...checked.file,
      steps: played.events.slice(1).map((e) => ({ action: e })),
    });
    expect(out.match(/^card json: /gm)).toHaveLength(3);
    expect(serializeDuelScript(parseDuelScript(out, opts).file)).toBe(out);
    const line = text.split('\n').findIndex((l) => l.includes('"id":"c-duanming"')) + 1;
    const bad = text.replace('"op":"setLife"', '"op":"wither"');
    let err: ScriptError | null = null;
    try {
      checkDuelScript(bad, opts);
    } catch (e) {
      if (e instanceof ScriptError) err = e;
      else throw e;
    }
    expect(err?.code).toBe('ERR_BAD_CARD');
    expect(err?.details.line).toBe(line);
    expect(err?.text.zh).toContain('「c-duanming」');
  });

  it('is pinned', () => {
    expect(existsSync(goldenPath)).toBe(true);
    expect(now).toEqual(JSON.parse(readFileSync(goldenPath, 'utf8')));
  });
});
