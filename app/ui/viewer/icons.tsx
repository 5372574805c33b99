/** Control icons as inline SVG (symbol fonts differ between devices; these always draw). */
const TRI_L = 'M10 3 L2 8 L10 13 Z';
const TRI_R = 'M6 3 L14 8 L6 13 Z';

const paths: Record<string, string[]> = {
  first: ['M2 3 H4 V13 H2 Z', 'M13 3 L5 8 L13 13 Z'],
  prevTurn: ['M8 3 L1 8 L8 13 Z', 'M15 3 L8 8 L15 13 Z'],
  prevPhase: ['M3 3 H5 V13 H3 Z', 'M13 3 L6 8 L13 13 Z'],
  prev: [TRI_L],
  play: ['M4 2 L14 8 L4 14 Z'],
  pause: ['M4 3 H7 V13 H4 Z', 'M9 3 H12 V13 H9 Z'],
  next: [TRI_R],
  nextPhase: ['M3 3 L10 8 L3 13 Z', 'M11 3 H13 V13 H11 Z'],
  nextTurn: ['M1 3 L8 8 L1 13 Z', 'M8 3 L15 8 L8 13 Z'],
  last: ['M3 3 L11 8 L3 13 Z', 'M12 3 H14 V13 H12 Z'],
};

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {paths[name].map((d) => (
        <path key={d} d={d} fill="currentColor" />
      ))}
    </svg>
  );
}
