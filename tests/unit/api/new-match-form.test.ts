/**
 * The new-match form's pieces against the real routes, for each game: a card set read as the form reads it
 * (GET /api/card-sets/[id] -> deck-builder choices), the card added to a preset turned into a paste in the part
 * that takes its face, the request the form builds (with `cardSets`) accepted, and the card in the seat's deck and
 * playable position; a bad line of the paste refused at its line, where the form shows it.
 */
import { describe, expect, it } from 'vitest';
import { body, req, useTempDb } from './helpers';

useTempDb();

import { getStore } from '@/db/store/open';
import * as create from '@/app/api/matches/route';
import {
  addCard,
  deckModelOf,
  deckPasteOf,
  moveToTop,
  partFor,
  removeCard,
} from '@/app/ui/studio/deck-model';
import { createRequestOf, deckErrorOf, type NewMatchFields } from '@/app/ui/studio/new-match-request';
import { setCardChoices } from '@/app/ui/studio/use-card-sets';
import { GAMES } from '@/machines/registry';
import { cardOf, createSet, GAME_IDS, getSet, K } from './card-sets-fixture';

const fields = (gameId: string, pasted: string, setId: string): NewMatchFields => ({
  gameId,
  title: '',
  names: { p1: '林焰', p2: '苏冥' },
  deckMode: { p1: 'paste', p2: GAMES[gameId].content!.presets.at(-1)!.id },
  pasted: { p1: pasted, p2: '' },
  seed: '5',
  stacked: { p1: true, p2: false },
  first: 'p1',
  config: '',
  position: '',
  positionMode: 'opening',
  cardSets: [setId],
});

describe('a card set through the new-match form', () => {
  for (const gameId of GAME_IDS) {
    it(`${gameId}: read, built into p1's deck on top, sent, and in the match`, async () => {
      const id = `nm-${gameId}`;
      const made = await createSet(gameId, '作者卷', [cardOf(gameId, id)]);
      expect(made.res.status).toBe(201);
      const detail = await body(await getSet(made.setId, made.key));
      const [choice] = setCardChoices(detail);
      expect(choice.id).toBe(id);
      expect(choice.name.zh).not.toBe(id);
      expect(choice.type?.zh).toMatch(/[\u4e00-\u9fff]/);

      const def = GAMES[gameId];
      const preset = def.content!.presets[0];
      let model = deckModelOf(preset.deck);
      const part = partFor(model, choice.face, def.content!.deckParts);
      const first = model.find((p) => p.key === part)!.value as string[];
      // one starter card out, the author's card in, on top of the stacked list
      model = moveToTop(addCard(removeCard(model, part, first.at(-1)!), part, id), part, id);
      const r = createRequestOf(fields(gameId, deckPasteOf(model), made.setId));
      if (!('ok' in r)) throw new Error(r.code);
      const res = await create.POST(req('POST', '/api/matches', r.body, K(made.key)));
      const b = await body(res);
      expect(res.status, JSON.stringify(b)).toBe(201);

      const store = await getStore();
      const m = (await store.getMatch(b.matchId))!;
      const setup = (await store.readLine(m.mainLineId))[0].payload as any;
      expect(setup.cards.map((c: { id: string }) => c.id)).toEqual([id]);
      const deck = setup.decks.p1;
      const list: string[] = Array.isArray(deck) ? deck : deck[part!];
      expect(list[0]).toBe(id);
      expect(list.length).toBe(first.length);
    });
  }

  for (const gameId of GAME_IDS) {
    it(`${gameId}: a position written on the form holds the custom card in p1's hand`, async () => {
      const id = `nm-pos-${gameId}`;
      const made = await createSet(gameId, '作者卷', [cardOf(gameId, id)]);
      const def = GAMES[gameId];
      const ex = def.content!.positions.find((p) => p.decks)!;
      let model = deckModelOf(def.content!.presets.find((p) => p.id === ex.decks!.p1)!.deck);
      const [choice] = setCardChoices(await body(await getSet(made.setId, made.key)));
      const part = partFor(model, choice.face, def.content!.deckParts);
      const list = model.find((p) => p.key === part)!.value as string[];
      model = addCard(removeCard(model, part, list.at(-1)!), part, id);
      const position = structuredClone(ex.position) as Record<string, any>;
      position.p1 = { ...(position.p1 ?? {}), hand: [...(position.p1?.hand ?? []), id] };
      const f = fields(gameId, deckPasteOf(model), made.setId);
      const r = createRequestOf({
        ...f,
        deckMode: { p1: 'paste', p2: ex.decks!.p2 },
        stacked: { p1: false, p2: false },
        positionMode: 'custom',
        position: JSON.stringify(position),
      });
      if (!('ok' in r)) throw new Error(r.code);
      const res = await create.POST(req('POST', '/api/matches', r.body, K(made.key)));
      const b = await body(res);
      expect(res.status, JSON.stringify(b)).toBe(201);
    });
  }

  it('a bad line of the paste is refused at that line, for the seat the form shows it at', async () => {
    const made = await createSet('xueqi', '作者卷', [cardOf('xueqi', 'nm-bad')]);
    const paste = deckPasteOf(deckModelOf(GAMES.xueqi.content!.presets[0].deck)) + '\nno-such-card';
    const r = createRequestOf(fields('xueqi', paste, made.setId));
    if (!('ok' in r)) throw new Error(r.code);
    const res = await create.POST(req('POST', '/api/matches', r.body, K(made.key)));
    const b = await body(res);
    expect(res.status).toBe(400);
    expect(b.error.code).toBe('ERR_DECK_LIST');
    expect(b.error.details.line).toBe(2);
    expect(deckErrorOf(b.error, 'p1')).toBe(b.error);
    expect(deckErrorOf(b.error, 'p2')).toBeNull();
  });
});
