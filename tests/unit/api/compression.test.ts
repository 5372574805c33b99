/**
 * Small API answers are not compressed (app/server/http/respond.ts, COMPRESS_FROM_BYTES): Next.js never learns a
 * route answer's length, so without `no-transform` it gzipped even a 125-byte list of legal actions. Large ones
 * (a studio snapshot, an export) still may be.
 */
import { describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, json } from '@/app/server/http/respond';

describe('which JSON answers may be compressed', () => {
  it('a small answer asks to be left as it is, and is still never stored', () => {
    const r = json({ lineId: 'l_abc', seq: 3, next: 4, text: '林动召唤了血蝠' });
    expect(r.headers.get('cache-control')).toBe('no-store, no-transform');
  });

  it('a large one may be compressed: counted in bytes, so Chinese text reaches the threshold sooner', () => {
    const ascii = 'a'.repeat(COMPRESS_FROM_BYTES);
    expect(json({ ascii }).headers.get('cache-control')).toBe('no-store');
    // 400 Chinese characters: 400 UTF-16 units, 1,200 bytes
    const chinese = '血'.repeat(400);
    expect(JSON.stringify({ chinese }).length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(json({ chinese }).headers.get('cache-control')).toBe('no-store');
  });

  it("a route's own caching wins", () => {
    const r = json({ ok: true }, 200, { 'Cache-Control': 'private, no-store' });
    expect(r.headers.get('cache-control')).toBe('private, no-store');
  });
});
