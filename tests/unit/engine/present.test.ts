import { describe, it, expect } from 'vitest';
import { matchCreatedEvent, narrate, narrateText, view } from '@/machines/engine';
import { DECK, Play, duelette, stackedSetup } from './helpers';

/** p1: spark, flame, blaze in hand; p2: two cards in hand. */
const fresh = () => new Play(stackedSetup({ position: { hands: { p1: 2, p2: 2 } } }));

describe('view', () => {
  it("hides p2's hand from p1 as nulls and shows it to p2 and the omniscient view", () => {
    const p = fresh();
    const v1 = view<any>(duelette, p.state, 'p1');
    expect(v1.board.seats.p2.hand).toEqual([null, null]);
    expect(v1.board.seats.p1.hand).toEqual(['spark', 'flame', 'blaze']);
    const v2 = view<any>(duelette, p.state, 'p2');
    expect(v2.board.seats.p1.hand).toEqual([null, null, null]);
    expect(v2.board.seats.p2.hand).toEqual(['spark', 'flame']);
    const vo = view<any>(duelette, p.state, 'omniscient');
    expect(vo.board.seats.p2.hand).toEqual(['spark', 'flame']);
    expect(vo.board.seats.p1.hand).toEqual(['spark', 'flame', 'blaze']);
    expect(vo.board.seats.p1.deckCount).toBe(7);
  });

  it('has the envelope fields and never includes rng, the card registry or instance ids of hidden cards', () => {
    const p = fresh();
    p.do('fate.pin', 'author', { kind: 'draw', seat: 'p2', cardId: 'ash' });
    for (const perspective of ['p1', 'p2', 'omniscient'] as const) {
      const v = view(duelette, p.state, perspective);
      expect(v).toMatchObject({
        gameId: 'duelette',
        seq: p.state.seq - 1,
        phase: 'playing.main',
        turn: 1,
        active: 'p1',
        perspective,
        players: { p1: { name: 'Ann' }, p2: { name: 'Bo' } },
        result: null,
      });
      expect(Object.keys(v)).not.toContain('rng');
      expect(Object.keys(v)).not.toContain('cards');
      expect(Object.keys(v)).not.toContain('config');
      const json = JSON.stringify(v);
      expect(json).not.toContain('"rng"');
      expect(json).not.toContain('"cards"');
      for (const x of p.state.rng) if (Math.abs(x) > 1e6) expect(json).not.toContain(String(x));
      // no instance ids at all in duelette views
      expect(json).not.toMatch(/p[12]-\d/);
    }
  });

  it('is stable under permuting cards hidden from the seat', () => {
    const p = fresh();
    const twin = JSON.parse(JSON.stringify(p.state));
    twin.cards['p2-0'].cardId = 'ash';
    twin.cards['p2-1'].cardId = 'blaze';
    twin.cards['p1-9'].cardId = 'ash';
    expect(view(duelette, twin, 'p1')).toEqual(view(duelette, p.state, 'p1'));
    expect(view(duelette, twin, 'omniscient')).not.toEqual(view(duelette, p.state, 'omniscient'));
  });
});

describe('narrate', () => {
  it('match.created', () => {
    const setup = stackedSetup();
    const p = new Play(setup);
    const e = matchCreatedEvent(duelette, setup);
    expect(narrate(duelette, p.state, e, p.state, 'zh-CN')).toBe('小决斗对局开始：Ann 对 Bo');
    expect(narrate(duelette, p.state, e, p.state, 'en')).toBe('Duelette match begins: Ann vs Bo');
  });

  it('match.created from a described position says so', () => {
    const setup = { ...stackedSetup(), position: { hands: { p1: 2 }, scores: { p2: 4 } } };
    const p = new Play(setup);
    const e = matchCreatedEvent(duelette, setup);
    expect(narrate(duelette, p.state, e, p.state, 'zh-CN')).toBe(
      '小决斗对局开始：Ann 对 Bo，从作者描述的局面开始',
    );
    expect(narrate(duelette, p.state, e, p.state, 'en')).toBe(
      'Duelette match begins: Ann vs Bo, from a position the author described',
    );
  });

  it('card.play', () => {
    const p = fresh();
    const before = p.state;
    const e = p.do('card.play', 'p1', { card: 'p1-2' });
    expect(narrate(duelette, before, e, p.state, 'zh-CN')).toBe('Ann打出「烈焰」，得3分');
    expect(narrate(duelette, before, e, p.state, 'en')).toBe('Ann plays Blaze for 3');
    expect(narrateText(duelette, before, e, p.state)).toEqual({
      zh: 'Ann打出「烈焰」，得3分',
      en: 'Ann plays Blaze for 3',
    });
  });

  it('phase.pass, naming who draws', () => {
    const p = fresh();
    const before = p.state;
    const e = p.do('phase.pass', 'p1');
    expect(narrate(duelette, before, e, p.state, 'zh-CN')).toBe('Ann结束回合，Bo抽一张牌');
    expect(narrate(duelette, before, e, p.state, 'en')).toBe('Ann ends the turn; Bo draws');
  });

  it('concession appends the winner sentence', () => {
    const p = fresh();
    const before = p.state;
    const e = p.do('match.concede', 'p1');
    expect(narrate(duelette, before, e, p.state, 'zh-CN')).toBe('Ann认输。Bo获胜（Ann认输）');
    expect(narrate(duelette, before, e, p.state, 'en')).toBe('Ann concedes. Bo wins (Ann conceded)');
  });

  it('pins of each kind', () => {
    const p = fresh();
    const cases: Array<[unknown, string, string]> = [
      [
        { kind: 'draw', seat: 'p2', cardId: 'flame' },
        '命运锁定：Bo下一次抽到「火焰」',
        'Fate pinned: Bo\'s next draw is "Flame"',
      ],
      [
        { kind: 'coin', winner: 'p1' },
        '命运锁定：下一次掷币由Ann获胜',
        'Fate pinned: Ann wins the next coin toss',
      ],
      [
        { kind: 'pick', index: 2 },
        '命运锁定：下一次随机选择取第 3 项',
        'Fate pinned: the next random pick is option 3',
      ],
    ];
    for (const [payload, zh, en] of cases) {
      const before = p.state;
      const e = p.do('fate.pin', 'author', payload);
      expect(narrate(duelette, before, e, p.state, 'zh-CN')).toBe(zh);
      expect(narrate(duelette, before, e, p.state, 'en')).toBe(en);
    }
  });

  it('the winning action appends the winner sentence (score)', () => {
    const p = new Play(
      stackedSetup({ config: { targetScore: 3 }, decks: { p1: ['blaze', 'ash', 'ash'], p2: [...DECK] } }),
    );
    const before = p.state;
    const e = p.do('card.play', 'p1', { card: 'p1-0' });
    expect(narrate(duelette, before, e, p.state, 'zh-CN')).toBe('Ann打出「烈焰」，得3分。Ann获胜（达到3分）');
    expect(narrate(duelette, before, e, p.state, 'en')).toBe(
      'Ann plays Blaze for 3. Ann wins (reached 3 points)',
    );
    // an author action after the end does not repeat the winner sentence
    const b2 = p.state;
    const r = p.do('author.ruling', 'author', {
      change: { op: 'setScore', seat: 'p2', value: 1 },
      reason: 'x',
    });
    expect(narrate(duelette, b2, r, p.state, 'en')).toBe("[Author ruling] Bo's score set to 1 (reason: x)");
  });

  it('the winning action appends the winner sentence (deck out)', () => {
    const p = new Play(stackedSetup({ decks: { p1: [...DECK], p2: ['ash', 'ash', 'ash'] } }));
    for (let i = 0; i < 3; i++) {
      p.do('phase.pass', 'p1');
      p.do('phase.pass', 'p2');
    }
    const before = p.state;
    const e = p.do('phase.pass', 'p1');
    expect(narrate(duelette, before, e, p.state, 'zh-CN')).toBe('Ann结束回合。Ann获胜（牌库耗尽）');
    expect(narrate(duelette, before, e, p.state, 'en')).toBe('Ann ends the turn. Ann wins (deck out)');
  });
});
