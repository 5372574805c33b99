/**
 * 星阶 rules text generated from a card's effect declaration (issue 12.5, machines/xingjie/card-text.ts,
 * docs/rules/xingjie.md ruling 44): every starter card is told in both languages without an engine identifier;
 * golden words for starter and custom cards; every trigger, timing, condition, target, filter key and op of the
 * vocabulary has its own words (no fallback); the card detail shows the generated text where the author wrote none.
 */
import { describe, expect, it } from 'vitest';
import type { Text } from '@/machines/engine';
import { CARDS as STARTERS } from '@/content/xingjie/cards';
import type { XCard, XEffect } from '@/content/xingjie/types';
import { cardText, effectText } from '@/machines/xingjie/card-text';
import { TOLD_OPS } from '@/machines/xingjie/card-text-ops';
import { cardSchema, TIMINGS, TRIGGERS } from '@/machines/xingjie/card-schema';
import { vocabulary } from '@/machines/xingjie/effects/vocabulary';
import { TARGET_EXPRESSIONS } from '@/machines/xingjie/effects/targets';
import { FILTER_KEYS } from '@/machines/xingjie/effects/filters';
import { def } from './helpers';
import { withCards } from './custom-cards-helpers';
import { CUSTOM, blade, citadel, disguise, edict, flyer, fusheng, pupil, watchman } from './card-text-cards';

const OPS = Object.keys(vocabulary.ops);
const PREDICATES = Object.keys(vocabulary.predicates);
/** Engine names a reader must never see. Trigger and op names that are plain English words ("damage", "draw",
 * "summoned") are legitimate English prose, so the English is checked for the names that are not words. */
const IDENTIFIERS = [
  ...OPS,
  ...vocabulary.triggers,
  ...PREDICATES,
  ...TARGET_EXPRESSIONS,
  ...FILTER_KEYS,
  ...TIMINGS,
  'faceDownDefense',
  'faceUp',
  'thisTurn',
  'untilEndOfNextTurn',
  'whileOnField',
  'deckTop',
  'deckBottom',
  'target0',
  'self',
];
const NOT_WORDS = IDENTIFIERS.filter((w) => /[A-Z0-9]/.test(w) || w === 'self' || w === 'exists');
const FALLBACKS = ['产生一项效果', '满足一项条件', '不满足该条件', '一个对象', '规则所说的时机', '某处'];

function expectReadable(t: Text, what: string, zhAscii = false): void {
  expect(t.zh.length, what).toBeGreaterThan(0);
  expect(t.en.length, what).toBeGreaterThan(0);
  if (!zhAscii) expect(t.zh, what).not.toMatch(/[A-Za-z]/);
  for (const w of NOT_WORDS) expect(t.en, `${what}: ${w}`).not.toMatch(new RegExp(`\\b${w}\\b`));
  for (const w of IDENTIFIERS) expect(t.zh, `${what}: ${w}`).not.toContain(w);
  expect(`${t.zh} ${t.en}`, what).not.toMatch(/undefined|NaN|\[object|null/);
  for (const f of FALLBACKS) expect(t.zh, what).not.toContain(f);
}

/** A card of a kind with these effects (no text). */
const card = (effects: XEffect[], type: XCard['type'] = 'character'): XCard => {
  const base = {
    id: 'c-x',
    name: { zh: '试作', en: 'Trial' },
    rarity: 'common' as const,
    effects,
    text: { zh: '', en: '' },
  };
  if (type === 'magic') return { ...base, type, magicKind: 'normal' };
  if (type === 'trap') return { ...base, type, trapKind: 'normal' };
  if (type === 'equipment')
    return { ...base, type, equipKind: 'person', durability: 2, atkBonus: 1, hpBonus: 0 };
  return { ...base, type: 'character', stars: 3, atk: 3, hp: 3 };
};
const none = { zh: '', en: '' };
const act = (e: Partial<XEffect>): XEffect => ({ kind: 'activated', ops: [], text: none, ...e });
const told = (e: Partial<XEffect>, type: XCard['type'] = 'magic') => cardText(card([act(e)], type));

describe('every starter card is told in both languages', () => {
  it.each(STARTERS.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    expectReadable(cardText(c), c.id);
  });
});

describe('golden words', () => {
  const starter = (id: string) => cardText(STARTERS.find((c) => c.id === id)!);
  it('starter cards, in the printed texts’ style', () => {
    expect(starter('scholar')).toEqual({ zh: '登场时：抽一张卡。', en: 'When summoned: draw a card.' });
    expect(starter('li-si')).toEqual({
      zh: '弃置一张手牌：从卡组检索一张带有秦气息的角色卡加入手牌。只能在行动阶段发动。每回合一次。',
      en: 'Discard a card: search your deck for a character with the Qin aura. Only in the action phase. Once per turn.',
    });
    expect(starter('yuchi-gong')).toEqual({
      zh: '被攻击时：攻击者受到2点伤害。',
      en: 'When attacked: deal 2 damage to the attacker.',
    });
    expect(starter('empty-fort')).toEqual({
      zh: '普通陷阱：己方被攻击时发动，无效这次攻击。',
      en: 'Normal trap: when you are attacked, negate the attack.',
    });
    expect(starter('calling-soul')).toEqual({
      zh:
        '弃置一张手牌：从己方墓地特殊召唤一位8星以下（含8星）的角色，表示形式任选。' +
        '己方墓地中有8星以下（含8星）的角色卡、且己方前场有空位时才能发动。',
      en:
        'Discard a card: special summon a character of 8 stars or fewer from your graveyard in any position. ' +
        'Only if your graveyard holds a character of 8 stars or fewer and your front row has a free slot.',
    });
    expect(starter('xianyang-palace')).toEqual({
      zh: '场地魔法：双方带有秦气息的角色攻击力+3。',
      en: 'Field magic: characters with the Qin aura get +3 attack (both players).',
    });
    expect(starter('feng-shan')).toEqual({
      zh: '永续魔法：己方每个回合开始时，己方人物回复3点血量。',
      en: 'Continuous magic: at the start of each of your turns, your avatar heals 3.',
    });
    expect(starter('taie-sword')).toEqual({
      zh: '人物装备：攻击力+3，血量+5，耐久3。',
      en: 'Person equipment: +3 attack, +5 HP, durability 3.',
    });
    expect(starter('chained-ships')).toEqual({
      zh: '永续陷阱：对方的召唤限制降低2星。',
      en: "Continuous trap: the opponent's summon limit falls by 2 stars.",
    });
    expect(starter('farmer')).toEqual({ zh: '没有效果。', en: 'No effects.' });
  });

  it('custom cards with vocabulary no starter card uses', () => {
    const text = (raw: unknown) => cardText(cardSchema.parse(raw));
    // damaged
    expect(text(fusheng)).toEqual({
      zh: '受到伤害后仍在场时：抽一张卡。',
      en: 'When damaged and still on the field: draw a card.',
    });
    // cardActivated, negateActivation (after the kind line a trigger reads "…时，")
    expect(text(edict)).toEqual({
      zh: '永续陷阱：对方发动魔法卡时，无效这次发动。每回合一次。',
      en: 'Continuous trap: when the opponent activates a magic card, negate that activation. Once per turn.',
    });
    // phaseEnd with and without a phase, not, hpAtMost, bothAvatars
    expect(text(watchman)).toEqual({
      zh: '己方每个战斗阶段结束时，抽一张卡。己方每个回合结束时，若己方人物血量多于10点，双方人物受到2点伤害。',
      en:
        'At the end of each of your battle phases, draw a card. At the end of each of your turns, if your avatar ' +
        'has more than 10 HP, deal 2 damage to both avatars.',
    });
    // equipBroken (the author left text out: the schema reads it as empty)
    expect(text(blade)).toEqual({
      zh: '角色装备：攻击力+4，血量+2，耐久1。耐久归零时：抽两张卡。',
      en: 'Character equipment: +4 attack, +2 HP, durability 1. When its durability runs out: draw two cards.',
    });
    // flipped, { all: Filter }, allCharacters, marks
    expect(text(citadel)).toEqual({
      zh: '翻开时：破坏对方后场所有陷阱卡，双方所有角色回复3点血量。带有「墨」字样。',
      en: 'When flipped face up: destroy all traps in the opposing back row and all characters heal 3. Bears the mark 墨.',
    });
    // attacks, attackTarget, ownTurn, or, deckHas + nameIs (a starter named by name), a life cost, 'ignore'
    expect(text(flyer)).toEqual({
      zh:
        '攻击时：被攻击的对象攻击力-2，直到本回合结束。' +
        '支付3点血量：此卡本回合可以额外攻击两次，己方可以无视召唤限制，直到下个回合结束。' +
        '只能在己方回合的战斗阶段发动。己方人物血量不多于30点或己方卡组中有名为「吕布」的卡时才能发动。每局两次。',
      en:
        "When it attacks: the attack's target gets −2 attack this turn. Pay 3 HP: this card may attack twice more " +
        'this turn and you may ignore the summon limit until the end of next turn. Only in the battle phase of ' +
        'your turn. Only if your avatar has 30 HP or less or your deck holds a card named Lü Bu. Twice per game.',
    });
    // faceDownDefense, a chosen target named again as 该角色
    expect(text(disguise)).toEqual({
      zh: '将对方一位表侧角色变为里侧守备表示，该角色血量-3。',
      en: 'Turn an opposing face-up character to face-down defence and that character gets −3 HP.',
    });
  });

  it('the golden custom cards use vocabulary no starter card does', () => {
    const used = (cards: unknown[]) => {
      const json = JSON.stringify(cards);
      return [...OPS, ...vocabulary.triggers, ...PREDICATES, ...TARGET_EXPRESSIONS].filter((w) =>
        json.includes(`"${w}"`),
      );
    };
    const fresh = used(CUSTOM).filter((w) => !used(STARTERS).includes(w));
    expect(fresh).toEqual(
      expect.arrayContaining([
        'damaged',
        'cardActivated',
        'negateActivation',
        'phaseEnd',
        'equipBroken',
        'flipped',
      ]),
    );
    expect(fresh.length).toBeGreaterThanOrEqual(12);
  });
});

describe('every word of the vocabulary has its own words', () => {
  it('every op', () => {
    expect(TOLD_OPS.sort()).toEqual(OPS.sort());
    const args: Record<string, Record<string, unknown>> = {
      damage: { target: 'opponentAvatar', n: 2 },
      heal: { target: 'ownAvatar', n: 2 },
      modifyAtk: { target: 'allOwnCharacters', n: 1 },
      modifyHp: { target: 'allOwnCharacters', n: 1 },
      destroy: { target: 'allOpponentCharacters' },
      sendTo: { target: 'allOpponentCharacters', to: 'deckBottom' },
      draw: { n: 3 },
      discard: { player: 'opponent', n: 2, filter: { type: 'trap' } },
      search: { filter: { type: 'equipment' } },
      banishFromGraveyard: { n: 2 },
      specialSummon: { from: 'hand', position: 'defense' },
      changePosition: { target: 'allOpponentCharacters', to: 'attack' },
      negateAttack: {},
      negateActivation: {},
      grantExtraAttacks: { target: 'allOwnCharacters', n: 1 },
      modifySummonLimit: { player: 'opponent', n: -1 },
      modifyDurability: { target: 'bothAvatars', n: -1 },
    };
    const seen = new Set<string>();
    for (const op of OPS) {
      const t = told({ ops: [{ op, ...args[op] }] });
      expectReadable(t, op);
      seen.add(t.zh);
    }
    expect(seen.size).toBe(OPS.length);
  });

  it('every trigger', () => {
    const seen = new Set<string>();
    for (const on of TRIGGERS) {
      const e: XEffect = { kind: 'triggered', trigger: { on }, ops: [{ op: 'draw', n: 1 }], text: none };
      const t = effectText(card([e]), e)!;
      expectReadable(t, on);
      seen.add(t.zh);
    }
    expect(seen.size).toBe(TRIGGERS.length);
  });

  it('every condition, as it holds and negated', () => {
    const args: Record<string, Record<string, unknown>> = {
      phase: { phase: 'battle' },
      exists: { filter: { zone: 'back', controller: 'opponent', type: 'trap' } },
      handAtLeast: { n: 4 },
      hpAtMost: { n: 20 },
      graveyardHas: { filter: { type: 'magic' } },
      deckHas: { filter: { type: 'character' } },
    };
    const seen = new Set<string>();
    for (const is of PREDICATES) {
      for (const condition of [{ is, ...args[is] }, { not: { is, ...args[is] } }]) {
        const t = told({ condition, ops: [{ op: 'draw', n: 1 }] });
        expectReadable(t, JSON.stringify(condition));
        seen.add(t.zh);
      }
    }
    expect(seen.size).toBe(PREDICATES.length * 2);
  });

  it('every timing window and every target expression', () => {
    const timings = new Set(TIMINGS.map((w) => told({ timing: [w], ops: [{ op: 'draw', n: 1 }] }).zh));
    expect(timings.size).toBe(TIMINGS.length);
    const targets = new Set<string>();
    for (const target of [
      ...TARGET_EXPRESSIONS,
      'target0',
      { all: { zone: 'front', position: 'defense' } },
    ]) {
      const t = told(
        {
          targets: [{ filter: { zone: 'front', controller: 'opponent' }, count: 1 }],
          ops: [{ op: 'destroy', target }],
        },
        'character',
      );
      expectReadable(t, JSON.stringify(target));
      targets.add(t.zh);
    }
    expect(targets.size).toBe(TARGET_EXPRESSIONS.length + 2);
  });

  it('every filter key changes the words', () => {
    const values: Record<string, unknown> = {
      type: 'trap',
      magicKind: 'field',
      trapKind: 'continuous',
      equipKind: 'character',
      starsBetween: [3, 5],
      nameIs: '关羽',
      nameContains: '剑',
      hasMark: '交易',
      hasAura: '唐',
      rarityIs: 'legendary',
      position: 'faceUp',
      controller: 'self',
      zone: 'graveyard',
    };
    const plain = told({ ops: [{ op: 'search', filter: {} }] });
    for (const k of FILTER_KEYS) {
      const t = told({ ops: [{ op: 'search', filter: { [k]: values[k] } }] });
      const target = told({
        targets: [{ filter: { zone: 'front', [k]: values[k] }, count: 1 }],
        ops: [{ op: 'destroy', target: 'target0' }],
      });
      expectReadable(t, k);
      expectReadable(target, k);
      if (!['controller', 'zone', 'position'].includes(k)) expect(t.zh, k).not.toBe(plain.zh);
    }
    expect(told({ ops: [{ op: 'search', filter: { nameIs: '关羽' } }] }).en).toBe(
      'Search your deck for a card named Guan Yu.',
    );
  });

  it('durations, destinations, positions, piles and limits', () => {
    const atk = (duration?: string) =>
      told({
        targets: [{ count: 1 }],
        ops: [{ op: 'modifyAtk', target: 'target0', n: 2, ...(duration ? { duration } : {}) }],
      });
    expect(atk().zh).toBe('前场一位角色攻击力+2，直到本回合结束。');
    expect(atk('untilEndOfNextTurn').en).toBe('A character gets +2 attack until the end of next turn.');
    expect(atk('instant').zh).toBe('前场一位角色攻击力+2。');
    const dest = new Set(
      ['graveyard', 'banished', 'hand', 'deckTop', 'deckBottom'].map(
        (to) => told({ ops: [{ op: 'sendTo', target: 'allCharacters', to }] }).zh,
      ),
    );
    expect(dest.size).toBe(5);
    const summons = new Set(
      ['deck', 'hand', 'graveyard'].flatMap((from) =>
        [undefined, 'attack', 'defense', 'faceDownDefense'].map(
          (position) => told({ ops: [{ op: 'specialSummon', from, ...(position ? { position } : {}) }] }).zh,
        ),
      ),
    );
    expect(summons.size).toBe(12);
    expect(told({ ops: [{ op: 'draw', n: 1 }], limit: { per: 'turn', count: 3 } })).toEqual({
      zh: '抽一张卡。每回合三次。',
      en: 'Draw a card. Three times per turn.',
    });
  });

  it('an unknown shape falls back to a plain sentence, never to an identifier', () => {
    const t = told({
      condition: { is: 'moonIsFull' },
      ops: [
        { op: 'summonDragon', n: 1 },
        { op: 'damage', target: 'theMoon', n: 1 },
      ],
    });
    expect(t.zh).toBe('产生一项效果，一个对象受到1点伤害。满足一项条件时才能发动。');
    expect(t.en).toBe('Apply an effect and deal 1 damage to a target. Only if a condition holds.');
    const e: XEffect = {
      kind: 'triggered',
      trigger: { on: 'eclipse' },
      ops: [{ op: 'draw', n: 1 }],
      text: none,
    };
    expect(cardText(card([e]))).toEqual({
      zh: '规则所说的时机到来时：抽一张卡。',
      en: 'When its moment comes: draw a card.',
    });
  });
});

describe('the card detail shows the generated text where the author wrote none', () => {
  const s = withCards(CUSTOM as XCard[]);
  it('empty text, or text left out, in both languages', () => {
    expect(def.cardInfo!('c-fusheng', s).text).toEqual({
      zh: '受到伤害后仍在场时：抽一张卡。',
      en: 'When damaged and still on the field: draw a card.',
    });
    expect(s.customCards!['c-blade']).toMatchObject({ text: { zh: '', en: '' } });
    expect(def.cardInfo!('c-blade', s).text.zh).toBe(
      '角色装备：攻击力+4，血量+2，耐久1。耐久归零时：抽两张卡。',
    );
    for (const id of ['c-edict', 'c-watchman', 'c-citadel', 'c-flyer', 'c-pupil']) {
      const info = def.cardInfo!(id, s);
      expectReadable(info.text, id, true);
    }
  });
  it('a custom card named by another is told by its name in each language', () => {
    expect(def.cardInfo!('c-pupil', s).text).toEqual({
      zh: '从卡组检索一张名为「伏生」的卡加入手牌。',
      en: 'Search your deck for a card named Fu Sheng.',
    });
    expect(pupil.text).toEqual({ zh: '', en: '' });
  });
  it('only the empty language is generated; written text stays as written', () => {
    expect(def.cardInfo!('c-disguise', s).text).toEqual({
      zh: '对方一位表侧角色变为里侧，血量-3。',
      en: 'Turn an opposing face-up character to face-down defence and that character gets −3 HP.',
    });
    expect(def.cardInfo!('li-si', s).text).toEqual(STARTERS.find((c) => c.id === 'li-si')!.text);
    expect(def.cardInfo!('farmer').text).toEqual({ zh: '没有效果。', en: 'No effects.' });
  });
});
