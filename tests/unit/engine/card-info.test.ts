/**
 * Every game's card detail words (GameDefinition.cardInfo): each starter card has its name, its type in the
 * game's Chinese words, a type mark, labelled printed numbers and its rules text; an unknown id reads as itself.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '@/machines/registry';

describe.each(['wuhunzhi', 'xingjie', 'xueqi'])('%s cardInfo', (gameId) => {
  const def = GAMES[gameId];
  it('tells every starter card: name, type, mark, numbers and text in both languages', () => {
    const ids = def.content!.cardIds;
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const info = def.cardInfo!(id);
      expect(info.name).toEqual(def.cardName(id));
      expect(info.type.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(info.type.en).toMatch(/^[\x20-\x7e]+$/);
      expect(info.mark.zh.length).toBeGreaterThan(0);
      expect(info.face).not.toBe('unknown');
      for (const s of info.stats) {
        expect(s.label.zh).toMatch(/[\u4e00-\u9fff]/);
        expect(typeof s.value === 'number' || typeof s.value.zh === 'string').toBe(true);
      }
    }
  });
  it('an unknown id reads as itself with no type', () => {
    const info = def.cardInfo!('no-such-card');
    expect(info.name.zh).toBe('no-such-card');
    expect(info.face).toBe('unknown');
    expect(info.stats).toEqual([]);
  });
});

describe('printed numbers where players look for them', () => {
  it('a 星阶 character prints 星级, 攻击力 and 血量; a 血契 creature 等阶, 攻击力, 生命力', () => {
    const xj = GAMES.xingjie;
    const ch = xj.content!.cardIds.map((id) => xj.cardInfo!(id)).find((c) => c.face === 'character')!;
    expect(ch.stats.map((s) => s.key)).toEqual(expect.arrayContaining(['stars', 'atk', 'hp']));
    const xq = GAMES.xueqi;
    const cr = xq.content!.cardIds.map((id) => xq.cardInfo!(id)).find((c) => c.face === 'creature')!;
    expect(cr.stats.map((s) => s.label.zh)).toEqual(expect.arrayContaining(['等阶', '攻击力', '生命力']));
    const wh = GAMES.wuhunzhi;
    const soul = wh.content!.cardIds.map((id) => wh.cardInfo!(id)).find((c) => c.face === 'soul')!;
    expect(soul.type.zh).toBe('灵魂卡');
    expect(soul.stats.map((s) => s.key)).toEqual(expect.arrayContaining(['grade', 'power']));
  });
});
