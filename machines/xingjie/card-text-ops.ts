/**
 * Generated rules text, the ops (§8.2) and their targets: each op of an effect told as one clause in Chinese and
 * English ("对方前场一位角色受到3点伤害" / "deal 3 damage to an opposing character"), with its numbers, its target
 * and how long it lasts. A target an effect chose is named in full the first time and as "该角色" / "that character"
 * after. An op the vocabulary does not know reads as a plain sentence, never as its identifier.
 */
import type { Text } from '@/machines/engine';
import type { XCard, XEffect, XOp } from '@/content/xingjie/types';
import type { Filter } from './effects/filters';
import {
  cardsNoun,
  enCount,
  enTimes,
  filterNoun,
  plural,
  signedEn,
  signedZh,
  zhCount,
  zhTimes,
  type NameLookup,
} from './card-text-nouns';
import { POSITION_WORDS } from './words';
import type { Position } from './state';

/** What telling one effect needs: the card, the effect, the name lookup and the chosen targets already named. */
export interface Telling {
  card: XCard;
  eff: XEffect;
  lookup: NameLookup;
  said: Set<number>;
}

/** A clause; `choice` marks an op that asks a player to choose (it reads as "then …" after another op). */
export interface Clause extends Text {
  choice?: boolean;
}

interface Words extends Text {
  /** English agreement: "all your characters get", "your avatar gets". */
  many?: boolean;
}

const num = (op: XOp, k = 'n') => {
  const v = Number(op[k] ?? 0);
  return Number.isFinite(v) ? v : 0;
};
const own = (op: XOp) => op.player !== 'opponent';
const s3 = (w: Words, verb: string) => (w.many ? verb : `${verb}s`);
const possessive = (en: string) => (en.endsWith('s') ? `${en}'` : `${en}'s`);

const FIXED_TARGETS: Record<string, Words> = {
  ownAvatar: { zh: '己方人物', en: 'your avatar' },
  opponentAvatar: { zh: '对方人物', en: 'the opposing avatar' },
  bothAvatars: { zh: '双方人物', en: 'both avatars', many: true },
  attacker: { zh: '攻击者', en: 'the attacker' },
  attackTarget: { zh: '被攻击的对象', en: "the attack's target" },
};
const ALL_CHARACTERS: Record<string, Filter> = {
  allOwnCharacters: { zone: 'front', controller: 'self' },
  allOpponentCharacters: { zone: 'front', controller: 'opponent' },
  allCharacters: { zone: 'front', controller: 'any' },
};

/** An op's target expression in words ('self', 'target0', 'opponentAvatar', { all: Filter } …). */
export function targetWords(t: Telling, expr: unknown): Words {
  if (typeof expr === 'string') {
    if (expr === 'self') return { zh: '此卡', en: 'this card' };
    if (Object.hasOwn(FIXED_TARGETS, expr)) return FIXED_TARGETS[expr];
    if (Object.hasOwn(ALL_CHARACTERS, expr))
      return { ...filterNoun(ALL_CHARACTERS[expr], t.lookup, { count: 'all' }), many: true };
    const m = /^target(\d+)$/.exec(expr);
    const spec = m ? t.eff.targets?.[Number(m[1])] : undefined;
    if (m && spec) {
      const f: Filter = { zone: 'front', ...(spec.filter as Filter | undefined) };
      const i = Number(m[1]);
      if (t.said.has(i))
        return f.zone === 'front'
          ? { zh: '该角色', en: 'that character' }
          : f.zone === 'avatar'
            ? { zh: '该人物', en: 'that avatar' }
            : { zh: '该卡', en: 'that card' };
      t.said.add(i);
      return filterNoun(f, t.lookup, { count: 'one' });
    }
  }
  if (expr && typeof expr === 'object' && 'all' in expr) {
    const f: Filter = { zone: 'front', ...((expr as { all: Filter }).all ?? {}) };
    return { ...filterNoun(f, t.lookup, { count: 'all' }), many: true };
  }
  return { zh: '一个对象', en: 'a target' };
}

/** How long a stat change lasts (op.duration, else the effect's, else this turn, as the rules default it). */
function lasting(t: Telling, op: XOp): Text {
  const d = (op.duration as string | undefined) ?? t.eff.duration ?? 'thisTurn';
  if (d === 'thisTurn') return { zh: '，直到本回合结束', en: ' this turn' };
  if (d === 'untilEndOfNextTurn') return { zh: '，直到下个回合结束', en: ' until the end of next turn' };
  return { zh: '', en: '' };
}

/** Continuous attack changes: the characters `affects` names (none: every character but this one). */
function continuousAtk(t: Telling, op: XOp): Clause {
  const n = num(op);
  const f = op.affects as Filter | undefined;
  let who: Words;
  // Continuous attack changes reach characters only, on either side unless `affects` names one.
  if (f) who = { ...filterNoun({ ...f, zone: 'front' }, t.lookup, { count: 'every' }), many: true };
  else if (op.self === true || t.card.type !== 'character')
    who = { zh: '双方所有角色', en: 'all characters', many: true };
  else who = { zh: '除此卡以外的双方所有角色', en: 'all other characters', many: true };
  const both = !f || (f.controller ?? 'any') === 'any' ? ' (both players)' : '';
  return {
    zh: `${who.zh}攻击力${signedZh(n)}`,
    en: `${who.en} ${s3(who, 'get')} ${signedEn(n)} attack${both}`,
  };
}

function summonLimit(t: Telling, op: XOp, continuous: boolean): Clause {
  const mine = own(op);
  const d = continuous ? { zh: '', en: '' } : lasting(t, op);
  const when =
    d.zh === '，直到本回合结束'
      ? { zh: '本回合', en: ' this turn', tail: '' }
      : { zh: '', en: d.en, tail: d.zh };
  const who = mine ? '己方' : '对方';
  if (op.n === 'ignore')
    return {
      zh: `${when.zh}${who}可以无视召唤限制${when.tail}`,
      en: `${mine ? 'you may' : 'the opponent may'} ignore the summon limit${when.en}`,
    };
  const n = num(op);
  const stars = `${Math.abs(n)} ${plural(Math.abs(n), 'star')}`;
  return {
    zh: `${when.zh}${who}的召唤限制${n >= 0 ? '提高' : '降低'}${Math.abs(n)}星${when.tail}`,
    en: `${mine ? 'your' : "the opponent's"} summon limit ${n >= 0 ? 'rises' : 'falls'} by ${stars}${when.en}`,
  };
}

const SEND_TO: Record<string, (x: Words) => Text> = {
  graveyard: (x) => ({ zh: `将${x.zh}送去墓地`, en: `send ${x.en} to the graveyard` }),
  banished: (x) => ({ zh: `将${x.zh}除外`, en: `banish ${x.en}` }),
  hand: (x) => ({
    zh: `将${x.zh}送回持有者手牌`,
    en: `return ${x.en} to ${x.many ? "their owners' hands" : "its owner's hand"}`,
  }),
  deckTop: (x) => ({
    zh: `将${x.zh}放回持有者卡组顶`,
    en: `put ${x.en} on top of ${x.many ? "their owners' decks" : "its owner's deck"}`,
  }),
  deckBottom: (x) => ({
    zh: `将${x.zh}放回持有者卡组底`,
    en: `put ${x.en} at the bottom of ${x.many ? "their owners' decks" : "its owner's deck"}`,
  }),
};

const PILE: Record<string, Text> = {
  deck: { zh: '卡组', en: 'your deck' },
  hand: { zh: '手牌', en: 'your hand' },
  graveyard: { zh: '己方墓地', en: 'your graveyard' },
};
const POSITION_EN: Record<string, string> = {
  attack: 'in attack position',
  defense: 'in defence position',
  faceDownDefense: 'face down in defence position',
};

/** "弃置一张手牌" / "discard a card"; with a filter "从手牌弃置一张魔法卡" / "discard a magic card". */
function discardWords(t: Telling, op: XOp): Clause {
  const n = Math.max(1, num(op) || 1);
  const f = op.filter as Filter | undefined;
  const what = f
    ? cardsNoun(f, n, t.lookup)
    : { zh: `${zhCount(n)}张手牌`, en: n === 1 ? 'a card' : `${enCount(n)} cards` };
  if (!own(op))
    return {
      zh: `对方选择并${f ? '从手牌' : ''}弃置${what.zh}`,
      en: `the opponent discards ${what.en} of their choice`,
      choice: true,
    };
  return { zh: f ? `从手牌弃置${what.zh}` : `弃置${what.zh}`, en: `discard ${what.en}`, choice: true };
}

type OpWords = (t: Telling, op: XOp) => Clause;

const OPS: Record<string, OpWords> = {
  damage: (t, op) => {
    const x = targetWords(t, op.target);
    return { zh: `${x.zh}受到${num(op)}点伤害`, en: `deal ${num(op)} damage to ${x.en}` };
  },
  heal: (t, op) => {
    const x = targetWords(t, op.target);
    return { zh: `${x.zh}回复${num(op)}点血量`, en: `${x.en} ${s3(x, 'heal')} ${num(op)}` };
  },
  modifyAtk: (t, op) => {
    const x = targetWords(t, op.target);
    const d = lasting(t, op);
    return {
      zh: `${x.zh}攻击力${signedZh(num(op))}${d.zh}`,
      en: `${x.en} ${s3(x, 'get')} ${signedEn(num(op))} attack${d.en}`,
    };
  },
  modifyHp: (t, op) => {
    const x = targetWords(t, op.target);
    const d = lasting(t, op);
    return {
      zh: `${x.zh}血量${signedZh(num(op))}${d.zh}`,
      en: `${x.en} ${s3(x, 'get')} ${signedEn(num(op))} HP${d.en}`,
    };
  },
  destroy: (t, op) => {
    const x = targetWords(t, op.target);
    return { zh: `破坏${x.zh}`, en: `destroy ${x.en}` };
  },
  sendTo: (t, op) => {
    const x = targetWords(t, op.target);
    const to = SEND_TO[String(op.to)] ?? ((w: Words) => ({ zh: `移动${w.zh}`, en: `move ${w.en}` }));
    return to(x);
  },
  draw: (_t, op) => {
    const n = num(op);
    const what = { zh: `${zhCount(n)}张卡`, en: n === 1 ? 'a card' : `${enCount(n)} cards` };
    return own(op)
      ? { zh: `抽${what.zh}`, en: `draw ${what.en}` }
      : { zh: `对方抽${what.zh}`, en: `the opponent draws ${what.en}` };
  },
  discard: discardWords,
  search: (t, op) => {
    const what = cardsNoun(op.filter as Filter | undefined, 1, t.lookup);
    return { zh: `从卡组检索${what.zh}加入手牌`, en: `search your deck for ${what.en}`, choice: true };
  },
  banishFromGraveyard: (t, op) => {
    const n = Math.max(1, num(op) || 1);
    const what = cardsNoun(op.filter as Filter | undefined, n, t.lookup);
    const whose = own(op) ? { zh: '己方', en: 'your' } : { zh: '对方', en: "the opponent's" };
    return {
      zh: `将${whose.zh}墓地的${what.zh}除外`,
      en: `banish ${what.en} from ${whose.en} graveyard`,
      choice: true,
    };
  },
  specialSummon: (t, op) => {
    const from = PILE[String(op.from)] ?? { zh: '某处', en: 'somewhere' };
    const what = cardsNoun({ ...(op.filter as Filter | undefined), type: 'character' }, 1, t.lookup, false);
    const pos = op.position ? String(op.position) : '';
    if (pos && Object.hasOwn(POSITION_WORDS, pos))
      return {
        zh: `从${from.zh}以${POSITION_WORDS[pos as Position].zh}特殊召唤${what.zh}`,
        en: `special summon ${what.en} from ${from.en} ${POSITION_EN[pos]}`,
        choice: true,
      };
    return {
      zh: `从${from.zh}特殊召唤${what.zh}，表示形式任选`,
      en: `special summon ${what.en} from ${from.en} in any position`,
      choice: true,
    };
  },
  changePosition: (t, op) => {
    const x = targetWords(t, op.target);
    const to = Object.hasOwn(POSITION_WORDS, String(op.to)) ? POSITION_WORDS[op.to as Position] : null;
    if (!to) return { zh: `改变${x.zh}的表示形式`, en: `change the position of ${x.en}` };
    return { zh: `将${x.zh}变为${to.zh}`, en: `turn ${x.en} to ${to.en}` };
  },
  negateAttack: () => ({ zh: '无效这次攻击', en: 'negate the attack' }),
  negateActivation: () => ({ zh: '无效这次发动', en: 'negate that activation' }),
  grantExtraAttacks: (t, op) => {
    const x = targetWords(t, op.target);
    const n = num(op);
    return {
      zh: `${x.zh}本回合可以额外攻击${zhTimes(n)}`,
      en: `${x.en} may attack ${enTimes(n)} more this turn`,
    };
  },
  modifySummonLimit: (t, op) => summonLimit(t, op, false),
  modifyDurability: (t, op) => {
    const x = targetWords(t, op.target);
    const n = num(op);
    return {
      zh: `${x.zh}装备的耐久${signedZh(n)}`,
      en: `${possessive(x.en)} equipment ${n >= 0 ? 'gains' : 'loses'} ${Math.abs(n)} durability`,
    };
  },
};

/** The ops the vocabulary has words for (the test checks this covers the whole vocabulary). */
export const TOLD_OPS = Object.keys(OPS);

/** One op as a clause; in a continuous effect attack and summon-limit changes hold while the card is face up. */
export function opClause(t: Telling, op: XOp, continuous = false): Clause {
  if (continuous && op.op === 'modifyAtk') return continuousAtk(t, op);
  if (continuous && op.op === 'modifySummonLimit') return summonLimit(t, op, true);
  const words = Object.hasOwn(OPS, op.op) ? OPS[op.op] : null;
  return words ? words(t, op) : { zh: '产生一项效果', en: 'apply an effect' };
}

/** A cost as the printed texts name it before the colon: "弃置一张手牌" / "支付3点血量" / "将此卡送去墓地". */
export function costClause(t: Telling, op: XOp): Text {
  if (op.op === 'damage' && op.target === 'ownAvatar')
    return { zh: `支付${num(op)}点血量`, en: `pay ${num(op)} HP` };
  return opClause(t, op);
}
