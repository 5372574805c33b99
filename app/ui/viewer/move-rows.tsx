'use client';
/**
 * The move list's parts, each memoised so that a step re-renders only the turn it leaves and the turn it enters
 * (and, inside them, the two rows whose highlight changes): a turn with its steps, a variation with its steps
 * (a link into that line at each), and one row.
 */
import { Fragment, memo, type MouseEvent } from 'react';
import type { Lang, Seat } from '@/app/contracts/common';
import type { LineOption } from '@/app/contracts/viewer';
import { stepRows, variationSpan } from './move-groups';
import { foldedText, moreStepsText, tr, turnHeading, variationText } from './strings';

/** A step's words and who acts after it, when the list holds them. */
export type TextOf = (lineId: string, seq: number) => { text: string; active: Seat | null } | undefined;
/** Variations by the line they hang under, then by the step they fork after. */
export type VariationIndex = ReadonlyMap<string, ReadonlyMap<number, readonly LineOption[]>>;

interface Shared {
  lang: Lang;
  lineId: string;
  textOf: TextOf;
  /** The address of a step of a line (the current perspective). */
  hrefOf: (lineId: string, seq: number) => string;
  vars: VariationIndex;
  /** 1 where a step of a line is quiet (0 when not known). */
  quietOf: (lineId: string, seq: number) => number;
}

const MoveRow = memo(function MoveRow(props: {
  seq: number;
  folded: number;
  text: string | undefined;
  current: boolean;
  href: string;
  lang: Lang;
  onNav?: (e: MouseEvent, seq: number) => void;
}) {
  const { seq, folded, current, lang, onNav } = props;
  return (
    <li className={`mv-row${current ? ' current' : ''}${folded ? ' folded' : ''}`} data-seq={seq}>
      <a
        href={props.href}
        aria-current={current ? 'step' : undefined}
        onClick={onNav ? (e) => onNav(e, seq) : undefined}
      >
        <span className="mv-seq">#{seq}</span>{' '}
        <span className="mv-text">
          {folded ? foldedText(lang, folded) : (props.text ?? tr(lang, 'movesLoading'))}
        </span>
      </a>
    </li>
  );
});

/** The variations hanging after the steps `seq..seq+span-1` of line `under`. */
function VariationsAt(props: Shared & { under: string; seq: number; span: number; limit: number }) {
  const at = props.vars.get(props.under);
  if (!at) return null;
  const list: LineOption[] = [];
  for (let s = props.seq; s < props.seq + Math.max(1, props.span); s++) list.push(...(at.get(s) ?? []));
  if (list.length === 0) return null;
  return (
    <>
      {list.map((l) => (
        <Variation key={l.id} {...props} line={l} />
      ))}
    </>
  );
}

/** One variation: its name (a link to its first own step), its steps up to the limit, what comes later. */
function Variation(props: Shared & { line: LineOption; limit: number }) {
  const { line, limit, lang, hrefOf } = props;
  const { from, to, later } = variationSpan(line, limit);
  const quiet: number[] = [];
  for (let s = from; s <= to; s++) quiet[s] = props.quietOf(line.id, s);
  const rows = stepRows(from, to, quiet, -1, true);
  const name = line.isMain ? tr(lang, 'mainLine') : line.name;
  return (
    <li className="mv-var" data-testid="move-variation" data-line={line.id}>
      <a className="mv-var-head" href={hrefOf(line.id, Math.min(from, line.length - 1))}>
        {variationText(lang, name)}
      </a>
      {later > 0 ? <span className="muted mv-later"> · {moreStepsText(lang, later)}</span> : null}
      {rows.length > 0 ? (
        <ol className="mv-steps">
          {rows.map(({ seq, folded }) => (
            <VariationRow key={seq} {...props} under={line.id} seq={seq} folded={folded} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

function VariationRow(props: Shared & { under: string; seq: number; folded: number; limit: number }) {
  const { under, seq, folded, lang } = props;
  return (
    <>
      <MoveRow
        seq={seq}
        folded={folded}
        text={props.textOf(under, seq)?.text}
        current={false}
        href={props.hrefOf(under, seq)}
        lang={lang}
      />
      <VariationsAt {...props} under={under} seq={seq} span={folded} />
    </>
  );
}

/** One turn: its heading (a link to its first step) and its steps up to `end`, variations at their forks. */
export const TurnBlock = memo(function TurnBlock(
  props: Shared & {
    start: number;
    end: number;
    turn: number;
    /** The name of who acts in the turn, when known. */
    actor: string | null;
    /** The current step when it is in this turn, else -1. */
    current: number;
    skip: boolean;
    quiet: readonly number[];
    /** The limit for variations forking in this turn (-1 when none does: it then never re-renders for it). */
    limit: number;
    onNav: (e: MouseEvent, seq: number) => void;
  },
) {
  const { start, end, current, lang, lineId, textOf, hrefOf, onNav } = props;
  const rows = stepRows(start, end, props.quiet, current, props.skip);
  return (
    <li className="mv-turn" data-testid="move-turn" data-start={start}>
      <a className="mv-head" href={hrefOf(lineId, start)} onClick={(e) => onNav(e, start)}>
        {turnHeading(lang, props.turn, props.actor)}
      </a>
      <ol className="mv-steps">
        {rows.map(({ seq, folded }) => (
          <Fragment key={seq}>
            <MoveRow
              seq={seq}
              folded={folded}
              text={textOf(lineId, seq)?.text}
              current={seq === current}
              href={hrefOf(lineId, seq)}
              lang={lang}
              onNav={onNav}
            />
            {props.limit >= 0 ? (
              <VariationsAt {...props} under={lineId} seq={seq} span={folded} limit={props.limit} />
            ) : null}
          </Fragment>
        ))}
      </ol>
    </li>
  );
});
