/**
 * Structural diff and patch of plain-JSON values (the perspective views). `diff(a, b)` lists the smallest set of
 * path assignments that turn `a` into `b`; `applyPatch` applies them without mutating its input and shares every
 * untouched subtree, so React components memoised on parts of the board skip re-rendering.
 * Client-safe and pure.
 */
import type { Patch, PatchOp } from '@/app/contracts/viewer';

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `path` is a shared stack: it is copied only when an op is emitted. */
function walk(a: unknown, b: unknown, path: (string | number)[], out: Patch): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) {
      out.push([path.slice(), b]);
      return;
    }
    for (let i = 0; i < b.length; i++) {
      if (a[i] === b[i]) continue;
      path.push(i);
      walk(a[i], b[i], path, out);
      path.pop();
    }
    return;
  }
  if (isObj(a) && isObj(b)) {
    for (const k in a) if (!(k in b)) out.push([[...path, k]]);
    for (const k in b) {
      if (!(k in a)) out.push([[...path, k], b[k]]);
      else if (a[k] !== b[k]) {
        path.push(k);
        walk(a[k], b[k], path, out);
        path.pop();
      }
    }
    return;
  }
  out.push([path.slice(), b]);
}

export function diff(a: unknown, b: unknown): Patch {
  const out: Patch = [];
  walk(a, b, [], out);
  return out;
}

function setIn(node: unknown, path: (string | number)[], i: number, op: PatchOp): unknown {
  if (i === path.length) return op.length > 1 ? op[1] : undefined;
  const key = path[i];
  if (Array.isArray(node)) {
    const copy = node.slice();
    copy[key as number] = setIn(node[key as number], path, i + 1, op);
    return copy;
  }
  const obj = (isObj(node) ? node : {}) as Record<string, unknown>;
  const copy: Record<string, unknown> = { ...obj };
  if (i === path.length - 1 && op.length === 1) delete copy[key as string];
  else copy[key as string] = setIn(obj[key as string], path, i + 1, op);
  return copy;
}

/** A new value with every op applied; subtrees no op touches are the same objects as in `value`. */
export function applyPatch<T>(value: T, patch: Patch): T {
  let v: unknown = value;
  for (const op of patch) v = setIn(v, op[0], 0, op);
  return v as T;
}
