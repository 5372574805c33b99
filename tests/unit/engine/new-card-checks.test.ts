/**
 * Checks a card must pass to be written now (CustomCardSpec.checkNew; 武魂志 W56, 星阶 ruling 45): a trigger filter
 * names only what the engine reads. Refused where an author writes cards (a card set, a new match, a duel script,
 * with the script line), while a stored match holding such a card still replays: createMatch never runs them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkNewCustomCards,
  createMatch,
  isRuleError,
  validateCustomCards,
  type AnyGameDefinition,
} from '@/machines/engine';
import { checkDuelScript, ScriptError } from '@/machines/engine/duel-script';
import { studioCardIds } from '@/app/server/games/content';
import { GAMES } from '@/machines/registry';
import { customSoul } from '../wuhunzhi/custom-cards-helpers';
import { customChar, fx } from '../xingjie/custom-cards-helpers';

/** The path of the first checkNew refusal of `card`, or null when it is accepted. */
function newCardRefusal(def: AnyGameDefinition, card: unknown): string | null {
  try {
    checkNewCustomCards(def, validateCustomCards(def, [card]));
    return null;
  } catch (e) {
    if (!isRuleError(e)) throw e;
    expect(e.code).toBe('ERR_BAD_CARD');
    expect(e.text.zh).toMatch(/^自定义卡牌「/);
    return String(e.details.path);
  }
}

const W = GAMES.wuhunzhi;
const X = GAMES.xingjie;
const draw = { op: 'draw', who: 'controller', n: 1 };
const soulWith = (trigger: object) => customSoul('c-t', 900, [{ kind: 'triggered', trigger, ops: [draw] }]);
const charWith = (trigger: object) =>
  customChar('c-t', 3, 3, 3, [fx({ kind: 'triggered', trigger, ops: [{ op: 'draw', n: 1 }] } as never)]);

describe('武魂志 W56: a trigger filter names only what the engine reads', () => {
  it.each([
    [{ on: 'onSummon', filter: { attribute: 'wisdom' } }, 'skills.0.trigger.filter.attribute'],
    [{ on: 'onPhaseEnd' }, 'skills.0.trigger.filter.phase'],
    [{ on: 'onPhaseEnd', filter: { phase: 'battle' } }, 'skills.0.trigger.filter.phase'],
    [{ on: 'onOpponentEffect', filter: { kind: 'magic' } }, 'skills.0.trigger.filter.kind'],
    [{ on: 'onOpponentEffect', filter: { kind: 'eventEffect', seat: 'p1' } }, 'skills.0.trigger.filter.seat'],
  ])('refused: %j', (trigger, path) => {
    expect(newCardRefusal(W, soulWith(trigger))).toBe(path);
  });

  it.each([
    { on: 'onSummon' },
    { on: 'onPhaseEnd', filter: { phase: 'end' } },
    { on: 'onOpponentEffect', filter: { kind: 'eventEffect' } },
    { on: 'onOpponentEffect' },
  ])('accepted: %j', (trigger) => {
    expect(newCardRefusal(W, soulWith(trigger))).toBe(null);
  });
});

describe('星阶 ruling 45: a trigger filter names only what the engine reads', () => {
  it.each([
    [{ on: 'summoned', filter: { type: 'character' } }, 'effects.0.trigger.filter.type'],
    [{ on: 'attacked', filter: { controller: 'opponent' } }, 'effects.0.trigger.filter.controller'],
    [{ on: 'cardActivated', filter: { type: 'magic', zone: 'hand' } }, 'effects.0.trigger.filter.zone'],
    [{ on: 'cardActivated', filter: { position: 'faceUp' } }, 'effects.0.trigger.filter.position'],
    [{ on: 'phaseEnd', filter: { phase: 'end', type: 'magic' } }, 'effects.0.trigger.filter.type'],
  ])('refused: %j', (trigger, path) => {
    expect(newCardRefusal(X, charWith(trigger))).toBe(path);
  });

  it.each([
    { on: 'summoned' },
    { on: 'cardActivated', filter: { controller: 'opponent', type: 'magic' } },
    { on: 'phaseStart', filter: { phase: 'start' } },
  ])('accepted: %j', (trigger) => {
    expect(newCardRefusal(X, charWith(trigger))).toBe(null);
  });
});

describe('where the checks run', () => {
  it('every starter card would pass them (the effects an author may borrow)', () => {
    for (const def of Object.values(GAMES))
      for (const s of def.customCards?.editor?.effectSources ?? []) {
        const template = def.customCards!.editor!.types.find((t) => t.value === s.type)!.template;
        expect(newCardRefusal(def, { ...template, ...s.needs, ...s.effects, id: 'c-copy' }), s.cardId).toBe(
          null,
        );
      }
  });

  it('never on replay: a stored match holding such a card is still created as it was', () => {
    const card = soulWith({ on: 'onSummon', filter: { attribute: 'wisdom' } });
    const r = createMatch(W, {
      gameId: 'wuhunzhi',
      rulesVersion: W.rulesVersion,
      players: { p1: { name: '甲' }, p2: { name: '乙' } },
      seed: 1,
      cards: [card],
      position: {
        round: 3,
        first: 'p1',
        p1: { altars: ['a-kunlun'], general: null, deck: [], sandField: { '5': 'c-t' } },
        p2: { altars: ['a-lingtai'], general: null, deck: [] },
        at: { phase: 'planning' },
      },
    });
    expect(isRuleError(r) ? r.code : 'created').toBe('created');
  });

  it('a duel script is refused at its card line', () => {
    const demo = readFileSync(
      fileURLToPath(new URL('../../../content/xingjie/demos/books-in-the-wall.duel', import.meta.url)),
      'utf8',
    );
    const bad = demo.replace(
      '"filter":{"controller":"opponent","type":"magic"}',
      '"filter":{"controller":"opponent","type":"magic","zone":"hand"}',
    );
    expect(bad).not.toBe(demo);
    let err: unknown;
    try {
      checkDuelScript(bad, { games: GAMES, cardIds: studioCardIds });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ScriptError);
    const e = err as ScriptError;
    expect(e.code).toBe('ERR_BAD_CARD');
    const line = demo.split('\n').findIndex((l) => l.includes('"c-fenshuling"')) + 1;
    expect(e.details.line).toBe(line);
    expect(e.text.en).toContain('trigger.filter.zone');
    expect(() => checkDuelScript(demo, { games: GAMES, cardIds: studioCardIds })).not.toThrow();
  });
});
