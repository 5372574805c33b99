/**
 * The lines panel's logic: each variation's state for readers in words, the changes offered (the main line
 * none: the server refuses it with ERR_MAIN_LINE), archived lines grouped apart and restorable, and the request
 * each change makes.
 */
import { describe, expect, it } from 'vitest';
import type { LineSummary, StudioSnapshot } from '@/app/ui/studio/studio-api';
import { groupLines, LINE_STATE_WORDS, offersFor, stateOf } from '@/app/ui/studio/line-states';
import { requestFor } from '@/app/ui/studio/studio-commands';

const line = (id: string, over: Partial<LineSummary> = {}): LineSummary => ({
  id,
  name: id,
  parentLineId: 'main',
  forkSeq: 1,
  length: 3,
  isMain: false,
  ...over,
});
const main = line('m', { isMain: true, parentLineId: null, forkSeq: null });

describe('line states in the lines panel', () => {
  it('names every state in Chinese first, with English, and no engine id', () => {
    expect(LINE_STATE_WORDS.shown.zh).toBe('读者可见');
    expect(LINE_STATE_WORDS.hidden.zh).toBe('仅作者');
    expect(LINE_STATE_WORDS.archived.zh).toBe('已归档');
    for (const w of Object.values(LINE_STATE_WORDS)) expect(w.en).not.toMatch(/shown|hidden|archived/);
  });

  it('offers nothing for the main line, which readers always see', () => {
    expect(offersFor({ ...main, visibility: 'hidden' })).toEqual([]);
    expect(stateOf({ ...main, visibility: 'hidden' })).toBe('shown');
  });

  it('offers hide/archive for a shown line, show/archive for a hidden one, restore for an archived one', () => {
    expect(offersFor(line('a', { visibility: 'shown' })).map((o) => o.action)).toEqual(['hide', 'archive']);
    expect(offersFor(line('a', { visibility: 'hidden' })).map((o) => o.action)).toEqual(['show', 'archive']);
    expect(offersFor(line('a', { visibility: 'archived' }))).toEqual([
      { action: 'restore', state: 'hidden' },
    ]);
  });

  it('treats a line without a stored state as shown', () => {
    expect(stateOf(line('a'))).toBe('shown');
  });

  it('folds archived lines apart and puts the main line first', () => {
    const g = groupLines([line('a', { visibility: 'archived' }), line('b', { visibility: 'hidden' }), main]);
    expect(g.active.map((l) => l.id)).toEqual(['m', 'b']);
    expect(g.archived.map((l) => l.id)).toEqual(['a']);
  });

  it('sends the state change to the line-state route, and leaves an archived line shown on screen', () => {
    const snap = { matchId: 'X', lineId: 'a', lines: [main, line('a')] } as unknown as StudioSnapshot;
    const r = requestFor({ kind: 'lineState', lineId: 'a', state: 'archived' }, snap);
    expect(r).toMatchObject({
      url: '/api/matches/X/lines/a/state',
      method: 'POST',
      body: { state: 'archived' },
    });
    expect(r.then({}, snap)).toBe('m');
    const h = requestFor({ kind: 'lineState', lineId: 'a', state: 'hidden' }, snap);
    expect(h.then({}, snap)).toBe('a');
  });
});
