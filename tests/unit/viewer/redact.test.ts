import { describe, expect, it } from 'vitest';
import { collectCardIds, redactNames } from '@/app/server/viewing/redact';
import { momentFromSearch, momentHref } from '@/app/lib/viewer-nav';

describe('narration redaction for a seat', () => {
  it('masks hidden names that the seat does not see, keeps the visible ones', () => {
    expect(redactNames('苏冥抽到「骨龙骑」', ['骨龙骑'], [], 'zh')).toBe('苏冥抽到「一张暗置的牌」');
    expect(redactNames('Su draws Bone Dragon', ['Bone Dragon'], [], 'en')).toBe('Su draws a hidden card');
    // a copy of the same card is visible to the seat: nothing new is revealed by the name
    expect(redactNames('苏冥召唤「骨龙骑」', ['骨龙骑'], ['骨龙骑'], 'zh')).toBe('苏冥召唤「骨龙骑」');
    // a hidden name inside a longer visible name is left alone
    expect(redactNames('「血骨龙骑士」攻击', ['骨龙'], ['血骨龙骑士'], 'zh')).toBe('「血骨龙骑士」攻击');
    // longest hidden name first, every occurrence
    expect(redactNames('「火球术」与「火球」与「火球术」', ['火球', '火球术'], [], 'zh')).toBe(
      '「一张暗置的牌」与「一张暗置的牌」与「一张暗置的牌」',
    );
  });

  it('collects every cardId of a view', () => {
    const ids = collectCardIds({
      seats: {
        p1: { hand: [{ id: 'a', cardId: 'x' }], field: null },
        p2: { hand: null, grave: [{ cardId: 'y' }] },
      },
    });
    expect([...ids].sort()).toEqual(['x', 'y']);
  });
});

describe('moment addresses', () => {
  it('round-trips a moment through its URL, with defaults for missing or bad values', () => {
    const m = { at: 42, lineId: 'l_abc', perspective: 'p2' as const };
    const href = momentHref('m_xyz', m);
    expect(href).toBe('/m/m_xyz?at=42&line=l_abc&view=p2');
    expect(
      momentFromSearch(new URL(href, 'http://x').searchParams, {
        at: 0,
        lineId: 'l_main',
        perspective: 'omniscient',
      }),
    ).toEqual(m);
    expect(
      momentFromSearch(new URLSearchParams('at=-3&view=god'), {
        at: 0,
        lineId: 'l_main',
        perspective: 'omniscient',
      }),
    ).toEqual({
      at: 0,
      lineId: 'l_main',
      perspective: 'omniscient',
    });
  });
});
