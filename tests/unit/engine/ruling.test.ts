import { describe, it, expect } from 'vitest';
import { narrate, replay } from '@/machines/engine';
import { DECK, Play, duelette, stackedSetup } from './helpers';

const winnable = () =>
  new Play(
    stackedSetup({ config: { targetScore: 3 }, decks: { p1: ['blaze', 'ash', 'ash'], p2: [...DECK] } }),
  );

describe('author.ruling', () => {
  it('moves a card between zones with a reason', () => {
    const p = new Play(stackedSetup());
    const e = p.do('author.ruling', 'author', {
      change: { op: 'move', card: 'p2-5', to: 'hand' },
      reason: '乙早已藏好这张牌',
    });
    expect(e.payload).toEqual({
      change: { op: 'move', card: 'p2-5', to: 'hand' },
      reason: '乙早已藏好这张牌',
    });
    expect(p.hand('p2')).toEqual(['p2-5']);
    expect(p.deck('p2')).not.toContain('p2-5');
    expect(p.deck('p2')).toHaveLength(9);
    p.do('author.ruling', 'author', { change: { op: 'move', card: 'p1-0', to: 'board' }, reason: 'r' });
    expect(p.hand('p1')).toEqual([]);
    expect(p.state.game.zones.p1.board).toEqual(['p1-0']);
  });

  it('sets a score', () => {
    const p = new Play(stackedSetup());
    p.do('author.ruling', 'author', {
      change: { op: 'setScore', seat: 'p2', value: 42 },
      reason: 'time skip',
    });
    expect(p.state.game.score).toEqual({ p1: 0, p2: 42 });
    expect(p.state.seq).toBe(2);
    expect(p.state.active).toBe('p1');
    expect(p.state.phase).toBe('playing.main');
  });

  it('refuses a missing or blank reason with ERR_BAD_RULING', () => {
    const p = new Play(stackedSetup());
    const change = { op: 'setScore', seat: 'p1', value: 1 };
    expect(p.refuse('author.ruling', 'author', { change }).code).toBe('ERR_BAD_RULING');
    expect(p.refuse('author.ruling', 'author', { change, reason: '' }).code).toBe('ERR_BAD_RULING');
    expect(p.refuse('author.ruling', 'author', { change, reason: '   \n ' }).code).toBe('ERR_BAD_RULING');
    expect(p.refuse('author.ruling', 'author', { change, reason: 7 }).code).toBe('ERR_BAD_RULING');
    expect(p.refuse('author.ruling', 'author', {}).code).toBe('ERR_BAD_RULING');
  });

  it('refuses an invalid change with ERR_BAD_RULING', () => {
    const p = new Play(stackedSetup());
    const bad: unknown[] = [
      undefined,
      { op: 'teleport', card: 'p1-0' },
      { op: 'move', card: 'p1-0', to: 'graveyard' },
      { op: 'move', to: 'hand' },
      { op: 'setScore', seat: 'p3', value: 1 },
      { op: 'setScore', seat: 'p1', value: -1 },
      { op: 'setScore', seat: 'p1', value: 'ten' },
    ];
    for (const change of bad) {
      expect(
        p.refuse('author.ruling', 'author', { change, reason: 'because' }).code,
        JSON.stringify(change),
      ).toBe('ERR_BAD_RULING');
    }
  });

  it('a game-level refusal of a well-typed change leaves the state unchanged', () => {
    const p = new Play(stackedSetup());
    expect(
      p.refuse('author.ruling', 'author', { change: { op: 'move', card: 'p9-0', to: 'hand' }, reason: 'x' })
        .code,
    ).toBe('ERR_UNKNOWN_CARD');
  });

  it('only the author may rule', () => {
    const p = new Play(stackedSetup());
    const payload = { change: { op: 'setScore', seat: 'p1', value: 9 }, reason: 'mine' };
    expect(p.refuse('author.ruling', 'p1', payload).code).toBe('ERR_NOT_AUTHOR');
    expect(p.refuse('author.ruling', 'system', payload).code).toBe('ERR_NOT_AUTHOR');
  });

  it('is allowed after the match is over, and replays', () => {
    const p = winnable();
    p.do('card.play', 'p1', { card: 'p1-0' });
    expect(p.state.result?.winner).toBe('p1');
    const e = p.do('author.ruling', 'author', {
      change: { op: 'move', card: 'p1-0', to: 'discard' },
      reason: 'epilogue',
    });
    expect(e.seq).toBe(2);
    expect(p.state.game.zones.p1.discard).toEqual(['p1-0']);
    expect(p.state.result?.winner).toBe('p1');
    expect(replay(duelette, p.events)).toEqual(p.state);
  });
});

describe('narrating a ruling', () => {
  it('shows 【作者裁定】 with the reason in zh and [Author ruling] in en', () => {
    const p = new Play(stackedSetup());
    const before = p.state;
    const e = p.do('author.ruling', 'author', {
      change: { op: 'move', card: 'p2-2', to: 'hand' },
      reason: '命中注定',
    });
    expect(narrate(duelette, before, e, p.state, 'zh-CN')).toBe(
      '【作者裁定】「烈焰」移到hand（理由：命中注定）',
    );
    expect(narrate(duelette, before, e, p.state, 'en')).toBe(
      '[Author ruling] Blaze moved to hand (reason: 命中注定)',
    );
    const before2 = p.state;
    const e2 = p.do('author.ruling', 'author', {
      change: { op: 'setScore', seat: 'p2', value: 7 },
      reason: 'time skip',
    });
    expect(narrate(duelette, before2, e2, p.state, 'zh-CN')).toBe(
      '【作者裁定】Bo的分数设为7（理由：time skip）',
    );
    expect(narrate(duelette, before2, e2, p.state, 'en')).toBe(
      "[Author ruling] Bo's score set to 7 (reason: time skip)",
    );
  });
});
