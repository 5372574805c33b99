'use client';
/**
 * The new-match form: POSTs to /api/matches and shows the secret edit link (shown once: the server keeps only its
 * hash), then opens the studio through it. Offers the game's scenes first (scene-panel.tsx: one click starts one);
 * also imports a duel script as a new match.
 */
import Link from 'next/link';
import { useState } from 'react';
import type { Seat } from '@/app/contracts/common';
import type { CreateMatchResponse } from '@/app/contracts/authoring';
import { call } from '@/app/ui/api-client';
import { CreatedPanel } from './created-panel';
import { sceneDecks, type GameChoice } from './new-match-choices';
import { ScenePanel } from './scene-panel';
import type { Lang, Text } from './strings';
import { tx } from './strings';
import styles from './studio.module.css';

const L = {
  title: { zh: '新对局', en: 'New match' },
  game: { zh: '游戏', en: 'Game' },
  matchTitle: { zh: '标题（可选）', en: 'Title (optional)' },
  p1: { zh: '玩家一', en: 'Player one' },
  p2: { zh: '玩家二', en: 'Player two' },
  playerName: { zh: '名字', en: 'Name' },
  rulesDecide: { zh: '由规则决定', en: 'The rules decide' },
  goesFirst: { zh: '先手', en: 'goes first' },
  deck: { zh: '牌组', en: 'Deck' },
  paste: { zh: '粘贴牌表', en: 'Paste a list' },
  seed: { zh: '随机种子（留空随机）', en: 'Seed (blank: random)' },
  stacked: { zh: '按写下的顺序叠牌（不洗牌）', en: 'Stacked: keep the written order (no shuffle)' },
  first: { zh: '谁先手', en: 'Who goes first' },
  config: { zh: '规则配置覆盖（JSON，可选）', en: 'Rule config overrides (JSON, optional)' },
  position: { zh: '起始局面', en: 'Starting position' },
  positionMode: { zh: '从哪里开始', en: 'Start from' },
  opening: { zh: '正常开局', en: 'The normal opening' },
  custom: { zh: '自己描述局面（JSON）', en: 'Describe a position (JSON)' },
  positionJson: { zh: '局面（JSON）', en: 'Position (JSON)' },
  cardIds: { zh: '卡牌 id 对照表', en: 'Card ids' },
  positionHint: {
    zh: '局面是所写回合开始时（或所写阶段、步骤中）的场面，跳过开局步骤；牌按卡牌 id 写，从该方牌组中取出，没写到的牌留在牌库（按种子洗牌，勾选叠牌则按牌表顺序），也可直接写出该方剩余牌库。从一个示例局面开始修改最方便；完整格式见项目的规则参考（docs/rules）“起始局面”一节。',
    en: 'A position is the board at the start of the named turn (or inside the named phase and step); the opening is skipped. Cards are named by card id and taken from that seat’s deck; cards not placed stay in the deck (shuffled by the seed, or in list order when stacked), or a seat’s remaining deck is given exactly. Editing an example is the easiest start; the full shape is in the “Starting positions” section of the rules reference (docs/rules).',
  },
  create: { zh: '创建对局', en: 'Create match' },
  sceneDecks: {
    zh: '这个场景写定了双方剩余的牌库，不用选牌组。',
    en: 'This scene writes out both remaining decks: no deck to choose.',
  },
  setUp: { zh: '或者自己设置对局', en: 'Or set up a match yourself' },
  or: { zh: '或者导入对局脚本', en: 'Or import a duel script' },
  import: { zh: '导入', en: 'Import' },
  advanced: { zh: '高级', en: 'Advanced' },
} satisfies Record<string, Text>;

export function NewMatchForm({
  games,
  lang,
  initialGame,
}: {
  games: GameChoice[];
  lang: Lang;
  initialGame?: string;
}) {
  const t = (k: keyof typeof L) => tx(lang, L[k]);
  const [gameId, setGameId] = useState(initialGame ?? games[0]?.id ?? '');
  const game = games.find((g) => g.id === gameId);
  const [title, setTitle] = useState('');
  const [names, setNames] = useState<Record<Seat, string>>({ p1: '', p2: '' });
  const [deckMode, setDeckMode] = useState<Record<Seat, string>>({ p1: '', p2: '' });
  const [pasted, setPasted] = useState<Record<Seat, string>>({ p1: '', p2: '' });
  const [seed, setSeed] = useState('');
  const [stacked, setStacked] = useState<Record<Seat, boolean>>({ p1: false, p2: false });
  const [first, setFirst] = useState('p1');
  const [config, setConfig] = useState('');
  const [position, setPosition] = useState('');
  const [positionMode, setPositionMode] = useState('opening');
  const [script, setScript] = useState('');
  const [error, setError] = useState<{ code: string; message: Text } | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  /** The example position chosen, if one is. */
  const example = game?.positions.find((x) => x.id === positionMode);

  const modeOf = (seat: Seat) =>
    deckMode[seat] ||
    game?.presets[seat === 'p1' ? 0 : Math.min(1, (game?.presets.length ?? 1) - 1)]?.id ||
    'paste';

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
    let cfg: unknown;
    let pos: unknown;
    try {
      cfg = config.trim() ? JSON.parse(config) : undefined;
      pos = positionMode !== 'opening' && position.trim() ? JSON.parse(position) : undefined;
    } catch (e) {
      setError({
        code: 'ERR_BAD_JSON',
        message: { zh: `JSON 无效：${String(e)}`, en: `Invalid JSON: ${String(e)}` },
      });
      return;
    }
    const decks = Object.fromEntries(
      (['p1', 'p2'] as Seat[]).map((seat) => [
        seat,
        modeOf(seat) === 'paste' ? { list: pasted[seat] } : { preset: modeOf(seat) },
      ]),
    );
    // A scene chosen as the starting position needs no deck list.
    const deckPart = example?.scene ? sceneDecks(example.scene) : { decks };
    const st = (['p1', 'p2'] as Seat[]).filter((x) => stacked[x] && !example?.scene);
    await post('/api/matches', {
      gameId,
      ...(title.trim() ? { title: title.trim() } : {}),
      players: { p1: { name: names.p1 }, p2: { name: names.p2 } },
      ...deckPart,
      ...(seed.trim() ? { seed: Number(seed) } : {}),
      ...(st.length ? { stacked: st } : {}),
      ...(first ? { firstPlayer: first } : {}),
      ...(cfg !== undefined ? { config: cfg } : {}),
      ...(pos !== undefined ? { position: pos } : {}),
    });
  };

  /** A seat's deck: a preset or a pasted list, shuffled or stacked. */
  const deckChoice = (seat: Seat) => (
    <>
      <label>
        {t('deck')}{' '}
        <select
          value={modeOf(seat)}
          onChange={(e) => setDeckMode({ ...deckMode, [seat]: e.target.value })}
          data-testid={`deck-${seat}`}
        >
          {game?.presets.map((p) => (
            <option key={p.id} value={p.id}>
              {tx(lang, p.name)}
            </option>
          ))}
          <option value="paste">{t('paste')}</option>
        </select>
      </label>
      {modeOf(seat) === 'paste' ? (
        <textarea
          className={styles.code}
          rows={4}
          value={pasted[seat]}
          placeholder={game ? tx(lang, game.pasteHint) : ''}
          onChange={(e) => setPasted({ ...pasted, [seat]: e.target.value })}
          data-testid={`paste-${seat}`}
          aria-label={t('paste')}
        />
      ) : null}
      <label>
        <input
          type="checkbox"
          checked={stacked[seat]}
          onChange={(e) => setStacked({ ...stacked, [seat]: e.target.checked })}
        />{' '}
        {t('stacked')}
      </label>
    </>
  );

  if (created) return <CreatedPanel editUrl={created} lang={lang} />;

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
      {error ? (
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
              setDeckMode({ p1: '', p2: '' });
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
        {(['p1', 'p2'] as Seat[]).map((seat) => (
          <fieldset key={seat} className={styles.panel}>
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
            {example?.scene ? (
              <p className={styles.hint} data-testid={`no-deck-${seat}`}>
                {t('sceneDecks')}
              </p>
            ) : (
              deckChoice(seat)
            )}
          </fieldset>
        ))}
        <label>
          {t('first')}{' '}
          <select value={first} onChange={(e) => setFirst(e.target.value)} data-testid="first">
            <option value="p1">
              {names.p1 || t('p1')} {t('goesFirst')}
            </option>
            <option value="p2">
              {names.p2 || t('p2')} {t('goesFirst')}
            </option>
            <option value="">
              {t('rulesDecide')}
              {game?.firstPlayerRule ? `：${tx(lang, game.firstPlayerRule)}` : ''}
            </option>
          </select>
        </label>
        <fieldset className={styles.panel} data-testid="position">
          <legend>{t('position')}</legend>
          <label>
            {t('positionMode')}{' '}
            <select
              value={positionMode}
              onChange={(e) => {
                const mode = e.target.value;
                setPositionMode(mode);
                const chosen = game?.positions.find((x) => x.id === mode);
                if (chosen) {
                  setPosition(chosen.json);
                  if (chosen.decks) setDeckMode({ ...chosen.decks });
                }
              }}
              data-testid="position-mode"
            >
              <option value="opening">{t('opening')}</option>
              {game?.positions.map((x) => (
                <option key={x.id} value={x.id}>
                  {tx(lang, x.name)}
                </option>
              ))}
              <option value="custom">{t('custom')}</option>
            </select>
          </label>
          {positionMode === 'opening' ? null : (
            <>
              {example ? <p data-testid="position-description">{tx(lang, example.description)}</p> : null}
              <p className={styles.hint}>{t('positionHint')}</p>
              <details data-testid="card-ids">
                <summary>{t('cardIds')}</summary>
                <ul className={styles.cardIds}>
                  {game?.cards.map((c) => (
                    <li key={c.id}>
                      <code>{c.id}</code> {tx(lang, c.name)}
                    </li>
                  ))}
                </ul>
              </details>
              <label>
                {t('positionJson')}{' '}
                <textarea
                  className={styles.code}
                  rows={12}
                  value={position}
                  placeholder={game?.positions[0]?.json}
                  onChange={(e) => setPosition(e.target.value)}
                  data-testid="position-json"
                  aria-label={t('positionJson')}
                />
              </label>
            </>
          )}
        </fieldset>
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
      <form
        className={`${styles.form} ${styles.panel}`}
        onSubmit={(e) => {
          e.preventDefault();
          void post('/api/matches/import', { script });
        }}
      >
        <h2>{t('or')}</h2>
        <textarea
          className={styles.code}
          rows={8}
          value={script}
          onChange={(e) => setScript(e.target.value)}
          data-testid="script"
          aria-label={t('or')}
          placeholder={'game: wuhunzhi\np1 name: …\np2 name: …\np1 deck mainDeck: …'}
        />
        <button type="submit" className="btn" disabled={!script.trim()} data-testid="import">
          {t('import')}
        </button>
      </form>
    </main>
  );
}
