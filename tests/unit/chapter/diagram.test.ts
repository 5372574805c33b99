/**
 * Board diagrams: the SVG is well-formed XML that references nothing outside itself, the PNG decodes at the
 * stated size (800 px wide), the step's arrows are drawn between the cards they name, and a seat's diagram is
 * drawn from that seat's view only.
 */
import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { PNG } from 'pngjs';
import { playDuelFile } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { diagramPng, drawStep } from '@/app/server/chapter/diagram-render';
import { diagramSpecOf } from '@/app/server/chapter/diagram-spec';
import { rasterInWorker } from '@/app/server/chapter/raster-worker';
import { tellSteps } from '@/app/server/chapter/steps';
import { drawableArrows } from '@/app/ui/board/diagram-kit';
import { cjkFonts } from '@/app/server/viewing/og-font';
import { demoFiles, loadDemo } from '../../../scripts/demos';

const REMOTE = /(?:href|src)\s*=\s*["'](?!data:|#)|url\(\s*["']?(?!#|data:)/i;

function demoSteps(name: string, perspective: 'omniscient' | Seat) {
  const f = demoFiles().find((d) => d.file.endsWith(`/${name}.duel`))!;
  const def = GAMES[f.gameId];
  const played = playDuelFile(def, loadDemo(f.file));
  return {
    def,
    steps: tellSteps(def, played.events, { from: 1, to: played.events.length - 1 }, perspective, 'zh'),
  };
}

describe('board diagrams', () => {
  it(
    'each game: a well-formed SVG with no remote reference, and a PNG of the stated size',
    { timeout: 120_000 },
    async () => {
      for (const name of ['blood-moon', 'xianyang-duel', 'jixia-vs-hulang']) {
        const { def, steps } = demoSteps(name, 'p1');
        const step = steps[Math.floor(steps.length / 2)];
        const d = await drawStep(def, step, `第三回合 · 示例：${name}`, 'p1', 'zh');
        expect(XMLValidator.validate(d.svg), name).toBe(true);
        expect(d.svg.startsWith('<svg')).toBe(true);
        expect(REMOTE.test(d.svg), `${name} references a remote resource`).toBe(false);
        expect(d.svg).not.toMatch(/<text|font-family|@font-face|<script|<foreignObject/i);
        // rasterised on the thread pool (as the writers do) or on the main thread: the same picture
        const pooled = Buffer.from(await d.pngReady!());
        expect(pooled.equals(Buffer.from(diagramPng(d.svg)))).toBe(true);
        const png = PNG.sync.read(Buffer.from(d.png));
        expect(d.width).toBe(800);
        expect([png.width, png.height]).toEqual([d.width, d.height]);
      }
    },
  );

  it('rasterises on a worker thread, byte for byte as on the main thread', { timeout: 60_000 }, async () => {
    const { def, steps } = demoSteps('xianyang-duel', 'p1');
    const d = await drawStep(def, steps[steps.length - 1], 'x', 'p1', 'zh');
    const options = { fitTo: { mode: 'width' as const, value: 800 }, font: { loadSystemFonts: false } };
    const job = rasterInWorker(d.svg, options);
    expect(job).not.toBeNull();
    const [a, b] = await Promise.all([job, rasterInWorker(d.svg, options)]);
    expect(Buffer.from(a!).equals(Buffer.from(diagramPng(d.svg)))).toBe(true);
    expect(Buffer.from(b!).equals(Buffer.from(a!))).toBe(true);
  });

  it('draws the step’s arrows between the cards it names, and only cards the view names', async () => {
    const { def, steps } = demoSteps('blood-moon', 'omniscient');
    const step = { ...steps.find((s) => s.seq === 20)!, arrows: [] as (typeof steps)[number]['arrows'] };
    step.arrows = [
      { from: { card: 'p1-4' }, to: { card: 'p2-1' }, kind: 'attack' },
      { from: { card: 'p1-4' }, to: { card: 'p2-99' }, kind: 'effect' },
    ];
    const { spec, arrows, before } = diagramSpecOf(def, step, 'omniscient', 'zh');
    expect(before).toBe(true);
    expect(drawableArrows(spec, arrows)).toEqual([step.arrows[0]]);
    const plain = await drawStep(def, { ...step, arrows: [] }, 'x', 'omniscient', 'zh');
    const drawn = await drawStep(def, step, 'x', 'omniscient', 'zh');
    expect(drawn.svg).not.toBe(plain.svg);
    expect(XMLValidator.validate(drawn.svg)).toBe(true);
    // the arrow is drawn in place, not as an SVG picture embedded in the SVG (a second render of the whole size)
    expect(drawn.svg).not.toMatch(/<image/);
    const count = (svg: string, tag: string) => svg.split(`<${tag} `).length - 1;
    expect(count(drawn.svg, 'line') - count(plain.svg, 'line')).toBe(1);
    expect(count(drawn.svg, 'polygon') - count(plain.svg, 'polygon')).toBe(1);
  });

  it('a step with an attack draws its attacks only (not the damage and gains that follow from them)', () => {
    let attacks = 0;
    for (const name of ['blood-moon', 'xianyang-duel', 'jixia-vs-hulang']) {
      for (const s of demoSteps(name, 'omniscient').steps) {
        if (!s.arrows.some((a) => a.kind === 'attack')) continue;
        attacks++;
        expect(
          s.arrows.every((a) => a.kind === 'attack'),
          `${name} step ${s.seq}`,
        ).toBe(true);
      }
    }
    expect(attacks).toBeGreaterThan(10);
  });

  it('武魂志 draws each card in its numbered cell (第4格 is the fourth box), empty cells kept', () => {
    const { def, steps } = demoSteps('jixia-vs-hulang', 'omniscient');
    let gaps = 0;
    for (const step of steps.filter((s) => s.seq % 10 === 9)) {
      const { spec, before } = diagramSpecOf(def, step, 'omniscient', 'zh');
      const view = JSON.parse(before ? step.viewBefore : step.viewAfter) as {
        board: { seats: Record<Seat, { sandField: Array<{ id?: string } | null> }> };
      };
      for (const side of [spec.top, spec.bottom]) {
        const sand = side.zones.find((z) => z.label === '沙场');
        const field = view.board.seats[side.seat].sandField;
        if (!field.some((c) => c !== null)) continue;
        expect(sand?.cells?.map((c) => c?.id ?? null)).toEqual(field.map((c) => c?.id ?? null));
        if (field.some((c, i) => c === null && field.slice(i).some((x) => x !== null))) gaps++;
      }
    }
    // not vacuous: some fields had an empty cell before an occupied one (packing them would misnumber)
    expect(gaps).toBeGreaterThan(0);
  });

  // CI installs Debian's fonts-droid-fallback (.ci/run); without a CJK font every Chinese glyph is the same box
  it.skipIf(!cjkFonts())(
    'draws Chinese glyphs, not boxes, with the CJK font',
    { timeout: 60_000 },
    async () => {
      const { def, steps } = demoSteps('blood-moon', 'omniscient');
      const step = steps.find((s) => s.seq === 20)!;
      const a = await drawStep(def, step, '血', 'omniscient', 'zh');
      const b = await drawStep(def, step, '龙', 'omniscient', 'zh');
      expect(a.svg).not.toBe(b.svg);
    },
  );

  it("names an author's own cards by their names, not their ids", () => {
    for (const name of ['nameless-swordsman', 'books-in-the-wall', 'blood-oath-warden']) {
      const { def, steps } = demoSteps(name, 'omniscient');
      const drawn = steps
        .map((st) => JSON.stringify(diagramSpecOf(def, st, 'omniscient', 'zh').spec))
        .join('');
      const custom = Object.keys(steps[0].cards.customCards ?? {});
      expect(custom.length, name).toBeGreaterThan(0);
      const shown = custom.filter((id) => drawn.includes(def.cardName(id, steps[0].cards).zh));
      expect(shown.length, name).toBeGreaterThan(0);
      for (const id of custom) expect(drawn, name).not.toContain(`"${id}"`);
    }
  });
});
