/**
 * Event upcasting: events are stored with the schema version they were written under and upgraded on read
 * by pure functions, so an old match replays under today's code without rewriting the log.
 */
import type { AnyGameDefinition } from './definition';
import { refuse } from './errors';
import type { EngineEvent } from './types';

export function upcastEvent(def: AnyGameDefinition, event: EngineEvent): EngineEvent {
  if (event.v === def.schemaVersion) return event;
  if (!Number.isInteger(event.v) || event.v < 1) {
    refuse(
      'ERR_BAD_EVENT',
      `事件 #${event.seq} 没有有效的版本号`,
      `Event #${event.seq} has no valid schema version`,
      { v: event.v },
    );
  }
  if (event.v > def.schemaVersion) {
    refuse(
      'ERR_EVENT_TOO_NEW',
      `事件 #${event.seq} 的版本 ${event.v} 新于本引擎（${def.schemaVersion}）`,
      `Event #${event.seq} has version ${event.v}, newer than this engine (${def.schemaVersion})`,
    );
  }
  let payload = event.payload;
  for (let v = event.v; v < def.schemaVersion; v++) {
    const step = def.upcasters?.[event.type]?.[v];
    if (step) payload = step(payload);
  }
  return { ...event, payload, v: def.schemaVersion };
}

export const upcastEvents = (def: AnyGameDefinition, events: readonly EngineEvent[]): EngineEvent[] =>
  events.map((e) => upcastEvent(def, e));
