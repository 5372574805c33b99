/**
 * 星阶 board: per seat the avatar (life, cap, attack, rank) with its equipment and durability, the field magic,
 * the front row of 7 character slots, the back row of 5, graveyard, deck count and hand.
 * Defence position is drawn sideways; face-down cards the perspective cannot see are card backs.
 */
import { memo } from 'react';
import type { BackRowView, CharacterView, SeatView, XingjieBoardView } from '@/machines/xingjie/view';
import type { BoardProps } from './props';
import { CardBack, CardFace, EmptySlot, ListZone, Zone, faceOf, type CardFaces, type Names } from './card';
import { cardKey, seatKey, slotKey } from './refs';
import { Stat } from './seat-header';
import { PileAndDeck, handRow } from './seat-rows';
import { GRAVE_HOW_WORDS } from '@/machines/xingjie/grave-words';
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
  maxHp: { zh: '血量上限', en: 'Max HP' },
  damage: { zh: '伤害', en: 'Damage' },
  equips: { zh: '装备', en: 'Equipment' },
};

/** Frame per card type: a character, a magic, a trap and an equipment card each wear their own colour. */
const FRAMES = {
  character: 'frame-character',
  magic: 'frame-magic',
  trap: 'frame-trap',
  equipment: 'frame-equipment',
} as const;

type Faces = { names: Names; cards?: CardFaces; lang: 'zh' | 'en' };

function Character({ c, names, cards, lang }: { c: CharacterView } & Faces) {
  const sideways = c.position !== 'attack';
  if (!c.card) return <CardBack tapped={sideways} />;
  return (
    <CardFace
      pick={cardKey(c.card.id)}
      {...faceOf(names, cards, c.card.cardId, FRAMES)}
      now={[
        ...(c.atk !== null ? [{ key: 'atk', value: c.atk }] : []),
        ...(c.hp !== null ? [{ key: 'hp', value: c.hp }] : []),
        ...(c.maxHp !== null ? [{ label: L.maxHp[lang], value: c.maxHp }] : []),
        ...(c.damage ? [{ label: L.damage[lang], value: c.damage }] : []),
        ...(c.equips.length ? [{ label: L.equips[lang], value: c.equips.length }] : []),
      ]}
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

function BackCard({ b, names, cards, lang }: { b: BackRowView } & Faces) {
  if (!b.card) return <CardBack />;
  return (
    <CardFace
      pick={cardKey(b.card.id)}
      {...faceOf(names, cards, b.card.cardId, FRAMES)}
      now={b.durabilityLeft !== null ? [{ key: 'durability', value: b.durabilityLeft }] : undefined}
      faceDown={!b.faceUp}
      badge={!b.faceUp ? L.set[lang] : undefined}
      stats={b.durabilityLeft !== null ? `${L.durability[lang]} ${b.durabilityLeft}` : undefined}
    />
  );
}

/** Memoised: a seat whose view did not change this step (same object, thanks to the diffs' structural
 * sharing) is not re-rendered. */
const SeatSide = memo(function SeatSide(props: SeatSideProps<SeatView>) {
  const { seat, s, name, names, cards, lang } = props;
  const front = Array.from({ length: 7 }, (_, i) => s.front[i] ?? null);
  const back = Array.from({ length: 5 }, (_, i) => s.back[i] ?? null);
  const rows = [
    <Zone key="front" label={L.front[lang]} className="xj-front">
      {front.map((c, i) =>
        c ? (
          <div key={i} className="slot" data-ref={slotKey(seat, 'front', i)}>
            <Character c={c} names={names} cards={cards} lang={lang} />
          </div>
        ) : (
          <EmptySlot key={i} label={String(i + 1)} pick={slotKey(seat, 'front', i)} />
        ),
      )}
    </Zone>,
    <div key="back" className="xj-backline">
      <Zone label={L.field[lang]} className="xj-field">
        {s.field ? (
          <CardFace {...faceOf(names, cards, s.field.cardId, FRAMES)} pick={cardKey(s.field.id)} />
        ) : (
          <EmptySlot pick={slotKey(seat, 'field')} />
        )}
      </Zone>
      <Zone label={L.back[lang]} className="xj-back">
        {back.map((b, i) =>
          b ? (
            <div key={i} className="slot" data-ref={slotKey(seat, 'back', i)}>
              <BackCard b={b} names={names} cards={cards} lang={lang} />
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
            {...faceOf(names, cards, e.cardId, FRAMES)}
            now={[{ key: 'durability', value: e.durabilityLeft }]}
            stats={`${L.durability[lang]} ${e.durabilityLeft}`}
          />
        )}
      />
      <PileAndDeck
        seat={seat}
        names={names}
        cards={cards}
        frames={FRAMES}
        lang={lang}
        pile={{
          label: L.grave[lang],
          cards: s.graveyard,
          slot: 'graveyard',
          max: 3,
          howWords: GRAVE_HOW_WORDS,
        }}
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
