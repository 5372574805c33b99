/**
 * Narration in zh-CN and en: one sentence for the action, then the consequences the engine recorded in
 * `state.effects` ("第3格的秦始皇攻击对方第2格的荆轲，荆轲受到15点伤害被击败，对方人物受到5点溢出伤害").
 * Face-down cards are never named.
 */
import type { Action, Seat, StepEffect, Text } from '@/machines/engine';
import { cardData } from './cards';
import type { Ref, XingjieState } from './state';

const POS: Record<string, Text> = {
  attack: { zh: '攻击表示', en: 'attack position' },
  defense: { zh: '防守表示', en: 'defence position' },
  faceDownDefense: { zh: '里侧守备表示', en: 'face-down defence' },
};
const PHASE: Record<string, Text> = {
  start: { zh: '回合开始阶段', en: 'start phase' },
  draw: { zh: '抽卡阶段', en: 'draw phase' },
  action: { zh: '行动阶段', en: 'action phase' },
  battle: { zh: '战斗阶段', en: 'battle phase' },
  end: { zh: '回合结束阶段', en: 'end phase' },
};
const PILE: Record<string, Text> = {
  graveyard: { zh: '墓地', en: 'the graveyard' },
  banished: { zh: '除外区', en: 'the banished zone' },
  hand: { zh: '手牌', en: 'the hand' },
  deckTop: { zh: '卡组顶', en: 'the top of the deck' },
  deckBottom: { zh: '卡组底', en: 'the bottom of the deck' },
  deck: { zh: '卡组', en: 'the deck' },
  front: { zh: '前场', en: 'the front row' },
};

function nameOf(s: XingjieState, id: string | null | undefined): Text {
  if (!id || !s.cards[id]) return { zh: '一张卡', en: 'a card' };
  const c = cardData(s.cards[id].cardId);
  return { zh: `「${c.name.zh}」`, en: c.name.en };
}
const who = (s: XingjieState, seat: Seat): Text => ({ zh: s.players[seat].name, en: s.players[seat].name });

function refText(s: XingjieState, _actor: Seat, r: Ref, after: XingjieState): Text {
  const owner = s.players[r.seat].name;
  if (r.zone === 'avatar') return { zh: `${owner}的人物`, en: `${owner}'s avatar` };
  if (r.zone === 'back')
    return {
      zh: `${owner}后场第${r.slot + 1}格的卡`,
      en: `the card in ${owner}'s back-row slot ${r.slot + 1}`,
    };
  const ch = s.game.players[r.seat].front[r.slot] ?? after.game.players[r.seat].front[r.slot];
  const nm =
    ch && ch.position !== 'faceDownDefense'
      ? nameOf(s, ch.id)
      : { zh: '里侧角色', en: 'face-down character' };
  return { zh: `${owner}第${r.slot + 1}格的${nm.zh}`, en: `${owner}'s ${nm.en} in slot ${r.slot + 1}` };
}

/** One clause per recorded consequence. */
function consequence(s: XingjieState, e: StepEffect): Text | null {
  const seat = e.seat as Seat;
  const n = (k: string) => e[k] as number;
  switch (e.type) {
    case 'draw':
      return { zh: `${who(s, seat).zh}抽了一张卡`, en: `${who(s, seat).en} draws a card` };
    case 'deckOut':
      return { zh: `${who(s, seat).zh}的卡组已空`, en: `${who(s, seat).en}'s deck is empty` };
    case 'turnStart':
      return {
        zh: `第${n('turn')}回合开始，轮到${who(s, seat).zh}`,
        en: `turn ${n('turn')} begins for ${who(s, seat).en}`,
      };
    case 'tribute':
      return {
        zh: `${nameOf(s, e.card as string).zh}作为基底送入墓地`,
        en: `${nameOf(s, e.card as string).en} is tributed to the graveyard`,
      };
    case 'summoned':
      return e.card
        ? {
            zh: `${nameOf(s, e.card as string).zh}以${POS[e.position as string].zh}登场于第${n('slot') + 1}格`,
            en: `${nameOf(s, e.card as string).en} enters slot ${n('slot') + 1} in ${POS[e.position as string].en}`,
          }
        : {
            zh: `一位里侧角色登场于第${n('slot') + 1}格`,
            en: `a face-down character enters slot ${n('slot') + 1}`,
          };
    case 'overLimit':
      return {
        zh: `${n('stars')}星超过了召唤限制${n('limit')}星`,
        en: `${n('stars')} stars exceed the summon limit of ${n('limit')}`,
      };
    case 'combat':
      return {
        zh: `双方交战：攻击方受到${n('toA')}点伤害，被攻击方受到${n('toD')}点伤害`,
        en: `they clash: the attacker takes ${n('toA')}, the defender takes ${n('toD')}`,
      };
    case 'directAttack':
      return {
        zh: `直接攻击人物，造成${n('amount')}点伤害${n('strikeBack') ? `，人物反击${n('strikeBack')}点` : ''}`,
        en: `a direct attack deals ${n('amount')}${n('strikeBack') ? `, the avatar strikes back for ${n('strikeBack')}` : ''}`,
      };
    case 'avatarAttack':
      return {
        zh: `人物出手，造成${n('toD')}点伤害，受到${n('toAvatar')}点反击`,
        en: `the avatar strikes for ${n('toD')} and takes ${n('toAvatar')} back`,
      };
    case 'avatarDamage': {
      const cause = e.cause === 'overflow' ? { zh: '溢出', en: ' overflow' } : { zh: '', en: '' };
      return {
        zh: `${who(s, seat).zh}的人物受到${n('amount')}点${cause.zh}伤害（剩余${n('hp')}）`,
        en: `${who(s, seat).en}'s avatar takes ${n('amount')}${cause.en} damage (${n('hp')} left)`,
      };
    }
    case 'avatarHeal':
      return {
        zh: `${who(s, seat).zh}的人物回复${n('amount')}点血量`,
        en: `${who(s, seat).en}'s avatar heals ${n('amount')}`,
      };
    case 'destroyed':
      return {
        zh: `${nameOf(s, e.card as string).zh}被击败，送入${PILE[(e.to as string) ?? 'graveyard'].zh}`,
        en: `${nameOf(s, e.card as string).en} is destroyed and goes to ${PILE[(e.to as string) ?? 'graveyard'].en}`,
      };
    case 'moved':
      return {
        zh: `${nameOf(s, e.card as string).zh}被送往${PILE[e.to as string].zh}`,
        en: `${nameOf(s, e.card as string).en} is sent to ${PILE[e.to as string].en}`,
      };
    case 'durability':
      return {
        zh: `${nameOf(s, e.card as string).zh}耐久剩余${n('left')}`,
        en: `${nameOf(s, e.card as string).en} has ${n('left')} durability left`,
      };
    case 'equipGone':
      return e.reason === 'broken'
        ? {
            zh: `${nameOf(s, e.card as string).zh}耐久耗尽，送入墓地`,
            en: `${nameOf(s, e.card as string).en} breaks and goes to the graveyard`,
          }
        : {
            zh: `${nameOf(s, e.card as string).zh}送入墓地`,
            en: `${nameOf(s, e.card as string).en} goes to the graveyard`,
          };
    case 'flippedByAttack':
      return {
        zh: `被攻击的${nameOf(s, e.card as string).zh}翻为防守表示`,
        en: `the attacked ${nameOf(s, e.card as string).en} flips to defence`,
      };
    case 'attackFizzled':
      return e.negated
        ? { zh: '攻击被无效', en: 'the attack is negated' }
        : { zh: '攻击没有造成伤害（一方已离场）', en: 'the attack ends without damage (a combatant left)' };
    case 'trigger':
      return {
        zh: `${nameOf(s, e.card as string).zh}的效果发动`,
        en: `${nameOf(s, e.card as string).en}'s effect triggers`,
      };
    case 'charDamage':
      return {
        zh: `${nameOf(s, e.card as string).zh}受到${n('n')}点伤害`,
        en: `${nameOf(s, e.card as string).en} takes ${n('n')} damage`,
      };
    case 'charHeal':
      return {
        zh: `${nameOf(s, e.card as string).zh}回复${n('n')}点`,
        en: `${nameOf(s, e.card as string).en} heals ${n('n')}`,
      };
    case 'modifyAtk':
      return {
        zh: `攻击力${n('n') >= 0 ? '+' : ''}${n('n')}`,
        en: `attack ${n('n') >= 0 ? '+' : ''}${n('n')}`,
      };
    case 'modifyHp':
      return { zh: `血量${n('n') >= 0 ? '+' : ''}${n('n')}`, en: `HP ${n('n') >= 0 ? '+' : ''}${n('n')}` };
    case 'attackNegated':
      return { zh: '攻击被无效', en: 'the attack is negated' };
    case 'extraAttacks':
      return {
        zh: `${nameOf(s, e.card as string).zh}获得${n('n')}次额外攻击`,
        en: `${nameOf(s, e.card as string).en} gains ${n('n')} extra attack(s)`,
      };
    case 'summonLimit':
      return e.n === 'ignore'
        ? {
            zh: `${who(s, seat).zh}暂时无视召唤限制`,
            en: `${who(s, seat).en} ignores the summon limit for now`,
          }
        : {
            zh: `${who(s, seat).zh}的召唤限制提高${n('n')}星`,
            en: `${who(s, seat).en}'s summon limit rises by ${n('n')}`,
          };
    case 'choiceOpened':
      return {
        zh: `${who(s, seat).zh}从${PILE[e.from as string].zh}中选择（${n('count')}个选项）`,
        en: `${who(s, seat).en} chooses from ${PILE[e.from as string].en} (${n('count')} options)`,
      };
    case 'noOption':
      return { zh: '没有可选的卡', en: 'there is nothing to choose' };
    case 'noRoom':
      return { zh: '前场已满，无法特殊召唤', en: 'the front row is full; no special summon' };
    case 'fieldReplaced':
      return {
        zh: `原来的场地魔法${nameOf(s, e.card as string).zh}送入墓地`,
        en: `the old field magic ${nameOf(s, e.card as string).en} goes to the graveyard`,
      };
    case 'toGraveyard':
      return {
        zh: `${nameOf(s, e.card as string).zh}送入墓地`,
        en: `${nameOf(s, e.card as string).en} goes to the graveyard`,
      };
    case 'discard':
      return {
        zh: `${who(s, seat).zh}弃置${nameOf(s, e.card as string).zh}`,
        en: `${who(s, seat).en} discards ${nameOf(s, e.card as string).en}`,
      };
    case 'turnEnd':
      return { zh: `${who(s, seat).zh}的回合结束`, en: `${who(s, seat).en}'s turn ends` };
    default:
      return null;
  }
}

function actionText(before: XingjieState, action: Action, after: XingjieState): Text {
  const seat = action.actor as Seat;
  const w = who(before, seat);
  const pl = action.payload as Record<string, any>;
  const card = (id: string) => nameOf(before, id);
  switch (action.type) {
    case 'priority.pass': {
      const ph = PHASE[before.game.step];
      return { zh: `${w.zh}在${ph.zh}放弃优先权`, en: `${w.en} passes priority in the ${ph.en}` };
    }
    case 'summon.normal':
      return pl.tributes.length
        ? {
            zh: `${w.zh}以${pl.tributes.length}位基底上级召唤${card(pl.card).zh}`,
            en: `${w.en} tribute-summons ${card(pl.card).en} with ${pl.tributes.length} tributes`,
          }
        : { zh: `${w.zh}普通召唤${card(pl.card).zh}`, en: `${w.en} normal-summons ${card(pl.card).en}` };
    case 'summon.set':
      return { zh: `${w.zh}里侧盖放一位角色`, en: `${w.en} sets a character face down` };
    case 'backrow.set':
      return { zh: `${w.zh}在后场盖放一张卡`, en: `${w.en} sets a card in the back row` };
    case 'magic.activate':
      return {
        zh: `${w.zh}从手牌发动魔法${card(pl.card).zh}${targetsText(before, seat, pl.targets, after).zh}`,
        en: `${w.en} activates the magic ${card(pl.card).en} from hand${targetsText(before, seat, pl.targets, after).en}`,
      };
    case 'field.activate':
      return {
        zh: `${w.zh}发动场地魔法${card(pl.card).zh}`,
        en: `${w.en} activates the field magic ${card(pl.card).en}`,
      };
    case 'equip.character':
      return {
        zh: `${w.zh}为${refText(before, seat, pl.target, after).zh}装备${card(pl.card).zh}`,
        en: `${w.en} equips ${card(pl.card).en} to ${refText(before, seat, pl.target, after).en}`,
      };
    case 'equip.person':
      return {
        zh: `${w.zh}的人物装备${card(pl.card).zh}`,
        en: `${w.en}'s avatar takes up ${card(pl.card).en}`,
      };
    case 'position.change': {
      const ch = after.game.players[seat].front[pl.slot];
      return {
        zh: `${w.zh}将第${pl.slot + 1}格的${card(ch?.id ?? '').zh}变为${POS[pl.to].zh}`,
        en: `${w.en} turns ${card(ch?.id ?? '').en} in slot ${pl.slot + 1} to ${POS[pl.to].en}`,
      };
    }
    case 'set.activate': {
      const id = before.game.players[seat].back[pl.slot]?.id;
      return {
        zh: `${w.zh}打开后场第${pl.slot + 1}格的${card(id ?? '').zh}${targetsText(before, seat, pl.targets, after).zh}`,
        en: `${w.en} flips ${card(id ?? '').en} in back-row slot ${pl.slot + 1}${targetsText(before, seat, pl.targets, after).en}`,
      };
    }
    case 'effect.activate': {
      const id =
        pl.source.zone === 'front'
          ? before.game.players[seat].front[pl.source.slot]?.id
          : before.game.players[seat].personEquips[pl.source.slot]?.id;
      return {
        zh: `${w.zh}发动${card(id ?? '').zh}的效果${targetsText(before, seat, pl.targets, after).zh}`,
        en: `${w.en} activates the effect of ${card(id ?? '').en}${targetsText(before, seat, pl.targets, after).en}`,
      };
    }
    case 'battle.attack': {
      const att: Ref =
        pl.attacker === 'avatar'
          ? { seat, zone: 'avatar', slot: 0 }
          : { seat, zone: 'front', slot: pl.attacker };
      const opp: Seat = seat === 'p1' ? 'p2' : 'p1';
      const tgt: Ref =
        pl.target === 'avatar'
          ? { seat: opp, zone: 'avatar', slot: 0 }
          : { seat: opp, zone: 'front', slot: pl.target };
      return {
        zh: `${refText(before, seat, att, after).zh}攻击${refText(before, seat, tgt, after).zh}`,
        en: `${refText(before, seat, att, after).en} attacks ${refText(before, seat, tgt, after).en}`,
      };
    }
    case 'hand.discard':
      return {
        zh: `${w.zh}手牌超过上限，弃置${card(pl.card).zh}`,
        en: `${w.en} discards ${card(pl.card).en} down to the hand limit`,
      };
    case 'choice.pick': {
      const c = before.game.pendingChoice;
      const id = c?.options[pl.option];
      const shown =
        c?.to === 'front' && pl.position === 'faceDownDefense'
          ? { zh: '一位角色', en: 'a character' }
          : card(id ?? '');
      return { zh: `${w.zh}选择了${shown.zh}`, en: `${w.en} chooses ${shown.en}` };
    }
    default:
      return { zh: `${w.zh}：${action.type}`, en: `${w.en}: ${action.type}` };
  }
}

function targetsText(s: XingjieState, seat: Seat, targets: Ref[] | undefined, after: XingjieState): Text {
  if (!targets?.length) return { zh: '', en: '' };
  const parts = targets.map((r) => refText(s, seat, r, after));
  return {
    zh: `，对象为${parts.map((p) => p.zh).join('、')}`,
    en: `, targeting ${parts.map((p) => p.en).join(' and ')}`,
  };
}

export function narrate(before: XingjieState, action: Action, after: XingjieState): Text {
  const head = actionText(before, action, after);
  // Names of cards that left the field during the step are looked up in `after` (instances never change identity).
  // The head already says what a hand-limit discard or a pick did; the rest are the engine's consequences.
  const skip = action.type === 'hand.discard' ? 'discard' : action.type === 'choice.pick' ? 'picked' : '';
  const clauses = after.effects
    .filter((e) => e.type !== skip)
    .map((e) => consequence(after, e))
    .filter((t): t is Text => t !== null);
  return {
    zh: [head.zh, ...clauses.map((c) => c.zh)].join('，'),
    en: [head.en, ...clauses.map((c) => c.en)].join('; '),
  };
}
