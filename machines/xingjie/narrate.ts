/**
 * Narration as segments (machines/engine/narration.ts): one sentence for the action, then what it caused
 * ("嬴政前场第1格的「白起」攻击项燕前场第2格的「荆轲」" … "项燕也没有回应，攻击响应窗口关闭，攻击结算，「白起」对
 * 「荆轲」造成15点伤害，「荆轲」被「白起」击败，送入墓地"). Cards are instances and players seats, rendered per
 * perspective by the kernel; a consequence the action's own sentence already tells is not told twice, and a pass says
 * whether anyone may still answer and, when it closes a window, what ended.
 */
import { card, joinNarrations, n, otherSeat, seat } from '@/machines/engine';
import type { Action, Narration, Seat, Segment } from '@/machines/engine';
import { toldConsequences } from './consequences';
import type { Ref, XingjieState } from './state';
import { PHASE_WORDS, POSITION_WORDS, ZONE_NAMES, asClause, both, cardList, refWords } from './words';

type Payload = Record<string, any>;

/** ", targeting …" / "，对象为…" for an activation's chosen targets. */
function targets(s: XingjieState, refs: Ref[] | undefined, who: Seat): Narration {
  if (!refs?.length) return both([], []);
  const parts = joinNarrations(
    refs.map((r) => refWords(s, r, who)),
    { zh: '、', en: ' and ' },
  );
  return both(['，对象为', ...parts.zh], [', targeting ', ...parts.en]);
}

const plus = (...parts: Narration[]): Narration => ({
  zh: parts.flatMap((p) => p.zh),
  en: parts.flatMap((p) => p.en),
});

/** The slot a summon or special summon put its character in, read from the step's record. */
const summonSlot = (after: XingjieState): number | null => {
  const e = after.effects.find((x) => x.type === 'summoned');
  return e ? (e.slot as number) : null;
};

function pass(before: XingjieState, who: Seat): Narration {
  const pr = before.game.priority!;
  const responder = who !== before.game.turnPlayer;
  if (pr.passes >= 1)
    return responder
      ? both(n`${seat(who)}也没有回应`, n`${seat(who)} does not respond either`)
      : both(n`${seat(who)}也没有动作`, n`${seat(who)} passes too`);
  if (responder) return both(n`${seat(who)}没有回应`, n`${seat(who)} does not respond`);
  const ph = before.phase === 'turn.battle.attack' ? null : PHASE_WORDS[before.game.step];
  return ph
    ? both(n`${seat(who)}在${ph.zh}没有动作`, n`${seat(who)} passes in the ${ph.en}`)
    : both(n`${seat(who)}没有动作`, n`${seat(who)} passes`);
}

function summon(before: XingjieState, who: Seat, pl: Payload, after: XingjieState, set: boolean): Narration {
  const slot = summonSlot(after);
  const tributes: string[] = (pl.tributes as number[]).flatMap((t) => {
    const id = before.game.players[who].front[t]?.id;
    return id ? [id] : [];
  });
  const base = tributes.length ? cardList(tributes) : null;
  const at =
    slot === null ? both([], []) : both([`于前场第${slot + 1}格`], [` (front-row slot ${slot + 1})`]);
  const where = slot === null ? [] : [`在前场第${slot + 1}格`];
  const tribute = base
    ? both(['以', ...base.zh, '为基底，'], [' tributes ', ...base.en, ' and'])
    : both([], []);
  if (set)
    return both(
      [seat(who), ...tribute.zh, ...where, '里侧盖放', card(pl.card)],
      [seat(who), ...tribute.en, ' sets ', card(pl.card), ' face down', ...at.en],
    );
  const pos = POSITION_WORDS[(pl.position ?? 'attack') as 'attack' | 'defense'];
  return both(
    [seat(who), ...tribute.zh, base ? '上级召唤' : '普通召唤', card(pl.card), `，以${pos.zh}登场`, ...at.zh],
    [
      seat(who),
      ...tribute.en,
      base ? ' summons ' : ' normal-summons ',
      card(pl.card),
      ` in ${pos.en}`,
      ...at.en,
    ],
  );
}

function attack(before: XingjieState, who: Seat, pl: Payload): Narration {
  const opp = otherSeat(who);
  const byAvatar = pl.attacker === 'avatar';
  const a: Narration = byAvatar
    ? both(n`${seat(who)}亲自出手，`, n`${seat(who)}'s avatar`)
    : refWords(before, { seat: who, zone: 'front', slot: pl.attacker });
  if (pl.target === 'avatar')
    return both(
      [...a.zh, byAvatar ? '攻击' : '直接攻击', seat(opp)],
      [...a.en, ' attacks ', seat(opp), byAvatar ? '' : ' directly'],
    );
  const t = refWords(before, { seat: opp, zone: 'front', slot: pl.target });
  return both([...a.zh, '攻击', ...t.zh], [...a.en, ' attacks ', ...t.en]);
}

function pick(before: XingjieState, who: Seat, pl: Payload, after: XingjieState): Narration {
  const c = before.game.pendingChoice!;
  const id = c.options[pl.option];
  const from = ZONE_NAMES[c.from];
  if (c.to === 'front') {
    const slot = summonSlot(after);
    const pos = POSITION_WORDS[pl.position as 'attack'];
    const at: Segment[] = slot === null ? [] : [`于前场第${slot + 1}格`];
    return both(
      [...n`${seat(who)}从${from.zh}特殊召唤${card(id)}，以${pos.zh}登场`, ...at],
      [
        ...n`${seat(who)} special-summons ${card(id)} from the ${from.en} in ${pos.en}`,
        ...(slot === null ? [] : [` (front-row slot ${slot + 1})`]),
      ],
    );
  }
  if (c.to === 'hand')
    return both(
      n`${seat(who)}从${from.zh}中选出${card(id)}加入手牌`,
      n`${seat(who)} takes ${card(id)} from the ${from.en} into the hand`,
    );
  if (c.to === 'graveyard') return both(n`${seat(who)}弃置${card(id)}`, n`${seat(who)} discards ${card(id)}`);
  const owner = before.cards[id]?.owner ?? c.owner;
  return both(
    n`${seat(who)}将${seat(owner)}墓地中的${card(id)}除外`,
    n`${seat(who)} banishes ${card(id)} from ${seat(owner)}'s graveyard`,
  );
}

/** The action's own sentence. */
function head(before: XingjieState, action: Action, after: XingjieState): Narration {
  const who = action.actor as Seat;
  const pl = action.payload as Payload;
  const p = before.game.players[who];
  switch (action.type) {
    case 'priority.pass':
      return pass(before, who);
    case 'summon.normal':
      return summon(before, who, pl, after, false);
    case 'summon.set':
      return summon(before, who, pl, after, true);
    case 'backrow.set': {
      const slot = after.game.players[who].back.findIndex((b) => b?.id === pl.card);
      return both(
        n`${seat(who)}在后场第${slot + 1}格盖放${card(pl.card)}`,
        n`${seat(who)} sets ${card(pl.card)} in back-row slot ${slot + 1}`,
      );
    }
    case 'magic.activate':
      return plus(
        both(n`${seat(who)}发动魔法${card(pl.card)}`, n`${seat(who)} activates ${card(pl.card)}`),
        targets(before, pl.targets, who),
      );
    case 'field.activate':
      return both(
        n`${seat(who)}发动场地魔法${card(pl.card)}`,
        n`${seat(who)} activates the field magic ${card(pl.card)}`,
      );
    case 'equip.character': {
      const t = refWords(before, pl.target as Ref, who);
      return both(
        [...n`${seat(who)}为`, ...t.zh, ...n`装备${card(pl.card)}`],
        [...n`${seat(who)} equips ${card(pl.card)} to `, ...t.en],
      );
    }
    case 'equip.person':
      return both(
        n`${seat(who)}的人物装备上${card(pl.card)}`,
        n`${seat(who)}'s avatar takes up ${card(pl.card)}`,
      );
    case 'position.change': {
      const id = p.front[pl.slot]?.id ?? '';
      const pos = POSITION_WORDS[pl.to as 'attack'];
      const k = pl.slot + 1;
      return p.front[pl.slot]?.position === 'faceDownDefense'
        ? both(
            n`${seat(who)}翻开前场第${k}格的${card(id)}，变为${pos.zh}`,
            n`${seat(who)} turns ${card(id)} in front-row slot ${k} face up in ${pos.en}`,
          )
        : both(
            n`${seat(who)}把前场第${k}格的${card(id)}变为${pos.zh}`,
            n`${seat(who)} switches ${card(id)} in front-row slot ${k} to ${pos.en}`,
          );
    }
    case 'set.activate': {
      const id = p.back[pl.slot]?.id ?? '';
      return plus(
        both(
          n`${seat(who)}翻开后场第${pl.slot + 1}格的${card(id)}`,
          n`${seat(who)} turns up ${card(id)} in back-row slot ${pl.slot + 1}`,
        ),
        targets(before, pl.targets, who),
      );
    }
    case 'effect.activate': {
      const id =
        (pl.source.zone === 'front' ? p.front[pl.source.slot]?.id : p.personEquips[pl.source.slot]?.id) ?? '';
      return plus(
        both(n`${seat(who)}发动${card(id)}的效果`, n`${seat(who)} activates the effect of ${card(id)}`),
        targets(before, pl.targets, who),
      );
    }
    case 'battle.attack':
      return attack(before, who, pl);
    case 'hand.discard':
      return both(
        n`${seat(who)}手牌超过上限，弃置${card(pl.card)}`,
        n`${seat(who)} discards ${card(pl.card)} down to the hand limit`,
      );
    case 'choice.pick':
      return pick(before, who, pl, after);
    default:
      return both(n`${seat(who)}行动`, n`${seat(who)} acts`);
  }
}

/** `def.narrate`: the action's sentence, then the consequences it does not already tell. */
export function narrate(before: XingjieState, action: Action, after: XingjieState): Narration {
  const told = toldConsequences(before, action, after);
  const rest: Narration[] = [];
  told.forEach((t, i) => {
    if (t.told || t.c.kind === 'result') return;
    // An avatar's HP change is already in the damage or healing sentence just before it ("（剩余4）").
    const prev = told[i - 1]?.c;
    if (
      t.c.kind === 'life' &&
      prev &&
      (prev.kind === 'damage' || prev.kind === 'heal') &&
      'seat' in prev.target
    )
      return;
    rest.push(asClause(t.clause ?? t.c.text));
  });
  return joinNarrations([head(before, action, after), ...rest], { zh: '，', en: '; ' });
}
