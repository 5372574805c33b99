/**
 * 血契 board: each seat's life total, the five creature slots, the unlimited area of effect-summoned creatures,
 * the support area (rule and value cards), graveyard, deck count and hand. Draws only the engine's view.
 */
import { memo } from 'react';
import type { SeatView, XueqiBoardView, CreatureView } from '@/machines/xueqi/view';
import type { Seat } from '@/app/lib/viewer-types';
import type { BoardProps } from './index';
import { CardFace, DeckCount, EmptySlot, Pile, Zone, nameOf, type Names } from './card';
import { Hand } from './hand';
import { SeatHeader, Stat } from './seat-header';
import { TwoSeatBoard } from './two-seat-board';

const L = {
  lp: { zh: '生命值', en: 'LP' },
  slots: { zh: '生物格位（5）', en: 'Creature slots (5)' },
  extra: { zh: '额外区（不限）', en: 'Extra area (unlimited)' },
  support: { zh: '支援区', en: 'Support' },
  grave: { zh: '墓地', en: 'Graveyard' },
  deck: { zh: '卡组', en: 'Deck' },
  hand: { zh: '手牌', en: 'Hand' },
  rule: { zh: '规则', en: 'rule' },
  value: { zh: '数值', en: 'value' },
  round: { zh: '轮', en: 'Round' },
  battle: { zh: '战斗中', en: 'In battle' },
  lifeline: { zh: '保命机制', en: 'Lifeline' },
};

function Creature({ c, names }: { c: CreatureView; names: Names }) {
  return (
    <CardFace
      name={nameOf(names, c.cardId)}
      spent={c.attacksUsed > 0}
      stats={
        <>
          <span title="ATK">⚔{c.atk}</span> <span title="life">♥{c.life}</span>
        </>
      }
      badge={<span title="rank">{'★'.repeat(Math.min(c.rank, 5))}</span>}
    />
  );
}

/** Memoised: a seat whose view did not change this step (same object, thanks to the diffs' structural
 * sharing) is not re-rendered. */
const SeatSide = memo(function SeatSide({
  seat,
  s,
  name,
  active,
  names,
  lang,
  top,
}: {
  seat: Seat;
  s: SeatView;
  name: string;
  active: boolean;
  names: Names;
  lang: 'zh' | 'en';
  top: boolean;
}) {
  const slots = Array.from({ length: 5 }, (_, i) => s.creatureSlots[i] ?? null);
  const rows = [
    <div key="field" className="xq-field">
      <Zone label={L.slots[lang]} className="xq-slots">
        {slots.map((c, i) =>
          c ? <Creature key={c.id} c={c} names={names} /> : <EmptySlot key={`e${i}`} label={String(i + 1)} />,
        )}
      </Zone>
      <Zone label={L.extra[lang]} count={s.extraCreatures.length} className="xq-extra">
        {s.extraCreatures.length === 0 ? (
          <EmptySlot small />
        ) : (
          s.extraCreatures.map((c) => <Creature key={c.id} c={c} names={names} />)
        )}
      </Zone>
    </div>,
    <div key="side" className="xq-side">
      <Zone label={L.support[lang]} count={s.supportArea.length} className="xq-support">
        {s.supportArea.length === 0 ? (
          <EmptySlot small />
        ) : (
          s.supportArea.map((x) => (
            <CardFace key={x.id} small name={nameOf(names, x.cardId)} badge={L[x.kind][lang]} />
          ))
        )}
      </Zone>
      <Pile label={L.grave[lang]} cards={s.graveyard} names={names} />
      <DeckCount label={L.deck[lang]} count={s.deckCount} />
    </div>,
    <Hand key="hand" label={L.hand[lang]} cards={s.hand} count={s.handCount} names={names} seat={seat} />,
  ];
  return (
    <div className={`seat-side ${top ? 'top' : 'bottom'}`} data-seat={seat}>
      <SeatHeader name={name} active={active}>
        <Stat big label={L.lp[lang]} value={s.lp} testId={`lp-${seat}`} />
      </SeatHeader>
      {top ? rows.reverse() : rows}
    </div>
  );
});

export function XueqiBoard({ view, names, lang, bottom }: BoardProps) {
  const b = view.board as XueqiBoardView;
  return (
    <TwoSeatBoard
      game="xueqi"
      bottom={bottom}
      side={(seat, top) => (
        <SeatSide
          seat={seat}
          s={b.seats[seat]}
          name={view.players[seat].name}
          active={b.activePlayer === seat}
          names={names}
          lang={lang}
          top={top}
        />
      )}
      mid={
        <>
          <span>
            {L.round[lang]} {b.round}
          </span>
          {b.inBattle ? <span className="pill active">{L.battle[lang]}</span> : null}
          {b.lifeline ? <span className="pill">{L.lifeline[lang]}</span> : null}
        </>
      }
    />
  );
}
