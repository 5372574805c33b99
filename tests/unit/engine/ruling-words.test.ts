/** ERR_BAD_RULING speaks the ruling form's words (kind and field labels), never a validator's text. */
import { describe, expect, it } from 'vitest';
import { applyAction } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { newMatch } from '../xingjie/helpers';

const refusal = (change: unknown, reason: unknown = '剧情需要') => {
  const r = applyAction(GAMES.xingjie, newMatch(), {
    type: 'author.ruling',
    actor: 'author',
    payload: { change, reason },
  });
  if (r.ok) throw new Error('not refused');
  return r.error;
};

const VALIDATOR = /Invalid input|expected|received|undefined|Too small|\b[a-z]+(\.[a-z]+)+\b/;

describe("ERR_BAD_RULING in the author's words", () => {
  it('names the missing field by its form label', () => {
    const e = refusal({ op: 'setHp', seat: 'p1' });
    expect(e.code).toBe('ERR_BAD_RULING');
    expect(e.text.zh).toContain('设定人物血量');
    expect(e.text.zh).toContain('「血量」');
    expect(e.text.en).toContain('HP');
    expect(e.text.en).not.toMatch(VALIDATOR);
    expect(e.text.zh).not.toMatch(VALIDATOR);
  });

  it('an unknown kind lists the kinds there are', () => {
    const e = refusal({ op: 'teleport' });
    expect(e.text.zh).toContain('移动一张卡');
    expect(e.text.en).not.toMatch(VALIDATOR);
  });

  it('a missing reason says a reason is needed', () => {
    const e = refusal({ op: 'setHp', seat: 'p1', value: 3 }, '');
    expect(e.text.zh).toContain('理由');
    expect(e.text.en).toMatch(/reason/);
    expect(e.text.en).not.toMatch(VALIDATOR);
  });
});
