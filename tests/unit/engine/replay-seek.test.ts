import { describe, it, expect } from 'vitest';
import { buildCheckpoints, isRuleError, replay, replayAll, replaySteps, seek } from '@/machines/engine';
import type { EngineEvent, RuleError } from '@/machines/engine';
import { Play, baseSetup, clone, duelette, playGreedy } from './helpers';
import type { DueletteState } from './helpers';

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return isRuleError(e) ? (e as RuleError).code : `not a RuleError: ${String(e)}`;
  }
  return undefined;
};

/** A full match with pins, rulings and a post-game ruling, played live. */
function richMatch(seed: number): Play {
  const p = new Play(baseSetup({ seed, config: { targetScore: 12 } }));
  const first = p.state.active!;
  const other = first === 'p1' ? 'p2' : 'p1';
  p.do('card.play', first, { card: p.hand(first)[0] });
  const lastOfOther = p.state.cards[p.deck(other)[p.deck(other).length - 1]].cardId;
  p.do('fate.pin', 'author', { kind: 'draw', seat: other, cardId: lastOfOther });
  p.do('phase.pass', first);
  p.do('author.ruling', 'author', {
    change: { op: 'setScore', seat: first, value: 2 },
    reason: 'training montage',
  });
  p.do('fate.pin', 'author', { kind: 'coin', winner: 'p2' });
  playGreedy(p);
  expect(p.state.result).not.toBeNull();
  p.do('author.ruling', 'author', { change: { op: 'setScore', seat: other, value: 0 }, reason: 'aftermath' });
  return p;
}

const matches = [3, 8, 21].map(richMatch);

describe('replay', () => {
  it.each(matches.map((m, i) => [i, m] as const))(
    'replay of the log equals the live final state (match %i)',
    (_i, m) => {
      expect(m.events.length).toBeGreaterThan(10);
      expect(replay(duelette, m.events)).toEqual(m.state);
    },
  );

  it('replaySteps yields a state equal to every live state', () => {
    for (const m of matches) {
      const got: unknown[] = [];
      for (const s of replaySteps(duelette, m.events)) got.push(clone(s));
      expect(got).toHaveLength(m.events.length);
      expect(got).toEqual(m.states);
    }
  });

  it('replayAll equals the live states and returns independent clones', () => {
    const m = matches[0];
    const all = replayAll<DueletteState>(duelette, m.events);
    expect(all).toEqual(m.states);
    const snapshot = clone(all);
    all[1].game.score.p1 = 999;
    all[1].game.zones.p1.hand.push('bogus');
    all[1].players.p2.name = 'X';
    expect(all[0]).toEqual(snapshot[0]);
    expect(all[2]).toEqual(snapshot[2]);
    expect(all[all.length - 1]).toEqual(snapshot[snapshot.length - 1]);
    expect(replayAll(duelette, m.events)).toEqual(m.states);
  });

  it('replay does not mutate the events it reads', () => {
    const m = matches[1];
    const before = JSON.stringify(m.events);
    replay(duelette, m.events);
    replayAll(duelette, m.events);
    seek(duelette, m.events, m.events.length - 1, buildCheckpoints(duelette, m.events, 4));
    expect(JSON.stringify(m.events)).toBe(before);
  });

  it('every state survives a JSON round trip unchanged', () => {
    for (const m of matches) {
      for (const s of m.states) expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      expect(JSON.parse(JSON.stringify(m.state))).toEqual(m.state);
    }
  });

  it('a replay continued after a JSON round trip matches live play', () => {
    const m = matches[2];
    const mid = Math.floor(m.events.length / 2);
    const revived = JSON.parse(JSON.stringify(seek(duelette, m.events, mid)));
    expect(revived).toEqual(m.states[mid]);
  });
});

describe('seek', () => {
  it('equals replay of the prefix for every seq, without checkpoints', () => {
    for (const m of matches) {
      for (let seq = 0; seq < m.events.length; seq++) {
        const s = seek(duelette, m.events, seq);
        expect(s).toEqual(m.states[seq]);
        expect(s).toEqual(replay(duelette, m.events.slice(0, seq + 1)));
      }
    }
  });

  it.each([1, 2, 3, 5, 8, 64])('equals live play for every seq with buildCheckpoints(every=%i)', (every) => {
    for (const m of matches) {
      const cps = buildCheckpoints(duelette, m.events, every);
      expect(cps.length).toBe(m.events.length);
      expect(cps.states.has(0)).toBe(true);
      for (let seq = 0; seq < m.events.length; seq++) {
        expect(seek(duelette, m.events, seq, cps)).toEqual(m.states[seq]);
      }
    }
  });

  it('checkpoints are spaced at most `every` events apart and hold the live states', () => {
    const m = matches[0];
    for (const every of [1, 4, 10]) {
      const cps = buildCheckpoints(duelette, m.events, every);
      const keys = [...cps.states.keys()].sort((a, b) => a - b);
      for (let i = 1; i < keys.length; i++) expect(keys[i] - keys[i - 1]).toBeLessThanOrEqual(every);
      expect(m.events.length - 1 - keys[keys.length - 1]).toBeLessThan(every);
      for (const k of keys) expect(JSON.parse(cps.states.get(k)!)).toEqual(m.states[k]);
    }
  });

  it('returns a fresh state each call, even from a checkpoint', () => {
    const m = matches[0];
    const cps = buildCheckpoints(duelette, m.events, 2);
    const a = seek<DueletteState>(duelette, m.events, 4, cps);
    a.game.score.p1 = 12345;
    expect(seek(duelette, m.events, 4, cps)).toEqual(m.states[4]);
    const b = seek<DueletteState>(duelette, m.events, 4);
    b.game.score.p1 = 12345;
    expect(seek(duelette, m.events, 4)).toEqual(m.states[4]);
  });

  it('refuses a seq out of range with ERR_BAD_SEQ', () => {
    const m = matches[0];
    const cps = buildCheckpoints(duelette, m.events, 4);
    for (const seq of [-1, m.events.length, m.events.length + 10, 1.5, Number.NaN]) {
      expect(
        codeOf(() => seek(duelette, m.events, seq)),
        String(seq),
      ).toBe('ERR_BAD_SEQ');
      expect(
        codeOf(() => seek(duelette, m.events, seq, cps)),
        String(seq),
      ).toBe('ERR_BAD_SEQ');
    }
    expect(codeOf(() => seek(duelette, [], 0))).toBe('ERR_BAD_SEQ');
  });
});

describe('broken logs', () => {
  const m = matches[0];

  it('a log not starting with match.created is ERR_NO_MATCH_CREATED', () => {
    expect(codeOf(() => replay(duelette, m.events.slice(1)))).toBe('ERR_NO_MATCH_CREATED');
    expect(codeOf(() => replay(duelette, []))).toBe('ERR_NO_MATCH_CREATED');
    expect(codeOf(() => seek(duelette, m.events.slice(1), 0))).toBe('ERR_NO_MATCH_CREATED');
    expect(codeOf(() => [...replaySteps(duelette, m.events.slice(1))])).toBe('ERR_NO_MATCH_CREATED');
    expect(codeOf(() => buildCheckpoints(duelette, m.events.slice(1)))).toBe('ERR_NO_MATCH_CREATED');
  });

  it('a seq gap is ERR_SEQ_GAP (missing, duplicated or renumbered event)', () => {
    const missing = [...m.events.slice(0, 3), ...m.events.slice(4)];
    const duplicated = [...m.events.slice(0, 4), m.events[3], ...m.events.slice(4)];
    const renumbered = m.events.map((e, i) => (i === 5 ? { ...e, seq: 50 } : e));
    for (const log of [missing, duplicated, renumbered]) {
      expect(codeOf(() => replay(duelette, log))).toBe('ERR_SEQ_GAP');
      expect(codeOf(() => replayAll(duelette, log))).toBe('ERR_SEQ_GAP');
      expect(codeOf(() => seek(duelette, log, log.length - 1))).toBe('ERR_SEQ_GAP');
    }
    // the prefix before the gap still seeks fine
    expect(seek(duelette, missing, 2)).toEqual(m.states[2]);
  });

  it('an illegal event in the log is refused on replay with its rule error', () => {
    const tampered: EngineEvent[] = m.events.map((e, i) =>
      i === 1 ? { ...e, actor: e.actor === 'p1' ? 'p2' : 'p1' } : e,
    );
    expect(codeOf(() => replay(duelette, tampered))).toBe('ERR_NOT_YOUR_TURN');
  });

  it('a bad match.created payload is refused like createMatch', () => {
    const bad = [
      { ...m.events[0], payload: { ...(m.events[0].payload as object), rulesVersion: '9' } },
      ...m.events.slice(1),
    ];
    expect(codeOf(() => replay(duelette, bad))).toBe('ERR_RULES_VERSION');
  });
});
