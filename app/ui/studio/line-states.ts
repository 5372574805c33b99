/**
 * Who sees each variation, in the author's words, and what the lines panel offers for it. Pure.
 * The main line is always shown (the server refuses to hide or archive it: ERR_MAIN_LINE); other lines are
 * shown (readers see them), hidden (the author's only) or archived (folded away, never deleted, restorable).
 */
import type { LineState } from '@/app/contracts/publishing';
import type { LineSummary } from './studio-api';
import type { Text } from './strings';

export const LINE_STATE_WORDS: Record<LineState, Text> = {
  shown: { zh: '读者可见', en: 'Readers see it' },
  hidden: { zh: '仅作者', en: 'Author only' },
  archived: { zh: '已归档', en: 'Archived' },
};

/** The button that moves a line to a state, named for what it does. */
export const LINE_STATE_ACTIONS: Record<'show' | 'hide' | 'archive' | 'restore', Text> = {
  show: { zh: '给读者看', en: 'Show to readers' },
  hide: { zh: '仅作者可见', en: 'Hide from readers' },
  archive: { zh: '归档', en: 'Archive' },
  restore: { zh: '恢复', en: 'Restore' },
};

export type LineStateAction = keyof typeof LINE_STATE_ACTIONS;

/** A line's state; a line stored before states existed, and the main line, count as shown. */
export const stateOf = (l: LineSummary): LineState => (l.isMain ? 'shown' : (l.visibility ?? 'shown'));

/** The state changes offered for a line, each with the state it asks the server for. */
export function offersFor(l: LineSummary): { action: LineStateAction; state: LineState }[] {
  if (l.isMain) return [];
  switch (stateOf(l)) {
    case 'shown':
      return [
        { action: 'hide', state: 'hidden' },
        { action: 'archive', state: 'archived' },
      ];
    case 'hidden':
      return [
        { action: 'show', state: 'shown' },
        { action: 'archive', state: 'archived' },
      ];
    case 'archived':
      // Restored lines come back for the author only; showing them to readers is a second, deliberate step.
      return [{ action: 'restore', state: 'hidden' }];
  }
}

/** Lines in view (main first, then the others in their order) and the archived ones, folded apart. */
export function groupLines(lines: readonly LineSummary[]): {
  active: LineSummary[];
  archived: LineSummary[];
} {
  const active = lines.filter((l) => stateOf(l) !== 'archived');
  return {
    active: [...active.filter((l) => l.isMain), ...active.filter((l) => !l.isMain)],
    archived: lines.filter((l) => stateOf(l) === 'archived'),
  };
}
