/**
 * Duel scripts: the plain-text form of a duel an author can write by hand (docs/duel-script.md).
 *
 *   parseDuelScript(text, options)     -> DuelFile + the script line of every step   (throws ScriptError)
 *   checkDuelScript(text, options)     -> parsed + played through the engine          (throws ScriptError)
 *   serializeDuelScript(file, options) -> text that parses back to the same DuelFile
 *   duelFileFromLine(events, notes)    -> the DuelFile of a stored line (for export)
 *
 * Every error is a RuleError whose message starts with the line number (第 N 行 / Line N) and whose details carry
 * `line`. Pure: no I/O.
 */
export { DUEL_SCRIPT_MAGIC, MAX_NOTE_CHARS, ScriptError } from './common';
export type { DuelScriptOptions, ParsedScript } from './common';
export { parseDuelScript } from './parse';
export { checkDuelScript } from './check';
export type { CheckedScript } from './check';
export { serializeDuelScript, duelFileFromLine } from './serialize';
export type { SerializeOptions, LineNote } from './serialize';
