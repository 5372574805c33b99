/**
 * The table of matches that the library (/) and "my duels" (/mine) both show: one row per match with its title,
 * game, players, length and last change, plus the columns a page adds (publication, links). Server-rendered.
 */
import type { ReactNode } from 'react';
import type { Text } from '@/app/contracts/common';
import { t, type Lang } from '@/app/lib/i18n';
import { getGame } from '@/machines/registry';

/** What every listed match has. */
export interface MatchSummary {
  id: string;
  title: string;
  gameId: string;
  players: { p1: { name: string }; p2: { name: string } };
  length: number;
  updatedAt: string | number | Date;
}

/** One column: its heading, its cell, and any attributes the cell carries besides its label. */
export interface MatchColumn<R> {
  label: Text;
  cell: (row: R) => ReactNode;
  attrs?: (row: R) => Record<string, string>;
}

export const MATCH_TABLE_WORDS = {
  match: { zh: '对局', en: 'Match' },
  game: { zh: '游戏', en: 'Game' },
  players: { zh: '对战双方', en: 'Players' },
  length: { zh: '步数', en: 'Steps' },
  updated: { zh: '最后修改', en: 'Last change' },
} satisfies Record<string, Text>;

const W = MATCH_TABLE_WORDS;

/** The columns every match table has, in order, with `extra` placed after the players. */
function columnsOf<R extends MatchSummary>(lang: Lang, extra: MatchColumn<R>[]): MatchColumn<R>[] {
  const fmt = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return [
    { label: W.game, cell: (m) => t(lang, getGame(m.gameId)?.name ?? { zh: m.gameId, en: m.gameId }) },
    {
      label: W.players,
      cell: (m) => (
        <>
          {m.players.p1.name} vs {m.players.p2.name}
        </>
      ),
    },
    ...extra,
    { label: W.length, cell: (m) => m.length },
    { label: W.updated, cell: (m) => fmt.format(new Date(m.updatedAt)) },
  ];
}

export function MatchTable<R extends MatchSummary>({
  lang,
  rows,
  testId,
  title,
  rowAttrs,
  extra = [],
  end = [],
}: {
  lang: Lang;
  rows: R[];
  testId: string;
  /** The title cell's content. */
  title: (row: R) => ReactNode;
  rowAttrs: (row: R) => Record<string, string>;
  /** Columns after the players. */
  extra?: MatchColumn<R>[];
  /** Columns after the last change. */
  end?: MatchColumn<R>[];
}) {
  const columns = [...columnsOf(lang, extra), ...end];
  return (
    <table className="library" data-testid={testId}>
      <thead>
        <tr>
          <th>{t(lang, W.match)}</th>
          {columns.map((c) => (
            <th key={c.label.en}>{t(lang, c.label)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => (
          <tr key={m.id} {...rowAttrs(m)}>
            <td className="lib-title">{title(m)}</td>
            {columns.map((c) => (
              <td key={c.label.en} data-label={t(lang, c.label)} {...c.attrs?.(m)}>
                {c.cell(m)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
