/**
 * 武魂志's event upcasters (design: events are upgraded on read, never rewritten). upcasters[type][v] turns a
 * payload of schema version v into version v + 1.
 *
 * Version 2 (W55): triggered effects keep their use limits. A match created under version 1 was played with
 * limits binding activated effects only, so its setup is read with `triggeredEffectLimits: false` and it replays
 * exactly as it was written. An explicit setting in the stored config is kept.
 */
import { KERNEL_ACTIONS } from '@/machines/engine/match';

interface SetupPayload {
  config?: Record<string, unknown>;
  [k: string]: unknown;
}

function keepActivatedOnlyLimits(payload: SetupPayload): SetupPayload {
  if (payload.config && 'triggeredEffectLimits' in payload.config) return payload;
  return { ...payload, config: { ...payload.config, triggeredEffectLimits: false } };
}

export const WUHUNZHI_SCHEMA_VERSION = 2;

export const upcasters: Record<string, Record<number, (payload: any) => any>> = {
  [KERNEL_ACTIONS.created]: { 1: keepActivatedOnlyLimits },
};
