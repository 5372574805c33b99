/** Shared fixtures for the kernel unit tests: duelette setups, a small driver and a deep-freeze helper. */
import { applyAction, createMatchOrThrow, matchCreatedEvent } from '@/machines/engine';
import type { Action, EngineEvent, MatchSetup, RuleError, Seat } from '@/machines/engine';
import { duelette } from '../../support/duelette/game';
import type { DueletteState } from '../../support/duelette/game';

export { duelette };
export type { DueletteState };

/** Ten cards; stacked, instance `p1-i` is DECK[i]. */
export const DECK = ['spark', 'flame', 'blaze', 'ash', 'spark', 'flame', 'blaze', 'ash', 'spark', 'flame'];

export function baseSetup(over: Partial<MatchSetup> = {}): MatchSetup {
  return {
    gameId: 'duelette',
    rulesVersion: '1',
    players: { p1: { name: 'Ann' }, p2: { name: 'Bo' } },
    seed: 7,
    decks: { p1: [...DECK], p2: [...DECK] },
    ...over,
  };
}

/** Both decks in the given order, p1 to move first, targetScore 100 unless overridden. */
export function stackedSetup(over: Partial<MatchSetup> = {}): MatchSetup {
  return baseSetup({ stacked: ['p1', 'p2'], firstPlayer: 'p1', config: { targetScore: 100 }, ...over });
}

/** A live match: state plus the event log, advanced only through applyAction. */
export class Play {
  state: DueletteState;
  events: EngineEvent[];
  states: DueletteState[];
  constructor(readonly setup: MatchSetup) {
    this.state = createMatchOrThrow<DueletteState>(duelette, setup);
    this.events = [matchCreatedEvent(duelette, setup)];
    this.states = [JSON.parse(JSON.stringify(this.state))];
  }
  /** Apply an action that must be accepted. */
  do(type: string, actor: Action['actor'], payload: unknown = {}): EngineEvent {
    const r = applyAction(duelette, this.state, { type, actor, payload });
    if (!r.ok) throw new Error(`refused ${type}: ${r.error.code} ${r.error.text.en}`);
    this.state = r.state;
    this.events.push(...r.events);
    this.states.push(JSON.parse(JSON.stringify(r.state)));
    return r.events[0];
  }
  /** Apply an action that must be refused; returns the error and checks nothing changed. */
  refuse(type: string, actor: Action['actor'], payload: unknown = {}): RuleError {
    const before = JSON.stringify(this.state);
    const r = applyAction(duelette, this.state, { type, actor, payload });
    if (r.ok) throw new Error(`accepted ${type} unexpectedly`);
    if (JSON.stringify(this.state) !== before) throw new Error('refused action changed the state');
    return r.error;
  }
  hand(seat: Seat): string[] {
    return this.state.game.zones[seat].hand;
  }
  deck(seat: Seat): string[] {
    return this.state.game.zones[seat].deck;
  }
}

/** Play greedily (first card in hand while plays are left, then pass) until the match ends. */
export function playGreedy(p: Play, maxSteps = 500): Play {
  for (let i = 0; i < maxSteps && !p.state.result; i++) {
    const seat = p.state.active!;
    if (p.state.game.playsLeft > 0 && p.hand(seat).length) p.do('card.play', seat, { card: p.hand(seat)[0] });
    else p.do('phase.pass', seat);
  }
  return p;
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}

export const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
