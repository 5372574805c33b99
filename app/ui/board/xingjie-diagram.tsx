/**
 * 星阶 diagram: each seat's life, attack and rank, the front row's characters (defence sideways in words),
 * the back row and field magic, hand and graveyard. Face-down cards the perspective cannot see are backs. Each
 * row keeps its numbered slots (前场第二格 is the second box; an empty slot shows its number), so the rows have
 * room and a caption's 第N格 can be found on the board.
 */
import type { BackRowView, CharacterView, SeatView, XingjieBoardView } from '@/machines/xingjie/view';
import type { Seat } from '@/machines/engine/types';
import { type DiagramCard, type DiagramSide, type DiagramZone, type GameDiagram, sides } from './diagram-kit';

const L = {
  hp: { zh: '生命', en: 'Life' },
  cardHp: { zh: '血', en: 'HP ' },
  atk: { zh: '攻', en: 'ATK ' },
  rank: { zh: '星阶', en: 'Rank' },
  front: { zh: '前场', en: 'Front row' },
  back: { zh: '后场', en: 'Back row' },
  field: { zh: '场地', en: 'Field' },
  grave: { zh: '墓地', en: 'Graveyard' },
  deck: { zh: '卡组', en: 'Deck' },
  hand: { zh: '手牌', en: 'Hand' },
  def: { zh: '守', en: 'DEF ' },
};

export const xingjieDiagram: GameDiagram = ({ view, name, lang, bottom }) => {
  const b = view.board as XingjieBoardView;
  const character = (c: CharacterView): DiagramCard =>
    c.card
      ? {
          id: c.card.id,
          name: name(c.card.cardId),
          stats: `${c.position === 'attack' ? L.atk[lang] : L.def[lang]}${c.atk ?? '?'} ${L.cardHp[lang]}${c.hp ?? '?'}/${c.maxHp ?? '?'}`,
          faceDown: c.position === 'faceDownDefense',
          spent: c.attacksUsed > 0,
        }
      : { name: '', hidden: true };
  const backCard = (x: BackRowView): DiagramCard =>
    x.card ? { id: x.card.id, name: name(x.card.cardId), faceDown: !x.faceUp } : { name: '', hidden: true };
  const side = (seat: Seat): DiagramSide => {
    const s: SeatView = b.seats[seat];
    const frontCells = s.front.map((c) => (c ? character(c) : null));
    const backCells = s.back.map((c) => (c ? backCard(c) : null));
    const cards = (xs: Array<DiagramCard | null>) => xs.filter((c): c is DiagramCard => c !== null);
    const zones: DiagramZone[] = [
      { label: L.front[lang], cards: cards(frontCells), cells: frontCells },
      { label: L.back[lang], cards: cards(backCells), cells: backCells },
    ];
    if (s.field)
      zones.push({ label: L.field[lang], cards: [{ id: s.field.id, name: name(s.field.cardId) }] });
    return {
      seat,
      name: view.players[seat].name,
      stats: [
        `${L.hp[lang]} ${s.hp}/${s.hpCap}`,
        `${L.atk[lang]}${s.avatarAtk}`,
        `${L.rank[lang]} ${s.rank}`,
        `${L.hand[lang]} ${s.handCount}`,
        `${L.grave[lang]} ${s.graveyard.length}`,
      ],
      active: b.turnPlayer === seat,
      zones,
    };
  };
  const at = sides(bottom);
  return {
    top: side(at.top),
    bottom: side(at.bottom),
    mid: [
      lang === 'zh' ? `第${view.turn}回合` : `Turn ${view.turn}`,
      `${L.deck[lang]} ${b.seats[at.top].deckCount} / ${b.seats[at.bottom].deckCount}`,
    ],
  };
};
