/**
 * Starting positions (docs/rules/xueqi.md, "Starting positions / 起始局面"): the example puzzles and the semantics
 * (the board at the start of the named turn; the turn then runs from its start step). Refusals and deck formation
 * are in starting-position-refusals.test.ts; replay, views, pins and duel scripts in starting-position-replay.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createMatchOrThrow, legalActions, view } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiBoardView, XueqiState } from '@/machines/xueqi';
import { positionSchema } from '@/machines/xueqi/position';
import { ruleParams } from '@/machines/xueqi/rules/params';
import { BAT_SWARM, BONE_LEGION, DECKS } from '@/content/xueqi/decks';
import { EXAMPLE_POSITIONS } from '@/content/xueqi/positions';
import { expectCardsConserved, expectJsonRoundTrip } from '../../support/property';
import {
  act,
  cardsOf,
  code,
  deckOf,
  exampleSetup,
  fieldId,
  handId,
  sorted,
  start,
  zones,
} from './position-helpers';

describe('the example positions (content/xueqi/positions.ts)', () => {
  it('are valid data for the schema and name good Chinese and English', () => {
    expect(EXAMPLE_POSITIONS.length).toBeGreaterThanOrEqual(1);
    for (const ex of EXAMPLE_POSITIONS) {
      expect(positionSchema.safeParse(ex.position).success).toBe(true);
      expect(ex.name.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(ex.description.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(ex.name.en.length).toBeGreaterThan(3);
      if (ex.deck) expect(DECKS.map((d) => d.id)).toEqual(expect.arrayContaining([ex.deck.p1, ex.deck.p2]));
      else
        expect(
          ['p1', 'p2'].every((seat) => ex.position[seat as Seat]?.deck),
          ex.id,
        ).toBe(true);
    }
  });

  it.each(EXAMPLE_POSITIONS.map((ex, i) => [ex.id, i] as const))(
    '%s: creates a match holding exactly what was described, at the named turn’s draw step',
    (_id, i) => {
      const ex = EXAMPLE_POSITIONS[i];
      const pos = ex.position;
      const s = createMatchOrThrow<XueqiState>(xueqi, exampleSetup(i));
      const g = s.game;
      expect(s.phase).toBe(`playing.${pos.phase && pos.phase !== 'start' ? pos.phase : 'draw'}`);
      expect(g.turnNumber).toBe(pos.turn);
      expect(s.turn).toBe(pos.turn);
      expect(g.round).toBe(Math.ceil(pos.turn / 2));
      expect(g.activePlayer).toBe(pos.active);
      expect(s.active).toBe(pos.pending?.seat ?? pos.active);
      expect(g.fromPosition).toBe(true);
      expect(g.reveal).toEqual({ p1: [], p2: [], comparisons: [], coin: false, byAuthor: true });
      for (const seat of ['p1', 'p2'] as Seat[]) {
        const sp = pos[seat]!;
        const creatureIds = (list: NonNullable<typeof sp.creatureSlots> = []) =>
          list.map((c) => (typeof c === 'string' ? c : c.card));
        expect(zones(s, seat)).toEqual({
          lp: sp.lp ?? 4000,
          hand: sp.hand ?? [],
          graveyard: (sp.graveyard ?? []).map((c) => (typeof c === 'string' ? c : c.card)),
          creatureSlots: creatureIds(sp.creatureSlots),
          extraCreatures: creatureIds(sp.extraCreatures),
          supportArea: (sp.supportArea ?? []).map((c) => (typeof c === 'string' ? c : c.card)),
        });
        expect(g.players[seat].fateDrawUsed).toBe(sp.fateDrawTurn !== undefined);
        // The deck is the rest of the deck list.
        if (sp.deck) {
          // E37: the exact deck, top first.
          expect(cardsOf(s, g.players[seat].deck)).toEqual(sp.deck);
          continue;
        }
        const placed = [
          ...(sp.hand ?? []),
          ...(sp.graveyard ?? []).map((c) => (typeof c === 'string' ? c : c.card)),
          ...creatureIds(sp.creatureSlots),
          ...creatureIds(sp.extraCreatures),
          ...(sp.supportArea ?? []).map((c) => (typeof c === 'string' ? c : c.card)),
        ].filter((id) => !['xue-bianfu', 'gu-ling', 'xue-ying'].includes(id));
        const rest = [...deckOf(ex.deck![seat])];
        for (const id of placed) rest.splice(rest.indexOf(id), 1);
        expect(sorted(cardsOf(s, g.players[seat].deck))).toEqual(sorted(rest));
      }
      expectCardsConserved(xueqi, s);
      expectJsonRoundTrip(s);
    },
  );

  it('差十点的血剑: the described card states and the turn bookkeeping are in the state', () => {
    const s = createMatchOrThrow<XueqiState>(xueqi, exampleSetup(0));
    const g = s.game;
    const knight = g.players.p2.creatureSlots[0];
    expect(s.cards[knight.id].cardId).toBe('xue-qishi');
    expect(knight).toMatchObject({
      atkMod: 150,
      lifeMod: 0,
      extra: false,
      occupiesSlot: true,
      attacksUsed: 0,
    });
    expect(view<XueqiBoardView>(xueqi, s, 'p1').board.seats.p2.creatureSlots[0]).toMatchObject({
      atk: 600,
      life: 320,
    });
    const bats = g.players.p1.extraCreatures;
    expect(bats.map((c) => c.id)).toEqual(['p1-x1', 'p1-x2']);
    expect(bats.every((c) => c.extra && !c.occupiesSlot)).toBe(true);
    expect(g.players.p2.extraCreatures[0]).toMatchObject({ id: 'p2-x3', extra: true });
    expect(g.players.p2.graveyard.filter((id) => s.cards[id].cardId === 'gu-ling')).toEqual(['p2-x4']);
    expect(g.nextExtraId).toBe(5);
    expect(g.players.p1.supportArea[0]).toMatchObject({ kind: 'rule', enteredTurn: 10 });
    expect(g.players.p2.supportArea[0]).toMatchObject({ kind: 'value' });
    expect(ruleParams(s, 'p1').maxComboSize).toBe(4);
    // Turn 11 is p1's sixth turn (p1 moves first); p2 has had five. The start step counted this one.
    expect(g.firstPlayer).toBe('p1');
    expect(g.players.p1.ownTurnCount).toBe(6);
    expect(g.players.p2.ownTurnCount).toBe(5);
    // p1's Fate Draw on turn 9: used; its lifeline ended that turn, p2's free summons with turn 10.
    expect(g.fateDrawsUsedInGame).toBe(1);
    expect(g.lifeline).toBeNull();
    expect(g.freeSummonTurn).toBeNull();
    expect(s.effects.find((e) => e.type === 'turnStart')).toMatchObject({ seat: 'p1', round: 6, ownTurn: 6 });
  });

  it('差十点的血剑: the obvious line falls exactly 10 short; the combo on the Bone Wisp wins', () => {
    let s = createMatchOrThrow<XueqiState>(xueqi, exampleSetup(0));
    expect(legalActions(xueqi, s, 'p1').map((a) => a.type)).toEqual(['draw.normal', 'match.concede']);
    expect(legalActions(xueqi, s, 'p2').map((a) => a.type)).toEqual(['match.concede']);
    // A draw that does not help (pinned), so the board alone decides.
    s = act(s, 'fate.pin', 'author', { kind: 'draw', seat: 'p1', cardId: 'zhanhou-yushi' });
    s = act(s, 'draw.normal', 'p1');
    expect(cardsOf(s, s.game.players.p1.hand)).toEqual(['xueqi-zengfu', 'xianji', 'zhanhou-yushi']);
    expect(s.phase).toBe('playing.main');
    const drawn = s;

    const [berserker, swordsman, crow] = ['kuang-zhanshi', 'xue-jianke', 'ye-ya'].map((c) =>
      fieldId(s, 'p1', c),
    );
    const [bat1, bat2] = [fieldId(s, 'p1', 'xue-bianfu', 0), fieldId(s, 'p1', 'xue-bianfu', 1)];
    const [knight, rider, wisp] = [
      fieldId(s, 'p2', 'xue-qishi'),
      fieldId(s, 'p2', 'gulong-qi'),
      fieldId(s, 'p2', 'gu-ling'),
    ];
    const surge = handId(s, 'p1', 'xueqi-zengfu');
    const attack = (st: XueqiState, lead: string, target: string, supporters: string[] = []) =>
      act(st, 'battle.attack', 'p1', { lead, supporters, target });

    // The obvious line.
    let o = act(drawn, 'value.activate', 'p1', { card: surge, targets: [crow] });
    o = act(o, 'battle.declare', 'p1');
    o = attack(o, berserker, knight);
    o = act(o, 'effect.activate', 'p1', { creature: berserker, effect: 0, targets: [] });
    o = attack(o, berserker, rider);
    o = attack(o, swordsman, wisp);
    o = attack(o, crow, 'player');
    o = attack(o, bat1, 'player');
    o = attack(o, bat2, 'player');
    expect(o.result).toBeNull();
    expect(o.game.players.p2.lp).toBe(10);

    // The solution: the crow leads, a bat supports (70 + 30 > 90); the swordsman keeps Blood Surge.
    let w = act(drawn, 'value.activate', 'p1', { card: surge, targets: [swordsman] });
    expect(w.game.players.p1.lp).toBe(55);
    w = act(w, 'battle.declare', 'p1');
    w = attack(w, berserker, knight);
    w = act(w, 'effect.activate', 'p1', { creature: berserker, effect: 0, targets: [] });
    w = attack(w, berserker, rider);
    w = attack(w, crow, wisp, [bat1]);
    w = attack(w, swordsman, 'player');
    expect(w.game.players.p2.lp).toBe(50);
    w = attack(w, bat2, 'player');
    expect(w.result).toMatchObject({ winner: 'p1', reason: 'lpZero' });
    expect(w.phase).toBe('over');
  });

  it('命运的回礼: p2 summons for free this turn after p1’s Fate Draw last turn, and pays upkeep at the end', () => {
    let s = createMatchOrThrow<XueqiState>(xueqi, exampleSetup(1));
    const g = s.game;
    expect(g.firstPlayer).toBe('p1');
    expect(g.freeSummonTurn).toEqual({ player: 'p2', turnNumber: 12 });
    expect(g.lifeline).toBeNull(); // R27 default: the lifeline ended with p1's turn 11
    expect(g.players.p1.fateDrawUsed).toBe(true);
    expect(g.players.p2.fateDrawUsed).toBe(false);
    s = act(s, 'draw.normal', 'p2');
    for (const c of ['xueqi-zhizhu', 'lianyu-mojiang', 'xue-qishi'])
      s = act(s, 'summon.creature', 'p2', { card: handId(s, 'p2', c) });
    expect(s.game.players.p2.lp).toBe(150);
    expect(s.game.players.p2.creatureSlots).toHaveLength(4);
    s = act(s, 'turn.end', 'p2');
    // Upkeep R5: p2 15 + 40 + 30 + 20; p1 5 + 5 + 5 + 5.
    expect(s.game.players.p2.lp).toBe(45);
    expect(s.game.players.p1.lp).toBe(20);
    expect(s.game.turnNumber).toBe(13);
    expect(s.game.round).toBe(7);
    expect(s.game.freeSummonTurn).toBeNull();
  });
});

describe('semantics: the board at the start of the named turn, then the turn runs from its start', () => {
  it('the chart takes the guarded transition: no opening draw, no reveal, the start step ran', () => {
    const s = start({ turn: 5, active: 'p2' });
    expect(s.phase).toBe('playing.draw');
    expect(s.game.players.p1.hand).toEqual([]);
    expect(s.game.players.p2.hand).toEqual([]);
    expect(s.game.firstPlayer).toBe('p2');
    expect(s.game.players.p2.ownTurnCount).toBe(3);
    expect(s.game.players.p1.ownTurnCount).toBe(2);
    expect(s.effects.map((e) => e.type)).toEqual(['position', 'turnStart']);
    expect(xueqi.chart.nodes.get('setup')!.always.length).toBe(2);
  });

  it('a minimal position defaults LP to the config and every card to the deck', () => {
    const s = start({ turn: 3, active: 'p1', p2: { lp: 900 } }, { config: { startingLp: 1200 } });
    expect(s.game.players.p1.lp).toBe(1200);
    expect(s.game.players.p2.lp).toBe(900);
    expect(s.game.players.p1.deck).toHaveLength(BAT_SWARM.cards.length);
    expect(s.game.players.p2.deck).toHaveLength(BONE_LEGION.cards.length);
  });

  it('round 1, turn 2: the second player draws two and must put one on the bottom (R3)', () => {
    let s = start({ turn: 2, active: 'p2', p2: { hand: ['lie-quan', 'xue-nu'] } });
    expect(s.game.firstPlayer).toBe('p1');
    s = act(s, 'draw.normal', 'p2');
    expect(s.game.players.p2.hand).toHaveLength(4);
    expect(s.game.pending).toEqual({ kind: 'bottomOne', seat: 'p2' });
    s = act(s, 'draw.bottom', 'p2', { card: s.game.players.p2.hand[0] });
    expect(s.phase).toBe('playing.main');
    expect(legalActions(xueqi, s, 'p2').some((a) => a.type === 'battle.declare')).toBe(true);
  });

  it('turn 1: the first player draws one and cannot declare battle (R38)', () => {
    let s = start({ turn: 1, active: 'p1', p1: { hand: ['xue-nu'] } });
    s = act(s, 'draw.normal', 'p1');
    expect(s.game.players.p1.hand).toHaveLength(2);
    expect(code(s, 'battle.declare', 'p1')).toBe('ERR_NO_BATTLE_ROUND1');
  });

  it('the draw step offers the Fate Draw by the own turns the position implies (R26)', () => {
    // Turn 7 is p1's 4th turn (3 completed): eligible with lower LP.
    const ok = start({ turn: 7, active: 'p1', p1: { lp: 100 }, p2: { lp: 200 } });
    expect(legalActions(xueqi, ok, 'p1').some((a) => a.type === 'draw.fate')).toBe(true);
    let t = act(ok, 'draw.fate', 'p1', { cardId: 'xueqi-zhizhu' });
    expect(cardsOf(t, t.game.players.p1.hand)).toEqual(['xueqi-zhizhu']);
    expect(t.game.lifeline).toMatchObject({ protectedPlayer: 'p2', sourcePlayer: 'p1' });
    // Turn 5 is only its 3rd.
    const early = start({ turn: 5, active: 'p1', p1: { lp: 100 }, p2: { lp: 200 } });
    expect(code(early, 'draw.fate', 'p1', { cardId: 'xueqi-zhizhu' })).toBe('ERR_FATE_TOO_EARLY');
    // Already used earlier in the game.
    const used = start({ turn: 9, active: 'p1', p1: { lp: 100, fateDrawTurn: 7 }, p2: { lp: 200 } });
    expect(code(used, 'draw.fate', 'p1', { cardId: 'xueqi-zhizhu' })).toBe('ERR_FATE_USED');
    // The second Fate Draw of the game grants nothing (R29).
    const second = start({ turn: 10, active: 'p2', p1: { lp: 300, fateDrawTurn: 7 }, p2: { lp: 200 } });
    t = act(second, 'draw.fate', 'p2', { cardId: 'xueqi-zhizhu' });
    expect(t.game.fateDrawsUsedInGame).toBe(2);
    expect(t.game.lifeline).toBeNull();
  });

  it('the first Fate Draw’s lifeline lasts as the config says (R27)', () => {
    const pos = { turn: 8, active: 'p2', p1: { lp: 100, fateDrawTurn: 7 }, p2: { lp: 10 } };
    expect(start(pos).game.lifeline).toBeNull();
    expect(start(pos, { config: { lifelineDuration: 'untilOpponentTurnEnd' } }).game.lifeline).toEqual({
      protectedPlayer: 'p2',
      sourcePlayer: 'p1',
      expiresAtEndOfTurn: 8,
    });
    const later = { ...pos, turn: 12, active: 'p2' };
    expect(start(later, { config: { lifelineDuration: 'untilOpponentTurnEnd' } }).game.lifeline).toBeNull();
    expect(start(later, { config: { lifelineDuration: 'game' } }).game.lifeline).toMatchObject({
      protectedPlayer: 'p2',
      expiresAtEndOfTurn: null,
    });
    expect(start(later).game.freeSummonTurn).toBeNull();
    // The free summons (R28): the protected player's summon costs nothing on the turn right after.
    let s = start({ ...pos, p2: { lp: 10, hand: ['gulong-qi'] } });
    expect(s.game.freeSummonTurn).toEqual({ player: 'p2', turnNumber: 8 });
    s = act(s, 'draw.normal', 'p2');
    s = act(s, 'summon.creature', 'p2', { card: handId(s, 'p2', 'gulong-qi') });
    expect(s.game.players.p2.lp).toBe(10);
  });

  it('a creature with a duration: turnsLeft counts own turns from this one (R43); default the full duration', () => {
    const s = start(
      {
        turn: 6,
        active: 'p2',
        p2: { creatureSlots: [{ card: 'shitian-xuelong', turnsLeft: 1 }, 'shitian-xuelong'] },
        p1: { extraCreatures: [{ card: 'xue-ying', turnsLeft: 2 }] },
      },
      {
        p2: [
          ...BONE_LEGION.cards.filter((c) => c !== 'shitian-xuelong'),
          'shitian-xuelong',
          'shitian-xuelong',
        ],
      },
    );
    const [a, b] = s.game.players.p2.creatureSlots;
    expect(a.expiresAtEndOfTurn).toBe(6);
    expect(b.expiresAtEndOfTurn).toBe(10);
    expect(s.game.players.p1.extraCreatures[0].expiresAtEndOfTurn).toBe(9);
    let t = act(s, 'draw.normal', 'p2');
    t = act(t, 'turn.end', 'p2');
    expect(t.game.players.p2.creatureSlots.map((c) => c.id)).toEqual([b.id]);
    expect(t.game.players.p2.graveyard).toContain(a.id);
    const g = start(
      { turn: 6, active: 'p2', p1: { extraCreatures: [{ card: 'xue-ying', turnsLeft: 2 }] } },
      { config: { durationCounting: 'global' } },
    );
    expect(g.game.players.p1.extraCreatures[0].expiresAtEndOfTurn).toBe(7);
  });

  it('once-per-game effects already used stay used; cannotAttack holds for this turn', () => {
    const pos = (used: number[]) => ({
      turn: 9,
      active: 'p1',
      p1: {
        creatureSlots: [
          { card: 'shenyuan-zhiyan', usedEffects: used },
          { card: 'xue-jianke', cannotAttack: true },
        ],
      },
      p2: { creatureSlots: ['xue-nu'] },
    });
    let s = act(start(pos([0])), 'draw.normal', 'p1');
    const eye = fieldId(s, 'p1', 'shenyuan-zhiyan');
    expect(s.game.usage[`${eye}#0`]).toMatchObject({ game: 1 });
    expect(code(s, 'effect.activate', 'p1', { creature: eye, effect: 0, targets: [], pick: 'xue-nu' })).toBe(
      'ERR_EFFECT_LIMIT',
    );
    s = act(start(pos([])), 'draw.normal', 'p1');
    expect(
      act(s, 'effect.activate', 'p1', { creature: eye, effect: 0, targets: [], pick: 'xue-nu' }).game.usage,
    ).toBeTruthy();
    s = act(s, 'battle.declare', 'p1');
    const sword = fieldId(s, 'p1', 'xue-jianke');
    expect(
      code(s, 'battle.attack', 'p1', { lead: sword, supporters: [], target: fieldId(s, 'p2', 'xue-nu') }),
    ).toBe('ERR_ALREADY_ATTACKED');
    expect(s.game.players.p1.creatureSlots[1].cannotAttackUntilTurn).toBe(9);
  });

  it('the active seat with an empty deck draws nothing and loses at its own turn end (R25)', () => {
    const list = BAT_SWARM.cards;
    const s0 = start(
      { turn: 4, active: 'p2', p2: { hand: list.slice(0, 9), graveyard: list.slice(9) } },
      { p2: list },
    );
    expect(s0.game.players.p2.deck).toEqual([]);
    expect(s0.game.players.p2.deckEmptied).toBe(true);
    let s = act(s0, 'draw.normal', 'p2');
    s = act(s, 'turn.end', 'p2');
    expect(s.result).toMatchObject({ winner: 'p1', reason: 'deckOut' });
  });
});
