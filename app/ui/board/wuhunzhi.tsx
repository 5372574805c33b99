/**
 * 武魂志 board: per seat the 3×3 sand field (cells 1–9, row 1 faces the opponent, so the far seat is drawn
 * turned 180°), the five altars below it (damage, level, bound souls, occupant), the general with its
 * reserves, event slot and strategy slot on the left, soul yard, discard pile and deck on the right, and the hand.
 */
import { memo } from 'react';
import type {
  AltarView,
  CardView,
  HiddenCard,
  SeatView,
  Slot,
  WuhunzhiBoardView,
} from '@/machines/wuhunzhi/view';
import type { BoardProps } from './props';
import {
  CardBack,
  CardFace,
  EmptySlot,
  Pile,
  Zone,
  faceOf,
  nameOf,
  type CardFaces,
  type Names,
} from './card';
import { detailAttr } from './card-detail-data';
import { cardKey, slotKey } from './refs';
import type { Lang, Seat } from '@/app/contracts/common';
import { Stat } from './seat-header';
import { PileAndDeck, handRow } from './seat-rows';
import { PILE_HOW_WORDS } from '@/machines/wuhunzhi/pile-words';
import { SeatFrame, TwoSeatBoard, type SeatSideProps } from './two-seat-board';

const L = {
  sand: { zh: '沙场', en: 'Sand field' },
  altars: { zh: '祭坛区', en: 'Altars' },
  general: { zh: '主将', en: 'General' },
  reserves: { zh: '预备主将', en: 'Reserves' },
  event: { zh: '事件', en: 'Event' },
  strategy: { zh: '战略', en: 'Strategy' },
  soulYard: { zh: '置魂场', en: 'Soul yard' },
  discard: { zh: '废弃场', en: 'Discard' },
  deck: { zh: '牌库', en: 'Deck' },
  hand: { zh: '手牌', en: 'Hand' },
  level: { zh: '级', en: 'Lv' },
  damage: { zh: '伤', en: 'dmg' },
  destroyed: { zh: '已毁', en: 'destroyed' },
  altarsLost: { zh: '被毁祭坛', en: 'Altars lost' },
  round: { zh: '第', en: 'Round' },
  formations: { zh: '阵型', en: 'Formations' },
};

const isHidden = (c: CardView | HiddenCard | null): c is HiddenCard => !!c && 'hidden' in c;

/** Frame per card type: a soul, a trap, a general, an altar, an event and a strategy each wear their own colour. */
const FRAMES = {
  soul: 'frame-soul',
  trap: 'frame-trap',
  general: 'frame-general',
  altar: 'frame-altar',
  event: 'frame-event',
  strategy: 'frame-strategy',
} as const;

const DAMAGE = { zh: '伤害', en: 'Damage' };

/** What drawing a card takes: the names and printed faces the server sent, and the language. */
type Draw = { names: Names; cards?: CardFaces; lang: Lang };

function SoulCard({ c, d, small }: { c: CardView | HiddenCard | null; d: Draw; small?: boolean }) {
  if (!c) return <EmptySlot small={small} />;
  if (isHidden(c)) return <CardBack small={small} tapped={c.tapped} />;
  const { names, cards, lang } = d;
  return (
    <CardFace
      small={small}
      pick={cardKey(c.id)}
      {...faceOf(names, cards, c.cardId, FRAMES)}
      now={[
        ...(c.finalPower !== undefined ? [{ key: 'power', value: c.finalPower }] : []),
        ...(c.damage ? [{ label: DAMAGE[lang], value: c.damage }] : []),
      ]}
      tapped={c.tapped}
      faceDown={!c.faceUp}
      stats={
        c.finalPower !== undefined
          ? `${c.finalPower}${c.damage ? ` −${c.damage}` : ''}`
          : c.damage
            ? `−${c.damage}`
            : undefined
      }
    />
  );
}

/** Cells and altars carry the game's own slot refs: cell 1–9, altar 1–5 (machines/wuhunzhi/words.ts). */
function Cell({ slot, n, d, seat }: { slot: Slot; n: number; d: Draw; seat: Seat }) {
  return (
    <div className="wh-cell" data-cell={n} data-ref={slotKey(seat, 'sandField', n)}>
      <span className="cell-no">{n}</span>
      {slot ? <SoulCard c={slot} d={d} /> : null}
    </div>
  );
}

function Altar(props: { a: AltarView; i: number; d: Draw; seat: Seat }) {
  const { a, i, d, seat } = props;
  const { names, lang } = d;
  return (
    <div
      className={`wh-altar ${a.destroyed ? 'destroyed' : ''}`}
      data-altar={i + 1}
      data-ref={slotKey(seat, 'altar', i + 1)}
    >
      <div className="altar-head">
        <span>#{i + 1}</span>
        <span>
          {L.level[lang]}
          {a.level}
        </span>
        {a.damage ? (
          <span className="altar-dmg">
            {L.damage[lang]} {a.damage}
          </span>
        ) : null}
        {a.destroyed ? <span className="altar-dmg">{L.destroyed[lang]}</span> : null}
      </div>
      <SoulCard c={a.card} d={d} small />
      {a.occupant ? (
        <div className="altar-occupant">
          <SoulCard c={a.occupant} d={d} small />
        </div>
      ) : null}
      {a.bound.length ? (
        <div className="altar-bound">
          {a.bound.map((b) => (
            <span
              key={b.id}
              className="bound"
              title={nameOf(names, b.cardId)}
              data-detail={detailAttr(b.cardId)}
              role="button"
              tabIndex={0}
            >
              {nameOf(names, b.cardId)}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Memoised: a seat whose view did not change this step (same object, thanks to the diffs' structural
 * sharing) is not re-rendered. */
const SeatSide = memo(function SeatSide(props: SeatSideProps<SeatView>) {
  const { seat, s, names, cards, lang, top } = props;
  const d: Draw = { names, cards, lang };
  const order = top ? [8, 7, 6, 5, 4, 3, 2, 1, 0] : [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const sand = (
    <Zone key="sand" label={L.sand[lang]} className="wh-sand">
      <div className="wh-grid">
        {order.map((i) => (
          <Cell key={i} slot={s.sandField[i] ?? null} n={i + 1} d={d} seat={seat} />
        ))}
      </div>
    </Zone>
  );
  const left = (
    <div key="left" className="wh-left">
      <Zone label={L.general[lang]} className="wh-general">
        {s.general ? <SoulCard c={s.general} d={d} small /> : <EmptySlot small />}
      </Zone>
      <Zone label={L.reserves[lang]} count={s.reserves.length} className="wh-reserves">
        {s.reserves.length ? (
          s.reserves.map((r, i) => <SoulCard key={i} c={r} d={d} small />)
        ) : (
          <EmptySlot small />
        )}
      </Zone>
      <Zone label={L.event[lang]} className="wh-event" pick={slotKey(seat, 'eventSlot')}>
        {s.eventSlot ? <SoulCard c={s.eventSlot} d={d} small /> : <EmptySlot small />}
      </Zone>
      <Zone label={L.strategy[lang]} className="wh-strategy" pick={slotKey(seat, 'strategy')}>
        {s.strategy ? <SoulCard c={s.strategy} d={d} small /> : <EmptySlot small />}
      </Zone>
    </div>
  );
  const right = (
    <div key="right" className="wh-right">
      <Pile
        label={L.soulYard[lang]}
        cards={s.soulYard}
        names={names}
        faces={cards}
        frames={FRAMES}
        lang={lang}
        max={3}
        howWords={PILE_HOW_WORDS}
        pick={slotKey(seat, 'soulYard')}
      />
      <PileAndDeck
        seat={seat}
        names={names}
        cards={cards}
        frames={FRAMES}
        lang={lang}
        pile={{
          label: L.discard[lang],
          cards: s.discardPile,
          slot: 'discardPile',
          max: 3,
          howWords: PILE_HOW_WORDS,
        }}
        deck={{ label: L.deck[lang], count: s.deckCount }}
      />
    </div>
  );
  const altars = (
    <Zone key="altars" label={L.altars[lang]} className="wh-altars">
      {s.altars.map((a, i) => (
        <Altar key={i} a={a} i={i} d={d} seat={seat} />
      ))}
    </Zone>
  );
  const rows = [
    <div key="main" className="wh-main">
      {left}
      {sand}
      {right}
    </div>,
    altars,
    handRow(props, L.hand[lang], FRAMES),
  ];
  return (
    <SeatFrame
      {...props}
      stats={
        <>
          <Stat
            big
            label={L.altarsLost[lang]}
            value={`${s.destroyedAltars}/${s.altars.length}`}
            testId={`altars-${seat}`}
          />
          {s.formations.length ? <Stat label={L.formations[lang]} value={s.formations.join('、')} /> : null}
        </>
      }
      rows={rows}
    />
  );
});

export function WuhunzhiBoard(props: BoardProps) {
  const { view, lang } = props;
  const b = view.board as WuhunzhiBoardView;
  return (
    <TwoSeatBoard
      game="wuhunzhi"
      board={props}
      seats={b.seats}
      active={view.active}
      Side={SeatSide}
      mid={
        <>
          <span>{lang === 'zh' ? `第 ${b.round} 轮` : `Round ${b.round}`}</span>
          {b.attack ? <span className="pill active">⚔ {b.attack.cell}</span> : null}
        </>
      }
    />
  );
}
