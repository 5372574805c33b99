/**
 * The variations of a match as a tree seen from one line: which steps two lines share, and where each other
 * line hangs when the line shown is the trunk (the move list draws each one indented at its fork step).
 * Client-safe and pure. A line with a parent shares the parent's steps 0..forkSeq (which may themselves
 * belong to the parent's ancestors) and owns the steps after.
 */

export interface TreeLine {
  id: string;
  parentLineId: string | null;
  forkSeq: number | null;
  /** Steps of the line as seen from it. */
  length: number;
}

/** Where a line hangs in the tree seen from the trunk: under `under`, after its step `after`. */
export interface Branch {
  under: string;
  after: number;
}

/** The chain from a line up to its root: each line with the last step it takes from the line above. */
function chain(id: string, byId: ReadonlyMap<string, TreeLine>): Array<{ id: string; upTo: number }> {
  const out: Array<{ id: string; upTo: number }> = [];
  let upTo = Infinity;
  const seen = new Set<string>();
  for (let l = byId.get(id); l && !seen.has(l.id);) {
    seen.add(l.id);
    out.push({ id: l.id, upTo });
    if (l.parentLineId === null || l.forkSeq === null) break;
    upTo = Math.min(upTo, l.forkSeq);
    l = byId.get(l.parentLineId);
  }
  return out;
}

/**
 * The last step lines `a` and `b` share (both have it, and it is the same stored step), or -1 when they share
 * none (different roots, unknown ids).
 */
export function sharedUpTo(a: string, b: string, byId: ReadonlyMap<string, TreeLine>): number {
  const la = byId.get(a);
  const lb = byId.get(b);
  if (!la || !lb) return -1;
  const ca = chain(a, byId);
  const cb = new Map(chain(b, byId).map((c) => [c.id, c.upTo]));
  // the lowest common ancestor is the first line of a's chain that is in b's chain
  for (const c of ca) {
    const ub = cb.get(c.id);
    if (ub === undefined) continue;
    return Math.min(c.upTo, ub, la.length - 1, lb.length - 1);
  }
  return -1;
}

/**
 * Where each shown line hangs when `trunkId` is the line read: a line hangs under the line (the trunk or one
 * already placed) it shares the most steps with, after the last shared step; lines are placed in order of how
 * early they leave the trunk (then in the given order), so a variation of a variation nests under it. `all`
 * is every line of the match (the tree may pass through lines the reader does not see); `shown` the ones to
 * place. A line with no step of its own after the fork, or sharing nothing, is left out.
 */
export function branchesFrom(
  trunkId: string,
  shown: readonly string[],
  all: readonly TreeLine[],
): Map<string, Branch> {
  const byId = new Map(all.map((l) => [l.id, l]));
  const others = shown
    .filter((id) => id !== trunkId && byId.has(id))
    .map((id, i) => ({ id, i, shared: sharedUpTo(trunkId, id, byId) }))
    .sort((x, y) => x.shared - y.shared || x.i - y.i);
  const out = new Map<string, Branch>();
  const placed = [trunkId];
  for (const o of others) {
    let best: Branch | null = null;
    for (const p of placed) {
      const after = sharedUpTo(o.id, p, byId);
      if (after >= 0 && (best === null || after > best.after)) best = { under: p, after };
    }
    if (!best || best.after >= byId.get(o.id)!.length - 1) continue;
    out.set(o.id, best);
    placed.push(o.id);
  }
  return out;
}
