/** Non-default values of the remaining Appendix A flags, and R30 rank ranges. */
import { describe, expect, it } from 'vitest';
import { cardDataSchema } from '@/machines/xueqi/catalog';
import { P1, P2, PLAIN_DECK, act, duel, give, isLegal, lp, passTurn, refusal, toMain } from './helpers';

describe('Appendix A flags', () => {
  it('startingLp, openingHand, handLimit and deckSize follow the config', () => {
    const s = duel({
      config: { startingLp: 1500, openingHand: 3, handLimit: 4, deckSize: { min: 30, max: 60 } },
      p1: PLAIN_DECK.slice(0, 30),
    });
    expect(lp(s, P1)).toBe(1500);
    expect(s.game.players.p1.hand).toHaveLength(3);
    let t = act(s, 'draw.normal', P1);
    expect(t.game.players.p1.hand).toHaveLength(4);
    t = act(t, 'rule.activate', P1, { card: give(t, P1, 'xue-zhi-xianli'), targets: [] }); // 4 → 5 with the draw
    expect(t.game.pending).toEqual({ kind: 'discardForLimit', seat: P1, count: 1 });
  });
  it('creatureSlotLimit 3: a fourth hand summon is refused', () => {
    let s = toMain(duel({ config: { creatureSlotLimit: 3 } }));
    for (let i = 0; i < 3; i++) s = act(s, 'summon.creature', P1, { card: give(s, P1, 'xue-nu') });
    expect(refusal(s, 'summon.creature', P1, { card: give(s, P1, 'xue-nu') })).toBe('ERR_SLOTS_FULL');
  });
  it('fateDrawMinCompletedTurns 1: Fate Draw from the second own turn (round 1 never qualifies)', () => {
    let s = toMain(duel({ config: { fateDrawMinCompletedTurns: 1 } }));
    s = passTurn(s);
    s = act(s, 'turn.end', P2);
    s.game.players.p1.lp = 10;
    expect(isLegal(s, { type: 'draw.fate', actor: P1, payload: { cardId: 'xue-nu' } })).toBe(true);
    const r1 = duel({ config: { fateDrawMinCompletedTurns: 0 } });
    r1.game.players.p1.lp = 10;
    expect(refusal(r1, 'draw.fate', P1, { cardId: 'xue-nu' })).toBe('ERR_FATE_TOO_EARLY');
  });
  it('supporterRounding round: 71 halves to 36', () => {
    let s = passTurn(toMain(duel({ config: { supporterRounding: 'round' } })));
    const lead = give(s, P2, 'xue-nu', 'slot');
    const sup = give(s, P2, 'ye-ya', 'slot');
    s.game.players.p2.creatureSlots[1].atkMod = 1;
    const t = give(s, P1, 'shixue-lang', 'slot');
    s.game.players.p1.creatureSlots[0].lifeMod = -15; // life 135
    s = act(s, 'battle.declare', P2);
    expect(
      act(s, 'battle.attack', P2, { lead, supporters: [sup], target: t }).effects.find(
        (e) => e.type === 'attack',
      )!.atk,
    ).toBe(136);
  });
});

describe('R30 rank ranges', () => {
  const base = { name: { zh: '测', en: 'T' }, text: { zh: '测', en: 'T' } };
  it('creatures have rank ≥ 1; rule and value cards may have rank 0', () => {
    expect(
      cardDataSchema.safeParse({ ...base, id: 'c', kind: 'creature', rank: 0, atk: 1, life: 1 }).success,
    ).toBe(false);
    expect(
      cardDataSchema.safeParse({ ...base, id: 'c', kind: 'creature', rank: 12, atk: 1, life: 1 }).success,
    ).toBe(true);
    expect(
      cardDataSchema.safeParse({
        ...base,
        id: 'r',
        kind: 'rule',
        rank: 0,
        persistent: false,
        effect: { kind: 'activated', targets: [], ops: [] },
      }).success,
    ).toBe(true);
  });
});
