/**
 * The studio's snapshot of one line, built from the cached line model: the latest state's omniscient view and
 * legal actions, and each step told in words — narrated once per step and kept with the model, so after an
 * append only the new step is narrated (never the whole line again).
 */
import 'server-only';
import { view, type AnyGameDefinition, type MatchState } from '@/machines/engine';
import { SEATS, type Seat, type Text } from '@/app/contracts/common';
import type { StudioSnapshot } from '@/app/contracts/studio';
import type { ViewEnvelope } from '@/app/contracts/viewer';
import type { MatchRecord, Store } from '../db';
import { rulingForm, rulingHint } from '../games/rulings';
import { phaseWords } from '../games/words';
import { tellSteps, type LineModel } from '../lines/line-model';
import { requireMatch } from '../lines/lookup';
import { openLine } from '../lines/store';
import { legalFor } from './play';

type DeckChoice = { cardId: string; name: Text; count: number };

/** The distinct cards left in each seat's draw pile (for pinning the next draw). */
function deckChoices(def: AnyGameDefinition, state: MatchState): Record<Seat, DeckChoice[]> {
  const out = { p1: [], p2: [] } as Record<Seat, DeckChoice[]>;
  for (const seat of SEATS) {
    const counts = new Map<string, number>();
    for (const id of def.deckOf(state, seat)) {
      const c = state.cards[id]?.cardId;
      if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    out[seat] = [...counts]
      .map(([cardId, count]) => ({ cardId, name: def.cardName(cardId, state), count }))
      .sort((a, b) => a.cardId.localeCompare(b.cardId));
  }
  return out;
}

/** The snapshot of a line model (the match record supplies title, players and the main line). */
export async function snapshotOf(s: Store, match: MatchRecord, model: LineModel): Promise<StudioSnapshot> {
  const { def, events } = model;
  const state = model.latest;
  const [lines, notes] = await Promise.all([s.listLines(match.id), s.listNotes(match.id, model.lineId)]);
  const texts = tellSteps(model);
  const cardIds = new Set(Object.values(state.cards).map((c) => c.cardId));
  return {
    matchId: match.id,
    gameId: def.id,
    gameName: def.name,
    title: match.title,
    players: match.players,
    lineId: model.lineId,
    mainLineId: match.mainLineId,
    publication: match.publication,
    length: events.length,
    events: events.map((e, k) => ({ seq: e.seq, type: e.type, actor: e.actor, text: texts[k] })),
    view: view(def, state, 'omniscient') as ViewEnvelope,
    phaseLabel: phaseWords(def, state.phase),
    legal: legalFor(def, state),
    lines,
    notes,
    deckCards: deckChoices(def, state),
    instances: Object.fromEntries(Object.entries(state.cards).map(([id, c]) => [id, c.cardId])),
    cardNames: Object.fromEntries([...cardIds].map((c) => [c, def.cardName(c, state)])),
    rulingHint: rulingHint(def),
    rulingForm: rulingForm(def),
  };
}

/**
 * Everything the studio page shows for one line (the main line when `lineId` is absent). A route that has
 * authorized the match already passes its record, so the match is not read twice.
 */
export async function studioSnapshot(
  s: Store,
  match: string | MatchRecord,
  lineId?: string | null,
): Promise<StudioSnapshot> {
  const record = typeof match === 'string' ? await requireMatch(s, match) : match;
  return snapshotOf(s, record, await openLine(s, record, lineId));
}
