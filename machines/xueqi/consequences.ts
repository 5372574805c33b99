/**
 * The consequences of one 血契 action, in the order they happened, as the kernel's typed list (draws, cards
 * entering, moving and destroyed, attacks, damage and LP gains with their source, LP paid, phases ended, the new
 * turn, the result), each with its own sentence as narration segments. They are read from the effect log the
 * rules wrote (`state.effects`, in causal order), the action's payload and the two states; nothing is stored.
 *
 * Where a record names a card only by content id (the `lp` and `attack` records and the count-only `draw`
 * record, whose shape golden states pin), the instance comes from the action's payload or the records before it:
 * an LP change's source is the nearest earlier card of that content id the step named (the attacking lead, the
 * triggered or activated card, the destroyed creature), and drawn cards are the seat's deck cards that reached its
 * hand or graveyard in the step and were not searched, fate-drawn or summoned, in draw order.
 */
import { otherSeat } from '@/machines/engine';
import type { Action, Consequence, Narration, Seat, StepEffect } from '@/machines/engine';
import { card, cardKind, n, seat } from '@/machines/engine';
import type { LpRecord } from './rules/lp';
import type { XueqiState } from './state';
import { placeOf } from './places';
import { phaseWords } from './phases';
import { recordStep, where } from './record-steps';
import { attackSentence, lifeSentence, listCards, upkeepParts } from './sentences';

/** A consequence with the record it was read from (narration absorbs some into the action's own sentence). */
export interface ReadStep {
  rec: StepEffect | null;
  c: Consequence;
}

const str = (v: unknown) => String(v);

/** Deck cards of each seat drawn in this step, in draw order (see the module comment). */
function drawnCards(before: XueqiState, after: XueqiState): Record<Seat, string[]> {
  const moved = new Set<string>();
  for (const e of after.effects)
    if ((e.type === 'search' || e.type === 'fateDraw' || e.type === 'enter') && e.id) moved.add(str(e.id));
  const out = { p1: [] as string[], p2: [] as string[] };
  for (const s of ['p1', 'p2'] as Seat[]) {
    const was = new Set(before.game.players[s].deck);
    const still = new Set(after.game.players[s].deck);
    const p = after.game.players[s];
    out[s] = [...p.hand, ...p.graveyard].filter((id) => was.has(id) && !still.has(id) && !moved.has(id));
  }
  return out;
}

const phase = (from: string, to: string): Consequence => {
  const a = phaseWords(from);
  const b = phaseWords(to);
  return {
    kind: 'phase',
    from,
    to,
    text: { zh: [`${a.zh}结束，进入${b.zh}`], en: [`The ${a.en} ends; the ${b.en} begins`] },
  };
};

/** Read the step's consequences, each with the record it came from. */
export function readSteps(before: XueqiState, action: Action, after: XueqiState): ReadStep[] {
  const out: ReadStep[] = [];
  const push = (rec: StepEffect | null, c: Consequence) => out.push({ rec, c });
  const drawn = drawnCards(before, after);
  const payload = (action.payload ?? {}) as Record<string, unknown>;
  const cardIdOf = (id: string) => after.cards[id]?.cardId ?? before.cards[id]?.cardId;
  // Cards the step has named so far, latest last: the source of an LP change is found among them.
  const named: string[] = ['card', 'creature', 'lead'].flatMap((k) =>
    typeof payload[k] === 'string' && cardIdOf(str(payload[k])) ? [str(payload[k])] : [],
  );
  const sourceOf = (cardId: unknown) =>
    cardId === undefined ? undefined : [...named].reverse().find((id) => cardIdOf(id) === cardId);
  let effectSource: string | undefined = ['rule.activate', 'value.activate'].includes(action.type)
    ? str(payload.card)
    : undefined;
  let lastLead: string | undefined;
  const effects = after.effects;

  for (let i = 0; i < effects.length; i++) {
    const e = effects[i];
    const S = e.seat as Seat;
    const id = e.id === undefined ? '' : str(e.id);
    if (id) named.push(id);
    switch (e.type) {
      case 'lp': {
        const r = e as unknown as LpRecord;
        const src = r.cause === 'battle' ? lastLead : sourceOf(r.card);
        if (r.cause === 'upkeep') {
          const u = effects[i - 1];
          const parts = upkeepParts(u?.type === 'upkeep' ? u : null);
          push(e, {
            kind: 'life',
            seat: r.player,
            before: r.lp - r.delta,
            after: r.lp,
            text: lifeSentence(r, undefined, parts),
          });
        } else if ((r.cause === 'battle' || r.cause === 'effect') && r.requested < 0) {
          push(e, {
            kind: 'damage',
            target: { seat: r.player },
            amount: -r.delta,
            ...(src ? { source: src } : {}),
            text: lifeSentence(r, src),
          });
        } else if (['effect', 'destroyGain', 'discardRefund'].includes(r.cause) && r.delta > 0) {
          push(e, {
            kind: 'heal',
            target: { seat: r.player },
            amount: r.delta,
            ...(src ? { source: src } : {}),
            text: lifeSentence(r, src),
          });
        } else {
          push(e, {
            kind: 'life',
            seat: r.player,
            before: r.lp - r.delta,
            after: r.lp,
            text: lifeSentence(r),
          });
        }
        break;
      }
      case 'destroy': {
        const how = str(e.how);
        const by = how === 'battle' ? lastLead : how === 'effect' ? effectSource : undefined;
        const text: Narration =
          how === 'battle'
            ? {
                zh: n`${seat(S)}的${card(id)}被战斗破坏`,
                en: n`${seat(S)}'s ${card(id)} is destroyed in battle`,
              }
            : how === 'voluntary'
              ? {
                  zh: n`${seat(e.by as Seat)}主动破坏了自己的${card(id)}`,
                  en: n`${seat(e.by as Seat)} destroys their own ${card(id)}`,
                }
              : by
                ? {
                    zh: n`${seat(S)}的${card(id)}被${card(by)}的效果破坏`,
                    en: n`${seat(S)}'s ${card(id)} is destroyed by ${card(by)}'s effect`,
                  }
                : {
                    zh: n`${seat(S)}的${card(id)}被效果破坏`,
                    en: n`${seat(S)}'s ${card(id)} is destroyed by an effect`,
                  };
        push(e, { kind: 'destroy', card: id, ...(by ? { by } : {}), text });
        break;
      }
      case 'supportLeaves':
        if (e.why === 'destroy')
          push(e, {
            kind: 'destroy',
            card: id,
            ...(effectSource ? { by: effectSource } : {}),
            text: {
              zh: n`${seat(S)}的${card(id)}被破坏，离开支援区进入墓地`,
              en: n`${seat(S)}'s ${card(id)} is destroyed and leaves the support area for the graveyard`,
            },
          });
        else
          push(e, {
            kind: 'move',
            card: id,
            from: where(placeOf(before, id), { seat: S, zone: 'support' }),
            to: { seat: S, zone: 'graveyard' },
            text: {
              zh: n`${card(id)}离开支援区进入墓地`,
              en: n`${card(id)} leaves the support area for the graveyard`,
            },
          });
        break;
      case 'draw': {
        const cards = drawn[S].splice(0, Number(e.count));
        const short =
          Number(e.asked) > Number(e.count) && Number(e.count) > 0
            ? {
                zh: `（应抽${e.asked}张，卡组只剩${e.count}张）`,
                en: ` (${e.asked} were due; the deck had ${e.count})`,
              }
            : { zh: '', en: '' };
        push(e, {
          kind: 'draw',
          seat: S,
          cards,
          text: cards.length
            ? {
                zh: [...n`${seat(S)}抽到`, ...listCards(cards, '、'), short.zh],
                en: [...n`${seat(S)} draws `, ...listCards(cards, ' and '), short.en],
              }
            : {
                zh: n`${seat(S)}的卡组已空，没有抽到卡`,
                en: n`${seat(S)}'s deck is empty: no card is drawn`,
              },
        });
        break;
      }
      case 'fateDraw':
        push(e, {
          kind: 'draw',
          seat: S,
          cards: [id],
          text: {
            zh: n`${seat(S)}发动【命运抽卡】，把${cardKind(str(e.card))}置于卡组顶并抽起`,
            en: n`${seat(S)} uses the Fate Draw: ${cardKind(str(e.card))} goes to the top of the deck and is drawn`,
          },
        });
        break;
      case 'trigger':
        effectSource = id;
        push(e, {
          kind: 'other',
          cards: [id],
          text: { zh: n`${card(id)}的效果触发`, en: n`${card(id)}'s effect triggers` },
        });
        break;
      case 'activateEffect':
        effectSource = id;
        break;
      case 'activateSkill':
        effectSource = undefined;
        break;
      case 'attack': {
        const lead = str(e.lead);
        lastLead = lead;
        const sup = ((action.payload as { supporters?: string[] }).supporters ?? []).slice();
        const target = str(e.target);
        push(e, {
          kind: 'attack',
          attacker: lead,
          target: target === 'player' ? { seat: otherSeat(S) } : { card: target },
          text: attackSentence(before, S, e, lead, sup),
        });
        break;
      }
      case 'battleStart':
        push(e, phase('playing.main', 'playing.battle'));
        break;
      case 'battleEnd':
        if (e.backToMain) push(e, phase('playing.battle', 'playing.main'));
        break;
      case 'turnEnd':
        push(e, phase(before.phase === 'playing.battle' ? 'playing.battle' : 'playing.main', 'playing.end'));
        break;
      default: {
        const c = recordStep(before, after, e, effects[i + 1]);
        if (c) push(e, c);
        break;
      }
    }
  }
  // A non-persistent rule or value card goes to the graveyard once resolved (no record says so).
  if (
    ['rule.activate', 'value.activate'].includes(action.type) &&
    !effects.some((e) => e.type === 'persist')
  ) {
    const id = str(payload.card);
    const owner = before.cards[id]?.owner ?? (action.actor as Seat);
    const at = out.findIndex((x) => x.c.kind === 'result');
    const step: ReadStep = {
      rec: null,
      c: {
        kind: 'move',
        card: id,
        from: { seat: owner, zone: 'hand' },
        to: { seat: owner, zone: 'graveyard' },
        text: { zh: n`${card(id)}进入墓地`, en: n`${card(id)} goes to the graveyard` },
      },
    };
    out.splice(at < 0 ? out.length : at, 0, step);
  }
  // The draw step ends once its draw is made and nothing is pending.
  if (before.phase === 'playing.draw' && after.phase !== 'playing.draw' && !after.result)
    out.push({ rec: null, c: phase('playing.draw', 'playing.main') });
  return out;
}

export const xueqiConsequences = (before: XueqiState, action: Action, after: XueqiState): Consequence[] =>
  readSteps(before, action, after).map((x) => x.c);
