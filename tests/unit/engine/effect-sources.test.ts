/**
 * The card editor's "borrow a starter card's effects": every game offers the starter cards that have effects, for
 * cards of their own type, named by card and printed text; every borrowed effect, added to a new card of that type
 * (withBorrowedEffects), makes a custom card the game accepts, told in words with no engine identifier.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, validateCustomCards, type AnyGameDefinition } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { withBorrowedEffects } from '@/app/ui/cards/card-paths';

const editorOf = (def: AnyGameDefinition) => def.customCards!.editor!;

describe('effect sources: starter effects an author may start from', () => {
  for (const def of Object.values(GAMES)) {
    const spec = editorOf(def);
    const sources = spec.effectSources ?? [];

    it(`${def.id}: starter cards with effects are offered, each for its own card type`, () => {
      expect(sources.length).toBeGreaterThan(10);
      const types = new Set(spec.types.map((t) => t.value));
      for (const s of sources) {
        expect(types.has(s.type), s.cardId).toBe(true);
        expect(def.cardName(s.cardId)).toEqual(s.name);
        expect(s.text.zh, s.cardId).not.toBe('');
        const keys = spec.types.find((t) => t.value === s.type)!.effectKeys;
        expect(
          Object.keys(s.effects).every((k) => keys.includes(k)),
          s.cardId,
        ).toBe(true);
      }
      // Every type whose starter cards have effects is covered.
      expect(new Set(sources.map((s) => s.type)).size).toBeGreaterThan(1);
    });

    it(`${def.id}: each borrowed effect makes a custom card the game accepts, in words without identifiers`, () => {
      for (const s of sources) {
        const template = spec.types.find((t) => t.value === s.type)!.template;
        const card = withBorrowedEffects({ ...template, id: `borrowed-${s.cardId}` }, s.effects, s.needs);
        expect(() => validateCustomCards(def, [card]), s.cardId).not.toThrow();
        const info = def.cardInfo?.(
          card.id as string,
          { customCards: { [card.id as string]: card } } as never,
        );
        if (info) {
          expect(info.text.zh, s.cardId).not.toBe('');
          expect(info.text.zh, s.cardId).not.toMatch(/\b(ops?|target|trigger|on[A-Z]\w+)\b/);
        }
      }
    });
  }

  it('a list of skills gets the borrowed ones at its end; a single effect is replaced; the source is not shared', () => {
    const source = { skills: [{ kind: 'triggered', ops: [{ op: 'draw' }] }], effect: { kind: 'x', ops: [] } };
    const card = {
      id: 'c',
      skills: [{ kind: 'continuous', ops: [] }],
      effect: { kind: 'y', ops: [{ op: 'z' }] },
    };
    const out = withBorrowedEffects(card, source);
    expect(out.skills).toEqual([
      { kind: 'continuous', ops: [] },
      { kind: 'triggered', ops: [{ op: 'draw' }] },
    ]);
    expect(out.effect).toEqual({ kind: 'x', ops: [] });
    (out.skills as Array<{ ops: unknown[] }>)[1].ops.push('changed');
    expect(source.skills[0].ops).toHaveLength(1);
    expect(card.skills).toHaveLength(1);
  });

  it('a new match may use a card made from borrowed effects', () => {
    const def = GAMES.xueqi;
    const s = editorOf(def).effectSources!.find((x) => x.type === 'creature')!;
    const template = editorOf(def).types.find((t) => t.value === 'creature')!.template;
    const card = withBorrowedEffects({ ...template, id: 'borrowed' }, s.effects);
    const presets = def.content!.presets;
    const deck = [...(presets[0].deck as string[]).slice(1), 'borrowed'];
    const r = createMatch(def, {
      gameId: def.id,
      rulesVersion: def.rulesVersion,
      players: { p1: { name: '甲' }, p2: { name: '乙' } },
      seed: 3,
      cards: [card],
      decks: { p1: deck, p2: presets[1].deck },
    });
    expect('code' in r ? r.code : 'ok').toBe('ok');
  });
});
