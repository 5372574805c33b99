/**
 * The ruling form speaks the board's words (issue 14 point 6): for a real snapshot of each game, its pickers list
 * cards by name (grouped by player name), zones as the board names them, seats by player name and slots counted
 * from 1; each kind is explained in the game's one sentence; no instance id or engine key is an option's text;
 * and picking a card by its name sends that card's instance id, which the engine accepts.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, ctx, req, useTempDb } from '../api/helpers';

useTempDb();

import * as create from '@/app/api/matches/route';
import * as snapshotRoute from '@/app/api/matches/[id]/route';
import * as actions from '@/app/api/matches/[id]/actions/route';
import type { StudioSnapshot } from '@/app/contracts/studio';
import { RulingForm } from '@/app/ui/studio/ruling-form';
import { buildChange } from '@/app/ui/studio/ruling-options';
import { GAMES } from '@/machines/registry';

const P = { p1: { name: '孙武' }, p2: { name: '白起' } };

async function snapshotOf(matchId: string, key: string): Promise<StudioSnapshot> {
  const r = await snapshotRoute.GET(
    req('GET', `/api/matches/${matchId}`, undefined, { 'x-edit-key': key }),
    ctx({ id: matchId }),
  );
  return body<StudioSnapshot>(r);
}

async function newMatch(gameId: string) {
  const presets = GAMES[gameId].content!.presets;
  const res = await create.POST(
    req('POST', '/api/matches', {
      gameId,
      title: '裁定',
      players: P,
      seed: 3,
      decks: { p1: { preset: presets[0].id }, p2: { preset: presets[Math.min(1, presets.length - 1)].id } },
    }),
  );
  const b = await body(res);
  expect(res.status, JSON.stringify(b)).toBe(201);
  return { matchId: b.matchId as string, key: b.editKey as string };
}

const render = (snap: StudioSnapshot, lang: 'zh' | 'en', initialOp?: string) =>
  renderToStaticMarkup(
    createElement(RulingForm, {
      ops: snap.rulingForm,
      hint: snap.rulingHint,
      lang,
      busy: false,
      instances: snap.instances,
      names: snap.cardNames,
      players: snap.players,
      onSubmit: async () => true,
      onError: () => {},
      initialOp,
    }),
  );

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** The options of one field's select: value and shown text, with the optgroup each sits in. */
function optionsOf(html: string, field: string): { value: string; text: string; group?: string }[] {
  const m = new RegExp(`<select[^>]*data-testid="ruling-field-${field}"[^>]*>([\\s\\S]*?)</select>`).exec(
    html,
  );
  if (!m) return [];
  const out: { value: string; text: string; group?: string }[] = [];
  let group: string | undefined;
  for (const t of m[1].matchAll(
    /<optgroup label="([^"]*)">|<\/optgroup>|<option[^>]*value="([^"]*)"[^>]*>([^<]*)<\/option>/g,
  )) {
    if (t[1] !== undefined) group = decode(t[1]);
    else if (t[0] === '</optgroup>') group = undefined;
    else if (t[2]) out.push({ value: decode(t[2]), text: decode(t[3]), ...(group ? { group } : {}) });
  }
  return out;
}

const ENGINE_KEY = /^(p[12]|p[12]-\d+|[a-z]+[A-Z]\w*|graveyard|deckTop|true|false|\d+-\w+)$/;

describe.each(['wuhunzhi', 'xingjie', 'xueqi'])('the %s ruling form', (gameId) => {
  let snap: StudioSnapshot;
  let match: { matchId: string; key: string };
  beforeAll(async () => {
    match = await newMatch(gameId);
    snap = await snapshotOf(match.matchId, match.key);
  });

  it('explains every kind in one sentence from the game definition, in both languages', () => {
    const kinds = GAMES[gameId].ruling.kinds!;
    expect(snap.rulingForm.length).toBe(kinds.length);
    for (const k of kinds)
      for (const lang of ['zh', 'en'] as const) {
        const html = render(snap, lang, k.op);
        expect(decode(html)).toContain(`data-testid="ruling-help">${k.help[lang]}</p>`);
        expect(decode(html)).toContain(`>${k.label[lang]}</option>`);
      }
  });

  it('lists cards by name grouped by player name, never by instance id', () => {
    for (const lang of ['zh', 'en'] as const) {
      const cards = optionsOf(render(snap, lang, 'move'), 'card');
      expect(cards.length).toBe(Object.keys(snap.instances).length);
      for (const o of cards) {
        expect(o.text).not.toContain(o.value);
        expect(o.text).not.toMatch(/p[12]-\d/);
        const name = snap.cardNames[snap.instances[o.value]][lang];
        expect(o.text.startsWith(name), `${o.text} / ${name}`).toBe(true);
        expect([P.p1.name, P.p2.name]).toContain(o.group);
      }
    }
  });

  it('every picker shows board words: zones by their board name, seats by player name, slots from 1', () => {
    const zoneNames = GAMES[gameId].zoneNames!;
    const seen = { zone: 0, seat: 0, slot: 0 };
    for (const op of snap.rulingForm) {
      const html = render(snap, 'zh', op.op);
      for (const f of op.fields) {
        const opts = optionsOf(html, f.name);
        for (const o of opts) expect(o.text, `${op.op}.${f.name}`).not.toMatch(ENGINE_KEY);
        if (f.pick === 'zone') {
          seen.zone++;
          expect(opts.map((o) => o.text)).toEqual(f.options!.map((k) => zoneNames[k].zh));
        }
        if (f.pick === 'seat') {
          seen.seat++;
          expect(opts).toEqual([
            { value: 'p1', text: '孙武' },
            { value: 'p2', text: '白起' },
          ]);
        }
        if (f.pick === 'slot') {
          seen.slot++;
          expect(opts[0]).toEqual({ value: String(f.min), text: String(f.min! + 1) });
        }
      }
    }
    expect(seen.zone).toBeGreaterThan(0);
    expect(seen.seat).toBeGreaterThan(0);
  });

  it("picking a card by its name sends that card's instance id, and the engine takes the ruling", async () => {
    const p1Ids = Object.keys(snap.instances).filter((id) => id.startsWith('p1'));
    // A card with one copy among p1's cards, in p1's draw pile.
    const single = snap.deckCards.p1.find(
      (c) => p1Ids.filter((id) => snap.instances[id] === c.cardId).length === 1,
    );
    expect(single, 'a card with one copy in p1’s deck').toBeDefined();
    const expected = p1Ids.find((id) => snap.instances[id] === single!.cardId)!;
    const opts = optionsOf(render(snap, 'zh', 'move'), 'card');
    const picked = opts.find((o) => o.group === P.p1.name && o.text === single!.name.zh)!;
    expect(picked.value).toBe(expected);
    const move = snap.rulingForm.find((o) => o.op === 'move')!;
    const change = buildChange(move, { card: picked.value, to: 'hand' });
    expect(change).toEqual({ op: 'move', card: expected, to: 'hand' });
    const r = await actions.POST(
      req(
        'POST',
        `/api/matches/${match.matchId}/actions`,
        {
          lineId: snap.lineId,
          expectedSeq: snap.length,
          action: { type: 'author.ruling', actor: 'author', payload: { change, reason: '剧情需要' } },
        },
        { 'x-edit-key': match.key },
      ),
      ctx({ id: match.matchId }),
    );
    expect(r.status, JSON.stringify(await r.clone().json())).toBe(201);
    const after = await snapshotOf(match.matchId, match.key);
    // The card picked by its name (its only copy) has left p1's draw pile for the hand.
    expect(snap.deckCards.p1.map((c) => c.cardId)).toContain(single!.cardId);
    expect(after.deckCards.p1.map((c) => c.cardId)).not.toContain(single!.cardId);
    expect(after.events.at(-1)!.text.zh).toContain('作者裁定');
  });
});
