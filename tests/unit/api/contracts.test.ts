/**
 * The answers of the authoring and viewing routes hold to their zod contracts (app/contracts/), which is what
 * the client's imported types promise; an append can carry the refreshed snapshot, built from the cached line
 * model, equal to the one the snapshot route answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTempDb, req, ctx, body, publishMatch } from './helpers';

useTempDb();

import { registerGame } from '@/machines/registry';
import {
  appendResult,
  createMatchResponse,
  forkResponse,
  legalResponse,
  linesResponse,
  noteHistoryResponse,
  notesResponse as studioNotesResponse,
  promoteResponse,
  renameResponse,
  studioNote,
  undoResponse,
} from '@/app/contracts/authoring';
import { studioSnapshot } from '@/app/contracts/studio';
import { notesResponse, viewWindow } from '@/app/contracts/viewer';
import * as create from '@/app/api/matches/route';
import * as snapshot from '@/app/api/matches/[id]/route';
import * as actions from '@/app/api/matches/[id]/actions/route';
import * as legal from '@/app/api/matches/[id]/legal/route';
import * as undoRoute from '@/app/api/matches/[id]/undo/route';
import * as lines from '@/app/api/matches/[id]/lines/route';
import * as lineRoute from '@/app/api/matches/[id]/lines/[lineId]/route';
import * as promote from '@/app/api/matches/[id]/lines/[lineId]/promote/route';
import * as notes from '@/app/api/matches/[id]/notes/route';
import * as noteRoute from '@/app/api/matches/[id]/notes/[noteId]/route';
import * as windowRoute from '@/app/api/views/window/route';
import * as viewNotes from '@/app/api/views/notes/route';
import { duelette } from '../../support/duelette/game';

registerGame(duelette);

const DECK = ['spark', 'flame', 'blaze', 'ash', 'spark', 'flame', 'blaze', 'ash'];
let matchId = '';
let lineId = '';
let K: Record<string, string> = {};

beforeAll(async () => {
  const res = await create.POST(
    req('POST', '/api/matches', {
      gameId: 'duelette',
      players: { p1: { name: 'Ann' }, p2: { name: 'Bo' } },
      seed: 4,
      firstPlayer: 'p1',
      decks: { p1: { json: DECK }, p2: { json: DECK } },
    }),
  );
  const b = createMatchResponse.parse(await body(res));
  ({ matchId, lineId } = b);
  K = { 'x-edit-key': b.editKey };
  await publishMatch(matchId, b.editKey);
});

const get = async (route: (r: Request, c: any) => Promise<Response>, url: string, params = { id: matchId }) =>
  body(await route(req('GET', url, undefined, K), ctx(params)));

describe('route answers hold to their contracts', () => {
  it('append (with the refreshed snapshot), snapshot, legal, undo, lines, notes, windows', async () => {
    let snap = studioSnapshot.parse(await get(snapshot.GET, `/api/matches/${matchId}`));
    expect(snap.phaseLabel.zh).toBeTruthy();
    const l = legalResponse.parse(await get(legal.GET, `/api/matches/${matchId}/legal?seat=p1`));
    const action = l.actions.find((a) => a.type !== 'match.concede')!;
    const res = await actions.POST(
      req('POST', `/api/matches/${matchId}/actions`, { expectedSeq: snap.length, action, snapshot: true }, K),
      ctx({ id: matchId }),
    );
    expect(res.status).toBe(201);
    const appended = await body(res);
    appendResult.parse(appended);
    const carried = studioSnapshot.parse(appended.snapshot);
    expect(carried.length).toBe(appended.next);
    expect(carried.events.at(-1)!.text).toEqual(appended.text);
    snap = studioSnapshot.parse(await get(snapshot.GET, `/api/matches/${matchId}`));
    expect(carried).toEqual(snap);

    const n = await notes.POST(
      req('POST', `/api/matches/${matchId}/notes`, { lineId, seq: 1, kind: 'beat', body: '**x**' }, K),
      ctx({ id: matchId }),
    );
    const note = studioNote.parse(await body(n));
    studioNotesResponse.parse(await get(notes.GET, `/api/matches/${matchId}/notes?line=${lineId}`));
    noteHistoryResponse.parse(
      await get(noteRoute.GET, `/api/matches/${matchId}/notes/${note.noteId}`, {
        id: matchId,
        noteId: note.noteId,
      } as never),
    );
    linesResponse.parse(await get(lines.GET, `/api/matches/${matchId}/lines`));
    const fork = forkResponse.parse(
      await body(
        await lines.POST(
          req('POST', `/api/matches/${matchId}/lines`, { fromLineId: lineId, atSeq: 0, name: '另一条' }, K),
          ctx({ id: matchId }),
        ),
      ),
    );
    const at = { id: matchId, lineId: fork.id };
    renameResponse.parse(
      await body(
        await lineRoute.PATCH(
          req('PATCH', `/api/matches/${matchId}/lines/${fork.id}`, { name: '改名' }, K),
          ctx(at),
        ),
      ),
    );
    promoteResponse.parse(
      await body(
        await promote.POST(
          req('POST', `/api/matches/${matchId}/lines/${fork.id}/promote`, undefined, K),
          ctx(at),
        ),
      ),
    );
    await promote.POST(
      req('POST', `/api/matches/${matchId}/lines/${lineId}/promote`, undefined, K),
      ctx({ id: matchId, lineId }),
    );
    const w = await windowRoute.GET(
      req('GET', `/api/views/window?match=${matchId}&line=${lineId}&view=p1&lang=en&seq=1`),
    );
    expect(w.status).toBe(200);
    viewWindow.parse(await body(w));
    const vn = await viewNotes.GET(req('GET', `/api/views/notes?match=${matchId}&line=${lineId}&upTo=1`));
    expect(notesResponse.parse(await body(vn)).notes).toHaveLength(1);
    const u = await undoRoute.POST(
      req('POST', `/api/matches/${matchId}/undo`, { lineId, expectedSeq: snap.length }, K),
      ctx({ id: matchId }),
    );
    undoResponse.parse(await body(u));
  });
});
