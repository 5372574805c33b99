'use client';
/**
 * The sets this browser holds, grouped by game, with the forms to create a set and to import a set file. A new
 * or imported set opens in the set editor.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { Lang, Text } from '@/app/contracts/common';
import type { CardSetSummary } from '@/app/contracts/card-sets';
import type { ApiError } from '@/app/contracts/errors';
import { createSet, importSet, listSets } from './card-api';
import { Refusal } from './refusal';
import styles from './cards.module.css';
import { cardCount, w } from './words';

export function CardSets({ lang, games }: { lang: Lang; games: Array<{ id: string; name: Text }> }) {
  const router = useRouter();
  const [sets, setSets] = useState<CardSetSummary[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [gameId, setGameId] = useState(games[0]?.id ?? '');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void listSets().then((r) => {
      if (!live) return;
      if (r.ok) return setSets(r.data.sets);
      setError(r.error);
      setSets([]);
    });
    return () => {
      live = false;
    };
  }, []);

  const opened = (r: Awaited<ReturnType<typeof createSet>>) => {
    setBusy(false);
    if (r.ok) router.push(`/cards/${encodeURIComponent(r.data.set.setId)}`);
    else setError(r.error);
  };

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      setError({ code: 'ERR_BAD_FILE', message: { zh: w('zh', 'badFile'), en: w('en', 'badFile') } });
      return;
    }
    setBusy(true);
    opened(await importSet(parsed));
  };

  const gameName = (id: string) => games.find((g) => g.id === id)?.name[lang] ?? id;
  const byGame = games.map((g) => ({ game: g, sets: (sets ?? []).filter((s) => s.gameId === g.id) }));

  return (
    <div className={styles.page}>
      <h1>{w(lang, 'myCards')}</h1>
      <p className="muted">{w(lang, 'intro')}</p>
      {error ? <Refusal lang={lang} error={error} onDismiss={() => setError(null)} /> : null}
      <div className={styles.twoForms}>
        <form
          className={styles.panel}
          data-testid="new-set"
          onSubmit={(e) => {
            e.preventDefault();
            setBusy(true);
            void createSet(gameId, name.trim()).then(opened);
          }}
        >
          <h2>{w(lang, 'newSet')}</h2>
          <label className={styles.field}>
            <span>{w(lang, 'game')}</span>
            <select value={gameId} onChange={(e) => setGameId(e.target.value)} data-testid="new-set-game">
              {games.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name[lang]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{w(lang, 'setName')}</span>
            <input
              value={name}
              maxLength={80}
              required
              onChange={(e) => setName(e.target.value)}
              data-testid="new-set-name"
            />
          </label>
          <button
            type="submit"
            className="btn play"
            disabled={busy || !name.trim()}
            data-testid="new-set-create"
          >
            {w(lang, 'create')}
          </button>
        </form>
        <div className={styles.panel}>
          <h2>{w(lang, 'importSet')}</h2>
          <label className={styles.field}>
            <span className="muted">{w(lang, 'importHelp')}</span>
            <input
              type="file"
              accept=".json,application/json"
              disabled={busy}
              data-testid="import-set"
              onChange={(e) => void onImport(e.target.files?.[0])}
            />
          </label>
        </div>
      </div>
      {sets === null ? (
        <p className="muted">{w(lang, 'loading')}</p>
      ) : sets.length === 0 ? (
        <p className="empty" data-testid="sets-empty">
          {w(lang, 'noSets')}
        </p>
      ) : (
        byGame
          .filter((g) => g.sets.length)
          .map(({ game, sets: list }) => (
            <section key={game.id} className={styles.panel} data-testid="set-group" data-game={game.id}>
              <h2>{gameName(game.id)}</h2>
              <ul className={styles.setList}>
                {list.map((s) => (
                  <li key={s.setId} data-testid="set-row">
                    <Link href={`/cards/${encodeURIComponent(s.setId)}`}>{s.name}</Link>
                    <span className="muted">
                      {cardCount(lang, s.cardCount)} · {w(lang, 'revisionN', { n: s.revision })} ·{' '}
                      {new Date(s.createdAt).toLocaleDateString(lang === 'zh' ? 'zh-CN' : 'en')}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))
      )}
    </div>
  );
}
