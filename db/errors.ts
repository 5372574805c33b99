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
  /** The database path cannot hold a writable database (checked at start-up, names the path and the fix). */
  | 'ERR_DB_PATH'
  /** The PostgreSQL server cannot be reached or refused the connection. */
  | 'ERR_DB_UNAVAILABLE'
  | 'ERR_DB';

/**
 * A brand shared by every copy of this module: the server keeps one store on globalThis for all route bundles, so
 * an error may come from another bundle's copy of this class, where `instanceof` would say no.
 */
const BRAND = Symbol.for('duelscribe.StoreError');

export class StoreError extends Error {
  readonly [BRAND] = true;
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

export const isStoreError = (e: unknown): e is StoreError =>
  e instanceof StoreError ||
  (typeof e === 'object' && e !== null && (e as Record<symbol, unknown>)[BRAND] === true);

export function storeFail(
  code: StoreErrorCode,
  zh: string,
  en: string,
  details: Record<string, unknown> = {},
): never {
  throw new StoreError(code, { zh, en }, details);
}
