/** Test helpers for 武魂志 custom cards: card builders in the starter cards' shape and matches that carry them. */
import { createMatch, createMatchOrThrow } from '@/machines/engine';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { def, setupFor } from './helpers';

const t = (zh: string, en: string) => ({ zh, en });
type Effect = Record<string, unknown>;

export const customSoul = (id: string, basePower: number, skills: Effect[] = [], extra: object = {}) => ({
  type: 'soul',
  id,
  name: t(`${id}之魂`, `Soul ${id}`),
  identity: t('作者之魂', "An author's soul"),
  attribute: 'courage',
  soulGrade: 0,
  basePower,
  skills,
  text: t('作者写的卡。', 'A card the author wrote.'),
  ...extra,
});
export const customEvent = (id: string, ops: Effect[], durationRounds: number | null = null) => ({
  type: 'event',
  id,
  name: t(`${id}之事`, `Event ${id}`),
  durationRounds,
  effect: { kind: 'eventEffect', ops },
  text: t('作者写的事件。', 'An event the author wrote.'),
});

/** A match from an exact-deck position with these custom cards. */
export const withCards = (cards: unknown[], position: object, config: object = {}) =>
  createMatchOrThrow<WuhunzhiState>(def, setupFor(2, { decks: undefined, cards, position, config }));

export const refusedCards = (cards: unknown) => {
  const r = createMatch(def, setupFor(2, { cards: cards as unknown[] }));
  if (!('code' in r)) throw new Error('accepted');
  return r;
};
