/** What an effect's ops, conditions and target expressions see while it resolves. */
import type { Seat } from '@/machines/engine';
import type { Ref, XingjieState } from '../state';

/** Fires the `on` triggered effects of one card (summoned, flipped, destroyed, equipBroken …). */
export type FireTrigger = (s: XingjieState, controller: Seat, id: string, on: string) => void;

export interface EffectCtx {
  s: XingjieState;
  seat: Seat;
  sourceId: string;
  targets: Ref[];
  duration?: string;
  /**
   * Fires another card's triggers from inside an op (a destroyed character's `destroyed`, a flip's `flipped`). The
   * resolver passes its own trigger function here, so the vocabulary never imports the resolver that runs it.
   */
  fire: FireTrigger;
  /** While a `cardActivated` trigger resolves: the activation it answers (`negateActivation` sets `negated`). */
  outcome?: { negated: boolean };
  /** Characters the `damage` op hit, for their `damaged` triggers once the effect's destructions are done. */
  hit?: Array<{ seat: Seat; id: string }>;
}
