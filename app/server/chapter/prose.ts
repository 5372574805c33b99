/**
 * Told steps and the author's notes of one turn as prose: a seat's consecutive actions join into sentences (the
 * subject said once, connectives varied), passes and steps that change nothing are dropped, the detail level
 * keeps every number, the decisive ones or none, and an action a narration note already tells is not told
 * again (its measures and consequences follow the note). Deterministic: the same input gives the same words.
 */
import 'server-only';
import type { Seat } from '@/machines/engine';
import type { Clause } from './clauses';
import { echoes, noteCovers } from './clauses';
import { countSameEn, countSameZh } from './counts';
import { type ChapterNote, noteBlocks, noteText } from './notes';
import { belowZero, zhNumerals } from './numerals';
import { bothSeats, notedNumbers, otherEn, restatedEn, restatedOwner, restatedSubject } from './restate';
import type { ToldStep } from './steps';
import type { Block, ChapterLang, Detail, Run } from './types';

/** A block of the draft, or the place where a step's diagram goes. */
export type DraftBlock = Block | { kind: 'slot'; seq: number };

export interface ProseInput {
  steps: readonly ToldStep[];
  /** Notes by the seq of their step. */
  notes: ReadonlyMap<number, readonly ChapterNote[]>;
  detail: Detail;
  lang: ChapterLang;
  players: Record<Seat, { name: string }>;
  /** Steps whose numbers the 'decisive' level keeps in full (each turn's decisive step, the last step). */
  decisive: ReadonlySet<number>;
  /** Steps that get a diagram. */
  diagrams: ReadonlySet<number>;
  /** The measure word a Chinese draft counts the game's cards with (两只「夜鸦」); 张 when not given. */
  measure?: string;
}

const ZH_VERB = ['随后', '接着', '又'];
const ZH_NOUN = ['随后', '接着', '紧接着'];
const ZH_OPEN = ['', '随后，', '紧接着，', '', '此后，'];
/** Opening a sentence that goes on with the last one's subject, its name left out (随后把…, 接着发动…). */
const ZH_GO_ON = ['随后', '接着', '紧接着'];
const EN_JOIN = [', then ', ', and then ', '; next, '];
const EN_OPEN = ['', 'Then ', 'Next, ', '', 'After that, '];
const MAX_STEPS = 3;
/** An English clause that measures the one before it (paying 10 LP, 170 against 150, now 20): no "and" before it. */
const MEASURE_EN = /^(\w+ing\b|\d|now\b|[（(])/u;
const MAX_CHARS: Record<ChapterLang, number> = { zh: 90, en: 240 };
const PARA_CHARS: Record<ChapterLang, number> = { zh: 160, en: 480 };

function keep(c: Clause, detail: Detail, full: boolean): boolean {
  if (detail === 'all' || !c.numeric) return true;
  return detail === 'decisive' && (full || !!c.decisive);
}

/**
 * The clauses the draft tells for a step, or none. `covered`: a note tells the action itself (then only its
 * measures follow); `said`: the author's words at this step, whose echoes are not told again.
 */
function clausesOf(step: ToldStep, input: ProseInput, covered: boolean, said: string): string[] {
  if ((!step.changed && !step.ends) || step.routine === 'draw') return [];
  const full = input.decisive.has(step.seq);
  const out: string[] = [];
  if (!step.routine) {
    if (!covered && step.lead) out.push(step.lead);
    for (const d of step.details)
      if (keep(d, input.detail, full) && (!covered || d.numeric)) out.push(d.text);
  }
  for (const t of step.tails) if (keep(t, input.detail, full)) out.push(t.text);
  if (!said) return out;
  // not what the author's words at this step already say: most of its wording, or its numbers (C8, C19)
  const seats = [input.players.p1.name, input.players.p2.name];
  const lead = !step.routine && !covered && step.lead ? 0 : -1;
  return out.filter((c, i) => !echoes(c, said) && (i === lead || !notedNumbers(c, said, seats)));
}

/** Drops a leading subject already established: 林焰召唤… -> 召唤…, 林焰的「血奴」… -> 「血奴」… */
function elide(text: string, name: string, lang: ChapterLang): { text: string; verb: boolean } | null {
  const poss = lang === 'zh' ? `${name}的` : `${name}'s `;
  // English keeps a possessive (their score, their Night Crow); Chinese needs none (「夜鸦」…)
  if (text.startsWith(poss))
    return { text: (lang === 'zh' ? '' : 'their ') + text.slice(poss.length), verb: false };
  const bare = lang === 'zh' ? name : `${name} `;
  if (text.startsWith(bare) && text.length > bare.length)
    return { text: text.slice(bare.length), verb: true };
  return null;
}

/** A clause without its closing bracketed remark: 无需代价（命运抽卡带来的免费召唤） -> 无需代价. */
const bare = (c: string) => c.replace(/（[^（）]*）$/u, '');

/**
 * A Chinese clause without what the clause before it just said: 「夜鸦」的效果触发，苏冥因「夜鸦」的效果失去… drops the
 * second 因「夜鸦」的效果; …「步兵」直接攻击项燕，「步兵」对项燕造成三点伤害 drops 「步兵」对项燕 (the attack's damage).
 */
function echoless(c: string, before: string): string {
  const cause = /因(「[^「」]+」)的效果/u.exec(c);
  if (cause && before.endsWith(`${cause[1]}的效果触发`)) return c.replace(cause[0], '');
  const hit = /^(「[^「」]+」)对(.+?)造成/u.exec(c);
  if (hit && before.includes(`${hit[1]}`) && /攻击/u.test(before) && before.endsWith(hit[2]))
    return c.slice(hit[0].length - 2);
  return c;
}

class Composer {
  readonly out: DraftBlock[] = [];
  private para: Run[] = [];
  private sentence: Run[] = [];
  private subject: string | null = null;
  private sentenceSteps = 0;
  private paraSeat: string | null = null;
  private paraGroup: ToldStep['group'] | null = null;
  /** Whether the last clause told was the acting seat's own (so the next one may leave the name out). */
  private actorSpoke = false;
  /** Whether the last clause told was about the other seat (苏冥受到…): the next step names its actor again. */
  private otherSpoke = false;
  /** Whether the current sentence has named its subject seat. */
  private sentenceNamed = false;
  /** The seat whose name opened the last sentence of this paragraph and whose clause closed it, if one did. */
  private goesOn: string | null = null;
  private openedBy: string | null = null;
  private rot = 0;
  private lastConnective = '';
  /** Clauses already told in this section (zh), for 同样 instead of the same words again. */
  private readonly toldClauses = new Set<string>();
  constructor(private readonly input: ProseInput) {}

  /** The next connective in rotation, never the one this paragraph used last (随后…，随后…). */
  private pick(list: readonly string[]): string {
    const core = (w: string) => w.replace(/[，,;\s]/gu, '').toLowerCase();
    let w = list[this.rot++ % list.length];
    if (core(w) && core(w) === this.lastConnective) w = list[this.rot++ % list.length];
    if (core(w)) this.lastConnective = core(w);
    return w;
  }

  private text(s: string): string {
    const t = belowZero(s, this.input.lang);
    if (this.input.lang === 'en') return countSameEn(t);
    const { p1, p2 } = this.input.players;
    return bothSeats(countSameZh(zhNumerals(t), this.input.measure ?? '张'), [p1.name, p2.name]);
  }

  endSentence() {
    if (this.sentence.length === 0) return;
    const zh = this.input.lang === 'zh';
    const first = this.sentence[0];
    if (!zh && first.text) first.text = first.text[0].toUpperCase() + first.text.slice(1);
    if (!zh && this.para.length > 0) this.para.push({ text: ' ' });
    this.para.push(...this.sentence, { text: zh ? '。' : '.' });
    this.goesOn = this.actorSpoke ? this.openedBy : null;
    this.openedBy = null;
    this.sentence = [];
    this.sentenceSteps = 0;
    this.subject = null;
    this.actorSpoke = false;
    this.otherSpoke = false;
    this.sentenceNamed = false;
  }

  endParagraph() {
    this.endSentence();
    if (this.para.length > 0) this.out.push({ kind: 'paragraph', runs: this.para });
    this.para = [];
    this.paraSeat = null;
    this.paraGroup = null;
    this.lastConnective = '';
    this.goesOn = null;
  }

  /** Append one step's clauses to the prose, joining it to the sentence of the same seat where it fits. */
  tell(step: ToldStep, clauses: string[]) {
    if (clauses.length === 0) return;
    const { lang, players } = this.input;
    const seat = step.actor === 'p1' || step.actor === 'p2' ? step.actor : null;
    const name = seat ? players[seat].name : null;
    const length = this.sentence.reduce((n, r) => n + r.text.length, 0);
    // what followed a pass (an attack resolving when priority passes) belongs to the moment it ends
    const group = step.routine && this.paraGroup ? this.paraGroup : step.group;
    if (this.paraSeat !== null && (this.paraSeat !== name || this.paraGroup !== group)) this.endParagraph();
    if (
      this.subject !== name ||
      this.sentenceSteps >= MAX_STEPS ||
      length + clauses.join('').length > MAX_CHARS[lang]
    )
      this.endSentence();
    if (this.para.reduce((n, r) => n + r.text.length, 0) > PARA_CHARS[lang]) this.endParagraph();
    const zh = lang === 'zh';
    const lastText = () => [...this.sentence].reverse().find((r) => r.seq !== undefined)?.text ?? '';
    clauses.forEach((raw, i) => {
      let c = raw;
      let verb = false;
      if (zh && i > 0) {
        const again = this.again(c, this.sentenceSteps > 0 || i > 1);
        if (again === null) return;
        c = again;
      }
      if (zh && this.sentence.length > 0) c = echoless(c, lastText());
      const own = name !== null && raw.startsWith(name);
      // the seat itself is the subject (林焰召唤…), not one of its cards or places (林焰的第一号祭坛…)
      const bareSubject = own && !raw.startsWith(zh ? `${name}的` : `${name}'s `);
      // the name is left out only where this sentence has said it (「鬼谷子」攻击…，接着把… would read as the card's)
      if (
        name &&
        this.sentenceNamed &&
        this.sentence.length > 0 &&
        (this.actorSpoke || (i === 0 && !this.otherSpoke))
      ) {
        const e = elide(c, name, lang);
        if (e) ({ text: c, verb } = e);
      }
      // a sentence that goes on with the last one's subject leaves the name out: …。随后把…
      const goOn = zh && name !== null && this.sentence.length === 0 && i === 0 && bareSubject;
      const goesOn = goOn && this.goesOn === name && this.para.length > 0 && c.length > name!.length;
      if (goesOn) c = c.slice(name!.length);
      if (this.sentence.length === 0 && i === 0) this.openedBy = bareSubject ? name : null;
      this.actorSpoke = bareSubject;
      this.otherSpoke = seat !== null && raw.startsWith(players[seat === 'p1' ? 'p2' : 'p1'].name);
      if (own) this.sentenceNamed = true;
      if (/^[（(]/u.test(c) && this.sentence.length > 0) {
        // a bracketed remark belongs to the clause before it
      } else if (goesOn) {
        this.sentence.push({ text: this.pick(ZH_GO_ON) });
      } else if (this.sentence.length === 0) {
        const open = zh ? this.pick(ZH_OPEN) : this.pick(EN_OPEN);
        if (open && this.para.length > 0) this.sentence.push({ text: open });
      } else if (i === 0 && zh && step.routine) {
        // what followed a pass is the outcome of the action before it (the attack resolving), not a next action
        this.sentence.push({ text: '，' });
      } else if (i === 0) {
        this.sentence.push({ text: zh ? `，${this.pick(verb ? ZH_VERB : ZH_NOUN)}` : this.pick(EN_JOIN) });
      } else if (!zh && i === clauses.length - 1 && !MEASURE_EN.test(c)) {
        // English closes a step's list of what followed with "and" (no comma splice)
        this.sentence.push({ text: ', and ' });
      } else this.sentence.push({ text: zh ? '，' : ', ' });
      let shown = this.text(c);
      const seats = [players.p1.name, players.p2.name];
      const said = this.sentence.map((r) => r.text).join('');
      if (zh && this.sentence.some((r) => r.seq !== undefined))
        shown = restatedSubject(restatedOwner(shown, said, seats), lastText(), seats);
      if (!zh) shown = this.remarkOnce(restatedEn(shown, said, seats));
      this.sentence.push({ text: shown, seq: step.seq });
    });
    this.subject = name;
    this.paraSeat = name;
    this.paraGroup = group;
    this.sentenceSteps++;
  }

  /**
   * A circumstance told again in this section with its reason (无需代价（命运抽卡带来的免费召唤）) reads 同样无需代价; within one
   * sentence that already said it, it is not said a third time (null). Clauses with numbers are measures, always
   * told.
   */
  private again(c: string, inSentence: boolean): string | null {
    const { p1, p2 } = this.input.players;
    // only a circumstance with its reason in brackets, without a subject of its own (a card, a player), takes 同样
    if (!/^[^\d「（]{2,}（[^（）\d]+）$/u.test(c) || c.startsWith(p1.name) || c.startsWith(p2.name)) return c;
    if (!this.toldClauses.has(c)) {
      this.toldClauses.add(c);
      return c;
    }
    const said = this.sentence.some((r) => r.text.startsWith('同样') && r.text.includes(bare(c)));
    if (inSentence && said) return null;
    return `同样${bare(c)}`;
  }

  /** English: a bracketed remark without numbers said once a turn ((the Fate Draw's free summon), (halved)). */
  private remarkOnce(c: string): string {
    return c.replace(/\s*\([^()\d]+\)/gu, (m) => {
      if (!this.toldClauses.has(m.trim())) return (this.toldClauses.add(m.trim()), m);
      return '';
    });
  }

  /** The author's blocks; prose told after them starts afresh. */
  blocks(blocks: DraftBlock[]) {
    if (blocks.length === 0) return;
    this.endParagraph();
    this.out.push(...blocks);
  }

  /** Engine clauses appended to the author's last paragraph (the note told the action, these follow it). */
  follow(step: ToldStep, clauses: string[]) {
    const last = this.out[this.out.length - 1];
    if (clauses.length === 0 || !last || last.kind !== 'paragraph') return this.tell(step, clauses);
    const zh = this.input.lang === 'zh';
    const sep = (i: number) =>
      i === 0 ? '' : zh ? '，' : i === clauses.length - 1 && !MEASURE_EN.test(clauses[i]) ? ', and ' : ', ';
    const runs: Run[] = clauses.map((c, i) => ({
      text: sep(i) + this.text(c),
      seq: step.seq,
    }));
    if (!zh && runs[0].text) runs[0].text = runs[0].text[0].toUpperCase() + runs[0].text.slice(1);
    last.runs = [...last.runs, { text: zh ? '' : ' ' }, ...runs, { text: zh ? '。' : '.' }];
  }
}

/**
 * A step whose attacker has the name of another card that attacked earlier in the turn names it as another one
 * (林焰的另一只「夜鸦」直接攻击苏冥), so two attacks read as two cards, not one card twice. `seen` holds the card
 * instances each name attacked with, in order.
 */
function another(step: ToldStep, seen: Map<string, string[]>, lang: ChapterLang, measure: string): ToldStep {
  const id = step.arrows.find((a) => a.kind === 'attack' && 'card' in a.from)?.from;
  const en = lang === 'en' ? otherEn(step.lead) : null;
  const name = lang === 'zh' ? /「([^「」]+)」/u.exec(step.lead)?.[1] : en?.name;
  if (!id || !('card' in id) || !name) return step;
  const ids = seen.get(name) ?? [];
  seen.set(name, ids.includes(id.card) ? ids : [...ids, id.card]);
  if (ids.length === 0 || ids.includes(id.card)) return step;
  const lead = en ? en.text : step.lead.replace(`「${name}」`, `另一${measure}「${name}」`);
  return { ...step, lead };
}

/** The blocks of one section (a turn, or the prologue's notes). */
export function composeSection(input: ProseInput, prologueNotes: readonly ChapterNote[] = []): DraftBlock[] {
  const { lang, detail } = input;
  const c = new Composer(input);
  const withCommentary = detail !== 'none';
  for (const n of prologueNotes) c.blocks(noteBlocks(n, lang, withCommentary));
  const attackers = new Map<string, string[]>();
  for (const told of input.steps) {
    const step = another(told, attackers, lang, input.measure ?? '张');
    const notes = input.notes.get(step.seq) ?? [];
    if (step.type === 'fate.pin') {
      // a pin is the author's device, not an event of the story: the draw it fixes is told when it happens
      for (const n of notes) c.blocks(noteBlocks(n, lang, withCommentary));
      continue;
    }
    if (step.type === 'author.ruling') {
      // a ruling is told as the author's aside (the story tells what it did in the author's own notes)
      const text = [step.lead, ...step.details.map((d) => d.text)].join(lang === 'zh' ? '，' : ', ');
      if (withCommentary && text) c.blocks([{ kind: 'aside', runs: [{ text, seq: step.seq }] }]);
      for (const n of notes) c.blocks(noteBlocks(n, lang, withCommentary));
      continue;
    }
    const narration = notes.filter((n) => n.kind === 'narration');
    const covered =
      !step.routine &&
      narration.length > 0 &&
      narration.some((n) => noteCovers(noteText(n.body), step.headZh));
    const said = notes
      .filter((n) => n.kind !== 'commentary')
      .map((n) => noteText(n.body))
      .join('\n');
    if (covered) {
      c.blocks(narration.flatMap((n) => noteBlocks(n, lang, withCommentary)));
      c.follow(step, clausesOf(step, input, true, said));
    } else c.tell(step, clausesOf(step, input, false, said));
    if (input.diagrams.has(step.seq)) c.blocks([{ kind: 'slot', seq: step.seq }]);
    const rest = covered ? notes.filter((n) => n.kind !== 'narration') : notes;
    // a beat's scene break comes after everything the author wrote at that step
    const blocks = rest.flatMap((n) => noteBlocks(n, lang, withCommentary));
    c.blocks([...blocks.filter((b) => b.kind !== 'break'), ...blocks.filter((b) => b.kind === 'break')]);
  }
  c.endParagraph();
  const out = c.out;
  while (out.length > 0 && out[out.length - 1].kind === 'break') out.pop();
  return out.filter((b, i) => !(b.kind === 'break' && out[i + 1]?.kind === 'break'));
}
