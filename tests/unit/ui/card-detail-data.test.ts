/**
 * The detail data a board puts on pile cards: how and when each card got there, in the game's words, both on the
 * card drawn and in the pile's list; nothing for a view that does not say.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RulesText } from '@/app/ui/board/card';
import { detailAttr, listAttr, parseDetail, parseList, pileNow } from '@/app/ui/board/card-detail-data';
import { PILE_HOW_WORDS } from '@/machines/wuhunzhi/pile-words';
import { GRAVE_HOW_WORDS as XINGJIE_HOW } from '@/machines/xingjie/grave-words';
import { GRAVE_HOW_WORDS as XUEQI_HOW } from '@/machines/xueqi/grave-words';

describe('pile card details', () => {
  it('tells how and when a card reached the pile, in the reader’s language', () => {
    expect(pileNow({ how: 'battle', turn: 3 }, XUEQI_HOW, 'zh')).toEqual([
      { label: '来历', value: XUEQI_HOW.battle.zh },
      { label: '时间', value: '第3回合' },
    ]);
    expect(pileNow({ how: 'negated', turn: 8 }, XINGJIE_HOW, 'en')).toEqual([
      { label: 'How it got here', value: XINGJIE_HOW.negated.en },
      { label: 'When', value: 'turn 8' },
    ]);
    expect(pileNow({ how: 'battle' }, PILE_HOW_WORDS, 'zh')).toEqual([
      { label: '来历', value: PILE_HOW_WORDS.battle.zh },
    ]);
  });

  it('says nothing where the view does not (an unknown code, no words, no turn)', () => {
    expect(pileNow({}, XUEQI_HOW, 'zh')).toBeUndefined();
    expect(pileNow({ how: 'no-such-code' }, XUEQI_HOW, 'zh')).toBeUndefined();
    expect(pileNow({ how: 'battle' }, undefined, 'zh')).toBeUndefined();
  });

  it('every how code of every game has words in both languages', () => {
    for (const words of [PILE_HOW_WORDS, XINGJIE_HOW, XUEQI_HOW])
      for (const t of Object.values(words)) {
        expect(t.zh).toMatch(/\p{Script=Han}/u);
        expect(t.en).toMatch(/[a-z]/);
      }
  });

  it('a pile list carries each card’s rows, and reads back lists without them', () => {
    const now = pileNow({ how: 'battle', turn: 2 }, XUEQI_HOW, 'zh');
    const attr = listAttr('墓地', [{ cardId: 'a', now }, { cardId: 'b' }]);
    expect(parseList(attr)).toEqual({ label: '墓地', cards: [{ cardId: 'a', now }, { cardId: 'b' }] });
    expect(parseList(JSON.stringify({ label: 'x', cards: ['a', 7, { no: 1 }] }))).toEqual({
      label: 'x',
      cards: [{ cardId: 'a' }],
    });
    expect(parseDetail(detailAttr('a', now))).toEqual({ cardId: 'a', now });
    expect(parseList('not json')).toBeNull();
  });

  it('draws a card text’s printed effect marks as marks, the words untouched', () => {
    const html = renderToStaticMarkup(createElement(RulesText, { text: '{触}结束阶段：{永}战力+300。' }));
    expect(html).toBe(
      '<span class="effect-mark">触</span>结束阶段：<span class="effect-mark">永</span>战力+300。',
    );
    expect(renderToStaticMarkup(createElement(RulesText, { text: 'JSON {"a": 1} stays' }))).toBe(
      'JSON {&quot;a&quot;: 1} stays',
    );
  });
});
