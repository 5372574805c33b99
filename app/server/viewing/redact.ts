/**
 * Narration is written by each game for everyone; a seat's perspective must not learn a hidden card from it
 * (e.g. a pinned draw, a face-down summon). For a seat, every card name that is hidden from that seat before
 * or after the step (def.hiddenFrom) and is not visible in its views of those two moments is replaced with a
 * neutral word. Pure.
 */
import 'server-only';

const MASK = { zh: '一张暗置的牌', en: 'a hidden card' };

/** Every `cardId` string found anywhere inside a view. */
export function collectCardIds(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const v of value) collectCardIds(v, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'cardId' && typeof v === 'string') out.add(v);
      else if (v && typeof v === 'object') collectCardIds(v, out);
    }
  }
  return out;
}

/**
 * Replace each occurrence of a `hidden` name in `text` unless it is part of an occurrence of a `visible` name
 * (a hidden card may share words with a visible one). Longest names first.
 */
export function redactNames(
  text: string,
  hidden: Iterable<string>,
  visible: Iterable<string>,
  lang: 'zh' | 'en',
): string {
  const vis = new Set([...visible].filter(Boolean));
  const hid = [...new Set(hidden)].filter((n) => n && !vis.has(n)).sort((a, b) => b.length - a.length);
  if (hid.length === 0) return text;
  const protectedRanges: Array<[number, number]> = [];
  for (const v of vis) {
    for (let i = text.indexOf(v); i >= 0; i = text.indexOf(v, i + 1)) protectedRanges.push([i, i + v.length]);
  }
  const isProtected = (a: number, b: number) => protectedRanges.some(([s, e]) => a >= s && b <= e);
  const hits: Array<[number, number]> = [];
  for (const h of hid) {
    for (let i = text.indexOf(h); i >= 0; i = text.indexOf(h, i + 1)) {
      const end = i + h.length;
      if (isProtected(i, end)) continue;
      if (hits.some(([s, e]) => i < e && end > s)) continue;
      hits.push([i, end]);
    }
  }
  if (hits.length === 0) return text;
  hits.sort((a, b) => a[0] - b[0]);
  let out = '';
  let last = 0;
  for (const [s, e] of hits) {
    out += text.slice(last, s) + MASK[lang];
    last = e;
  }
  return out + text.slice(last);
}
