'use client';
/**
 * The new-match form: POSTs to /api/matches and shows the secret edit link (shown once: the server keeps only its
 * hash), then opens the studio through it. Offers the game's scenes first (scene-panel.tsx: one click starts one);
 * the author's custom cards (custom-cards-panel.tsx) for decks built by name (deck-choice.tsx, deck-builder.tsx)
 * and positions; also imports a duel script as a new match.
 */
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import type { Seat } from '@/app/contracts/common';
import type { CreateMatchResponse } from '@/app/contracts/authoring';
import type { ApiError } from '@/app/contracts/errors';
import { call } from '@/app/ui/api-client';
import { CreatedPanel } from './created-panel';
import { CustomCardsPanel } from './custom-cards-panel';
import { DeckChoice } from './deck-choice';
import { addCard, deckModelOf, deckPasteOf, parseDeckPaste, partFor } from './deck-model';
import { ImportScriptForm } from './import-script-form';
import type { CardChoice, GameChoice } from './new-match-choices';
import { createRequestOf, deckErrorOf } from './new-match-request';
import { nm } from './new-match-words';
import { PositionFieldset } from './position-fieldset';
import { ScenePanel } from './scene-panel';
import type { Lang } from './strings';
import { tx } from './strings';
import styles from './studio.module.css';
import { useCardSets } from './use-card-sets';

const SEATS: Seat[] = ['p1', 'p2'];
const perSeat = <T,>(v: T): Record<Seat, T> => ({ p1: v, p2: v });

export function NewMatchForm({
  games,
  lang,
  initialGame,
}: {
  games: GameChoice[];
  lang: Lang;
  initialGame?: string;
}) {
  const t = (k: Parameters<typeof nm>[1]) => nm(lang, k);
  const [gameId, setGameId] = useState(initialGame ?? games[0]?.id ?? '');
  const game = games.find((g) => g.id === gameId);
  const [title, setTitle] = useState('');
  const [names, setNames] = useState<Record<Seat, string>>(perSeat(''));
  const [deckMode, setDeckMode] = useState<Record<Seat, string>>(perSeat(''));
  const [pasted, setPasted] = useState<Record<Seat, string>>(perSeat(''));
  const [seed, setSeed] = useState('');
  const [stacked, setStacked] = useState<Record<Seat, boolean>>(perSeat(false));
  const [first, setFirst] = useState('p1');
  const [config, setConfig] = useState('');
  const [position, setPosition] = useState('');
  const [positionMode, setPositionMode] = useState('opening');
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<ApiError | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const cardSets = useCardSets(gameId, picked);

  /** Starter and picked custom cards by id (a custom card never shadows a starter one). */
  const catalog = useMemo(() => {
    const m = new Map<string, CardChoice>();
    for (const c of cardSets.cards) m.set(c.id, c);
    for (const c of game?.cards ?? []) m.set(c.id, c);
    return m;
  }, [cardSets.cards, game]);

  /** The example position chosen, if one is. */
  const example = game?.positions.find((x) => x.id === positionMode);

  const modeOf = (seat: Seat) =>
    deckMode[seat] ||
    game?.presets[seat === 'p1' ? 0 : Math.min(1, (game?.presets.length ?? 1) - 1)]?.id ||
    'paste';
  const presetPaste = (id: string) => {
    const p = game?.presets.find((x) => x.id === id);
    return p ? deckPasteOf(deckModelOf(p.deck)) : '';
  };
  /** A seat's list as it stands: its paste, or its preset written as one. */
  const listOf = (seat: Seat) => (modeOf(seat) === 'paste' ? pasted[seat] : presetPaste(modeOf(seat)));

  const setMode = (seat: Seat, mode: string) => {
    // Leaving a preset for a paste starts the paste from that preset's list.
    if (mode === 'paste' && !pasted[seat].trim()) setPasted({ ...pasted, [seat]: listOf(seat) });
    setDeckMode({ ...deckMode, [seat]: mode });
  };

  const addToDeck = (seat: Seat, card: CardChoice) => {
    const model = parseDeckPaste(listOf(seat));
    const next = addCard(model, partFor(model, card.face, game?.deckParts), card.id);
    setPasted({ ...pasted, [seat]: deckPasteOf(next) });
    setDeckMode({ ...deckMode, [seat]: 'paste' });
  };

  useEffect(() => {
    if (error)
      document
        .querySelector('[data-testid=error], [data-testid^=deck-error-]')
        ?.scrollIntoView({ block: 'center' });
  }, [error]);

  const post = async (url: string, body: unknown) => {
    setError(null);
    const r = await call<Pick<CreateMatchResponse, 'editUrl'>>(url, 'POST', body);
    if (!r.ok) {
      setError(r.error);
      return;
    }
    setCreated(r.data.editUrl);
  };

  const submit = async () => {
    const req = createRequestOf({
      gameId,
      title,
      names,
      deckMode: { p1: modeOf('p1'), p2: modeOf('p2') },
      pasted,
      seed,
      stacked,
      first,
      config,
      position,
      positionMode,
      ...(example?.scene ? { scene: example.scene } : {}),
      cardSets: picked,
    });
    if (!('ok' in req)) {
      setError(req);
      return;
    }
    await post('/api/matches', req.body);
  };

  if (created) return <CreatedPanel editUrl={created} lang={lang} />;

  /** A deck-list refusal is shown at its list; every other refusal at the top. */
  const atList = SEATS.some((seat) => deckErrorOf(error, seat) && modeOf(seat) === 'paste');

  return (
    <main className="container">
      <h1>{t('title')}</h1>
      <p className="muted" data-testid="my-cards-link">
        {lang === 'zh'
          ? '故事里的卡牌不在自带卡牌中？先在'
          : "A card of your story isn't a starter card? Write it in "}
        <Link href="/cards">{lang === 'zh' ? '「我的卡牌」' : 'My cards'}</Link>
        {lang === 'zh' ? '里写好。' : ' first.'}
      </p>
      {error && !atList ? (
        <div className={styles.error} role="alert" data-testid="error" data-code={error.code}>
          <code>{error.code}</code>
          <div lang="zh-CN">{error.message.zh}</div>
          <div lang="en">{error.message.en}</div>
        </div>
      ) : null}
      <form
        className={`${styles.form} ${styles.panel}`}
        data-testid="new-match"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label>
          {t('game')}{' '}
          <select
            value={gameId}
            onChange={(e) => {
              setGameId(e.target.value);
              setDeckMode(perSeat(''));
              setPasted(perSeat(''));
              setPicked([]);
              setPositionMode('opening');
              setPosition('');
            }}
            data-testid="game"
          >
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {tx(lang, g.name)}
              </option>
            ))}
          </select>
        </label>
        <ScenePanel
          gameId={gameId}
          scenes={game?.positions.filter((x) => x.scene) ?? []}
          lang={lang}
          names={names}
          seed={seed}
          onError={setError}
        />
        <h2>{t('setUp')}</h2>
        <label>
          {t('matchTitle')}{' '}
          <input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={200}
            data-testid="title"
          />
        </label>
        <CustomCardsPanel
          lang={lang}
          sets={cardSets.sets}
          picked={picked}
          onPick={setPicked}
          cards={cardSets.cards}
          names={names}
          onAdd={addToDeck}
          error={cardSets.error}
        />
        {SEATS.map((seat) => (
          <fieldset key={seat} className={styles.panel} data-testid={`seat-${seat}`}>
            <legend>{t(seat)}</legend>
            <label>
              {t('playerName')}{' '}
              <input
                value={names[seat]}
                onChange={(e) => setNames({ ...names, [seat]: e.target.value })}
                required
                maxLength={40}
                data-testid={`name-${seat}`}
              />
            </label>
            {example?.scene || !game ? (
              <p className={styles.hint} data-testid={`no-deck-${seat}`}>
                {t('sceneDecks')}
              </p>
            ) : (
              <DeckChoice
                seat={seat}
                game={game}
                lang={lang}
                mode={modeOf(seat)}
                onMode={(m) => setMode(seat, m)}
                paste={pasted[seat]}
                onPaste={(text) => setPasted((p) => ({ ...p, [seat]: text }))}
                stacked={stacked[seat]}
                onStacked={(v) => setStacked({ ...stacked, [seat]: v })}
                catalog={catalog}
                error={deckErrorOf(error, seat)}
              />
            )}
          </fieldset>
        ))}
        <label>
          {t('first')}{' '}
          <select value={first} onChange={(e) => setFirst(e.target.value)} data-testid="first">
            {SEATS.map((seat) => (
              <option key={seat} value={seat}>
                {names[seat] || t(seat)} {t('goesFirst')}
              </option>
            ))}
            <option value="">
              {t('rulesDecide')}
              {game?.firstPlayerRule ? `：${tx(lang, game.firstPlayerRule)}` : ''}
            </option>
          </select>
        </label>
        <PositionFieldset
          game={game}
          lang={lang}
          mode={positionMode}
          onMode={(mode) => {
            setPositionMode(mode);
            const chosen = game?.positions.find((x) => x.id === mode);
            if (chosen) {
              setPosition(chosen.json);
              if (chosen.decks) setDeckMode({ ...chosen.decks });
            }
          }}
          json={position}
          onJson={setPosition}
          custom={cardSets.cards}
        />
        <details>
          <summary>{t('advanced')}</summary>
          <div className={styles.form}>
            <label>
              {t('seed')}{' '}
              <input
                inputMode="numeric"
                pattern="[0-9]*"
                value={seed}
                onChange={(e) => setSeed(e.target.value)}
                data-testid="seed"
              />
            </label>
            <label>
              {t('config')}{' '}
              <textarea
                className={styles.code}
                rows={2}
                value={config}
                placeholder={game?.config}
                onChange={(e) => setConfig(e.target.value)}
              />
            </label>
          </div>
        </details>
        <button type="submit" className="btn" data-testid="create">
          {t('create')}
        </button>
      </form>
      <ImportScriptForm lang={lang} onImport={(script) => void post('/api/matches/import', { script })} />
    </main>
  );
}
