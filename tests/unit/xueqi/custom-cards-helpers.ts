/** Test helpers for 血契 custom cards: builders in the starter cards' shape and matches that carry them. */
import {
  applyAction,
  createMatch,
  createMatchOrThrow,
  isRuleError,
  matchCreatedEvent,
} from '@/machines/engine';
import type { EngineEvent, MatchSetup, RuleError, Seat } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import type { XueqiConfig } from '@/machines/xueqi/config';

export const t = (zh: string, en: string) => ({ zh, en });
type Effect = Record<string, unknown>;

export const creature = (
  id: string,
  rank: number,
  atk: number,
  life: number,
  effects: Effect[] = [],
  extra: object = {},
) => ({
  id,
  kind: 'creature',
  name: t(`${id}兽`, `Beast ${id}`),
  rank,
  atk,
  life,
  text: t('作者写的生物。', 'A creature the author wrote.'),
  effects,
  ...extra,
});

export const support = (
  id: string,
  kind: 'rule' | 'value',
  rank: number,
  effect: Effect,
  persistent = false,
) => ({
  id,
  kind,
  name: t(`${id}令`, `Edict ${id}`),
  rank,
  persistent,
  text: t('作者写的卡。', 'A card the author wrote.'),
  effect,
});

export function customSetup(
  cards: unknown[],
  o: {
    position?: unknown;
    decks?: { p1?: string[]; p2?: string[] };
    config?: Partial<XueqiConfig>;
    seed?: number;
  } = {},
): MatchSetup {
  return {
    gameId: 'xueqi',
    rulesVersion: '1',
    players: { p1: { name: '林焰' }, p2: { name: '苏冥' } },
    seed: o.seed ?? 7,
    cards,
    ...(o.decks ? { decks: o.decks } : {}),
    ...(o.position ? { position: o.position } : {}),
    ...(o.config ? { config: o.config } : {}),
  } as MatchSetup;
}

/** A match from an exact-deck position with these custom cards, with its event log so far. */
export class Scene {
  state: XueqiState;
  events: EngineEvent[];
  constructor(setup: MatchSetup) {
    this.state = createMatchOrThrow<XueqiState>(xueqi, setup);
    this.events = [matchCreatedEvent(xueqi, setup)];
  }
  act(type: string, actor: Seat, payload: Record<string, unknown> = {}): this {
    const r = applyAction<XueqiState>(xueqi, this.state, { type, actor, payload });
    if (!r.ok) throw new Error(`${type} refused: ${r.error.code} ${r.error.text.en}`);
    this.state = r.state;
    this.events.push(...r.events);
    return this;
  }
  refusal(type: string, actor: Seat, payload: Record<string, unknown> = {}): string {
    const before = JSON.stringify(this.state);
    const r = applyAction<XueqiState>(xueqi, this.state, { type, actor, payload });
    if (r.ok) throw new Error(`${type} was accepted`);
    if (JSON.stringify(this.state) !== before) throw new Error('refusal changed the state');
    return r.error.code;
  }
  /** The instance id of the n-th (0-based) card with this content id in a seat's zone. */
  id(seat: Seat, cardId: string, zone: 'hand' | 'field' | 'graveyard' | 'support' = 'field', n = 0): string {
    const p = this.state.game.players[seat];
    const ids =
      zone === 'hand'
        ? p.hand
        : zone === 'graveyard'
          ? p.graveyard
          : zone === 'support'
            ? p.supportArea.map((x) => x.id)
            : [...p.creatureSlots, ...p.extraCreatures].map((c) => c.id);
    const found = ids.filter((i) => this.state.cards[i]?.cardId === cardId)[n];
    if (!found) throw new Error(`no ${cardId} in ${seat} ${zone}`);
    return found;
  }
  creature(id: string) {
    const p = this.state.game.players;
    return [
      ...p.p1.creatureSlots,
      ...p.p1.extraCreatures,
      ...p.p2.creatureSlots,
      ...p.p2.extraCreatures,
    ].find((c) => c.id === id);
  }
  lp(seat: Seat) {
    return this.state.game.players[seat].lp;
  }
  records(type: string) {
    return this.state.effects.filter((e) => e.type === type) as unknown as Array<Record<string, unknown>>;
  }
}

export const scene = (cards: unknown[], position: unknown, config?: Partial<XueqiConfig>) =>
  new Scene(customSetup(cards, { position, config }));

/** A main-phase position on turn 3 (p1 to move, battle allowed) with small exact decks. */
export const mainOf = (p1: object, p2: object = {}, extra: object = {}) => ({
  turn: 3,
  active: 'p1',
  phase: 'main',
  p1: { deck: ['xue-nu', 'xue-nu', 'xue-nu'], ...p1 },
  p2: { deck: ['lie-quan', 'lie-quan', 'lie-quan'], ...p2 },
  ...extra,
});

export function refusedCards(cards: unknown, o: Parameters<typeof customSetup>[1] = {}): RuleError {
  const r = createMatch(xueqi, customSetup(cards as unknown[], { position: mainOf({}), ...o }));
  if (!isRuleError(r)) throw new Error('accepted');
  return r;
}
