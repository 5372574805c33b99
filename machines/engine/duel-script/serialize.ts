/** Writing a DuelFile (or a stored line) back out as a duel script. */
import { formatCards } from './cards';
import type { AnyGameDefinition } from '../definition';
import { RuleError } from '../errors';
import { type DuelFile, type DuelNote } from '../duel-file';
import { KERNEL_ACTIONS, applyInPlace, createMatchOrThrow } from '../match';

import type { EngineEvent, MatchSetup, MatchState } from '../types';
import { upcastEvent } from '../upcast';
import { DUEL_SCRIPT_MAGIC, LITERAL, asPairs, formatCardList, listable, type NoteKind } from './common';

/* ---------------------------------------------------------------------------------------------- serialise */

export interface SerializeOptions {
  /** With the game, `# turn N` comment headers are added where the turn changes (the script reads the same). */
  def?: AnyGameDefinition;
}

export const oneLine = (s: string) => !/[\r\n]/.test(s);

export function noteLines(n: DuelNote): string[] {
  const [first, ...rest] = n.body.split('\n');
  const tag = `[${n.kind}${n.spoiler ? '!spoiler' : ''}]`;
  return [first ? `> ${tag} ${first}` : `> ${tag}`, ...rest.map((l) => (l ? `>> ${l}` : '>>'))];
}

export function formatAction(action: DuelFile['steps'][number]['action']): string {
  const { type, actor } = action;
  const payload = action.payload ?? {};
  const p = payload as Record<string, unknown>;
  if (type === KERNEL_ACTIONS.pin && p && typeof p === 'object') {
    const keys = Object.keys(p).sort().join(',');
    if (
      p.kind === 'draw' &&
      keys === 'cardId,kind,seat' &&
      typeof p.cardId === 'string' &&
      /^\S+$/.test(p.cardId)
    ) {
      return `${actor}: ${type} draw ${p.seat} ${p.cardId}`;
    }
    if (p.kind === 'coin' && keys === 'kind,winner') return `${actor}: ${type} coin ${p.winner}`;
    if (p.kind === 'pick' && keys === 'index,kind' && Number.isInteger(p.index) && (p.index as number) >= 0)
      return `${actor}: ${type} pick ${p.index}`;
    return `${actor}: ${type} ${JSON.stringify(payload)}`;
  }
  if (type === KERNEL_ACTIONS.ruling && p && typeof p === 'object' && !Array.isArray(p)) {
    const keys = Object.keys(p).sort().join(',');
    const reason = p.reason;
    if (
      keys === 'change,reason' &&
      typeof reason === 'string' &&
      oneLine(reason) &&
      reason === reason.trim() &&
      p.change &&
      typeof p.change === 'object' &&
      !Array.isArray(p.change)
    ) {
      return `${actor}: ruling ${JSON.stringify(p.change)} reason: ${reason}`;
    }
    return `${actor}: ${type} ${JSON.stringify(payload)}`;
  }
  const pairs = asPairs(payload);
  if (pairs !== null) return pairs ? `${actor}: ${type} ${pairs}` : `${actor}: ${type}`;
  return `${actor}: ${type} ${JSON.stringify(payload)}`;
}

export function headerValueOk(v: string): boolean {
  return oneLine(v) && v === v.trim();
}

/** Write a DuelFile as a script; `parseDuelScript` of the result gives the same file (setup, steps, notes). */
export function serializeDuelScript(file: DuelFile, options: SerializeOptions = {}): string {
  const s = file.setup as MatchSetup;
  const out: string[] = [DUEL_SCRIPT_MAGIC, `game: ${s.gameId}`, `rules: ${s.rulesVersion}`];
  const text = (key: string, v: string) => {
    if (!headerValueOk(v))
      throw new RuleError('ERR_SCRIPT_UNWRITABLE', {
        zh: `${key} 不能包含换行或首尾空格`,
        en: `${key} cannot contain line breaks or surrounding spaces`,
      });
    out.push(v ? `${key}: ${v}` : `${key}:`);
  };
  text('title', file.title.zh);
  if (file.title.en !== file.title.zh) text('title en', file.title.en);
  if (file.description) {
    text('description', file.description.zh);
    if (file.description.en !== file.description.zh) text('description en', file.description.en);
  }
  text('p1 name', s.players.p1.name);
  text('p2 name', s.players.p2.name);
  out.push(`seed: ${s.seed}`);
  if (s.firstPlayer) out.push(`first: ${s.firstPlayer}`);
  if (s.stacked) out.push(`stacked: ${s.stacked.join(', ')}`);
  if (s.config !== undefined) out.push(`config: ${JSON.stringify(s.config)}`);
  out.push(...formatCards(s.cards));
  if (s.decks !== undefined) out.push(...formatDecks(s.decks));
  if (s.position !== undefined) out.push(`position: ${JSON.stringify(s.position)}`);
  for (const n of file.notes ?? []) out.push(...noteLines(n));
  let state: MatchState | null = null;
  let turn = -1;
  if (options.def) {
    try {
      state = createMatchOrThrow(options.def, s);
    } catch {
      state = null;
    }
  }
  out.push('');
  for (const step of file.steps) {
    if (state) {
      if (state.turn !== turn) {
        turn = state.turn;
        out.push(`# turn ${turn}`);
      }
      try {
        applyInPlace(options.def!, state, { ...step.action, payload: step.action.payload ?? {} });
      } catch {
        state = null;
      }
    }
    out.push(formatAction(step.action));
    for (const n of step.notes ?? []) out.push(...noteLines(n));
  }
  return out.join('\n') + '\n';
}

/** A deck part written as one JSON scalar (星阶 `rank: 10`); finite numbers only, so it parses back the same. */
const isScalar = (v: unknown): v is number | boolean | null =>
  v === null || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

export function formatDecks(decks: unknown): string[] {
  const d = decks as Record<string, unknown>;
  const isRecord =
    d && typeof d === 'object' && !Array.isArray(d) && Object.keys(d).every((k) => k === 'p1' || k === 'p2');
  if (!isRecord) return [`decks json: ${JSON.stringify(decks)}`];
  const out: string[] = [];
  for (const seat of ['p1', 'p2'] as const) {
    if (!(seat in d)) continue;
    const deck = d[seat];
    if (listable(deck) && deck.length > 0) {
      out.push(`${seat} deck: ${formatCardList(deck)}`);
    } else if (
      deck &&
      typeof deck === 'object' &&
      !Array.isArray(deck) &&
      Object.keys(deck).length > 0 &&
      Object.entries(deck).every(
        ([k, v]) =>
          /^[A-Za-z_][A-Za-z0-9_]*$/.test(k) &&
          k !== 'json' &&
          (isScalar(v) || (listable(v) && !(v.length === 1 && LITERAL.test(v[0])))),
      )
    ) {
      for (const [k, v] of Object.entries(deck))
        out.push(
          `${seat} deck ${k}: ${isScalar(v) ? JSON.stringify(v) : formatCardList(v as string[])}`.trimEnd(),
        );
    } else {
      out.push(`${seat} deck json: ${JSON.stringify(deck)}`);
    }
  }
  return out;
}

/* ----------------------------------------------------------------------------------------------- export */

export interface LineNote {
  seq: number;
  kind: NoteKind;
  body: string;
  spoiler?: boolean;
}

/**
 * The DuelFile of a stored line: its events (match.created first, upcast to the current version) and its notes
 * (latest revisions, ordered by seq then as given).
 */
export function duelFileFromLine(
  def: AnyGameDefinition,
  events: readonly EngineEvent[],
  notes: readonly LineNote[],
  title: string,
): DuelFile {
  const [first, ...rest] = events.map((e) => upcastEvent(def, e));
  if (!first || first.type !== KERNEL_ACTIONS.created) {
    throw new RuleError('ERR_NO_MATCH_CREATED', {
      zh: '事件流必须以 match.created 开始',
      en: 'An event line must start with match.created',
    });
  }
  const bySeq = new Map<number, DuelNote[]>();
  for (const n of [...notes].sort((a, b) => a.seq - b.seq)) {
    const dn: DuelNote = { kind: n.kind, body: n.body };
    if (n.spoiler) dn.spoiler = true;
    const list = bySeq.get(n.seq) ?? [];
    list.push(dn);
    bySeq.set(n.seq, list);
  }
  const file: DuelFile = {
    title: { zh: title, en: title },
    setup: first.payload as DuelFile['setup'],
    steps: rest.map((e) => {
      const step: DuelFile['steps'][number] = {
        action: { type: e.type, actor: e.actor, payload: e.payload },
      };
      const ns = bySeq.get(e.seq);
      if (ns) step.notes = ns;
      return step;
    }),
  };
  const opening = bySeq.get(0);
  if (opening) file.notes = opening;
  return file;
}
