/** Duel scripts carry the author's cards: `card json:` / `cards json:` header lines, checked with line numbers. */
import { describe, expect, it } from 'vitest';
import {
  checkDuelScript,
  parseDuelScript,
  serializeDuelScript,
  ScriptError,
} from '@/machines/engine/duel-script';
import type { DuelScriptOptions } from '@/machines/engine/duel-script';
import { duelette } from '../../support/duelette/game';
import { CARDS } from '../../support/duelette/cards';

const opts: DuelScriptOptions = {
  games: { duelette },
  cardIds: (g) => (g === 'duelette' ? Object.keys(CARDS) : undefined),
};

const SCRIPT = `game: duelette
p1 name: 林焰
p2 name: 苏冥
seed: 3
first: p1
stacked: p1, p2
card json: {"id":"hero-blade","name":{"zh":"英雄之刃","en":"Hero's Blade"},"points":7}
cards json: [{"id":"oath","name":{"zh":"血誓","en":"Blood Oath"},"points":4}]
position: {"hands":{"p1":2}}
p1 deck: 英雄之刃, blood oath, 2x ash, oath
p2 deck: 3x ash
author: fate.pin draw p1 血誓
p1 card.play card=英雄之刃
p1 card.play card=@p1.hand.1
`;

function scriptError(text: string): ScriptError {
  try {
    checkDuelScript(text, opts);
  } catch (e) {
    if (e instanceof ScriptError) return e;
    throw e;
  }
  throw new Error('accepted');
}

describe('custom cards in duel scripts', () => {
  it('declares cards, names them in decks, pins and actions, and plays them under the rules', () => {
    const c = checkDuelScript(SCRIPT, opts);
    expect(c.file.setup.cards).toEqual([
      { id: 'hero-blade', name: { zh: '英雄之刃', en: "Hero's Blade" }, points: 7 },
      { id: 'oath', name: { zh: '血誓', en: 'Blood Oath' }, points: 4 },
    ]);
    expect(c.file.setup.decks).toEqual({
      p1: ['hero-blade', 'oath', 'ash', 'ash', 'oath'],
      p2: ['ash', 'ash', 'ash'],
    });
    // Stored events name instances, whatever the script wrote.
    expect(c.played.events.slice(2).map((e) => e.payload)).toEqual([{ card: 'p1-0' }, { card: 'p1-1' }]);
    expect((c.played.final.game as { score: { p1: number } }).score.p1).toBe(11);
  });

  it('export writes one card line per card and reads back byte-identical', () => {
    const c = checkDuelScript(SCRIPT, opts);
    const text = serializeDuelScript({
      ...c.file,
      steps: c.played.events.slice(1).map((e) => ({ action: e })),
    });
    expect(text).toContain('card json: {"id":"oath","name":{"zh":"血誓","en":"Blood Oath"},"points":4}');
    expect(text).toContain('card=p1-0');
    const again = parseDuelScript(text, opts);
    expect(serializeDuelScript(again.file)).toBe(text);
  });

  it('a bad card is refused at its own line, with the field path', () => {
    const bad = SCRIPT.replace('"points":4', '"points":"four"');
    const e = scriptError(bad);
    expect(e.code).toBe('ERR_BAD_CARD');
    expect(e.details.line).toBe(8);
    expect(e.text.en).toMatch(/^Line 8: Custom card "oath": points/);
    expect(e.text.zh).toMatch(/^第 8 行：自定义卡牌「oath」/);
  });

  it('malformed JSON, a list that is not a list, a card without id, shadowing: each names its line', () => {
    expect(scriptError(SCRIPT.replace('"points":7}', '"points":7')).details.line).toBe(7);
    expect(
      scriptError(SCRIPT.replace('cards json: [', 'cards json: {"x":[').replace('4}]', '4}]}')).details.line,
    ).toBe(8);
    expect(scriptError(SCRIPT.replace('{"id":"hero-blade",', '{')).code).toBe('ERR_BAD_CARD');
    const shadow = scriptError(SCRIPT.replace('"id":"oath"', '"id":"ash"').replace(', oath\n', '\n'));
    expect(shadow.code).toBe('ERR_BAD_CARD');
    expect(shadow.details.line).toBe(8);
  });
});
