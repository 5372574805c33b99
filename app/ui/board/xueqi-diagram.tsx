/** 血契 diagram: each seat's life, the five creature slots, the extra area, support area, hand and graveyard. */
import type { CreatureView, SeatView, XueqiBoardView } from '@/machines/xueqi/view';
import type { Seat } from '@/machines/engine/types';
import { type DiagramCard, type DiagramSide, type GameDiagram, sides } from './diagram-kit';

const L = {
  lp: { zh: '生命值', en: 'LP' },
  slots: { zh: '生物格位', en: 'Creatures' },
  extra: { zh: '额外区', en: 'Extra area' },
  support: { zh: '支援区', en: 'Support' },
  grave: { zh: '墓地', en: 'Graveyard' },
  deck: { zh: '卡组', en: 'Deck' },
  hand: { zh: '手牌', en: 'Hand' },
  atk: { zh: '攻', en: 'ATK ' },
  life: { zh: '命', en: 'Life ' },
  round: { zh: (n: number) => `第${n}轮`, en: (n: number) => `Round ${n}` },
  battle: { zh: '战斗中', en: 'In battle' },
  lifeline: { zh: '保命机制', en: 'Lifeline' },
};

export const xueqiDiagram: GameDiagram = ({ view, name, lang, bottom }) => {
  const b = view.board as XueqiBoardView;
  const creature = (c: CreatureView): DiagramCard => ({
    id: c.id,
    name: name(c.cardId),
    stats: `${L.atk[lang]}${c.atk} ${L.life[lang]}${c.life}`,
    spent: c.attacksUsed > 0,
  });
  const side = (seat: Seat): DiagramSide => {
    const s: SeatView = b.seats[seat];
    const zones = [
      {
        label: L.slots[lang],
        cards: s.creatureSlots.map(creature),
        emptySlots: Math.max(0, 5 - s.creatureSlots.length),
      },
    ];
    if (s.extraCreatures.length)
      zones.push({ label: L.extra[lang], cards: s.extraCreatures.map(creature), emptySlots: 0 });
    if (s.supportArea.length)
      zones.push({
        label: L.support[lang],
        cards: s.supportArea.map((x) => ({ id: x.id, name: name(x.cardId) })),
        emptySlots: 0,
      });
    return {
      seat,
      name: view.players[seat].name,
      stats: [
        `${L.lp[lang]} ${s.lp}`,
        `${L.hand[lang]} ${s.handCount}`,
        `${L.deck[lang]} ${s.deckCount}`,
        `${L.grave[lang]} ${s.graveyard.length}`,
      ],
      active: b.activePlayer === seat,
      zones,
    };
  };
  const at = sides(bottom);
  const mid = [L.round[lang](b.round)];
  if (b.inBattle) mid.push(L.battle[lang]);
  if (b.lifeline) mid.push(L.lifeline[lang]);
  return { top: side(at.top), bottom: side(at.bottom), mid };
};
