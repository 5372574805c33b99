/** Preparation (§5.1), the construction phase (§5.2) and the simple one-seat sub-steps of later phases. */
import { check } from '@/machines/engine/errors';
import type { Seat } from '@/machines/engine/types';
import { SEATS } from '@/machines/engine/types';
import { boardOf, defOf, isFaceUp, isSoul, markOf, toDiscard, toSoulYard } from './board';
import { drawCards } from './draw';
import { setLoss } from './result';
import type { WuhunzhiState } from '../state';

export function runPreparation(s: WuhunzhiState): void {
  const g = s.game;
  for (const seat of SEATS) {
    const b = boardOf(s, seat);
    if (b.strategy) {
      s.effects.push({ type: 'discarded', card: b.strategy, why: 'strategy' });
      toDiscard(s, b.strategy, 'spent');
    }
    const traps = [...b.sandField, ...b.altars.map((a) => a.occupant)].filter(
      (id): id is string => !!id && defOf(s, id).type === 'trap' && isFaceUp(s, id),
    );
    for (const id of traps) {
      s.effects.push({ type: 'discarded', card: id, why: 'trap' });
      toDiscard(s, id, 'spent');
    }
    if (b.eventSlot && b.eventExpires !== null && b.eventExpires <= g.round) {
      s.effects.push({ type: 'discarded', card: b.eventSlot, why: 'event' });
      toDiscard(s, b.eventSlot, 'expired');
    }
  }
}

export function beginStep(s: WuhunzhiState, seat: Seat): void {
  s.game.stepSeat = seat;
  s.game.stepDone = false;
  s.game.drawChoice = false;
}

/** Draw step: up to the hand target automatically; with a full hand the seat chooses one or none (R3, R4). */
export function beginDraw(s: WuhunzhiState, seat: Seat): void {
  beginStep(s, seat);
  const b = boardOf(s, seat);
  const target = s.config.handTarget;
  if (b.hand.length >= target) {
    s.game.drawChoice = true;
    return;
  }
  drawCards(s, seat, target - b.hand.length);
  if (b.hand.length < target) {
    setLoss(s, [seat], 'cannotReachFive');
    return;
  }
  s.game.stepDone = true;
}

export function chooseDraw(s: WuhunzhiState, seat: Seat, draw: boolean): void {
  check(
    s.game.drawChoice && s.game.stepSeat === seat,
    'ERR_NOT_DRAW_STEP',
    '现在不是你选择抽牌的时候',
    'It is not your draw choice now',
  );
  if (draw) {
    check(boardOf(s, seat).deck.length > 0, 'ERR_DECK_EMPTY', '牌库已空，不能抽牌', 'Your deck is empty');
    drawCards(s, seat, 1);
  } else {
    s.effects.push({ type: 'drawNone', seat });
  }
  s.game.drawChoice = false;
  s.game.stepDone = true;
}

export type BuildAction =
  | { kind: 'revealAltar'; altar: number }
  | { kind: 'bindSoul'; card: string; altar: number }
  | { kind: 'recoverSoul'; card: string };

export function buildOptions(s: WuhunzhiState, seat: Seat): BuildAction[] {
  const b = boardOf(s, seat);
  const out: BuildAction[] = [];
  b.altars.forEach((a, altar) => {
    if (!a.faceUp && !a.destroyed) out.push({ kind: 'revealAltar', altar });
  });
  const bindable = b.altars.flatMap((a, i) => (a.faceUp && !a.destroyed ? [i] : []));
  for (const card of b.soulYard) {
    if (!isSoul(s, card)) continue; // a general in the yard is inert (R35)
    if (s.config.bindRequiresUpright && markOf(s, card).tapped) continue;
    for (const altar of bindable) out.push({ kind: 'bindSoul', card, altar });
  }
  for (const card of b.discardPile) if (isSoul(s, card)) out.push({ kind: 'recoverSoul', card });
  return out;
}

/** A seat with no build action loses at once (L3b), checked after its draw step (R5). */
export function beginBuild(s: WuhunzhiState, seat: Seat): void {
  beginStep(s, seat);
  if (!buildOptions(s, seat).length) setLoss(s, [seat], 'noBuildAction');
}

const inBuild = (s: WuhunzhiState, seat: Seat) =>
  /\.construction\.(first|second)Build$/.test(s.phase) && s.game.stepSeat === seat && !s.game.stepDone;

export function build(s: WuhunzhiState, seat: Seat, action: BuildAction): void {
  check(
    inBuild(s, seat),
    'ERR_NOT_BUILD_STEP',
    '现在不是你的建设行为',
    'It is not your construction action now',
  );
  const b = boardOf(s, seat);
  if (action.kind === 'revealAltar') {
    const a = b.altars[action.altar];
    check(
      a && !a.faceUp && !a.destroyed,
      'ERR_ALTAR_NOT_FACE_DOWN',
      '只能翻开自己盖着且未被破坏的祭坛',
      'Only a face-down, undestroyed altar of yours can be revealed',
      { altar: action.altar },
    );
    a.faceUp = true;
    s.effects.push({ type: 'altarRevealed', seat, altar: action.altar });
  } else if (action.kind === 'bindSoul') {
    check(
      b.soulYard.includes(action.card) && isSoul(s, action.card),
      'ERR_NOT_IN_SOUL_YARD',
      '这张灵魂卡不在你的置魂场',
      'That soul is not in your soul yard',
      { card: action.card },
    );
    check(
      !(s.config.bindRequiresUpright && markOf(s, action.card).tapped),
      'ERR_SOUL_TAPPED',
      '只能放置正立状态的灵魂卡',
      'Only an upright soul can be bound',
      { card: action.card },
    );
    const a = b.altars[action.altar];
    check(
      a && a.faceUp && !a.destroyed,
      'ERR_ALTAR_UNAVAILABLE',
      '只能放到已翻开且未被破坏的祭坛下',
      'The altar must be face up and not destroyed',
      { altar: action.altar },
    );
    b.soulYard.splice(b.soulYard.indexOf(action.card), 1);
    delete s.game.marks[action.card];
    a.bound.push(action.card);
    s.effects.push({ type: 'soulBound', seat, card: action.card, altar: action.altar });
  } else {
    check(
      b.discardPile.includes(action.card) && isSoul(s, action.card),
      'ERR_NOT_IN_DISCARD',
      '这张灵魂卡不在你的废弃场',
      'That soul is not in your discard pile',
      { card: action.card },
    );
    toSoulYard(s, action.card, false, 'recovered');
    s.effects.push({ type: 'soulRecovered', seat, card: action.card });
  }
  s.game.stepDone = true;
}

/** `phase.pass` ends the seat's planning, deployment or reconnaissance step. */
export function passStep(s: WuhunzhiState, seat: Seat): void {
  check(
    /\.(planning|deployment|reconnaissance)\.(first|second)$|\.end\.discard(First|Second)$/.test(s.phase),
    'ERR_WRONG_PHASE',
    '现在不能结束这一步',
    'There is no step to end now',
  );
  check(
    s.game.stepSeat === seat && !s.game.stepDone,
    'ERR_NOT_YOUR_STEP',
    '现在不是你的步骤',
    'It is not your step',
  );
  s.game.stepDone = true;
  s.effects.push({ type: 'pass', seat });
}

export const inStep = (
  s: WuhunzhiState,
  seat: Seat,
  phase: 'planning' | 'deployment' | 'reconnaissance',
): boolean => s.phase.startsWith(`match.round.${phase}.`) && s.game.stepSeat === seat && !s.game.stepDone;
