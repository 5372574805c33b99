/**
 * The timeline: one bar for the whole line with turn marks (labelled, and links without JavaScript), phase
 * ticks, note dots, quiet steps folded into thin bands, and the cursor. The marks are memoised; only the cursor moves when stepping.
 */
import { memo, type MouseEvent } from 'react';
import type { Lang } from '@/app/contracts/common';
import type { NoteView, Timeline as TimelineData } from '@/app/contracts/viewer';
import { tr } from './strings';

const W = 1000;
const H = 44;

interface Props {
  timeline: TimelineData;
  turns: readonly number[];
  phases: readonly number[];
  notes: NoteView[];
  at: number;
  lang: Lang;
  hrefFor: (seq: number) => string;
  onJump?: (seq: number) => void;
}

/** Runs [first, last] of consecutive quiet steps: drawn folded, as one thin band. */
export function quietRuns(quiet: readonly number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < quiet.length; i++) {
    if (!quiet[i]) continue;
    const start = i;
    while (i + 1 < quiet.length && quiet[i + 1]) i++;
    out.push([start, i]);
  }
  return out;
}

const Marks = memo(function Marks({
  timeline,
  turns,
  phases,
  notes,
  lang,
  hrefFor,
}: Omit<Props, 'at' | 'onJump'>) {
  const n = Math.max(1, timeline.length);
  const x = (seq: number) => (seq / n) * W;
  const every = Math.max(1, Math.ceil(turns.length / 24));
  return (
    <g>
      {quietRuns(timeline.quiet).map(([a, b]) => (
        <rect key={`q${a}`} className="tl-quiet" x={x(a)} y={H - 4} width={x(b + 1) - x(a)} height={4}>
          <title>{`#${a}–#${b}`}</title>
        </rect>
      ))}
      {phases.map((p) => (
        <line key={`p${p}`} className="tl-phase" x1={x(p)} x2={x(p)} y1={H - 14} y2={H - 4}>
          <title>{`#${p} ${timeline.phaseLabels[timeline.phase[p]][lang]}`}</title>
        </line>
      ))}
      {turns.map((t, i) => (
        <a key={`t${t}`} href={hrefFor(t)} className="tl-turn-link">
          <line className="tl-turn" x1={x(t)} x2={x(t)} y1={4} y2={H - 2} />
          {i % every === 0 ? (
            <text x={x(t) + 3} y={24} className="tl-label">
              {timeline.turn[t]}
            </text>
          ) : null}
          <title>{`${tr(lang, 'turn')} ${timeline.turn[t]} (#${t})`}</title>
        </a>
      ))}
      {notes.map((note) => (
        <circle
          key={note.id}
          className={`tl-note kind-${note.kind}`}
          cx={x(note.seq) + W / n / 2}
          cy={7}
          r={4}
        >
          <title>{`#${note.seq}`}</title>
        </circle>
      ))}
    </g>
  );
});

export function Timeline(props: Props) {
  const { timeline, at, onJump, lang } = props;
  const n = Math.max(1, timeline.length);
  const click = (e: MouseEvent<SVGSVGElement>) => {
    if (!onJump) return;
    e.preventDefault();
    const r = e.currentTarget.getBoundingClientRect();
    const seq = Math.floor(((e.clientX - r.left) / r.width) * n);
    onJump(Math.min(n - 1, Math.max(0, seq)));
  };
  const step = W / n;
  return (
    <div className="timeline" data-testid="timeline">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        role="slider"
        aria-label={tr(lang, 'timeline')}
        aria-valuemin={0}
        aria-valuemax={n - 1}
        aria-valuenow={at}
        onClick={click}
      >
        <rect className="tl-bg" x={0} y={0} width={W} height={H} />
        <rect className="tl-done" x={0} y={0} width={(at + 1) * step} height={H} />
        <Marks
          timeline={timeline}
          turns={props.turns}
          phases={props.phases}
          notes={props.notes}
          lang={lang}
          hrefFor={props.hrefFor}
        />
        <rect
          className="tl-cursor"
          x={at * step}
          y={0}
          width={Math.max(step, 3)}
          height={H}
          data-testid="tl-cursor"
        />
      </svg>
    </div>
  );
}
