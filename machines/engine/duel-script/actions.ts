/** Action lines of a duel script: `p1 card.play card=p1-3`, `p1: x.y {…}`, `author: fate.pin …`, `author: ruling …`. */
import type { AnyGameDefinition } from '../definition';
import { KERNEL_ACTIONS } from '../match';
import { actionSchema } from '../schemas';
import type { Actor, Seat } from '../types';
import { fail, parseJson, parsePairs, scanJson, type CardResolver } from './common';
/** `author: fate.pin draw p1 flame`, `author: ruling {...} reason: …`, `p1 card.play card=p1-3`, `p1 x.y {...}`. */
export function parseAction(
  actor: Actor,
  word: string,
  rest: string,
  line: number,
  def: AnyGameDefinition,
  resolve: CardResolver,
) {
  let type = word;
  if (actor === 'author' && (word === 'pin' || word === 'fate')) type = KERNEL_ACTIONS.pin;
  if (actor === 'author' && word === 'ruling') type = KERNEL_ACTIONS.ruling;
  if (!actionSchema.shape.type.safeParse(type).success) {
    fail(
      line,
      'ERR_SCRIPT_UNKNOWN_ACTION',
      `「${word}」不是动作名（应为 小写.点分 形式，如 card.play）`,
      `"${word}" is not an action name (expected dotted lower-case, e.g. card.play)`,
    );
  }
  const known =
    type === KERNEL_ACTIONS.pin ||
    type === KERNEL_ACTIONS.ruling ||
    type === KERNEL_ACTIONS.concede ||
    type in def.actions;
  if (!known) {
    fail(
      line,
      'ERR_SCRIPT_UNKNOWN_ACTION',
      `${def.name.zh}没有动作「${type}」`,
      `${def.name.en} has no action "${type}"`,
      { type },
    );
  }
  let payload: unknown;
  if (rest.startsWith('{')) {
    const end = scanJson(rest, 0);
    if (end < 0) fail(line, 'ERR_SCRIPT_JSON', 'JSON 参数的括号不配对', 'The JSON argument is unbalanced');
    payload = parseJson(rest.slice(0, end), line, 'payload');
    const after = rest.slice(end).trim();
    if (type === KERNEL_ACTIONS.ruling && after) {
      const m = /^reason\s*:\s*(.*)$/.exec(after);
      if (!m)
        fail(
          line,
          'ERR_SCRIPT_SYNTAX',
          '裁定的变更之后应写「reason: 理由」',
          'A ruling\'s change is followed by "reason: …"',
        );
      payload = { change: payload, reason: m[1] };
    } else if (type === KERNEL_ACTIONS.ruling) {
      if (!(payload && typeof payload === 'object' && 'reason' in payload && 'change' in payload)) {
        fail(
          line,
          'ERR_SCRIPT_RULING_REASON',
          '裁定必须写明理由：「author: ruling {变更} reason: 理由」',
          'A ruling needs a reason: "author: ruling {change} reason: …"',
        );
      }
    } else if (after) {
      fail(
        line,
        'ERR_SCRIPT_SYNTAX',
        `JSON 参数之后还有多余内容：「${after.slice(0, 30)}」`,
        `Unexpected text after the JSON argument: "${after.slice(0, 30)}"`,
      );
    }
  } else if (type === KERNEL_ACTIONS.pin && rest && !/^[A-Za-z_][A-Za-z0-9_]*=/.test(rest)) {
    payload = parsePin(rest, line, resolve);
  } else if (type === KERNEL_ACTIONS.ruling) {
    fail(
      line,
      'ERR_SCRIPT_RULING_REASON',
      '裁定写作「author: ruling {变更 JSON} reason: 理由」',
      'A ruling is written "author: ruling {change JSON} reason: …"',
    );
  } else {
    payload = parsePairs(rest, line);
  }
  return { type, actor, payload };
}

export function parsePin(rest: string, line: number, resolve: CardResolver): unknown {
  const words = rest.split(/\s+/);
  const seat = (s: string | undefined): Seat => {
    if (s !== 'p1' && s !== 'p2')
      fail(
        line,
        'ERR_SCRIPT_UNKNOWN_SEAT',
        `未知座位「${s ?? ''}」（应为 p1 或 p2）`,
        `Unknown seat "${s ?? ''}" (expected p1 or p2)`,
      );
    return s;
  };
  if (words[0] === 'draw') {
    const who = seat(words[1]);
    const name = words.slice(2).join(' ');
    if (!name)
      fail(
        line,
        'ERR_SCRIPT_SYNTAX',
        '锁定抽牌需要卡牌：「author: fate.pin draw p1 卡名」',
        'A draw pin names a card: "author: fate.pin draw p1 <card>"',
      );
    return { kind: 'draw', seat: who, cardId: resolve(name, line, 'fate.pin') };
  }
  if (words[0] === 'coin' && words.length === 2) return { kind: 'coin', winner: seat(words[1]) };
  if (words[0] === 'pick' && words.length === 2 && /^\d+$/.test(words[1]))
    return { kind: 'pick', index: Number(words[1]) };
  fail(
    line,
    'ERR_SCRIPT_SYNTAX',
    '命运锁定写作「draw p1 卡名」「coin p2」或「pick 3」',
    'A pin is "draw p1 <card>", "coin p2" or "pick 3"',
  );
}
