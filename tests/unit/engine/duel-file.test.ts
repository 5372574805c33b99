import { describe, it, expect } from 'vitest';
import { duelFileSchema, isRuleError, playDuelFile, replay } from '@/machines/engine';
import type { DuelFile, RuleError } from '@/machines/engine';
import { Play, baseSetup, duelette } from './helpers';
import type { DueletteState } from './helpers';

const setup = baseSetup({
  stacked: ['p1', 'p2'],
  firstPlayer: 'p1',
  config: { targetScore: 6 },
  decks: { p1: ['blaze', 'blaze', 'flame', 'ash'], p2: ['spark', 'ash', 'ash'] },
});

const file: DuelFile = duelFileSchema.parse({
  title: { zh: '试炼', en: 'The trial' },
  setup,
  notes: [
    { kind: 'narration', body: '开场' },
    { kind: 'beat', body: 'opening', spoiler: true },
  ],
  steps: [
    {
      action: { type: 'card.play', actor: 'p1', payload: { card: 'p1-0' } },
      notes: [{ kind: 'dialogue', body: '“烈焰！”' }],
    },
    { action: { type: 'phase.pass', actor: 'p1' } },
    {
      action: { type: 'phase.pass', actor: 'p2', payload: {} },
      notes: [{ kind: 'commentary', body: 'Bo waits' }],
    },
    {
      action: { type: 'card.play', actor: 'p1', payload: { card: 'p1-1' } },
      notes: [
        { kind: 'narration', body: 'second blaze' },
        { kind: 'beat', body: 'win' },
      ],
    },
  ],
});

describe('playDuelFile', () => {
  it('plays a duel file to its final state', () => {
    const played = playDuelFile(duelette, file);
    expect(played.events.map((e) => [e.seq, e.type, e.actor])).toEqual([
      [0, 'match.created', 'system'],
      [1, 'card.play', 'p1'],
      [2, 'phase.pass', 'p1'],
      [3, 'phase.pass', 'p2'],
      [4, 'card.play', 'p1'],
    ]);
    expect(played.events[2].payload).toEqual({});
    expect(played.final.result).toMatchObject({ winner: 'p1', reason: 'score' });
    expect((played.final as DueletteState).game.score).toEqual({ p1: 6, p2: 0 });
    expect(played.final.seq).toBe(5);
    expect(replay(duelette, played.events)).toEqual(played.final);
  });

  it('gives the same events and state as live play through applyAction', () => {
    const p = new Play(setup);
    p.do('card.play', 'p1', { card: 'p1-0' });
    p.do('phase.pass', 'p1');
    p.do('phase.pass', 'p2');
    p.do('card.play', 'p1', { card: 'p1-1' });
    const played = playDuelFile(duelette, file);
    expect(played.events).toEqual(p.events);
    expect(played.final).toEqual(p.state);
  });

  it('attaches notes to the right seqs (file-level notes at seq 0)', () => {
    const { notes } = playDuelFile(duelette, file);
    expect(notes).toEqual([
      { kind: 'narration', body: '开场', seq: 0 },
      { kind: 'beat', body: 'opening', spoiler: true, seq: 0 },
      { kind: 'dialogue', body: '“烈焰！”', seq: 1 },
      { kind: 'commentary', body: 'Bo waits', seq: 3 },
      { kind: 'narration', body: 'second blaze', seq: 4 },
      { kind: 'beat', body: 'win', seq: 4 },
    ]);
  });

  it('an illegal step throws a RuleError naming the step number', () => {
    const bad: DuelFile = {
      ...file,
      steps: [
        file.steps[0],
        file.steps[1],
        { action: { type: 'card.play', actor: 'p1', payload: { card: 'p1-1' } } },
      ],
    };
    let caught: unknown;
    try {
      playDuelFile(duelette, bad);
    } catch (e) {
      caught = e;
    }
    expect(isRuleError(caught)).toBe(true);
    const e = caught as RuleError;
    expect(e.code).toBe('ERR_NOT_YOUR_TURN');
    expect(e.text.zh).toContain('第 3 步');
    expect(e.text.zh).toContain('card.play');
    expect(e.text.zh).toContain('现在不是你的回合');
    expect(e.text.en).toContain('Step 3');
    expect(e.text.en).toContain('It is not your turn');
    expect(e.details).toMatchObject({ step: 3 });
  });

  it('a malformed step names its number too', () => {
    const bad: DuelFile = {
      ...file,
      steps: [{ action: { type: 'card.play', actor: 'p1', payload: { card: 'p1-0', x: 1 } } }],
    };
    expect(() => playDuelFile(duelette, bad)).toThrowError(/Step 1/);
    try {
      playDuelFile(duelette, bad);
    } catch (e) {
      expect((e as RuleError).code).toBe('ERR_BAD_PAYLOAD');
      expect((e as RuleError).text.zh).toContain('第 1 步');
    }
  });

  it('a bad setup is refused before any step', () => {
    const bad: DuelFile = { ...file, setup: { ...file.setup, rulesVersion: '0' } };
    let code: string | undefined;
    try {
      playDuelFile(duelette, bad);
    } catch (e) {
      code = (e as RuleError).code;
    }
    expect(code).toBe('ERR_RULES_VERSION');
  });

  it('duelFileSchema refuses a file without a title or with an unknown note kind', () => {
    expect(duelFileSchema.safeParse({ ...file, title: undefined }).success).toBe(false);
    expect(duelFileSchema.safeParse({ ...file, notes: [{ kind: 'rant', body: 'x' }] }).success).toBe(false);
    expect(duelFileSchema.safeParse({ ...file, notes: [{ kind: 'beat', body: '' }] }).success).toBe(false);
  });
});
