/** Checking a duel script by playing it through the engine: every refusal names its script line. */
import { type RuleError, isRuleError } from '../errors';
import { checkNewCustomCards, validateCustomCards } from '../custom-cards';
import { playDuelFile, type PlayedDuel } from '../duel-file';
import { ScriptError, type DuelScriptOptions, type ParsedScript } from './common';
import { parseDuelScript } from './parse';

export interface CheckedScript extends ParsedScript {
  played: PlayedDuel;
}

/** Parse and play a script through the engine; any refusal names its script line. */
export function checkDuelScript(text: string, options: DuelScriptOptions): CheckedScript {
  const parsed = parseDuelScript(text, options);
  try {
    // A script writes its cards anew, so what the engine would silently ignore is refused too (checkNew), before
    // anything is played.
    checkNewCustomCards(parsed.def, validateCustomCards(parsed.def, parsed.file.setup.cards));
    return { ...parsed, played: playDuelFile(parsed.def, parsed.file) };
  } catch (e) {
    if (!isRuleError(e)) throw e;
    const step = typeof e.details.step === 'number' ? e.details.step : null;
    if (step !== null) {
      const line = parsed.stepLines[step - 1];
      throw new ScriptError(
        e.code,
        { zh: `第 ${line} 行：${e.text.zh}`, en: `Line ${line}: ${e.text.en}` },
        { ...e.details, line },
      );
    }
    const line = setupErrorLine(e, parsed.headerLines);
    throw new ScriptError(
      e.code,
      { zh: `第 ${line} 行：${e.text.zh}`, en: `Line ${line}: ${e.text.en}` },
      { ...e.details, line },
    );
  }
}

/** The header line a setup refusal is about (decks.p2… -> the p2 deck line), else the game line. */
export function setupErrorLine(e: RuleError, lines: Record<string, number>): number {
  const t = e.text.en;
  const pick = (...keys: string[]) => keys.map((k) => lines[k]).find((x) => x !== undefined);
  const m = /decks\.(p[12])/.exec(t);
  const card = typeof e.details.card === 'string' ? e.details.card : undefined;
  return (
    (e.code === 'ERR_BAD_CARD' && pick(`card ${card}`, 'cards')) ||
    (m && pick(`${m[1]} deck`, 'decks json')) ||
    (e.code === 'ERR_BAD_CONFIG' && pick('config')) ||
    (e.code === 'ERR_RULES_VERSION' && pick('rules')) ||
    (/position/.test(t) && pick('position')) ||
    (/players\.p1/.test(t) && pick('p1 name')) ||
    (/players\.p2/.test(t) && pick('p2 name')) ||
    (/seed/.test(t) && pick('seed')) ||
    (/decks/.test(t) && pick('p1 deck', 'p2 deck', 'decks json')) ||
    pick('game') ||
    1
  );
}
