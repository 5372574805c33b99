/**
 * Narration (zh-CN and en) as segments: the action's own sentence, then what it caused (consequences.ts), with
 * a new sentence at every phase or round boundary and neighbouring clauses of one kind told together
 * (「曹刿」、「惠施」被送去置魂场). Cards are named by instance and players by seat, so the kernel renders each
 * perspective from what it may know: a card hidden from it before and after the step reads as a hidden card.
 */
import type { Consequence } from '@/machines/engine/consequences';
import type { Narration, Segment } from '@/machines/engine/narration';
import { card, n, seat } from '@/machines/engine/narration';
import type { Action, Seat } from '@/machines/engine/types';
import { otherSeat } from '@/machines/engine/types';
import type { Clause } from './clause-kit';
import { attackTarget } from './clause-kit';
import { stepClauses } from './consequences';
import { altarLevel } from './effects/power';
import { defOf } from './rules/board';
import type { WuhunzhiState } from './state';
import { altarWords, phaseOf } from './words';

type P = Record<string, any>;
/** The action's sentence, and the consequences it already tells (each skips the first clause it matches). */
interface Head {
  text: Narration;
  tells?: Array<(c: Consequence) => boolean>;
}

const t = (zh: Segment[], en: Segment[]): Narration => ({ zh, en });
const is =
  (kind: Consequence['kind'], id?: string) =>
  (c: Consequence): boolean =>
    c.kind === kind && (id === undefined || ('card' in c && c.card === id));

function skillName(s: WuhunzhiState, id: string, index: number): string | null {
  const d = defOf(s, id);
  return d.type === 'soul' || d.type === 'general' ? (d.skills[index]?.name ?? null) : null;
}

/** ，指定乙第5格的「荆轲」 / , targeting Jing Ke in 乙's cell 5 — and a general brought in. */
function choiceOf(before: WuhunzhiState, p: P): Narration {
  const out = t([], []);
  if (p.target) {
    const id = before.game.boards[p.target.seat as Seat].sandField[p.target.cell - 1];
    if (id) {
      out.zh.push(...n`，指定${seat(p.target.seat)}第${p.target.cell}格的${card(id)}`);
      out.en.push(...n`, targeting ${card(id)} in ${seat(p.target.seat)}'s cell ${p.target.cell}`);
    }
  }
  if (p.general) {
    out.zh.push(...n`，换上主将${card(p.general)}`);
    out.en.push(...n`, bringing in ${card(p.general)} as general`);
  }
  return out;
}

function headOf(before: WuhunzhiState, action: Action, after: WuhunzhiState): Head {
  const a = action.actor as Seat;
  const o = otherSeat(a);
  const p = action.payload as P;
  const ab = after.game.boards[a];
  const alt = (i: number) => altarWords(i);
  switch (action.type) {
    case 'setup.choose': {
      const aid = ab.altars[p.altar].id;
      return {
        text: t(
          n`${seat(a)}以${card(p.general)}为主将，翻开${alt(p.altar).zh}${card(aid)}`,
          n`${seat(a)} leads with ${card(p.general)} and reveals ${alt(p.altar).en}, ${card(aid)}`,
        ),
        tells: [is('reveal', p.general), is('reveal', aid)],
      };
    }
    case 'construction.draw': {
      const k = before.config.handTarget;
      return p.draw
        ? {
            text: t(
              n`${seat(a)}手牌已满${k}张，仍多抽了一张`,
              n`${seat(a)} holds ${k} cards and still draws one more`,
            ),
            tells: [is('draw')],
          }
        : { text: t(n`${seat(a)}手牌已满${k}张，不再抽牌`, n`${seat(a)} holds ${k} cards and draws none`) };
    }
    case 'construction.revealAltar': {
      const aid = ab.altars[p.altar].id;
      return {
        text: t(
          n`${seat(a)}翻开${alt(p.altar).zh}${card(aid)}`,
          n`${seat(a)} reveals ${alt(p.altar).en}, ${card(aid)}`,
        ),
        tells: [is('reveal', aid)],
      };
    }
    case 'construction.bindSoul': {
      const level = altarLevel(after, a, p.altar);
      return {
        text: t(
          n`${seat(a)}把${card(p.card)}横放到${alt(p.altar).zh}下，祭坛升为${level}级`,
          n`${seat(a)} binds ${card(p.card)} beneath ${alt(p.altar).en}, raising it to level ${level}`,
        ),
        tells: [is('move', p.card)],
      };
    }
    case 'construction.recoverSoul':
      return {
        text: t(
          n`${seat(a)}把${card(p.card)}从废弃场放回置魂场`,
          n`${seat(a)} moves ${card(p.card)} from the discard pile to the soul yard`,
        ),
        tells: [is('move', p.card)],
      };
    case 'planning.activateEvent': {
      const c = choiceOf(before, p);
      return {
        text: t(
          [...n`${seat(a)}发动事件卡${card(p.card)}`, ...c.zh],
          [...n`${seat(a)} activates the event ${card(p.card)}`, ...c.en],
        ),
        tells: [is('move', p.card)],
      };
    }
    case 'planning.setStrategy':
      return {
        text: t(
          n`${seat(a)}把${card(p.card)}作为战略卡盖放`,
          n`${seat(a)} sets ${card(p.card)} face down as a strategy`,
        ),
        tells: [is('enter', p.card)],
      };
    case 'phase.pass': {
      const phase = phaseOf(before.phase);
      if (phase === 'planning')
        return { text: t(n`${seat(a)}结束了策略阶段的行动`, n`${seat(a)} ends their planning step`) };
      if (phase === 'deployment') return { text: t(n`${seat(a)}布阵完毕`, n`${seat(a)} finishes deploying`) };
      if (phase === 'reconnaissance')
        return { text: t(n`${seat(a)}放弃侦察`, n`${seat(a)} passes on scouting`) };
      return { text: t(n`${seat(a)}不再舍弃手牌`, n`${seat(a)} keeps the rest of their hand`) };
    }
    case 'deployment.deploy': {
      const id = ab.sandField[p.cell - 1]!;
      return {
        text: t(
          n`${seat(a)}把${alt(p.altar).zh}中的${card(id)}布阵到第${p.cell}格`,
          n`${seat(a)} deploys ${card(id)} from ${alt(p.altar).en} to cell ${p.cell}`,
        ),
        tells: [is('move', id)],
      };
    }
    case 'deployment.return': {
      const id = ab.altars[p.altar].occupant!;
      return {
        text: t(
          n`${seat(a)}把第${p.cell}格的${card(id)}放回${alt(p.altar).zh}，伤害清零`,
          n`${seat(a)} returns ${card(id)} from cell ${p.cell} to ${alt(p.altar).en}, healing its damage`,
        ),
        tells: [is('move', id)],
      };
    }
    case 'deployment.move': {
      const id = ab.sandField[p.toCell - 1]!;
      return {
        text: t(
          n`${seat(a)}把第${p.cell}格的${card(id)}移到第${p.toCell}格`,
          n`${seat(a)} moves ${card(id)} from cell ${p.cell} to cell ${p.toCell}`,
        ),
        tells: [is('move', id)],
      };
    }
    case 'summon.place': {
      const yard = before.game.boards[a].soulYard.includes(p.card);
      const text = p.faceDown
        ? t(
            n`${seat(a)}把${card(p.card)}盖着召唤到${alt(p.altar).zh}`,
            n`${seat(a)} summons ${card(p.card)} face down onto ${alt(p.altar).en}`,
          )
        : yard
          ? t(
              n`${seat(a)}把${card(p.card)}从置魂场召唤到${alt(p.altar).zh}`,
              n`${seat(a)} summons ${card(p.card)} from the soul yard onto ${alt(p.altar).en}`,
            )
          : t(
              n`${seat(a)}把${card(p.card)}召唤到${alt(p.altar).zh}`,
              n`${seat(a)} summons ${card(p.card)} onto ${alt(p.altar).en}`,
            );
      return { text, tells: [is('enter', p.card)] };
    }
    case 'summon.pass':
      return { text: t(n`${seat(a)}不召唤`, n`${seat(a)} passes the summon`) };
    case 'recon.scout': {
      const id = before.game.boards[o].sandField[p.cell - 1]!;
      return {
        text: t(
          n`${seat(a)}侦察${seat(o)}第${p.cell}格，翻开了${card(id)}`,
          n`${seat(a)} scouts ${seat(o)}'s cell ${p.cell} and reveals ${card(id)}`,
        ),
        tells: [is('reveal', id)],
      };
    }
    case 'battle.declare': {
      const cell = before.game.cursor?.cell ?? 0;
      const attacker = before.game.boards[a].sandField[cell - 1]!;
      const at = attackTarget({ before, after }, a, p.target);
      return {
        text: t(
          [...n`第${cell}格的${card(attacker)}攻击`, ...at.text.zh],
          [...n`${card(attacker)} in cell ${cell} attacks `, ...at.text.en],
        ),
        tells: [is('attack')],
      };
    }
    case 'battle.redirect':
      return {
        text: t(
          n`${seat(a)}改为攻击${seat(o)}的${alt(p.altar).zh}`,
          n`${seat(a)} turns the attack to ${seat(o)}'s ${alt(p.altar).en}`,
        ),
        tells: [is('attack')],
      };
    case 'battle.counter': {
      const tg = before.game.attack?.target;
      const i = tg && tg.kind !== 'card' ? tg.altar : 0;
      const id = before.game.boards[a].altars[i].occupant!;
      return p.reveal
        ? {
            text: t(
              n`${seat(a)}翻开${alt(i).zh}中的${card(id)}反击`,
              n`${seat(a)} reveals ${card(id)} in ${alt(i).en} to counterattack`,
            ),
            tells: [is('reveal', id)],
          }
        : {
            text: t(
              n`${seat(a)}没有翻开${alt(i).zh}中的卡反击`,
              n`${seat(a)} leaves the card in ${alt(i).en} face down`,
            ),
            tells: [is('other')],
          };
    }
    case 'battle.excess': {
      const x = before.game.attack?.excess ?? 0;
      return p.altar === null
        ? {
            text: t(
              n`${seat(a)}放弃分配${x}点剩余伤害`,
              n`${seat(a)} leaves the ${x} excess damage unallocated`,
            ),
            tells: [is('other')],
          }
        : {
            text: t(
              n`${seat(a)}把${x}点剩余伤害分配到${seat(o)}的${alt(p.altar).zh}`,
              n`${seat(a)} sends the ${x} excess damage to ${seat(o)}'s ${alt(p.altar).en}`,
            ),
            tells: [(c) => c.kind === 'damage' && c.amount === x],
          };
    }
    case 'effect.activate': {
      const name = skillName(before, p.card, p.effect);
      const c = choiceOf(before, p);
      return {
        text: t(
          [
            ...(name
              ? n`${seat(a)}发动${card(p.card)}的「${name}」`
              : n`${seat(a)}发动${card(p.card)}的效果`),
            ...c.zh,
          ],
          [...n`${seat(a)} activates the effect of ${card(p.card)}`, ...c.en],
        ),
        tells: [(x) => x.kind === 'other' && (x.cards ?? [])[0] === p.card],
      };
    }
    case 'window.pass':
      return { text: t(n`${seat(a)}放弃优先权`, n`${seat(a)} passes priority`) };
    case 'end.discard':
      return {
        text: t(n`${seat(a)}舍弃了手牌中的${card(p.card)}`, n`${seat(a)} discards ${card(p.card)} from hand`),
        tells: [is('move', p.card)],
      };
    case 'trigger.order':
      return {
        text: t(
          n`${seat(a)}选择先处理${card(p.card)}的触发效果`,
          n`${seat(a)} resolves the trigger of ${card(p.card)} first`,
        ),
      };
    default:
      return { text: t(n`${seat(a)}行动`, n`${seat(a)} acts`) };
  }
}

const join = (parts: Segment[][], sep: string): Segment[] =>
  parts.flatMap((p, i) => (i === 0 ? p : [sep, ...p]));

/** Clauses of one sentence, neighbours of one group told together. */
function tell(clauses: Clause[]): Narration {
  const zh: Segment[][] = [];
  const en: Segment[][] = [];
  for (let i = 0; i < clauses.length;) {
    const g = clauses[i].group;
    let j = i + 1;
    while (g && j < clauses.length && clauses[j].group?.key === g.key) j++;
    if (!g || j === i + 1) {
      zh.push(clauses[i].c.text.zh);
      en.push(clauses[i].c.text.en);
    } else {
      const subjects = clauses.slice(i, j).map((c) => c.group!.subject);
      zh.push([
        ...join(
          subjects.map((s) => s.zh),
          '、',
        ),
        g.predicate.zh,
      ]);
      const names = subjects.map((s) => s.en);
      const last = names.pop()!;
      en.push([...join(names, ', '), ' and ', ...last, ' ', g.predicate.enMany]);
    }
    i = j;
  }
  return { zh: join(zh, '，'), en: join(en, ', ') };
}

export function narrateAction(before: WuhunzhiState, action: Action, after: WuhunzhiState): Narration {
  const head = headOf(before, action, after);
  const tells = [...(head.tells ?? [])];
  const sentences: Array<{ lead: Narration; boundary: boolean; clauses: Clause[] }> = [
    { lead: head.text, boundary: false, clauses: [] },
  ];
  for (const clause of stepClauses(before, action, after)) {
    if (clause.c.kind === 'result') continue; // the kernel tells the result
    const told = tells.findIndex((f) => f(clause.c));
    if (told >= 0) {
      tells.splice(told, 1);
      continue;
    }
    if (clause.boundary) sentences.push({ lead: clause.c.text, boundary: true, clauses: [] });
    else sentences[sentences.length - 1].clauses.push(clause);
  }
  const parts = sentences.map(({ lead, boundary, clauses }) => {
    if (!clauses.length) return lead;
    const rest = tell(clauses);
    return t(
      [...lead.zh, boundary ? '：' : '，', ...rest.zh],
      [...lead.en, boundary ? ': ' : ', ', ...rest.en],
    );
  });
  return {
    zh: join(
      parts.map((p) => p.zh),
      '。',
    ),
    en: join(
      parts.map((p) => p.en),
      '. ',
    ),
  };
}
