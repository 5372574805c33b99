/** The draft's own words (headings, the line under the title, captions), Chinese and English. */
import 'server-only';
import type { AnyGameDefinition, Perspective, Seat } from '@/machines/engine';
import { zhNumber } from './numerals';
import type { ChapterLang, Detail } from './types';

type Players = Record<Seat, { name: string }>;

export function sectionTitle(turn: number, seat: Seat | null, players: Players, lang: ChapterLang): string {
  if (turn === 0) return lang === 'zh' ? '序' : 'Prologue';
  const who = seat ? players[seat].name : null;
  if (lang === 'zh') return `第${zhNumber(turn)}回合${who ? ` · ${who}` : ''}`;
  return `Turn ${turn}${who ? ` · ${who}` : ''}`;
}

export function perspectiveWords(p: Perspective, players: Players, lang: ChapterLang): string {
  if (p === 'omniscient') return lang === 'zh' ? '全知视角' : 'omniscient narrator';
  return lang === 'zh' ? `${players[p].name}的视角` : `${players[p].name}'s point of view`;
}

const DETAIL: Record<Detail, { zh: string; en: string }> = {
  all: { zh: '保留全部数值', en: 'every number' },
  decisive: { zh: '只留关键数值', en: 'decisive numbers only' },
  none: { zh: '不含数值', en: 'no numbers' },
};
export const detailWords = (d: Detail, lang: ChapterLang) => DETAIL[d][lang];

export function subtitle(
  def: AnyGameDefinition,
  players: Players,
  p: Perspective,
  d: Detail,
  lang: ChapterLang,
): string {
  const vs = lang === 'zh' ? ' 对 ' : ' vs ';
  return [
    def.name[lang],
    `${players.p1.name}${vs}${players.p2.name}`,
    perspectiveWords(p, players, lang),
    detailWords(d, lang),
  ].join(' · ');
}

/** A diagram's caption: where in the chapter it is, and the step it shows. */
export function caption(section: string, action: string, lang: ChapterLang): string {
  const what = action || (lang === 'zh' ? '此刻的局面' : 'the board at this moment');
  return lang === 'zh' ? `${section}：${what}` : `${section}: ${what}`;
}
