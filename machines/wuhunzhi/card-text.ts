/**
 * A card's rules text told from its effect declaration (issue 12 point 5): what a reader sees for a custom card
 * whose author wrote no text. Pure: the declaration in, Chinese and English out, in the printed starter cards'
 * style (content/wuhunzhi/cards.ts, spec §8.1) — the brace mark ({触}{永}{起}), the bracketed zone, the effect
 * name, then when, how often, under what condition and what it does:
 *
 *   {触}[翻开]奋起：本回合这张卡战力+300。
 *   {起}[主将区]战斗阶段开始时，每回合一次：你沙场上的灵魂卡战力+200直到战斗结束。
 *   时效2回合：你沙场上的灵魂卡战力+200。
 *
 * It says what the engine does with the declaration (a use limit binds activated and triggered effects, W55; a
 * normal altar's altarEffect never applies), and a name the rules do not have gets a plain phrase, never an
 * engine identifier.
 */
import type { Text } from '@/machines/engine/types';
import type { CardDef, FormationDef, WEffect } from '@/content/wuhunzhi/types';
import { conditionWords, predicatesOf } from './card-text-conditions';
import { opsWords, type OpScene } from './card-text-ops';
import { limitOf, timingOf, triggerWhen, tx, zoneBracket } from './card-text-words';

/** Looks a card id up by name (a custom card's declaration may name other cards; the vocabulary names none yet). */
export type NameOf = (cardId: string) => Text;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const join = (parts: Text[], zh: string, en: string): Text =>
  tx(parts.map((p) => p.zh).join(zh), parts.map((p) => p.en).join(en));

/** The body: costs (paid first), then the ops. */
function body(e: WEffect, scene: OpScene): Text {
  const ops = opsWords(e.ops, scene);
  if (!e.cost?.length) return ops;
  const cost = opsWords(e.cost, scene);
  return tx(`支付代价（${cost.zh}）后，${ops.zh}`, `pay the cost (${cost.en}), then ${ops.en}`);
}

/**
 * 「这张卡被选为攻击目标时，战力+900」: when the clause just before the body is about this card, the body does not
 * name it again (「这张卡的…」 keeps its subject).
 */
function elideSubject(last: Text | undefined, b: Text): Text {
  if (!last || !/^(若)?这张卡/.test(last.zh) || !/^这张卡(?!的)/.test(b.zh)) return b;
  return tx(
    b.zh.replace(/^这张卡/, ''),
    /this card/.test(last.en) ? b.en.replace(/^this card /, 'it ') : b.en,
  );
}

/**
 * Head (mark, bracket, name) plus clauses and the body: `{起}[沙场]减灶：战斗阶段开始时，…：body`. Clauses before
 * the body end in a colon when no name stands before them, like the starter texts ({起}[主将区]战斗阶段开始时，每回合一次：…).
 */
function sentence(
  head: Text,
  name: string | undefined,
  clauses: Text[],
  b: Text,
  joinWithColon: boolean,
): Text {
  b = elideSubject(clauses[clauses.length - 1], b);
  const named = name ? tx(`${name}：`, ` ${name}: `) : tx('', ' ');
  const pre = join(clauses, '，', ', ');
  const lead = clauses.length ? (joinWithColon && !name ? tx('：', ': ') : tx('，', ', ')) : tx('', '');
  const enBody = clauses.length ? b.en : name ? b.en : cap(b.en);
  const enPre = clauses.length && !name ? cap(pre.en) : pre.en;
  return tx(
    `${head.zh}${named.zh}${pre.zh}${lead.zh}${b.zh}。`,
    `${head.en}${named.en}${enPre}${lead.en}${enBody}.`.replace(/^ /, ''),
  );
}

const ifClause = (e: WEffect): Text[] => {
  if (!e.condition) return [];
  const c = conditionWords(e.condition);
  return [tx(`若${c.zh}`, `if ${c.en}`)];
};
const onlyWhen = (e: WEffect): Text[] => {
  if (!e.condition) return [];
  const c = conditionWords(e.condition);
  return [tx(`只能在${c.zh}时发动`, `only when ${c.en}`)];
};

/**
 * The timing of an activated effect. The source's own movement example (神出鬼没, §8.7) pairs the after-attack
 * and target windows with conditions on this card; those read as one phrase (这张卡攻击后或被选为攻击目标时), so the
 * condition is said there rather than again.
 */
function activatedWhen(e: WEffect): { when: Text; conditionSaid: boolean } {
  const timing = e.timing ?? [];
  const preds = predicatesOf(e.condition);
  const pairs: Record<string, string> = {
    'battle.afterAttack': 'selfHasAttackedThisBattle',
    'battle.targetDeclared': 'selfIsDeclaredTarget',
  };
  const absorbed =
    e.condition !== undefined &&
    preds !== null &&
    preds.length === timing.length &&
    timing.every((t) => Object.hasOwn(pairs, t) && preds.includes(pairs[t]));
  if (absorbed) {
    const after = timing.includes('battle.afterAttack');
    const target = timing.includes('battle.targetDeclared');
    const when =
      after && target
        ? tx('这张卡攻击后或被选为攻击目标时', 'after this card attacks or when it is targeted')
        : after
          ? tx('这张卡攻击后', 'after this card attacks')
          : tx('这张卡被选为攻击目标时', 'when this card is targeted');
    return { when, conditionSaid: true };
  }
  if (!timing.length)
    return { when: tx('没有可以发动的时机', 'with no timing it can be used at'), conditionSaid: false };
  return { when: join(timing.map(timingOf), '或', ' or '), conditionSaid: false };
}

type Holder = 'soul' | 'general';

/** A soul's or general's skill. */
function skillText(e: WEffect, holder: Holder): Text {
  const defaultZone = holder === 'general' ? 'generalZone' : 'sandField';
  switch (e.kind) {
    case 'triggered': {
      const on = e.trigger?.on ?? '';
      const role =
        on === 'onReveal' || on === 'onTargeted' ? 'defender' : on === 'onAfterAttack' ? 'attacker' : 'none';
      const scene: OpScene = { power: 'op', role, targets: e.targets };
      const reveal = on === 'onReveal';
      const counter = on === 'onOpponentEffect';
      const head = tx(
        `{触}${reveal ? '[翻开]' : ''}${counter ? '反击' : ''}`,
        `{Trigger}${reveal ? '[Reveal]' : ''}${counter ? ' Counter' : ''}`,
      );
      const name = counter ? (e.name ? tx(`·${e.name}：`, ` · ${e.name}: `) : tx('：', ': ')) : null;
      const when = e.trigger
        ? triggerWhen(on, e.trigger.filter, holder)
        : tx('没有触发时机（不会发动）', 'with no trigger (it never fires)');
      const limit = e.limit ? [limitOf(e.limit)] : []; // W55: a triggered effect's limit binds too
      const clauses = [...limit, ...(when ? [when] : []), ...ifClause(e)];
      if (name) {
        const s = sentence(tx('', ''), undefined, clauses, body(e, scene), false);
        return tx(
          `${head.zh}${name.zh}${s.zh}`,
          `${head.en}${name.en}${s.en.charAt(0).toLowerCase()}${s.en.slice(1)}`,
        );
      }
      return sentence(head, e.name, clauses, body(e, scene), false);
    }
    case 'continuous': {
      const z = zoneBracket(e.zone ?? defaultZone);
      const head = tx(`{永}${z.zh}`, `{Continuous}${z.en}`);
      return sentence(head, e.name, ifClause(e), body(e, { power: 'none', role: 'none' }), false);
    }
    case 'activated': {
      const z = zoneBracket(e.zone ?? 'sandField');
      const head = tx(`{起}${z.zh}`, `{Activated}${z.en}`);
      const { when, conditionSaid } = activatedWhen(e);
      const limit = e.limit ? [limitOf(e.limit)] : [];
      const b = body(e, { power: 'op', role: 'none', targets: e.targets });
      if (conditionSaid) {
        // 「战斗流程中仅一次，这张卡攻击后…时，可以移到…」: the clause already names this card.
        const said = tx(b.zh.replace(/^这张卡/, ''), b.en);
        return sentence(head, e.name, [...limit, when], said, true);
      }
      return sentence(head, e.name, [when, ...limit, ...onlyWhen(e)], b, true);
    }
    default: {
      const b = body(e, { power: 'op', role: 'none', targets: e.targets });
      const s = sentence(tx('', ''), e.name, ifClause(e), b, false);
      return tx(
        `${s.zh.replace(/。$/, '')}（规则中没有这种效果，它不会生效）。`,
        `${s.en.replace(/\.$/, '')} (the rules have no such effect: it never applies).`,
      );
    }
  }
}

/** 锋矢阵(2,4,5,6) / 方阵(4-9): a run of more than three consecutive cells is shortened. */
function cellsOf(cells: number[]): string {
  const run = cells.length > 3 && cells.every((c, i) => i === 0 || c === cells[i - 1] + 1);
  return run ? `${cells[0]}-${cells[cells.length - 1]}` : cells.join(',');
}

function formationsText(fs: FormationDef[]): Text | null {
  if (!fs.length) return null;
  const parts = fs.map((f) => {
    const cond = f.effect.condition ? conditionWords(f.effect.condition) : null;
    const b = body(f.effect, { power: 'none', role: 'none' });
    const cells = cellsOf(f.cells);
    return tx(
      `${f.name.zh}(${cells})，${cond ? `若${cond.zh}，` : ''}${b.zh}`,
      `${f.name.en} (${cells}): ${cond ? `if ${cond.en}, ` : ''}${b.en}`,
    );
  });
  return tx(
    `阵型：${parts.map((p) => p.zh).join('；')}。`,
    `Formation${fs.length > 1 ? 's' : ''}: ${parts.map((p) => p.en).join('; ')}.`,
  );
}

function trapText(c: Extract<CardDef, { type: 'trap' }>): Text {
  const e = c.effect;
  const scene: OpScene = {
    power: 'op',
    role: c.trapKind === 'ordinary' ? 'defender' : 'none',
    targets: e.targets,
  };
  const b = body(e, scene);
  const s = sentence(tx('', ''), undefined, ifClause(e), b, false);
  if (c.trapKind === 'ordinary') return s;
  if (c.trapTiming === 'onReveal') return tx(`[翻开]${s.zh}`, `[Reveal] ${s.en}`);
  return tx(`（没有写明发动时机，不会发动）${s.zh}`, `(No timing is given, so it never fires.) ${s.en}`);
}

function eventText(c: Extract<CardDef, { type: 'event' }>): Text {
  const e = c.effect;
  const n = c.durationRounds;
  const clauses = [
    ...(n !== null ? [tx(`时效${n}回合`, `Lasts ${n} round${n === 1 ? '' : 's'}`)] : []),
    ...onlyWhen(e),
  ];
  const scene: OpScene = { power: n === null ? 'op' : 'none', role: 'none', targets: e.targets };
  return sentence(tx('', ''), undefined, clauses, body(e, scene), true);
}

function altarText(c: Extract<CardDef, { type: 'altar' }>): Text {
  const parts: Text[] = [];
  if (c.special && c.altarEffect) {
    const e = c.altarEffect;
    parts.push(
      sentence(
        tx('{永}[祭坛区]', '{Continuous}[Altar]'),
        e.name,
        ifClause(e),
        body(e, { power: 'none', role: 'none' }),
        false,
      ),
    );
  } else {
    parts.push(c.special ? tx('特殊祭坛。', 'Special altar.') : tx('一般祭坛。', 'Normal altar.'));
    if (c.altarEffect)
      parts.push(tx('（一般祭坛的祭坛效果不会生效。）', "(A normal altar's altar effect never applies.)"));
  }
  if (c.burstEffect) {
    const e = c.burstEffect;
    const cond = e.condition ? conditionWords(e.condition) : null;
    const b = body(e, { power: 'op', role: 'none', targets: e.targets });
    parts.push(
      tx(
        `（魂爆：被破坏时${cond ? `，若${cond.zh}，` : ''}${b.zh}）`,
        `(Soul Burst: when destroyed, ${cond ? `if ${cond.en}, ` : ''}${b.en}.)`,
      ),
    );
  }
  return join(parts, '', ' ');
}

/** A card's whole rules text, generated from its declaration (every effect, in the card's order). */
export function cardRulesText(card: CardDef, nameOf?: NameOf): Text {
  void nameOf; // no op, condition or filter of 武魂志's vocabulary names another card (yet)
  switch (card.type) {
    case 'soul': {
      if (!card.skills.length) return tx('无效果。', 'No effect.');
      return join(
        card.skills.map((e) => skillText(e, 'soul')),
        '',
        ' ',
      );
    }
    case 'general': {
      const parts = card.skills.map((e) => skillText(e, 'general'));
      const f = formationsText(card.formations);
      if (f) parts.push(f);
      return parts.length ? join(parts, '', ' ') : tx('无效果。', 'No effect.');
    }
    case 'altar':
      return altarText(card);
    case 'trap':
      return trapText(card);
    case 'event':
      return eventText(card);
    case 'strategy': {
      const e = card.effect;
      return sentence(
        tx('', ''),
        undefined,
        ifClause(e),
        body(e, { power: 'round', role: 'none', targets: e.targets }),
        false,
      );
    }
  }
}

/** The text a card shows: the author's own where written, the generated text for a language left empty. */
export function shownText(card: CardDef, nameOf?: NameOf): Text {
  const own = (card as { text?: Partial<Text> }).text;
  const zh = own?.zh?.trim() ? own.zh : '';
  const en = own?.en?.trim() ? own.en : '';
  if (zh && en) return { zh, en };
  const gen = cardRulesText(card, nameOf);
  return { zh: zh || gen.zh, en: en || gen.en };
}
