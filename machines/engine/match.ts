/**
 * createMatch, applyAction, legalActions: the kernel's write path. Live play applies an action to a copy of the
 * state (so a refused action changes nothing); replay uses `applyInPlace` on one working state.
 */
import { captureStops, resumeChartAt, sendPhase, settleChart, startChart } from './chart';
import type { AnyGameDefinition } from './definition';
import { RuleError, check, isRuleError, refuse } from './errors';
import { validateCustomCards } from './custom-cards';
import { hasQueuedPhase } from './phase-queue';
import { refuseBadPositionShape } from './position-shape';
import { seedRng } from './rng';
import { actionSchema, concedeSchema, pinSchema, rulingEnvelopeSchema, setupEnvelopeSchema } from './schemas';
import type {
  Action,
  ApplyResult,
  EngineEvent,
  MatchSetup,
  MatchState,
  Pin,
  ReaderStop,
  Seat,
} from './types';
import { SEATS, otherSeat } from './types';
import { rulingChangeProblem, rulingEnvelopeProblem } from './ruling-words';
import { zodIssues } from './zod-issues';

/** Kernel action types every game understands. */
export const KERNEL_ACTIONS = {
  created: 'match.created',
  concede: 'match.concede',
  pin: 'fate.pin',
  ruling: 'author.ruling',
} as const;

/**
 * A deep copy of a JSON state, with the same result as `JSON.parse(JSON.stringify(state))` (undefined fields
 * dropped, undefined array items and non-finite numbers become null, -0 becomes 0) at a third to a fifth of
 * the cost; the copy is most of what a live applyAction costs (bench: "live applyAction").
 */
export function cloneState<S>(state: S): S {
  const custom = (state as { customCards?: unknown } | null)?.customCards;
  if (custom === undefined) return cloneJson(state) as S;
  // Custom card definitions are frozen at creation and never change: share them instead of copying.
  const out = cloneJson({ ...(state as object), customCards: undefined }) as Record<string, unknown>;
  out.customCards = custom;
  return out as S;
}

function cloneJson(v: unknown): unknown {
  if (typeof v === 'number') return v === 0 ? 0 : Number.isFinite(v) ? v : null; // -0 -> 0, NaN -> null
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      out[i] = x === undefined || typeof x === 'function' ? null : cloneJson(x);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined && typeof x !== 'function') out[k] = cloneJson(x);
  }
  return out;
}

/** The first event of every line. */
export function matchCreatedEvent(def: AnyGameDefinition, setup: MatchSetup): EngineEvent<MatchSetup> {
  return { seq: 0, type: KERNEL_ACTIONS.created, actor: 'system', payload: setup, v: def.schemaVersion };
}

/** The setup schema that knows a match's custom cards, built once per game and (memoised, frozen) card list. */
const setupSchemas = new WeakMap<AnyGameDefinition, WeakMap<object, AnyGameDefinition['setupSchema']>>();
function setupSchemaOf(def: AnyGameDefinition, customCards: Readonly<Record<string, unknown>>) {
  if (!def.setupSchemaFor) return def.setupSchema;
  let ofDef = setupSchemas.get(def);
  if (!ofDef) setupSchemas.set(def, (ofDef = new WeakMap()));
  let schema = ofDef.get(customCards);
  if (!schema) {
    schema = def.setupSchemaFor(customCards);
    ofDef.set(customCards, schema);
  }
  return schema;
}

/** Build the state right after `match.created` (seq 1). Bad setups are RuleErrors, never partial states. */
export function createMatchOrThrow<S extends MatchState>(def: AnyGameDefinition, rawSetup: MatchSetup): S {
  const env = setupEnvelopeSchema.safeParse(rawSetup);
  if (!env.success) {
    refuse(
      'ERR_BAD_SETUP',
      `对局设置无效：${zodIssues(env.error)}`,
      `Invalid match setup: ${zodIssues(env.error)}`,
    );
  }
  const setup = env.data as MatchSetup;
  check(
    setup.gameId === def.id,
    'ERR_WRONG_GAME',
    `设置属于游戏 ${setup.gameId}，不是 ${def.id}`,
    `Setup is for ${setup.gameId}, not ${def.id}`,
  );
  check(
    setup.rulesVersion === def.rulesVersion,
    'ERR_RULES_VERSION',
    `本引擎执行规则版本 ${def.rulesVersion}，无法重放版本 ${setup.rulesVersion}`,
    `This engine runs rules version ${def.rulesVersion} and cannot replay version ${setup.rulesVersion}`,
  );
  const config = def.configSchema.safeParse(setup.config ?? {});
  if (!config.success) {
    refuse(
      'ERR_BAD_CONFIG',
      `规则配置无效：${zodIssues(config.error)}`,
      `Invalid rules config: ${zodIssues(config.error)}`,
    );
  }
  const customCards = validateCustomCards(def, setup.cards);
  const setupSchema = setupSchemaOf(def, customCards);
  const gameInput = { decks: setup.decks, position: setup.position };
  const game = setupSchema.safeParse(gameInput);
  if (!game.success) {
    refuseBadPositionShape(setupSchema, gameInput, game.error);
    refuse(
      'ERR_BAD_SETUP',
      `对局设置无效：${zodIssues(game.error)}`,
      `Invalid match setup: ${zodIssues(game.error)}`,
    );
  }
  const state: MatchState = {
    gameId: def.id,
    rulesVersion: def.rulesVersion,
    seq: 1,
    phase: '',
    turn: 1,
    active: null,
    players: { p1: { name: setup.players.p1.name }, p2: { name: setup.players.p2.name } },
    // An override of `undefined` means "not overridden" (JSON drops it, so replay would disagree otherwise).
    config: {
      ...def.defaultConfig,
      ...Object.fromEntries(Object.entries(config.data as object).filter(([, v]) => v !== undefined)),
    },
    rng: seedRng(setup.seed),
    pins: [],
    cards: {},
    result: null,
    effects: [],
    game: null,
  };
  if (Object.keys(customCards).length > 0) state.customCards = customCards;
  def.init(state, { ...setup, decks: game.data.decks as MatchSetup['decks'], position: game.data.position });
  // A scene that starts mid-turn: `init` named the phase play resumes in; no entry action of the opening runs.
  if (state.phase !== '') {
    if (!resumeChartAt(def.chart, state, state.phase)) {
      refuse(
        'ERR_BAD_POSITION',
        `起始局面：${def.name.zh}没有可以从中开始的阶段「${state.phase}」`,
        `Starting position: ${def.name.en} has no phase "${state.phase}" that play can resume in`,
        { field: 'phase', phase: state.phase },
      );
    }
  } else startChart(def.chart, state);
  settleMatch(def, state);
  return state as S;
}

export function createMatch<S extends MatchState>(def: AnyGameDefinition, setup: MatchSetup): S | RuleError {
  try {
    return createMatchOrThrow<S>(def, setup);
  } catch (e) {
    return toRuleError(e);
  }
}

function toRuleError(e: unknown): RuleError {
  if (isRuleError(e)) return e;
  const message = e instanceof Error ? e.message : String(e);
  return new RuleError('ERR_ENGINE_FAULT', {
    zh: `引擎内部错误：${message}`,
    en: `Engine fault: ${message}`,
  });
}

function validatePin(def: AnyGameDefinition, state: MatchState, pin: Pin): void {
  if (pin.kind !== 'draw') return;
  const deck = def.deckOf(state, pin.seat);
  const inDeck = deck.filter((id) => state.cards[id]?.cardId === pin.cardId).length;
  const alreadyPinned = state.pins.filter(
    (p) => p.kind === 'draw' && p.seat === pin.seat && p.cardId === pin.cardId,
  ).length;
  check(
    inDeck > alreadyPinned,
    'ERR_PIN_NOT_IN_DECK',
    `「${def.cardName(pin.cardId, state).zh}」不在${state.players[pin.seat].name}的牌库中（或已全部被锁定）`,
    `"${def.cardName(pin.cardId, state).en}" is not in ${state.players[pin.seat].name}'s deck (or every copy is already pinned)`,
    { pin },
  );
}

/**
 * Apply one action to `draft` in place and return the event to store. Throws RuleError when illegal; the
 * draft may then be half-changed, so callers that keep state must apply to a copy (see applyAction).
 */
export function applyInPlace(def: AnyGameDefinition, draft: MatchState, raw: Action): EngineEvent {
  const env = actionSchema.safeParse(raw);
  if (!env.success) {
    refuse(
      'ERR_BAD_ACTION',
      `动作格式无效：${zodIssues(env.error)}`,
      `Malformed action: ${zodIssues(env.error)}`,
    );
  }
  const { type, actor } = env.data;
  const rawPayload = env.data.payload ?? {};
  const isAuthor = type === KERNEL_ACTIONS.pin || type === KERNEL_ACTIONS.ruling;
  if (draft.result && !isAuthor) {
    refuse('ERR_MATCH_OVER', '对局已经结束', 'The match is over');
  }
  let payload: unknown;
  draft.effects = [];
  if (isAuthor) {
    check(
      actor === 'author',
      'ERR_NOT_AUTHOR',
      '只有作者可以锁定命运或作出裁定',
      'Only the author may pin fate or make a ruling',
    );
    if (type === KERNEL_ACTIONS.pin) {
      const pin = pinSchema.safeParse(rawPayload);
      if (!pin.success)
        refuse(
          'ERR_BAD_PAYLOAD',
          `命运锁定无效：${zodIssues(pin.error)}`,
          `Invalid pin: ${zodIssues(pin.error)}`,
        );
      validatePin(def, draft, pin.data);
      draft.pins.push(pin.data);
      payload = pin.data;
    } else {
      const ruling = rulingEnvelopeSchema.safeParse(rawPayload);
      if (!ruling.success) {
        const why = rulingEnvelopeProblem(ruling.error);
        refuse('ERR_BAD_RULING', why.zh, why.en);
      }
      const change = def.ruling.schema.safeParse(ruling.data.change);
      if (!change.success) {
        const why = rulingChangeProblem(def, ruling.data.change, change.error);
        refuse('ERR_BAD_RULING', why.zh, why.en);
      }
      def.ruling.apply(draft, change.data);
      payload = { change: change.data, reason: ruling.data.reason };
      draft.effects.push({ type: 'ruling' });
    }
  } else if (type === KERNEL_ACTIONS.concede) {
    check(
      actor === 'p1' || actor === 'p2',
      'ERR_NOT_A_SEAT',
      '只有玩家可以认输',
      'Only a player may concede',
    );
    const ok = concedeSchema.safeParse(rawPayload);
    if (!ok.success) refuse('ERR_BAD_PAYLOAD', '认输不带参数', 'Concession takes no payload');
    const winner = otherSeat(actor as Seat);
    draft.result = {
      winner,
      reason: 'concede',
      text: {
        zh: `${draft.players[actor as Seat].name}认输`,
        en: `${draft.players[actor as Seat].name} conceded`,
      },
    };
    payload = {};
    // Nobody acts after a concession; the chart's game-over guards (which read `result`) take it from here.
    draft.active = null;
  } else {
    const spec = def.actions[type];
    if (!spec)
      refuse(
        'ERR_UNKNOWN_ACTION',
        `${def.name.zh}没有动作「${type}」`,
        `${def.name.en} has no action "${type}"`,
      );
    check(
      actor === 'p1' || actor === 'p2',
      'ERR_NOT_A_SEAT',
      '游戏动作必须由玩家作出',
      'Game actions are made by a seat',
    );
    const parsed = spec.schema.safeParse(rawPayload);
    if (!parsed.success) {
      refuse(
        'ERR_BAD_PAYLOAD',
        `动作「${type}」的参数无效：${zodIssues(parsed.error)}`,
        `Invalid payload for "${type}": ${zodIssues(parsed.error)}`,
      );
    }
    payload = parsed.data;
    spec.apply(draft, { type, actor, payload });
  }
  // Every kind of action may change what the chart's eventless guards read (a concession ends the match).
  settleMatch(def, draft);
  const event: EngineEvent = { seq: draft.seq, type, actor, payload, v: def.schemaVersion };
  draft.seq += 1;
  return event;
}

const MAX_SETTLE_ROUNDS = 1000;

/**
 * After an action's rules have run (and after a new match's chart has started): send the phase events the
 * rules queued to the chart, in order (each send also runs the chart's eventless transitions); then let the
 * game do its after-action bookkeeping (`def.settle`: state checks, who acts next), which may queue more.
 * When nothing is queued, the chart's eventless transitions are checked once more, since the bookkeeping may
 * have changed what their guards read (a match that just ended); if that moves the phase, the bookkeeping
 * runs again, so `def.settle` must be idempotent. This is the one hook through which a game settles.
 */
export function settleMatch(def: AnyGameDefinition, draft: MatchState): void {
  for (let round = 0; round < MAX_SETTLE_ROUNDS; round++) {
    const queue = draft.phaseQueue;
    if (queue && queue.length > 0) {
      sendPhase(def.chart, draft, queue.shift()!);
      continue;
    }
    delete draft.phaseQueue;
    settleChart(def.chart, draft);
    const phase = draft.phase;
    def.settle?.(draft);
    if (hasQueuedPhase(draft)) continue;
    delete draft.phaseQueue;
    settleChart(def.chart, draft);
    if (draft.phase === phase) return;
  }
  throw new RuleError('ERR_ENGINE_LOOP', {
    zh: '阶段流转陷入循环',
    en: 'The phase chart looped without settling',
  });
}

/**
 * `applyInPlace`, also capturing the state at each reader stop (`meta.stop` in the game's chart) the action
 * passes through, in order. Each stop state is a copy with the step's seq (as the state after the action has), so
 * its view reads as part of the same step. The final state is exactly what `applyInPlace` alone gives.
 */
export function applyInPlaceWithStops(
  def: AnyGameDefinition,
  draft: MatchState,
  raw: Action,
): { event: EngineEvent; stops: ReaderStop[] } {
  const stops: ReaderStop[] = [];
  const event = captureStops(
    (holder, label) => {
      const state = cloneState(holder as MatchState);
      delete state.phaseQueue;
      stops.push({ state, phase: state.phase, label });
    },
    () => applyInPlace(def, draft, raw),
  );
  for (const s of stops) s.state.seq = draft.seq;
  return { event, stops };
}

/**
 * Live play: returns a new state and the event to append, or the refusal; the input state is never changed.
 * With `{ stops: true }` it also returns the reader stops the action passed through (see applyInPlaceWithStops).
 */
export function applyAction<S extends MatchState>(
  def: AnyGameDefinition,
  state: S,
  action: Action,
  options?: { stops?: boolean },
): ApplyResult<S> {
  const draft = cloneState(state);
  try {
    if (options?.stops) {
      const { event, stops } = applyInPlaceWithStops(def, draft, action);
      return { ok: true, state: draft, events: [event], stops: stops as ReaderStop<S>[] };
    }
    const event = applyInPlace(def, draft, action);
    return { ok: true, state: draft, events: [event] };
  } catch (e) {
    return { ok: false, error: toRuleError(e) };
  }
}

/** Every legal action for `seat` (none once the match is over). */
export function legalActions(def: AnyGameDefinition, state: MatchState, seat: Seat): Action[] {
  if (state.result) return [];
  return [...def.legalActions(state, seat), { type: KERNEL_ACTIONS.concede, actor: seat, payload: {} }];
}

/** Legal actions of both seats. */
export const allLegalActions = (def: AnyGameDefinition, state: MatchState): Action[] =>
  SEATS.flatMap((s) => legalActions(def, state, s));
