/**
 * Golden: the 星阶 scenes of content/xingjie/positions.ts that start inside a turn. Each is created with no deck
 * list (each avatar's rank, each seat's deck given exactly) and pinned (the phase, who acts, the omniscient view,
 * every legal action) in a committed snapshot;
 * the first step of each story is played and its narration pinned too. Update with `npx vitest run
 * tests/golden/xingjie/scenes.test.ts -u` after reading the diff.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, narrate } from '@/machines/engine';
import type { Action } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import type { XingjieState } from '@/machines/xingjie/state';
import { EXAMPLE_POSITIONS } from '@/content/xingjie/positions';
import { fromExample } from '../../unit/xingjie/position-helpers';

const SCENES = EXAMPLE_POSITIONS.filter((x) => x.position.phase !== undefined);

/** The first step of each scene's story. */
const FIRST: Record<string, Action> = {
  'empty-fort-gambit': { type: 'set.activate', actor: 'p1', payload: { slot: 0 } },
  'han-xin-arrives': { type: 'priority.pass', actor: 'p2', payload: {} },
  'after-the-clash': { type: 'priority.pass', actor: 'p2', payload: {} },
};

const countCards = (x: (typeof SCENES)[number]) =>
  (['p1', 'p2'] as const).reduce((n, seat) => {
    const sp = x.position[seat] ?? {};
    return (
      n +
      (sp.front?.length ?? 0) +
      (sp.back?.length ?? 0) +
      (sp.hand?.length ?? 0) +
      (sp.graveyard?.length ?? 0) +
      (sp.banished?.length ?? 0) +
      (sp.personEquips?.length ?? 0) +
      (sp.field ? 1 : 0)
    );
  }, 0);

describe('golden: 星阶 scenes inside a turn (content/xingjie/positions.ts)', () => {
  it('there are at least three, each naming one to three cards besides its exact decks, with no deck list', () => {
    expect(SCENES.length).toBeGreaterThanOrEqual(3);
    for (const x of SCENES)
      expect([x.deck, x.ranks, x.position.p1?.deck, x.position.p2?.deck], x.id).toEqual([
        undefined,
        expect.anything(),
        expect.any(Array),
        expect.any(Array),
      ]);
    for (const x of SCENES) expect(countCards(x), x.id).toBeGreaterThanOrEqual(1);
    for (const x of SCENES) expect(countCards(x), x.id).toBeLessThanOrEqual(3);
  });

  it('the empty fort holds: 空城计 negates 关羽’s attack and p1 keeps 12 HP', () => {
    let s = fromExample('empty-fort-gambit');
    for (const a of [
      FIRST['empty-fort-gambit'],
      { type: 'priority.pass', actor: 'p2', payload: {} },
      { type: 'priority.pass', actor: 'p1', payload: {} },
    ]) {
      const r = applyAction<XingjieState>(xingjie, s, a as Action);
      if (!r.ok) throw new Error(r.error.text.en);
      s = r.state;
    }
    expect([s.phase, s.game.players.p1.hp, s.effects.some((e) => e.type === 'attackFizzled')]).toEqual([
      'turn.battle.idle',
      12,
      true,
    ]);
  });

  it('matches the pinned scenes and their first steps', async () => {
    const pinned = SCENES.map((x) => {
      const s = fromExample(x.id);
      const r = applyAction<XingjieState>(xingjie, s, FIRST[x.id]);
      if (!r.ok) throw new Error(`${x.id}: ${r.error.text.en}`);
      return {
        id: x.id,
        phase: s.phase,
        active: s.active,
        view: xingjie.view(s, 'omniscient'),
        legal: { p1: legalActions(xingjie, s, 'p1'), p2: legalActions(xingjie, s, 'p2') },
        first: FIRST[x.id],
        narration: narrate(xingjie, s, FIRST[x.id], r.state, 'zh-CN'),
        after: { phase: r.state.phase, active: r.state.active },
      };
    });
    await expect(`${JSON.stringify(pinned, null, 1)}\n`).toMatchFileSnapshot('./scenes.golden.json');
  });
});
