/**
 * consequences(before, action, after): what each action caused, in order, typed — one test per kind 血契
 * produces — each with its own sentence (rendered here for the omniscient reader).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, renderContext, renderNarration, stepConsequences } from '@/machines/engine';
import type { Action, Consequence } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import { P1, P2, act, duel, give, lp, passTurn, toMain } from './helpers';

function run(s: XueqiState, type: string, actor: 'p1' | 'p2', payload: Record<string, unknown> = {}) {
  const a: Action = { type, actor, payload };
  const r = applyAction<XueqiState>(xueqi, s, a);
  if (!r.ok) throw new Error(`${type}: ${r.error.code}`);
  const list = stepConsequences(xueqi, s, a, r.state);
  const ctx = renderContext(xueqi, s, r.state, 'omniscient');
  const said = list.map((c) => renderNarration(c.text, ctx).zh);
  return { after: r.state, list, said, kinds: list.map((c) => c.kind) };
}
const only = <K extends Consequence['kind']>(list: Consequence[], kind: K) =>
  list.filter((c): c is Extract<Consequence, { kind: K }> => c.kind === kind);

describe('consequences per kind', () => {
  it('draw: the drawn instances, then the draw phase ends', () => {
    const s = duel();
    const { after, list, said } = run(s, 'draw.normal', P1);
    const drawn = after.game.players.p1.hand.at(-1)!;
    expect(list[0]).toMatchObject({ kind: 'draw', seat: P1, cards: [drawn] });
    expect(list[1]).toMatchObject({ kind: 'phase', from: 'playing.draw', to: 'playing.main' });
    expect(said).toEqual(['甲抽到「血奴」', '抽牌阶段结束，进入主要阶段']);
  });

  it('life and enter: a summon pays its cost (before/after), then the card enters its slot', () => {
    const s = toMain(duel());
    const card = give(s, P1, 'xue-jianke');
    const { list, said } = run(s, 'summon.creature', P1, { card });
    expect(list).toMatchObject([
      { kind: 'life', seat: P1, before: 4000, after: 3990 },
      { kind: 'enter', card, to: { seat: P1, zone: 'slot', index: 0 } },
    ]);
    expect(said).toEqual(['甲支付10点生命值作为召唤代价（剩3990）', '「血剑客」进入甲的第1格']);
  });

  it('enter by an effect: an extra-summoned creature goes to the extra area', () => {
    const s = toMain(duel());
    const caller = give(s, P1, 'yinhun-shi', 'slot');
    const { list, said } = run(s, 'effect.activate', P1, { creature: caller, effect: 0, targets: [] });
    const bat = only(list, 'enter')[0];
    expect(bat.to).toEqual({ seat: P1, zone: 'extra', index: 0 });
    expect(said).toEqual(['「血蝙蝠」被召唤到甲的额外区（不占格位）']);
  });

  it('attack, destroy (by the lead) and heal (the destroyer gains, from the destroyed creature)', () => {
    let s = passTurn(toMain(duel()));
    const lead = give(s, P2, 'xue-jianke', 'slot');
    const target = give(s, P1, 'xue-nu', 'slot');
    s = act(s, 'battle.declare', P2);
    const { list, said } = run(s, 'battle.attack', P2, { lead, supporters: [], target });
    expect(list).toEqual([
      expect.objectContaining({ kind: 'attack', attacker: lead, target: { card: target } }),
      expect.objectContaining({ kind: 'destroy', card: target, by: lead }),
      expect.objectContaining({ kind: 'heal', target: { seat: P2 }, amount: 1, source: target }),
    ]);
    expect(said).toEqual([
      '乙的「血剑客」攻击甲的「血奴」：攻击力150对生命力70',
      '甲的「血奴」被战斗破坏',
      '乙因破坏回复1点生命值（剩4001）',
    ]);
  });

  it('damage: a direct attack hurts the player, with the attacker as source; result when it is lethal', () => {
    let s = passTurn(toMain(duel()));
    const lead = give(s, P2, 'xue-jianke', 'slot');
    s = act(s, 'battle.declare', P2);
    s.game.players.p1.lp = 100;
    const { list, said } = run(s, 'battle.attack', P2, { lead, supporters: [], target: 'player' });
    expect(list).toEqual([
      expect.objectContaining({ kind: 'attack', attacker: lead, target: { seat: P1 } }),
      expect.objectContaining({ kind: 'damage', target: { seat: P1 }, amount: 150, source: lead }),
      expect.objectContaining({ kind: 'result', winner: P2 }),
    ]);
    expect(said[1]).toBe('甲受到150点战斗伤害（剩-50）');
    expect(said[2]).toBe('乙获胜（生命值归零）');
  });

  it('damage from a triggered effect names the creature whose effect it is; the trigger is its own step', () => {
    const s = toMain(duel());
    const crow = give(s, P1, 'ye-ya', 'slot');
    const { list, said } = run(s, 'creature.destroy', P1, { creature: crow });
    expect(list.map((c) => c.kind)).toEqual(['destroy', 'heal', 'other', 'damage']);
    expect(only(list, 'destroy')[0].by).toBeUndefined();
    expect(only(list, 'damage')[0]).toMatchObject({ target: { seat: P2 }, amount: 50, source: crow });
    expect(said).toEqual([
      '甲主动破坏了自己的「夜鸦」',
      '甲因破坏回复1点生命值（剩4001）',
      '「夜鸦」的效果触发',
      '乙因「夜鸦」的效果失去50点生命值（剩3950）',
    ]);
  });

  it('destroy by a rule card names the card; the resolved card then moves from hand to graveyard', () => {
    const s = toMain(duel());
    const edict = give(s, P1, 'pomie-ling');
    const foe = give(s, P2, 'xue-jianke', 'slot');
    const { list, said } = run(s, 'rule.activate', P1, { card: edict, targets: [foe] });
    expect(list.map((c) => c.kind)).toEqual(['life', 'destroy', 'heal', 'move']);
    expect(only(list, 'destroy')[0]).toMatchObject({ card: foe, by: edict });
    expect(only(list, 'move')[0]).toMatchObject({
      card: edict,
      from: { seat: P1, zone: 'hand' },
      to: { seat: P1, zone: 'graveyard' },
    });
    expect(said[1]).toBe('乙的「血剑客」被「破灭令」的效果破坏');
  });

  it('move: a persistent card stays in the support area; a hand card discarded; a creature sent to the deck bottom', () => {
    const s = toMain(duel());
    const law = give(s, P1, 'xuezhan-faze');
    const a = run(s, 'rule.activate', P1, { card: law, targets: [] });
    expect(only(a.list, 'move')[0]).toMatchObject({ card: law, to: { seat: P1, zone: 'support', index: 0 } });
    expect(a.said.at(-1)).toBe('「血战法则」留在支援区');

    const t = toMain(duel());
    const gate = give(t, P1, 'huisu-zhimen');
    const foe = give(t, P2, 'xue-nu', 'slot');
    const b = run(t, 'rule.activate', P1, { card: gate, targets: [foe] });
    expect(only(b.list, 'move')[0]).toMatchObject({
      card: foe,
      from: { seat: P2, zone: 'slot', index: 0 },
      to: { seat: P2, zone: 'deck' },
    });
    expect(b.said).toContain('「血奴」回到卡组最下方');
  });

  it('status: a modifier names the creature, the stat and how long it lasts', () => {
    const s = toMain(duel());
    const surge = give(s, P1, 'xueqi-zengfu');
    const sword = give(s, P1, 'xue-jianke', 'slot');
    const { list, said } = run(s, 'value.activate', P1, { card: surge, targets: [sword] });
    expect(only(list, 'status')[0]).toMatchObject({ card: sword, status: 'atk', value: 100 });
    expect(said).toContain('「血剑客」的攻击力+100（本回合）');
  });

  it('phase, life (upkeep, part by part) and turn at the end of a turn; an expiring creature leaves', () => {
    const s = toMain(duel());
    give(s, P1, 'xue-nu', 'slot');
    const shade = give(s, P1, 'xue-ying', 'extra', true);
    s.game.players.p1.extraCreatures[0].expiresAtEndOfTurn = s.game.turnNumber;
    const before = lp(s, P1);
    const { list, said } = run(s, 'turn.end', P1);
    expect(list.map((c) => c.kind)).toEqual(['phase', 'move', 'life', 'turn']);
    expect(list[0]).toMatchObject({ from: 'playing.main', to: 'playing.end' });
    expect(list[1]).toMatchObject({
      card: shade,
      from: { seat: P1, zone: 'extra', index: 0 },
      to: { zone: 'graveyard' },
    });
    expect(list[2]).toMatchObject({ kind: 'life', seat: P1, before, after: before - 5 });
    expect(list[3]).toMatchObject({ kind: 'turn', turn: 2, seat: P2 });
    expect(said).toEqual([
      '主要阶段结束，进入结束阶段',
      '「血影」的持续回合已满，离场（无人回复生命值）',
      `甲支付维持消耗5点生命值（生物5），剩${before - 5}`,
      '第1轮，第2回合：乙的回合开始',
    ]);
  });

  it('phase: declaring battle starts the battle phase', () => {
    const s = passTurn(toMain(duel()));
    expect(run(s, 'battle.declare', P2).list).toEqual([
      expect.objectContaining({ kind: 'phase', from: 'playing.main', to: 'playing.battle' }),
    ]);
  });

  it('the consequences of the demo never name an unknown card and every kind has its sentence', async () => {
    const { fileURLToPath } = await import('node:url');
    const { loadDemo } = await import('@/scripts/demos');
    const { playDuelFile, replaySteps, cloneState } = await import('@/machines/engine');
    const file = loadDemo(
      fileURLToPath(new URL('../../../content/xueqi/demos/blood-moon.duel', import.meta.url)),
    );
    const played = playDuelFile(xueqi, file);
    const states = Array.from(replaySteps<XueqiState>(xueqi, played.events), (x) => cloneState(x));
    const kinds = new Set<string>();
    for (let i = 1; i < states.length; i++) {
      const list = stepConsequences(xueqi, states[i - 1], played.events[i], states[i]);
      const ctx = renderContext(xueqi, states[i - 1], states[i], 'omniscient');
      for (const c of list) {
        kinds.add(c.kind);
        const t = renderNarration(c.text, ctx);
        expect(t.zh).not.toMatch(/undefined|NaN/);
        expect(t.zh).not.toContain(xueqi.hiddenCard!.zh);
        expect(t.en.trim()).not.toBe('');
      }
    }
    expect([...kinds].sort()).toEqual(
      [
        'attack',
        'damage',
        'destroy',
        'draw',
        'enter',
        'heal',
        'life',
        'move',
        'other',
        'phase',
        'result',
        'turn',
      ].sort(),
    );
  });
});
