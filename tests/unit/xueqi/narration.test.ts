/**
 * Narration as segments: cards by instance, players by seat, rendered per perspective. A card a seat could know
 * neither before nor after the step reads as a hidden card; its owner reads its name; a player is always named.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  cardRefs,
  cloneState,
  narrateText,
  playDuelFile,
  renderContext,
  renderNarration,
  replaySteps,
  stepNarration,
} from '@/machines/engine';
import type { Action } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import { loadDemo } from '@/scripts/demos';
import { P1, P2, act, duel, give, toMain } from './helpers';

const HIDDEN = xueqi.hiddenCard!.zh;
const step = (s: XueqiState, a: Action) => {
  const r = applyAction<XueqiState>(xueqi, s, a);
  if (!r.ok) throw new Error(r.error.code);
  return r.state;
};

describe('what each seat reads', () => {
  it('a draw names the card for its owner and the omniscient reader, a hidden card for the opponent', () => {
    const s = duel();
    const a: Action = { type: 'draw.normal', actor: P1, payload: {} };
    const after = step(s, a);
    const drawn = after.game.players.p1.hand.at(-1)!;
    expect(cardRefs(stepNarration(xueqi, s, a, after))).toEqual([drawn]);
    expect(narrateText(xueqi, s, a, after, 'p1').zh).toBe('甲抽到「血奴」');
    expect(narrateText(xueqi, s, a, after, 'omniscient').zh).toBe('甲抽到「血奴」');
    expect(narrateText(xueqi, s, a, after, 'p2').zh).toBe(`甲抽到${HIDDEN}`);
  });

  it('the round-1 bottom choice: the card stays hidden from the opponent, and the sentence says it once', () => {
    let s = act(toMain(duel()), 'turn.end', P1);
    s = act(s, 'draw.normal', P2);
    const card = s.game.players.p2.hand[0];
    const a: Action = { type: 'draw.bottom', actor: P2, payload: { card } };
    const after = step(s, a);
    expect(narrateText(xueqi, s, a, after, 'p2').zh).toBe('乙把「血奴」放回卡组最下方');
    expect(narrateText(xueqi, s, a, after, 'p1').zh).toBe(`乙把${HIDDEN}放回卡组最下方`);
    expect(narrateText(xueqi, s, a, after, 'p1').en).toBe(
      '乙 puts an unrevealed card on the bottom of the deck',
    );
  });

  it('a summoned card is named for everyone once it is on the field, with its slot counted from 1', () => {
    const s = toMain(duel());
    const card = give(s, P1, 'xue-jianke');
    const a: Action = { type: 'summon.creature', actor: P1, payload: { card } };
    const after = step(s, a);
    for (const who of ['p1', 'p2', 'omniscient'] as const)
      expect(narrateText(xueqi, s, a, after, who).zh).toBe(
        '甲召唤「血剑客」到第1格，支付10点生命值（剩3990）',
      );
  });

  it('a player named like a card keeps the name in every perspective', () => {
    const s0 = duel();
    s0.players.p2.name = '血奴';
    const s = act(toMain(s0), 'turn.end', P1);
    const a: Action = { type: 'draw.normal', actor: P2, payload: {} };
    const after = step(s, a);
    expect(narrateText(xueqi, s, a, after, 'p1').zh).toBe(
      `血奴抽到${HIDDEN}、${HIDDEN}，还须把一张手牌放回卡组最下方`,
    );
  });

  it('an effect that damages names its source; a destroyed creature is named with its owner', () => {
    const s = toMain(duel());
    const crow = give(s, P1, 'ye-ya', 'slot');
    const a: Action = { type: 'creature.destroy', actor: P1, payload: { creature: crow } };
    expect(narrateText(xueqi, s, a, step(s, a), 'p2').zh).toBe(
      '甲主动破坏自己的「夜鸦」，回复1点生命值（剩4001）。「夜鸦」的效果触发；乙因「夜鸦」的效果失去50点生命值（剩3950）',
    );
  });
});

describe('the reader report: at step 24 of the demo, step 25 must not name the card still in 苏冥’s hand', () => {
  const file = loadDemo(
    fileURLToPath(new URL('../../../content/xueqi/demos/blood-moon.duel', import.meta.url)),
  );
  const played = playDuelFile(xueqi, file);
  const states = Array.from(replaySteps<XueqiState>(xueqi, played.events), (s) => cloneState(s));
  const [at24, at25] = [states[24], states[25]];
  const told = stepNarration(xueqi, at24, played.events[25], at25);

  it('step 25 is 苏冥 summoning 「血剑客」 from the hand, a card reference, not a name in a string', () => {
    expect(played.events[25].type).toBe('summon.creature');
    const id = (played.events[25].payload as { card: string }).card;
    expect(at24.game.players.p2.hand).toContain(id);
    expect(cardRefs(told)).toContain(id);
    expect(told.zh.filter((x) => typeof x === 'string').join('')).not.toContain('血剑客');
  });

  it('rendered with what 林焰 knows at step 24 it reads as a hidden card; once it happened, by name', () => {
    expect(renderNarration(told, renderContext(xueqi, at24, at24, 'p1')).zh).toBe(
      `苏冥召唤${HIDDEN}到第2格，支付10点生命值（剩747）`,
    );
    expect(renderNarration(told, renderContext(xueqi, at24, at25, 'p1')).zh).toBe(
      '苏冥召唤「血剑客」到第2格，支付10点生命值（剩747）',
    );
  });
});
