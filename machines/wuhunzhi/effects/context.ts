/** The context an effect runs in: the state, who controls it, the card it comes from and the choices made. */
import type { Seat } from '@/machines/engine/types';
import type { WEffect } from '@/content/wuhunzhi/types';
import type { WuhunzhiState } from '../state';

export interface EffectChoice {
  /** A cell of the controller's own sand field (moveSelfToCell). */
  cell?: number;
  /** A card on a sand field, named by seat and cell (chosenCard selector). */
  target?: { seat: Seat; cell: number };
  /** A reserve general instance (forceSwitchGeneral). */
  general?: string;
}

export interface EffectCtx {
  s: WuhunzhiState;
  controller: Seat;
  source: string;
  effect: WEffect;
  choice: EffectChoice;
}
