/**
 * 武魂志 diagram: each seat's general, its altars (with the soul standing on each), the sand field, the event
 * and strategy cards, hand and soul yard. Cards the perspective cannot see are backs.
 */
import type { CardView, HiddenCard, SeatView, Slot, WuhunzhiBoardView } from '@/machines/wuhunzhi/view';
import type { Seat } from '@/machines/engine/types';
import { type DiagramCard, type DiagramSide, type DiagramZone, type GameDiagram, sides } from './diagram-kit';

const L = {
  general: { zh: '主将', en: 'General' },
  altars: { zh: '祭坛', en: 'Altars' },
  souls: { zh: '祭坛上', en: 'On altars' },
  sand: { zh: '沙场', en: 'Sand field' },
  other: { zh: '事件/战略', en: 'Event/Strategy' },
  yard: { zh: '置魂场', en: 'Soul yard' },
  deck: { zh: '牌库', en: 'Deck' },
  hand: { zh: '手牌', en: 'Hand' },
  lost: { zh: '被毁祭坛', en: 'Altars lost' },
  level: { zh: '级', en: 'Lv' },
  power: { zh: '战力', en: 'Power ' },
  destroyed: { zh: '已毁', en: 'destroyed' },
  round: { zh: (n: number) => `第${n}轮`, en: (n: number) => `Round ${n}` },
};

const isCard = (s: CardView | HiddenCard): s is CardView => !('hidden' in s);

export const wuhunzhiDiagram: GameDiagram = ({ view, name, lang, bottom }) => {
  const b = view.board as WuhunzhiBoardView;
  const face = (c: CardView | HiddenCard, stats?: string): DiagramCard =>
    isCard(c)
      ? {
          id: c.id,
          name: name(c.cardId),
          stats: stats ?? (c.finalPower !== undefined ? `${L.power[lang]}${c.finalPower}` : undefined),
          faceDown: !c.faceUp,
          spent: c.tapped,
        }
      : { name: '', hidden: true, spent: c.tapped };
  // numbered places keep their places: 第4格 is the fourth box, the soul on 第2号祭坛 stands over the second altar
  const cells = (xs: readonly Slot[]) => xs.map((x) => (x === null ? null : face(x)));
  const placed = (xs: readonly Slot[]) => {
    const all = cells(xs);
    return { cards: all.filter((c): c is DiagramCard => c !== null), cells: all };
  };
  const side = (seat: Seat): DiagramSide => {
    const s: SeatView = b.seats[seat];
    const altars = s.altars.map((a) =>
      face(
        a.card,
        a.destroyed ? L.destroyed[lang] : `${L.level[lang]}${a.level}${a.damage ? ` -${a.damage}` : ''}`,
      ),
    );
    const other = [s.eventSlot, s.strategy]
      .filter((x): x is CardView | HiddenCard => x !== null)
      .map((x) => face(x));
    const zones: DiagramZone[] = [
      { label: L.altars[lang], cards: altars },
      { label: L.souls[lang], ...placed(s.altars.map((a) => a.occupant)) },
      { label: L.sand[lang], ...placed(s.sandField) },
    ].filter((z) => z.cards.length > 0);
    if (s.general) zones.unshift({ label: L.general[lang], cards: [face(s.general)] });
    if (other.length) zones.push({ label: L.other[lang], cards: other });
    return {
      seat,
      name: view.players[seat].name,
      stats: [
        `${L.lost[lang]} ${s.destroyedAltars}`,
        `${L.hand[lang]} ${s.handCount}`,
        `${L.deck[lang]} ${s.deckCount}`,
        `${L.yard[lang]} ${s.soulYard.length}`,
      ],
      active: b.summonToAct === seat || b.cursor?.seat === seat,
      zones: [...zones],
    };
  };
  const at = sides(bottom);
  return { top: side(at.top), bottom: side(at.bottom), mid: [L.round[lang](b.round)] };
};
