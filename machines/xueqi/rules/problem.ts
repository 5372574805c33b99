/**
 * Legality checks return a Problem (or null) instead of throwing, so legalActions and applyAction share one
 * check without paying for exceptions; apply raises the Problem as a RuleError.
 */
import { refuse } from '@/machines/engine';

export interface Problem {
  code: string;
  zh: string;
  en: string;
}
export const problem = (code: string, zh: string, en: string): Problem => ({ code, zh, en });
export function raise(p: Problem | null): void {
  if (p) refuse(p.code, p.zh, p.en);
}
