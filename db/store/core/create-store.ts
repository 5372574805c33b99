/** The EventStore over any SqlEngine: the logic is written once, the engines differ (db/store/sqlite.ts, postgres.ts). */
import { type PreparedEvent, prepareEvents } from '../../inputs';
import type { EventStore, StoreDuelInput } from '../contract';
import type { SqlEngine } from '../engine';
import * as cardSets from './card-sets';
import * as events from './events';
import * as lines from './lines';
import * as matches from './matches';
import * as notes from './notes';
import * as links from './share-links';

const APPEND_BATCH = 500;

async function storeDuel(e: SqlEngine, input: StoreDuelInput): Promise<{ matchId: string; lineId: string }> {
  const { events: all, notes: duelNotes, ...match } = input;
  const batches: { at: number; rows: PreparedEvent[] }[] = [];
  for (let i = 1; i < all.length; i += APPEND_BATCH)
    batches.push({ at: i, rows: prepareEvents(i, all.slice(i, i + APPEND_BATCH)) });
  return e.write(async (tx) => {
    const { matchId, lineId } = await matches.insertMatch(tx, { ...match, createdEvent: all[0] });
    for (const b of batches) await events.insertEvents(e, tx, lineId, b.at, b.rows);
    for (const n of duelNotes) {
      await notes.insertNoteRevision(e, tx, {
        matchId,
        lineId,
        seq: n.seq,
        kind: n.kind,
        body: n.body,
        spoiler: n.spoiler ?? false,
      });
    }
    return { matchId, lineId };
  });
}

export function createStore(engine: SqlEngine): EventStore {
  // Count this store's write transactions (settled, committed or not), for process-local caches of reads.
  let writes = 0;
  const e: SqlEngine = {
    ...engine,
    write: (fn) =>
      engine.write(fn).finally(() => {
        writes++;
      }),
  };
  return {
    dialect: e.dialect,
    get writes() {
      return writes;
    },
    createMatch: (input) =>
      e.write(async (tx) => {
        const { matchId, lineId } = await matches.insertMatch(tx, input);
        return { matchId, lineId };
      }),
    storeDuel: (input) => storeDuel(e, input),
    getMatch: (id) => matches.getMatch(e, id),
    listListedMatches: (o) => matches.listListedMatches(e, o),
    listAllMatches: (o) => matches.listAllMatches(e, o),
    listMatchesByEditKeys: (keys, o) => matches.listMatchesByEditKeys(e, keys, o),
    setPublication: (id, state) => matches.setPublication(e, id, state),
    publicationHistory: (id) => matches.publicationHistory(e, id),

    appendEvents: (lineId, expectedSeq, evs) => events.appendEvents(e, lineId, expectedSeq, evs),
    readLine: (lineId) => events.readLine(e, lineId),
    lineLength: (lineId) => events.lineLength(e, lineId),

    forkLine: (matchId, parent, forkSeq, name, visibility) =>
      lines.forkLine(e, matchId, parent, forkSeq, name, visibility),
    getLine: (lineId) => lines.getLine(e, lineId),
    listLines: (matchId) => lines.listLines(e, matchId),
    listReaderLines: (matchId) => lines.listLines(e, matchId, true),
    setLineState: (lineId, change) => lines.setLineState(e, lineId, change),
    lineStateHistory: (lineId) => lines.lineStateHistory(e, lineId),
    setMainLine: (matchId, lineId) => lines.setMainLine(e, matchId, lineId),
    undoTo: (matchId, lineId, atSeq) => lines.undoTo(e, matchId, lineId, atSeq),

    addNoteRevision: (input) => notes.addNoteRevision(e, input),
    listNotes: (matchId, lineId) => notes.listNotes(e, matchId, lineId),
    noteHistory: (noteId) => notes.noteHistory(e, noteId),

    createShareLink: (matchId, lineId, seq, perspective) =>
      links.createShareLink(e, matchId, lineId, seq, perspective),
    getShareLink: (slug) => links.getShareLink(e, slug),

    createCardSet: (input) => cardSets.createCardSet(e, input),
    reviseCardSet: (setId, expected, change) => cardSets.reviseCardSet(e, setId, expected, change),
    getCardSet: (setId) => cardSets.getCardSet(e, setId),
    getCardSetRevision: (setId, revision) => cardSets.getCardSetRevision(e, setId, revision),
    cardSetHistory: (setId) => cardSets.cardSetHistory(e, setId),
    listCardSets: (keys, o) => cardSets.listCardSets(e, keys, o),

    close: () => e.close(),
  };
}
