/** 星阶 (xingjie): the GameDefinition. */
import { z } from 'zod';
import { sendPhase } from '@/machines/engine';
import type { Action, ActionSpec, GameDefinition, Seat } from '@/machines/engine';
import { CARDS } from './cards';
import { DEFAULT_CONFIG, configSchema } from './config';
import type { XingjieConfig } from './config';
import { payloadSchemas, SCHEMA_VERSION, upcasters } from './events';
import type { PayloadOf } from './events';
import { legalActions } from './legal';
import { CHART } from './machine-ref';
import { narrate } from './narrate';
import { ruling } from './ruling';
import type { Ref, XingjieState } from './state';
import { boardView, hiddenFrom } from './view';
import type { XingjieBoardView } from './view';
import { initMatch } from './rules/setup';
import { initFromPosition, startingPositionSchema } from './starting-position';
import { normalSummon } from './rules/summon';
import {
  activateEffect,
  activateField,
  activateMagic,
  activateSet,
  equipCharacter,
  equipPerson,
  setBackRow,
} from './rules/backrow';
import { changePosition } from './rules/position';
import { declareAttack } from './rules/combat';
import { passPriority, syncActive } from './rules/turn';
import { pickChoice } from './effects/resolve';
import { check } from '@/machines/engine';
import { P } from './rules/board';

export const RULES_VERSION = '1';

const playerSetupSchema = z
  .object({
    rank: z.number().int().min(1).max(100),
    hpOverride: z.number().int().min(1).max(100000).optional(),
    cards: z.array(z.string().refine((id) => id in CARDS, { message: 'unknown card' })).max(200),
  })
  .strict();

/** After every game action: sync the chart (game over, discard done) and who is expected to act. */
function settle(s: XingjieState): void {
  if (s.result && s.phase !== 'over') sendPhase(CHART(), s, { type: 'sync' });
  syncActive(s);
}

function spec<T extends keyof typeof payloadSchemas>(
  type: T,
  apply: (s: XingjieState, seat: Seat, p: PayloadOf<T>) => void,
): ActionSpec<XingjieState> {
  return {
    schema: payloadSchemas[type],
    apply(s, a: Action) {
      apply(s, a.actor as Seat, a.payload as PayloadOf<T>);
      settle(s);
    },
  };
}

function discard(s: XingjieState, seat: Seat, card: string): void {
  check(
    s.phase === 'turn.end.discard' && s.game.turnPlayer === seat,
    'ERR_WRONG_PHASE',
    '现在不需要弃置手牌',
    'No hand-limit discard is due now',
  );
  const hand = P(s, seat).hand;
  check(hand.includes(card), 'ERR_NOT_IN_HAND', '这张卡不在你的手牌中', 'That card is not in your hand');
  hand.splice(hand.indexOf(card), 1);
  P(s, seat).graveyard.push(card);
  s.effects.push({ type: 'discard', seat, card });
  sendPhase(CHART(), s, { type: 'sync' });
}

export const xingjie: GameDefinition<XingjieState, XingjieConfig, XingjieBoardView> = {
  id: 'xingjie',
  name: { zh: '星阶', en: 'Xingjie' },
  rulesVersion: RULES_VERSION,
  schemaVersion: SCHEMA_VERSION,
  get chart() {
    return CHART();
  },
  defaultConfig: DEFAULT_CONFIG,
  configSchema,
  setupSchema: z.object({
    decks: z.object({ p1: playerSetupSchema, p2: playerSetupSchema }).strict(),
    position: startingPositionSchema.optional(),
  }),
  // A described starting position replaces the opening setup (docs/rules/xingjie.md "Starting positions").
  init: (draft, setup) =>
    setup.position === undefined ? initMatch(draft, setup) : initFromPosition(draft, setup),
  actions: {
    'priority.pass': spec('priority.pass', (s, seat) => {
      check(
        s.game.priority?.holder === seat && !s.game.pendingChoice,
        'ERR_NO_PRIORITY',
        '你现在没有优先权',
        'You do not hold priority',
      );
      passPriority(s, seat);
    }),
    'summon.normal': spec('summon.normal', (s, seat, p) => normalSummon(s, seat, p, false)),
    'summon.set': spec('summon.set', (s, seat, p) => normalSummon(s, seat, p, true)),
    'backrow.set': spec('backrow.set', (s, seat, p) => setBackRow(s, seat, p.card)),
    'magic.activate': spec('magic.activate', (s, seat, p) =>
      activateMagic(s, seat, p.card, { targets: p.targets as Ref[] | undefined, costCards: p.costCards }),
    ),
    'field.activate': spec('field.activate', (s, seat, p) => activateField(s, seat, p.card)),
    'equip.character': spec('equip.character', (s, seat, p) =>
      equipCharacter(s, seat, p.card, p.target as Ref),
    ),
    'equip.person': spec('equip.person', (s, seat, p) => equipPerson(s, seat, p.card)),
    'position.change': spec('position.change', (s, seat, p) => changePosition(s, seat, p.slot, p.to)),
    'set.activate': spec('set.activate', (s, seat, p) =>
      activateSet(s, seat, p.slot, { targets: p.targets as Ref[] | undefined, costCards: p.costCards }),
    ),
    'effect.activate': spec('effect.activate', (s, seat, p) =>
      activateEffect(s, seat, p.source, p.effect, {
        targets: p.targets as Ref[] | undefined,
        costCards: p.costCards,
      }),
    ),
    'battle.attack': spec('battle.attack', (s, seat, p) => declareAttack(s, seat, p)),
    'hand.discard': spec('hand.discard', (s, seat, p) => discard(s, seat, p.card)),
    'choice.pick': spec('choice.pick', (s, seat, p) => pickChoice(s, seat, p.option, p.position)),
  },
  legalActions,
  view: boardView,
  narrate,
  ruling,
  deckOf: (s, seat) => s.game.players[seat].deck,
  hiddenFrom,
  zonesOf(s) {
    const out: Record<string, string[]> = {};
    for (const seat of ['p1', 'p2'] as Seat[]) {
      const p = s.game.players[seat];
      out[`${seat}.deck`] = p.deck;
      out[`${seat}.hand`] = p.hand;
      out[`${seat}.graveyard`] = p.graveyard;
      out[`${seat}.banished`] = p.banished;
      out[`${seat}.front`] = p.front.flatMap((c) => (c ? [c.id] : []));
      out[`${seat}.back`] = p.back.flatMap((b) => (b ? [b.id] : []));
      out[`${seat}.field`] = p.field ? [p.field] : [];
      out[`${seat}.personEquips`] = p.personEquips.map((e) => e.id);
    }
    return out;
  },
  cardName: (cardId) => CARDS[cardId]?.name ?? { zh: cardId, en: cardId },
  upcasters,
};

export default xingjie;
