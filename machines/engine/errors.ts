/**
 * RuleError: every refusal the engine gives has an ERR_* code and a message in Chinese and English.
 * Illegal input never changes state: the kernel works on a copy and discards it on error.
 */
import type { Text } from './text';

/** A brand shared by every copy of this module (a server may hold engine objects made by another bundle's copy). */
const BRAND = Symbol.for('duelscribe.RuleError');

export class RuleError extends Error {
  readonly [BRAND] = true;
  readonly code: string;
  readonly text: Text;
  readonly details: Record<string, unknown>;

  constructor(code: string, text: Text, details: Record<string, unknown> = {}) {
    super(`${code}: ${text.en}`);
    this.name = 'RuleError';
    this.code = code;
    this.text = text;
    this.details = details;
  }

  /** The serialisable form of design.md: `{ code, message: { zh, en }, details }`. */
  toJSON(): { code: string; message: Text; details: Record<string, unknown> } {
    return { code: this.code, message: this.text, details: this.details };
  }
}

export const isRuleError = (e: unknown): e is RuleError =>
  e instanceof RuleError ||
  (typeof e === 'object' && e !== null && (e as Record<symbol, unknown>)[BRAND] === true);

/** Throw a RuleError; a one-liner for rule functions. */
export function refuse(code: string, zh: string, en: string, details: Record<string, unknown> = {}): never {
  throw new RuleError(code, { zh, en }, details);
}

/** Throw unless `cond` holds. */
export function check(
  cond: unknown,
  code: string,
  zh: string,
  en: string,
  details: Record<string, unknown> = {},
): asserts cond {
  if (!cond) refuse(code, zh, en, details);
}
