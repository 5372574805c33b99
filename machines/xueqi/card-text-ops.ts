/**
 * What a 血契 effect does, for the generated rules text (card-text.ts): every op of the vocabulary
 * (effects/vocabulary.ts) told with its numbers in the printed starter cards' words — 「破坏对方一只二阶以下的生物」,
 * 「己方回复10点生命值」, 「抽一张卡」, 「额外召唤两只「血蝙蝠」」, 「此卡本回合攻击力+100」 — and every rule parameter
 * a continuous effect may set (rules/params.ts). An unknown op is told plainly, never by its identifier.
 */
import type { OpDef, Text } from '@/machines/engine';
import type { XEffectData } from './catalog';
import {
  againNoun,
  article,
  enNumber,
  pickNoun,
  pluralName,
  signed,
  targetNoun,
  times,
  zhCount,
  type Filter,
  type Noun,
} from './card-text-words';

/** What the words of one effect need: the effect, the card kind it sits on and a card-name lookup. */
export interface TellCtx {
  effect: XEffectData;
  host: 'creature' | 'rule' | 'value';
  nameOf: (cardId: string) => Text | undefined;
  /** Chosen target groups already named in full (later mentions say 「该生物」). */
  mentioned: Set<number>;
}

const num = (v: unknown, d = 0): number => (typeof v === 'number' ? v : d);
const count = (v: unknown): number => (Number.isInteger(v) && (v as number) >= 1 ? (v as number) : 1);

const SELF: Noun = { zh: '此卡', en: 'this creature', plural: false };
const GROUPS: Record<string, Noun> = {
  allEnemyCreatures: { zh: '对方所有生物', en: 'all enemy creatures', plural: true },
  allOwnCreatures: { zh: '己方所有生物', en: 'all your creatures', plural: true },
  allCreatures: { zh: '场上所有生物', en: 'all creatures', plural: true },
};

/** What an op's `target` names: a chosen target group (in full the first time), 'self' or a group. */
function subject(ref: unknown, ctx: TellCtx): Noun {
  if (typeof ref === 'number') {
    const t = ctx.effect.targets?.[ref];
    if (ctx.mentioned.has(ref)) return againNoun(t?.filter, t?.count);
    ctx.mentioned.add(ref);
    return targetNoun(t?.filter, t?.count);
  }
  if (ref === 'self') return SELF;
  if (typeof ref === 'string' && Object.hasOwn(GROUPS, ref)) return GROUPS[ref];
  return { zh: '指定的生物', en: 'the chosen creature', plural: false };
}

/** The English verb for a subject: `verb(s, 'gets', 'get')`. */
const verb = (s: Noun, one: string, many: string): string => (s.plural ? many : one);

const isOpponent = (op: OpDef) => op.player === 'opponent';

/** Where an effect summon goes (R21): a creature's summon takes no slot, a rule or value card's does. */
function summonNote(ctx: TellCtx, plural = false): Text {
  return ctx.host === 'creature'
    ? { zh: '（不占格位）', en: ' (no slot)' }
    : { zh: '（占格位，无召唤代价）', en: ` (${plural ? 'each takes' : 'takes'} a slot, no summon cost)` };
}

/** A summon made in battle with a battle-summon timing joins the fight (「可直接加入战斗」). */
function joinsBattle(ctx: TellCtx, plural: boolean): Text {
  const battle = ctx.effect.timing?.some((t) => t === 'duringBattle' || t === 'afterAttack');
  return battle
    ? { zh: '，可直接加入战斗', en: `, which join${plural ? '' : 's'} the battle at once` }
    : { zh: '', en: '' };
}

function modify(op: OpDef, ctx: TellCtx, stat: Text): Text {
  const s = subject(op.target, ctx);
  const d = signed(num(op.amount));
  const thisTurn = op.duration === 'thisTurn';
  return {
    zh: thisTurn ? `${s.zh}本回合${stat.zh}${d.zh}` : `${s.zh}${stat.zh}永久${d.zh}`,
    en: `${s.en} ${verb(s, 'gets', 'get')} ${d.en} ${stat.en} ${thisTurn ? 'this turn' : 'permanently'}`,
  };
}

/** setAtk / setLife (E46): 「…的攻击力变为300」 / "the attack of … becomes 300". */
function setStat(op: OpDef, ctx: TellCtx, stat: Text): Text {
  const s = subject(op.target, ctx);
  const v = num(op.value);
  const turn = op.duration === 'thisTurn';
  const whose = s === SELF ? `its ${stat.en}` : `the ${stat.en} of ${s.en}`;
  return {
    zh: `${s.zh}的${stat.zh}${turn ? '本回合' : ''}变为${v}`,
    en: `${whose} becomes ${v}${turn ? ' this turn' : ''}`,
  };
}

const ATK: Text = { zh: '攻击力', en: 'attack' };
const LIFE: Text = { zh: '生命力', en: 'life' };

const cardsEn = (n: number, what = 'card') => (n === 1 ? `a ${what}` : `${enNumber(n)} ${what}s`);

type OpWords = (op: OpDef, ctx: TellCtx) => Text;

const OPS: Record<string, OpWords> = {
  summonExtra(op, ctx) {
    const n = count(op.count);
    const name = typeof op.defId === 'string' ? ctx.nameOf(op.defId) : undefined;
    const j = joinsBattle(ctx, n > 1);
    if (!name)
      return {
        zh: `额外召唤${zhCount(n)}只生物${j.zh}`,
        en: `extra-summon ${n === 1 ? 'a creature' : `${enNumber(n)} creatures`}${j.en}`,
      };
    return {
      zh: `额外召唤${zhCount(n)}只「${name.zh}」${j.zh}`,
      en: `extra-summon ${n === 1 ? article(name.en) : `${enNumber(n)} ${pluralName(name.en)}`}${j.en}`,
    };
  },
  summonFromDeck(op, ctx) {
    const what = pickNoun((op.filter ?? {}) as Filter, 1, true);
    const note = summonNote(ctx);
    const j = joinsBattle(ctx, false);
    return {
      zh: `从卡组召唤${what.zh}${note.zh}${j.zh}`,
      en: `summon ${what.en} from your deck${note.en}${j.en}`,
    };
  },
  summonFromHand(op, ctx) {
    const t = typeof op.target === 'number' ? ctx.effect.targets?.[op.target] : undefined;
    if (typeof op.target === 'number') ctx.mentioned.add(op.target);
    const what = pickNoun({ ...(t?.filter ?? {}), kind: 'creature' }, count(t?.count), true);
    const note = summonNote(ctx, what.plural);
    const j = joinsBattle(ctx, what.plural);
    return {
      zh: `从手牌召唤${what.zh}${note.zh}${j.zh}`,
      en: `summon ${what.en} from your hand${note.en}${j.en}`,
    };
  },
  search(op) {
    const what = pickNoun((op.filter ?? {}) as Filter, 1, false);
    return { zh: `从卡组把${what.zh}加入手牌`, en: `add ${what.en} from your deck to your hand` };
  },
  destroy(op, ctx) {
    const t = typeof op.target === 'number' ? ctx.effect.targets?.[op.target] : undefined;
    const s = subject(op.target, ctx);
    // Destroying a rule or value card gives no one LP (§8.1), unlike a creature (R8).
    return t?.filter?.zone === 'support'
      ? { zh: `破坏${s.zh}（无人获得生命值）`, en: `destroy ${s.en} (no LP for anyone)` }
      : { zh: `破坏${s.zh}`, en: `destroy ${s.en}` };
  },
  modifyAtk: (op, ctx) => modify(op, ctx, ATK),
  modifyLife: (op, ctx) => modify(op, ctx, LIFE),
  setAtk: (op, ctx) => setStat(op, ctx, ATK),
  setLife: (op, ctx) => setStat(op, ctx, LIFE),
  loseLp(op) {
    const n = num(op.amount);
    return isOpponent(op)
      ? { zh: `对方失去${n}点生命值`, en: `the opponent loses ${n} LP` }
      : { zh: `己方失去${n}点生命值`, en: `you lose ${n} LP` };
  },
  gainLp(op) {
    const n = num(op.amount);
    return isOpponent(op)
      ? { zh: `对方回复${n}点生命值`, en: `the opponent gains ${n} LP` }
      : { zh: `己方回复${n}点生命值`, en: `you gain ${n} LP` };
  },
  payLp: (op) => ({ zh: `支付${num(op.amount)}点生命值`, en: `pay ${num(op.amount)} LP` }),
  draw(op) {
    const n = count(op.count);
    return isOpponent(op)
      ? { zh: `对方抽${zhCount(n)}张卡`, en: `the opponent draws ${cardsEn(n)}` }
      : { zh: `抽${zhCount(n)}张卡`, en: `draw ${cardsEn(n)}` };
  },
  discard(op) {
    const n = count(op.count);
    const cards = cardsEn(n, 'random card');
    return isOpponent(op)
      ? { zh: `对方随机丢弃${zhCount(n)}张手牌`, en: `the opponent discards ${cards} from their hand` }
      : { zh: `己方随机丢弃${zhCount(n)}张手牌`, en: `discard ${cards} from your hand` };
  },
  toDeckBottom(op, ctx) {
    const t = typeof op.target === 'number' ? ctx.effect.targets?.[op.target] : undefined;
    const s = subject(op.target, ctx);
    const noExtra = t?.filter?.extra === false;
    return {
      zh: `把${s.zh}放回卡组最下方${noExtra ? '' : '（额外召唤的进入墓地）'}`,
      en: s.plural
        ? `put ${s.en} on the bottom of their owners' decks${noExtra ? '' : ' (extra-summoned ones go to the graveyard)'}`
        : `put ${s.en} on the bottom of its owner's deck${noExtra ? '' : ' (an extra-summoned one goes to the graveyard)'}`,
    };
  },
  grantExtraAttack(op, ctx) {
    const s = subject(op.target, ctx);
    const n = count(op.count);
    const more = n === 1 ? 'once more' : n === 2 ? 'twice more' : `${enNumber(n)} more times`;
    // 「此卡本回合可再攻击一次」 (狂战士), 「己方一只生物本回合可多攻击一次」 (倍击).
    const again = s === SELF ? '再' : '多';
    return { zh: `${s.zh}本回合可${again}攻击${times(n).zh}`, en: `${s.en} may attack ${more} this turn` };
  },
  allowDirectAttack(op, ctx) {
    const s = subject(op.target, ctx);
    return {
      zh: `${s.zh}本回合可无视对方生物直接攻击玩家`,
      en: `${s.en} may attack the player directly this turn despite enemy creatures`,
    };
  },
  preventAttack(op, ctx) {
    const s = subject(op.target, ctx);
    return {
      zh: `${s.zh}直到下回合结束不能攻击`,
      en: `${s.en} cannot attack until the end of the next turn`,
    };
  },
  skipEndAfterBattle: () => ({
    zh: '本回合战斗结束后不结束回合，回到主要阶段',
    en: 'this turn, ending the battle returns you to the main phase instead of ending the turn',
  }),
  setRuleParam: (op) => ruleParamWords(op.param, op.value),
};

/** A share as a percentage: 0.5 → 50, 1/3 → 33.33. */
const percent = (f: number): string => String(Math.round(f * 10000) / 100);

/** A rule parameter a persistent card sets for its controller (rules/params.ts, §8.3). */
export function ruleParamWords(param: unknown, value: unknown): Text {
  const n = num(value);
  switch (param) {
    case 'maxComboSize':
      return {
        zh: `己方攻击联动最多可达${zhCount(n)}张卡牌`,
        en: `your combos may have up to ${enNumber(n)} cards`,
      };
    case 'attacksPerCreaturePerTurn':
      return {
        zh: `己方每只生物每回合可攻击${times(n).zh}`,
        en: `each of your creatures may attack ${times(n).en} per turn`,
      };
    case 'supporterAtkFactor':
      if (n === 1)
        return {
          zh: '己方配合卡牌的攻击力不再减半',
          en: 'your supporters no longer have their attack halved',
        };
      return {
        zh: `己方配合卡牌的攻击力按${percent(n)}%计算`,
        en: `your supporters count ${percent(n)}% of their attack`,
      };
    case 'directAttackRequiresEmptyField':
      return value === false
        ? {
            zh: '己方生物可无视对方生物直接攻击玩家',
            en: 'your creatures may attack the player directly despite enemy creatures',
          }
        : {
            zh: '己方生物须在对方场上没有生物时才能直接攻击玩家',
            en: 'your creatures may attack the player directly only when the opponent has no creatures',
          };
    case 'drawsPerTurn':
      return n === 0
        ? { zh: '己方抽牌阶段不抽卡', en: 'you draw no card in your draw phase' }
        : { zh: `己方抽牌阶段抽${zhCount(n)}张卡`, en: `you draw ${cardsEn(n)} in your draw phase` };
    case 'turnEndsAfterBattle':
      return value === false
        ? {
            zh: '己方战斗结束后不结束回合，回到主要阶段',
            en: 'ending your battle returns you to the main phase instead of ending your turn',
          }
        : { zh: '己方战斗结束后回合随之结束', en: 'your turn ends when your battle ends' };
    case 'creatureSlotLimit':
      return { zh: `己方的生物格位变为${zhCount(n)}个`, en: `you have ${enNumber(n)} creature slots` };
    default:
      return { zh: '改变一项基本规则', en: 'a basic rule changes for you' };
  }
}

/** One op in words (lower-case English, no full stop). */
export function opWords(op: OpDef, ctx: TellCtx): Text {
  return Object.hasOwn(OPS, op.op)
    ? OPS[op.op](op, ctx)
    : { zh: '产生一项特殊效果', en: 'a special effect happens' };
}
