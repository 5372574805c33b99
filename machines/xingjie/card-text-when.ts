/**
 * Generated rules text, when an effect happens: its trigger ("登场时" / "when summoned"), the windows an activated
 * effect may be used in ("只能在行动阶段发动" / "only in the action phase"), its conditions (the vocabulary's
 * predicates, with and / or / not) and its use limit ("每回合一次" / "once per turn").
 */
import type { Text } from '@/machines/engine';
import type { XCondition, XEffect } from '@/content/xingjie/types';
import type { Filter } from './effects/filters';
import { article, cardsNoun, enTimes, kindNoun, zhCount, zhTimes, type NameLookup } from './card-text-nouns';
import { PHASE_WORDS } from './words';
import type { PhaseName } from './state';

const PHASES: PhaseName[] = ['start', 'draw', 'action', 'battle', 'end'];
const isPhase = (p: unknown): p is PhaseName => typeof p === 'string' && (PHASES as string[]).includes(p);
const enPlural = (n: number, one: string) => (n === 1 ? `1 ${one}` : `${n} ${one}s`);

/** A phase trigger: "己方每个回合开始时" / "at the start of each of your turns"; other phases by name. */
function phaseTrigger(on: 'phaseStart' | 'phaseEnd', phase: unknown): Text {
  const start = on === 'phaseStart';
  const p = isPhase(phase) ? phase : start ? 'start' : 'end';
  if ((start && p === 'start') || (!start && p === 'end'))
    return start
      ? { zh: '己方每个回合开始时', en: 'at the start of each of your turns' }
      : { zh: '己方每个回合结束时', en: 'at the end of each of your turns' };
  const w = PHASE_WORDS[p];
  return {
    zh: `己方每个${w.zh}${start ? '开始' : '结束'}时`,
    en: `at the ${start ? 'start' : 'end'} of each of your ${w.en}s`,
  };
}

/** `cardActivated`: "对方发动魔法卡时" / "when the opponent activates a magic card". */
function activationTrigger(f: Filter | undefined, lookup: NameLookup): Text {
  const c = f?.controller ?? 'any';
  const who =
    c === 'self'
      ? { zh: '己方', en: 'you activate' }
      : c === 'opponent'
        ? { zh: '对方', en: 'the opponent activates' }
        : { zh: '任意一方', en: 'either player activates' };
  const printed = f && Object.keys(f).some((k) => k !== 'controller' && k !== 'zone' && k !== 'position');
  if (!printed) return { zh: `${who.zh}发动卡牌或效果时`, en: `when ${who.en} a card or effect` };
  const k = kindNoun({ ...f, controller: undefined, zone: undefined }, lookup);
  if (k.zh.endsWith('角色卡'))
    return { zh: `${who.zh}发动${k.zh.slice(0, -1)}的效果时`, en: `when ${who.en} the effect of a ${k.one}` };
  const what = cardsNoun({ ...f, controller: undefined, zone: undefined }, 1, lookup);
  return { zh: `${who.zh}发动${what.zh.replace(/^一张/, '')}时`, en: `when ${who.en} ${what.en}` };
}

const TRIGGERS: Record<string, Text> = {
  summoned: { zh: '登场时', en: 'when summoned' },
  flipped: { zh: '翻开时', en: 'when flipped face up' },
  destroyed: { zh: '被击败时', en: 'when destroyed' },
  damaged: { zh: '受到伤害后仍在场时', en: 'when damaged and still on the field' },
  attacks: { zh: '攻击时', en: 'when it attacks' },
  attacked: { zh: '被攻击时', en: 'when attacked' },
  equipBroken: { zh: '耐久归零时', en: 'when its durability runs out' },
};

/** The words of a trigger, and whether it reads as a time of turn ("…时，") rather than an event ("…时："). */
export function triggerWords(eff: XEffect, lookup: NameLookup): Text & { phase: boolean } {
  const on = eff.trigger?.on ?? '';
  const f = eff.trigger?.filter as (Filter & { phase?: string }) | undefined;
  if (on === 'phaseStart' || on === 'phaseEnd') return { ...phaseTrigger(on, f?.phase), phase: true };
  if (on === 'cardActivated') return { ...activationTrigger(f, lookup), phase: false };
  if (Object.hasOwn(TRIGGERS, on)) return { ...TRIGGERS[on], phase: false };
  return { zh: '规则所说的时机到来时', en: 'when its moment comes', phase: false };
}

type Args = Record<string, unknown>;
const who = (a: Args) =>
  a.player === 'opponent'
    ? { zh: '对方', en: "the opponent's", has: 'the opponent has' }
    : { zh: '己方', en: 'your', has: 'you have' };

/** "there is an opposing character on the field" and its negation, from an `exists` filter. */
function existsWords(f: Filter | undefined, lookup: NameLookup, yes: boolean): Text {
  const flt: Filter = { zone: 'front', ...f };
  const k = kindNoun({ ...flt, controller: undefined }, lookup, flt.zone !== 'front');
  const c = flt.controller ?? 'any';
  const owner = c === 'self' ? '己方' : c === 'opponent' ? '对方' : '';
  const zone = flt.zone === 'back' ? '后场' : flt.zone === 'front' ? '前场' : '场上';
  const where = flt.zone === 'back' ? 'in the back row' : 'on the field';
  const zh = `${owner}${zone}${yes ? '有' : '没有'}${k.zh}`;
  const has = c === 'self' ? 'you have' : c === 'opponent' ? 'the opponent has' : 'there is';
  const none = c === 'self' ? 'you have no' : c === 'opponent' ? 'the opponent has no' : 'there is no';
  return { zh, en: yes ? `${has} ${article(k.one)} ${k.one} ${where}` : `${none} ${k.one} ${where}` };
}

/** One predicate of the vocabulary, said as it holds (`yes`) or as it fails. */
function predicateWords(is: string, a: Args, lookup: NameLookup, yes: boolean): Text {
  const n = Number(a.n ?? 0);
  const w = who(a);
  const pick = (p: Text, q: Text) => (yes ? p : q);
  switch (is) {
    case 'ownTurn':
      return pick(
        { zh: '己方回合中', en: 'it is your turn' },
        { zh: '对方回合中', en: 'it is not your turn' },
      );
    case 'opponentTurn':
      return pick(
        { zh: '对方回合中', en: "it is the opponent's turn" },
        { zh: '己方回合中', en: "it is not the opponent's turn" },
      );
    case 'phase': {
      const p = isPhase(a.phase) ? PHASE_WORDS[a.phase] : { zh: '该阶段', en: 'that phase' };
      return pick(
        { zh: `处于${p.zh}`, en: `it is the ${p.en}` },
        { zh: `不处于${p.zh}`, en: `it is not the ${p.en}` },
      );
    }
    case 'exists':
      return existsWords(a.filter as Filter | undefined, lookup, yes);
    case 'attackDeclared':
      return pick(
        { zh: '攻击宣言时', en: 'an attack is declared' },
        { zh: '没有攻击宣言', en: 'no attack is declared' },
      );
    case 'attackTargetsMe':
      return pick(
        { zh: '己方被攻击时', en: 'you are attacked' },
        { zh: '己方未被攻击', en: 'you are not attacked' },
      );
    case 'handAtLeast':
      return pick(
        { zh: `${w.zh}手牌不少于${zhCount(n)}张`, en: `${w.has} at least ${enPlural(n, 'card')} in hand` },
        { zh: `${w.zh}手牌少于${zhCount(n)}张`, en: `${w.has} fewer than ${enPlural(n, 'card')} in hand` },
      );
    case 'hpAtMost':
      return pick(
        { zh: `己方人物血量不多于${n}点`, en: `your avatar has ${n} HP or less` },
        { zh: `己方人物血量多于${n}点`, en: `your avatar has more than ${n} HP` },
      );
    case 'graveyardHas': {
      const k = cardsNoun(a.filter as Filter | undefined, 1, lookup);
      const what = k.zh.replace(/^一张/, '');
      return pick(
        { zh: `${w.zh}墓地中有${what}`, en: `${w.en} graveyard holds ${k.en}` },
        { zh: `${w.zh}墓地中没有${what}`, en: `${w.en} graveyard holds no ${k.en.replace(/^an? /, '')}` },
      );
    }
    case 'deckHas': {
      const k = cardsNoun(a.filter as Filter | undefined, 1, lookup);
      const what = k.zh.replace(/^一张/, '');
      return pick(
        { zh: `己方卡组中有${what}`, en: `your deck holds ${k.en}` },
        { zh: `己方卡组中没有${what}`, en: `your deck holds no ${k.en.replace(/^an? /, '')}` },
      );
    }
    case 'frontRowHasRoom':
      return pick(
        { zh: '己方前场有空位', en: 'your front row has a free slot' },
        { zh: '己方前场没有空位', en: 'your front row is full' },
      );
    case 'hasWeapon':
      return pick(
        { zh: '己方人物持有武器', en: 'your avatar holds a weapon' },
        { zh: '己方人物没有武器', en: 'your avatar holds no weapon' },
      );
    default:
      return pick(
        { zh: '满足一项条件', en: 'a condition holds' },
        { zh: '不满足该条件', en: 'that condition fails' },
      );
  }
}

/** A condition in words: and → "、且" / " and ", or → "或" / " or ", not → the predicate's negation. */
export function conditionWords(c: XCondition | undefined, lookup: NameLookup, yes = true): Text | null {
  if (!c || typeof c !== 'object') return null;
  const join = (list: XCondition[], both: boolean): Text | null => {
    const parts = list.map((x) => conditionWords(x, lookup, yes)).filter((x): x is Text => !!x);
    if (!parts.length) return null;
    // De Morgan: "not (A and B)" reads "not A, or not B".
    const and = both === yes;
    return {
      zh: parts.map((p) => p.zh).join(and ? '、且' : '或'),
      en: parts.map((p) => p.en).join(and ? ' and ' : ' or '),
    };
  };
  if ('and' in c && Array.isArray(c.and)) return join(c.and, true);
  if ('or' in c && Array.isArray(c.or)) return join(c.or, false);
  if ('not' in c) return conditionWords(c.not as XCondition, lookup, !yes);
  if ('is' in c && typeof c.is === 'string') return predicateWords(c.is, c as Args, lookup, yes);
  return null;
}

/** The top-level parts of a condition joined by `and` (an attack predicate among them reads as "when"). */
export function conjuncts(c: XCondition | undefined): XCondition[] {
  if (!c) return [];
  if ('and' in c && Array.isArray(c.and)) return c.and.flatMap(conjuncts);
  return [c];
}

/** "只能在行动阶段或战斗阶段发动" / "only in the action or battle phase", from timing windows and a turn. */
export function windowWords(phases: PhaseName[], turn: 'own' | 'opponent' | null): Text | null {
  const turnZh = turn === 'own' ? '己方回合' : turn === 'opponent' ? '对方回合' : '';
  const turnEn = turn === 'own' ? 'your turn' : turn === 'opponent' ? "the opponent's turn" : '';
  const all = phases.length === 0 || PHASES.every((p) => phases.includes(p));
  if (all && !turn) return null;
  if (all) return { zh: `只能在${turnZh}发动`, en: `only during ${turnEn}` };
  const zh = phases.map((p) => PHASE_WORDS[p].zh).join('或');
  const names = phases.map((p) => PHASE_WORDS[p].en.replace(/ phase$/, ''));
  const en = `${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0]} phase`;
  return turn
    ? { zh: `只能在${turnZh}的${zh}发动`, en: `only in the ${en} of ${turnEn}` }
    : { zh: `只能在${zh}发动`, en: `only in the ${en}` };
}

/** "每回合一次" / "once per turn", "每局两次" / "twice per game". */
export function limitWords(eff: XEffect): Text | null {
  if (!eff.limit) return null;
  const n = Number(eff.limit.count) || 1;
  return eff.limit.per === 'game'
    ? { zh: `每局${zhTimes(n)}`, en: `${enTimes(n)} per game` }
    : { zh: `每回合${zhTimes(n)}`, en: `${enTimes(n)} per turn` };
}

export { isPhase, PHASES };
