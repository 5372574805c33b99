/**
 * Every 武魂志 action in the author's words, before it is taken (studio buttons, the lines panel): what the acting
 * seat does, with its own cards by name, the opponent's cards by place (a face-down card stays 「盖着的卡」), cells
 * 1–9 and altars 1–5 as the board counts them, an intent, and where on the board it starts and aims.
 */
import type { ActionWords, BoardRef, Intent } from '@/machines/engine/definition';
import type { Action, Seat, Text } from '@/machines/engine/types';
import { otherSeat } from '@/machines/engine/types';
import { cardName } from './catalog';
import { boardOf, defOf, isFaceUp } from './rules/board';
import type { AttackTarget, WuhunzhiState } from './state';
import { PHASE_WORDS, altarRef, altarWords, cellRef, phaseOf, zoneRef } from './words';

type P = Record<string, any>;

const words = (text: Text, intent: Intent, subject?: BoardRef, target?: BoardRef): ActionWords => ({
  text,
  intent,
  ...(subject ? { subject } : {}),
  ...(target ? { target } : {}),
});

/** 「墨翟」 / Mo Di: a card the acting seat may name (its own, or any face-up card). */
function named(s: WuhunzhiState, id: string): Text {
  const n = cardName(s.cards[id]?.cardId ?? id, s);
  return { zh: `「${n.zh}」`, en: n.en };
}

/** A card the actor sees on the board: by name when face up or the actor's own, else as a face-down card. */
function seen(s: WuhunzhiState, actor: Seat, id: string | null): Text {
  if (!id) return { zh: '空格', en: 'an empty cell' };
  return isFaceUp(s, id) || s.cards[id].owner === actor
    ? named(s, id)
    : { zh: '盖着的卡', en: 'the face-down card' };
}

/** The name of a skill (effect `index` of a soul or general), when it has one. */
function skillName(s: WuhunzhiState, id: string, index: number): string | null {
  const d = defOf(s, id);
  return d.type === 'soul' || d.type === 'general' ? (d.skills[index]?.name ?? null) : null;
}

function targetText(s: WuhunzhiState, actor: Seat, t: AttackTarget): Text {
  const o = otherSeat(actor);
  const who = s.players[o].name;
  const ob = boardOf(s, o);
  if (t.kind === 'card') {
    const c = seen(s, actor, ob.sandField[t.cell - 1]);
    return { zh: `${who}第${t.cell}格的${c.zh}`, en: `${c.en} in ${who}'s cell ${t.cell}` };
  }
  const a = altarWords(t.altar);
  if (t.kind === 'altar') return { zh: `${who}的${a.zh}`, en: `${who}'s ${a.en}` };
  const c = seen(s, actor, ob.altars[t.altar].occupant);
  return { zh: `${who}${a.zh}中的${c.zh}`, en: `${c.en} in ${who}'s ${a.en}` };
}

const targetRef = (actor: Seat, t: AttackTarget): BoardRef => {
  const o = otherSeat(actor);
  return { slot: t.kind === 'card' ? cellRef(o, t.cell) : altarRef(o, t.altar) };
};

/** ", aimed at …" for an effect or event that names a face-up soul by seat and cell. */
function choiceText(s: WuhunzhiState, actor: Seat, p: P): Text {
  const parts: Text[] = [];
  if (p.cell) parts.push({ zh: `，移到第${p.cell}格`, en: `, moving to cell ${p.cell}` });
  if (p.target) {
    const who = s.players[p.target.seat as Seat].name;
    const c = seen(s, actor, boardOf(s, p.target.seat).sandField[p.target.cell - 1]);
    parts.push({
      zh: `，指定${who}第${p.target.cell}格的${c.zh}`,
      en: `, targeting ${c.en} in ${who}'s cell ${p.target.cell}`,
    });
  }
  if (p.general) {
    const g = named(s, p.general);
    parts.push({ zh: `，换上主将${g.zh}`, en: `, bringing in ${g.en} as general` });
  }
  return { zh: parts.map((x) => x.zh).join(''), en: parts.map((x) => x.en).join('') };
}

const PASS_WORDS: Partial<Record<string, Text>> = {
  planning: { zh: '结束策略阶段的行动', en: 'End your planning step' },
  deployment: { zh: '结束布阵', en: 'Finish deploying' },
  reconnaissance: { zh: '放弃侦察', en: 'Pass on scouting' },
  end: { zh: '不再舍弃手牌', en: 'Keep the rest of your hand' },
};

export function describeAction(s: WuhunzhiState, action: Action): ActionWords {
  const actor = action.actor as Seat;
  const p = action.payload as P;
  const b = boardOf(s, actor);
  const o = otherSeat(actor);
  const oName = s.players[o].name;
  const card = (id: string) => named(s, id);
  switch (action.type) {
    case 'setup.choose': {
      const g = card(p.general);
      const a = altarWords(p.altar);
      const al = card(b.altars[p.altar].id);
      const rs = (p.reserves as string[]).map(card);
      const zhR = rs.length ? `，备用主将依次为${rs.map((r) => r.zh).join('、')}` : '';
      const enR = rs.length ? `; reserves: ${rs.map((r) => r.en).join(' then ')}` : '';
      return words(
        {
          zh: `以${g.zh}为主将${zhR}，翻开${a.zh}${al.zh}`,
          en: `Lead with ${g.en}${enR}; reveal ${a.en}, ${al.en}`,
        },
        'choose',
        { card: p.general },
        { slot: altarRef(actor, p.altar) },
      );
    }
    case 'construction.draw':
      return p.draw
        ? words({ zh: '再抽一张牌', en: 'Draw one more card' }, 'draw', { slot: zoneRef(actor, 'deck') })
        : words({ zh: '不抽牌', en: 'Draw nothing' }, 'pass');
    case 'construction.revealAltar': {
      const a = altarWords(p.altar);
      const al = card(b.altars[p.altar].id);
      return words(
        { zh: `建设：翻开${a.zh}${al.zh}`, en: `Build: reveal ${a.en}, ${al.en}` },
        'other',
        { card: b.altars[p.altar].id },
        { slot: altarRef(actor, p.altar) },
      );
    }
    case 'construction.bindSoul': {
      const a = altarWords(p.altar);
      return words(
        {
          zh: `建设：把置魂场的${card(p.card).zh}放到${a.zh}下`,
          en: `Build: bind ${card(p.card).en} from the soul yard beneath ${a.en}`,
        },
        'move',
        { card: p.card },
        { slot: altarRef(actor, p.altar) },
      );
    }
    case 'construction.recoverSoul':
      return words(
        {
          zh: `建设：把废弃场的${card(p.card).zh}放到置魂场`,
          en: `Build: move ${card(p.card).en} from the discard pile to the soul yard`,
        },
        'move',
        { card: p.card },
        { slot: zoneRef(actor, 'soulYard') },
      );
    case 'planning.activateEvent': {
      const c = choiceText(s, actor, p);
      return words(
        { zh: `发动事件卡${card(p.card).zh}${c.zh}`, en: `Activate the event ${card(p.card).en}${c.en}` },
        'activate',
        { card: p.card },
        p.target ? { slot: cellRef(p.target.seat, p.target.cell) } : { slot: zoneRef(actor, 'eventSlot') },
      );
    }
    case 'planning.setStrategy':
      return words(
        { zh: `盖放战略卡${card(p.card).zh}`, en: `Set the strategy ${card(p.card).en} face down` },
        'other',
        { card: p.card },
        { slot: zoneRef(actor, 'strategy') },
      );
    case 'phase.pass': {
      const w = PASS_WORDS[phaseOf(s.phase)] ?? { zh: '结束这一步', en: 'End this step' };
      return words(w, 'pass');
    }
    case 'deployment.deploy': {
      const id = b.altars[p.altar].occupant!;
      const a = altarWords(p.altar);
      return words(
        {
          zh: `把${a.zh}中的${card(id).zh}布阵到第${p.cell}格`,
          en: `Deploy ${card(id).en} from ${a.en} to cell ${p.cell}`,
        },
        'move',
        { card: id },
        { slot: cellRef(actor, p.cell) },
      );
    }
    case 'deployment.return': {
      const id = b.sandField[p.cell - 1]!;
      const a = altarWords(p.altar);
      return words(
        {
          zh: `把第${p.cell}格的${card(id).zh}放回${a.zh}（伤害清零）`,
          en: `Return ${card(id).en} from cell ${p.cell} to ${a.en} (its damage heals)`,
        },
        'move',
        { card: id },
        { slot: altarRef(actor, p.altar) },
      );
    }
    case 'deployment.move': {
      const id = b.sandField[p.cell - 1]!;
      return words(
        {
          zh: `把第${p.cell}格的${card(id).zh}移到第${p.toCell}格`,
          en: `Move ${card(id).en} from cell ${p.cell} to cell ${p.toCell}`,
        },
        'move',
        { card: id },
        { slot: cellRef(actor, p.toCell) },
      );
    }
    case 'summon.place': {
      const a = altarWords(p.altar);
      const yard = b.soulYard.includes(p.card);
      const from = yard ? { zh: '从置魂场', en: ' from the soul yard' } : { zh: '', en: '' };
      return words(
        p.faceDown
          ? {
              zh: `把${card(p.card).zh}盖着召唤到${a.zh}`,
              en: `Summon ${card(p.card).en} face down onto ${a.en}`,
            }
          : {
              zh: `${from.zh}召唤${card(p.card).zh}到${a.zh}`,
              en: `Summon ${card(p.card).en}${from.en} onto ${a.en}`,
            },
        'summon',
        { card: p.card },
        { slot: altarRef(actor, p.altar) },
      );
    }
    case 'summon.pass':
      return words({ zh: '不召唤', en: 'Pass the summon' }, 'pass');
    case 'recon.scout':
      return words(
        {
          zh: `侦察${oName}第${p.cell}格盖着的卡`,
          en: `Scout the face-down card in ${oName}'s cell ${p.cell}`,
        },
        'other',
        undefined,
        { slot: cellRef(o, p.cell) },
      );
    case 'battle.declare': {
      const cell = s.game.cursor?.cell ?? 0;
      const attacker = b.sandField[cell - 1];
      const t = targetText(s, actor, p.target);
      const who = attacker ? card(attacker) : { zh: '', en: 'the soul' };
      return words(
        { zh: `第${cell}格的${who.zh}攻击${t.zh}`, en: `${who.en} in cell ${cell} attacks ${t.en}` },
        'attack',
        attacker ? { card: attacker } : { slot: cellRef(actor, cell) },
        targetRef(actor, p.target),
      );
    }
    case 'battle.redirect': {
      const a = altarWords(p.altar);
      return words(
        { zh: `改为攻击${oName}的${a.zh}`, en: `Redirect the attack to ${oName}'s ${a.en}` },
        'attack',
        s.game.attack ? { card: s.game.attack.attacker } : undefined,
        { slot: altarRef(o, p.altar) },
      );
    }
    case 'battle.counter': {
      const at = s.game.attack?.target;
      const i = at && at.kind !== 'card' ? at.altar : 0;
      const id = b.altars[i]?.occupant;
      const a = altarWords(i);
      return p.reveal && id
        ? words(
            {
              zh: `翻开${a.zh}中的${card(id).zh}反击`,
              en: `Reveal ${card(id).en} in ${a.en} to counterattack`,
            },
            'choose',
            { card: id },
            s.game.attack ? { card: s.game.attack.attacker } : undefined,
          )
        : words(
            {
              zh: `不翻开${a.zh}中的卡（不反击）`,
              en: `Leave the card in ${a.en} face down (no counterattack)`,
            },
            'pass',
          );
    }
    case 'battle.excess': {
      const n = s.game.attack?.excess ?? 0;
      if (p.altar === null)
        return words({ zh: `放弃分配${n}点剩余伤害`, en: `Allocate none of the ${n} excess damage` }, 'pass');
      const a = altarWords(p.altar);
      return words(
        {
          zh: `把${n}点剩余伤害分配到${oName}的${a.zh}`,
          en: `Send the ${n} excess damage to ${oName}'s ${a.en}`,
        },
        'attack',
        s.game.attack ? { card: s.game.attack.attacker } : undefined,
        { slot: altarRef(o, p.altar) },
      );
    }
    case 'effect.activate': {
      const name = skillName(s, p.card, p.effect);
      const c = choiceText(s, actor, p);
      const zhName = name ? `「${name}」` : '效果';
      return words(
        {
          zh: `发动${card(p.card).zh}的${zhName}${c.zh}`,
          en: `Activate the effect of ${card(p.card).en}${c.en}`,
        },
        'activate',
        { card: p.card },
        p.target
          ? { slot: cellRef(p.target.seat, p.target.cell) }
          : p.cell
            ? { slot: cellRef(actor, p.cell) }
            : undefined,
      );
    }
    case 'window.pass':
      return words({ zh: '不发动效果，让出优先权', en: 'Activate nothing and pass priority' }, 'pass');
    case 'end.discard':
      return words(
        { zh: `舍弃手牌中的${card(p.card).zh}`, en: `Discard ${card(p.card).en} from your hand` },
        'other',
        { card: p.card },
        { slot: zoneRef(actor, 'discardPile') },
      );
    case 'trigger.order': {
      const name = skillName(s, p.card, p.effect);
      const zhName = name ? `「${name}」` : '触发效果';
      return words(
        { zh: `先处理${card(p.card).zh}的${zhName}`, en: `Resolve the trigger of ${card(p.card).en} first` },
        'choose',
        { card: p.card },
      );
    }
    default:
      return words(
        {
          zh: `${PHASE_WORDS[phaseOf(s.phase)].zh}的一个动作`,
          en: `An action in the ${PHASE_WORDS[phaseOf(s.phase)].en}`,
        },
        'other',
      );
  }
}
