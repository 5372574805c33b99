/**
 * An effect's ops as words (card-text.ts): who an op acts on (the selectors and filters of effects/selectors.ts,
 * the altar targets of effects/vocabulary.ts) and what it does, in the starter texts' phrasing — 「攻击这张卡的灵魂
 * 受到400点伤害」, 「本回合你沙场上的灵魂卡战力+300」, 「抽1张牌」 — with the numbers as the starter texts write them.
 */
import type { OpDef, TargetDef } from '@/machines/engine/effects';
import type { Text } from '@/machines/engine/types';
import { attributeOf, rowOf, tx } from './card-text-words';

/**
 * Where an op's words stand: how long a power change lasts (`op`: the op's own `until`; `round`: a strategy's
 * aura for the round; `none`: continuous, formation, altar and timed-event auras), which side of the attack the
 * card is on (who 'attacker' and 'attackTarget' are), and the chosen card's target spec.
 */
export interface OpScene {
  power: 'op' | 'round' | 'none';
  role: 'defender' | 'attacker' | 'none';
  targets?: TargetDef[];
  /** Set once the chosen card has been named, so later ops say 「那张卡」. */
  chosenSaid?: boolean;
}

interface Subject {
  zh: string;
  en: string;
  plural: boolean;
}
const one = (zh: string, en: string): Subject => ({ zh, en, plural: false });
const verb = (s: Subject, singular: string, plural: string) => (s.plural ? plural : singular);
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const num = (v: unknown, fallback = 0) => (Number.isFinite(Number(v)) ? Number(v) : fallback);

type Filter = Record<string, unknown> | undefined;

/** Filter words: the adjectives before 灵魂卡 (tapped, base power) and the attribute. */
function adjectives(filter: Filter): { zh: string[]; en: string[]; after: string[]; attr: Text | null } {
  const zh: string[] = [];
  const en: string[] = [];
  const after: string[] = [];
  if (typeof filter?.tapped === 'boolean') {
    zh.push(filter.tapped ? '横置' : '未横置');
    en.push(filter.tapped ? 'tapped' : 'untapped');
  }
  if (filter?.maxBasePower !== undefined) {
    const n = num(filter.maxBasePower);
    zh.push(`原始战力不高于${n}`);
    after.push(`with base power ${n} or less`);
  }
  const attr = filter?.attribute !== undefined ? attributeOf(filter.attribute) : null;
  return { zh, en, after, attr };
}

/** 「你沙场上仁属性的灵魂卡」 / 「对方沙场上所有翻开的灵魂卡」 (each: the souls an op acts on one by one). */
function group(side: 'own' | 'opponent' | 'all', filter: Filter, each: boolean): Subject {
  const a = adjectives(filter);
  const row = filter?.row !== undefined ? rowOf(filter.row) : null;
  const who = {
    own: tx('你', 'your'),
    opponent: tx('对方', "the opponent's"),
    all: tx('双方', "both players'"),
  }[side];
  const place = row ? `${who.zh}${row.zh}` : `${who.zh}沙场上`;
  const adj = [...(each ? ['翻开'] : []), ...a.zh];
  const zh =
    place +
    (each ? '所有' : '') +
    (adj.length ? `${adj.join('、')}的` : '') +
    (a.attr ? (adj.length ? a.attr.zh : `${a.attr.zh}的`) : adj.length ? '' : '的') +
    '灵魂卡';
  const enAdj = [...(each ? ['face-up'] : []), ...a.en, ...(a.attr ? [a.attr.en] : [])].join(' ');
  const where = row
    ? ` in ${who.en} ${row.en}`
    : side === 'all'
      ? ' on both sand fields'
      : ` on ${who.en} sand field`;
  const tail = a.after.length ? ` ${a.after.join(' ')}` : '';
  if (each) return one(zh, `each ${enAdj} soul${where}${tail}`);
  const lead = side === 'all' ? 'all' : who.en;
  const rowTail = row ? ` in the ${row.en}` : '';
  return { zh, en: `${lead} ${enAdj ? `${enAdj} ` : ''}souls${rowTail}${tail}`, plural: true };
}

/** The chosen card (`chosenCard`): a face-up soul on the side `targets[0].filter.side` names. */
function chosen(scene: OpScene, filter: Filter): Subject {
  if (scene.chosenSaid) return one('那张卡', 'that soul');
  scene.chosenSaid = true;
  const t = (scene.targets?.[0]?.filter ?? {}) as Record<string, unknown>;
  const side =
    t.side === 'own'
      ? tx('你', 'your')
      : t.side === 'any'
        ? tx('任意一方', 'either')
        : tx('对方', "the opponent's");
  const merged: Record<string, unknown> = {
    ...filter,
    ...(t.attribute !== undefined ? { attribute: t.attribute } : {}),
  };
  const a = adjectives(merged);
  const row = merged.row !== undefined ? rowOf(merged.row) : null;
  const adj = ['翻开', ...a.zh, ...(row ? [`在${row.zh}`] : [])];
  const zh = `${side.zh}沙场上一张${adj.join('、')}的${a.attr ? a.attr.zh : ''}灵魂卡`;
  const enAdj = ['face-up', ...a.en, ...(a.attr ? [a.attr.en] : [])].join(' ');
  const where = t.side === 'any' ? 'either sand field' : `${side.en} sand field`;
  const tail = [...(row ? [`in the ${row.en}`] : []), ...a.after].map((x) => ` ${x}`).join('');
  return one(zh, `a ${enAdj} soul on ${where}${tail}`);
}

/** Who a card op acts on. */
export function subjectOf(target: unknown, filter: Filter, scene: OpScene, each: boolean): Subject {
  const s = String(target ?? 'self');
  const plain = !filter || Object.keys(filter).length === 0;
  const only = (x: Subject): Subject =>
    plain ? x : { ...x, zh: `${x.zh}（若符合条件）`, en: `${x.en} (if it qualifies)` };
  switch (s) {
    case 'self':
      return only(one('这张卡', 'this card'));
    case 'ownSouls':
      return group('own', filter, each);
    case 'opponentSouls':
      return group('opponent', filter, each);
    case 'allSouls':
      return group('all', filter, each);
    case 'attacker':
      return only(
        scene.role === 'defender'
          ? one('攻击这张卡的灵魂', 'the attacking soul')
          : scene.role === 'attacker'
            ? one('这张卡', 'this card')
            : one('进行攻击的灵魂卡', 'the attacking soul'),
      );
    case 'attackTarget':
      return only(
        scene.role === 'attacker'
          ? one('被这张卡攻击的灵魂卡', 'the soul this card attacks')
          : scene.role === 'defender'
            ? one('这张卡', 'this card')
            : one('被攻击的灵魂卡', 'the attacked soul'),
      );
    case 'chosenCard':
      return chosen(scene, filter);
    default:
      return one('（没有卡符合这个目标）', '(no card matches this target)');
  }
}

/** The altars an altar op acts on (null: none — the op then changes nothing). */
function altarsOf(target: unknown, levelOp: boolean): Subject | null {
  switch (target ?? (levelOp ? 'sourceAltar' : undefined)) {
    case 'ownAltars':
      return one('你的每个祭坛', 'each of your altars');
    case 'opponentAltars':
      return levelOp ? null : one('对方每个祭坛', "each of the opponent's altars");
    case 'attackedAltar':
      return levelOp ? null : one('被攻击的祭坛', 'the attacked altar');
    case 'sourceAltar':
      return levelOp ? one('这张祭坛', 'this altar') : null;
    default:
      return null;
  }
}
const NO_ALTAR = tx('没有祭坛受到影响', 'no altar is affected');

function powerChange(op: OpDef, scene: OpScene): Text {
  const chosenFirst = op.target === 'chosenCard' && !scene.chosenSaid;
  const s = subjectOf(op.target, op.filter as Filter, scene, false);
  const amt = signed(num(op.amount));
  const dur =
    scene.power === 'none' ? 'none' : scene.power === 'round' || op.until !== 'battle' ? 'round' : 'battle';
  const pre = dur === 'round' ? tx('本回合', ' this round') : tx('', '');
  const post = dur === 'battle' ? tx('直到战斗结束', ' until the battle ends') : tx('', '');
  // A strategy's whole effect is for the round: said first, as the starter strategies say it.
  if (scene.power === 'round' && !chosenFirst)
    return tx(`本回合${s.zh}战力${amt}`, `this round ${s.en} ${verb(s, 'gets', 'get')} ${amt}`);
  if (chosenFirst)
    return tx(
      `选择${s.zh}，${pre.zh}战力${amt}${post.zh}`,
      `choose ${s.en}: it gets ${amt}${pre.en}${post.en}`,
    );
  return tx(
    `${pre.zh}${s.zh}战力${amt}${post.zh}`,
    `${s.en} ${verb(s, 'gets', 'get')} ${amt}${pre.en}${post.en}`,
  );
}

const SEND_TO: Record<string, (s: Subject, op: OpDef) => Text> = {
  hand: (s) => tx(`${s.zh}回到持有者手牌`, `${s.en} ${verb(s, 'returns', 'return')} to its owner\'s hand`),
  discardPile: (s) => tx(`${s.zh}被送去废弃场`, `${s.en} ${verb(s, 'is', 'are')} sent to the discard pile`),
  soulYard: (s, op) =>
    op.tapped
      ? tx(`${s.zh}以横置状态被送去置魂场`, `${s.en} ${verb(s, 'is', 'are')} sent to the soul yard tapped`)
      : tx(`${s.zh}被送去置魂场`, `${s.en} ${verb(s, 'is', 'are')} sent to the soul yard`),
  banished: (s) => tx(`${s.zh}被除外`, `${s.en} ${verb(s, 'is', 'are')} banished`),
};

const OP_WORDS: Record<string, (op: OpDef, scene: OpScene) => Text> = {
  modifyPower: powerChange,
  modifyAltarLevel(op) {
    const a = altarsOf(op.target, true);
    const amt = signed(num(op.amount));
    const levels = Math.abs(num(op.amount)) === 1 ? 'level' : 'levels';
    return a ? tx(`${a.zh}的等级${amt}`, `${a.en} ${verb(a, 'gets', 'get')} ${amt} ${levels}`) : NO_ALTAR;
  },
  damageSoul(op, scene) {
    const s = subjectOf(op.target, op.filter as Filter, scene, true);
    const n = num(op.amount);
    return tx(`${s.zh}受到${n}点伤害`, `${s.en} ${verb(s, 'takes', 'take')} ${n} damage`);
  },
  healSoul(op, scene) {
    const s = subjectOf(op.target, op.filter as Filter, scene, true);
    if (op.amount === 'all') return tx(`${s.zh}的伤害全部恢复`, `heal all damage from ${s.en}`);
    const n = num(op.amount);
    return tx(`${s.zh}恢复${n}点伤害`, `heal ${n} damage from ${s.en}`);
  },
  damageAltar(op) {
    const a = altarsOf(op.target, false);
    const n = num(op.amount);
    return a ? tx(`${a.zh}受到${n}点伤害`, `${a.en} takes ${n} damage`) : NO_ALTAR;
  },
  healAltar(op) {
    const a = altarsOf(op.target, false);
    if (!a) return NO_ALTAR;
    if (op.amount === 'all') return tx(`${a.zh}的伤害全部恢复`, `heal all damage from ${a.en}`);
    const n = num(op.amount);
    return tx(`${a.zh}恢复${n}点伤害`, `heal ${n} damage from ${a.en}`);
  },
  tap(op, scene) {
    const s = subjectOf(op.target, op.filter as Filter, scene, true);
    return tx(`${s.zh}被横置`, `${s.en} ${verb(s, 'is', 'are')} tapped`);
  },
  untap(op, scene) {
    const s = subjectOf(op.target, op.filter as Filter, scene, true);
    return tx(`${s.zh}改为正立`, `${s.en} ${verb(s, 'is', 'are')} untapped`);
  },
  destroySoul(op, scene) {
    const s = subjectOf(op.target, op.filter as Filter, scene, true);
    return tx(`破坏${s.zh}`, `destroy ${s.en}`);
  },
  sendTo(op, scene) {
    const zone = String(op.zone);
    if (!Object.hasOwn(SEND_TO, zone))
      return tx('（没有这个去处，卡不移动）', '(no such destination: no card moves)');
    return SEND_TO[zone](subjectOf(op.target, op.filter as Filter, scene, true), op);
  },
  banish(op, scene) {
    const s = subjectOf(op.target, op.filter as Filter, scene, true);
    return tx(`将${s.zh}除外`, `banish ${s.en}`);
  },
  moveSelfToCell(op) {
    const unprocessed = (op.cell as { choose?: string } | undefined)?.choose === 'emptyUnprocessedOwnCell';
    return unprocessed
      ? tx(
          '这张卡可以移到你沙场上尚未轮到行动的其他空格',
          'move this card to another empty cell of your sand field whose turn has not come this battle',
        )
      : tx('这张卡可以移到你沙场上的其他空格', 'move this card to another empty cell of your sand field');
  },
  draw(op) {
    const n = num(op.n, 1);
    return op.who === 'opponent'
      ? tx(`对方抽${n}张牌`, `the opponent draws ${n}`)
      : tx(`抽${n}张牌`, `draw ${n}`);
  },
  recoverSoul(op) {
    const yard = op.from === 'soulYard';
    const pile = yard ? tx('置魂场', 'soul yard') : tx('废弃场', 'discard pile');
    const attr = (op.filter as Filter)?.attribute;
    const a = attr !== undefined ? attributeOf(attr) : null;
    return tx(
      `将你${pile.zh}中最后放入的一张${a ? a.zh : ''}灵魂卡加入手牌`,
      `return the last ${a ? `${a.en} ` : ''}soul put into your ${pile.en} to your hand`,
    );
  },
  cancelAttack: () => tx('攻击无效', 'the attack is void'),
  destroyGeneral: (op) =>
    op.who === 'opponent'
      ? tx(
          '破坏对方的主将（对方翻开下一张主将）',
          "destroy the opponent's general (they flip their next one)",
        )
      : tx('破坏你的主将（你翻开下一张主将）', 'destroy your general (you flip your next one)'),
  forceSwitchGeneral: (op) =>
    op.who === 'opponent'
      ? tx(
          '从对方盖放着的主将中选择一张翻开作为对方新的主将，原来的主将盖放到最下面',
          "reveal one of the opponent's reserve generals as their new general; the old one goes face down to the bottom",
        )
      : tx(
          '从你盖放着的主将中选择一张翻开作为新的主将，原来的主将盖放到最下面',
          'reveal one of your reserve generals as your new general; the old one goes face down to the bottom',
        ),
};

/** The op names the op words know (the test checks they are exactly the vocabulary's ops). */
export const TOLD_OPS = Object.keys(OP_WORDS);

/** One op as a clause (no final punctuation); an op the rules do not have is said plainly. */
export function opWords(op: OpDef, scene: OpScene): Text {
  return Object.hasOwn(OP_WORDS, op.op)
    ? OP_WORDS[op.op](op, scene)
    : tx('（一项规则中没有的效果，不会执行）', '(an effect the rules do not have; it does nothing)');
}

/** Ops joined as the starter texts join them: 「攻击无效，抽1张牌」 / "The attack is void; draw 1". */
export function opsWords(ops: readonly OpDef[], scene: OpScene): Text {
  const parts = ops.map((o) => opWords(o, scene));
  return tx(parts.map((p) => p.zh).join('，'), parts.map((p) => p.en).join('; '));
}
