/** The 武魂志 GameDefinition: chart, config, setup, actions, legal actions, views, narration, rulings, zones. */
import { z } from 'zod';
import { compileChart, sendPhase } from '@/machines/engine/chart';
import type { GameDefinition } from '@/machines/engine/definition';
import type { Action, Seat } from '@/machines/engine/types';
import { SEATS } from '@/machines/engine/types';
import { DEFAULT_CONFIG, configSchema, mergeConfig, type WuhunzhiConfig } from './config';
import { ACTION_SCHEMAS, type ActionType } from './events';
import { wuhunzhiMachine } from './machine';
import { cardName, narrateAction } from './narrate';
import { applyRuling, describeRuling, rulingSchema } from './ruling';
import { activate } from './rules/activation';
import { allocateExcess, chooseCounter, chooseRedirectAltar, declareTarget } from './rules/combat';
import { moveSoul, returnToAltar, deploy } from './rules/deployment';
import { build, chooseDraw, passStep } from './rules/flow';
import { legalGameActions, whoActs } from './rules/legal';
import { discardFromHand } from './rules/end';
import { chooseTrigger } from './rules/triggers';
import { activateEvent, setStrategy } from './rules/planning';
import { scout } from './rules/recon';
import { chooseSetup, initGame } from './rules/setup';
import { initFromPosition, positionSchema, type WuhunzhiPosition } from './position';
import { passSummon, summon } from './rules/summoning';
import { passWindow, skipIdle } from './rules/windows';
import type { WuhunzhiState } from './types';
import { buildView, hiddenFrom, type WuhunzhiBoardView } from './view';

export const WUHUNZHI_RULES_VERSION = '1';
const chart = compileChart(wuhunzhiMachine);

/** After every action: let the chart's eventless transitions run, then record who acts next. */
function resume(s: WuhunzhiState): void {
  sendPhase(chart, s, { type: 'phase.resume' });
  s.active = whoActs(s);
}

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

const actions = Object.fromEntries(
  (Object.keys(ACTION_SCHEMAS) as ActionType[]).map((type) => [
    type,
    {
      schema: ACTION_SCHEMAS[type],
      apply(s: WuhunzhiState, a: Action) {
        HANDLERS[type](s, a.actor as Seat, a.payload);
        resume(s);
      },
    },
  ]),
);

// Card ids are checked by deckProblems (ERR_ILLEGAL_DECK names unknown cards), which keeps match creation cheap.
const deckListSchema = z
  .object({ mainDeck: z.array(z.string()), altars: z.array(z.string()), generals: z.array(z.string()) })
  .strict();

export const wuhunzhi: GameDefinition<WuhunzhiState, WuhunzhiConfig, WuhunzhiBoardView> = {
  id: 'wuhunzhi',
  name: { zh: '武魂志', en: 'Wuhunzhi' },
  rulesVersion: WUHUNZHI_RULES_VERSION,
  schemaVersion: 1,
  chart,
  defaultConfig: DEFAULT_CONFIG,
  configSchema: configSchema as unknown as z.ZodType<Partial<WuhunzhiConfig>>,
  setupSchema: z.object({
    decks: z.object({ p1: deckListSchema, p2: deckListSchema }).strict(),
    position: positionSchema.optional(),
  }),
  init(draft, setup) {
    // setup.config was validated by the kernel against configSchema; variants merge field by field.
    draft.config = mergeConfig(setup.config as Partial<WuhunzhiConfig> | undefined);
    if (setup.position !== undefined) initFromPosition(draft, setup, setup.position as WuhunzhiPosition);
    else initGame(draft, setup);
    draft.active = null;
  },
  // A described position runs preparation and the first draw inside match.created: someone acts at step 0.
  started(s) {
    s.active = whoActs(s);
  },
  actions,
  legalActions: (s, seat) => legalGameActions(s, seat),
  view: (s, perspective) => buildView(s, perspective),
  narrate: (before, action, after) => narrateAction(before, action, after),
  ruling: {
    schema: rulingSchema,
    apply(s, change) {
      applyRuling(s, change);
      resume(s);
    },
    describe: (s, change) => describeRuling(s, change),
  },
  deckOf: (s, seat) => s.game.boards[seat].deck,
  hiddenFrom: (s, seat) => hiddenFrom(s, seat),
  zonesOf(s) {
    const out: Record<string, readonly string[]> = {};
    for (const seat of SEATS) {
      const b = s.game.boards[seat];
      out[`${seat}.deck`] = b.deck;
      out[`${seat}.hand`] = b.hand;
      out[`${seat}.sandField`] = b.sandField.filter((x): x is string => x !== null);
      out[`${seat}.soulYard`] = b.soulYard;
      out[`${seat}.discardPile`] = b.discardPile;
      out[`${seat}.banished`] = b.banished;
      b.altars.forEach((a, i) => {
        out[`${seat}.altar${i + 1}`] = [a.id];
        out[`${seat}.altar${i + 1}.bound`] = a.bound;
        out[`${seat}.altar${i + 1}.occupant`] = a.occupant ? [a.occupant] : [];
      });
      out[`${seat}.general`] = b.general ? [b.general] : [];
      out[`${seat}.generalStack`] = b.generalStack;
      out[`${seat}.eventSlot`] = b.eventSlot ? [b.eventSlot] : [];
      out[`${seat}.strategy`] = b.strategy ? [b.strategy] : [];
    }
    return out;
  },
  cardName,
};

export default wuhunzhi;
