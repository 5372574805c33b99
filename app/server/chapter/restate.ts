/**
 * What a Chinese sentence need not say again (docs/chapter-drafts.md C21): a possessive it already gave
 * (…攻击林焰的「血奴」，「血奴」被战斗破坏), the subject of the clause just before it (「公孙龙」受到一千点伤害，被横置),
 * the two seats' same place said one after the other (双方的第一号祭坛伤害清零), and numbers the author's words at the
 * step already give (项燕的血量从21升到31 after a note that says （21→31）). Pure.
 */
import 'server-only';
import { hasMeasure, quotedNames } from './clauses';
import { zhNumber } from './numerals';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
/** What a seat's possessive names: a card (「血奴」) or a numbered place (第一号祭坛, 第4格). */
const OWNED = String.raw`(「[^「」]+」|第[^，、。的「」]{1,6}?(?:号祭坛|格))`;

/** A clause without a possessive its sentence already gave: 林焰的「血奴」 -> 「血奴」 when 林焰的「血奴」 was said. */
export function restatedOwner(c: string, sentence: string, seats: readonly string[]): string {
  for (const seat of seats) {
    const m = new RegExp(`^${escape(seat)}的${OWNED}`, 'u').exec(c);
    // a list that names the other seat's place too keeps both owners (孟尝的第二号祭坛、黑伯的第一号祭坛)
    const others = seats.filter((s) => s !== seat && c.includes(s));
    if (m && others.length === 0 && sentence.includes(m[0])) return c.slice(seat.length + 1);
  }
  return c;
}

/** The card a clause opens with as its subject (「公孙龙」受到…), not as a possessive (「夜鸦」的效果…). */
const subjectCard = (c: string) => /^(「[^「」]+」)(?!的)/u.exec(c)?.[1] ?? null;

/** The seat a clause opens with as its subject (黑伯获得…), not as an owner (黑伯的第一号祭坛…). */
const subjectSeat = (c: string, seats: readonly string[]) =>
  seats.find((s) => c.startsWith(s) && !c.startsWith(`${s}的`) && c.length > s.length) ?? null;

/**
 * A clause without the subject the clause before it already has: 「公孙龙」受到一千点伤害，「公孙龙」被横置 -> …，被横置;
 * 黑伯获得下一回合的先攻权，黑伯抽了一张牌 -> …，抽了一张牌. After an attack on a seat, the seat's damage is the
 * attack's: …直接攻击苏冥，苏冥受到七十点战斗伤害 -> …，造成七十点战斗伤害.
 */
export function restatedSubject(c: string, previous: string, seats: readonly string[] = []): string {
  const seat = subjectSeat(c, seats);
  if (seat && previous.endsWith(`攻击${seat}`) && c.startsWith(`${seat}受到`))
    return `造成${c.slice(seat.length + 2)}`;
  if (seat && subjectSeat(previous, seats) === seat) return c.slice(seat.length);
  const card = subjectCard(c);
  if (!card || subjectCard(previous) !== card) return c;
  const rest = c.slice(card.length);
  return /^(被|受到|又|再|随即|也)/u.test(rest) ? rest : c;
}

/** 孟尝的第一号祭坛、黑伯的第一号祭坛伤害清零 -> 双方的第一号祭坛伤害清零. */
export function bothSeats(c: string, seats: readonly [string, string]): string {
  const [a, b] = seats.map(escape);
  const re = new RegExp(`(${a}|${b})的([^、，。「」]+?)、(${a}|${b})的\\2`, 'gu');
  return c.replace(re, (m, x: string, place: string, y: string) => (x === y ? m : `双方的${place}`));
}

/** The measures of a clause: numbers that are not places (第1格) and not inside a card's name. */
const measuresOf = (c: string) =>
  [...c.replace(/「[^「」]*」|第\d+/gu, '').matchAll(/\d+/gu)].map((m) => Number(m[0]));

const saysNumber = (said: string, n: number) =>
  new RegExp(`(?<!\\d)${n}(?!\\d)`, 'u').test(said) || (n >= 10 && said.includes(zhNumber(n)));

/**
 * Whether the author's words at a step already give a clause's numbers: it has a measure, every measure is in
 * them (as digits, or in words from ten up), and they name what it is about (a seat, or a card it quotes, or two
 * characters of one). 项燕的血量从21升到31 after 项燕披上护心镜：…（21→31）.
 */
export function notedNumbers(c: string, said: string, seats: readonly string[]): boolean {
  if (!said || !hasMeasure(c)) return false;
  const nums = measuresOf(c);
  if (nums.length === 0 || !nums.every((n) => saysNumber(said, n))) return false;
  const about = [...seats.filter((s) => c.includes(s)), ...quotedNames(c)];
  return about.some(
    (name) =>
      said.includes(name) ||
      [...name].some((_, i, chars) => i + 1 < chars.length && said.includes(chars[i] + chars[i + 1])),
  );
}

/** A card's English name: capitalised words, with "of" or "the" inside (Edict of Ruin). */
const EN_NAME = String.raw`[A-Z][\w'’-]*(?: (?:of |the )?[A-Z][\w'’-]*)*`;

/**
 * The English sentence's own restatements: 林焰's Blood Thrall already named in the sentence is Blood Thrall, and
 * "100 against life 70" reads "100 attack against 70 life".
 */
export function restatedEn(c: string, sentence: string, seats: readonly string[]): string {
  let out = c.replace(/\b(\d+) against life (\d+)\b/gu, '$1 attack against $2 life');
  for (const seat of seats) {
    const m = new RegExp(`^${escape(seat)}'s (${EN_NAME})`, 'u').exec(out);
    if (m && sentence.includes(m[0])) out = out.slice(seat.length + 3);
  }
  return out;
}

/** 林焰's Night Crow -> 林焰's other Night Crow (a second card of the name attacking in the turn). */
export function otherEn(lead: string): { name: string; text: string } | null {
  const m = new RegExp(`^(.+?)'s (${EN_NAME})`, 'u').exec(lead);
  return m ? { name: m[2], text: `${m[1]}'s other ${lead.slice(m[1].length + 3)}` } : null;
}
