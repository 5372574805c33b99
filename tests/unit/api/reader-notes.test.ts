/**
 * Spoiler-safe notes (issue 18 point 2): the readers' notes route gives the notes anchored up to the step asked
 * for and only counts the later ones (with the step of the next); `all=1` opts in to every note, a spoiler-flagged
 * body still withheld past the step reached.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTempDb, req, ctx, body, publishMatch } from './helpers';

useTempDb();

import { registerGame } from '@/machines/registry';
import { createMatchResponse, legalResponse } from '@/app/contracts/authoring';
import { notesResponse } from '@/app/contracts/viewer';
import * as create from '@/app/api/matches/route';
import * as actions from '@/app/api/matches/[id]/actions/route';
import * as legal from '@/app/api/matches/[id]/legal/route';
import * as notes from '@/app/api/matches/[id]/notes/route';
import * as viewNotes from '@/app/api/views/notes/route';
import { duelette } from '../../support/duelette/game';

registerGame(duelette);

const DECK = ['spark', 'flame', 'blaze', 'ash', 'spark', 'flame', 'blaze', 'ash'];
let matchId = '';
let lineId = '';

beforeAll(async () => {
  const b = createMatchResponse.parse(
    await body(
      await create.POST(
        req('POST', '/api/matches', {
          gameId: 'duelette',
          players: { p1: { name: 'Ann' }, p2: { name: 'Bo' } },
          seed: 4,
          firstPlayer: 'p1',
          decks: { p1: { json: DECK }, p2: { json: DECK } },
        }),
      ),
    ),
  );
  ({ matchId, lineId } = b);
  const K = { 'x-edit-key': b.editKey };
  await publishMatch(matchId, b.editKey);
  for (let seq = 1; seq <= 6; seq++) {
    let action;
    for (const seat of ['p1', 'p2']) {
      const url = `/api/matches/${matchId}/legal?seat=${seat}`;
      const l = legalResponse.parse(
        await body(await legal.GET(req('GET', url, undefined, K), ctx({ id: matchId }))),
      );
      action ??= l.actions.find((a) => a.type !== 'match.concede');
    }
    const r = await actions.POST(
      req('POST', `/api/matches/${matchId}/actions`, { expectedSeq: seq, action }, K),
      ctx({ id: matchId }),
    );
    expect(r.status).toBe(201);
  }
  const add = (seq: number, text: string, spoiler = false) =>
    notes.POST(
      req('POST', `/api/matches/${matchId}/notes`, { lineId, seq, kind: 'beat', body: text, spoiler }, K),
      ctx({ id: matchId }),
    );
  await add(1, 'early note');
  await add(4, 'middle note');
  await add(5, 'late spoiler', true);
  await add(6, 'last note');
});

const ask = async (q: string) =>
  notesResponse.parse(
    await body(await viewNotes.GET(req('GET', `/api/views/notes?match=${matchId}&line=${lineId}&${q}`))),
  );

describe('readers’ notes are spoiler-safe by default', () => {
  it('gives the notes up to the step and counts the later ones', async () => {
    const r = await ask('upTo=2');
    expect(r.notes.map((n) => n.seq)).toEqual([1]);
    expect(JSON.stringify(r)).not.toContain('middle');
    expect(r.later).toEqual({ count: 3, next: 4 });
  });

  it('includes a note anchored at the step itself', async () => {
    const r = await ask('upTo=4');
    expect(r.notes.map((n) => n.seq)).toEqual([1, 4]);
    expect(r.later).toEqual({ count: 2, next: 5 });
  });

  it('says nothing is later at the end', async () => {
    expect((await ask('upTo=6')).later).toEqual({ count: 0, next: null });
  });

  it('gives every note with all=1, a spoiler’s body only once its step is reached', async () => {
    const r = await ask('upTo=2&all=1');
    expect(r.notes.map((n) => n.seq)).toEqual([1, 4, 5, 6]);
    expect(r.notes.find((n) => n.seq === 5)!.html).toBeNull();
    expect(r.notes.find((n) => n.seq === 6)!.html).toContain('last note');
    expect((await ask('upTo=5&all=1')).notes.find((n) => n.seq === 5)!.html).toContain('late spoiler');
  });

  it('refuses an unknown value of all with the error envelope', async () => {
    const res = await viewNotes.GET(
      req('GET', `/api/views/notes?match=${matchId}&line=${lineId}&upTo=1&all=yes`),
    );
    expect(res.status).toBe(400);
    const b = await body(res);
    expect(b.error.code).toMatch(/^ERR_/);
    expect(b.error.message.zh).toBeTruthy();
  });
});
