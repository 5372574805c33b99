/** A Content-Security-Policy header as a map from directive name to its sources, for tests. */
export const cspDirectives = (csp: string): Map<string, string[]> =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
