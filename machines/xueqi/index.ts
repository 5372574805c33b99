/**
 * 血契 (xueqi): the GameDefinition. Everything is paid in life points: summons, cards kept on the field and
 * activations; destroying creatures pays life back. Spec: shared/rules/xueqi.md; reference: docs/rules/xueqi.md.
 */
import { GRAVE_HOW_WORDS } from './grave-words';
import { z } from 'zod';
import { compileChart, otherSeat } from '@/machines/engine';
import { DECK_WHOLE, type Action, type ActionSpec, type GameDefinition, type Seat } from '@/machines/engine';
import { content } from '@/content/xueqi';
import { cardNameOf, CATALOG } from './catalog';
import { cardInfo } from './card-info';
import { DEFAULT_CONFIG, configSchema } from './config';
import { cardEditor } from './card-editor';
import { customCardSpec } from './custom-cards';
import type { XueqiConfig } from './config';
import { payloadSchemas, upcasters } from './events';
import type { XueqiActionType } from './events';
import { attack, attackProblem, endBattle, endBattleProblem } from './rules/battle';
import type { AttackPayload } from './rules/battle';
import {
  bottomOne,
  discardForLimit,
  fateDraw,
  fateDrawProblem,
  normalDraw,
  normalDrawProblem,
  pendingProblem,
  skipDraw,
  skipDrawProblem,
} from './rules/draw-step';
import { settleAfterAction } from './rules/gate';
import { fireLpChanged } from './effects/lp-changed';
import { legalActionsFor } from './legal';
import {
  activateCard,
  activateCardProblem,
  activateEffect,
  activateEffectProblem,
  activateSkill,
  activateSkillProblem,
  declareBattle,
  declareBattleProblem,
  destroyOwn,
  destroyOwnProblem,
  endTurnAction,
  endTurnProblem,
  ruleDiscard,
  ruleDiscardProblem,
  summonCreature,
  summonProblem,
} from './rules/main-step';
import type { ActivatePayload, EffectPayload, SkillPayload } from './rules/main-step';
import { problem, raise } from './rules/problem';
import type { Problem } from './rules/problem';
import { initMatch } from './rules/setup';
import { positionSchema } from './position';
import { initFromPosition } from './rules/start-position';
import { xueqiMachine } from './machine';
import { xueqiConsequences } from './consequences';
import { describeAction } from './describe';
import { narrateAction } from './narrate';
import { ruling } from './ruling';
import { boardView } from './view';
import { HIDDEN_CARD, ZONE_NAMES } from './zones';
import type { XueqiBoardView } from './view';
import type { XueqiState } from './state';
import { fateDrawOptions } from './rules/draw-step';

export type { XueqiState, XueqiConfig, XueqiBoardView };

/**
 * One action: its payload schema, its legality check and its effect. Phase changes the effect queues, the LP
 * check and who acts next follow in the kernel's settle step (`settle`).
 */
function spec<P>(
  type: XueqiActionType,
  check: (s: XueqiState, seat: Seat, p: P) => Problem | null,
  run: (s: XueqiState, seat: Seat, p: P) => void,
): ActionSpec<XueqiState, P> {
  return {
    schema: payloadSchemas[type] as unknown as z.ZodType<P>,
    apply(s, a) {
      const seat = a.actor as Seat;
      raise(check(s, seat, a.payload));
      const mark = s.effects.length;
      run(s, seat, a.payload);
      fireLpChanged(s, mark);
    },
  };
}

type Card = { card: string };
type Creature = { creature: string };

/** `setup.decks` and `setup.position` for a match with these custom cards (none: the starter set only). */
function setupSchemaWith(custom: Readonly<Record<string, unknown>>) {
  const deckCard = z.string().refine((id) => Object.hasOwn(CATALOG, id) || Object.hasOwn(custom, id), {
    message: 'unknown xueqi card',
  });
  return z.object({
    // A seat's list may be left out only when the position gives its remaining deck exactly (E37).
    decks: z
      .object({
        p1: z.array(deckCard).max(500).optional(),
        p2: z.array(deckCard).max(500).optional(),
      })
      .strict()
      .optional(),
    position: positionSchema.optional(),
  });
}

const STARTER_SETUP = setupSchemaWith({});

export const xueqi: GameDefinition<XueqiState, XueqiConfig, XueqiBoardView> = {
  id: 'xueqi',
  name: { zh: '血契', en: 'Xueqi (Blood Pact)' },
  rulesVersion: '1',
  schemaVersion: 1,
  chart: compileChart(xueqiMachine),
  defaultConfig: DEFAULT_CONFIG,
  configSchema,
  deckSizes: (config) => ({ [DECK_WHOLE]: config.deckSize }),
  setupSchema: STARTER_SETUP,
  // built once for the starter set: a replay creates a match per line, and a zod schema is costly to build
  setupSchemaFor: (custom) => (Object.keys(custom).length === 0 ? STARTER_SETUP : setupSchemaWith(custom)),
  init: (s, setup) => (setup.position === undefined ? initMatch(s, setup) : initFromPosition(s, setup)),
  settle: settleAfterAction,
  actions: {
    'draw.normal': spec<object>(
      'draw.normal',
      (s, seat) => normalDrawProblem(s, seat),
      (s, seat) => normalDraw(s, seat),
    ),
    'draw.skip': spec<object>(
      'draw.skip',
      (s, seat) => skipDrawProblem(s, seat),
      (s, seat) => skipDraw(s, seat),
    ),
    'draw.fate': spec<{ cardId: string }>(
      'draw.fate',
      (s, seat, p) =>
        fateDrawProblem(s, seat) ??
        (fateDrawOptions(s, seat).includes(p.cardId)
          ? null
          : problem('ERR_NOT_IN_DECK', '卡组中没有这张卡', 'That card is not in your deck')),
      (s, seat, p) => fateDraw(s, seat, p.cardId),
    ),
    'draw.bottom': spec<Card>(
      'draw.bottom',
      (s, seat, p) => pendingProblem(s, seat, 'bottomOne', p.card),
      (s, seat, p) => bottomOne(s, seat, p.card),
    ),
    'hand.discard': spec<Card>(
      'hand.discard',
      (s, seat, p) => pendingProblem(s, seat, 'discardForLimit', p.card),
      (s, seat, p) => discardForLimit(s, seat, p.card),
    ),
    'summon.creature': spec<Card>(
      'summon.creature',
      (s, seat, p) => summonProblem(s, seat, p.card),
      (s, seat, p) => summonCreature(s, seat, p.card),
    ),
    'rule.activate': spec<ActivatePayload>(
      'rule.activate',
      (s, seat, p) => activateCardProblem(s, seat, 'rule', p),
      (s, seat, p) => activateCard(s, seat, 'rule', p),
    ),
    'value.activate': spec<ActivatePayload>(
      'value.activate',
      (s, seat, p) => activateCardProblem(s, seat, 'value', p),
      (s, seat, p) => activateCard(s, seat, 'value', p),
    ),
    'effect.activate': spec<EffectPayload>(
      'effect.activate',
      (s, seat, p) => activateEffectProblem(s, seat, p),
      (s, seat, p) => activateEffect(s, seat, p),
    ),
    'creature.destroy': spec<Creature>(
      'creature.destroy',
      (s, seat, p) => destroyOwnProblem(s, seat, p.creature),
      (s, seat, p) => destroyOwn(s, seat, p.creature),
    ),
    'rule.discard': spec<Card>(
      'rule.discard',
      (s, seat, p) => ruleDiscardProblem(s, seat, p.card),
      (s, seat, p) => ruleDiscard(s, seat, p.card),
    ),
    'battle.declare': spec<object>(
      'battle.declare',
      (s, seat) => declareBattleProblem(s, seat),
      (s) => declareBattle(s),
    ),
    'battle.attack': spec<AttackPayload>(
      'battle.attack',
      (s, seat, p) => attackProblem(s, seat, p),
      (s, seat, p) => attack(s, seat, p),
    ),
    'battle.end': spec<object>(
      'battle.end',
      (s, seat) => endBattleProblem(s, seat),
      (s, seat) => endBattle(s, seat),
    ),
    'skill.activate': spec<SkillPayload>(
      'skill.activate',
      (s, seat, p) => activateSkillProblem(s, seat, p),
      (s, seat, p) => activateSkill(s, seat, p),
    ),
    'turn.end': spec<object>(
      'turn.end',
      (s, seat) => endTurnProblem(s, seat),
      (s) => endTurnAction(s),
    ),
  },
  legalActions: (s, seat): Action[] => legalActionsFor(s, seat),
  view: boardView,
  narrate: narrateAction,
  describe: describeAction,
  consequences: xueqiConsequences,
  ruling,
  deckOf: (s, seat) => s.game.players[seat].deck,
  hiddenFrom: (s, seat) => [
    ...s.game.players.p1.deck,
    ...s.game.players.p2.deck,
    ...s.game.players[otherSeat(seat)].hand,
  ],
  zonesOf(s) {
    const out: Record<string, readonly string[]> = {};
    for (const seat of ['p1', 'p2'] as Seat[]) {
      const p = s.game.players[seat];
      out[`${seat}.deck`] = p.deck;
      out[`${seat}.hand`] = p.hand;
      out[`${seat}.graveyard`] = p.graveyard;
      out[`${seat}.creatureSlots`] = p.creatureSlots.map((c) => c.id);
      out[`${seat}.extraCreatures`] = p.extraCreatures.map((c) => c.id);
      out[`${seat}.supportArea`] = p.supportArea.map((x) => x.id);
    }
    return out;
  },
  cardName: cardNameOf,
  customCards: { ...customCardSpec, editor: cardEditor },
  cardInfo,
  hiddenCard: HIDDEN_CARD,
  zoneNames: ZONE_NAMES,
  graveHowWords: GRAVE_HOW_WORDS,
  content,
  upcasters,
};
