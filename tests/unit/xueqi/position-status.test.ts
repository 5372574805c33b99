/**
 * Positions inside a turn (E36–E41): for every status a position can say, a state reached by play that holds it
 * is described as a position, the position is checked to carry the status, and the match started from it plays
 * exactly as the played one (same legal actions, views and results at every later step).
 */
import { describe, expect, it } from 'vitest';
import { allLegalActions, applyAction, createMatchOrThrow } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import type { XueqiConfig } from '@/machines/xueqi/config';
import { describePosition } from '@/machines/xueqi/describe-position';
import type { XueqiPosition } from '@/machines/xueqi/position';
import type { CreatureInstance } from '@/machines/xueqi/state';
import { BAT_SWARM, BONE_LEGION } from '@/content/xueqi/decks';
import { testRng } from '../../support/property';
import { expectSameFuture } from '../../support/xueqi-scenes';

type Spec = Record<string, unknown>;
const creatures = (s: XueqiState): CreatureInstance[] =>
  (['p1', 'p2'] as const).flatMap((p) => [
    ...s.game.players[p].creatureSlots,
    ...s.game.players[p].extraCreatures,
  ]);
const specs = (pos: XueqiPosition): Spec[] =>
  (['p1', 'p2'] as const).flatMap((p) =>
    [...(pos[p]?.creatureSlots ?? []), ...(pos[p]?.extraCreatures ?? [])]
      .filter((c) => typeof c === 'object')
      .map((c) => c as unknown as Spec),
  );
const anySpec = (pos: XueqiPosition, key: string) => specs(pos).some((c) => c[key] !== undefined);

interface Status {
  name: string;
  config?: Partial<XueqiConfig>;
  holds(s: XueqiState): boolean;
  /** The position says it. */
  says(pos: XueqiPosition): boolean;
}

const t = (s: XueqiState) => s.game.turnNumber;
const STATUSES: Status[] = [
  {
    name: 'draw step, draw not made',
    holds: (s) => s.phase === 'playing.draw' && !s.game.drew,
    says: (p) => p.phase === 'draw' && !p.drew,
  },
  {
    name: 'R3 bottom-one pending (draw made)',
    holds: (s) => s.game.pending?.kind === 'bottomOne',
    says: (p) => p.pending?.choice === 'bottomOne' && p.drew === true,
  },
  {
    name: 'R24 hand-limit discard pending',
    config: { handLimit: 5 },
    holds: (s) => s.game.pending?.kind === 'discardForLimit',
    says: (p) => p.pending?.choice === 'discard',
  },
  {
    name: 'main phase',
    holds: (s) => s.phase === 'playing.main' && s.game.turnNumber > 2,
    says: (p) => p.phase === 'main',
  },
  {
    name: 'battle in progress',
    holds: (s) => s.phase === 'playing.battle',
    says: (p) => p.phase === 'battle',
  },
  {
    name: 'attacked this turn',
    holds: (s) => creatures(s).some((c) => c.attacksUsed > 0),
    says: (p) => anySpec(p, 'attacks'),
  },
  {
    name: 'extra attacks granted',
    holds: (s) => creatures(s).some((c) => c.extraAttacks > 0),
    says: (p) => anySpec(p, 'extraAttacks'),
  },
  {
    name: 'this-turn attack modifier',
    holds: (s) => creatures(s).some((c) => c.tempAtk !== 0),
    says: (p) => anySpec(p, 'atkThisTurn'),
  },
  {
    name: 'permanent modifier',
    holds: (s) => creatures(s).some((c) => c.atkMod !== 0 || c.lifeMod !== 0),
    says: (p) => anySpec(p, 'atkMod') || anySpec(p, 'lifeMod'),
  },
  {
    name: 'entered this turn (summoning sickness)',
    config: { summoningSickness: true },
    holds: (s) => creatures(s).some((c) => c.enteredTurn === t(s)),
    says: (p) => specs(p).some((c) => c.enteredTurn === p.turn),
  },
  {
    name: 'entered by a battle summon',
    holds: (s) => creatures(s).some((c) => c.via === 'battle'),
    says: (p) => specs(p).some((c) => c.via === 'battle'),
  },
  {
    name: 'entered by a rule or value card',
    holds: (s) => creatures(s).some((c) => c.via === 'rule' || c.via === 'value'),
    says: (p) => specs(p).some((c) => c.via === 'rule' || c.via === 'value'),
  },
  {
    name: 'once-per-turn effect used this turn',
    holds: (s) => Object.values(s.game.usage).some((u) => u.turn === t(s) && u.count > 0),
    says: (p) =>
      anySpec(p, 'usedThisTurn') ||
      ['p1', 'p2'].some((x) => (p[x as 'p1']?.supportArea ?? []).some((y) => typeof y === 'object')),
  },
  {
    name: 'creature with turns left',
    holds: (s) => creatures(s).some((c) => c.expiresAtEndOfTurn !== null),
    says: (p) => specs(p).length > 0,
  },
  {
    name: 'cannot attack (preventAttack)',
    holds: (s) => creatures(s).some((c) => c.cannotAttackUntilTurn >= t(s)),
    says: (p) => anySpec(p, 'cannotAttack') || anySpec(p, 'cannotAttackNextTurn'),
  },
  {
    name: 'Fate Draw made, lifeline in force',
    config: { lifelineDuration: 'untilOpponentTurnEnd' },
    holds: (s) => s.game.lifeline !== null,
    says: (p) => p.p1?.fateDrawTurn !== undefined || p.p2?.fateDrawTurn !== undefined,
  },
  {
    name: 'free summons this turn',
    holds: (s) => s.game.freeSummonTurn?.turnNumber === t(s) && s.phase !== 'playing.draw',
    says: (p) => p.p1?.fateDrawTurn !== undefined || p.p2?.fateDrawTurn !== undefined,
  },
  {
    name: 'deck emptied (R25 latched)',
    config: { deckOutMode: 'latched' },
    holds: (s) => ['p1', 'p2'].some((x) => s.game.players[x as 'p1'].deckEmptied),
    says: (p) =>
      p.p1?.deckEmptied === true ||
      p.p2?.deckEmptied === true ||
      p.p1?.deck?.length === 0 ||
      p.p2?.deck?.length === 0,
  },
];

/** The first state of seeded random play (deterministic) that holds the status. */
function find(st: Status): XueqiState | null {
  for (let seed = 1; seed <= 60; seed++) {
    const setup: MatchSetup = {
      gameId: 'xueqi',
      rulesVersion: '1',
      players: { p1: { name: '林焰' }, p2: { name: '苏冥' } },
      seed,
      config: st.config ?? {},
      decks:
        seed % 2
          ? { p1: BONE_LEGION.cards, p2: BAT_SWARM.cards }
          : { p1: BAT_SWARM.cards, p2: BONE_LEGION.cards },
    };
    const pick = testRng(seed);
    let s = createMatchOrThrow<XueqiState>(xueqi, setup);
    for (let i = 0; i < 400 && !s.result; i++) {
      if (st.holds(s)) return s;
      const legal = allLegalActions(xueqi, s).filter((a) => a.type !== 'match.concede');
      const r = applyAction(xueqi, s, legal[pick(legal.length)]);
      if (!r.ok) throw new Error(r.error.text.en);
      s = r.state;
    }
  }
  return null;
}

describe('a position holding each status plays exactly as the state reached by play', () => {
  for (const st of STATUSES) {
    it(st.name, () => {
      const played = find(st);
      expect(played, 'some seeded play reaches the status').not.toBeNull();
      const pos = describePosition(played!);
      expect(st.says(pos), JSON.stringify(pos)).toBe(true);
      const pick = testRng(7);
      const steps = expectSameFuture(
        played!,
        (s) => {
          const legal = allLegalActions(xueqi, s).filter((a) => a.type !== 'match.concede');
          return legal.length ? legal[pick(legal.length)] : null;
        },
        80,
      );
      expect(steps).toBeGreaterThan(0);
    });
  }
});
