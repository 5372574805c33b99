/** 星阶 (xingjie): the GameDefinition, wiring the chart, the rules, the words and the content together. */
import { compileChart } from '@/machines/engine';
import type { Action, ActionSpec, DeckSize, GameDefinition, Seat } from '@/machines/engine';
import { content } from '@/content/xingjie';
import { cardName } from './catalog';
import { cardInfo } from './card-info';
import { DEFAULT_CONFIG, configSchema } from './config';
import type { XingjieConfig } from './config';
import { payloadSchemas, SCHEMA_VERSION, setupSchema, setupSchemaFor, upcasters } from './events';
import { cardEditor } from './card-editor';
import { customCardSpec } from './custom-cards';
import type { PayloadOf } from './events';
import { legalActions } from './legal';
import { xingjieMachine } from './machine';
import { narrate } from './narrate';
import { describe } from './describe';
import { consequences } from './consequences';
import { HIDDEN_CARD, ZONE_NAMES } from './words';
import { GRAVE_HOW_WORDS } from './grave-words';
import { ruling } from './ruling';
import type { Ref, XingjieState } from './state';
import { boardView, hiddenFrom, zonesOf } from './view';
import type { XingjieBoardView } from './view';
import { initMatch } from './rules/setup';
import { initFromPosition } from './rules/start-position';
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
import { changePosition } from './rules/battle-position';
import { declareAttack } from './rules/combat';
import { passPriority, syncActive } from './rules/priority';
import { settleProvenance } from './rules/provenance';
import { discardToLimit } from './rules/turn';
import { pickChoice } from './rules/pick';

export const RULES_VERSION = '1';

const chart = compileChart(xingjieMachine);

function spec<T extends keyof typeof payloadSchemas>(
  type: T,
  apply: (s: XingjieState, seat: Seat, p: PayloadOf<T>) => void,
): ActionSpec<XingjieState> {
  return {
    schema: payloadSchemas[type],
    apply: (s, a: Action) => apply(s, a.actor as Seat, a.payload as PayloadOf<T>),
  };
}

export const xingjie: GameDefinition<XingjieState, XingjieConfig, XingjieBoardView> = {
  id: 'xingjie',
  name: { zh: '星阶', en: 'Xingjie' },
  rulesVersion: RULES_VERSION,
  schemaVersion: SCHEMA_VERSION,
  chart,
  defaultConfig: DEFAULT_CONFIG,
  configSchema,
  // A casual match skips the size check (§2), so there is no size to hint.
  deckSizes: (config): Record<string, DeckSize> => (config.casual ? {} : { cards: config.deckSize }),
  setupSchema,
  setupSchemaFor,
  // A described starting position replaces the opening setup (docs/rules/xingjie.md "Starting positions").
  init: (draft, setup) =>
    setup.position === undefined ? initMatch(draft, setup) : initFromPosition(draft, setup),
  // After every action (and once at the start): how each graveyard card got there (ruling 43) and who is expected
  // to act. Game over is the chart's own move.
  settle(s) {
    settleProvenance(s);
    syncActive(s);
  },
  actions: {
    'priority.pass': spec('priority.pass', (s, seat) => passPriority(s, seat)),
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
    'hand.discard': spec('hand.discard', (s, seat, p) => discardToLimit(s, seat, p.card)),
    'choice.pick': spec('choice.pick', (s, seat, p) => pickChoice(s, seat, p.option, p.position)),
  },
  legalActions,
  view: boardView,
  narrate,
  describe,
  consequences,
  hiddenCard: HIDDEN_CARD,
  zoneNames: ZONE_NAMES,
  graveHowWords: GRAVE_HOW_WORDS,
  content,
  ruling,
  deckOf: (s, seat) => s.game.players[seat].deck,
  hiddenFrom,
  zonesOf,
  cardName,
  cardInfo,
  upcasters,
  // Authors' own cards (issue 12, docs/rules/xingjie.md "Custom cards / 自定义卡牌").
  customCards: { ...customCardSpec, editor: cardEditor },
};

export default xingjie;
