/** §2 deck construction, §3 setup, §5.1 preparation, §5.2 construction (R1–R5), §7 L3a/L3b. */
import { describe, expect, it } from 'vitest';
import { createMatch } from '@/machines/engine';
import type { RuleError } from '@/machines/engine';
import { deckProblems } from '@/machines/wuhunzhi/rules/setup';
import { DEFAULT_CONFIG } from '@/machines/wuhunzhi/config';
import { DECK_HULANG, DECK_JIXIA } from '@/content/wuhunzhi/decks';
import {
  act,
  advance,
  atPhase,
  customMatch,
  def,
  legal,
  newMatch,
  pastSetup,
  putIn,
  refusal,
  rig,
  setupFor,
} from './helpers';

describe('§2 deck construction', () => {
  it('both starter decks are legal', () => {
    expect(deckProblems(DEFAULT_CONFIG, DECK_JIXIA)).toEqual([]);
    expect(deckProblems(DEFAULT_CONFIG, DECK_HULANG)).toEqual([]);
  });
  it('refuses 49 or 51 main-deck cards, a second special altar, a repeated general kind and a fifth copy', () => {
    expect(
      deckProblems(DEFAULT_CONFIG, { ...DECK_JIXIA, mainDeck: DECK_JIXIA.mainDeck.slice(1) }),
    ).toHaveLength(1);
    expect(
      deckProblems(DEFAULT_CONFIG, { ...DECK_JIXIA, mainDeck: [...DECK_JIXIA.mainDeck, 's-zouyan'] }),
    ).toHaveLength(1);
    expect(
      deckProblems(DEFAULT_CONFIG, {
        ...DECK_JIXIA,
        altars: ['a-kunlun', 'a-fenghuo', 'a-sheji', 'a-sheji', 'a-sheji'],
      })[0].en,
    ).toMatch(/special/);
    expect(deckProblems(DEFAULT_CONFIG, { ...DECK_JIXIA, generals: ['g-sunwu', 'g-sunwu'] })[0].en).toMatch(
      /each kind/,
    );
    expect(deckProblems(DEFAULT_CONFIG, { ...DECK_JIXIA, generals: [] })[0].en).toMatch(/generals/);
    const five = [
      ...DECK_JIXIA.mainDeck.slice(0, 45),
      's-zouyan',
      's-zouyan',
      's-zouyan',
      's-zouyan',
      's-zouyan',
    ];
    expect(
      deckProblems(DEFAULT_CONFIG, { ...DECK_JIXIA, mainDeck: five })
        .map((p) => p.en)
        .join(),
    ).toMatch(/exceeds 4/);
    expect(
      deckProblems(DEFAULT_CONFIG, {
        ...DECK_JIXIA,
        mainDeck: [...DECK_JIXIA.mainDeck.slice(0, 49), 'g-baiqi'],
      })
        .map((p) => p.en)
        .join(),
    ).toMatch(/may not contain/);
  });
  it('normal altars are exempt from the copy limit; a nameless soul counts by its card id (R39); souls count by name', () => {
    expect(deckProblems(DEFAULT_CONFIG, { ...DECK_JIXIA, altars: Array(5).fill('a-sheji') })).toEqual([]);
    const fillers = DECK_JIXIA.mainDeck.filter((x) => x !== 's-qijiji' && x !== 's-chugongshou').slice(0, 42);
    expect(
      deckProblems(DEFAULT_CONFIG, {
        ...DECK_JIXIA,
        mainDeck: [...fillers, ...Array(4).fill('s-qijiji'), ...Array(4).fill('s-chugongshou')],
      }),
    ).toEqual([]);
  });
  it('an illegal deck is refused at match creation with ERR_ILLEGAL_DECK; maxCopies and mainDeckSize are configurable', () => {
    const r = createMatch(
      def,
      setupFor(1, {
        decks: { p1: { ...DECK_JIXIA, mainDeck: DECK_JIXIA.mainDeck.slice(2) }, p2: DECK_HULANG },
      }),
    ) as RuleError;
    expect(r.code).toBe('ERR_ILLEGAL_DECK');
    const unknown = createMatch(
      def,
      setupFor(1, {
        decks: {
          p1: { ...DECK_JIXIA, mainDeck: [...DECK_JIXIA.mainDeck.slice(1), 'no-such-card'] },
          p2: DECK_HULANG,
        },
      }),
    ) as RuleError;
    expect(unknown.code).toBe('ERR_ILLEGAL_DECK');
    expect(unknown.text.en).toContain('no-such-card');
    expect(
      deckProblems(
        { ...DEFAULT_CONFIG, mainDeckSize: 48 },
        { ...DECK_JIXIA, mainDeck: DECK_JIXIA.mainDeck.slice(2) },
      ),
    ).toEqual([]);
    expect(deckProblems({ ...DEFAULT_CONFIG, maxCopies: 3 }, DECK_JIXIA).length).toBeGreaterThan(0);
  });
  it('unknown config keys are refused; the Simultaneous Attack variant cannot be turned on', () => {
    expect((createMatch(def, setupFor(1, { config: { bogus: 1 } as never })) as RuleError).code).toBe(
      'ERR_BAD_CONFIG',
    );
    expect(
      (
        createMatch(
          def,
          setupFor(1, { config: { variants: { simultaneousAttack: true } } as never }),
        ) as RuleError
      ).code,
    ).toBe('ERR_BAD_CONFIG');
  });
});

describe('§3 setup and first player', () => {
  it('hands start empty (R1); each seat chooses a general, the order of reserves and a face-up altar', () => {
    const s = newMatch(1);
    expect(s.phase).toBe('match.setup');
    expect(s.game.boards.p1.hand).toEqual([]);
    expect(legal(s, 'p1')).toHaveLength(2 * 1 * 5); // 2 generals × 1 order of the other × 5 altars
    expect(s.active).toBeNull();
    const s2 = act(s, 'p1', 'setup.choose', { general: 'p1-g1', reserves: ['p1-g0'], altar: 3 });
    expect(s2.game.boards.p1.general).toBe('p1-g1');
    expect(s2.game.boards.p1.generalStack).toEqual(['p1-g0']);
    expect(s2.game.boards.p1.altars.map((a) => a.faceUp)).toEqual([false, false, false, true, false]);
    expect(s2.active).toBe('p2');
    expect(refusal(s2, 'p1', 'setup.choose', { general: 'p1-g1', reserves: ['p1-g0'], altar: 3 })).toBe(
      'ERR_SETUP_DONE',
    );
    expect(refusal(s, 'p2', 'setup.choose', { general: 'p2-g0', reserves: [], altar: 0 })).toBe(
      'ERR_BAD_GENERALS',
    );
  });
  it('the script names the first player (R2); without it a seeded coin decides, reproducibly', () => {
    expect(newMatch(1, { firstPlayer: 'p2' }).game.first).toBe('p2');
    const coin = (seed: number) => newMatch(seed, { firstPlayer: undefined }).game.first;
    expect(coin(5)).toBe(coin(5));
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map(coin)).size).toBe(2);
    expect(newMatch(1, { firstPlayer: 'p2', config: { firstPlayerMethod: 'coin' } }).game.first).toBe(
      newMatch(1, { firstPlayer: undefined }).game.first,
    );
  });
  it('after setup the round-1 construction draws first up to five, then waits for its build action', () => {
    const s = pastSetup(newMatch(1));
    expect(s.phase).toBe('match.round.construction.firstBuild');
    expect(s.game.boards.p1.hand).toHaveLength(5);
    expect(s.game.boards.p2.hand).toHaveLength(0);
    expect(s.active).toBe('p1');
  });
});

describe('§5.2 construction', () => {
  it('exactly one build action: reveal a face-down altar, then the second seat draws and builds', () => {
    let s = pastSetup(newMatch(1));
    expect(legal(s, 'p1').map((a) => a.type)).toEqual(Array(4).fill('construction.revealAltar'));
    expect(refusal(s, 'p1', 'construction.revealAltar', { altar: 0 })).toBe('ERR_ALTAR_NOT_FACE_DOWN');
    s = act(s, 'p1', 'construction.revealAltar', { altar: 2 });
    expect(s.game.boards.p1.altars[2].faceUp).toBe(true);
    expect(s.phase).toBe('match.round.construction.secondBuild');
    expect(refusal(s, 'p1', 'construction.revealAltar', { altar: 3 })).toBe('ERR_NOT_BUILD_STEP');
  });
  it('with five or more cards the seat may draw one or none (R3); an empty deck makes the draw illegal but is no loss (R4)', () => {
    let s = advance(pastSetup(newMatch(1)), (x) => x.game.round === 2 && x.game.drawChoice);
    expect(s.game.boards.p1.hand.length).toBeGreaterThanOrEqual(5);
    expect(legal(s, 'p1').map((a) => a.payload)).toEqual([{ draw: true }, { draw: false }]);
    const n = s.game.boards.p1.hand.length;
    expect(act(s, 'p1', 'construction.draw', { draw: true }).game.boards.p1.hand).toHaveLength(n + 1);
    s = rig(s, (x) => {
      x.game.boards.p1.discardPile.push(...x.game.boards.p1.deck);
      x.game.boards.p1.deck = [];
    });
    expect(refusal(s, 'p1', 'construction.draw', { draw: true })).toBe('ERR_DECK_EMPTY');
    expect(act(s, 'p1', 'construction.draw', { draw: false }).result).toBeNull();
  });
  it('L3a: a hand that cannot reach five in the draw step loses at once', () => {
    let t = rig(pastSetup(newMatch(1)), (x) => {
      x.game.boards.p2.discardPile.push(...x.game.boards.p2.deck.splice(3));
    });
    t = act(t, 'p1', 'construction.revealAltar', { altar: 1 });
    expect(t.result).toMatchObject({ winner: 'p1', reason: 'cannotReachFive' });
    expect(t.phase).toBe('gameOver');
  });
  it('bind a yard soul under a face-up altar (tapped allowed, R5) to raise its level; bindRequiresUpright forbids tapped', () => {
    const base = rig(pastSetup(customMatch()), (x) => {
      putIn(x, 'p1', 'soulYard', 's-weiwuzu', true);
    });
    const yard = base.game.boards.p1.soulYard[0];
    const binds = legal(base, 'p1').filter((a) => a.type === 'construction.bindSoul');
    expect(binds).toEqual([
      { type: 'construction.bindSoul', actor: 'p1', payload: { card: yard, altar: 0 } },
    ]);
    expect(refusal(base, 'p1', 'construction.bindSoul', { card: yard, altar: 1 })).toBe(
      'ERR_ALTAR_UNAVAILABLE',
    );
    const s = act(base, 'p1', 'construction.bindSoul', { card: yard, altar: 0 });
    expect(s.game.boards.p1.altars[0].bound).toEqual([yard]);
    expect(s.game.boards.p1.soulYard).toEqual([]);
    const strict = rig(pastSetup(customMatch({ config: { bindRequiresUpright: true } })), (x) => {
      putIn(x, 'p1', 'soulYard', 's-weiwuzu', true);
    });
    expect(legal(strict, 'p1').some((a) => a.type === 'construction.bindSoul')).toBe(false);
  });
  it('recover a discarded soul into the soul yard, upright (R5)', () => {
    const base = rig(pastSetup(customMatch({ p1: ['t-fubing'] })), (x) => {
      putIn(x, 'p1', 'discardPile', 's-weiwuzu');
      putIn(x, 'p1', 'discardPile', 't-fubing');
    });
    const [soul, trap] = base.game.boards.p1.discardPile;
    expect(
      legal(base, 'p1')
        .filter((a) => a.type === 'construction.recoverSoul')
        .map((a) => a.payload),
    ).toEqual([{ card: soul }]);
    expect(refusal(base, 'p1', 'construction.recoverSoul', { card: trap })).toBe('ERR_NOT_IN_DISCARD');
    const s = act(base, 'p1', 'construction.recoverSoul', { card: soul });
    expect(s.game.boards.p1.soulYard).toEqual([soul]);
    expect(s.game.marks[soul].tapped).toBe(false);
  });
  it('L3b: with every altar revealed and no soul in yard or discard pile, the seat loses after its draw step', () => {
    const s = rig(pastSetup(newMatch(1)), (x) => {
      for (const a of x.game.boards.p2.altars) a.faceUp = true;
    });
    const t = act(s, 'p1', 'construction.revealAltar', { altar: 1 });
    expect(t.result).toMatchObject({ winner: 'p1', reason: 'noBuildAction' });
    expect(t.game.boards.p2.hand).toHaveLength(5); // checked after the draw step
  });
});

describe('§5.1 preparation', () => {
  it("discards last round's strategy, face-up unactivated traps and expired events; nothing in round 1", () => {
    let t = advance(pastSetup(customMatch({ p1: ['t-xiankeng'] })), atPhase('match.round.reconnaissance'));
    t = rig(t, (x) => {
      const trap =
        x.game.boards.p1.hand.find((id) => x.cards[id].cardId === 't-xiankeng') ??
        x.game.boards.p1.deck.find((id) => x.cards[id].cardId === 't-xiankeng')!;
      x.game.boards.p1.hand = x.game.boards.p1.hand.filter((id) => id !== trap);
      x.game.boards.p1.deck = x.game.boards.p1.deck.filter((id) => id !== trap);
      x.game.boards.p1.sandField[4] = trap;
      x.game.marks[trap] = { faceUp: true, tapped: false, damage: 0, enteredRound: 0, dead: true };
    });
    const trap = t.game.boards.p1.sandField[4]!;
    t = advance(t, (x) => x.game.round === 2);
    expect(t.game.boards.p1.discardPile).toContain(trap);
    expect(t.game.boards.p1.sandField[4]).toBeNull();
  });
});
