/**
 * StoreError: every refusal of the event store has an ERR_* code and a message in Chinese and English, the same
 * serialisable shape as the engine's RuleError (`{ code, message: { zh, en }, details }`).
 */
export interface StoreText {
  zh: string;
  en: string;
}

export type StoreErrorCode =
  | 'ERR_CONFLICT'
  | 'ERR_NOT_FOUND'
  | 'ERR_BAD_INPUT'
  | 'ERR_BAD_SEQ'
  | 'ERR_TOO_LARGE'
  | 'ERR_APPEND_ONLY'
  | 'ERR_BUSY'
  | 'ERR_DB';

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  readonly text: StoreText;
  readonly details: Record<string, unknown>;

  constructor(code: StoreErrorCode, text: StoreText, details: Record<string, unknown> = {}) {
    super(`${code}: ${text.en}`);
    this.name = 'StoreError';
    this.code = code;
    this.text = text;
    this.details = details;
  }

  toJSON(): { code: StoreErrorCode; message: StoreText; details: Record<string, unknown> } {
    return { code: this.code, message: this.text, details: this.details };
  }
}

export const isStoreError = (e: unknown): e is StoreError => e instanceof StoreError;

export function storeFail(
  code: StoreErrorCode,
  zh: string,
  en: string,
  details: Record<string, unknown> = {},
): never {
  throw new StoreError(code, { zh, en }, details);
}
