/**
 * An action in the author's words before it is taken (the studio's buttons and lines panel): card names, slots
 * counted from 1 as the board counts them, what a pass will end; its intent; where it starts and aims on the board
 * (card instances, or slots as ZoneRefs whose `index` is the row's 0-based slot, the view's `slot`).
 */
import { card, n, otherSeat, renderNarration, seat } from '@/machines/engine';
import type {
  Action,
  ActionWords,
  BoardRef,
  Intent,
  Narration,
  RenderContext,
  Seat,
} from '@/machines/engine';
import { cardName } from './catalog';
import type { Ref, XingjieState } from './state';
import { HIDDEN_CARD, PHASE_WORDS, POSITION_WORDS, ZONE_NAMES, both, cardList, refWords } from './words';

type Payload = Record<string, any>;

/** The author sees every card: an omniscient rendering. */
const context = (s: XingjieState): RenderContext => ({
  players: s.players,
  cardIdOf: (id) => s.cards[id]?.cardId,
  cardName: (cardId) => cardName(cardId, s),
  isHidden: () => false,
  hiddenCard: HIDDEN_CARD,
});

const words = (
  s: XingjieState,
  text: Narration,
  intent: Intent,
  subject?: BoardRef,
  target?: BoardRef,
): ActionWords => {
  const out: ActionWords = { text: renderNarration(text, context(s)), intent };
  if (subject) out.subject = subject;
  if (target) out.target = target;
  return out;
};

const refTarget = (s: XingjieState, r: Ref): BoardRef => {
  if (r.zone === 'avatar') return { seat: r.seat };
  const id =
    r.zone === 'front' ? s.game.players[r.seat].front[r.slot]?.id : s.game.players[r.seat].back[r.slot]?.id;
  return id ? { card: id } : { slot: { seat: r.seat, zone: r.zone, index: r.slot } };
};

/** What passing now brings about: the window closes (and what ends), or the other player may act. */
function pass(s: XingjieState, who: Seat): ActionWords {
  const responder = who !== s.game.turnPlayer;
  const verb = responder ? { zh: '不回应', en: 'Do not respond' } : { zh: '不行动', en: 'Pass' };
  let then: Narration;
  if ((s.game.priority?.passes ?? 0) < 1) {
    const other = otherSeat(who);
    then = both(n`，交给${seat(other)}`, n`: ${seat(other)} may act`);
  } else if (s.phase === 'turn.battle.attack') then = both(['，攻击进入结算'], [': the attack resolves']);
  else if (s.phase === 'turn.end.window') {
    const over = s.game.players[s.game.turnPlayer].hand.length > s.config.handLimit;
    then = over
      ? both(
          [`，结束回合（先把手牌弃到${s.config.handLimit}张）`],
          [`: end the turn (discarding down to ${s.config.handLimit} first)`],
        )
      : both(['，结束回合'], [': end the turn']);
  } else {
    const ph = PHASE_WORDS[s.game.step];
    then = both([`，结束${ph.zh}`], [`: end the ${ph.en}`]);
  }
  return words(s, both([verb.zh, ...then.zh], [verb.en, ...then.en]), 'pass', { seat: who });
}

/** The slot a summoned character will take: the lowest free one once its tributes have left (ruling 1, R41). */
function landing(s: XingjieState, who: Seat, tributes: number[]): BoardRef | undefined {
  const slot = s.game.players[who].front.findIndex((c, i) => c === null || tributes.includes(i));
  return slot >= 0 ? { slot: { seat: who, zone: 'front', index: slot } } : undefined;
}

function summon(s: XingjieState, who: Seat, pl: Payload, set: boolean): ActionWords {
  const ids = (pl.tributes as number[]).flatMap((t) => {
    const id = s.game.players[who].front[t]?.id;
    return id ? [id] : [];
  });
  const base = ids.length ? cardList(ids) : null;
  const tributing = base ? [', tributing ', ...base.en] : [];
  const pos = POSITION_WORDS[(pl.position ?? 'attack') as 'attack'];
  const text = set
    ? both(
        [...(base ? ['以', ...base.zh, '为基底'] : []), '里侧盖放', card(pl.card)],
        ['Set ', card(pl.card), ' face down', ...tributing],
      )
    : both(
        [...(base ? ['以', ...base.zh, '为基底上级召唤'] : ['普通召唤']), card(pl.card), `（${pos.zh}）`],
        [base ? 'Tribute-summon ' : 'Normal-summon ', card(pl.card), ` in ${pos.en}`, ...tributing],
      );
  return words(s, text, 'summon', { card: pl.card }, landing(s, who, pl.tributes));
}

function pick(s: XingjieState, pl: Payload): ActionWords {
  const c = s.game.pendingChoice;
  const id = c?.options[pl.option] ?? '';
  if (!c) return words(s, both(['选择'], ['Choose']), 'choose');
  if (c.to === 'front') {
    const pos = POSITION_WORDS[(pl.position ?? 'attack') as 'attack'];
    return words(
      s,
      both(n`特殊召唤${card(id)}（${pos.zh}）`, n`Special-summon ${card(id)} in ${pos.en}`),
      'summon',
      { card: id },
      landing(s, c.seat, []),
    );
  }
  const to = ZONE_NAMES[c.to];
  if (c.to === 'hand')
    return words(s, both(n`把${card(id)}加入手牌`, n`Add ${card(id)} to the hand`), 'choose', { card: id });
  if (c.to === 'graveyard')
    return words(s, both(n`弃置${card(id)}`, n`Discard ${card(id)}`), 'choose', { card: id });
  return words(s, both(n`把${card(id)}移到${to.zh}`, n`Send ${card(id)} to the ${to.en}`), 'choose', {
    card: id,
  });
}

/** `def.describe`: the action in the author's words. */
export function describe(s: XingjieState, action: Action): ActionWords {
  const who = action.actor as Seat;
  const pl = (action.payload ?? {}) as Payload;
  const p = s.game.players[who];
  const tg = (pl.targets as Ref[] | undefined) ?? [];
  const aims = tg.length
    ? both(
        ['（对象：', ...targetList(s, tg, who).zh, '）'],
        [' (targeting ', ...targetList(s, tg, who).en, ')'],
      )
    : both([], []);
  const cost = (pl.costCards as string[] | undefined)?.length
    ? both(
        ['（代价：弃置', ...cardList(pl.costCards).zh, '）'],
        [' (discarding ', ...cardList(pl.costCards).en, ')'],
      )
    : both([], []);
  const aim = tg.length ? refTarget(s, tg[0]) : undefined;
  switch (action.type) {
    case 'priority.pass':
      return pass(s, who);
    case 'summon.normal':
      return summon(s, who, pl, false);
    case 'summon.set':
      return summon(s, who, pl, true);
    case 'backrow.set': {
      const slot = p.back.indexOf(null);
      return words(
        s,
        both(
          n`在后场第${slot + 1}格盖放${card(pl.card)}`,
          n`Set ${card(pl.card)} in back-row slot ${slot + 1}`,
        ),
        'move',
        { card: pl.card },
        { slot: { seat: who, zone: 'back', index: slot } },
      );
    }
    case 'magic.activate':
      return words(
        s,
        both(
          [...n`发动${card(pl.card)}`, ...aims.zh, ...cost.zh],
          [...n`Activate ${card(pl.card)}`, ...aims.en, ...cost.en],
        ),
        'activate',
        { card: pl.card },
        aim,
      );
    case 'field.activate':
      return words(
        s,
        both(n`发动场地魔法${card(pl.card)}`, n`Activate the field magic ${card(pl.card)}`),
        'activate',
        { card: pl.card },
        { slot: { seat: who, zone: 'field' } },
      );
    case 'equip.character': {
      const t = refWords(s, pl.target as Ref, who);
      return words(
        s,
        both(['为', ...t.zh, ...n`装备${card(pl.card)}`], [...n`Equip ${card(pl.card)} to `, ...t.en]),
        'activate',
        { card: pl.card },
        refTarget(s, pl.target as Ref),
      );
    }
    case 'equip.person':
      return words(
        s,
        both(n`人物装备${card(pl.card)}`, n`Take up ${card(pl.card)}`),
        'activate',
        { card: pl.card },
        { seat: who },
      );
    case 'position.change': {
      const ch = p.front[pl.slot];
      const pos = POSITION_WORDS[pl.to as 'attack'];
      const k = pl.slot + 1;
      const text =
        ch?.position === 'faceDownDefense'
          ? both(
              n`翻开前场第${k}格的${card(ch.id)}，变为${pos.zh}`,
              n`Turn ${card(ch.id)} in front-row slot ${k} face up in ${pos.en}`,
            )
          : both(
              [`把前场第${k}格的`, ...(ch ? [card(ch.id)] : []), `变为${pos.zh}`],
              [
                ...(ch ? ['Switch ', card(ch.id)] : ['Switch the character']),
                ` in front-row slot ${k} to ${pos.en}`,
              ],
            );
      return words(
        s,
        text,
        'move',
        ch ? { card: ch.id } : { slot: { seat: who, zone: 'front', index: pl.slot } },
      );
    }
    case 'set.activate': {
      const id = p.back[pl.slot]?.id;
      const k = pl.slot + 1;
      const text = id
        ? both(
            [...n`翻开后场第${k}格的${card(id)}`, ...aims.zh, ...cost.zh],
            [...n`Turn up ${card(id)} in back-row slot ${k}`, ...aims.en, ...cost.en],
          )
        : both([`翻开后场第${k}格的卡`], [`Turn up the card in back-row slot ${k}`]);
      return words(
        s,
        text,
        'activate',
        id ? { card: id } : { slot: { seat: who, zone: 'back', index: pl.slot } },
        aim,
      );
    }
    case 'effect.activate': {
      const src = pl.source as { zone: 'front' | 'person'; slot: number };
      const id = src.zone === 'front' ? p.front[src.slot]?.id : p.personEquips[src.slot]?.id;
      const at =
        src.zone === 'front'
          ? both([`（前场第${src.slot + 1}格）`], [` (front-row slot ${src.slot + 1})`])
          : both([], []);
      const text = id
        ? both(
            [...n`发动${card(id)}`, ...at.zh, '的效果', ...aims.zh, ...cost.zh],
            [...n`Activate the effect of ${card(id)}`, ...at.en, ...aims.en, ...cost.en],
          )
        : both(['发动效果'], ['Activate an effect']);
      return words(s, text, 'activate', id ? { card: id } : undefined, aim);
    }
    case 'battle.attack': {
      const opp = otherSeat(who);
      const a: Narration =
        pl.attacker === 'avatar'
          ? both(['人物亲自'], ['The avatar'])
          : refWords(s, { seat: who, zone: 'front', slot: pl.attacker }, who);
      const t: Narration =
        pl.target === 'avatar'
          ? both(n`直接攻击${seat(opp)}`, n` attacks ${seat(opp)} directly`)
          : plusWords(
              both(['攻击'], [' attacks ']),
              refWords(s, { seat: opp, zone: 'front', slot: pl.target }),
            );
      const subject: BoardRef =
        pl.attacker === 'avatar'
          ? { seat: who }
          : refTarget(s, { seat: who, zone: 'front', slot: pl.attacker });
      const target: BoardRef =
        pl.target === 'avatar' ? { seat: opp } : refTarget(s, { seat: opp, zone: 'front', slot: pl.target });
      return words(s, plusWords(a, t), 'attack', subject, target);
    }
    case 'hand.discard':
      return words(
        s,
        both(n`弃置${card(pl.card)}（手牌上限）`, n`Discard ${card(pl.card)} (hand limit)`),
        'choose',
        { card: pl.card },
      );
    case 'choice.pick':
      return pick(s, pl);
    default:
      return words(s, both(['其他动作'], ['Another action']), 'other');
  }
}

function targetList(s: XingjieState, refs: Ref[], who: Seat): Narration {
  const parts = refs.map((r) => refWords(s, r, who));
  return {
    zh: parts.flatMap((p, i) => (i ? ['、', ...p.zh] : p.zh)),
    en: parts.flatMap((p, i) => (i ? [' and ', ...p.en] : p.en)),
  };
}

const plusWords = (a: Narration, b: Narration): Narration => ({
  zh: [...a.zh, ...b.zh],
  en: [...a.en, ...b.en],
});
