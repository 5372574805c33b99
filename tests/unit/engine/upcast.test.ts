import { describe, it, expect } from 'vitest';
import { isRuleError, replay, seek, upcastEvent, upcastEvents } from '@/machines/engine';
import type { EngineEvent, RuleError } from '@/machines/engine';
import { Play, clone, duelette, playGreedy, stackedSetup } from './helpers';

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return isRuleError(e) ? (e as RuleError).code : `not a RuleError: ${String(e)}`;
  }
  return undefined;
};

const played = playGreedy(new Play(stackedSetup({ config: { targetScore: 9 } })));
/** The same log as written by a v1 engine: card.play carried `{ id }`, every event v: 1. */
const v1Log: EngineEvent[] = played.events.map((e) =>
  e.type === 'card.play'
    ? { ...e, v: 1, payload: { id: (e.payload as { card: string }).card } }
    : { ...e, v: 1 },
);

describe('upcasting', () => {
  it('the test log has card plays', () => {
    expect(played.events.filter((e) => e.type === 'card.play').length).toBeGreaterThan(2);
    expect(played.state.result).not.toBeNull();
  });

  it('a v1 card.play {id} is upcast to v2 {card}', () => {
    const e: EngineEvent = { seq: 1, type: 'card.play', actor: 'p1', payload: { id: 'p1-0' }, v: 1 };
    const frozen = Object.freeze({ ...e, payload: Object.freeze({ id: 'p1-0' }) });
    expect(upcastEvent(duelette, frozen)).toEqual({
      seq: 1,
      type: 'card.play',
      actor: 'p1',
      payload: { card: 'p1-0' },
      v: 2,
    });
    expect(frozen.payload).toEqual({ id: 'p1-0' });
    expect(frozen.v).toBe(1);
  });

  it('an old event with no upcaster for its type only gets the new version', () => {
    const e: EngineEvent = { seq: 2, type: 'phase.pass', actor: 'p1', payload: {}, v: 1 };
    const up = upcastEvent(duelette, e);
    expect(up).toEqual({ ...e, v: 2 });
    expect(up).not.toBe(e);
    expect(e.v).toBe(1);
  });

  it('a v1 log replays to the same state as the v2 log, at every step', () => {
    expect(replay(duelette, v1Log)).toEqual(played.state);
    for (let seq = 0; seq < v1Log.length; seq++)
      expect(seek(duelette, v1Log, seq)).toEqual(played.states[seq]);
    expect(upcastEvents(duelette, v1Log)).toEqual(played.events);
  });

  it('a mixed v1/v2 log replays the same', () => {
    const mixed = played.events.map((e, i) => (i % 2 ? v1Log[i] : e));
    expect(replay(duelette, mixed)).toEqual(played.state);
  });

  it('an event newer than the engine is ERR_EVENT_TOO_NEW', () => {
    const e: EngineEvent = {
      seq: 1,
      type: 'card.play',
      actor: 'p1',
      payload: { card: 'p1-0' },
      v: duelette.schemaVersion + 1,
    };
    expect(codeOf(() => upcastEvent(duelette, e))).toBe('ERR_EVENT_TOO_NEW');
    const log = played.events.map((x, i) => (i === 3 ? { ...x, v: 3 } : x));
    expect(codeOf(() => replay(duelette, log))).toBe('ERR_EVENT_TOO_NEW');
    expect(seek(duelette, log, 2)).toEqual(played.states[2]);
    const created = [{ ...played.events[0], v: 99 }, ...played.events.slice(1)];
    expect(codeOf(() => replay(duelette, created))).toBe('ERR_EVENT_TOO_NEW');
  });

  it('leaves current-version events untouched (the same object)', () => {
    for (const e of played.events) expect(upcastEvent(duelette, e)).toBe(e);
    const before = clone(played.events);
    upcastEvents(duelette, played.events);
    expect(played.events).toEqual(before);
  });
});
