/**
 * What a shared moment's preview image draws (app/r/[slug]/opengraph-image.tsx), before any rendering: the
 * game's board diagram (app/ui/board/diagrams.ts) of the perspective's own view — never the state, so nothing
 * hidden from the perspective can be drawn — and the words around it: the match's title, both players, where in
 * the match, whose view, and the image's alt text in Chinese and English.
 */
import 'server-only';
import type { Perspective, Seat, Text } from '@/app/contracts/common';
import type { ViewEnvelope } from '@/app/contracts/viewer';
import type { DiagramSpec } from '@/app/ui/board/diagram-kit';
import { diagramFor } from '@/app/ui/board/diagrams';

/** The diagram of a perspective's view. `names` names the cards that view shows; `players` may rename seats. */
export function previewSpec(
  gameId: string,
  view: ViewEnvelope,
  name: (cardId: string) => string,
  lang: 'zh' | 'en',
  perspective: Perspective,
  players: Record<Seat, { name: string }> = view.players,
): DiagramSpec {
  return diagramFor(gameId)({
    view: { ...view, players },
    name,
    lang,
    bottom: perspective === 'p2' ? 'p2' : 'p1',
  });
}

export interface PreviewWords {
  title: string;
  players: Record<Seat, string>;
  perspective: Perspective;
  at: number;
  last: number;
  turn: number;
  phase: Text;
}

/** Whose view, in words. */
export const viewWords = (w: PreviewWords): Text =>
  w.perspective === 'omniscient'
    ? { zh: '全知视角', en: 'omniscient view' }
    : { zh: `${w.players[w.perspective]}的视角`, en: `${w.players[w.perspective]}'s view` };

/** The image's alt text: Chinese, then English. */
export function previewAlt(w: PreviewWords): string {
  const v = viewWords(w);
  const zh = `「${w.title}」第 ${w.at} 步（第 ${w.turn} 回合 · ${w.phase.zh}）的棋盘图，${v.zh}：${w.players.p1} 对 ${w.players.p2}`;
  const en = `Board of "${w.title}" at step ${w.at} (turn ${w.turn}, ${w.phase.en}), ${v.en}: ${w.players.p1} vs ${w.players.p2}`;
  return `${zh} / ${en}`;
}
