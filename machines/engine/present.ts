/**
 * What the UI reads: a perspective view (the kernel envelope without RNG state, pins or the card registry,
 * plus the game's own filtered board) and narration sentences in zh-CN and en.
 */
import type { AnyGameDefinition } from './definition';
import type { Consequence } from './consequences';
import { KERNEL_ACTIONS } from './match';
import { isNarration, n, plain, renderNarration, seat } from './narration';
import type { Narration, RenderContext } from './narration';
import type {
  Action,
  Locale,
  MatchResult,
  MatchSetup,
  MatchState,
  Perspective,
  Pin,
  Seat,
  Text,
} from './types';

export interface EnvelopeView<V> {
  gameId: string;
  seq: number;
  phase: string;
  turn: number;
  active: Seat | null;
  perspective: Perspective;
  players: MatchState['players'];
  result: MatchResult | null;
  /** Pending fate pins: only the omniscient (author/reader-with-everything) view sees them. */
  pins: Pin[] | null;
  board: V;
}

export function view<V>(
  def: AnyGameDefinition,
  state: MatchState,
  perspective: Perspective,
): EnvelopeView<V> {
  return {
    gameId: state.gameId,
    seq: state.seq - 1,
    phase: state.phase,
    turn: state.turn,
    active: state.active,
    perspective,
    players: state.players,
    result: state.result,
    pins: perspective === 'omniscient' ? state.pins : null,
    board: def.view(state, perspective) as V,
  };
}

const pick = (t: Text, locale: Locale) => (locale === 'en' ? t.en : t.zh);

function describePin(def: AnyGameDefinition, state: MatchState, pin: Pin): Text {
  if (pin.kind === 'draw') {
    const card = def.cardName(pin.cardId, state);
    const name = state.players[pin.seat].name;
    return {
      zh: `命运锁定：${name}下一次抽到「${card.zh}」`,
      en: `Fate pinned: ${name}'s next draw is "${card.en}"`,
    };
  }
  if (pin.kind === 'coin') {
    const name = state.players[pin.winner].name;
    return { zh: `命运锁定：下一次掷币由${name}获胜`, en: `Fate pinned: ${name} wins the next coin toss` };
  }
  return {
    zh: `命运锁定：下一次随机选择取第 ${pin.index + 1} 项`,
    en: `Fate pinned: the next random pick is option ${pin.index + 1}`,
  };
}

/**
 * The sentence for one accepted action as narration segments, given the states before and after it. Kernel
 * actions are told here; game actions by the game. A game that still returns plain Text gets it wrapped.
 */
export function stepNarration(
  def: AnyGameDefinition,
  before: MatchState,
  action: Action,
  after: MatchState,
): Narration {
  let text: Narration;
  if (action.type === KERNEL_ACTIONS.created) {
    text = {
      zh: n`${def.name.zh}对局开始：${seat('p1')} 对 ${seat('p2')}`,
      en: n`${def.name.en} match begins: ${seat('p1')} vs ${seat('p2')}`,
    };
    if ((action.payload as MatchSetup | null)?.position !== undefined) {
      text.zh.push('，从作者描述的局面开始');
      text.en.push(', from a position the author described');
    }
  } else if (action.type === KERNEL_ACTIONS.pin) {
    text = plain(describePin(def, before, action.payload as Pin));
  } else if (action.type === KERNEL_ACTIONS.ruling) {
    const { change, reason } = action.payload as { change: unknown; reason: string };
    const told = def.ruling.describe(before, change);
    const d = isNarration(told) ? told : plain(told);
    text = {
      zh: ['【作者裁定】', ...d.zh, `（理由：${reason}）`],
      en: ['[Author ruling] ', ...d.en, ` (reason: ${reason})`],
    };
  } else if (action.type === KERNEL_ACTIONS.concede) {
    const who = action.actor as Seat;
    text = { zh: n`${seat(who)}认输`, en: n`${seat(who)} concedes` };
  } else {
    const told = def.narrate(before, action, after);
    text = isNarration(told) ? { zh: [...told.zh], en: [...told.en] } : plain(told);
  }
  if (after.result && !before.result) {
    const r = after.result;
    const w = r.winner;
    text.zh.push(...(w ? n`。${seat(w)}获胜（${r.text.zh}）` : [`。平局（${r.text.zh}）`]));
    text.en.push(...(w ? n`. ${seat(w)} wins (${r.text.en})` : [`. Draw (${r.text.en})`]));
  }
  return text;
}

const DEFAULT_HIDDEN: Text = { zh: '一张暗置的牌', en: 'a hidden card' };

/**
 * How a perspective renders the narration of the step `before -> after`: a card instance is told by name
 * unless the perspective could know it neither before nor after the step (hidden in both states).
 */
export function renderContext(
  def: AnyGameDefinition,
  before: MatchState,
  after: MatchState,
  perspective: Perspective,
): RenderContext {
  let hidden: Set<string> | null = null;
  if (perspective !== 'omniscient') {
    const was = new Set(def.hiddenFrom(before, perspective));
    hidden = new Set(def.hiddenFrom(after, perspective).filter((id) => was.has(id)));
  }
  return {
    players: after.players,
    cardIdOf: (id) => after.cards[id]?.cardId ?? before.cards[id]?.cardId,
    cardName: (cardId) => def.cardName(cardId, after),
    isHidden: (id) => hidden !== null && hidden.has(id),
    hiddenCard: def.hiddenCard ?? DEFAULT_HIDDEN,
  };
}

/** The sentence for one accepted action, rendered for a perspective (omniscient by default). */
export function narrateText(
  def: AnyGameDefinition,
  before: MatchState,
  action: Action,
  after: MatchState,
  perspective: Perspective = 'omniscient',
): Text {
  return renderNarration(
    stepNarration(def, before, action, after),
    renderContext(def, before, after, perspective),
  );
}

/** Whether the game tells this action in segments (so no name-based redaction is needed for it). */
export function toldInSegments(
  def: AnyGameDefinition,
  before: MatchState,
  action: Action,
  after: MatchState,
) {
  const kernel = Object.values(KERNEL_ACTIONS) as string[];
  return kernel.includes(action.type) || isNarration(def.narrate(before, action, after));
}

/** The ordered, typed consequences of an accepted action (none for kernel actions or games without them). */
export function stepConsequences(
  def: AnyGameDefinition,
  before: MatchState,
  action: Action,
  after: MatchState,
): Consequence[] {
  const kernel = Object.values(KERNEL_ACTIONS) as string[];
  if (kernel.includes(action.type) || !def.consequences) return [];
  return def.consequences(before, action, after);
}

/**
 * Whether a step may be quiet, judged before it is applied (so callers copy the state only for these): a game
 * action whose intent, in the game's own words, is a pass.
 */
export function mayBeQuiet(def: AnyGameDefinition, before: MatchState, action: Action): boolean {
  const kernel = Object.values(KERNEL_ACTIONS) as string[];
  if (kernel.includes(action.type) || !def.describe || !def.consequences || before.result) return false;
  return def.describe(before, action).intent === 'pass';
}

/**
 * A quiet step changes nothing a reader sees: a pass whose typed consequences are at most phase changes (a
 * priority pass, a phase ended with nothing in it), that does not end the match. Readers may step over them.
 */
export function quietStep(
  def: AnyGameDefinition,
  before: MatchState,
  action: Action,
  after: MatchState,
): boolean {
  if (after.result || !mayBeQuiet(def, before, action)) return false;
  return stepConsequences(def, before, action, after).every((c) => c.kind === 'phase');
}

export const narrate = (
  def: AnyGameDefinition,
  before: MatchState,
  action: Action,
  after: MatchState,
  locale: Locale,
): string => pick(narrateText(def, before, action, after), locale);

/**
 * The sub-step a reader stop belongs to: the index, in the step's consequence list, of the first consequence the
 * stop state does not have yet (the stop shows the board as it stood once every earlier sub-step had happened),
 * clamped to the last sub-step. `stop` is a state captured by `applyInPlaceWithStops` for this step.
 */
export function stopSubStep(
  def: AnyGameDefinition,
  before: MatchState,
  action: Action,
  stop: MatchState,
  after: MatchState,
): number {
  const all = stepConsequences(def, before, action, after).length;
  const reached = stepConsequences(def, before, action, stop).length;
  return Math.max(0, Math.min(reached, all - 1));
}
