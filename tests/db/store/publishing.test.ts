/** Publication, "my duels" by edit key, notes, share links and card sets on both databases. */
import { afterEach, describe, expect, it } from 'vitest';
import { hashEditKey } from '../../../db/ids';
import { DRIVERS, cleanupAll, codeOf, evs, newMatch } from './drivers';

afterEach(cleanupAll);

const KEY_A = 'a'.repeat(43);
const KEY_B = 'b'.repeat(43);

describe.each(DRIVERS)('publishing, notes, links and card sets on $name', (driver) => {
  const it_ = it.skipIf(!driver.available);

  it_('a draft stays out of the library until listed; unlisted and unpublish too; history kept', async () => {
    const { store } = await driver.open();
    const { matchId } = await newMatch(store, 'draft', { editKeyHash: hashEditKey(KEY_A) });
    expect(await store.listListedMatches()).toEqual([]);
    await store.setPublication(matchId, 'unlisted');
    expect(await store.listListedMatches()).toEqual([]);
    await store.setPublication(matchId, 'listed');
    expect((await store.listListedMatches()).map((m) => [m.id, m.publication])).toEqual([
      [matchId, 'listed'],
    ]);
    await store.setPublication(matchId, 'draft');
    expect(await store.listListedMatches()).toEqual([]);
    expect((await store.publicationHistory(matchId)).map((p) => p.state)).toEqual([
      'draft',
      'unlisted',
      'listed',
      'draft',
    ]);
    expect((await store.getMatch(matchId))!.publication).toBe('draft');
    expect(await codeOf(store.setPublication(matchId, 'public' as 'listed'))).toBe('ERR_BAD_INPUT');
    expect(await codeOf(store.setPublication('m_nope', 'listed'))).toBe('ERR_NOT_FOUND');
  });

  it_('"my duels" lists the matches of the edit keys given (keys, not hashes), drafts included', async () => {
    const { store } = await driver.open();
    const a1 = await newMatch(store, 'a1', { editKeyHash: hashEditKey(KEY_A) });
    const b1 = await newMatch(store, 'b1', { editKeyHash: hashEditKey(KEY_B) });
    await newMatch(store, 'nobody');
    expect((await store.listMatchesByEditKeys([KEY_A])).map((m) => m.id)).toEqual([a1.matchId]);
    expect((await store.listMatchesByEditKeys([KEY_A, KEY_B, KEY_A])).map((m) => m.id).sort()).toEqual(
      [a1.matchId, b1.matchId].sort(),
    );
    expect(await store.listMatchesByEditKeys([hashEditKey(KEY_A)])).toEqual([]);
    expect(await store.listMatchesByEditKeys([])).toEqual([]);
    expect(await codeOf(store.listMatchesByEditKeys(Array(201).fill(KEY_A)))).toBe('ERR_BAD_INPUT');
  });

  it_('notes keep every revision; the latest live one is listed; visibility follows the line', async () => {
    const { store } = await driver.open();
    const { matchId, lineId } = await newMatch(store);
    await store.appendEvents(lineId, 1, evs(1, 5));
    const a1 = await store.addNoteRevision({
      matchId,
      lineId,
      seq: 2,
      kind: 'narration',
      body: '他抽了一张牌。',
    });
    expect(a1).toMatchObject({ revision: 1, spoiler: false, deleted: false });
    const a2 = await store.addNoteRevision({ matchId, noteId: a1.noteId, body: '**龙魂**', spoiler: true });
    expect(a2).toMatchObject({ noteId: a1.noteId, revision: 2, seq: 2, kind: 'narration', spoiler: true });
    const b = await store.addNoteRevision({ matchId, lineId, seq: 1, kind: 'dialogue', body: '"来吧。"' });
    expect((await store.listNotes(matchId)).map((n) => [n.noteId, n.revision])).toEqual([
      [b.noteId, 1],
      [a1.noteId, 2],
    ]);
    await store.addNoteRevision({ matchId, noteId: b.noteId, deleted: true });
    expect((await store.listNotes(matchId)).map((n) => n.noteId)).toEqual([a1.noteId]);
    expect((await store.noteHistory(b.noteId)).map((n) => [n.revision, n.deleted])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(
      await codeOf(store.addNoteRevision({ matchId, noteId: a1.noteId, expectedRevision: 1, body: 'stale' })),
    ).toBe('ERR_CONFLICT');
    expect(await codeOf(store.addNoteRevision({ matchId, lineId, seq: 9, kind: 'beat', body: 'x' }))).toBe(
      'ERR_BAD_SEQ',
    );
    expect(await codeOf(store.addNoteRevision({ matchId, noteId: 'n_missing', body: 'x' }))).toBe(
      'ERR_NOT_FOUND',
    );
    const v = await store.forkLine(matchId, lineId, 2, 'v');
    await store.appendEvents(v.id, 3, evs(30, 2));
    const late = await store.addNoteRevision({
      matchId,
      lineId,
      seq: 3,
      kind: 'commentary',
      body: 'main only',
    });
    const own = await store.addNoteRevision({
      matchId,
      lineId: v.id,
      seq: 4,
      kind: 'commentary',
      body: 'v only',
    });
    expect((await store.listNotes(matchId, v.id)).map((n) => n.noteId)).toEqual([a1.noteId, own.noteId]);
    expect((await store.listNotes(matchId, lineId)).map((n) => n.noteId)).toEqual([a1.noteId, late.noteId]);
  });

  it_('share links have unguessable slugs and resolve to the exact moment', async () => {
    const { store } = await driver.open();
    const { matchId, lineId } = await newMatch(store);
    await store.appendEvents(lineId, 1, evs(1, 3));
    const slugs = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const link = await store.createShareLink(
        matchId,
        lineId,
        i % 4,
        (['omniscient', 'p1', 'p2'] as const)[i % 3],
      );
      expect(link.slug).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      slugs.add(link.slug);
    }
    expect(slugs.size).toBe(40);
    const link = await store.createShareLink(matchId, lineId, 3, 'p2');
    expect(await store.getShareLink(link.slug)).toEqual(link);
    expect(await store.getShareLink('A'.repeat(22))).toBeNull();
    expect(await store.getShareLink('../etc')).toBeNull();
    expect(await codeOf(store.createShareLink(matchId, lineId, 4, 'p1'))).toBe('ERR_BAD_SEQ');
    expect(await codeOf(store.createShareLink(matchId, lineId, 0, 'god' as 'p1'))).toBe('ERR_BAD_INPUT');
  });

  it_('card sets: every change a revision, owned by an edit key, listed per key', async () => {
    const { store } = await driver.open();
    const hero = { id: 'x-hero', name: { zh: '主角之剑', en: 'Hero Blade' }, atk: 2000 };
    const set = await store.createCardSet({
      gameId: 'xueqi',
      name: '第一卷',
      cards: [hero],
      editKeyHash: hashEditKey(KEY_A),
    });
    expect(set).toMatchObject({ gameId: 'xueqi', revision: 1, name: '第一卷', cards: [hero] });
    const r2 = await store.reviseCardSet(set.setId, 1, { cards: [hero, { ...hero, id: 'x-villain' }] });
    expect(r2).toMatchObject({ revision: 2, name: '第一卷' });
    const r3 = await store.reviseCardSet(set.setId, 2, { name: '第二卷' });
    expect(r3).toMatchObject({ revision: 3, name: '第二卷' });
    expect(r3.cards).toHaveLength(2);
    expect(await codeOf(store.reviseCardSet(set.setId, 2, { name: 'stale' }))).toBe('ERR_CONFLICT');
    expect((await store.getCardSet(set.setId))!.revision).toBe(3);
    expect((await store.getCardSetRevision(set.setId, 1))!.cards).toEqual([hero]);
    expect(await store.getCardSetRevision(set.setId, 9)).toBeNull();
    expect((await store.cardSetHistory(set.setId)).map((r) => r.name)).toEqual([
      '第一卷',
      '第一卷',
      '第二卷',
    ]);
    await store.createCardSet({ gameId: 'wuhunzhi', name: 'B', cards: [], editKeyHash: hashEditKey(KEY_B) });
    expect((await store.listCardSets([KEY_A])).map((s) => [s.setId, s.revision, s.cardCount])).toEqual([
      [set.setId, 3, 2],
    ]);
    expect(await store.listCardSets([KEY_A], { gameId: 'wuhunzhi' })).toEqual([]);
    expect(await store.listCardSets([KEY_A, KEY_B])).toHaveLength(2);
    const tooBig = [{ text: 'x'.repeat(300 * 1024) }];
    expect(
      await codeOf(
        store.createCardSet({ gameId: 'xueqi', name: 'big', cards: tooBig, editKeyHash: hashEditKey(KEY_A) }),
      ),
    ).toBe('ERR_TOO_LARGE');
    expect(
      await codeOf(
        store.createCardSet({
          gameId: 'xueqi',
          name: 'n',
          cards: [() => 1],
          editKeyHash: hashEditKey(KEY_A),
        }),
      ),
    ).toBe('ERR_BAD_INPUT');
    expect(
      await codeOf(store.createCardSet({ gameId: 'xueqi', name: 'n', cards: [], editKeyHash: KEY_A })),
    ).toBe('ERR_BAD_INPUT');
    expect(await codeOf(store.reviseCardSet('c_nope', 1, { name: 'x' }))).toBe('ERR_NOT_FOUND');
    expect(await store.listCardSets([KEY_A])).toHaveLength(1);
  });
});
