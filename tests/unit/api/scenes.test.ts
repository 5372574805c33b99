/**
 * The scenes the new-match page offers (app/server/games/scenes.ts): every game has at least three, each needing
 * no deck list, each summarised in the game's own words — the phase it starts in, who acts, every card by name in
 * a named zone — and each created through the API exactly as the page sends it (no deck, or a scene's bare decks).
 */
import { describe, expect, it } from 'vitest';
import { useTempDb, req, body } from './helpers';

useTempDb();

import * as create from '@/app/api/matches/route';
import { positionPresets } from '@/app/server/games/content';
import { sceneSummary, zoneName } from '@/app/server/games/scenes';
import { getStore } from '@/db/store/open';
import { sceneDecks } from '@/app/ui/studio/new-match-choices';
import { GAMES, getGame } from '@/machines/registry';
import { ENGINE_IDENTIFIER } from '../../support/identifiers';

const players = { p1: { name: '甲' }, p2: { name: '乙' } };

describe('scenes on the new-match page', () => {
  for (const def of Object.values(GAMES)) {
    it(`${def.id}: at least three scenes, each summarised in the game's words and started with no deck list`, async () => {
      const scenes = positionPresets(def.id)
        .map((p) => ({ p, summary: sceneSummary(def, p) }))
        .filter((x) => x.summary !== null);
      expect(scenes.length).toBeGreaterThanOrEqual(3);
      for (const { p, summary } of scenes) {
        const s = summary!;
        expect(s.phase.zh, p.id).toMatch(/[\u4e00-\u9fff]/);
        expect(s.phase.zh, p.id).not.toBe(def.name.zh);
        for (const seat of ['p1', 'p2'] as const) {
          expect(s.seats[seat].length, `${p.id} ${seat}`).toBeGreaterThan(0);
          for (const z of s.seats[seat]) {
            expect(z.zone.zh, `${p.id} ${seat}`).not.toBe('其他');
            for (const t of [z.zone, ...z.cards]) {
              expect(t.zh, p.id).toMatch(/[\u4e00-\u9fff]/);
              expect(`${t.zh} ${t.en}`, p.id).not.toMatch(ENGINE_IDENTIFIER);
            }
          }
        }
        const res = await create.POST(
          req('POST', '/api/matches', { gameId: def.id, players, ...sceneDecks(s), position: p.position }),
        );
        const b = await body(res);
        expect(res.status, `${p.id}: ${JSON.stringify(b)}`).toBe(201);
        const created = (await (await getStore()).readLine(b.lineId))[0].payload as { decks?: unknown };
        expect(created.decks, p.id).toEqual(p.sceneDecks);
      }
    });
  }

  it('a position written from deck presets is not a scene', () => {
    const def = getGame('wuhunzhi')!;
    const opening = positionPresets('wuhunzhi').find((p) => p.decks)!;
    expect(sceneSummary(def, opening)).toBeNull();
  });

  it('zones are named by the game: the key, its last part, or the longest name it contains', () => {
    const wuhunzhi = getGame('wuhunzhi')!;
    const xueqi = getGame('xueqi')!;
    expect(zoneName(wuhunzhi, 'sandField').zh).toBe(wuhunzhi.zoneNames!.sandField.zh);
    expect(zoneName(wuhunzhi, 'altar2.bound').zh).toBe(wuhunzhi.zoneNames!.bound.zh);
    expect(zoneName(wuhunzhi, 'altar2.occupant').zh).toBe(wuhunzhi.zoneNames!.altar.zh);
    expect(zoneName(xueqi, 'creatureSlots').zh).toBe(xueqi.zoneNames!.slot.zh);
    expect(zoneName(xueqi, 'nowhere')).toEqual({ zh: '其他', en: 'other' });
  });
});
