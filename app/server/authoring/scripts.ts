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
import { textProblem, normaliseText, type TextRules } from '@/app/contracts/text';
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

/** The names of the script's custom cards (each game's card shape names a card { zh, en }). */
function customCardNames(cards: readonly unknown[] | undefined): Array<[string, string, TextRules]> {
  return (cards ?? []).flatMap((c) => {
    const card = c as { id?: unknown; name?: { zh?: unknown; en?: unknown } } | null;
    const name = card?.name;
    if (!name || typeof name !== 'object') return [];
    return (['zh', 'en'] as const)
      .filter((l) => typeof name[l] === 'string')
      .map((l): [string, string, TextRules] => [`card ${String(card.id)} name.${l}`, name[l] as string, {}]);
  });
}

/**
 * The fields a person typed in the script under the same rules as the new-match form and the note editor:
 * player names, the title, custom card names and notes must keep something visible once invisible characters are
 * removed.
 */
function checkFields({ file, played }: ReturnType<typeof checkDuelScript>): void {
  const fields: Array<[string, string, TextRules]> = [
    ['p1 name', file.setup.players.p1.name, { max: 40 }],
    ['p2 name', file.setup.players.p2.name, { max: 40 }],
    ['title', file.title.zh, { max: 200 }],
    ['title en', file.title.en, { max: 200 }],
    ...played.notes.map((n): [string, string, TextRules] => [
      `note (step ${n.seq})`,
      n.body,
      { multiline: true },
    ]),
    ...customCardNames(file.setup.cards),
  ];
  for (const [field, value, rules] of fields) {
    const problem = textProblem(value, rules);
    if (problem)
      fail('ERR_BAD_REQUEST', `脚本的 ${field}：${problem.zh}`, `The script's ${field} ${problem.en}`, 400, {
        field,
      });
  }
}

/** The script cleaned, played through the engine and its typed fields checked; throws on any refusal. */
function checkedScript(text: string): ReturnType<typeof checkDuelScript> {
  const checked = checkDuelScript(cleanScript(text), scriptOptions);
  checkFields(checked);
  return checked;
}

/** Check a script through the engine without storing it. */
export async function checkScript(text: string) {
  return checkedScript(text);
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
  const { def, played, file } = checkedScript(text);
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
