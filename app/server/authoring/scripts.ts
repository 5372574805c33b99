/**
 * Duel scripts in and out (docs/duel-script.md): import checks the whole script through the engine first and
 * stores nothing when any line is refused; export writes one line's events and the notes visible from it.
 * The site's import route and `npm run duel` both call these.
 */
import 'server-only';
import { hashEditKey } from '@/db/ids';
import type { Publication } from '@/db/store/contract';
import {
  checkDuelScript,
  duelFileFromLine,
  serializeDuelScript,
  type DuelScriptOptions,
} from '@/machines/engine/duel-script';
import { GAMES } from '@/machines/registry';
import { textProblem, normaliseText } from '@/app/contracts/text';
import { newEditKey } from '../auth/edit-key';
import type { Store } from '../db';
import { fail } from '../http/errors';
import { studioCardIds } from '../games/content';
import { gameOf } from '../games/lookup';
import { lineOf, requireMatch } from '../lines/lookup';

export const scriptOptions: DuelScriptOptions = { games: GAMES, cardIds: studioCardIds };

export interface NewMatch {
  matchId: string;
  lineId: string;
  editKey: string;
}

/** The script under the shared text rules: NFC; lone surrogates and direction overrides refused. */
function cleanScript(text: string): string {
  const problem = textProblem(text, { multiline: true });
  if (problem) fail('ERR_BAD_REQUEST', `脚本${problem.zh}`, `The script ${problem.en}`, 400);
  return normaliseText(text, { multiline: true });
}

/** Check a script through the engine without storing it. */
export async function checkScript(text: string) {
  return checkDuelScript(cleanScript(text), scriptOptions);
}

/**
 * Import a duel script as a new match (a draft unless `publication` says otherwise); returns the edit key once
 * (only its hash is stored).
 */
export async function importScript(
  s: Store,
  text: string,
  publication: Publication = 'draft',
): Promise<NewMatch & { steps: number; notes: number }> {
  const { def, played, file } = checkDuelScript(cleanScript(text), scriptOptions);
  const editKey = newEditKey();
  const { matchId, lineId } = await s.storeDuel({
    gameId: def.id,
    rulesVersion: def.rulesVersion,
    title: file.title.zh,
    players: file.setup.players,
    events: played.events,
    notes: played.notes,
    editKeyHash: hashEditKey(editKey),
    publication,
  });
  return { matchId, lineId, editKey, steps: played.events.length - 1, notes: played.notes.length };
}

/** The script of one line (the main line by default): events and the notes visible from it. */
export async function exportScript(s: Store, matchId: string, lineId?: string | null): Promise<string> {
  const match = await requireMatch(s, matchId);
  const def = gameOf(match.gameId);
  const line = await lineOf(s, match, lineId);
  const events = await s.readLine(line);
  const notes = (await s.listNotes(matchId, line)).filter((n) => n.seq < events.length);
  return serializeDuelScript(duelFileFromLine(def, events, notes, match.title), { def });
}
