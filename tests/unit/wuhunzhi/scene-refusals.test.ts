/**
 * 武魂志 positions inside a round: what the rules never reach is refused with ERR_BAD_POSITION, naming the field
 * path in the message and in `details.field` (W42–W47). Nothing is created.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '@/machines/engine';
import type { MatchSetup } from '@/machines/engine';
import type { WuhunzhiConfig } from '@/machines/wuhunzhi/config';
import { def, setupFor } from './helpers';

/** Two small exact seats; `p1`/`at` override. */
const scene = (at: object | undefined, p1: object = {}, extra: object = {}) => ({
  round: 3,
  ...(at ? { at } : {}),
  p1: { altars: ['a-kunlun'], deck: ['s-modi'], hand: ['s-huishi'], ...p1 },
  p2: { altars: ['a-fenghuo'], deck: ['s-jingke'], sandField: { '5': 's-jingke' } },
  ...extra,
});

function refusal(position: object, extra: Partial<MatchSetup<WuhunzhiConfig>> = {}) {
  const r = createMatch(def, setupFor(1, { decks: undefined, position, ...extra }));
  if (!('code' in r)) throw new Error('accepted');
  return r;
}

const BATTLE4 = { phase: 'battle', cell: 4 };
const CASES: Array<[string, object, string, Partial<MatchSetup<WuhunzhiConfig>>?]> = [
  [
    'a tapped soul at the start of a round',
    scene(undefined, { sandField: { '4': { card: 's-modi', tapped: true } } }),
    'p1.sandField.4.tapped',
  ],
  [
    'a tapped face-down card',
    scene(BATTLE4, { sandField: { '4': 's-modi', '6': { card: 's-caogui', faceUp: false, tapped: true } } }),
    'p1.sandField.6.tapped',
  ],
  [
    'a tapped trap (only a face-up soul is ever tapped)',
    scene(BATTLE4, { sandField: { '4': 's-modi', '6': { card: 't-fubing', faceUp: true, tapped: true } } }),
    'p1.sandField.6.tapped',
  ],
  [
    'two souls in one cell (cell 4 written a second way)',
    scene(BATTLE4, { sandField: { '4': 's-modi', '04': 's-huishi' } }),
    'p1.sandField.04',
  ],
  [
    'an untapped soul with damage ≥ its base power mid-round',
    scene(BATTLE4, { sandField: { '4': 's-modi', '6': { card: 's-huishi', damage: 900 } } }),
    'p1.sandField.6.damage',
  ],
  [
    'a soul that attacked before the battle',
    scene({ phase: 'deployment' }, { sandField: { '4': { card: 's-modi', attacked: true } } }),
    'p1.sandField.4.attacked',
  ],
  [
    'a strategy set this round before the seat’s planning step',
    scene({ phase: 'construction' }, { strategy: { card: 'st-yiyi', setThisRound: true } }),
    'p1.strategy.setThisRound',
  ],
  [
    'the second seat’s strategy during the first seat’s planning',
    scene(
      { phase: 'planning', seat: 'p1' },
      {},
      { p2: { altars: ['a-fenghuo'], deck: [], strategy: { card: 'st-pofu', setThisRound: true } } },
    ),
    'p2.strategy.setThisRound',
  ],
  [
    'an event activated this round before planning',
    scene({ phase: 'construction' }, { thisRound: { eventActivated: true } }),
    'p1.thisRound.eventActivated',
  ],
  [
    'a scout during the seat’s own reconnaissance step',
    scene({ phase: 'reconnaissance', seat: 'p1' }, { thisRound: { scouted: true } }),
    'p1.thisRound.scouted',
  ],
  [
    'a once-per-battle effect used before the battle',
    scene({ phase: 'planning' }, { sandField: { '4': { card: 's-caogui', used: { '0': 1 } } } }),
    'p1.sandField.4.used.0',
  ],
  [
    'an effect used more often than its limit',
    scene(BATTLE4, { sandField: { '4': { card: 's-caogui', used: { '0': 2 } } } }),
    'p1.sandField.4.used.0',
  ],
  [
    'an unlimited effect marked used',
    scene(BATTLE4, { sandField: { '4': { card: 's-modi', used: { '0': 1 } } } }),
    'p1.sandField.4.used.0',
  ],
  [
    'a battle-long boost in the end phase',
    scene(
      { phase: 'end' },
      { sandField: { '4': { card: 's-modi', boosts: [{ amount: 200, until: 'battle' }] } } },
    ),
    'p1.sandField.4.boosts.0',
  ],
  [
    'a boost at the start of a round',
    scene(undefined, { sandField: { '4': { card: 's-modi', boosts: [{ amount: 200, until: 'round' }] } } }),
    'p1.sandField.4.boosts',
  ],
  [
    'altar damage at the start of a round',
    scene(undefined, { altars: [{ card: 'a-kunlun', damage: 300 }] }),
    'p1.altars.0.damage',
  ],
  [
    'a destroyed altar below the threshold',
    scene(BATTLE4, {
      sandField: { '4': 's-modi' },
      altars: ['a-kunlun', { card: 'a-taishan', destroyed: true, damage: 1500 }],
    }),
    'p1.altars.1.damage',
  ],
  [
    'an occupant summoned this round before deployment',
    scene(
      { phase: 'planning' },
      { altars: [{ card: 'a-kunlun', occupant: { card: 's-modi', enteredRound: 3 } }] },
    ),
    'p1.altars.0.occupant.enteredRound',
  ],
  ['round statuses without `at`', scene(undefined, { thisRound: { altarDamage: 300 } }), 'p1.thisRound'],
  ['a step the phase does not have', scene({ phase: 'planning', step: 'draw' }), 'at.step'],
  ['a window on a step without one', scene({ phase: 'deployment', window: ['p1'] }), 'at.window'],
  ['a battle act without its cell', scene({ phase: 'battle', step: 'declare' }), 'at.cell'],
  ['a cell outside a battle act', scene({ phase: 'summoning', cell: 3 }), 'at.cell'],
  ['an empty acting cell', scene(BATTLE4), 'at.cell'],
  [
    'a tapped soul declaring',
    scene(BATTLE4, { sandField: { '4': { card: 's-modi', damage: 1000, tapped: true } } }),
    'at.cell',
  ],
  [
    'an attack before any declaration',
    scene({ ...BATTLE4, attack: { target: { cell: 5 } } }, { sandField: { '4': 's-modi' } }),
    'at.attack',
  ],
  [
    'a target window without the attack',
    scene({ ...BATTLE4, step: 'targetWindow' }, { sandField: { '4': 's-modi' } }),
    'at.attack',
  ],
  [
    'an attack on an empty cell',
    scene(
      { ...BATTLE4, step: 'targetWindow', attack: { target: { cell: 2 } } },
      { sandField: { '4': 's-modi' } },
    ),
    'at.attack.declaredAt',
  ],
  [
    'resolving without the awaited choice',
    scene(
      { ...BATTLE4, step: 'resolve', attack: { target: { altar: 0 } } },
      { sandField: { '4': 's-modi' } },
    ),
    'at.attack.stage',
  ],
  [
    'excess to allocate of 0',
    scene(
      { ...BATTLE4, step: 'resolve', attack: { target: { cell: 5 }, stage: 'awaitExcess' } },
      { sandField: { '4': 's-modi' } },
    ),
    'at.attack.excess',
  ],
  [
    'triggers outside their moments',
    scene({ phase: 'planning', triggers: [{ seat: 'p1', source: 'general', effect: 0 }] }),
    'at.triggers',
  ],
  [
    'a trigger from a source that has none',
    scene({ phase: 'end', step: 'triggers', triggers: [{ seat: 'p2', source: 5, effect: 0 }] }),
    'at.triggers.0',
  ],
  ['the discard step without variant B.4', scene({ phase: 'end', step: 'discard' }), 'at.step'],
  ['the draw choice with a hand below five', scene({ phase: 'construction', step: 'draw' }), 'at.step'],
  [
    'a tapped altar occupant (nothing taps a card in an altar)',
    scene(BATTLE4, {
      sandField: { '4': 's-modi' },
      altars: [{ card: 'a-kunlun', occupant: { card: 's-huishi', tapped: true } }],
    }),
    'p1.altars.0.occupant.tapped',
  ],
  [
    'a seat with neither a deck list nor a deck',
    { round: 2, p1: { altars: ['a-kunlun'], deck: [] } },
    'ERR_ILLEGAL_DECK',
  ],
];

describe('contradictions are refused with ERR_BAD_POSITION naming the field', () => {
  it.each(CASES)('%s → %s', (_name, position, field) => {
    const r = refusal(position);
    if (field.startsWith('ERR_')) return void expect(r.code).toBe(field);
    expect(r.code).toBe('ERR_BAD_POSITION');
    expect(r.details?.field).toBe(field);
    expect(r.text.en).toContain(`(${field})`);
    expect(r.text.zh).toContain(`（${field}）`);
  });
});

describe('a tapped card in a zone that cannot hold one is refused naming the field', () => {
  it('an altar occupant: the message gives the rule (W20, W29)', () => {
    const r = refusal(
      scene(BATTLE4, {
        sandField: { '4': 's-modi' },
        altars: [{ card: 'a-kunlun', occupant: { card: 's-huishi', tapped: true } }],
      }),
    );
    expect(r.code).toBe('ERR_BAD_POSITION');
    expect(r.details.field).toBe('p1.altars.0.occupant.tapped');
    expect(r.text.zh).toContain('不会横置');
    expect(r.text.en).toContain('cannot be tapped');
  });

  it.each([
    ['an altar', { altars: [{ card: 'a-kunlun', tapped: true }] }, 'p1.altars.0.tapped'],
    ['the general', { general: { card: 'g-sunwu', tapped: true } }, 'p1.general.tapped'],
    ['the event slot', { event: { card: 'e-hezong', tapped: true } }, 'p1.event.tapped'],
    ['the strategy zone', { strategy: { card: 'st-yiyi', tapped: true } }, 'p1.strategy.tapped'],
    ['the hand', { hand: [{ card: 's-huishi', tapped: true }] }, 'p1.hand.0'],
  ])('%s (a shape the zone does not have) → %s', (_name, p1, field) => {
    const r = refusal(scene(BATTLE4, { sandField: { '4': 's-modi' }, ...p1 }));
    expect(r.code).toBe('ERR_BAD_POSITION');
    expect(r.details.field).toBe(field);
    expect(r.text.zh).toMatch(new RegExp(`^起始局面：${field.replace(/\./g, '\\.')}：.+`));
    expect(r.text.en).toMatch(new RegExp(`^Starting position: ${field.replace(/\./g, '\\.')}: .+`));
  });
});
