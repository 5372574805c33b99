/**
 * Issue 18 point 8: GET /api/oembed answers oEmbed 1.0 (type "rich") for a share link of this site, `/r/<slug>`
 * or `/e/<slug>`: the embed player's iframe snippet, sized within the consumer's maximum, the provider, the title
 * and the preview image. Only JSON (xml: 501); no url or not an http(s) one: 400; another site's link, a path
 * that is no share link, an unknown slug or a draft's link: 404 — every refusal an ERR_* with zh and en.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTempDb, req, body, publishMatch } from './helpers';

useTempDb();

import { registerGame } from '@/machines/registry';
import { getStore } from '@/db/store/open';
import { oembedResponse } from '@/app/contracts/oembed';
import { errorEnvelope } from '@/app/contracts/errors';
import * as create from '@/app/api/matches/route';
import * as oembed from '@/app/api/oembed/route';
import { duelette } from '../../support/duelette/game';

registerGame(duelette);

const DECK = ['spark', 'flame', 'blaze', 'ash', 'spark', 'flame', 'blaze', 'ash'];
const ORIGIN = 'http://127.0.0.1:3000';
const TITLE = 'Ann\'s "duel" <b>&</b>';

async function newMatch(seed: number, title: string) {
  const b = await body(
    await create.POST(
      req('POST', '/api/matches', {
        gameId: 'duelette',
        title,
        players: { p1: { name: 'Ann' }, p2: { name: 'Bo' } },
        seed,
        firstPlayer: 'p1',
        decks: { p1: { json: DECK }, p2: { json: DECK } },
      }),
    ),
  );
  const slug = (await (await getStore()).createShareLink(b.matchId, b.lineId, 0, 'p1')).slug;
  return { matchId: b.matchId as string, key: b.editKey as string, slug };
}

const ask = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  oembed.GET(req('GET', `/api/oembed?${new URLSearchParams(query)}`, undefined, headers));

async function refusal(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const e = errorEnvelope.parse(await res.json()).error;
  expect(e.code).toBe(code);
  expect(e.message.zh.length).toBeGreaterThan(0);
  expect(e.message.en.length).toBeGreaterThan(0);
  return e;
}

let published = { matchId: '', key: '', slug: '' };
let draft = { matchId: '', key: '', slug: '' };
beforeAll(async () => {
  published = await newMatch(5, TITLE);
  await publishMatch(published.matchId, published.key, 'unlisted');
  draft = await newMatch(6, 'Draft');
});

describe('GET /api/oembed', () => {
  it('answers a share link with the embed iframe, the provider, the title and the preview image', async () => {
    const res = await ask({ url: `${ORIGIN}/r/${published.slug}`, format: 'json' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    const o = oembedResponse.parse(await res.json());
    expect(o).toMatchObject({ version: '1.0', type: 'rich', width: 600, height: 400 });
    expect(o.provider_name).toBe('斗卡录 Duelscribe');
    expect(o.provider_url).toBe(`${ORIGIN}/`);
    expect(o.title).toContain(TITLE);
    expect(o.thumbnail_url).toBe(`${ORIGIN}/r/${published.slug}/opengraph-image`);
    // one iframe of the embed page, its attributes escaped (the title holds quotes and markup)
    expect(o.html).toMatch(/^<iframe [^<>]*><\/iframe>$/);
    expect(o.html).toContain(`src="${ORIGIN}/e/${published.slug}"`);
    expect(o.html).toContain('width="600" height="400"');
    expect(o.html).toContain('title="Ann&#39;s &quot;duel&quot; &lt;b&gt;&amp;&lt;/b&gt;');
  });

  it('answers the embed link itself the same way; json is the default format', async () => {
    const a = await body(await ask({ url: `${ORIGIN}/r/${published.slug}`, format: 'json' }));
    const b = await body(await ask({ url: `${ORIGIN}/e/${published.slug}` }));
    expect(b).toEqual(a);
  });

  it('fits within the consumer’s maxwidth and maxheight', async () => {
    const o = oembedResponse.parse(
      await body(await ask({ url: `${ORIGIN}/r/${published.slug}`, maxwidth: '400', maxheight: '300' })),
    );
    expect([o.width, o.height]).toEqual([400, 300]);
    expect(o.html).toContain('width="400" height="300"');
    // a larger maximum keeps the default size
    const big = await body(await ask({ url: `${ORIGIN}/r/${published.slug}`, maxwidth: '2000' }));
    expect(big.width).toBe(600);
    await refusal(
      await ask({ url: `${ORIGIN}/r/${published.slug}`, maxwidth: 'wide' }),
      400,
      'ERR_BAD_REQUEST',
    );
    await refusal(
      await ask({ url: `${ORIGIN}/r/${published.slug}`, maxheight: '0' }),
      400,
      'ERR_BAD_REQUEST',
    );
  });

  it('uses the host the client reached (behind a proxy)', async () => {
    const url = `https://duel.example/r/${published.slug}`;
    const o = await body(await ask({ url }, { 'x-forwarded-host': 'duel.example' }));
    expect(o.html).toContain(`src="https://duel.example/e/${published.slug}"`);
    // the same link is foreign to a request that reached another host
    await refusal(await ask({ url }), 404, 'ERR_NOT_FOUND');
  });

  it('only json: xml (or anything else) is 501 with an ERR_* body', async () => {
    const e = await refusal(
      await ask({ url: `${ORIGIN}/r/${published.slug}`, format: 'xml' }),
      501,
      'ERR_OEMBED_FORMAT',
    );
    expect(e.message.en).toContain('xml');
    await refusal(
      await ask({ url: `${ORIGIN}/r/${published.slug}`, format: 'yaml' }),
      501,
      'ERR_OEMBED_FORMAT',
    );
  });

  it('no url or not an http(s) link: 400', async () => {
    await refusal(await ask({ format: 'json' }), 400, 'ERR_BAD_REQUEST');
    await refusal(await ask({ url: 'not a link' }), 400, 'ERR_OEMBED_URL');
    await refusal(
      await ask({ url: `javascript:alert(1)//${ORIGIN}/r/${published.slug}` }),
      400,
      'ERR_OEMBED_URL',
    );
    await refusal(await ask({ url: `ftp://127.0.0.1:3000/r/${published.slug}` }), 400, 'ERR_OEMBED_URL');
  });

  it('another site’s link, a page that is no share link, an unknown slug or a draft’s link: 404', async () => {
    for (const url of [
      `https://example.com/r/${published.slug}`,
      `${ORIGIN}/m/${published.matchId}`,
      `${ORIGIN}/studio/${published.matchId}`,
      `${ORIGIN}/r/${published.slug}/opengraph-image`,
      `${ORIGIN}/r/x`,
      `${ORIGIN}/r/AAAAAAAAAAAAAAAAAAAAAA`,
      `${ORIGIN}/e/${draft.slug}`,
    ])
      await refusal(await ask({ url }), 404, 'ERR_NOT_FOUND');
    // the draft's author gets no embed either: an embed is public (its key does not open it)
    await refusal(
      await ask({ url: `${ORIGIN}/r/${draft.slug}` }, { 'x-edit-key': draft.key }),
      404,
      'ERR_NOT_FOUND',
    );
  });
});
