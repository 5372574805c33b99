/**
 * Perspective safety of chapter drafts, checked by instance: over seeded random matches of the test game and every
 * game's demo duels (all told in segments), a draft told from a seat names no card instance hidden from that seat at the step that tells it, in
 * its prose, its captions or its diagrams. Every card is rendered as a marker naming its instance, so a visible
 * copy of a hidden card can neither hide a leak nor fake one; the players are named after cards.
 */
import { describe, expect, it } from 'vitest';
import { renderContext, replaySteps, cloneState } from '@/machines/engine';
import { writeText } from '@/app/server/chapter/write-text';
import type { AnyGameDefinition, EngineEvent, MatchSetup, MatchState, Seat } from '@/machines/engine';
import { buildChapter } from '@/app/server/chapter/build';
import { diagramSpecOf } from '@/app/server/chapter/diagram-spec';
import { drawableArrows } from '@/app/ui/board/diagram-kit';
import type { ContextFor } from '@/app/server/chapter/steps';
import type { Chapter, ChapterLang, Detail } from '@/app/server/chapter/types';
import { playDuelFile } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { dueletteTold } from '../support/duelette/told';
import { randomMatch, testRng } from '../support/property';
import { demoFiles, loadDemo } from '../../scripts/demos';

const POOL = ['spark', 'flame', 'blaze', 'ash'];
function setupFor(seed: number): MatchSetup {
  const pick = testRng(seed);
  const deck = () => Array.from({ length: 6 + pick(10) }, () => POOL[pick(POOL.length)]);
  return {
    gameId: 'duelette',
    rulesVersion: '1',
    players: { p1: { name: '火花' }, p2: { name: 'Flame' } },
    seed,
    decks: { p1: deck(), p2: deck() },
    config: { targetScore: 8 + pick(6) },
  };
}

/** Instance ids as markers without digits (the Chinese draft spells digits out as words). */
const enc = (id: string) => `⟦${id.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}⟧`;
const dec = (m: string) => m.slice(1, -1).replace(/[a-j]/g, (c) => String('abcdefghij'.indexOf(c)));
const markers = (s: string) => [...s.matchAll(/⟦[^⟧]+⟧/gu)].map((m) => dec(m[0]));

const markerContext: ContextFor = (def, before, after, perspective) => {
  const real = renderContext(def, before, after, perspective);
  return {
    ...real,
    cardIdOf: (id) => (real.cardIdOf(id) === undefined ? undefined : id),
    cardName: (id) => ({ zh: enc(id), en: enc(id) }),
  };
};

/**
 * For each step: the instances a seat may not know in the telling of it (hidden before and after it), and the
 * instances hidden from it in the state after each event.
 */
function hiddenOf(def: AnyGameDefinition, events: readonly EngineEvent[], seat: Seat) {
  const step = new Map<number, Set<string>>();
  const state = new Map<number, Set<string>>();
  let prev: MatchState | null = null;
  let seq = 0;
  for (const s of replaySteps(def, events)) {
    state.set(seq, new Set(def.hiddenFrom(s, seat)));
    if (prev) {
      const was = new Set(def.hiddenFrom(prev, seat));
      step.set(seq, new Set(def.hiddenFrom(s, seat).filter((id) => was.has(id))));
    }
    prev = cloneState(s);
    seq++;
  }
  return { step, state };
}

/** Every engine-told run of a draft, with the step it tells. */
function toldRuns(ch: Chapter): Array<{ seq: number; text: string }> {
  const out: Array<{ seq: number; text: string }> = [];
  for (const s of ch.sections)
    for (const b of s.blocks) {
      if (b.kind === 'diagram') out.push({ seq: b.diagram.seq, text: b.diagram.caption });
      else if ('runs' in b)
        for (const r of b.runs) if (r.seq !== undefined) out.push({ seq: r.seq, text: r.text });
    }
  return out;
}

/**
 * Build a seat's draft with every card as a marker and check it: no told run names an instance hidden from the
 * seat at the step it tells, and no diagram draws one hidden at the moment it shows.
 */
async function checkSeat(
  def: AnyGameDefinition,
  events: readonly EngineEvent[],
  players: Record<Seat, { name: string }>,
  seat: Seat,
  opts: { detail: Detail; lang: ChapterLang; diagrams: 'auto' | number[]; label: string },
) {
  const { detail, lang, diagrams, label } = opts;
  const hidden = hiddenOf(def, events, seat);
  const drawn: Array<{ at: number; cards: string[]; arrowEnds: string[] }> = [];
  const ch = await buildChapter(
    { def, events, notes: [], title: 't', players },
    { perspective: seat, detail, lang, from: 0, to: events.length - 1, diagrams },
    {
      contextFor: markerContext,
      draw: async (step, caption) => {
        const { spec, arrows, before } = diagramSpecOf(def, step, seat, lang);
        const cards = [spec.top, spec.bottom].flatMap((side) => side.zones.flatMap((z) => z.cards));
        drawn.push({
          at: before ? step.seq - 1 : step.seq,
          cards: cards.filter((c) => !c.hidden).map((c) => c.id ?? `no-id:${c.name}`),
          arrowEnds: drawableArrows(spec, arrows)
            .flatMap((a) => [a.from, a.to])
            .flatMap((e) => ('card' in e ? [e.card] : [])),
        });
        return { seq: step.seq, caption, width: 800, height: 1, svg: '', png: new Uint8Array() };
      },
    },
  );
  let named = 0;
  const runs = toldRuns(ch);
  for (const r of runs) {
    for (const id of markers(r.text)) {
      named++;
      expect(hidden.step.get(r.seq)!.has(id), `${label} ${seat} step ${r.seq} names ${id}: ${r.text}`).toBe(
        false,
      );
    }
  }
  for (const d of drawn) {
    // a diagram draws the board of one moment: nothing hidden from the seat at that moment is on it
    const atHidden = hidden.state.get(d.at)!;
    for (const id of [...d.cards, ...d.arrowEnds]) {
      expect(id.startsWith('no-id:'), `${label} ${seat} after ${d.at}: a card without its instance`).toBe(
        false,
      );
      expect(atHidden.has(id), `${label} ${seat} after ${d.at} draws ${id}`).toBe(false);
    }
  }
  return { named, diagrams: drawn.length, runs };
}

describe('chapter drafts told from a seat leak no hidden card (by instance)', () => {
  it('prose, captions and diagrams of 40 random matches, both seats, every detail level and language', async () => {
    let named = 0;
    let withheld = 0;
    let diagrams = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const m = randomMatch(dueletteTold, setupFor(seed), { seed, maxSteps: 60 });
      for (const seat of ['p1', 'p2'] as Seat[]) {
        const detail: Detail = (['all', 'decisive', 'none'] as const)[seed % 3];
        const lang: ChapterLang = seed % 2 ? 'zh' : 'en';
        const r = await checkSeat(dueletteTold, m.events, m.final.players, seat, {
          detail,
          lang,
          diagrams: 'auto',
          label: `seed ${seed}`,
        });
        named += r.named;
        diagrams += r.diagrams;
        withheld += r.runs.filter((x) => /一张手牌|a card from hand/.test(x.text)).length;
      }
    }
    // the check is not vacuous: drafts do name cards, do withhold some, and do draw diagrams
    expect(named).toBeGreaterThan(100);
    expect(withheld).toBeGreaterThan(10);
    expect(diagrams).toBeGreaterThan(40);
  });
});

describe('chapter drafts of every game’s demo duels told from a seat leak no hidden card (by instance)', () => {
  it.each(demoFiles().map((d) => [d.file.split('/').slice(-3).join('/'), d] as const))(
    '%s: prose, captions and a diagram at every step, both seats',
    { timeout: 300_000 },
    async (name, d) => {
      const def = GAMES[d.gameId];
      const file = loadDemo(d.file);
      const played = playDuelFile(def, file);
      const players = file.setup.players as Record<Seat, { name: string }>;
      const every = played.events.map((_, i) => i);
      let named = 0;
      let diagrams = 0;
      for (const seat of ['p1', 'p2'] as Seat[])
        for (const [detail, lang] of [
          ['all', 'zh'],
          ['none', 'en'],
        ] as const) {
          const r = await checkSeat(def, played.events, players, seat, {
            detail,
            lang,
            diagrams: every,
            label: `${name} ${lang}`,
          });
          named += r.named;
          diagrams += r.diagrams;
        }
      // not vacuous: the drafts name cards and draw diagrams (a mutation telling them omnisciently fails here);
      // a one-action scene draws one diagram per seat and language, a full duel more than ten
      const actions = played.events.length - 1;
      expect(named).toBeGreaterThan(Math.min(10, 2 * actions));
      expect(diagrams).toBeGreaterThanOrEqual(Math.min(11, 4 * actions));
    },
  );
});

/**
 * Ruling V5 in drafts: a kind a game names openly (血契's Fate Draw names the card put on top of the deck) is told to
 * a seat as a hidden card when an instance of it is hidden from the seat before and after the step and no instance
 * of it is visible to the seat at either moment. Checked on 血契 random matches long enough to reach Fate Draws.
 */
describe('chapter drafts told from a seat name no card kind hidden from it (ruling V5)', () => {
  const def = GAMES.xueqi;
  /** Per step: kinds with an instance hidden from `seat` before and after it and none visible to it at either. */
  function maskedKinds(events: readonly EngineEvent[], seat: Seat): Map<number, Set<string>> {
    const out = new Map<number, Set<string>>();
    let prev: MatchState | null = null;
    let seq = 0;
    for (const s of replaySteps(def, events)) {
      if (prev) {
        const was = new Set(def.hiddenFrom(prev, seat));
        const now = new Set(def.hiddenFrom(s, seat));
        const visible = new Set<string>();
        for (const st of [prev, s])
          for (const [id, c] of Object.entries(st.cards))
            if (!def.hiddenFrom(st, seat).includes(id)) visible.add(c.cardId);
        const kinds = new Set<string>();
        for (const id of now) {
          const kind = s.cards[id]?.cardId;
          if (was.has(id) && kind && !visible.has(kind)) kinds.add(kind);
        }
        out.set(seq, kinds);
      }
      prev = cloneState(s);
      seq++;
    }
    return out;
  }

  it(
    'Fate Draws of 12 random 血契 matches, told to the other seat, in both languages',
    { timeout: 300_000 },
    async () => {
      let fateDraws = 0;
      let masked = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const pick = testRng(seed);
        const presets = def.content!.presets;
        const players = { p1: { name: '林焰' }, p2: { name: '苏冥' } };
        const setup = {
          gameId: 'xueqi',
          rulesVersion: def.rulesVersion,
          players,
          seed,
          decks: { p1: presets[pick(presets.length)].deck, p2: presets[pick(presets.length)].deck },
        } as MatchSetup;
        const { events } = randomMatch(def, setup, { seed, maxSteps: 120 });
        for (const seat of ['p1', 'p2'] as Seat[]) {
          const kinds = maskedKinds(events, seat);
          for (const lang of ['zh', 'en'] as const) {
            const ch = await buildChapter(
              { def, events, notes: [], title: 't', players },
              { perspective: seat, detail: 'all', lang, from: 0, to: events.length - 1, diagrams: 'none' },
            );
            for (const r of toldRuns(ch))
              for (const kind of kinds.get(r.seq) ?? []) {
                const name = def.cardName(kind)[lang];
                const said = lang === 'zh' ? r.text.includes(`「${name}」`) : r.text.includes(name);
                expect(said, `seed ${seed} ${seat} ${lang} step ${r.seq} names ${name}: ${r.text}`).toBe(
                  false,
                );
              }
          }
          // not vacuous: the other seat's Fate Draws are told, and the omniscient draft names the card drawn
          for (const [seq, ev] of events.entries()) {
            if (ev.type !== 'draw.fate' || ev.actor === seat) continue;
            fateDraws++;
            const kind = (ev.payload as { cardId: string }).cardId;
            if (!kinds.get(seq)?.has(kind)) continue;
            masked++;
            const told = async (perspective: Seat | 'omniscient') =>
              writeText(
                await buildChapter(
                  { def, events, notes: [], title: 't', players },
                  { perspective, detail: 'all', lang: 'zh', from: seq, to: seq, diagrams: 'none' },
                ),
              );
            expect(await told('omniscient')).toContain(`「${def.cardName(kind).zh}」`);
            expect(await told(seat)).toContain('【命运抽卡】');
          }
        }
      }
      expect(fateDraws).toBeGreaterThan(5);
      expect(masked).toBeGreaterThan(3);
    },
  );
});
