/** The strip naming a seat on a board: name, whose turn, and the seat's headline numbers. */
import type { ReactNode } from 'react';

export function SeatHeader({
  name,
  active,
  children,
}: {
  name: string;
  active: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={`seat-header ${active ? 'is-active' : ''}`}>
      <span className="seat-name">
        {active ? <span className="turn-dot" aria-hidden /> : null}
        {name}
      </span>
      <span className="seat-stats">{children}</span>
    </div>
  );
}

export function Stat({
  label,
  value,
  big,
  testId,
}: {
  label: string;
  value: ReactNode;
  big?: boolean;
  testId?: string;
}) {
  return (
    <span className={`stat ${big ? 'big' : ''}`} data-testid={testId}>
      <span className="stat-label">{label}</span>
      <span className="stat-value">{value}</span>
    </span>
  );
}
