/**
 * Seeded custom cards for 武魂志 drawn in the card schema's shape with the test RNG, and a match setup whose decks
 * carry them: shared by the custom-card property test and `npm run bench` (replay with custom cards in play).
 * `perSeat` fixes how many custom cards each seat's deck takes (default: a seeded count).
 */
import type { MatchSetup } from '@/machines/engine';
import type { WuhunzhiConfig } from '@/machines/wuhunzhi/config';
import { DECK_HULANG, DECK_JIXIA } from '@/content/wuhunzhi/decks';
import { testRng } from '../property';
import { setupFor } from '../../unit/wuhunzhi/helpers';

type Pick = (n: number) => number;
const t = (zh: string, en: string) => ({ zh, en });
const ATTRS = ['wisdom', 'benevolence', 'courage', 'ferocity', 'discipline', 'none'];
const of = <T>(pick: Pick, xs: readonly T[]): T => xs[pick(xs.length)];
const amount = (pick: Pick) => 100 * (1 + pick(6));

/** A random effect a soul may carry, from every trigger of the vocabulary and a continuous aura. */
function soulEffect(pick: Pick): Record<string, unknown> {
  const ops = [
    { op: 'modifyPower', target: 'self', amount: amount(pick), until: of(pick, ['battle', 'round']) },
    { op: 'draw', who: 'controller', n: 1 },
    { op: 'healSoul', target: 'self', amount: 'all' },
    { op: 'damageSoul', target: 'opponentSouls', amount: amount(pick), filter: { row: 1 } },
    { op: 'tap', target: 'opponentSouls', filter: { maxBasePower: 900 } },
    { op: 'healAltar', target: 'ownAltars', amount: amount(pick) },
  ];
  const on = of(pick, [
    'onReveal',
    'onSummon',
    'onBattleStart',
    'onAfterAttack',
    'onTargeted',
    'onTapped',
    'onGeneralChanged',
    'onOpponentEffect',
    'onPhaseEnd',
    'aura',
  ]);
  if (on === 'aura')
    return { kind: 'continuous', ops: [{ op: 'modifyPower', target: 'ownSouls', amount: amount(pick) }] };
  return {
    name: `效${pick(100)}`,
    kind: 'triggered',
    trigger: on === 'onPhaseEnd' ? { on, filter: { phase: 'end' } } : { on },
    ops: [of(pick, ops)],
  };
}

/** `n` custom cards drawn with the test RNG: mostly souls, some traps, events and strategies. */
function randomCustomCards(pick: Pick, prefix: string, n: number): Array<Record<string, unknown>> {
  return Array.from({ length: n }, (_, i) => {
    const id = `${prefix}-${i}`;
    const name = t(`${prefix}卡${i}`, `${prefix} card ${i}`);
    const text = t('作者的卡。', "The author's card.");
    const kind = pick(10);
    if (kind < 6)
      return {
        type: 'soul',
        id,
        name,
        identity: t('客卿', 'Guest'),
        attribute: of(pick, ATTRS),
        soulGrade: pick(3),
        basePower: 100 * (5 + pick(16)),
        skills: pick(4) === 0 ? [] : [soulEffect(pick)],
        text,
      };
    if (kind < 8)
      return {
        type: 'trap',
        id,
        name,
        trapKind: 'ordinary',
        effect: {
          kind: 'trapEffect',
          ops: [
            of(pick, [
              { op: 'tap', target: 'attacker' },
              { op: 'damageSoul', target: 'attacker', amount: amount(pick) },
            ]),
          ],
        },
        text,
      };
    if (kind < 9)
      return {
        type: 'event',
        id,
        name,
        durationRounds: pick(2) ? null : 1 + pick(2),
        effect: {
          kind: 'eventEffect',
          ops: [
            of(pick, [
              { op: 'draw', who: 'controller', n: 1 + pick(2) },
              { op: 'modifyPower', target: 'ownSouls', amount: amount(pick) },
            ]),
          ],
        },
        text,
      };
    return {
      type: 'strategy',
      id,
      name,
      effect: {
        kind: 'strategyEffect',
        ops: [{ op: 'modifyPower', target: 'ownSouls', amount: amount(pick) }],
      },
      text,
    };
  });
}

/** A legal deck list with `cards` replacing its last main-deck cards (one copy each). */
const withCustom = (deck: typeof DECK_JIXIA, cards: Array<Record<string, unknown>>) => ({
  ...deck,
  mainDeck: [
    ...deck.mainDeck.slice(0, deck.mainDeck.length - cards.length),
    ...cards.map((c) => c.id as string),
  ],
});

export function customSetup(seed: number, perSeat?: number): MatchSetup<WuhunzhiConfig> {
  const pick = testRng(seed * 31 + 7);
  const p1 = randomCustomCards(pick, 'a', perSeat ?? 4 + pick(12));
  const p2 = randomCustomCards(pick, 'b', perSeat ?? 4 + pick(12));
  return setupFor(seed, {
    cards: [...p1, ...p2],
    decks: { p1: withCustom(DECK_JIXIA, p1), p2: withCustom(DECK_HULANG, p2) },
  });
}
