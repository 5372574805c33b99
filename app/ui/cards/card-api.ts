/** The card library's routes as the browser calls them (contract: app/contracts/card-sets.ts). */
import type {
  CardSetCreated,
  CardSetDetail,
  CardSetHistoryResponse,
  CardSetListResponse,
  CheckCardsResponse,
  TryCardResponse,
} from '@/app/contracts/card-sets';
import { call } from '@/app/ui/api-client';

const base = '/api/card-sets';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const listSets = () => call<CardSetListResponse>(base, 'GET');
export const createSet = (gameId: string, name: string) =>
  call<CardSetCreated>(base, 'POST', { gameId, name });
export const importSet = (file: unknown) => call<CardSetCreated>(`${base}/import`, 'POST', file);
export const checkCards = (gameId: string, cards: unknown[]) =>
  call<CheckCardsResponse>(`${base}/check`, 'POST', { gameId, cards });
export const getSet = (id: string) => call<CardSetDetail>(one(id), 'GET');
export const reviseSet = (id: string, expectedRevision: number, cards: unknown[]) =>
  call<CardSetDetail>(one(id), 'PUT', { expectedRevision, cards });
export const setHistory = (id: string) => call<CardSetHistoryResponse>(`${one(id)}/history`, 'GET');
export const exportUrl = (id: string) => `${one(id)}/export`;
export const tryCard = (id: string, cardId: string) =>
  call<TryCardResponse>(`${one(id)}/try`, 'POST', { cardId });
