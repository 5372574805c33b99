/**
 * Prose from steps and notes, on the test game: passes are not told, a seat's actions join into one sentence,
 * the author's notes sit in place, a pin is not told, a ruling is an aside, a concession is told.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatchOrThrow, matchCreatedEvent } from '@/machines/engine';
import type { Action, EngineEvent, MatchSetup, MatchState } from '@/machines/engine';
import { buildChapter } from '@/app/server/chapter/build';
import type { ChapterNote } from '@/app/server/chapter/notes';
import { writeText } from '@/app/server/chapter/write-text';
import { dueletteTold } from '../../support/duelette/told';

const setup: MatchSetup = {
  gameId: 'duelette',
  rulesVersion: '1',
  players: { p1: { name: '林焰' }, p2: { name: '苏冥' } },
  seed: 7,
  firstPlayer: 'p1',
  stacked: ['p1', 'p2'],
  decks: { p1: ['blaze', 'flame', 'spark', 'ash', 'spark'], p2: ['flame', 'blaze', 'ash', 'spark', 'ash'] },
  config: { targetScore: 100 },
};

function play(actions: Array<Omit<Action, 'payload'> & { payload?: unknown }>): EngineEvent[] {
  let s: MatchState = createMatchOrThrow(dueletteTold, setup);
  const events: EngineEvent[] = [matchCreatedEvent(dueletteTold, setup)];
  for (const a of actions) {
    const r = applyAction(dueletteTold, s, { ...a, payload: a.payload ?? {} } as Action);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    events.push(...r.events);
    s = r.state;
  }
  return events;
}

const draft = async (
  events: EngineEvent[],
  notes: ChapterNote[] = [],
  detail: 'all' | 'none' = 'all',
  lang: 'zh' | 'en' = 'zh',
) =>
  writeText(
    await buildChapter(
      { def: dueletteTold, events, notes, title: '测试', players: setup.players },
      { perspective: 'omniscient', detail, lang, from: 0, to: events.length - 1, diagrams: 'none' },
    ),
  );

describe('prose', () => {
  const events = play([
    { type: 'card.play', actor: 'p1', payload: { card: 'p1-0' } },
    { type: 'phase.pass', actor: 'p1' },
    { type: 'card.play', actor: 'p2', payload: { card: 'p2-0' } },
    { type: 'phase.pass', actor: 'p2' },
    { type: 'card.play', actor: 'p1', payload: { card: 'p1-1' } },
    { type: 'fate.pin', actor: 'author', payload: { kind: 'draw', seat: 'p1', cardId: 'ash' } },
    {
      type: 'author.ruling',
      actor: 'author',
      payload: { change: { op: 'setScore', seat: 'p2', value: 3 }, reason: '旧伤' },
    },
    { type: 'match.concede', actor: 'p2' },
  ]);

  it('tells an action with what followed, spells numbers, and drops the passes but not their draws', async () => {
    const text = await draft(events);
    expect(text).toContain('林焰打出「烈焰」，得三分，林焰的分数升到三');
    // the action's sentence already tells that the card entered: 「烈焰」登场 is not told again
    expect(text).not.toContain('「烈焰」登场');
    expect(text).toContain('苏冥抽到「火焰」');
    expect(text).toContain('「火焰」冲向「火焰」');
    expect(text).not.toMatch(/结束回合/);
  });

  it('a pin is not told; a ruling is the author’s aside; a concession is told', async () => {
    const text = await draft(events);
    expect(text).not.toMatch(/命运锁定/);
    expect(text).toContain('（注：【作者裁定】苏冥的分数设为3');
    expect(text).toContain('苏冥认输');
  });

  it('notes sit after their step; a covering narration note replaces the action, not its consequences', async () => {
    const text = await draft(events, [
      { seq: 0, kind: 'narration', body: '夜色降临。' },
      { seq: 1, kind: 'narration', body: '「烈焰」腾空而起。' },
      { seq: 3, kind: 'dialogue', body: '苏冥：来吧' },
      { seq: 3, kind: 'beat', body: '火光渐熄。' },
    ]);
    expect(text).toMatch(/^序\n\n\u3000\u3000夜色降临。/m);
    expect(text).toContain('「烈焰」腾空而起。得三分，林焰的分数升到三');
    expect(text).not.toContain('林焰打出「烈焰」');
    expect(text).toContain('苏冥：「来吧」');
    expect(text.indexOf('苏冥：「来吧」')).toBeLessThan(text.indexOf('火光渐熄'));
    expect(text).toContain('＊');
  });

  it('keeps no number at detail none', async () => {
    const text = await draft(events, [], 'none');
    expect(text).not.toMatch(/[0-9一二三四五六七八九十]分/);
    expect(text).toContain('林焰打出「烈焰」');
  });

  it('in English, what followed closes with "and" (no comma splice), but not before a measure', async () => {
    const text = await draft(events, [], 'all', 'en');
    expect(text).toMatch(/林焰 plays Blaze for 3, and their score rises to 3/);
    expect(text).not.toMatch(/, and (paying|now|\d)/);
  });
});
