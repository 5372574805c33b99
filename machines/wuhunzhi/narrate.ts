/**
 * Narration (zh-CN and en) for every action and the consequences the engine derived (`state.effects`), e.g.
 * 「第5格的孙武攻击对方第2号祭坛，祭坛受到500点伤害」. Cards are named only when they are public after the action,
 * so one sentence serves every reader without leaking a hidden card.
 */
import type { Action, Seat, StepEffect, Text } from '@/machines/engine/types';
import { CATALOG } from './catalog';
import { hiddenFrom } from './view';
import type { AttackTarget, WuhunzhiState } from './types';

type Namer = (id: string) => Text;

function namer(s: WuhunzhiState, extraHidden: Set<string>): Namer {
  const hidden = new Set([...hiddenFrom(s, 'p1'), ...hiddenFrom(s, 'p2'), ...extraHidden]);
  return (id) => {
    if (!id || hidden.has(id) || !s.cards[id]) return { zh: '一张盖着的卡', en: 'a face-down card' };
    const d = CATALOG[s.cards[id].cardId];
    const n = d.type === 'soul' ? (d.name ?? d.identity) : d.name;
    return { zh: n.zh, en: n.en };
  };
}

const altarNo = (i: number): Text => ({ zh: `第${i + 1}号祭坛`, en: `altar ${i + 1}` });
const targetText = (t: AttackTarget, o: string, n: Text): Text =>
  t.kind === 'card'
    ? { zh: `${o}第${t.cell}格的${n.zh}`, en: `${n.en} in ${o}'s cell ${t.cell}` }
    : t.kind === 'altar'
      ? { zh: `${o}的第${t.altar + 1}号祭坛`, en: `${o}'s altar ${t.altar + 1}` }
      : { zh: `${o}第${t.altar + 1}号祭坛中的${n.zh}`, en: `${n.en} in ${o}'s altar ${t.altar + 1}` };

function effectText(s: WuhunzhiState, e: StepEffect, name: Namer): Text | null {
  const who = (seat: unknown) => s.players[seat as Seat]?.name ?? String(seat);
  const n = (id: unknown) => name(String(id));
  switch (e.type) {
    case 'draw':
      return { zh: `${who(e.seat)}抽了${e.count}张牌`, en: `${who(e.seat)} draws ${e.count}` };
    case 'altarDamage':
      return {
        zh: `${who(e.seat)}的${altarNo(e.altar as number).zh}受到${e.amount}点伤害`,
        en: `${who(e.seat)}'s ${altarNo(e.altar as number).en} takes ${e.amount} damage`,
      };
    case 'altarDestroyed':
      return {
        zh: `${who(e.seat)}的${altarNo(e.altar as number).zh}被破坏`,
        en: `${who(e.seat)}'s ${altarNo(e.altar as number).en} is destroyed`,
      };
    case 'soulDamage':
      return { zh: `${n(e.card).zh}受到${e.amount}点伤害`, en: `${n(e.card).en} takes ${e.amount} damage` };
    case 'tapped':
      return { zh: `${n(e.card).zh}被横置`, en: `${n(e.card).en} is tapped` };
    case 'clashTapped':
      return {
        zh: `${n(e.card).zh}与主将属性相克，被横置`,
        en: `${n(e.card).en} clashes with the general and is tapped`,
      };
    case 'counterattack':
      return {
        zh: `祭坛中的${n(e.card).zh}反击，造成${e.amount}点伤害`,
        en: `${n(e.card).en} counterattacks from the altar for ${e.amount}`,
      };
    case 'revealedForCounter':
      return { zh: `${n(e.card).zh}翻开以反击`, en: `${n(e.card).en} is revealed to counterattack` };
    case 'counterDeclined':
      return { zh: '祭坛中的卡没有反击', en: 'the altar card does not counterattack' };
    case 'clash':
      return { zh: `最终战力${e.fa}对${e.fd}`, en: `final power ${e.fa} against ${e.fd}` };
    case 'revealed':
      return { zh: `${n(e.card).zh}被翻开`, en: `${n(e.card).en} is revealed` };
    case 'effect':
      return { zh: `「${n(e.card).zh}」的效果发动`, en: `${n(e.card).en}'s effect resolves` };
    case 'powerMod':
      return {
        zh: `${n(e.card).zh}战力${Number(e.amount) >= 0 ? '+' : ''}${e.amount}`,
        en: `${n(e.card).en} ${Number(e.amount) >= 0 ? '+' : ''}${e.amount} power`,
      };
    case 'soulDestroyed':
      return { zh: `${n(e.card).zh}被破坏`, en: `${n(e.card).en} is destroyed` };
    case 'moved':
      return { zh: `${n(e.card).zh}移到第${e.to}格`, en: `${n(e.card).en} moves to cell ${e.to}` };
    case 'redirected':
      return { zh: '攻击目标改变', en: 'the attack is redirected' };
    case 'attackFizzled':
      return { zh: '攻击没有造成伤害', en: 'the attack deals no damage' };
    case 'attackCancelled':
      return { zh: '攻击被取消', en: 'the attack is cancelled' };
    case 'trapSpent':
      return {
        zh: `陷阱「${n(e.card).zh}」发动完毕，送去废弃场`,
        en: `trap ${n(e.card).en} resolves and is discarded`,
      };
    case 'trapCleared':
      return { zh: `陷阱「${n(e.card).zh}」被清除`, en: `trap ${n(e.card).en} is cleared` };
    case 'excessDeclined':
      return { zh: `放弃分配${e.amount}点剩余伤害`, en: `declines to allocate ${e.amount} excess damage` };
    case 'generalDestroyed':
      return { zh: `${who(e.seat)}的主将被破坏`, en: `${who(e.seat)}'s general is destroyed` };
    case 'generalSwitched':
      return { zh: `${who(e.seat)}更换了主将`, en: `${who(e.seat)} switches generals` };
    case 'initiative':
      return {
        zh: `${who(e.seat)}获得下一回合的先攻权`,
        en: `${who(e.seat)} takes the initiative next round`,
      };
    case 'toSoulYard':
      return { zh: `${n(e.card).zh}被送去置魂场`, en: `${n(e.card).en} goes to the soul yard` };
    case 'discarded':
      return { zh: `${n(e.card).zh}被送去废弃场`, en: `${n(e.card).en} is discarded` };
    case 'strategyRevealed':
      return {
        zh: `${who(e.seat)}翻开战略卡「${n(e.card).zh}」`,
        en: `${who(e.seat)} reveals strategy ${n(e.card).en}`,
      };
    case 'roundEnd':
      return { zh: `第${e.round}回合结束`, en: `round ${e.round} ends` };
    case 'namesakeDiscarded':
      return {
        zh: `与新主将同名的${n(e.card).zh}被送去废弃场`,
        en: `${n(e.card).en}, namesake of the new general, is discarded`,
      };
    case 'recovered':
      return { zh: `${who(e.seat)}将一张灵魂卡加入手牌`, en: `${who(e.seat)} returns a soul to hand` };
    default:
      return null;
  }
}

export function narrateAction(before: WuhunzhiState, action: Action, after: WuhunzhiState): Text {
  const who = before.players[action.actor as Seat]?.name ?? String(action.actor);
  const o = action.actor === 'p1' ? after.players.p2.name : after.players.p1.name;
  const name = namer(after, new Set());
  const p = action.payload as Record<string, any>;
  let head: Text;
  switch (action.type) {
    case 'setup.choose':
      head = {
        zh: `${who}以「${name(p.general).zh}」为主将，翻开${altarNo(p.altar).zh}`,
        en: `${who} leads with ${name(p.general).en} and reveals ${altarNo(p.altar).en}`,
      };
      break;
    case 'construction.draw':
      head = p.draw
        ? { zh: `${who}选择抽一张牌`, en: `${who} chooses to draw one` }
        : { zh: `${who}选择不抽牌`, en: `${who} draws nothing` };
      break;
    case 'construction.revealAltar':
      head = {
        zh: `${who}翻开${altarNo(p.altar).zh}「${name(after.game.boards[action.actor as Seat].altars[p.altar].id).zh}」`,
        en: `${who} reveals ${altarNo(p.altar).en}, ${name(after.game.boards[action.actor as Seat].altars[p.altar].id).en}`,
      };
      break;
    case 'construction.bindSoul':
      head = {
        zh: `${who}将${name(p.card).zh}放到${altarNo(p.altar).zh}下，祭坛等级上升`,
        en: `${who} binds ${name(p.card).en} beneath ${altarNo(p.altar).en}; its level rises`,
      };
      break;
    case 'construction.recoverSoul':
      head = {
        zh: `${who}将${name(p.card).zh}从废弃场放到置魂场`,
        en: `${who} moves ${name(p.card).en} from the discard pile to the soul yard`,
      };
      break;
    case 'planning.activateEvent':
      head = {
        zh: `${who}发动事件卡「${name(p.card).zh}」`,
        en: `${who} activates event ${name(p.card).en}`,
      };
      break;
    case 'planning.setStrategy':
      head = { zh: `${who}盖放了一张战略卡`, en: `${who} sets a strategy face down` };
      break;
    case 'phase.pass':
      head = { zh: `${who}结束了这一步`, en: `${who} ends the step` };
      break;
    case 'deployment.deploy':
      head = {
        zh: `${who}将${altarNo(p.altar).zh}中的${name(after.game.boards[action.actor as Seat].sandField[p.cell - 1]!).zh}布阵到第${p.cell}格`,
        en: `${who} deploys ${name(after.game.boards[action.actor as Seat].sandField[p.cell - 1]!).en} from ${altarNo(p.altar).en} to cell ${p.cell}`,
      };
      break;
    case 'deployment.return':
      head = {
        zh: `${who}将第${p.cell}格的卡放回${altarNo(p.altar).zh}，伤害清零`,
        en: `${who} returns the card in cell ${p.cell} to ${altarNo(p.altar).en}, clearing its damage`,
      };
      break;
    case 'deployment.move':
      head = {
        zh: `${who}将第${p.cell}格的卡移到第${p.toCell}格`,
        en: `${who} moves the card in cell ${p.cell} to cell ${p.toCell}`,
      };
      break;
    case 'summon.place':
      head = p.faceDown
        ? {
            zh: `${who}在${altarNo(p.altar).zh}盖着召唤了一张卡`,
            en: `${who} summons a card face down onto ${altarNo(p.altar).en}`,
          }
        : {
            zh: `${who}将「${name(p.card).zh}」召唤到${altarNo(p.altar).zh}`,
            en: `${who} summons ${name(p.card).en} onto ${altarNo(p.altar).en}`,
          };
      break;
    case 'summon.pass':
      head = { zh: `${who}不召唤`, en: `${who} passes the summon` };
      break;
    case 'recon.scout':
      head = { zh: `${who}侦察${o}第${p.cell}格的卡`, en: `${who} scouts ${o}'s cell ${p.cell}` };
      break;
    case 'battle.declare': {
      const cell = before.game.cursor?.cell ?? 0;
      const attacker = before.game.boards[action.actor as Seat].sandField[cell - 1];
      const tcard =
        p.target.kind === 'card'
          ? before.game.boards[action.actor === 'p1' ? 'p2' : 'p1'].sandField[p.target.cell - 1]
          : null;
      head = {
        zh: `第${cell}格的${name(attacker ?? '').zh}攻击${targetText(p.target, o, name(tcard ?? '')).zh}`,
        en: `${name(attacker ?? '').en} in cell ${cell} attacks ${targetText(p.target, o, name(tcard ?? '')).en}`,
      };
      break;
    }
    case 'battle.redirect':
      head = {
        zh: `${who}改为攻击${o}的${altarNo(p.altar).zh}`,
        en: `${who} redirects the attack to ${o}'s ${altarNo(p.altar).en}`,
      };
      break;
    case 'battle.counter':
      head = p.reveal
        ? { zh: `${who}翻开祭坛中的卡反击`, en: `${who} reveals the altar card to counterattack` }
        : { zh: `${who}不翻开祭坛中的卡`, en: `${who} leaves the altar card face down` };
      break;
    case 'battle.excess':
      head =
        p.altar === null
          ? { zh: `${who}不分配剩余伤害`, en: `${who} allocates no excess` }
          : {
              zh: `${who}将剩余伤害分配到${o}的${altarNo(p.altar).zh}`,
              en: `${who} sends the excess to ${o}'s ${altarNo(p.altar).en}`,
            };
      break;
    case 'effect.activate':
      head = {
        zh: `${who}发动「${name(p.card).zh}」的效果`,
        en: `${who} activates ${name(p.card).en}'s effect`,
      };
      break;
    case 'trigger.order':
      head = {
        zh: `${who}选择先处理「${name(p.card).zh}」的触发效果`,
        en: `${who} resolves ${name(p.card).en}'s trigger first`,
      };
      break;
    case 'end.discard':
      head = {
        zh: `${who}舍弃了手牌中的「${name(p.card).zh}」`,
        en: `${who} discards ${name(p.card).en} from hand`,
      };
      break;
    case 'window.pass':
      head = { zh: `${who}放弃优先权`, en: `${who} passes priority` };
      break;
    default:
      head = { zh: `${who}：${action.type}`, en: `${who}: ${action.type}` };
  }
  const parts = after.effects.map((e) => effectText(after, e, name)).filter((t): t is Text => t !== null);
  return {
    zh: [head.zh, ...parts.map((t) => t.zh)].join('，'),
    en: [head.en, ...parts.map((t) => t.en)].join('; '),
  };
}

export const cardName = (cardId: string): Text => {
  const d = CATALOG[cardId];
  if (!d) return { zh: cardId, en: cardId };
  if (d.type === 'soul') return d.name ?? d.identity;
  if (d.type === 'general') return { zh: `${d.title.zh}·${d.name.zh}`, en: `${d.name.en}, ${d.title.en}` };
  return d.name;
};
