/**
 * Helpers for the viewer's browser tests (tests/e2e/viewer*.spec.ts, share*.spec.ts): the seeded demo matches,
 * their events replayed with the engine in the test process, and the card names a seat must never receive.
 */
import { openStore } from '@/db/store/open';
import {
  replaySteps,
  view,
  type AnyGameDefinition,
  type EngineEvent,
  type MatchState,
  type Seat,
} from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { buildLineModel } from '@/app/server/lines/line-model';
import { collectCardIds } from '@/app/server/viewing/redact';
import { phaseMarks, turnMarks } from '@/app/lib/viewer-nav';

export interface DemoMatch {
  id: string;
  gameId: string;
  title: string;
  mainLineId: string;
  players: Record<Seat, { name: string }>;
  def: AnyGameDefinition;
  events: EngineEvent[];
  states: MatchState[];
  turns: number[];
  phases: number[];
  /** The author's own text (title and note bodies): names there are revealed by the author, not by the engine. */
  authorText: string;
}

/**
 * The seeded demos, in the order of `ids` (the library's order right after seeding). Other browser tests list
 * matches of their own and add notes to the demos, which reorders the library; `ids` keeps every spec on the
 * same demos in the same order, whichever ran first.
 */
export async function demoMatches(dbPath: string, ids: readonly string[]): Promise<DemoMatch[]> {
  const h = await openStore({ path: dbPath, databaseUrl: '' });
  try {
    const out: DemoMatch[] = [];
    const listed = new Map((await h.listListedMatches()).map((x) => [x.id, x]));
    const seeded = ids.flatMap((id) => (listed.has(id) ? [listed.get(id)!] : []));
    for (const m of seeded.filter((x) => GAMES[x.gameId])) {
      const def = GAMES[m.gameId];
      const events = await h.readLine(m.mainLineId);
      const notes = await h.listNotes(m.id);
      out.push(
        ((): DemoMatch => {
          const states = Array.from(
            replaySteps(def, events),
            (s) => JSON.parse(JSON.stringify(s)) as MatchState,
          );
          const model = buildLineModel(def, m.mainLineId, events);
          return {
            id: m.id,
            gameId: m.gameId,
            title: m.title,
            mainLineId: m.mainLineId,
            players: m.players,
            def,
            events,
            states,
            turns: turnMarks(model.timeline),
            phases: phaseMarks(model.timeline),
            authorText: [m.title, ...notes.map((n) => n.body)].join('\n'),
          };
        })(),
      );
    }
    return out;
  } finally {
    await h.close();
  }
}

/** zh and en names of the cards a seat's view shows at a step (cardId fields of the board). */
export function visibleNames(m: DemoMatch, seq: number, seat: Seat): Set<string> {
  const out = new Set<string>();
  for (const c of collectCardIds(view(m.def, m.states[seq], seat).board)) {
    const n = m.def.cardName(c);
    out.add(n.zh);
    out.add(n.en);
  }
  return out;
}

/**
 * Names of the opponent's cards that `seat` cannot see at step `at` (def.hiddenFrom, opponent-owned instances:
 * its hand, deck, face-down cards) and that the seat's view shows at no step from..to — so they must appear
 * nowhere in what a `seat` page covering those steps sends. Names shorter than 2 characters are left out
 * (they would match unrelated text).
 */
export function forbiddenNames(
  m: DemoMatch,
  seat: Seat,
  at: number,
  from = 0,
  to = m.events.length - 1,
): string[] {
  const opp: Seat = seat === 'p1' ? 'p2' : 'p1';
  const s = m.states[at];
  const hidden = new Set<string>();
  for (const id of m.def.hiddenFrom(s, seat)) {
    if (s.cards[id]?.owner !== opp) continue;
    const n = m.def.cardName(s.cards[id].cardId);
    hidden.add(n.zh);
    hidden.add(n.en);
  }
  for (let i = Math.max(0, from); i <= Math.min(to, m.events.length - 1); i++)
    for (const n of visibleNames(m, i, seat)) hidden.delete(n);
  return [...hidden].filter((n) => n.length >= 2 && !m.authorText.includes(n));
}

/** Names of the cards in `seat`'s own hand at a step. */
export function handNames(m: DemoMatch, seq: number, seat: Seat): string[] {
  const b = view(m.def, m.states[seq], 'omniscient').board as {
    seats?: Record<Seat, { hand?: Array<{ cardId: string }> | null }>;
  };
  return (b.seats?.[seat]?.hand ?? []).map((c) => m.def.cardName(c.cardId).zh);
}

export const midStep = (m: DemoMatch) => Math.floor((m.events.length - 1) / 2);
