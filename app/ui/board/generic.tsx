/** Fallback board for a game without a dedicated one: the engine's view drawn as labelled zones and cards. */
import type { ReactNode } from 'react';
import { CardBack, CardFace, type Names } from './card';

const isCard = (v: unknown): v is { cardId: string } =>
  !!v && typeof v === 'object' && typeof (v as { cardId?: unknown }).cardId === 'string';
const isHidden = (v: unknown) => !!v && typeof v === 'object' && (v as { hidden?: unknown }).hidden === true;

function Node({ value, names, depth }: { value: unknown; names: Names; depth: number }): ReactNode {
  if (value === null || value === undefined) return <span className="muted">—</span>;
  if (isHidden(value)) return <CardBack small />;
  if (isCard(value)) return <CardFace small name={names[value.cardId] ?? value.cardId} />;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="muted">∅</span>;
    return (
      <div className="zone-cards">
        {value.map((v, i) => (
          <Node key={i} value={v} names={names} depth={depth + 1} />
        ))}
      </div>
    );
  }
  if (typeof value === 'object') {
    if (depth > 4) return <span className="muted">…</span>;
    return (
      <dl className="generic-obj">
        {Object.entries(value as Record<string, unknown>).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>
              <Node value={v} names={names} depth={depth + 1} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span>{String(value)}</span>;
}

export function GenericBoard({ board, names }: { board: unknown; names: Names }) {
  return (
    <div className="board generic-board">
      <Node value={board} names={names} depth={0} />
    </div>
  );
}
