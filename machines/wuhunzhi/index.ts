/**
 * The 武魂志 GameDefinition: wiring only. The chart (machine.ts) is compiled here once; rules, views, words and
 * content live in their own modules.
 */
import { PILE_HOW_WORDS } from './pile-words';
import { settleProvenance } from './rules/provenance';
import { z } from 'zod';
import { content } from '@/content/wuhunzhi';
import { compileChart } from '@/machines/engine/chart';
import type { GameDefinition } from '@/machines/engine/definition';
import type { Action, Seat } from '@/machines/engine/types';
import { cardName } from './catalog';
import { cardInfo } from './card-info';
import { sceneOf } from './describe-position';
import { DEFAULT_CONFIG, configSchema, mergeConfig, type WuhunzhiConfig } from './config';
import { consequencesOf } from './consequences';
import { cardEditor } from './card-editor';
import { customCardSpec } from './custom-cards';
import { describeAction } from './describe';
import { ACTION_SCHEMAS, type ActionType } from './events';
import { WUHUNZHI_SCHEMA_VERSION, upcasters } from './upcasters';
import { legalGameActions, whoActs } from './legal';
import { wuhunzhiMachine } from './machine';
import { narrateAction } from './narrate';
import { positionSchema, type WuhunzhiPosition } from './position';
import { RULING_KINDS, applyRuling, describeRuling, rulingSchema } from './ruling';
import { activate } from './rules/activation';
import { zonesOf } from './rules/board';
import { allocateExcess, chooseCounter, chooseRedirectAltar } from './rules/combat';
import { declareTarget } from './rules/battle';
import { moveSoul, returnToAltar, deploy } from './rules/deployment';
import { discardFromHand } from './rules/end';
import { build, chooseDraw, passStep } from './rules/flow';
import { activateEvent, setStrategy } from './rules/planning';
import { scout } from './rules/recon';
import { chooseSetup, deckListSchema, initGame } from './rules/setup';
import { initFromPosition } from './rules/start-position';
import { passSummon, summon } from './rules/summoning';
import { chooseTrigger } from './rules/triggers';
import { passWindow, skipIdle } from './rules/windows';
import type { WuhunzhiState } from './state';
import { buildView, hiddenFrom, type WuhunzhiBoardView } from './view';
import { ZONE_NAMES } from './words';

export const WUHUNZHI_RULES_VERSION = '1';
const chart = compileChart(wuhunzhiMachine);

type Handler = (s: WuhunzhiState, seat: Seat, p: any) => void;
const HANDLERS: Record<ActionType, Handler> = {
  'setup.choose': (s, seat, p) => chooseSetup(s, seat, p),
  'construction.draw': (s, seat, p) => chooseDraw(s, seat, p.draw),
  'construction.revealAltar': (s, seat, p) => build(s, seat, { kind: 'revealAltar', altar: p.altar }),
  'construction.bindSoul': (s, seat, p) => build(s, seat, { kind: 'bindSoul', card: p.card, altar: p.altar }),
  'construction.recoverSoul': (s, seat, p) => build(s, seat, { kind: 'recoverSoul', card: p.card }),
  'planning.activateEvent': (s, seat, p) => activateEvent(s, seat, p.card, p.target, p.general),
  'planning.setStrategy': (s, seat, p) => setStrategy(s, seat, p.card),
  'phase.pass': (s, seat) => passStep(s, seat),
  'deployment.deploy': (s, seat, p) => deploy(s, seat, p.altar, p.cell),
  'deployment.return': (s, seat, p) => returnToAltar(s, seat, p.cell, p.altar),
  'deployment.move': (s, seat, p) => moveSoul(s, seat, p.cell, p.toCell),
  'summon.place': (s, seat, p) => summon(s, seat, p.card, p.altar, p.faceDown),
  'summon.pass': (s, seat) => passSummon(s, seat),
  'recon.scout': (s, seat, p) => scout(s, seat, p.cell),
  'battle.declare': (s, seat, p) => declareTarget(s, seat, p.target),
  'battle.redirect': (s, seat, p) => chooseRedirectAltar(s, seat, p.altar),
  'battle.counter': (s, seat, p) => chooseCounter(s, seat, p.reveal),
  'battle.excess': (s, seat, p) => allocateExcess(s, seat, p.altar),
  'effect.activate': (s, seat, p) => activate(s, seat, p, skipIdle),
  'window.pass': (s, seat) => passWindow(s, seat),
  'end.discard': (s, seat, p) => discardFromHand(s, seat, p.card),
  'trigger.order': (s, seat, p) => chooseTrigger(s, seat, p.card, p.effect),
};

// A player action changes facts (a pass, a build, a declared target); the kernel then settles the chart, whose
// eventless transitions move the match on, and `settle` records who acts next.
const actions = Object.fromEntries(
  (Object.keys(ACTION_SCHEMAS) as ActionType[]).map((type) => [
    type,
    {
      schema: ACTION_SCHEMAS[type],
      apply: (s: WuhunzhiState, a: Action) => HANDLERS[type](s, a.actor as Seat, a.payload),
    },
  ]),
);

export const wuhunzhi: GameDefinition<WuhunzhiState, WuhunzhiConfig, WuhunzhiBoardView> = {
  id: 'wuhunzhi',
  name: { zh: '武魂志', en: 'Wuhunzhi' },
  rulesVersion: WUHUNZHI_RULES_VERSION,
  schemaVersion: WUHUNZHI_SCHEMA_VERSION,
  upcasters,
  chart,
  defaultConfig: DEFAULT_CONFIG,
  deckSizes: (config) => ({
    mainDeck: { min: config.mainDeckSize, max: config.mainDeckSize },
    altars: { min: config.altarCount, max: config.altarCount },
    generals: config.generalCount,
  }),
  configSchema: configSchema as unknown as z.ZodType<Partial<WuhunzhiConfig>>,
  setupSchema: z.object({
    // A seat whose position gives its deck exactly needs no deck list (W41); every other match needs both.
    decks: z.object({ p1: deckListSchema.optional(), p2: deckListSchema.optional() }).strict().optional(),
    position: positionSchema.optional(),
  }),
  init(draft, setup) {
    // setup.config was validated by the kernel against configSchema; variants merge field by field.
    draft.config = mergeConfig(setup.config as Partial<WuhunzhiConfig> | undefined);
    if (setup.position !== undefined) initFromPosition(draft, setup, setup.position as WuhunzhiPosition);
    else initGame(draft, setup);
    draft.active = null;
  },
  // After every action (and once a new match has started: a described position runs preparation and the first
  // draw inside match.created, so someone acts at step 0), record who acts next.
  settle(s) {
    settleProvenance(s);
    s.active = whoActs(s);
  },
  actions,
  legalActions: (s, seat) => legalGameActions(s, seat),
  view: (s, perspective) => buildView(s, perspective),
  narrate: (before, action, after) => narrateAction(before, action, after),
  describe: (s, action) => describeAction(s, action),
  consequences: (before, action, after) => consequencesOf(before, action, after),
  hiddenCard: { zh: '一张未公开的卡', en: 'an unrevealed card' },
  zoneNames: ZONE_NAMES,
  graveHowWords: PILE_HOW_WORDS,
  ruling: {
    schema: rulingSchema,
    apply: (s, change) => applyRuling(s, change),
    describe: (s, change) => describeRuling(s, change),
    kinds: RULING_KINDS,
  },
  deckOf: (s, seat) => s.game.boards[seat].deck,
  hiddenFrom: (s, seat) => hiddenFrom(s, seat),
  zonesOf: (s) => zonesOf(s),
  cardName,
  cardInfo,
  sceneOf,
  // Authors' own cards in the starter cards' shape (custom-cards.ts; docs/rules/wuhunzhi.md "Custom cards").
  customCards: { ...customCardSpec, editor: cardEditor },
  content,
};

export default wuhunzhi;
