import { describe, expect, it } from 'vitest';
import {
  checkDuelScript,
  duelFileFromLine,
  parseDuelScript,
  serializeDuelScript,
  ScriptError,
} from '@/machines/engine/duel-script';
import type { DuelScriptOptions } from '@/machines/engine/duel-script';
import { playDuelFile, schemas } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import { randomMatch } from '../../support/property';
import { duelette } from '../../support/duelette/game';
import { CARDS } from '../../support/duelette/cards';

const opts: DuelScriptOptions = {
  games: { duelette },
  cardIds: (g) => (g === 'duelette' ? Object.keys(CARDS) : undefined),
};

const SCRIPT = `# 试炼 — a hand-written duel
game: duelette
title: 试炼
title en: The trial
p1 name: Ann
p2 name: Bo
seed: 7
first: p1
stacked: p1, p2
config: {"targetScore":6}
p1 deck: 2x blaze, 火焰, Ash
p2 deck: spark, 2x ash
> [narration] 开场
> [beat!spoiler] opening
>> second line

# turn 1
p1 card.play card=p1-0
> [dialogue] “烈焰！”
author: fate.pin draw p2 ash
# turn 2
p1: phase.pass
p2 phase.pass
> [commentary] Bo waits
author: ruling {"op":"setScore","seat":"p2","value":1} reason: 旁白说他早有一分
p1: card.play {"card":"p1-1"}
`;

function expectScriptError(text: string, line: number, code?: string, zhPart?: string, enPart?: string) {
  let caught: unknown;
  try {
    checkDuelScript(text, opts);
  } catch (e) {
    caught = e;
  }
  expect(caught, `expected a ScriptError for line ${line}`).toBeInstanceOf(ScriptError);
  const e = caught as ScriptError;
  expect(e.details.line).toBe(line);
  expect(e.text.zh).toMatch(new RegExp(`^第 ${line} 行：`));
  expect(e.text.en).toMatch(new RegExp(`^Line ${line}: `));
  if (code) expect(e.code).toBe(code);
  if (zhPart) expect(e.text.zh).toContain(zhPart);
  if (enPart) expect(e.text.en).toContain(enPart);
  return e;
}

describe('duel scripts (duelette)', () => {
  it('parses a hand-written script: headers, names, counts, pins, rulings, notes', () => {
    const { file, stepLines } = parseDuelScript(SCRIPT, opts);
    expect(file.title).toEqual({ zh: '试炼', en: 'The trial' });
    expect(file.setup).toMatchObject({
      gameId: 'duelette',
      rulesVersion: '1',
      players: { p1: { name: 'Ann' }, p2: { name: 'Bo' } },
      seed: 7,
      firstPlayer: 'p1',
      stacked: ['p1', 'p2'],
      config: { targetScore: 6 },
      decks: { p1: ['blaze', 'blaze', 'flame', 'ash'], p2: ['spark', 'ash', 'ash'] },
    });
    expect(file.notes).toEqual([
      { kind: 'narration', body: '开场' },
      { kind: 'beat', body: 'opening\nsecond line', spoiler: true },
    ]);
    expect(file.steps.map((s) => s.action)).toEqual([
      { type: 'card.play', actor: 'p1', payload: { card: 'p1-0' } },
      { type: 'fate.pin', actor: 'author', payload: { kind: 'draw', seat: 'p2', cardId: 'ash' } },
      { type: 'phase.pass', actor: 'p1', payload: {} },
      { type: 'phase.pass', actor: 'p2', payload: {} },
      {
        type: 'author.ruling',
        actor: 'author',
        payload: { change: { op: 'setScore', seat: 'p2', value: 1 }, reason: '旁白说他早有一分' },
      },
      { type: 'card.play', actor: 'p1', payload: { card: 'p1-1' } },
    ]);
    expect(stepLines).toEqual([18, 20, 22, 23, 25, 26]);
    const checked = checkDuelScript(SCRIPT, opts);
    expect(checked.played.final.result).toMatchObject({ winner: 'p1' });
    expect((checked.played.final.game as { score: unknown }).score).toEqual({ p1: 6, p2: 1 });
  });

  it('round-trips: export -> import gives identical events and notes', () => {
    const first = checkDuelScript(SCRIPT, opts);
    const notes = first.played.notes.map((n) => ({ ...n }));
    const file = duelFileFromLine(duelette, first.played.events, notes, '试炼');
    const text = serializeDuelScript(file, { def: duelette });
    expect(text).toContain('# turn 1');
    expect(text).toContain('author: fate.pin draw p2 ash');
    expect(text).toContain('author: ruling {"op":"setScore","seat":"p2","value":1} reason: 旁白说他早有一分');
    const again = checkDuelScript(text, opts);
    expect(again.played.events).toEqual(first.played.events);
    expect(JSON.stringify(again.played.events)).toBe(JSON.stringify(first.played.events));
    expect(again.played.notes).toEqual(first.played.notes);
    expect(serializeDuelScript(again.file, { def: duelette })).toBe(text);
  });

  it('round-trips random legal play logs (with pins and rulings mixed in)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const setup = {
        gameId: 'duelette',
        rulesVersion: '1',
        players: { p1: { name: 'Ann Lee' }, p2: { name: '博' } },
        seed: seed * 7919,
        decks: {
          p1: ['spark', 'flame', 'blaze', 'ash', 'spark', 'flame'],
          p2: ['ash', 'ash', 'blaze', 'spark', 'flame'],
        },
        config: { targetScore: 8 + (seed % 5) },
        ...(seed % 3 === 0 ? { stacked: ['p2' as const] } : {}),
        ...(seed % 2 === 0 ? { firstPlayer: 'p2' as const } : {}),
      };
      // match.created is stored in the envelope schema's key order (as the API and the seeder write it)
      const m = randomMatch(duelette, schemas.setupEnvelopeSchema.parse(setup) as MatchSetup, {
        seed,
        concedeRate: 0.01,
      });
      const notes = m.events
        .filter((e) => e.seq % 3 === 0)
        .map((e) => ({
          seq: e.seq,
          kind: (['narration', 'commentary', 'dialogue', 'beat'] as const)[e.seq % 4],
          body: `note ${e.seq}\n  indented # not a comment\n\n> quoted [x]`,
          spoiler: e.seq % 2 === 0,
        }));
      const file = duelFileFromLine(duelette, m.events, notes, `随机 ${seed}`);
      const text = serializeDuelScript(file, { def: duelette });
      const back = checkDuelScript(text, opts);
      expect(back.played.events).toEqual(m.events);
      expect(JSON.stringify(back.played.events)).toBe(JSON.stringify(m.events));
      expect(back.played.notes).toEqual(
        notes.map(({ seq, kind, body, spoiler }) =>
          spoiler ? { kind, body, spoiler, seq } : { kind, body, seq },
        ),
      );
    }
  });

  it('round-trips awkward payloads through the JSON fallback', () => {
    const base = parseDuelScript(SCRIPT, opts).file;
    const file = {
      ...base,
      setup: {
        ...base.setup,
        position: { hands: { p1: 1 } },
        decks: { p1: ['blaze', 'blaze', 'flame', 'ash'], p2: ['spark', 'ash', 'ash'] },
      },
      steps: [
        { action: { type: 'card.play', actor: 'p1' as const, payload: { card: 'p1 0 "x"' } } },
        {
          action: {
            type: 'author.ruling',
            actor: 'author' as const,
            payload: { change: { op: 'setScore', seat: 'p1', value: 2 }, reason: 'two\nlines' },
          },
        },
      ],
    };
    const text = serializeDuelScript(file);
    const back = parseDuelScript(text, opts).file;
    expect(back.steps).toEqual(file.steps);
    expect(back.setup).toEqual(file.setup);
  });

  it('key=value values keep their types: numbers, booleans, strings that look like numbers', () => {
    const file = parseDuelScript(SCRIPT, opts).file;
    const steps = [
      {
        action: {
          type: 'card.play',
          actor: 'p1' as const,
          payload: { a: 3, b: '3', c: true, d: 'true', e: null, f: 'x y', g: '' },
        },
      },
    ];
    const text = serializeDuelScript({ ...file, steps });
    expect(text).toContain('p1: card.play a=3 b="3" c=true d="true" e=null f="x y" g=""');
    expect(parseDuelScript(text, opts).file.steps).toEqual(steps);
  });
});

describe('malformed duel scripts name the line and the reason', () => {
  const lines = SCRIPT.split('\n');
  const withLine = (n: number, text: string) => lines.map((l, i) => (i === n - 1 ? text : l)).join('\n');

  it('unknown action', () => {
    expectScriptError(
      withLine(20, 'p1: card.burn card=p1-2'),
      20,
      'ERR_SCRIPT_UNKNOWN_ACTION',
      '没有动作「card.burn」',
      'has no action "card.burn"',
    );
  });
  it('bad JSON', () => {
    expectScriptError(
      withLine(26, 'p1: card.play {"card":p1-1}'),
      26,
      'ERR_SCRIPT_JSON',
      '不是合法的 JSON',
      'is not valid JSON',
    );
  });
  it('unbalanced JSON', () => {
    expectScriptError(withLine(26, 'p1: card.play {"card":"p1-1"'), 26, 'ERR_SCRIPT_JSON');
  });
  it('unknown player (actor)', () => {
    expectScriptError(
      withLine(20, 'p3: phase.pass'),
      20,
      'ERR_SCRIPT_UNKNOWN_SEAT',
      '未知的行动者「p3」',
      'Unknown actor "p3"',
    );
  });
  it('unknown seat in a pin', () => {
    expectScriptError(
      withLine(20, 'author: fate.pin draw p3 spark'),
      20,
      'ERR_SCRIPT_UNKNOWN_SEAT',
      'p3',
      'Unknown seat "p3"',
    );
  });
  it('illegal move', () => {
    expectScriptError(
      withLine(20, 'p2: phase.pass'),
      20,
      'ERR_NOT_YOUR_TURN',
      '现在不能结束阶段',
      'You cannot end the phase now',
    );
  });
  it('a card not in hand', () => {
    expectScriptError(withLine(26, 'p1: card.play card=p2-0'), 26, 'ERR_NOT_IN_HAND');
  });
  it('missing game header', () => {
    expectScriptError(withLine(2, '# no game'), 18, 'ERR_SCRIPT_NO_GAME', 'game:', '"game:"');
  });
  it('missing player name', () => {
    expectScriptError(withLine(6, ''), 18, 'ERR_SCRIPT_MISSING_HEADER', 'p2 name', 'p2 name');
  });
  it('unknown game', () => {
    expectScriptError(withLine(2, 'game: chess'), 2, 'ERR_SCRIPT_UNKNOWN_GAME', 'chess', 'chess');
  });
  it('card not in the deck for a pin', () => {
    expectScriptError(
      withLine(20, 'author: fate.pin draw p2 blaze'),
      20,
      'ERR_PIN_NOT_IN_DECK',
      '不在Bo的牌库中',
      "is not in Bo's deck",
    );
  });
  it('unknown card in a pin or a deck', () => {
    expectScriptError(
      withLine(20, 'author: fate.pin draw p2 dragon'),
      20,
      'ERR_SCRIPT_UNKNOWN_CARD',
      '没有卡牌「dragon」',
      'has no card "dragon"',
    );
    expectScriptError(withLine(12, 'p2 deck: spark, 2x dragon'), 12, 'ERR_SCRIPT_UNKNOWN_CARD');
  });
  it('a deck the game refuses (too small) points at the deck line', () => {
    expectScriptError(withLine(12, 'p2 deck: spark, ash'), 12, 'ERR_BAD_SETUP');
  });
  it('bad config points at the config line', () => {
    expectScriptError(withLine(10, 'config: {"targetScore":6,"colour":"red"}'), 10, 'ERR_BAD_CONFIG');
  });
  it('a ruling without a reason', () => {
    expectScriptError(
      withLine(25, 'author: ruling {"op":"setScore","seat":"p2","value":1}'),
      25,
      'ERR_SCRIPT_RULING_REASON',
      '理由',
      'reason',
    );
  });
  it('a ruling the game cannot apply', () => {
    expectScriptError(withLine(25, 'author: ruling {"op":"teleport"} reason: because'), 25, 'ERR_BAD_RULING');
  });
  it('bad payload', () => {
    expectScriptError(withLine(20, 'p1: phase.pass now=true'), 20, 'ERR_BAD_PAYLOAD');
  });
  it('header after the first action', () => {
    expectScriptError(withLine(21, 'seed: 9'), 21, 'ERR_SCRIPT_HEADER_LATE');
  });
  it('unknown note kind, and a dangling continuation', () => {
    expectScriptError(withLine(19, '> [rant] !!'), 19, 'ERR_SCRIPT_NOTE_KIND', 'rant', 'rant');
    expectScriptError(withLine(21, '>> more'), 21, 'ERR_SCRIPT_SYNTAX');
  });
  it('gibberish', () => {
    expectScriptError(withLine(20, 'and then he won'), 20, 'ERR_SCRIPT_SYNTAX');
  });
  it('a bad seed', () => {
    expectScriptError(withLine(7, 'seed: lucky'), 7, 'ERR_SCRIPT_SYNTAX');
  });
  it('playDuelFile on a parsed file agrees with checkDuelScript', () => {
    const p = parseDuelScript(SCRIPT, opts);
    expect(playDuelFile(duelette, p.file).events).toEqual(checkDuelScript(SCRIPT, opts).played.events);
  });
});
