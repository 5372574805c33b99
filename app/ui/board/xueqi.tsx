/**
 * 血契 board: each seat's life total, the five creature slots, the unlimited area of effect-summoned creatures,
 * the support area (rule and value cards), graveyard, deck count and hand. Draws only the engine's view.
 */
import { memo } from 'react';
import type { SeatView, XueqiBoardView, CreatureView } from '@/machines/xueqi/view';
import type { Lang } from '@/app/contracts/common';
import type { BoardProps } from './props';
import { CardFace, EmptySlot, ListZone, Zone, faceOf, type CardFaces, type Names } from './card';
import { cardKey, seatKey, slotKey } from './refs';
import { Stat } from './seat-header';
import { PileAndDeck, handRow } from './seat-rows';
import { GRAVE_HOW_WORDS } from '@/machines/xueqi/grave-words';
import { SeatFrame, TwoSeatBoard, type SeatSideProps } from './two-seat-board';

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
  attacks: { zh: '本回合已攻击', en: 'Attacks this turn' },
  leaves: { zh: '离场', en: 'Leaves' },
};

const leaves = (turn: number, lang: Lang) =>
  lang === 'en' ? `at the end of turn ${turn}` : `第 ${turn} 回合结束时`;

/** Frame per card type: a creature, a rule card and a value card each wear their own colour. */
const FRAMES = { creature: 'frame-creature', rule: 'frame-rule', value: 'frame-value' } as const;

function Creature({
  c,
  names,
  cards,
  lang,
}: {
  c: CreatureView;
  names: Names;
  cards?: CardFaces;
  lang: Lang;
}) {
  return (
    <CardFace
      pick={cardKey(c.id)}
      {...faceOf(names, cards, c.cardId, FRAMES)}
      spent={c.attacksUsed > 0}
      now={[
        { key: 'rank', value: c.rank },
        { key: 'atk', value: c.atk },
        { key: 'life', value: c.life },
        ...(c.attacksUsed ? [{ label: L.attacks[lang], value: c.attacksUsed }] : []),
        ...(c.expiresAtEndOfTurn !== null
          ? [{ label: L.leaves[lang], value: leaves(c.expiresAtEndOfTurn, lang) }]
          : []),
      ]}
      stats={
        <>
          <span title="ATK">⚔{c.atk}</span> <span title="life">♥{c.life}</span>
        </>
      }
      badge={<span title="rank">★{c.rank}</span>}
    />
  );
}

/** Memoised: a seat whose view did not change this step (same object, thanks to the diffs' structural
 * sharing) is not re-rendered. */
const SeatSide = memo(function SeatSide(props: SeatSideProps<SeatView>) {
  const { seat, s, names, cards, lang } = props;
  const slots = Array.from({ length: 5 }, (_, i) => s.creatureSlots[i] ?? null);
  const rows = [
    <div key="field" className="xq-field">
      <Zone label={L.slots[lang]} className="xq-slots">
        {slots.map((c, i) =>
          c ? (
            <div key={c.id} className="slot" data-ref={slotKey(seat, 'slot', i)}>
              <Creature c={c} names={names} cards={cards} lang={lang} />
            </div>
          ) : (
            <EmptySlot key={`e${i}`} label={String(i + 1)} pick={slotKey(seat, 'slot', i)} />
          ),
        )}
      </Zone>
      <ListZone
        label={L.extra[lang]}
        items={s.extraCreatures}
        className="xq-extra"
        render={(c) => <Creature key={c.id} c={c} names={names} cards={cards} lang={lang} />}
      />
    </div>,
    <div key="side" className="xq-side">
      <ListZone
        label={L.support[lang]}
        items={s.supportArea}
        className="xq-support"
        render={(x) => (
          <CardFace
            key={x.id}
            small
            pick={cardKey(x.id)}
            {...faceOf(names, cards, x.cardId, FRAMES)}
            badge={cards?.[x.cardId] ? undefined : L[x.kind][lang]}
          />
        )}
      />
      <PileAndDeck
        seat={seat}
        names={names}
        cards={cards}
        frames={FRAMES}
        lang={lang}
        pile={{ label: L.grave[lang], cards: s.graveyard, slot: 'graveyard', howWords: GRAVE_HOW_WORDS }}
        deck={{ label: L.deck[lang], count: s.deckCount }}
      />
    </div>,
    handRow(props, L.hand[lang], FRAMES),
  ];
  return (
    <SeatFrame
      {...props}
      stats={
        <>
          <span data-ref={seatKey(seat)}>
            <Stat big label={L.lp[lang]} value={s.lp} testId={`lp-${seat}`} />
          </span>
        </>
      }
      rows={rows}
    />
  );
});

export function XueqiBoard(props: BoardProps) {
  const { view, lang } = props;
  const b = view.board as XueqiBoardView;
  return (
    <TwoSeatBoard
      game="xueqi"
      board={props}
      seats={b.seats}
      active={b.activePlayer}
      Side={SeatSide}
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
