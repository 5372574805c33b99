/**
 * describe(state, action): every legal action of many seeded random states, in the author's words — Chinese and
 * English, no engine identifier or field name, slots counted from 1 as the board counts them, an intent by what
 * the action is for, and board references that exist. Narration and consequences of the same steps read the same way.
 */
import { describe, expect, it } from 'vitest';
import {
  legalActions,
  narrateText,
  renderContext,
  renderNarration,
  stepConsequences,
} from '@/machines/engine';
import type { ActionWords, BoardRef, Seat, Text } from '@/machines/engine';
import type { XingjieState } from '@/machines/xingjie/state';
import { randomMatch } from '../../support/property';
import { propertySetup } from '../../property/xingjie-setup';
import { def, newMatch, passTo, toHand } from './helpers';
import { ENGINE_IDENTIFIER as IDENTIFIER } from '@/tests/support/identifiers';

const CAMEL = /\b[a-z]+[A-Z][A-Za-z]*\b/;

const INTENT: Record<string, ActionWords['intent']> = {
  'priority.pass': 'pass',
  'summon.normal': 'summon',
  'summon.set': 'summon',
  'backrow.set': 'move',
  'magic.activate': 'activate',
  'field.activate': 'activate',
  'equip.character': 'activate',
  'equip.person': 'activate',
  'position.change': 'move',
  'set.activate': 'activate',
  'effect.activate': 'activate',
  'battle.attack': 'attack',
  'hand.discard': 'choose',
};

function expectWords(t: Text, where: string): void {
  for (const lang of ['zh', 'en'] as const) {
    expect(t[lang].trim(), `${where} (${lang}) is empty`).not.toBe('');
    expect(t[lang], `${where} (${lang}): ${t[lang]}`).not.toMatch(IDENTIFIER);
    expect(t[lang], `${where} (${lang}): ${t[lang]}`).not.toMatch(CAMEL);
    expect(t[lang], `${where} (${lang}): ${t[lang]}`).not.toMatch(/undefined|NaN|null|\[object/);
  }
  expect(t.zh, `${where}: ${t.zh}`).toMatch(/[\u4e00-\u9fff]/);
}

/** The 0-based slots an action names, which its words must give counted from 1. */
function slotsNamed(p: Record<string, any>): number[] {
  const out: number[] = [];
  if (typeof p.slot === 'number') out.push(p.slot);
  if (typeof p.attacker === 'number') out.push(p.attacker);
  if (typeof p.target === 'number') out.push(p.target);
  if (p.target && typeof p.target.slot === 'number' && p.target.zone !== 'avatar') out.push(p.target.slot);
  if (p.source?.zone === 'front') out.push(p.source.slot);
  for (const r of p.targets ?? []) if (r.zone !== 'avatar') out.push(r.slot);
  return out;
}

function expectRef(s: XingjieState, ref: BoardRef | undefined, where: string): void {
  if (!ref) return;
  if ('card' in ref) expect(s.cards[ref.card], `${where}: unknown card ${ref.card}`).toBeDefined();
  else if ('seat' in ref) expect(['p1', 'p2']).toContain(ref.seat);
  else {
    expect(Object.keys(def.zoneNames!)).toContain(ref.slot.zone);
    if (ref.slot.index !== undefined) expect(ref.slot.index).toBeGreaterThanOrEqual(0);
  }
}

describe('describe: every legal action of random states in the author’s words', () => {
  const states: XingjieState[] = [];
  // Whole matches (a hand-limit discard comes late), every third state, and every state with a choice or discard.
  for (let seed = 1; seed <= 16; seed++) {
    const m = randomMatch(def, propertySetup(seed), { seed, keepStates: true, maxSteps: 3000 });
    states.push(
      ...(m.states as XingjieState[]).filter(
        (s, i) => i % 3 === 0 || s.game.pendingChoice !== null || s.phase === 'turn.end.discard',
      ),
    );
  }
  // A hand over the limit at the end of the turn, as random play seldom leaves one.
  const full = newMatch();
  for (let i = 0; i < 12; i++) toHand(full, 'p1', i % 2 ? 'farmer' : 'jing-ke');
  states.push(passTo(full, 'turn.end.discard'));

  it('covers every action type of the game', () => {
    const seen = new Set<string>();
    for (const s of states)
      for (const seat of ['p1', 'p2'] as Seat[]) for (const a of legalActions(def, s, seat)) seen.add(a.type);
    for (const type of Object.keys(def.actions)) expect(seen, type).toContain(type);
  });

  it('words in both languages, an intent, slots from 1, references that exist', () => {
    let n = 0;
    for (const s of states) {
      for (const seat of ['p1', 'p2'] as Seat[]) {
        for (const a of legalActions(def, s, seat)) {
          if (a.type === 'match.concede') continue;
          const w = def.describe!(s, a);
          const where = `${a.type} ${JSON.stringify(a.payload)} at ${s.phase}`;
          expectWords(w.text, where);
          const p = a.payload as Record<string, any>;
          if (a.type === 'choice.pick')
            expect(w.intent).toBe(s.game.pendingChoice?.to === 'front' ? 'summon' : 'choose');
          else expect(w.intent, where).toBe(INTENT[a.type]);
          for (const slot of slotsNamed(p)) {
            expect(w.text.zh, `${where}: ${w.text.zh}`).toContain(`第${slot + 1}格`);
            expect(w.text.en, `${where}: ${w.text.en}`).toContain(`slot ${slot + 1}`);
          }
          expectRef(s, w.subject, where);
          expectRef(s, w.target, where);
          n++;
        }
      }
    }
    expect(n).toBeGreaterThan(1500);
  });
});

describe('narration and consequences of random matches read as words', () => {
  it('no identifier, field name or empty sentence, in any perspective', () => {
    for (let seed = 21; seed <= 26; seed++) {
      const m = randomMatch(def, propertySetup(seed), { seed, keepStates: true, maxSteps: 800 });
      for (let i = 1; i < m.states.length; i++) {
        const [b, a, e] = [m.states[i - 1], m.states[i], m.events[i]];
        for (const p of ['omniscient', 'p1', 'p2'] as const) {
          expectWords(narrateText(def, b, e, a, p), `narration of ${e.type} at ${i}`);
          for (const c of stepConsequences(def, b, e, a))
            expectWords(
              renderNarration(c.text, renderContext(def, b, a, p)),
              `${c.kind} of ${e.type} at ${i}`,
            );
        }
      }
    }
  });
});
