import { describe, it, expect } from 'vitest';
import { InstancePool } from '@/machines/engine';

/** p1-0 … p1-4 hold ash, blaze, ash, spark, ash. */
const LIST = ['ash', 'blaze', 'ash', 'spark', 'ash'];
const IDS = LIST.map((_, i) => `p1-${i}`);
const pool = () => new InstancePool(IDS, (id) => LIST[Number(id.slice(3))]);

describe('InstancePool', () => {
  it('takes the first unused instance of a card, in list order', () => {
    const p = pool();
    expect(p.take('ash')).toEqual({ ok: true, id: 'p1-0' });
    expect(p.take('ash')).toEqual({ ok: true, id: 'p1-2' });
    expect(p.take('ash')).toEqual({ ok: true, id: 'p1-4' });
  });

  it('refuses one copy too many with the listed and named counts', () => {
    const p = pool();
    expect(p.take('blaze')).toEqual({ ok: true, id: 'p1-1' });
    expect(p.take('blaze')).toEqual({ ok: false, listed: 1, named: 2 });
  });

  it('refuses a card not in the list with listed 0', () => {
    expect(pool().take('ember')).toEqual({ ok: false, listed: 0, named: 1 });
  });

  it('returns the unclaimed instances in list order, or in a given order', () => {
    const p = pool();
    p.take('spark');
    p.take('ash');
    expect(p.unclaimed()).toEqual(['p1-1', 'p1-2', 'p1-4']);
    expect(p.unclaimed(['p1-4', 'p1-3', 'p1-1'])).toEqual(['p1-4', 'p1-1']);
  });

  it('keeps each card id apart: taking one never uses up or counts another', () => {
    const p = pool();
    p.take('ash');
    p.take('ash');
    p.take('ash');
    expect(p.take('ash')).toEqual({ ok: false, listed: 3, named: 4 });
    expect(p.take('spark')).toEqual({ ok: true, id: 'p1-3' });
    expect(p.take('blaze')).toEqual({ ok: true, id: 'p1-1' });
    expect(p.unclaimed()).toEqual([]);
  });
});
