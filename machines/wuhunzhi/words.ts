/**
 * The board's words, shared by the chart's labels, narration, consequences and the author's descriptions: the
 * phases as the spec names them (§1.6), the zones (§1.1) and how a slot is numbered (cells 1–9, altars 1–5 as
 * the board counts them, never the 0-based altar index of the action payloads).
 */
import type { ZoneRef } from '@/machines/engine/consequences';
import type { Seat, Text } from '@/machines/engine/types';
import { locate } from './rules/board';
import type { WuhunzhiState } from './state';

/** The phases of a round, in order (§4.1). */
export const ROUND_PHASES = [
  'preparation',
  'construction',
  'planning',
  'deployment',
  'summoning',
  'reconnaissance',
  'battle',
  'end',
] as const;
export type RoundPhase = (typeof ROUND_PHASES)[number];
export type PhaseKey = 'setup' | RoundPhase | 'over';

export const PHASE_WORDS: Record<PhaseKey, Text> = {
  setup: { zh: '开局布置', en: 'setup' },
  preparation: { zh: '准备阶段', en: 'preparation phase' },
  construction: { zh: '建设阶段', en: 'construction phase' },
  planning: { zh: '策略阶段', en: 'planning phase' },
  deployment: { zh: '布阵阶段', en: 'deployment phase' },
  summoning: { zh: '召唤阶段', en: 'summoning phase' },
  reconnaissance: { zh: '侦察阶段', en: 'reconnaissance phase' },
  battle: { zh: '战斗阶段', en: 'battle phase' },
  end: { zh: '结束阶段', en: 'end phase' },
  over: { zh: '终局', en: 'game over' },
};

/** The phase a chart path lies in: `match.round.battle.act.declare` -> battle. */
export function phaseOf(path: string): PhaseKey {
  if (path === 'gameOver') return 'over';
  const [, scope, phase] = path.split('.');
  return scope === 'round' && (ROUND_PHASES as readonly string[]).includes(phase)
    ? (phase as RoundPhase)
    : 'setup';
}

/** The chart path of a round phase (its compound state). */
export const phasePath = (p: PhaseKey): string =>
  p === 'over' ? 'gameOver' : p === 'setup' ? 'match.setup' : `match.round.${p}`;

/** Zone keys (ZoneRef.zone, ruling destinations) and the board's names for them. */
export const ZONE_NAMES: Record<string, Text> = {
  deck: { zh: '牌库', en: 'deck' },
  hand: { zh: '手牌', en: 'hand' },
  sandField: { zh: '沙场', en: 'sand field' },
  soulYard: { zh: '置魂场', en: 'soul yard' },
  discardPile: { zh: '废弃场', en: 'discard pile' },
  banished: { zh: '除外区', en: 'banished zone' },
  altar: { zh: '祭坛', en: 'altar' },
  bound: { zh: '祭坛下的灵魂卡', en: 'souls bound beneath an altar' },
  general: { zh: '主将区', en: 'general zone' },
  generalStack: { zh: '备用主将', en: 'reserve generals' },
  eventSlot: { zh: '事件区', en: 'event slot' },
  strategy: { zh: '战略区', en: 'strategy zone' },
  deckTop: { zh: '牌库顶', en: 'top of the deck' },
  deckBottom: { zh: '牌库底', en: 'bottom of the deck' },
  cell: { zh: '沙场的格子', en: 'sand-field cell' },
};

/** 第2号祭坛 / altar 2, from the 0-based altar index of a payload or the state. */
export const altarWords = (index: number): Text => ({ zh: `第${index + 1}号祭坛`, en: `altar ${index + 1}` });

/** A slot as the board numbers it: a cell (1–9) or an altar (0-based index in, 1–5 out). */
export const cellRef = (seat: Seat, cell: number): ZoneRef => ({ seat, zone: 'sandField', index: cell });
export const altarRef = (seat: Seat, index: number): ZoneRef => ({ seat, zone: 'altar', index: index + 1 });
export const zoneRef = (seat: Seat, zone: string): ZoneRef => ({ seat, zone });

/** Where a card is, as a ZoneRef (an altar's occupant is in that altar; null where the card is nowhere). */
export function whereIs(s: WuhunzhiState, id: string): ZoneRef | null {
  const at = locate(s, id);
  if (!at) return null;
  if (at.zone === 'sandField') return cellRef(at.seat, at.index!);
  if (at.zone === 'altar' || at.zone === 'occupant') return altarRef(at.seat, at.index!);
  if (at.zone === 'bound') return { seat: at.seat, zone: 'bound', index: at.index! + 1 };
  return zoneRef(at.seat, at.zone);
}
