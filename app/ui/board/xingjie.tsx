/**
 * 星阶 board: per seat the avatar (life, cap, attack, rank) with its equipment and durability, the field magic,
 * the front row of 7 character slots, the back row of 5, graveyard, deck count and hand.
 * Defence position is drawn sideways; face-down cards the perspective cannot see are card backs.
 */
import { memo } from 'react';
import type { BackRowView, CharacterView, SeatView, XingjieBoardView } from '@/machines/xingjie/view';
import type { BoardProps } from './props';
import { CardBack, CardFace, EmptySlot, ListZone, Zone, nameOf, type Names } from './card';
import { cardKey, seatKey, slotKey } from './refs';
import { Stat } from './seat-header';
import { PileAndDeck, handRow } from './seat-rows';
import { SeatFrame, TwoSeatBoard, type SeatSideProps } from './two-seat-board';

const L = {
  hp: { zh: '生命', en: 'Life' },
  atk: { zh: '攻击', en: 'ATK' },
  rank: { zh: '星阶', en: 'Rank' },
  avatar: { zh: '人物', en: 'Avatar' },
  equip: { zh: '人物装备', en: 'Equipment' },
  field: { zh: '场地魔法', en: 'Field magic' },
  front: { zh: '前场（7）', en: 'Front row (7)' },
  back: { zh: '后场（5）', en: 'Back row (5)' },
  grave: { zh: '墓地', en: 'Graveyard' },
  deck: { zh: '卡组', en: 'Deck' },
  hand: { zh: '手牌', en: 'Hand' },
  durability: { zh: '耐久', en: 'Durability' },
  step: { zh: '步骤', en: 'Step' },
  set: { zh: '盖放', en: 'set' },
  equipShort: { zh: '装', en: 'eq ' },
};

function Character({ c, names, lang }: { c: CharacterView; names: Names; lang: 'zh' | 'en' }) {
  const sideways = c.position !== 'attack';
  if (!c.card) return <CardBack tapped={sideways} />;
  return (
    <CardFace
      pick={cardKey(c.card.id)}
      name={nameOf(names, c.card.cardId)}
      tapped={sideways}
      faceDown={c.position === 'faceDownDefense'}
      stats={
        <>
          <span title="ATK">⚔{c.atk ?? '?'}</span>{' '}
          <span title="HP">
            ♥{c.hp ?? '?'}/{c.maxHp ?? '?'}
          </span>
        </>
      }
      badge={c.equips.length ? `${L.equipShort[lang]}${c.equips.length}` : undefined}
    />
  );
}

function BackCard({ b, names, lang }: { b: BackRowView; names: Names; lang: 'zh' | 'en' }) {
  if (!b.card) return <CardBack />;
  return (
    <CardFace
      pick={cardKey(b.card.id)}
      name={nameOf(names, b.card.cardId)}
      faceDown={!b.faceUp}
      badge={!b.faceUp ? L.set[lang] : undefined}
      stats={b.durabilityLeft !== null ? `${L.durability[lang]} ${b.durabilityLeft}` : undefined}
    />
  );
}

/** Memoised: a seat whose view did not change this step (same object, thanks to the diffs' structural
 * sharing) is not re-rendered. */
const SeatSide = memo(function SeatSide(props: SeatSideProps<SeatView>) {
  const { seat, s, name, names, lang } = props;
  const front = Array.from({ length: 7 }, (_, i) => s.front[i] ?? null);
  const back = Array.from({ length: 5 }, (_, i) => s.back[i] ?? null);
  const rows = [
    <Zone key="front" label={L.front[lang]} className="xj-front">
      {front.map((c, i) =>
        c ? (
          <div key={i} className="slot" data-ref={slotKey(seat, 'front', i)}>
            <Character c={c} names={names} lang={lang} />
          </div>
        ) : (
          <EmptySlot key={i} label={String(i + 1)} pick={slotKey(seat, 'front', i)} />
        ),
      )}
    </Zone>,
    <div key="back" className="xj-backline">
      <Zone label={L.field[lang]} className="xj-field">
        {s.field ? (
          <CardFace name={nameOf(names, s.field.cardId)} pick={cardKey(s.field.id)} />
        ) : (
          <EmptySlot pick={slotKey(seat, 'field')} />
        )}
      </Zone>
      <Zone label={L.back[lang]} className="xj-back">
        {back.map((b, i) =>
          b ? (
            <div key={i} className="slot" data-ref={slotKey(seat, 'back', i)}>
              <BackCard b={b} names={names} lang={lang} />
            </div>
          ) : (
            <EmptySlot key={i} label={String(i + 1)} pick={slotKey(seat, 'back', i)} />
          ),
        )}
      </Zone>
    </div>,
    <div key="avatar" className="xj-avatar-row">
      <Zone label={L.avatar[lang]} className="xj-avatar">
        <div className="avatar" data-testid={`avatar-${seat}`} data-ref={seatKey(seat)}>
          <span className="avatar-name">{name}</span>
          <span className="avatar-hp">
            ♥ {s.hp}
            <small>/{s.hpCap}</small>
          </span>
          <span className="avatar-atk">⚔ {s.avatarAtk}</span>
          <span className="avatar-rank">★{s.rank}</span>
        </div>
      </Zone>
      <ListZone
        label={L.equip[lang]}
        items={s.personEquips}
        className="xj-equips"
        render={(e) => (
          <CardFace
            key={e.id}
            pick={cardKey(e.id)}
            small
            name={nameOf(names, e.cardId)}
            stats={`${L.durability[lang]} ${e.durabilityLeft}`}
          />
        )}
      />
      <PileAndDeck
        seat={seat}
        names={names}
        pile={{ label: L.grave[lang], cards: s.graveyard, slot: 'graveyard', max: 3 }}
        deck={{ label: L.deck[lang], count: s.deckCount }}
      />
    </div>,
    handRow(props, L.hand[lang]),
  ];
  return (
    <SeatFrame
      {...props}
      stats={
        <>
          <Stat big label={L.hp[lang]} value={`${s.hp}/${s.hpCap}`} testId={`hp-${seat}`} />
          <Stat label={L.rank[lang]} value={`★${s.rank}`} />
        </>
      }
      rows={rows}
    />
  );
});

export function XingjieBoard(props: BoardProps) {
  const { view } = props;
  const b = view.board as XingjieBoardView;
  return (
    <TwoSeatBoard
      game="xingjie"
      board={props}
      seats={b.seats}
      active={b.turnPlayer}
      Side={SeatSide}
      mid={b.pendingAttack ? <span className="pill active">⚔</span> : null}
    />
  );
}
