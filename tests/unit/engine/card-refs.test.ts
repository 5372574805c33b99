/** One way to name a card: by id or name where unambiguous, by zone and position otherwise; instance ids stay valid. */
import { describe, expect, it } from 'vitest';
import { applyAction, isRuleError, resolveAction, resolveCardId, resolveCardRef } from '@/machines/engine';
import type { RuleError } from '@/machines/engine';
import { Play, duelette, stackedSetup } from './helpers';

/** p1 to move with spark, flame, blaze, ash in hand (p1-0 … p1-3: three dealt, one drawn). */
const fresh = () => new Play(stackedSetup({ position: { hands: { p1: 3 } } }));
const play = (card: string) => ({ type: 'card.play', actor: 'p1' as const, payload: { card } });

function refused(fn: () => unknown): RuleError {
  try {
    fn();
  } catch (e) {
    if (isRuleError(e)) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('resolving an action that names cards', () => {
  it('by card id, zh name, en name in any case, or @zone.position; the result names the instance', () => {
    const p = fresh();
    for (const ref of ['flame', '火焰', 'FLAME', '@p1.hand.2', 'p1-1']) {
      expect(resolveAction(duelette, p.state, play(ref)).payload).toEqual({ card: 'p1-1' });
    }
  });

  it('the resolved action applies exactly like the instance-id one', () => {
    const p = fresh();
    const a = applyAction(duelette, p.state, resolveAction(duelette, p.state, play('烈焰')));
    const b = applyAction(duelette, p.state, play('p1-2'));
    expect(a).toEqual(b);
  });

  it('identical copies in one zone are interchangeable: the first is taken', () => {
    const p = new Play(
      stackedSetup({
        decks: { p1: ['spark', 'ash', 'spark', 'ash', 'ash'], p2: ['ash', 'ash', 'ash'] },
        position: { hands: { p1: 3 } },
      }),
    );
    expect(resolveAction(duelette, p.state, play('spark')).payload).toEqual({ card: 'p1-0' });
    expect(resolveAction(duelette, p.state, play('@p1.hand.3')).payload).toEqual({ card: 'p1-2' });
  });

  it('an action naming nothing legal is left for the game to refuse', () => {
    const p = fresh();
    expect(resolveAction(duelette, p.state, play('no-such-card'))).toEqual(play('no-such-card'));
    const r = applyAction(duelette, p.state, play('no-such-card'));
    expect(r.ok).toBe(false);
  });
});

describe('resolving a card reference among the cards of the match', () => {
  it('names one instance, or refuses unknown and ambiguous references', () => {
    const p = fresh();
    expect(resolveCardRef(duelette, p.state, 'blaze', ['p1-2', 'p1-3'])).toBe('p1-2');
    expect(refused(() => resolveCardRef(duelette, p.state, 'nothing')).code).toBe('ERR_UNKNOWN_CARD');
    // spark: in p1's hand and in both decks — different zones, so the author must say which.
    const e = refused(() => resolveCardRef(duelette, p.state, 'spark'));
    expect(e.code).toBe('ERR_AMBIGUOUS_CARD');
    expect(e.text.zh).toContain('@p1.hand.1');
  });

  it('a kind of card by id or name', () => {
    const ids = ['spark', 'flame'];
    expect(resolveCardId(duelette, undefined, 'Flame', ids)).toBe('flame');
    expect(resolveCardId(duelette, undefined, '火花', ids)).toBe('spark');
    expect(resolveCardId(duelette, undefined, 'blaze', ids)).toBeUndefined();
  });
});
