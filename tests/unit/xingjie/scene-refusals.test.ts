/**
 * 星阶 scenes: positions that contradict the rules are refused with ERR_BAD_POSITION naming the field
 * (docs/rules/xingjie.md rulings 31–36), and nothing is created.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, isRuleError } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import { xingjie } from '@/machines/xingjie';
import type { StartingPosition } from '@/machines/xingjie/position';
import { QIN_HAN } from '@/content/xingjie/decks';

function refused(position: unknown, decks: unknown = { p1: { rank: 10 }, p2: { rank: 10 } }) {
  const r = createMatch(xingjie, {
    gameId: 'xingjie',
    rulesVersion: '1',
    players: { p1: { name: '甲' }, p2: { name: '乙' } },
    seed: 1,
    decks,
    position,
  } as MatchSetup);
  if (!isRuleError(r)) throw new Error('expected a refusal');
  expect(r.text.zh).toMatch(/^起始局面：/);
  expect(r.text.en).toMatch(/^Starting position: /);
  return { code: r.code, field: r.details.field };
}
/** Turn 4, 乙 (p2) to move. */
const at = (p: Partial<StartingPosition>): StartingPosition => ({ turn: 4, turnPlayer: 'p2', ...p });

describe('ERR_BAD_POSITION names the field that contradicts the rules', () => {
  const cases: Array<[string, unknown, string]> = [
    ['turn 1 has no draw phase (R12)', { turn: 1, phase: 'draw' }, 'phase'],
    ['a step the phase does not have', at({ phase: 'action', step: 'attack' }), 'step'],
    ['step without phase', at({ step: 'window' }), 'step'],
    ['an attack step without the attack', at({ phase: 'battle', step: 'attack' }), 'attack'],
    [
      'an attack outside the attack step',
      at({ phase: 'battle', attack: { attacker: 0, target: 0 } }),
      'attack',
    ],
    [
      'an attacker slot with no character',
      at({ phase: 'battle', step: 'attack', attack: { attacker: 3, target: 'avatar' } }),
      'attack.attacker',
    ],
    [
      'an avatar that "left"',
      at({
        phase: 'battle',
        step: 'attack',
        p2: { front: [{ card: 'footman', attacksUsed: 1 }] },
        attack: { attacker: 0, target: 'avatar', targetLeft: true },
      }),
      'attack.targetLeft',
    ],
    [
      'an attacking character that has not attacked',
      at({
        phase: 'battle',
        step: 'attack',
        p2: { front: ['footman'] },
        attack: { attacker: 0, target: 'avatar' },
      }),
      'p2.front.0.attacksUsed',
    ],
    [
      'the same, named by its written entry where the entries name their slots',
      at({
        phase: 'battle',
        step: 'attack',
        p2: {
          front: [
            { card: 'footman', slot: 3 },
            { card: 'footman', slot: 1, attacksUsed: 1 },
          ],
        },
        attack: { attacker: 3, target: 'avatar' },
      }),
      'p2.front.0.attacksUsed',
    ],
    [
      'priority the window never gives (§4.3)',
      at({ phase: 'start', priority: { holder: 'p2', passes: 1 } }),
      'priority',
    ],
    [
      'priority while discarding',
      at({ phase: 'end', step: 'discard', priority: { holder: 'p1', passes: 0 } }),
      'priority',
    ],
    [
      'a discard step within the hand limit (R23)',
      at({ phase: 'end', step: 'discard', p2: { hand: ['farmer'] } }),
      'p2.hand',
    ],
    [
      'attacks before the battle phase',
      at({ phase: 'action', p2: { front: [{ card: 'footman', attacksUsed: 1 }] } }),
      'p2.front.0.attacksUsed',
    ],
    [
      'the same, named by its written entry where the entries name their slots',
      at({
        phase: 'battle',
        step: 'attack',
        p2: {
          front: [
            { card: 'footman', slot: 3 },
            { card: 'footman', slot: 1, attacksUsed: 1 },
          ],
        },
        attack: { attacker: 3, target: 'avatar' },
      }),
      'p2.front.0.attacksUsed',
    ],
    [
      "the opponent's characters attacking",
      at({ phase: 'battle', p1: { front: [{ card: 'footman', attacksUsed: 1 }] } }),
      'p1.front.0.attacksUsed',
    ],
    [
      'more attacks than allowed (R32)',
      at({ phase: 'end', p2: { front: [{ card: 'footman', attacksUsed: 2 }] } }),
      'p2.front.0.attacksUsed',
    ],
    [
      'the same, named by its written entry where the entries name their slots',
      at({
        phase: 'battle',
        step: 'attack',
        p2: {
          front: [
            { card: 'footman', slot: 3 },
            { card: 'footman', slot: 1, attacksUsed: 1 },
          ],
        },
        attack: { attacker: 3, target: 'avatar' },
      }),
      'p2.front.0.attacksUsed',
    ],
    [
      'attacks on turn 1 (R12)',
      { turn: 1, phase: 'end', p1: { front: [{ card: 'footman', attacksUsed: 1 }] } },
      'p1.front.0.attacksUsed',
    ],
    [
      'extra attacks before the turn begins',
      at({ p2: { front: [{ card: 'footman', extraAttacks: 1 }] } }),
      'p2.front.0.extraAttacks',
    ],
    [
      'entered after now',
      at({ phase: 'action', p2: { front: [{ card: 'footman', enteredTurn: 5 }] } }),
      'p2.front.0.enteredTurn',
    ],
    [
      'entered this turn before it began',
      at({ p2: { front: [{ card: 'footman', enteredTurn: 4 }] } }),
      'p2.front.0.enteredTurn',
    ],
    [
      'set before it entered',
      at({ p2: { front: [{ card: 'footman', position: 'faceDownDefense', enteredTurn: 3, setTurn: 2 }] } }),
      'p2.front.0.setTurn',
    ],
    [
      'a position change on the turn it entered (R20)',
      at({ p2: { front: [{ card: 'footman', enteredTurn: 2, positionChangedTurn: 2 }] } }),
      'p2.front.0.positionChangedTurn',
    ],
    [
      'a position change this turn before the action phase',
      at({ phase: 'draw', p2: { front: [{ card: 'footman', positionChangedTurn: 4 }] } }),
      'p2.front.0.positionChangedTurn',
    ],
    [
      'a card set this turn by the opponent',
      at({ phase: 'battle', p1: { back: [{ card: 'ambush', setTurn: 4 }] } }),
      'p1.back.0.setTurn',
    ],
    [
      'the normal summon used before the action phase',
      at({ phase: 'draw', p2: { normalSummonUsed: true } }),
      'p2.normalSummonUsed',
    ],
    ['the avatar attacking twice', at({ phase: 'end', p2: { avatarAttacks: 2 } }), 'p2.avatarAttacks'],
    [
      '"until the end of next turn" before the turn',
      at({ p2: { avatarMods: [{ atk: 1, until: 'endOfNextTurn' }] } }),
      'p2.avatarMods',
    ],
    [
      'a character modifier the same way',
      at({ p2: { front: [{ card: 'footman', mods: [{ hp: 1, until: 'endOfNextTurn' }] }] } }),
      'p2.front.0.mods',
    ],
    [
      'uses this turn before it begins',
      at({ p2: { front: [{ card: 'jing-ke', effectsUsedThisTurn: [0] }] } }),
      'p2.front.0.effectsUsedThisTurn',
    ],
    [
      'uses of an effect without a limit',
      at({ phase: 'action', p2: { front: [{ card: 'footman', effectsUsedThisTurn: [0] }] } }),
      'p2.front.0.effectsUsedThisTurn',
    ],
    [
      'uses beyond the limit in a pile',
      at({ phase: 'action', p2: { graveyard: [{ card: 'jing-ke', effectsUsedThisTurn: [0, 0] }] } }),
      'p2.graveyard.0.effectsUsedThisTurn',
    ],
  ];
  for (const [name, position, field] of cases)
    it(name, () => expect(refused(position)).toEqual({ code: 'ERR_BAD_POSITION', field }));

  it('a deck given card by card for a seat with a deck list', () => {
    const r = refused(at({ p1: { deck: ['farmer'] } }), {
      p1: { rank: 10, cards: QIN_HAN.cards },
      p2: { rank: 10 },
    });
    expect(r).toEqual({ code: 'ERR_BAD_POSITION', field: 'p1.deck' });
  });
});
