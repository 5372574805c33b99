/**
 * Starting positions (docs/rules/xueqi.md, "Starting positions / 起始局面"): the example puzzles, the semantics
 * (the board at the start of the named turn; the turn then runs from its start step), every refusal, deck
 * formation, replay/seek/views, pins and duel scripts.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  buildCheckpoints,
  createMatch,
  createMatchOrThrow,
  isRuleError,
  legalActions,
  matchCreatedEvent,
  replay,
  seek,
  view,
} from '@/machines/engine';
import type { Action, EngineEvent, MatchSetup, RuleError, Seat } from '@/machines/engine';
import { checkDuelScript, duelFileFromLine, serializeDuelScript } from '@/machines/engine/duel-script';
import { xueqi } from '@/machines/xueqi';
import type { XueqiBoardView, XueqiState } from '@/machines/xueqi';
import type { XueqiConfig } from '@/machines/xueqi/config';
import { xueqiChart } from '@/machines/xueqi/chart';
import { positionSchema } from '@/machines/xueqi/position';
import { ruleParams } from '@/machines/xueqi/rules/params';
import { BAT_SWARM, BONE_LEGION, DECKS } from '@/content/xueqi/decks';
import { EXAMPLE_POSITIONS } from '@/content/xueqi/positions';
import {
  expectCardsConserved,
  expectJsonRoundTrip,
  expectReplayEqualsLive,
  expectViewsLeakNothing,
  randomMatch,
} from '../../support/property';
import { PLAIN_DECK } from './helpers';

const deckOf = (id: string) => DECKS.find((d) => d.id === id)!.cards;

function setupWith(
  position: unknown,
  o: {
    p1?: string[];
    p2?: string[];
    config?: Partial<XueqiConfig>;
    stacked?: Seat[];
    seed?: number;
    first?: Seat;
  } = {},
): MatchSetup {
  return {
    gameId: 'xueqi',
    rulesVersion: '1',
    players: { p1: { name: '林焰' }, p2: { name: '苏冥' } },
    seed: o.seed ?? 7,
    decks: { p1: o.p1 ?? BAT_SWARM.cards, p2: o.p2 ?? BONE_LEGION.cards },
    ...(o.stacked ? { stacked: o.stacked } : {}),
    ...(o.config ? { config: o.config } : {}),
    ...(o.first ? { firstPlayer: o.first } : {}),
    position,
  };
}

const start = (position: unknown, o: Parameters<typeof setupWith>[1] = {}) =>
  createMatchOrThrow<XueqiState>(xueqi, setupWith(position, o));

const exampleSetup = (i: number, seed = 11): MatchSetup => {
  const ex = EXAMPLE_POSITIONS[i];
  return setupWith(ex.position, { p1: deckOf(ex.deck.p1), p2: deckOf(ex.deck.p2), seed });
};

function refused(position: unknown, o: Parameters<typeof setupWith>[1] = {}): RuleError {
  const r = createMatch(xueqi, setupWith(position, o));
  expect(isRuleError(r), 'the position should be refused').toBe(true);
  return r as RuleError;
}

/** A refusal with ERR_BAD_POSITION whose zh and en messages both contain the given parts. */
function expectBad(position: unknown, zh: string[], en: string[], o: Parameters<typeof setupWith>[1] = {}) {
  const e = refused(position, o);
  expect(e.code, e.text.en).toBe('ERR_BAD_POSITION');
  for (const part of zh) expect(e.text.zh).toContain(part);
  for (const part of en) expect(e.text.en).toContain(part);
}

function act(s: XueqiState, type: string, actor: Seat | 'author', payload: Record<string, unknown> = {}) {
  const r = applyAction<XueqiState>(xueqi, s, { type, actor, payload });
  if (!r.ok) throw new Error(`${type} refused: ${r.error.code} ${r.error.text.en}`);
  return r.state;
}
function code(s: XueqiState, type: string, actor: Seat, payload: Record<string, unknown> = {}) {
  const r = applyAction<XueqiState>(xueqi, s, { type, actor, payload });
  if (r.ok) throw new Error(`${type} was accepted`);
  return r.error.code;
}

const cardsOf = (s: XueqiState, ids: readonly string[]) => ids.map((id) => s.cards[id].cardId);
const sorted = (xs: readonly string[]) => [...xs].sort();

/** The seat's zones as content ids (field creatures with their state), to compare with what was described. */
function zones(s: XueqiState, seat: Seat) {
  const p = s.game.players[seat];
  return {
    lp: p.lp,
    hand: cardsOf(s, p.hand),
    graveyard: cardsOf(s, p.graveyard),
    creatureSlots: p.creatureSlots.map((c) => s.cards[c.id].cardId),
    extraCreatures: p.extraCreatures.map((c) => s.cards[c.id].cardId),
    supportArea: p.supportArea.map((x) => s.cards[x.id].cardId),
  };
}

/** The id of the creature of `seat` showing `cardId` (the `n`-th such), on the field. */
function fieldId(s: XueqiState, seat: Seat, cardId: string, n = 0): string {
  const p = s.game.players[seat];
  return [...p.creatureSlots, ...p.extraCreatures].filter((c) => s.cards[c.id].cardId === cardId)[n].id;
}
const handId = (s: XueqiState, seat: Seat, cardId: string) =>
  s.game.players[seat].hand.find((id) => s.cards[id].cardId === cardId)!;

describe('the example positions (content/xueqi/positions.ts)', () => {
  it('are valid data for the schema and name good Chinese and English', () => {
    expect(EXAMPLE_POSITIONS.length).toBeGreaterThanOrEqual(1);
    for (const ex of EXAMPLE_POSITIONS) {
      expect(positionSchema.safeParse(ex.position).success).toBe(true);
      expect(ex.name.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(ex.description.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(ex.name.en.length).toBeGreaterThan(3);
      expect(DECKS.map((d) => d.id)).toEqual(expect.arrayContaining([ex.deck.p1, ex.deck.p2]));
    }
  });

  it.each(EXAMPLE_POSITIONS.map((ex, i) => [ex.id, i] as const))(
    '%s: creates a match holding exactly what was described, at the named turn’s draw step',
    (_id, i) => {
      const ex = EXAMPLE_POSITIONS[i];
      const pos = ex.position;
      const s = createMatchOrThrow<XueqiState>(xueqi, exampleSetup(i));
      const g = s.game;
      expect(s.phase).toBe('playing.draw');
      expect(g.turnNumber).toBe(pos.turn);
      expect(s.turn).toBe(pos.turn);
      expect(g.round).toBe(Math.ceil(pos.turn / 2));
      expect(g.activePlayer).toBe(pos.active);
      expect(s.active).toBe(pos.active);
      expect(g.fromPosition).toBe(true);
      expect(g.reveal).toEqual({ p1: [], p2: [], comparisons: [], coin: false, byAuthor: true });
      for (const seat of ['p1', 'p2'] as Seat[]) {
        const sp = pos[seat]!;
        const creatureIds = (list: NonNullable<typeof sp.creatureSlots> = []) =>
          list.map((c) => (typeof c === 'string' ? c : c.card));
        expect(zones(s, seat)).toEqual({
          lp: sp.lp,
          hand: sp.hand ?? [],
          graveyard: sp.graveyard ?? [],
          creatureSlots: creatureIds(sp.creatureSlots),
          extraCreatures: creatureIds(sp.extraCreatures),
          supportArea: sp.supportArea ?? [],
        });
        expect(g.players[seat].fateDrawUsed).toBe(sp.fateDrawTurn !== undefined);
        // The deck is the rest of the deck list.
        const placed = [
          ...(sp.hand ?? []),
          ...(sp.graveyard ?? []),
          ...creatureIds(sp.creatureSlots),
          ...creatureIds(sp.extraCreatures),
          ...(sp.supportArea ?? []),
        ].filter((id) => !['xue-bianfu', 'gu-ling', 'xue-ying'].includes(id));
        const rest = [...deckOf(ex.deck[seat])];
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
    expect(xueqiChart.nodes.get('setup')!.always.length).toBe(2);
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

describe('refusals: ERR_BAD_POSITION for rules, ERR_BAD_SETUP for shape, and nothing is created', () => {
  it('turn number below 1', () => {
    expectBad({ turn: 0, active: 'p1' }, ['回合数 0'], ['Turn number 0']);
  });
  it('an unknown card id', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { hand: ['no-such-card'] } },
      ['p1 的手牌第 1 张', '未知卡牌'],
      ['p1 hand card 1', 'unknown card'],
    );
  });
  it('a card that is not in the seat’s deck list', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots: ['xueyi-mo'] } },
      ['p1 的生物格位第 1 张「血翼魔」', '不在 p1 的卡组列表中'],
      ['p1 creature slot card 1 ("Blood-Winged Fiend")', "not in p1's deck list"],
    );
  });
  it('more copies than the deck list has', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { hand: ['ye-ya', 'ye-ya'], graveyard: ['ye-ya', 'ye-ya'] } },
      ['p1 的墓地第 2 张「夜鸦」', '只有 3 张'],
      ['p1 graveyard card 2 ("Night Crow")', 'has only 3'],
    );
  });
  it('a creature in the support area', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { supportArea: ['xue-nu'] } },
      ['支援区', '是生物卡'],
      ['support area', 'is a creature'],
    );
  });
  it('a rule card on the field', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots: ['xuezhan-faze'] } },
      ['不是生物卡'],
      ['is not a creature'],
    );
  });
  it('a non-persistent rule card in the support area', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { supportArea: ['chongfeng-haoling'] } },
      ['不是持续卡'],
      ['is not persistent'],
    );
  });
  it('an extra-summon card in hand', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { hand: ['xue-bianfu'] } },
      ['额外召唤卡牌，不能在手牌中'],
      ['never be in a hand'],
    );
  });
  it('an extra-summon card in a creature slot', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots: ['xue-bianfu'] } },
      ['只能在额外区'],
      ['only be in the extra area'],
    );
  });
  it('an extra-summon card in the graveyard when they cease to exist (R20 variant)', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { graveyard: ['xue-bianfu'] } },
      ['不会进入墓地'],
      ['ceases to exist'],
      {
        config: { extraToGraveyard: false },
      },
    );
  });
  it('more hand cards than the hand limit of the match’s config', () => {
    const hand = ['xue-nu', 'xue-nu', 'xue-nu', 'ye-ya', 'ye-ya', 'ye-ya', 'xue-zhi'];
    expect(start({ turn: 3, active: 'p1', p1: { hand } }).game.players.p1.hand).toHaveLength(7);
    expectBad(
      { turn: 3, active: 'p1', p1: { hand } },
      ['p1 的手牌有 7 张，超过上限 6 张'],
      ['over the hand limit of 6'],
      {
        config: { handLimit: 6 },
      },
    );
  });
  it('more slot creatures than the effective slot limit (config and rule parameters)', () => {
    const creatureSlots = ['xue-nu', 'xue-nu', 'xue-nu', 'ye-ya'];
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots } },
      ['第 4 格不存在'],
      ['slot 4 does not exist'],
      {
        config: { creatureSlotLimit: 3 },
      },
    );
    const skill = { kind: 'continuous', ops: [{ op: 'setRuleParam', param: 'creatureSlotLimit', value: 4 }] };
    const s = start(
      { turn: 3, active: 'p1', p1: { creatureSlots } },
      {
        config: { creatureSlotLimit: 3, characterSkills: { p1: [skill] } as XueqiConfig['characterSkills'] },
      },
    );
    expect(s.game.players.p1.creatureSlots).toHaveLength(4);
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots: [...creatureSlots, 'ye-ya', 'ye-ya'] } },
      ['p1 的生物格位只有 5 个'],
      ['only 5 creature slots'],
    );
  });
  it('more support cards than the support-area limit (R11 variant)', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { supportArea: ['xuezhan-faze', 'tongxin-zhixue'] } },
      ['支援区最多 1 张'],
      ['at most 1 cards'],
      { config: { supportAreaLimit: 1 } },
    );
  });
  it('LP at or below 0: the position is already decided', () => {
    expectBad(
      { turn: 3, active: 'p1', p2: { lp: 0 } },
      ['p2 的生命值为 0', '已分胜负'],
      ['p2 has 0 LP', 'decided'],
    );
    expectBad({ turn: 3, active: 'p1', p1: { lp: -5 } }, ['p1 的生命值为 -5'], ['p1 has -5 LP']);
  });
  it('the seat whose turn just ended has an empty deck: already lost to deck-out (W3)', () => {
    const list = BAT_SWARM.cards;
    const pos = (turn: number) => ({ turn, active: 'p1', p2: { graveyard: list } });
    expectBad(pos(3), ['p2 的卡组为空', '已分胜负'], ["p2's deck is empty", 'decided'], { p2: list });
    expect(start(pos(1), { p2: list }).game.players.p2.deck).toEqual([]);
  });
  it('a setup first player that contradicts the named turn', () => {
    expectBad({ turn: 3, active: 'p1' }, ['先手应为 p1', '不符'], ['so p1 moved first, not p2'], {
      first: 'p2',
    });
    expect(start({ turn: 4, active: 'p1' }, { first: 'p2' }).game.firstPlayer).toBe('p2');
  });
  it('a Fate Draw turn not yet played', () => {
    expectBad(
      { turn: 9, active: 'p1', p1: { fateDrawTurn: 9 } },
      ['命运抽卡回合 9 无效'],
      ['Fate Draw turn 9 is invalid'],
    );
  });
  it('a Fate Draw on the other seat’s turn', () => {
    expectBad(
      { turn: 9, active: 'p1', p1: { fateDrawTurn: 6 } },
      ['第 6 回合不是 p1 的回合'],
      ["Turn 6 was not p1's turn"],
    );
  });
  it('a Fate Draw in round 1', () => {
    expectBad({ turn: 9, active: 'p1', p2: { fateDrawTurn: 2 } }, ['不能在第一轮'], ['in round 1']);
  });
  it('a Fate Draw before enough completed turns (R26, by the config’s counting)', () => {
    expectBad(
      { turn: 9, active: 'p1', p1: { fateDrawTurn: 5 } },
      ['只完成了 2 个回合'],
      ['completed only 2 turns'],
    );
    expect(
      start(
        { turn: 9, active: 'p1', p1: { fateDrawTurn: 5 } },
        { config: { fateDrawTurnCounting: 'global' } },
      ).game.players.p1.fateDrawUsed,
    ).toBe(true);
  });
  it('turnsLeft on a creature without a duration, or beyond its duration', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots: [{ card: 'xue-nu', turnsLeft: 1 }] } },
      ['没有回合持续时间'],
      ['has no turn duration'],
    );
    expectBad(
      { turn: 3, active: 'p1', p1: { extraCreatures: [{ card: 'xue-ying', turnsLeft: 3 }] } },
      ['回合持续时间只有 2'],
      ['lasts 2 turns'],
    );
  });
  it('usedEffects naming an effect that is not once per game, or used too often', () => {
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots: [{ card: 'yinhun-shi', usedEffects: [0] }] } },
      ['没有第 0 号每局限次效果'],
      ['no once-per-game effect 0'],
    );
    expectBad(
      { turn: 3, active: 'p1', p1: { creatureSlots: [{ card: 'shenyuan-zhiyan', usedEffects: [0, 0] }] } },
      ['每局只能用 1 次'],
      ['can be used 1 times per game, not 2'],
    );
  });
  it('shape errors are ERR_BAD_SETUP (strict keys, types, seats)', () => {
    for (const bad of [
      { turn: 3, active: 'p1', extra: 1 },
      { turn: 3, active: 'p3' },
      { turn: '3', active: 'p1' },
      { turn: 3.5, active: 'p1' },
      { turn: 3, active: 'p1', p1: { lp: 10.5 } },
      { turn: 3, active: 'p1', p1: { hand: 'xue-nu' } },
      { turn: 3, active: 'p1', p1: { creatureSlots: [{ card: 'xue-nu', tapped: true }] } },
      { active: 'p1' },
      [],
    ])
      expect(refused(bad).code, JSON.stringify(bad)).toBe('ERR_BAD_SETUP');
  });
  it('a bad deck list is still ERR_BAD_DECK', () => {
    expect(refused({ turn: 3, active: 'p1' }, { p1: BAT_SWARM.cards.slice(0, 30) }).code).toBe(
      'ERR_BAD_DECK',
    );
  });
});

describe('deck formation, instance ids and conservation', () => {
  const pos = {
    turn: 5,
    active: 'p1',
    p1: { hand: ['ye-ya', 'xue-nu'], creatureSlots: ['ye-ya'], extraCreatures: ['xue-bianfu'] },
    p2: { graveyard: ['gu-ling'], hand: ['lie-quan'] },
  };

  it('named cards take the lowest free copies of the list (normal ids); extras are numbered like summonExtra', () => {
    const s = start(pos, { stacked: ['p1', 'p2'] });
    // BAT_SWARM: xue-nu 0–2, lie-quan 3, jingji-kuilei 4, ye-ya 5–7. Field zones are filled before the hand.
    expect(s.game.players.p1.creatureSlots[0].id).toBe('p1-5');
    expect(s.game.players.p1.hand).toEqual(['p1-6', 'p1-0']);
    expect(s.game.players.p1.extraCreatures[0].id).toBe('p1-x1');
    expect(s.game.players.p2.graveyard).toEqual(['p2-x2']);
    expect(s.cards['p2-x2']).toEqual({ cardId: 'gu-ling', owner: 'p2' });
    expect(Object.keys(s.cards)).toHaveLength(BAT_SWARM.cards.length + BONE_LEGION.cards.length + 2);
    expectCardsConserved(xueqi, s);
  });

  it('stacked seats keep deck-list order (top first); others are shuffled by the seed', () => {
    const stacked = start(pos, { stacked: ['p1'] });
    const ids = stacked.game.players.p1.deck;
    expect(ids).toEqual(
      BAT_SWARM.cards.map((_, i) => `p1-${i}`).filter((id) => !['p1-0', 'p1-5', 'p1-6'].includes(id)),
    );
    expect(stacked.game.players.p1.deck[0]).toBe('p1-1');
    const a = start(pos, { seed: 1 }).game.players.p2.deck;
    const b = start(pos, { seed: 2 }).game.players.p2.deck;
    expect(a).not.toEqual(b);
    expect(sorted(a)).toEqual(sorted(b));
    expect(start(pos, { seed: 1 }).game.players.p2.deck).toEqual(a);
    expect(stacked.game.players.p2.deck).not.toEqual(sorted(stacked.game.players.p2.deck));
  });

  it('a later effect summon continues the extra numbering', () => {
    let s = start({
      turn: 5,
      active: 'p1',
      p1: { creatureSlots: ['yinhun-shi'], extraCreatures: ['xue-bianfu'] },
    });
    s = act(s, 'draw.normal', 'p1');
    s = act(s, 'effect.activate', 'p1', { creature: fieldId(s, 'p1', 'yinhun-shi'), effect: 0, targets: [] });
    expect(s.game.players.p1.extraCreatures.map((c) => c.id)).toEqual(['p1-x1', 'p1-x2']);
    expectCardsConserved(xueqi, s);
  });
});

describe('replay, seek, views, pins and duel scripts from a position', () => {
  it('random legal play from each example: replay equals live, seek works, cards conserved, views leak nothing', () => {
    EXAMPLE_POSITIONS.forEach((_, i) => {
      for (const seed of [3, 4]) {
        const m = randomMatch(xueqi, exampleSetup(i, seed), {
          seed,
          maxSteps: 150,
          keepStates: true,
          onStep: (st) => {
            expectCardsConserved(xueqi, st);
            if (st.seq % 10 === 1) expectViewsLeakNothing(xueqi, st, seed);
          },
        });
        expectReplayEqualsLive(xueqi, m, seed);
        const cps = buildCheckpoints(xueqi, m.events, 8);
        expect(seek(xueqi, m.events, 0, cps)).toEqual(m.states[0]);
      }
    });
  });

  it('the opponent’s view hides the hand and both decks; the field and graveyards are public', () => {
    const s = createMatchOrThrow<XueqiState>(xueqi, exampleSetup(0));
    const v = view<XueqiBoardView>(xueqi, s, 'p2').board;
    expect(v.seats.p1.hand).toBeNull();
    expect(v.seats.p1.handCount).toBe(2);
    expect(v.seats.p2.hand).toHaveLength(4);
    expect(JSON.stringify(v)).not.toContain(s.game.players.p1.hand[0] + '"');
    expect(v.seats.p1.creatureSlots.map((c) => c.cardId)).toEqual(['kuang-zhanshi', 'xue-jianke', 'ye-ya']);
    expect(v.firstPlayerReveal.byAuthor).toBe(true);
    expectViewsLeakNothing(xueqi, s, 5);
  });

  it('a fate.pin on the next draw works from a position; a card all placed out of the deck cannot be pinned', () => {
    const setup = exampleSetup(0);
    const events: EngineEvent[] = [matchCreatedEvent(xueqi, setup)];
    let s = createMatchOrThrow<XueqiState>(xueqi, setup);
    const pin: Action = {
      type: 'fate.pin',
      actor: 'author',
      payload: { kind: 'draw', seat: 'p1', cardId: 'xueqi-zhizhu' },
    };
    let r = applyAction<XueqiState>(xueqi, s, pin);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    events.push(...r.events);
    s = r.state;
    r = applyAction<XueqiState>(xueqi, s, { type: 'draw.normal', actor: 'p1', payload: {} });
    if (!r.ok) throw new Error(r.error.code);
    events.push(...r.events);
    expect(r.state.cards[r.state.game.players.p1.hand.at(-1)!].cardId).toBe('xueqi-zhizhu');
    expect(replay(xueqi, events)).toEqual(r.state);
    const none = applyAction<XueqiState>(xueqi, s, {
      type: 'fate.pin',
      actor: 'author',
      payload: { kind: 'draw', seat: 'p1', cardId: 'kuang-zhanshi' },
    });
    expect(none.ok ? null : none.error.code).toBe('ERR_PIN_NOT_IN_DECK');
  });

  it('a duel script with a position line plays and round-trips to identical events', () => {
    const position = JSON.stringify(EXAMPLE_POSITIONS[0].position);
    const text = [
      'game: xueqi',
      'title: 差十点的血剑',
      'p1 name: 林焰',
      'p2 name: 苏冥',
      'seed: 11',
      'first: p1',
      `position: ${position}`,
      `p1 deck: ${BAT_SWARM.cards.join(', ')}`,
      `p2 deck: ${BONE_LEGION.cards.join(', ')}`,
      '> [narration] 血月之下，最后一回合。',
      'author: fate.pin draw p1 zhanhou-yushi',
      'p1: draw.normal',
      'p1: battle.declare',
      '',
    ].join('\n');
    const opts = { games: { xueqi }, cardIds: () => undefined };
    const first = checkDuelScript(text, opts);
    expect(first.file.setup.position).toEqual(EXAMPLE_POSITIONS[0].position);
    const final = first.played.final as XueqiState;
    expect(final.phase).toBe('playing.battle');
    expect(final.game.turnNumber).toBe(11);
    const out = serializeDuelScript(
      duelFileFromLine(xueqi, first.played.events, first.played.notes, '差十点的血剑'),
      {
        def: xueqi,
      },
    );
    expect(out).toContain(`position: ${position}`);
    const again = checkDuelScript(out, opts);
    expect(JSON.stringify(again.played.events)).toBe(JSON.stringify(first.played.events));
    expect(again.played.notes).toEqual(first.played.notes);
  });

  it('a refused position in a duel script is a script error naming the position line', () => {
    const text = [
      'game: xueqi',
      'p1 name: A',
      'p2 name: B',
      `position: {"turn":3,"active":"p1","p1":{"lp":0}}`,
      `p1 deck: ${PLAIN_DECK.join(', ')}`,
      `p2 deck: ${PLAIN_DECK.join(', ')}`,
    ].join('\n');
    let caught: unknown;
    try {
      checkDuelScript(text, { games: { xueqi }, cardIds: () => undefined });
    } catch (e) {
      caught = e;
    }
    expect((caught as RuleError).code).toBe('ERR_BAD_POSITION');
    expect((caught as RuleError).text.zh).toMatch(/^第 4 行：/);
  });
});
