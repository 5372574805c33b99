/**
 * describe(state, action): every legal action of many seeded random states, in the author's words — Chinese and
 * English, no engine identifier or field name, the board's own 1-based numbering wherever a slot is named.
 */
import { describe, expect, it } from 'vitest';
import { allLegalActions, applyInPlace, createMatchOrThrow } from '@/machines/engine';
import type { Action } from '@/machines/engine';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { EXAMPLE_POSITIONS } from '@/content/wuhunzhi/positions';
import { testRng } from '../../support/property';
import {
  act,
  advance,
  atDeclare,
  customMatch,
  def,
  noGenerals,
  pastSetup,
  place,
  rig,
  setupFor,
} from './helpers';
import { ENGINE_IDENTIFIER as IDENTIFIER } from '@/tests/support/identifiers';

const CAMEL = /\b[a-z]+[A-Z][A-Za-z]*\b/;
const INTENTS = ['summon', 'attack', 'activate', 'move', 'choose', 'draw', 'pass', 'other'];

/** What is wrong with the words for `a` (empty when nothing). Plain checks: thousands of actions are described. */
function problems(s: WuhunzhiState, a: Action): string[] {
  const w = def.describe!(s, a);
  const out: string[] = [];
  const bad = (why: string) =>
    out.push(`${a.type} ${JSON.stringify(a.payload)}: ${why} (${w.text.zh} / ${w.text.en})`);
  if (!w.text.zh || !w.text.en) bad('empty');
  for (const t of [w.text.zh, w.text.en]) {
    if (IDENTIFIER.test(t)) bad('engine identifier');
    if (CAMEL.test(t)) bad('field name');
    if (/undefined|null|NaN|\[object/.test(t)) bad('unfilled value');
  }
  if (!INTENTS.includes(w.intent)) bad(`intent ${w.intent}`);
  const p = a.payload as Record<string, any>;
  for (const c of [p.cell, p.toCell, p.target?.cell].filter((x) => typeof x === 'number'))
    if (!w.text.zh.includes(`第${c}格`) || !w.text.en.includes(`cell ${c}`)) bad(`cell ${c} not named`);
  for (const x of [p.altar, p.target?.altar].filter((y) => typeof y === 'number'))
    if (!w.text.zh.includes(`第${x + 1}号祭坛`) || !w.text.en.includes(`altar ${x + 1}`))
      bad(`altar ${x + 1} not named`);
  for (const ref of [w.subject, w.target]) {
    if (ref && 'slot' in ref && ref.slot.index !== undefined && ref.slot.index < 1) bad('0-based slot');
    if (ref && 'card' in ref && !s.cards[ref.card]) bad('unknown card');
  }
  return out;
}

describe('describe: every legal action in the author’s words', () => {
  it('covers every action type of random matches (several rulings, positions) with sound words', () => {
    const seen = new Set<string>();
    const found: string[] = [];
    const configs = [{}, { variants: { endOfRoundDiscard: true, destroyedAltarOccupantsTargetable: true } }];
    for (let seed = 1; seed <= 16; seed++) {
      const pick = testRng(seed);
      const position =
        seed % 4 === 0 ? EXAMPLE_POSITIONS[seed % EXAMPLE_POSITIONS.length].position : undefined;
      const s = createMatchOrThrow<WuhunzhiState>(
        def,
        setupFor(seed, { config: configs[seed % 2] as never, ...(position ? { position } : {}) }),
      );
      for (let n = 0; n < 300 && !s.result; n++) {
        const legal = allLegalActions(def, s).filter((a) => a.type !== 'match.concede');
        if (n % 2 === 0)
          for (const a of legal) {
            found.push(...problems(s, a));
            seen.add(a.type);
          }
        applyInPlace(def, s, legal[pick(legal.length)]);
      }
    }
    expect(found.slice(0, 10)).toEqual([]);
    for (const type of Object.keys(def.actions).filter(
      (t) => !['battle.redirect', 'trigger.order'].includes(t),
    ))
      expect(seen, type).toContain(type);
  });

  it('names the acting seat’s own cards, the opponent’s face-down ones only by place', () => {
    let s = advance(pastSetup(customMatch()), (x) => x.phase === 'match.round.reconnaissance.first');
    s = rig(s, (x) => {
      noGenerals(x);
      place(x, 'p1', 5, 's-weiwuzu');
      place(x, 'p2', 8, 's-qinruishi', { faceUp: false });
    });
    const scout = def.describe!(s, { type: 'recon.scout', actor: 'p1', payload: { cell: 8 } });
    expect(scout.text).toEqual({ zh: '侦察乙第8格盖着的卡', en: "Scout the face-down card in 乙's cell 8" });
    expect(scout.target).toEqual({ slot: { seat: 'p2', zone: 'sandField', index: 8 } });
    s = act(s, 'p1', 'phase.pass');
    s = advance(s, atDeclare);
    const attack = def.describe!(s, {
      type: 'battle.declare',
      actor: 'p1',
      payload: { target: { kind: 'card', cell: 8 } },
    });
    expect(attack.text.zh).toBe('第5格的「魏武卒」攻击乙第8格的盖着的卡');
    expect(attack.intent).toBe('attack');
    const altar = def.describe!(s, {
      type: 'battle.declare',
      actor: 'p1',
      payload: { target: { kind: 'altar', altar: 0 } },
    });
    expect(altar.text).toEqual({
      zh: '第5格的「魏武卒」攻击乙的第1号祭坛',
      en: "Wei Heavy Infantry in cell 5 attacks 乙's altar 1",
    });
    expect(altar.target).toEqual({ slot: { seat: 'p2', zone: 'altar', index: 1 } });
  });
});
