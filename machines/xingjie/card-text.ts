/**
 * A card's rules text generated from its effect declaration (issue 12.5), in Chinese and English, in the style of
 * the printed starter texts (content/xingjie/cards.ts): "登场时：抽一张卡。", "弃置一张手牌：抽两张卡。每回合一次。",
 * "普通陷阱：己方被攻击时发动，攻击者受到6点伤害。", "角色装备：攻击力+4，耐久2。". The card detail shows it where the
 * author wrote no text (card-info.ts). Pure; cards named by filters are told by name through a lookup.
 */
import type { Text } from '@/machines/engine';
import type { XCard, XEffect } from '@/content/xingjie/types';
import { CARDS, type CardSource } from './catalog';
import { capitalize, signedEn, signedZh, type NameLookup } from './card-text-nouns';
import { costClause, opClause, type Clause, type Telling } from './card-text-ops';
import { conditionWords, conjuncts, isPhase, limitWords, triggerWords, windowWords } from './card-text-when';
import type { PhaseName } from './state';

export type { NameLookup } from './card-text-nouns';

const STARTER_BY_NAME = new Map<string, Text>(Object.values(CARDS).map((c) => [c.name.zh, c.name]));
/** Starter cards by Chinese name. */
export const starterNames: NameLookup = (zh) => STARTER_BY_NAME.get(zh);
/** The cards of a match by Chinese name: its custom cards first, then the starter set. */
export function namesIn(s: CardSource): NameLookup {
  const custom = s?.customCards;
  if (!custom) return starterNames;
  return (zh) => (Object.values(custom) as XCard[]).find((c) => c?.name?.zh === zh)?.name ?? starterNames(zh);
}

/** Clauses in order: "A，B，然后C" / "A, B, then C" ("then" before an op that asks for a choice). */
function joinClauses(cs: Clause[]): Text {
  let zh = '';
  let en = '';
  cs.forEach((c, i) => {
    if (i === 0) {
      zh = c.zh;
      en = c.en;
      return;
    }
    zh += `${c.choice ? '，然后' : '，'}${c.zh}`;
    en += `${c.choice ? ', then ' : i === cs.length - 1 ? ' and ' : ', '}${c.en}`;
  });
  return { zh, en };
}

/** Whether the card's own kind line already says its effects last ("永续魔法：", "场地魔法：", "永续陷阱："). */
const kindSaysContinuous = (c: XCard) =>
  (c.type === 'magic' && c.magicKind !== 'normal') || (c.type === 'trap' && c.trapKind === 'continuous');

/** Extra sentences after the effect: "只能在行动阶段发动。", "…时才能发动。" / "Only if …", "每回合一次。". */
function tail(window: Text | null, cond: Text | null, limit: Text | null): Text {
  const zh: string[] = [];
  const en: string[] = [];
  if (window) {
    zh.push(`${window.zh}。`);
    en.push(` ${capitalize(window.en)}.`);
  }
  if (cond) {
    zh.push(`${cond.zh}时才能发动。`);
    en.push(` Only if ${cond.en}.`);
  }
  if (limit) {
    zh.push(`${limit.zh}。`);
    en.push(` ${capitalize(limit.en)}.`);
  }
  return { zh: zh.join(''), en: en.join('') };
}

function activated(t: Telling, body: Text): Text {
  const { eff, card, lookup } = t;
  const parts = conjuncts(eff.condition);
  const is = (c: unknown, name: string) => !!c && typeof c === 'object' && (c as { is?: string }).is === name;
  const timing = eff.timing ?? [];
  const onAttack = timing.includes('onAttackDeclared');
  let when: Text | null = null;
  if (parts.some((c) => is(c, 'attackTargetsMe'))) when = { zh: '己方被攻击时', en: 'when you are attacked' };
  else if (parts.some((c) => is(c, 'attackDeclared')) || (onAttack && timing.length === 1))
    when = { zh: '攻击宣言时', en: 'when an attack is declared' };
  const turn = parts.some((c) => is(c, 'ownTurn'))
    ? 'own'
    : parts.some((c) => is(c, 'opponentTurn'))
      ? 'opponent'
      : null;
  const rest = parts.filter(
    (c) => !['attackTargetsMe', 'attackDeclared', 'ownTurn', 'opponentTurn'].some((n) => is(c, n)),
  );
  const phases = timing.filter(isPhase) as PhaseName[];
  let window = windowWords(phases, turn);
  if (window && onAttack && !when && phases.length)
    window = {
      zh: window.zh.replace(/发动$/, '或攻击宣言时发动'),
      en: `${window.en} or when an attack is declared`,
    };
  const cond = rest.length ? conditionWords({ and: rest }, lookup) : null;
  const costs = (eff.cost ?? []).map((op) => costClause(t, op));
  const cost = costs.length
    ? { zh: costs.map((c) => c.zh).join('并'), en: costs.map((c) => c.en).join(' and ') }
    : null;
  const trap = card.type === 'trap';
  const headZh = when ? `${when.zh}${trap ? '发动，' : cost ? '，' : '：'}` : '';
  const headEn = when ? `${when.en}${trap || cost ? ', ' : ': '}` : '';
  const more = tail(window, cond, limitWords(eff));
  return {
    zh: `${headZh}${cost ? `${cost.zh}：` : ''}${body.zh}。${more.zh}`,
    en: `${headEn}${cost ? `${cost.en}: ` : ''}${body.en}.${more.en}`,
  };
}

function triggered(t: Telling, body: Text, inline: boolean): Text {
  const trig = triggerWords(t.eff, t.lookup);
  const cond = conditionWords(t.eff.condition, t.lookup);
  const more = tail(null, null, limitWords(t.eff));
  // After a kind line ("永续魔法：") a trigger reads "…时，" as the printed 泰山封禅 does, never a second colon.
  if (trig.phase || inline)
    return {
      zh: `${trig.zh}，${cond ? `若${cond.zh}，` : ''}${body.zh}。${more.zh}`,
      en: `${trig.en}, ${cond ? `if ${cond.en}, ` : ''}${body.en}.${more.en}`,
    };
  return {
    zh: `${trig.zh}${cond ? `，若${cond.zh}` : ''}：${body.zh}。${more.zh}`,
    en: `${trig.en}${cond ? `, if ${cond.en}` : ''}: ${body.en}.${more.en}`,
  };
}

/**
 * One effect as rules text (English begins in lower case, as a clause that may follow a kind line such as
 * "Normal trap: "), or null for an effect with nothing to tell (a continuous trap's empty flip effect).
 */
export function effectText(
  card: XCard,
  eff: XEffect,
  lookup: NameLookup = starterNames,
  inline = false,
): Text | null {
  if (!eff.ops?.length) return null;
  const t: Telling = { card, eff, lookup, said: new Set() };
  const continuous = eff.kind === 'continuous';
  // Targets are named in full where an activated effect's text first mentions them, costs before the ops.
  const body = joinClauses(eff.ops.map((op) => opClause(t, op, continuous)));
  if (eff.kind === 'triggered') return triggered(t, body, inline);
  if (eff.kind === 'activated') return activated(t, body);
  if (kindSaysContinuous(card)) return { zh: `${body.zh}。`, en: `${body.en}.` };
  return { zh: `持续：${body.zh}。`, en: `continuous: ${body.en}.` };
}

/** The kind line of magic, traps and equipment: "场地魔法：", "普通陷阱：", "角色装备：攻击力+4，耐久2。". */
function kindLine(c: XCard): { zh: string; en: string; sentence: boolean } | null {
  switch (c.type) {
    case 'character':
      return null;
    case 'magic':
      return c.magicKind === 'field'
        ? { zh: '场地魔法：', en: 'Field magic: ', sentence: false }
        : c.magicKind === 'continuous'
          ? { zh: '永续魔法：', en: 'Continuous magic: ', sentence: false }
          : null;
    case 'trap':
      return c.trapKind === 'continuous'
        ? { zh: '永续陷阱：', en: 'Continuous trap: ', sentence: false }
        : { zh: '普通陷阱：', en: 'Normal trap: ', sentence: false };
    case 'equipment': {
      const zh: string[] = [];
      const en: string[] = [];
      if (c.atkBonus) {
        zh.push(`攻击力${signedZh(c.atkBonus)}`);
        en.push(`${signedEn(c.atkBonus)} attack`);
      }
      if (c.hpBonus) {
        zh.push(`血量${signedZh(c.hpBonus)}`);
        en.push(`${signedEn(c.hpBonus)} HP`);
      }
      zh.push(`耐久${c.durability}`);
      en.push(`durability ${c.durability}`);
      const kind =
        c.equipKind === 'person'
          ? { zh: '人物装备', en: 'Person equipment' }
          : { zh: '角色装备', en: 'Character equipment' };
      return { zh: `${kind.zh}：${zh.join('，')}。`, en: `${kind.en}: ${en.join(', ')}.`, sentence: true };
    }
  }
}

/** "带有「交易」字样。" / "Bears the mark 交易." for the marks printed on the card. */
function marksLine(c: XCard): Text | null {
  const marks = (c.marks ?? []).filter((m) => typeof m === 'string' && m);
  if (!marks.length) return null;
  return {
    zh: `带有${marks.map((m) => `「${m}」`).join('')}字样。`,
    en: `Bears the ${marks.length > 1 ? 'marks' : 'mark'} ${marks.join(', ')}.`,
  };
}

/** A card's whole rules text from its declaration: kind line, each effect, marks. Never empty. */
export function cardText(card: XCard, lookup: NameLookup = starterNames): Text {
  const line = kindLine(card);
  const said: Text[] = [];
  for (const e of card.effects ?? []) {
    const x = effectText(card, e, lookup, said.length === 0 && !!line && !line.sentence);
    if (x) said.push(x);
  }
  const marks = marksLine(card);
  if (marks) said.push({ zh: marks.zh, en: marks.en.charAt(0).toLowerCase() + marks.en.slice(1) });
  if (!said.length && !line?.sentence) said.push({ zh: '没有效果。', en: 'no effects.' });
  const zh: string[] = [];
  const en: string[] = [];
  said.forEach((s, i) => {
    if (i === 0 && line && !line.sentence) {
      zh.push(`${line.zh}${s.zh}`);
      en.push(`${line.en}${s.en}`);
      return;
    }
    zh.push(s.zh);
    en.push(capitalize(s.en));
  });
  if (line?.sentence) {
    zh.unshift(line.zh);
    en.unshift(line.en);
  }
  return { zh: zh.join(''), en: en.join(' ') };
}
