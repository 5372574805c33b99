/** Consequences of cards moving: draws, summons, sets and activations, moves between zones, statuses, choices. */
import type { Narration, Seat, StepEffect, ZoneRef } from '@/machines/engine';
import type { Ref } from './state';
import * as say from './consequence-words';
import { add, flushFollowers, pile, whereIs } from './consequence-walk';
import type { Step, Walk } from './consequence-walk';

const seatOf = (e: StepEffect) => e.seat as Seat;
const idOf = (e: StepEffect) => e.card as string;

/** A card going from one place to another (`to` a pile key of the card's owner). */
function move(w: Walk, id: string, from: ZoneRef | null, to: string, text: Narration, told = false): void {
  add(w, { kind: 'move', card: id, from, to: pile(w.after, id, to), text }, told);
}

/** A card arriving on the field, in a row's slot or a zone. */
function enter(w: Walk, id: string, to: ZoneRef, text: Narration, told: boolean, faceDown?: boolean): void {
  add(
    w,
    faceDown === undefined
      ? { kind: 'enter', card: id, to, text }
      : { kind: 'enter', card: id, to, faceDown, text },
    told,
  );
}

function draw(w: Walk, e: StepEffect): void {
  const seat = seatOf(e);
  const id = idOf(e);
  // Draws in a row (an effect's "draw 2") are one consequence.
  const last = w.out[w.out.length - 1]?.c;
  if (last?.kind === 'draw' && last.seat === seat) {
    last.cards.push(id);
    last.text = say.draw(seat, last.cards);
  } else add(w, { kind: 'draw', seat, cards: [id], text: say.draw(seat, [id]) });
}

function summoned(w: Walk, e: StepEffect): void {
  const id = (e.id ?? e.card) as string;
  const slot = e.slot as number;
  const told = w.action.type.startsWith('summon.') || w.action.type === 'choice.pick';
  const text = say.summoned(id, slot, e.position as string, e.how as string);
  enter(w, id, { seat: seatOf(e), zone: 'front', index: slot }, text, told, e.position === 'faceDownDefense');
}

function modified(w: Walk, e: StepEffect): void {
  const stat = e.type === 'modifyAtk' ? 'atk' : 'hp';
  const n = e.n as number;
  if (e.card)
    add(w, { kind: 'status', card: idOf(e), status: stat, value: n, text: say.modified(idOf(e), stat, n) });
  else add(w, { kind: 'other', text: say.avatarModified((e.ref as Ref).seat, n) });
}

function positionChanged(w: Walk, e: StepEffect): void {
  const id = idOf(e);
  const to = e.to as string;
  const told = w.action.type === 'position.change' && !e.byEffect;
  if (e.flip) add(w, { kind: 'reveal', card: id, text: say.flipped(id, to) }, told);
  else add(w, { kind: 'status', card: id, status: 'position', value: to, text: say.position(id, to) }, told);
}

/** A magic card or character equipment taking a back-row slot as it is played (the action's sentence tells it). */
function backRowPlay(w: Walk, e: StepEffect): void {
  const id = idOf(e);
  if (e.type === 'activateMagic') w.source = w.activated = id;
  const at: ZoneRef = { seat: seatOf(e), zone: 'back', index: e.slot as number };
  w.placed[id] = at;
  enter(w, id, at, say.placed(id, e.slot as number), true);
}

export const CARD_STEPS: Record<string, Step> = {
  draw,
  summoned,
  positionChanged,
  modifyAtk: modified,
  modifyHp: modified,
  activateMagic: backRowPlay,
  equipCharacter: backRowPlay,
  deckOut(w, e) {
    add(w, { kind: 'other', text: say.deckOut(seatOf(e)) });
  },
  tribute(w, e) {
    const id = idOf(e);
    move(
      w,
      id,
      { seat: seatOf(e), zone: 'front', index: e.slot as number },
      'graveyard',
      say.tributed(id),
      true,
    );
    flushFollowers(w);
  },
  overLimit(w, e) {
    const text = say.overLimit(e.stars as number, e.limit as number);
    add(w, { kind: 'other', cards: e.card ? [idOf(e)] : [], text });
  },
  moved(w, e) {
    const id = idOf(e);
    const from: ZoneRef =
      e.back !== undefined
        ? { seat: seatOf(e), zone: 'back', index: e.back as number }
        : { seat: seatOf(e), zone: 'front', index: e.slot as number };
    move(w, id, from, e.to as string, say.moved(id, e.to as string));
    flushFollowers(w);
  },
  activationNegated(w, e) {
    add(w, { kind: 'other', cards: [idOf(e)], text: say.activationNegated(idOf(e)) });
  },
  trigger(w, e) {
    w.source = idOf(e);
    add(w, { kind: 'other', cards: [idOf(e)], text: say.triggers(idOf(e)) });
  },
  extraAttacks(w, e) {
    const id = idOf(e);
    const n = e.n as number;
    add(w, { kind: 'status', card: id, status: 'extraAttacks', value: n, text: say.extraAttacks(id, n) });
  },
  summonLimit(w, e) {
    add(w, { kind: 'other', text: say.summonLimit(seatOf(e), e.n as number | 'ignore') });
  },
  choiceOpened(w, e) {
    const text = say.choiceOpened(seatOf(e), e.from as string, e.to as string, e.count as number);
    add(w, { kind: 'other', text });
  },
  noOption(w) {
    add(w, { kind: 'other', text: say.noOption() });
  },
  noRoom(w) {
    add(w, { kind: 'other', text: say.noRoom() });
  },
  fieldReplaced(w, e) {
    move(w, idOf(e), { seat: seatOf(e), zone: 'field' }, 'graveyard', say.fieldReplaced(idOf(e)));
  },
  toGraveyard(w, e) {
    const id = idOf(e);
    const from = w.placed[id] ?? whereIs(w.before, id) ?? { seat: seatOf(e), zone: 'back' };
    move(w, id, from, 'graveyard', e.negated ? say.negatedToGraveyard(id) : say.resolvedToGraveyard(id));
  },
  discard(w, e) {
    const id = idOf(e);
    const told = w.action.type === 'hand.discard' && !e.cost;
    move(
      w,
      id,
      { seat: seatOf(e), zone: 'hand' },
      'graveyard',
      say.discarded(seatOf(e), id, Boolean(e.cost)),
      told,
    );
  },
  picked(w, e) {
    // A special summon is told by the `summoned` that follows; the others move the card between piles.
    const id = idOf(e);
    if (e.to === 'front') return;
    move(
      w,
      id,
      pile(w.after, id, e.from as string),
      e.to as string,
      say.picked(seatOf(e), id, e.to as string),
      true,
    );
  },
  setBackRow(w, e) {
    const id = idOf(e);
    const slot = e.slot as number;
    enter(
      w,
      id,
      { seat: seatOf(e), zone: 'back', index: slot },
      say.setInBackRow(seatOf(e), id, slot),
      true,
      true,
    );
  },
  activateField(w, e) {
    w.source = w.activated = idOf(e);
    enter(w, idOf(e), { seat: seatOf(e), zone: 'field' }, say.fieldPlaced(idOf(e)), true);
  },
  equipPerson(w, e) {
    const id = idOf(e);
    const to = whereIs(w.after, id) ?? { seat: seatOf(e), zone: 'personEquips' };
    enter(w, id, to, say.weaponTaken(seatOf(e), id), true);
  },
  activateSet(w, e) {
    w.source = w.activated = idOf(e);
    add(w, { kind: 'reveal', card: idOf(e), text: say.setFlipped(idOf(e), e.slot as number) }, true);
  },
  activateEffect(w, e) {
    w.source = w.activated = idOf(e);
  },
};
