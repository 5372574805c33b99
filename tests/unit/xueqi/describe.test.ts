/**
 * describe(state, action): every legal action in the author's words — Chinese and English, card names, the
 * board's numbering from 1, no engine identifier — with its intent and where it starts and aims on the board.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '@/machines/engine';
import type { Action, ActionWords, Seat } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import { BAT_SWARM, BONE_LEGION } from '@/content/xueqi/decks';
import { randomMatch } from '../../support/property';
import { P1, P2, act, duel, give, passTurn, toMain } from './helpers';
import { ENGINE_IDENTIFIER as IDENTIFIER } from '@/tests/support/identifiers';

const words = (s: XueqiState, a: Action): ActionWords => xueqi.describe!(s, a);
const CAMEL = /\b[a-z]+[A-Z][A-Za-z]*\b/;

describe('describe over random play', () => {
  it('every legal action of random states has clean zh/en words, an intent, and 1-based slot numbers', () => {
    const types = new Set<string>();
    let checked = 0;
    for (let seed = 1; seed <= 8; seed++) {
      randomMatch(
        xueqi,
        {
          gameId: 'xueqi',
          rulesVersion: '1',
          players: { p1: { name: '林焰' }, p2: { name: '苏冥' } },
          seed,
          decks: { p1: BAT_SWARM.cards, p2: BONE_LEGION.cards },
          config: seed % 3 === 0 ? { ruleDiscardRefund: true, drawOptional: true } : {},
        },
        {
          seed,
          maxSteps: 400,
          onStep: (s) => {
            for (const seat of ['p1', 'p2'] as Seat[]) {
              for (const a of legalActions(xueqi, s, seat)) {
                if (a.type === 'match.concede') continue;
                types.add(a.type);
                checked++;
                const w = words(s as XueqiState, a);
                for (const text of [w.text.zh, w.text.en]) {
                  expect(text.trim(), a.type).not.toBe('');
                  expect(text, `${a.type}: ${text}`).not.toMatch(IDENTIFIER);
                  expect(text, `${a.type}: ${text}`).not.toMatch(CAMEL);
                  expect(text, `${a.type}: ${text}`).not.toMatch(/undefined|NaN|\[object|p[12]-/);
                }
                expect(w.text.zh, a.type).toMatch(/[\u4e00-\u9fff]/);
                expect(w.intent).toMatch(/^(summon|attack|activate|move|choose|draw|pass|other)$/);
                for (const ref of [w.subject, w.target]) {
                  if (ref && 'slot' in ref) {
                    const n = String(ref.slot.index! + 1);
                    expect(w.text.zh, a.type).toContain(`第${n}格`);
                    expect(w.text.en, a.type).toContain(`slot ${n}`);
                  }
                  if (ref && 'card' in ref) expect((s as XueqiState).cards[ref.card], a.type).toBeDefined();
                }
              }
            }
          },
        },
      );
    }
    expect(checked).toBeGreaterThan(1000);
    for (const t of ['draw.normal', 'summon.creature', 'battle.attack', 'effect.activate', 'turn.end'])
      expect(types.has(t), t).toBe(true);
  });
});

describe('the words of each kind of action', () => {
  it('a summon names the card, the next slot counted from 1 and the cost', () => {
    const s = toMain(duel());
    give(s, P1, 'xue-nu', 'slot');
    const card = give(s, P1, 'xue-jianke');
    const w = words(s, { type: 'summon.creature', actor: P1, payload: { card } });
    expect(w.text).toEqual({
      zh: '召唤「血剑客」到第2格（支付10点生命值）',
      en: 'Summon Blood Swordsman to slot 2 (pay 10 LP)',
    });
    expect(w.intent).toBe('summon');
    expect(w.subject).toEqual({ card });
    expect(w.target).toEqual({ slot: { seat: P1, zone: 'slot', index: 1 } });
  });

  it('a combo attack names the attackers with their places, the target with its owner, and the numbers', () => {
    let s = passTurn(toMain(duel()));
    const lead = give(s, P2, 'xue-nu', 'slot');
    const a = give(s, P2, 'ye-ya', 'slot');
    const b = give(s, P2, 'ye-ya', 'extra');
    const target = give(s, P1, 'shixue-lang', 'slot');
    s = act(s, 'battle.declare', P2);
    const w = words(s, { type: 'battle.attack', actor: P2, payload: { lead, supporters: [a, b], target } });
    expect(w.text.zh).toBe(
      '第1格的「血奴」联动第2格的「夜鸦」、额外区第1只的「夜鸦」攻击甲第1格的「嗜血狼」：攻击力170对生命力150',
    );
    expect(w.text.en).toBe(
      "Blood Thrall (slot 1) with Night Crow (slot 2) and Night Crow (extra area no. 1) attacks 甲's Bloodthirsty Wolf (slot 1): 170 against life 150",
    );
    expect(w).toMatchObject({ intent: 'attack', subject: { card: lead }, target: { card: target } });
  });

  it('a direct attack aims at the player; ending the battle says that the turn ends with it', () => {
    let s = passTurn(toMain(duel()));
    const lead = give(s, P2, 'xue-jianke', 'slot');
    s = act(s, 'battle.declare', P2);
    const w = words(s, {
      type: 'battle.attack',
      actor: P2,
      payload: { lead, supporters: [], target: 'player' },
    });
    expect(w.text.zh).toBe('第1格的「血剑客」直接攻击甲（150点伤害）');
    expect(w.target).toEqual({ seat: P1 });
    expect(words(s, { type: 'battle.end', actor: P2, payload: {} }).text.zh).toBe('结束战斗，回合随之结束');
  });

  it('draws, the round-1 bottom choice and the end of the turn', () => {
    const s = duel();
    expect(words(s, { type: 'draw.normal', actor: P1, payload: {} }).text).toEqual({
      zh: '抽1张卡',
      en: 'Draw 1 card',
    });
    const t = act(act(toMain(s), 'turn.end', P1), 'draw.normal', P2);
    const card = t.game.players.p2.hand[0];
    const w = words(t, { type: 'draw.bottom', actor: P2, payload: { card } });
    expect(w.text.zh).toMatch(/^把「.+」放回卡组最下方$/);
    expect(w.intent).toBe('choose');
    expect(words(toMain(s), { type: 'turn.end', actor: P1, payload: {} }).intent).toBe('pass');
  });
});
