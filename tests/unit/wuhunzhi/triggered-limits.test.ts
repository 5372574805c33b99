/**
 * W55: a triggered effect's use `limit` binds it as it binds an activated effect — a 反击 written 每回合一次 answers
 * once a round. A spent limit keeps the trigger from firing at all (and from being queued for ordering); a use is
 * counted once the effect's condition holds. Matches written under schema version 1 replay as they were played
 * (limits on activated effects only), through the match.created upcaster.
 */
import { describe, expect, it } from 'vitest';
import {
  KERNEL_ACTIONS,
  createMatchOrThrow,
  legalActions,
  replay,
  type EngineEvent,
} from '@/machines/engine';
import type { WEffect } from '@/content/wuhunzhi/types';
import { describePosition } from '@/machines/wuhunzhi/describe-position';
import { triggerUsesLeft } from '@/machines/wuhunzhi/effects/resolve';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { act, def, setupFor } from './helpers';
import { customEvent, customSoul, withCards } from './custom-cards-helpers';

const draw = { op: 'draw', who: 'controller', n: 1 };
const echo = (limit: object | undefined, extra: object = {}) =>
  customSoul('c-echo', 900, [
    {
      kind: 'triggered',
      trigger: { on: 'onOpponentEffect' },
      ...(limit ? { limit } : {}),
      ops: [draw],
      ...extra,
    },
  ]);
const spark = customEvent('c-spark', [draw]);
const side = (p: object) => ({
  altars: ['a-kunlun', { card: 'a-taishan', faceUp: false }],
  general: null,
  ...p,
});

/** p1 in planning with the event in hand; p2's 反击 soul on cell 5, `used` times already this round. */
function planning(limit: object | undefined, used = 0, config: object = {}, extra: object = {}) {
  const card = used ? { card: 'c-echo', used: { '0': used } } : 'c-echo';
  return withCards(
    [echo(limit, extra), spark],
    {
      round: 3,
      first: 'p1',
      p1: side({ hand: ['c-spark'], deck: ['s-modi'] }),
      p2: side({ sandField: { '5': card }, deck: ['s-zhuanzhu', 's-jingke'] }),
      at: { phase: 'planning' },
    },
    config,
  );
}

function p1PlaysTheEvent(s: WuhunzhiState): WuhunzhiState {
  const play = legalActions(def, s, 'p1').find((a) => a.type === 'planning.activateEvent')!;
  return act(s, 'p1', 'planning.activateEvent', play.payload as object);
}

const echoId = (s: WuhunzhiState) => s.game.boards.p2.sandField[4]!;
const answered = (s: WuhunzhiState) =>
  s.effects.filter((e) => e.type === 'effect' && e.card === echoId(s)).length;

describe('W55: use limits bind triggered effects', () => {
  it('a 反击 with uses left answers and counts one use', () => {
    const s = p1PlaysTheEvent(planning({ per: 'round', count: 2 }));
    expect(answered(s)).toBe(1);
    expect(s.game.boards.p2.hand).toHaveLength(1);
    expect(s.game.effectUses.round).toEqual({ [`${echoId(s)}#0`]: 1 });
  });

  it('a 反击 whose uses this round are spent does not fire at all', () => {
    const s = p1PlaysTheEvent(planning({ per: 'round', count: 1 }, 1));
    expect(answered(s)).toBe(0);
    expect(s.effects.some((e) => e.type === 'effectFizzled')).toBe(false);
    expect(s.game.boards.p2.hand).toHaveLength(0);
  });

  it('a per-match limit is not reset by the round', () => {
    const s = p1PlaysTheEvent(planning({ per: 'match', count: 1 }, 1));
    expect(s.game.boards.p2.hand).toHaveLength(0);
  });

  it('a use is counted only when the condition holds (a fizzle spends nothing)', () => {
    const s = p1PlaysTheEvent(
      planning({ per: 'round', count: 1 }, 0, {}, { condition: { is: 'selfHasAttackedThisBattle' } }),
    );
    expect(s.effects.some((e) => e.type === 'effectFizzled' && e.card === echoId(s))).toBe(true);
    expect(s.game.effectUses.round).toEqual({});
  });

  it('a scene started from that moment keeps the spent use, and the 反击 stays silent there', () => {
    const s = p1PlaysTheEvent(planning({ per: 'round', count: 1 }));
    const position = describePosition(s) as { p2: { sandField: Record<string, { used?: object }> } };
    expect(position.p2.sandField['5'].used).toEqual({ '0': 1 });
    const scene = createMatchOrThrow<WuhunzhiState>(def, {
      ...setupFor(2, { decks: undefined }),
      cards: Object.values(s.customCards ?? {}),
      position: JSON.parse(JSON.stringify(position)),
    });
    expect(Object.values(scene.game.effectUses.round)).toEqual([1]);
    const skill = (scene.customCards!['c-echo'] as { skills: WEffect[] }).skills[0];
    expect(triggerUsesLeft(scene, echoId(scene), skill, 0)).toBe(false);
  });

  it('an effect without a limit answers every time, and counts nothing', () => {
    const s = p1PlaysTheEvent(planning(undefined));
    expect(s.game.boards.p2.hand).toHaveLength(1);
    expect(s.game.effectUses.round).toEqual({});
  });

  it('a simultaneous trigger whose uses are spent is not queued, so there is nothing to order', () => {
    const rally = (id: string) =>
      customSoul(id, 900, [
        {
          kind: 'triggered',
          trigger: { on: 'onBattleStart' },
          limit: { per: 'match', count: 1 },
          ops: [draw],
        },
      ]);
    const start = (used: number) => {
      const s = withCards([rally('c-rally-a'), rally('c-rally-b')], {
        round: 3,
        first: 'p1',
        p1: side({
          sandField: {
            '4': 'c-rally-a',
            '5': used ? { card: 'c-rally-b', used: { '0': used } } : 'c-rally-b',
          },
          deck: ['s-modi', 's-huishi'],
        }),
        p2: side({ sandField: { '5': 's-jingke' }, deck: [] }),
        at: { phase: 'summoning' },
      });
      // Everyone passes until the battle begins (recon and summoning have nothing to do here).
      let t = s;
      while (!t.phase.includes('battle') && t.active) {
        const pass = legalActions(def, t, t.active).find((a) => a.type.endsWith('.pass'))!;
        t = act(t, t.active, pass.type);
      }
      return t;
    };
    const fresh = start(0);
    expect(legalActions(def, fresh, 'p1').some((a) => a.type === 'trigger.order')).toBe(true);
    const spent = start(1);
    expect(legalActions(def, spent, 'p1').some((a) => a.type === 'trigger.order')).toBe(false);
    expect(spent.game.boards.p1.hand).toHaveLength(1);
  });
});

describe('W55: matches of schema version 1 replay as they were played', () => {
  const versionOne = (config: object = {}): EngineEvent => ({
    seq: 0,
    type: KERNEL_ACTIONS.created,
    actor: 'system',
    payload: setupFor(5, { config }),
    v: 1,
  });

  it('a version-1 match.created is read with triggered limits off; a new match has them on', () => {
    expect(replay<WuhunzhiState>(def, [versionOne()]).config.triggeredEffectLimits).toBe(false);
    expect(
      replay<WuhunzhiState>(def, [{ ...versionOne(), v: def.schemaVersion }]).config.triggeredEffectLimits,
    ).toBe(true);
  });

  it('a stored setting is kept by the upcaster', () => {
    const s = replay<WuhunzhiState>(def, [versionOne({ triggeredEffectLimits: true })]);
    expect(s.config.triggeredEffectLimits).toBe(true);
  });

  it('under the version-1 reading a spent 反击 still answers, as it did when the match was written', () => {
    const s = p1PlaysTheEvent(planning({ per: 'round', count: 1 }, 1, { triggeredEffectLimits: false }));
    expect(answered(s)).toBe(1);
    expect(s.game.boards.p2.hand).toHaveLength(1);
  });
});
