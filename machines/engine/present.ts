/**
 * What the UI reads: a perspective view (the kernel envelope without RNG state, pins or the card registry,
 * plus the game's own filtered board) and narration sentences in zh-CN and en.
 */
import type { AnyGameDefinition } from './definition';
import { KERNEL_ACTIONS } from './match';
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
    const card = def.cardName(pin.cardId);
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

/** The sentence for one accepted action, given the states before and after it. */
export function narrateText(
  def: AnyGameDefinition,
  before: MatchState,
  action: Action,
  after: MatchState,
): Text {
  let text: Text;
  if (action.type === KERNEL_ACTIONS.created) {
    const { p1, p2 } = after.players;
    text = {
      zh: `${def.name.zh}对局开始：${p1.name} 对 ${p2.name}`,
      en: `${def.name.en} match begins: ${p1.name} vs ${p2.name}`,
    };
    if ((action.payload as MatchSetup | null)?.position !== undefined) {
      text = {
        zh: `${text.zh}，从作者描述的局面开始`,
        en: `${text.en}, from a position the author described`,
      };
    }
  } else if (action.type === KERNEL_ACTIONS.pin) {
    text = describePin(def, before, action.payload as Pin);
  } else if (action.type === KERNEL_ACTIONS.ruling) {
    const { change, reason } = action.payload as { change: unknown; reason: string };
    const d = def.ruling.describe(before, change);
    text = {
      zh: `【作者裁定】${d.zh}（理由：${reason}）`,
      en: `[Author ruling] ${d.en} (reason: ${reason})`,
    };
  } else if (action.type === KERNEL_ACTIONS.concede) {
    const name = before.players[action.actor as Seat].name;
    text = { zh: `${name}认输`, en: `${name} concedes` };
  } else {
    text = def.narrate(before, action, after);
  }
  if (after.result && !before.result) {
    const r = after.result;
    const w = r.winner ? after.players[r.winner].name : null;
    text = {
      zh: `${text.zh}。${w ? `${w}获胜` : '平局'}（${r.text.zh}）`,
      en: `${text.en}. ${w ? `${w} wins` : 'Draw'} (${r.text.en})`,
    };
  }
  return text;
}

export const narrate = (
  def: AnyGameDefinition,
  before: MatchState,
  action: Action,
  after: MatchState,
  locale: Locale,
): string => pick(narrateText(def, before, action, after), locale);
