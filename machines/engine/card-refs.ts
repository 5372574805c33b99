/**
 * One way to name a card: wherever a card is chosen (actions, pins, rulings, duel scripts, the CLI) an author may
 * name it as they see it — by card id or by name (zh or en) where that is unambiguous, or by zone and position
 * (`@p2.hand.3`, 1-based, zone keys as `def.zonesOf` gives them or the board's zone names) — instead of by
 * instance id. Instance ids stay valid. Resolution happens before an action is applied, so the stored event always
 * carries instance ids (the stable form that duel-script export writes).
 *
 * Actions are resolved against the game's own legal actions: a payload whose card fields name cards is matched
 * with every legal action of that type; exactly one match wins; several matches that differ only by identical
 * copies of one card in one zone take the first; otherwise the action is ambiguous (ERR_AMBIGUOUS_CARD, listing
 * the candidates in the author's words).
 */
import type { AnyGameDefinition } from './definition';
import { refuse } from './errors';
import type { Action, MatchState, Seat } from './types';

const ZONE_REF = /^@(p[12])\.(.+)\.(\d{1,3})$/;

/** The zone key and index (0-based) of every card in the match, from `def.zonesOf`. */
function placesOf(def: AnyGameDefinition, state: MatchState): Map<string, { zone: string; index: number }> {
  const out = new Map<string, { zone: string; index: number }>();
  for (const [zone, ids] of Object.entries(def.zonesOf(state)))
    ids.forEach((id, index) => out.set(id, { zone, index }));
  return out;
}

/** `@p2.手牌.3` / `@p2.hand.3` -> the instance id there, or undefined. */
function zoneRef(def: AnyGameDefinition, state: MatchState, ref: string): string | undefined {
  const m = ZONE_REF.exec(ref);
  if (!m) return undefined;
  const [, seat, zoneWord, pos] = m;
  const zones = def.zonesOf(state);
  let key = `${seat}.${zoneWord}`;
  if (!Object.hasOwn(zones, key)) {
    const named = Object.entries(def.zoneNames ?? {}).find(
      ([, t]) => t.zh === zoneWord || t.en.toLowerCase() === zoneWord.toLowerCase(),
    );
    if (named) key = `${seat}.${named[0]}`;
  }
  if (!Object.hasOwn(zones, key)) return undefined;
  return zones[key][Number(pos) - 1];
}

/** Whether `ref` names the instance `id`: the id itself, its card id, its name (zh, or en in any case), or its place. */
export function refersTo(def: AnyGameDefinition, state: MatchState, ref: string, id: string): boolean {
  if (ref === id) return true;
  const inst = state.cards[id];
  if (!inst) return false;
  if (ref.startsWith('@')) return zoneRef(def, state, ref) === id;
  if (ref === inst.cardId) return true;
  const name = def.cardName(inst.cardId, state);
  return ref === name.zh || ref.toLowerCase() === name.en.toLowerCase();
}

const isInstance = (state: MatchState, v: unknown): v is string =>
  typeof v === 'string' && Object.hasOwn(state.cards, v);

/**
 * Compare a given payload with a legal one. Card positions (where the legal payload holds an instance id) may
 * be given as any reference to that instance; everything else must be equal. Collects the instances matched.
 */
function matches(
  def: AnyGameDefinition,
  state: MatchState,
  given: unknown,
  legal: unknown,
  picked: string[],
): boolean {
  if (isInstance(state, legal)) {
    if (typeof given !== 'string' || !refersTo(def, state, given, legal)) return false;
    picked.push(legal);
    return true;
  }
  if (Array.isArray(legal)) {
    return (
      Array.isArray(given) &&
      given.length === legal.length &&
      legal.every((x, i) => matches(def, state, given[i], x, picked))
    );
  }
  if (legal && typeof legal === 'object') {
    if (!given || typeof given !== 'object' || Array.isArray(given)) return false;
    const keys = new Set([...Object.keys(legal), ...Object.keys(given)]);
    for (const k of keys) {
      const g = (given as Record<string, unknown>)[k];
      const l = (legal as Record<string, unknown>)[k];
      if (!matches(def, state, g, l, picked)) return false;
    }
    return true;
  }
  return Object.is(given, legal);
}

/** Whether the payload names any card other than by instance id (so resolution has something to do). */
function namesCards(state: MatchState, payload: unknown): boolean {
  if (typeof payload === 'string') return !isInstance(state, payload);
  if (Array.isArray(payload)) return payload.some((x) => namesCards(state, x));
  if (payload && typeof payload === 'object') return Object.values(payload).some((x) => namesCards(state, x));
  return false;
}

/**
 * The action with every card it names replaced by the instance id, as the engine stores it. An action that
 * already names instances only, or that matches no legal action (the game's own refusal is then clearer), is
 * returned unchanged; an ambiguous one is refused with ERR_AMBIGUOUS_CARD.
 */
export function resolveAction(def: AnyGameDefinition, state: MatchState, action: Action): Action {
  const seat = action.actor;
  if (seat !== 'p1' && seat !== 'p2') return action;
  if (!namesCards(state, action.payload ?? {})) return action;
  const found: Array<{ action: Action; picked: string[] }> = [];
  for (const legal of def.legalActions(state, seat)) {
    if (legal.type !== action.type) continue;
    const picked: string[] = [];
    if (matches(def, state, action.payload ?? {}, legal.payload ?? {}, picked))
      found.push({ action: legal, picked });
  }
  if (found.length === 0) return action;
  if (found.length === 1) return found[0].action;
  // Copies of one card in one zone are interchangeable: take the first (the legal actions come in zone order).
  const places = placesOf(def, state);
  const shape = (picked: string[]) =>
    picked.map((id) => `${state.cards[id].cardId}@${places.get(id)?.zone ?? '?'}`).join('|');
  const first = shape(found[0].picked);
  const sameAction = (a: Action, b: Action) => {
    const strip = (x: Action) => JSON.stringify(x.payload, (_, v) => (isInstance(state, v) ? '' : v));
    return strip(a) === strip(b);
  };
  if (found.every((f) => shape(f.picked) === first && sameAction(f.action, found[0].action)))
    return found[0].action;
  const options = found
    .slice(0, 6)
    .map((f) => def.describe?.(state, f.action).text ?? { zh: f.action.type, en: f.action.type });
  refuse(
    'ERR_AMBIGUOUS_CARD',
    `这一步可以指多张牌，请写明（如 @p1.hand.2 表示手牌第 2 张）：${options.map((o) => o.zh).join('；')}`,
    `This step could mean several cards; say which (e.g. @p1.hand.2 for the 2nd card in hand): ${options.map((o) => o.en).join('; ')}`,
    { candidates: found.length },
  );
}

/**
 * One card instance named by reference among `candidates` (default: every card of the match), for rulings and
 * other places without a list of legal actions. Unknown -> ERR_UNKNOWN_CARD; several different cards ->
 * ERR_AMBIGUOUS_CARD; identical copies in one zone -> the first.
 */
export function resolveCardRef(
  def: AnyGameDefinition,
  state: MatchState,
  ref: string,
  candidates: readonly string[] = Object.keys(state.cards),
): string {
  if (isInstance(state, ref) && candidates.includes(ref)) return ref;
  const hits = candidates.filter((id) => refersTo(def, state, ref, id));
  if (hits.length === 0) {
    refuse('ERR_UNKNOWN_CARD', `找不到牌「${ref}」`, `No card "${ref}" here`, { card: ref });
  }
  const places = placesOf(def, state);
  const key = (id: string) => `${state.cards[id].cardId}@${places.get(id)?.zone ?? '?'}`;
  if (hits.every((id) => key(id) === key(hits[0]))) {
    return [...hits].sort((a, b) => (places.get(a)?.index ?? 0) - (places.get(b)?.index ?? 0))[0];
  }
  const where = hits.slice(0, 6).map((id) => {
    const p = places.get(id);
    return p ? `@${p.zone}.${p.index + 1}` : id;
  });
  refuse(
    'ERR_AMBIGUOUS_CARD',
    `「${ref}」可以指多张牌，请写明位置：${where.join('、')}`,
    `"${ref}" could mean several cards; name the place: ${where.join(', ')}`,
    { card: ref, candidates: where },
  );
}

/** A kind of card named by id or name (zh, or en in any case) among `cardIds`; undefined when none matches. */
export function resolveCardId(
  def: AnyGameDefinition,
  state: MatchState | undefined,
  ref: string,
  cardIds: readonly string[],
): string | undefined {
  if (cardIds.includes(ref)) return ref;
  const lower = ref.toLowerCase();
  return cardIds.find((id) => {
    const n = def.cardName(id, state);
    return n.zh === ref || n.en.toLowerCase() === lower;
  });
}

export type { Seat };
