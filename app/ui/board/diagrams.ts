/**
 * Board diagrams by game (chapter drafts): each game's module beside its board component, or the generic one
 * that lists each seat's zones from the view as it is.
 */
import type { Seat } from '@/machines/engine/types';
import type { DiagramCard, DiagramSide, DiagramZone, GameDiagram } from './diagram-kit';
import { sides } from './diagram-kit';
import { wuhunzhiDiagram } from './wuhunzhi-diagram';
import { xingjieDiagram } from './xingjie-diagram';
import { xueqiDiagram } from './xueqi-diagram';

export const GAME_DIAGRAMS: Record<string, GameDiagram> = {
  wuhunzhi: wuhunzhiDiagram,
  xingjie: xingjieDiagram,
  xueqi: xueqiDiagram,
};

type Item = string | null | { cardId?: string; id?: string; hidden?: boolean };

/** A game without a diagram of its own: each seat's arrays of cards as zones, its numbers as stats. */
export const genericDiagram: GameDiagram = ({ view, name, bottom }) => {
  const seats = ((view.board as { seats?: Record<Seat, Record<string, unknown>> }).seats ?? {}) as Record<
    Seat,
    Record<string, unknown>
  >;
  const side = (seat: Seat): DiagramSide => {
    const s = seats[seat] ?? {};
    const zones: DiagramZone[] = [];
    const stats: string[] = [];
    for (const [k, v] of Object.entries(s)) {
      if (typeof v === 'number') stats.push(`${k} ${v}`);
      else if (Array.isArray(v)) {
        const cards = (v as Item[]).map((x): DiagramCard =>
          x === null || (typeof x === 'object' && (x.hidden || !x.cardId))
            ? { name: '', hidden: true }
            : typeof x === 'string'
              ? { name: name(x) }
              : { id: x.id, name: name(x.cardId!) },
        );
        zones.push({
          label: k,
          cards: cards.slice(0, 12),
          more: cards.length > 12 ? cards.length - 12 : undefined,
          emptySlots: cards.length ? 0 : 1,
        });
      }
    }
    return { seat, name: view.players[seat].name, stats, zones, active: view.active === seat };
  };
  const at = sides(bottom);
  return { top: side(at.top), bottom: side(at.bottom), mid: [] };
};

export const diagramFor = (gameId: string): GameDiagram => GAME_DIAGRAMS[gameId] ?? genericDiagram;
