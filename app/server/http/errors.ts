/**
 * AppError: every refusal the site answers, `{ code: 'ERR_…', text: { zh, en }, status, details }`, and the
 * mapping of the engine's RuleError (422) and the store's StoreError onto it.
 */
import 'server-only';
import { isStoreError } from '@/db/errors';
import { isRuleError } from '@/machines/engine';
import type { Text } from '@/app/contracts/common';
import type { ApiError } from '@/app/contracts/errors';

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly text: Text,
    readonly status: number,
    readonly details: Record<string, unknown> = {},
  ) {
    super(`${code}: ${text.en}`);
  }
  toJSON(): ApiError {
    return { code: this.code, message: this.text, details: this.details };
  }
}

const STORE_STATUS: Record<string, number> = {
  ERR_NOT_FOUND: 404,
  ERR_CONFLICT: 409,
  ERR_TOO_LARGE: 413,
  ERR_BAD_INPUT: 400,
  ERR_BAD_SEQ: 400,
  ERR_BUSY: 503,
};

/** Any thrown value as an AppError: rule refusals are 422, store refusals by code, the rest 500. */
export function toAppError(e: unknown): AppError {
  if (e instanceof AppError) return e;
  if (isRuleError(e)) return new AppError(e.code, e.text, 422, e.details);
  if (isStoreError(e)) return new AppError(e.code, e.text, STORE_STATUS[e.code] ?? 500, e.details);
  return new AppError('ERR_INTERNAL', { zh: '服务器内部错误', en: 'Internal server error' }, 500);
}

/** Throw an AppError. */
export const fail = (
  code: string,
  zh: string,
  en: string,
  status: number,
  details: Record<string, unknown> = {},
): never => {
  throw new AppError(code, { zh, en }, status, details);
};

export const notFound = (zh: string, en: string, details: Record<string, unknown> = {}): never =>
  fail('ERR_NOT_FOUND', zh, en, 404, details);
