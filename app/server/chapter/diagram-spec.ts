/**
 * What a step's diagram draws, before any rendering: the game's spec of the perspective's board (from the view
 * the step recorded, never the full state) and the step's arrows. The board before the step when the step has an
 * attack or effect to draw (the arrows point at what is about to happen), else the board after it.
 */
import 'server-only';
import type { AnyGameDefinition, Perspective } from '@/machines/engine';
import type { DiagramArrow, DiagramSpec } from '@/app/ui/board/diagram-kit';
import { diagramFor } from '@/app/ui/board/diagrams';
import type { ToldStep } from './steps';
import type { ChapterLang } from './types';

export function diagramSpecOf(
  def: AnyGameDefinition,
  step: ToldStep,
  perspective: Perspective,
  lang: ChapterLang,
): { spec: DiagramSpec; arrows: DiagramArrow[]; before: boolean } {
  const before = step.arrows.length > 0;
  const view = JSON.parse(before ? step.viewBefore : step.viewAfter);
  const spec = diagramFor(def.id)({
    view,
    name: (cardId) => def.cardName(cardId, step.cards)[lang],
    lang,
    bottom: perspective === 'omniscient' ? 'p1' : perspective,
  });
  return { spec, arrows: step.arrows, before };
}
