/**
 * Any legal action in the author's words, before it is taken: kernel actions (concession, fate pins) told here,
 * game actions by the game's `describe`. A game action the game cannot describe reads as a plain "an action"
 * rather than as its engine type, so no engine identifier ever reaches a studio button.
 */
import type { ActionWords, AnyGameDefinition } from './definition';
import { KERNEL_ACTIONS } from './match';
import type { Action, MatchState, Seat } from './types';

export function describeAction(def: AnyGameDefinition, state: MatchState, action: Action): ActionWords {
  if (action.type === KERNEL_ACTIONS.concede) {
    const name = state.players[action.actor as Seat]?.name ?? '';
    return { text: { zh: `${name}认输`, en: `${name} concedes` }, intent: 'other' };
  }
  if (action.type === KERNEL_ACTIONS.pin || action.type === KERNEL_ACTIONS.ruling) {
    return { text: { zh: '作者的改动', en: "An author's change" }, intent: 'other' };
  }
  const words = def.describe?.(state, action);
  return (
    words ?? { text: { zh: `${def.name.zh}的一个动作`, en: `An action of ${def.name.en}` }, intent: 'other' }
  );
}
