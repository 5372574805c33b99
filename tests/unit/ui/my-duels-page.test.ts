/**
 * /mine (我的对局) lists the matches whose edit keys this browser's cookies hold — drafts included — with the
 * game's name from the registry (not its id), publication in words and links to studio and reader; without
 * keys it explains the empty state. A key for another match, or a malformed one, opens nothing.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { body, publishMatch, req, useTempDb } from '../api/helpers';

useTempDb();

let jar: { name: string; value: string }[] = [];
vi.mock('next/headers', () => ({
  cookies: async () => ({ getAll: () => jar, get: (n: string) => jar.find((c) => c.name === n) }),
  headers: async () => new Headers(),
}));

import { registerGame } from '@/machines/registry';
import { duelette } from '../../support/duelette/game';
import * as create from '@/app/api/matches/route';
import MyDuelsPage from '@/app/mine/page';
import { ENGINE_IDENTIFIER } from '@/tests/support/identifiers';

registerGame(duelette);

/** Visible text of markup: tags and entities removed. */
const visibleText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ');
const DECK = ['spark', 'flame', 'blaze', 'ash', 'spark', 'flame', 'blaze', 'ash'];

async function newMatch(title: string): Promise<{ matchId: string; editKey: string }> {
  return body(
    await create.POST(
      req('POST', '/api/matches', {
        gameId: 'duelette',
        title,
        players: { p1: { name: 'Ann' }, p2: { name: 'Bo' } },
        seed: 5,
        firstPlayer: 'p1',
        decks: { p1: { json: DECK }, p2: { json: DECK } },
      }),
    ),
  );
}

const render = async () =>
  renderToStaticMarkup(
    (await MyDuelsPage({ searchParams: Promise.resolve({ lang: 'zh' }) })) as Parameters<
      typeof renderToStaticMarkup
    >[0],
  );

let draft: { matchId: string; editKey: string };
let shared: { matchId: string; editKey: string };
let other: { matchId: string; editKey: string };

beforeAll(async () => {
  draft = await newMatch('草稿之局');
  shared = await newMatch('已发布之局');
  other = await newMatch('别人的局');
  await publishMatch(shared.matchId, shared.editKey, 'listed');
});

describe('/mine — my duels', () => {
  it('explains the empty state when the browser holds no keys', async () => {
    jar = [{ name: 'lang', value: 'zh' }];
    const html = await render();
    expect(html).toContain('data-testid="mine-empty"');
    expect(html).toContain('我的对局');
  });

  it('lists drafts and published matches for held keys only, in words', async () => {
    jar = [
      { name: `ek_${draft.matchId}`, value: draft.editKey },
      { name: `ek_${shared.matchId}`, value: shared.editKey },
      // Another match's id with a key that is not its own, and a malformed key: neither opens anything.
      { name: `ek_${other.matchId}`, value: draft.editKey.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) },
      { name: 'ek_bogus', value: 'short' },
    ];
    const html = await render();
    const text = visibleText(html);
    expect(text).toContain('草稿之局');
    expect(text).toContain('已发布之局');
    expect(text).not.toContain('别人的局');
    expect(html.match(/data-testid="mine-row"/g)).toHaveLength(2);
    expect(html).toMatch(new RegExp(`data-match="${draft.matchId}"[\\s\\S]*?data-state="draft"[^>]*>草稿<`));
    expect(html).toMatch(
      new RegExp(`data-match="${shared.matchId}"[\\s\\S]*?data-state="listed"[^>]*>公开列出<`),
    );
    expect(text).toContain('小决斗');
    expect(text).not.toMatch(/duelette/);
    expect(text).toContain('Ann vs Bo');
    expect(html).toContain(`href="/studio/${draft.matchId}"`);
    expect(html).toContain(`href="/m/${draft.matchId}"`);
    expect(text).not.toMatch(ENGINE_IDENTIFIER);
  });
});
