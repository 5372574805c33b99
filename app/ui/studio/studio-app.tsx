'use client';
/**
 * The authoring studio: play both seats by clicking legal actions, pin fate, rule, undo, branch, annotate, share,
 * export. No rules here: every action comes from the server's legal-action list and every change goes through
 * the authoring API (app/api/matches/…), which validates it with the engine.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Board } from '@/app/ui/board';
import type { ViewEnvelope } from '@/app/lib/viewer-types';
import type { Lang, Text } from './strings';
import { s, tx } from './strings';
import { RulingForm, type RulingOp } from './ruling-form';
import { NotesPanel, type StudioNote } from './notes-panel';
import styles from './studio.module.css';

type Seat = 'p1' | 'p2';
interface Action {
  type: string;
  actor: string;
  payload: unknown;
}
interface LineSummary {
  id: string;
  name: string;
  parentLineId: string | null;
  forkSeq: number | null;
  length: number;
  isMain: boolean;
}
export interface StudioSnapshot {
  matchId: string;
  gameId: string;
  gameName: Text;
  title: string;
  players: Record<Seat, { name: string }>;
  lineId: string;
  mainLineId: string;
  length: number;
  events: Array<{ seq: number; type: string; actor: string; payload: unknown; text: Text }>;
  view: ViewEnvelope;
  legal: Record<Seat, Action[]>;
  lines: LineSummary[];
  notes: StudioNote[];
  deckCards: Record<Seat, Array<{ cardId: string; name: Text; count: number }>>;
  instances: Record<string, string>;
  cardNames: Record<string, Text>;
  rulingHint: string;
  rulingForm: RulingOp[];
}
interface ApiError {
  code: string;
  message: Text;
}

async function call<T>(
  url: string,
  method: string,
  body?: unknown,
): Promise<{ ok: true; data: T } | { ok: false; error: ApiError }> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    data = text;
  }
  if (!res.ok) {
    const e = data as Partial<ApiError>;
    return {
      ok: false,
      error: {
        code: e?.code ?? `HTTP_${res.status}`,
        message: e?.message ?? { zh: String(res.status), en: String(res.status) },
      },
    };
  }
  return { ok: true, data: data as T };
}

/** A readable label for an action: its type and payload, with card instance ids replaced by card names. */
function actionLabel(a: Action, snap: StudioSnapshot, lang: Lang): string {
  const p = a.payload as Record<string, unknown> | null;
  const parts: string[] = [];
  const nameOf = (v: unknown): string => {
    if (typeof v === 'string' && snap.instances[v])
      return `${tx(lang, snap.cardNames[snap.instances[v]] ?? { zh: v, en: v })}`;
    if (Array.isArray(v)) return `[${v.map(nameOf).join(', ')}]`;
    if (v && typeof v === 'object') return JSON.stringify(v);
    return String(v);
  };
  if (p && typeof p === 'object') for (const [k, v] of Object.entries(p)) parts.push(`${k}=${nameOf(v)}`);
  return parts.length ? `${a.type} · ${parts.join(' ')}` : a.type;
}

export function StudioApp({ initial, lang }: { initial: StudioSnapshot; lang: Lang }) {
  const [snap, setSnap] = useState(initial);
  const [selected, setSelected] = useState(initial.length - 1);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const base = `/api/matches/${snap.matchId}`;

  const reload = useCallback(
    async (lineId: string, select?: 'last' | number) => {
      const r = await call<StudioSnapshot>(`${base}?line=${lineId}`, 'GET');
      if (!r.ok) return setError(r.error);
      setSnap(r.data);
      setSelected(
        select === undefined || select === 'last' ? r.data.length - 1 : Math.min(select, r.data.length - 1),
      );
      const url = new URL(window.location.href);
      url.searchParams.set('line', lineId);
      window.history.replaceState(null, '', url.toString());
    },
    [base],
  );

  /** Run a write, show its refusal (zh/en) or reload the line. */
  const write = useCallback(
    async <T,>(url: string, method: string, body: unknown, after?: (data: T) => Promise<void> | void) => {
      setBusy(true);
      setError(null);
      try {
        const r = await call<T>(url, method, body);
        if (!r.ok) {
          // another tab moved the line on: show the conflict and catch up with what was stored
          if (r.error.code === 'ERR_CONFLICT') await reload(snap.lineId, selectedRef.current);
          setError(r.error);
          return false;
        }
        if (after) await after(r.data);
        // a new step selects the end of the line; other changes (notes, names) keep the selected step
        else await reload(snap.lineId, url.endsWith('/actions') ? 'last' : selectedRef.current);
        return true;
      } finally {
        setBusy(false);
      }
    },
    [reload, snap.lineId],
  );

  const act = (action: Action) =>
    write(`${base}/actions`, 'POST', { lineId: snap.lineId, expectedSeq: snap.length, action });

  const grouped = useMemo(() => {
    const out: Record<Seat, Map<string, Action[]>> = { p1: new Map(), p2: new Map() };
    for (const seat of ['p1', 'p2'] as Seat[]) {
      for (const a of snap.legal[seat]) {
        const list = out[seat].get(a.type) ?? [];
        list.push(a);
        out[seat].set(a.type, list);
      }
    }
    return out;
  }, [snap.legal]);

  const currentLine = snap.lines.find((l) => l.id === snap.lineId);
  const names = useMemo(
    () => Object.fromEntries(Object.entries(snap.cardNames).map(([id, t]) => [id, tx(lang, t)])),
    [snap.cardNames, lang],
  );

  return (
    <main className={styles.studio} data-testid="studio" aria-busy={busy}>
      <header className={styles.head}>
        <h1>
          {snap.title}{' '}
          <small className="muted">
            · {tx(lang, snap.gameName)} · {s(lang, 'studio')}
          </small>
        </h1>
        <p className={styles.sub}>
          <span>
            {s(lang, 'line')}: <b data-testid="line-name">{currentLine?.name}</b>
            {snap.lineId === snap.mainLineId ? ` (${s(lang, 'main')})` : ''}
          </span>
          <span>
            {s(lang, 'turn')} <b data-testid="turn">{snap.view.turn}</b>
          </span>
          <span>
            {s(lang, 'phase')} <b data-testid="phase">{snap.view.phase}</b>
          </span>
          <span>
            {s(lang, 'active')} <b>{snap.view.active ? snap.players[snap.view.active].name : '—'}</b>
          </span>
          <span data-testid="seq">#{snap.length - 1}</span>
          <a href={`/m/${snap.matchId}?line=${snap.lineId}`}>{s(lang, 'view')}</a>
        </p>
        {snap.view.result ? (
          <p className="result" data-testid="result">
            {s(lang, 'over')}: {tx(lang, snap.view.result.text)}
          </p>
        ) : null}
        {error ? (
          <div className={styles.error} role="alert" data-testid="error" data-code={error.code}>
            <button
              type="button"
              className={styles.close}
              onClick={() => setError(null)}
              aria-label="×"
              data-testid="error-close"
            >
              ×
            </button>
            <b>{s(lang, 'refused')}</b> <code>{error.code}</code>
            <div lang="zh-CN">{error.message.zh}</div>
            <div lang="en">{error.message.en}</div>
          </div>
        ) : null}
      </header>

      <div className={styles.grid}>
        <section className={styles.left}>
          <div className="board-wrap">
            <Board view={snap.view} names={names} lang={lang} bottom="p1" />
          </div>
          <section className={styles.panel} data-testid="legal">
            <h2>{s(lang, 'legal')}</h2>
            <div className={styles.seats}>
              {(['p1', 'p2'] as Seat[]).map((seat) => (
                <div key={seat} data-testid={`legal-${seat}`}>
                  <h3>
                    {seat} · {snap.players[seat].name}
                  </h3>
                  <p className="muted">
                    {s(lang, 'phase')}: {snap.view.phase}
                  </p>
                  {grouped[seat].size === 0 ? <p className="muted">{s(lang, 'none')}</p> : null}
                  {[...grouped[seat]].map(([type, list]) => (
                    <details
                      key={type}
                      open={type !== 'match.concede' && list.length <= 40}
                      className={styles.group}
                    >
                      <summary>
                        {type === 'match.concede' ? s(lang, 'concede') : type} ({list.length})
                      </summary>
                      <div className={styles.buttons}>
                        {list.map((a, i) => (
                          <button
                            key={i}
                            type="button"
                            className={styles.action}
                            disabled={busy}
                            data-testid="legal-action"
                            data-seat={seat}
                            data-type={a.type}
                            data-payload={JSON.stringify(a.payload)}
                            onClick={() => act(a)}
                          >
                            {actionLabel(a, snap, lang)}
                          </button>
                        ))}
                      </div>
                    </details>
                  ))}
                </div>
              ))}
            </div>
          </section>
          <StepsList snap={snap} lang={lang} selected={selected} onSelect={setSelected} />
        </section>

        <aside className={styles.side}>
          <section className={styles.panel}>
            <button
              type="button"
              className="btn"
              data-testid="undo"
              disabled={busy || snap.length <= 1}
              onClick={() =>
                write<{ lineId: string }>(
                  `${base}/undo`,
                  'POST',
                  { lineId: snap.lineId, expectedSeq: snap.length },
                  (d) => reload(d.lineId),
                )
              }
            >
              ↶ {s(lang, 'undo')}
            </button>
            <p className="muted">{s(lang, 'undoHelp')}</p>
          </section>
          <FatePanel snap={snap} lang={lang} busy={busy} act={act} />
          <section className={styles.panel} data-testid="ruling">
            <h2>{s(lang, 'ruling')}</h2>
            <RulingForm
              ops={snap.rulingForm}
              hint={snap.rulingHint}
              lang={lang}
              busy={busy}
              instances={snap.instances}
              names={names}
              onSubmit={(change, reason) =>
                act({ type: 'author.ruling', actor: 'author', payload: { change, reason } })
              }
              onError={setError}
            />
          </section>
          <LinesPanel
            snap={snap}
            lang={lang}
            busy={busy}
            selected={selected}
            write={write}
            reload={reload}
            base={base}
          />
          <NotesPanel
            key={`${snap.lineId}:${selected}`}
            notes={snap.notes}
            lineId={snap.lineId}
            seq={selected}
            lang={lang}
            busy={busy}
            base={base}
            write={write}
          />
          <SharePanel snap={snap} lang={lang} selected={selected} base={base} onError={setError} />
          <ScriptPanel snap={snap} lang={lang} onError={setError} />
        </aside>
      </div>
    </main>
  );
}

function StepsList({
  snap,
  lang,
  selected,
  onSelect,
}: {
  snap: StudioSnapshot;
  lang: Lang;
  selected: number;
  onSelect: (n: number) => void;
}) {
  const noteCount = useMemo(() => {
    const m = new Map<number, number>();
    for (const n of snap.notes) m.set(n.seq, (m.get(n.seq) ?? 0) + 1);
    return m;
  }, [snap.notes]);
  return (
    <section className={styles.panel}>
      <h2>{s(lang, 'steps')}</h2>
      <ol className={styles.steps} data-testid="steps">
        {snap.events.map((e) => (
          <li
            key={e.seq}
            className={e.seq === selected ? styles.current : undefined}
            data-seq={e.seq}
            data-testid="step"
          >
            <button
              type="button"
              onClick={() => onSelect(e.seq)}
              aria-current={e.seq === selected ? 'step' : undefined}
            >
              <span className="muted">#{e.seq}</span>{' '}
              <span className={e.type === 'author.ruling' ? styles.rulingText : undefined}>
                {tx(lang, e.text)}
              </span>
              {noteCount.get(e.seq) ? <span className={styles.badge}>✎{noteCount.get(e.seq)}</span> : null}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

function FatePanel({
  snap,
  lang,
  busy,
  act,
}: {
  snap: StudioSnapshot;
  lang: Lang;
  busy: boolean;
  act: (a: Action) => Promise<boolean>;
}) {
  const [seat, setSeat] = useState<Seat>('p1');
  const [card, setCard] = useState('');
  const cards = snap.deckCards[seat];
  const pins = (snap.view.pins ?? []) as Array<Record<string, unknown>>;
  return (
    <section className={styles.panel} data-testid="fate">
      <h2>{s(lang, 'fate')}</h2>
      <form
        className={styles.row}
        onSubmit={(e) => {
          e.preventDefault();
          const cardId = card || cards[0]?.cardId;
          if (cardId)
            void act({ type: 'fate.pin', actor: 'author', payload: { kind: 'draw', seat, cardId } });
        }}
      >
        <label>
          {s(lang, 'pinDraw')}{' '}
          <select
            value={seat}
            onChange={(e) => (setSeat(e.target.value as Seat), setCard(''))}
            data-testid="pin-seat"
            aria-label={s(lang, 'seat')}
          >
            <option value="p1">p1 · {snap.players.p1.name}</option>
            <option value="p2">p2 · {snap.players.p2.name}</option>
          </select>
        </label>
        <select
          value={card}
          onChange={(e) => setCard(e.target.value)}
          data-testid="pin-card"
          aria-label={s(lang, 'card')}
        >
          {cards.map((c) => (
            <option key={c.cardId} value={c.cardId}>
              {tx(lang, c.name)} ×{c.count}
            </option>
          ))}
        </select>
        <button type="submit" className="btn" disabled={busy || !cards.length} data-testid="pin-draw">
          {s(lang, 'pin')}
        </button>
      </form>
      <div className={styles.row}>
        <span>{s(lang, 'pinCoin')}</span>
        {(['p1', 'p2'] as Seat[]).map((w) => (
          <button
            key={w}
            type="button"
            className="btn"
            disabled={busy}
            data-testid={`pin-coin-${w}`}
            onClick={() => act({ type: 'fate.pin', actor: 'author', payload: { kind: 'coin', winner: w } })}
          >
            {snap.players[w].name}
          </button>
        ))}
      </div>
      {pins.length ? (
        <p className="muted" data-testid="pending-pins">
          {s(lang, 'pending')}:{' '}
          {pins
            .map((p) =>
              p.kind === 'draw'
                ? `${p.seat} ← ${tx(lang, snap.cardNames[p.cardId as string] ?? { zh: String(p.cardId), en: String(p.cardId) })}`
                : p.kind === 'coin'
                  ? `coin → ${p.winner}`
                  : `pick ${p.index}`,
            )
            .join(' · ')}
        </p>
      ) : null}
    </section>
  );
}

function LinesPanel(props: {
  snap: StudioSnapshot;
  lang: Lang;
  busy: boolean;
  selected: number;
  base: string;
  write: <T>(
    url: string,
    method: string,
    body: unknown,
    after?: (d: T) => Promise<void> | void,
  ) => Promise<boolean>;
  reload: (lineId: string, select?: 'last' | number) => Promise<void>;
}) {
  const { snap, lang, busy, selected, base, write, reload } = props;
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  return (
    <section className={styles.panel} data-testid="lines">
      <h2>{s(lang, 'lines')}</h2>
      <ul className={styles.lines}>
        {snap.lines.map((l) => (
          <li
            key={l.id}
            data-line={l.id}
            data-testid="line"
            className={l.id === snap.lineId ? styles.current : undefined}
          >
            <span>
              {l.name}{' '}
              <span className="muted">
                ({l.length - 1}
                {l.forkSeq !== null ? ` · ↱#${l.forkSeq}` : ''})
              </span>{' '}
              {l.isMain ? <b>★ {s(lang, 'main')}</b> : null}
            </span>
            <span className={styles.row}>
              {l.id !== snap.lineId ? (
                <button
                  type="button"
                  className="btn"
                  disabled={busy}
                  data-testid="line-open"
                  onClick={() => reload(l.id)}
                >
                  {s(lang, 'switchTo')}
                </button>
              ) : null}
              {!l.isMain ? (
                <button
                  type="button"
                  className="btn"
                  disabled={busy}
                  data-testid="line-promote"
                  onClick={() => write(`${base}/lines/${l.id}/promote`, 'POST', {})}
                >
                  {s(lang, 'promote')}
                </button>
              ) : null}
              <button
                type="button"
                className="btn"
                disabled={busy}
                data-testid="line-rename"
                onClick={() => (setRenaming(l.id), setNewName(l.name))}
              >
                {s(lang, 'rename')}
              </button>
            </span>
            {renaming === l.id ? (
              <form
                className={styles.row}
                onSubmit={async (e) => {
                  e.preventDefault();
                  if (await write(`${base}/lines/${l.id}`, 'PATCH', { name: newName })) setRenaming(null);
                }}
              >
                <input
                  value={newName}
                  onChange={(e) => setNewName(e.target.value)}
                  maxLength={80}
                  required
                  data-testid="line-rename-input"
                  aria-label={s(lang, 'rename')}
                />
                <button type="submit" className="btn" data-testid="line-rename-save">
                  {s(lang, 'save')}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
      <form
        className={styles.row}
        onSubmit={async (e) => {
          e.preventDefault();
          await write<{ id: string }>(
            `${base}/lines`,
            'POST',
            { fromLineId: snap.lineId, atSeq: selected, name: name || `#${selected}` },
            (d) => reload(d.id),
          );
          setName('');
        }}
      >
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={s(lang, 'branchName')}
          maxLength={80}
          data-testid="branch-name"
          aria-label={s(lang, 'branchName')}
        />
        <button type="submit" className="btn" disabled={busy} data-testid="branch">
          {s(lang, 'branch')} (#{selected})
        </button>
      </form>
    </section>
  );
}

function SharePanel({
  snap,
  lang,
  selected,
  base,
  onError,
}: {
  snap: StudioSnapshot;
  lang: Lang;
  selected: number;
  base: string;
  onError: (e: ApiError) => void;
}) {
  const [perspective, setPerspective] = useState<'omniscient' | 'p1' | 'p2'>('omniscient');
  const [links, setLinks] = useState<{ url: string; moment: string } | null>(null);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <section className={styles.panel} data-testid="share-panel">
      <h2>{s(lang, 'share')}</h2>
      <div className={styles.row}>
        <span>
          {s(lang, 'selected')} #{selected}
        </span>
        <select
          value={perspective}
          onChange={(e) => setPerspective(e.target.value as typeof perspective)}
          aria-label={s(lang, 'perspective')}
        >
          <option value="omniscient">{s(lang, 'omniscient')}</option>
          <option value="p1">p1 · {snap.players.p1.name}</option>
          <option value="p2">p2 · {snap.players.p2.name}</option>
        </select>
        <button
          type="button"
          className="btn"
          data-testid="share-create"
          onClick={async () => {
            const r = await call<{ url: string; moment: string }>(`${base}/share`, 'POST', {
              lineId: snap.lineId,
              seq: selected,
              perspective,
            });
            if (!r.ok) return onError(r.error);
            setLinks(r.data);
          }}
        >
          {s(lang, 'share')}
        </button>
      </div>
      {links ? (
        <div className={styles.links}>
          <label>
            {s(lang, 'shareLink')}{' '}
            <input
              readOnly
              value={origin + links.url}
              data-testid="share-url"
              onFocus={(e) => e.target.select()}
            />
          </label>
          <label>
            {s(lang, 'momentLink')}{' '}
            <input
              readOnly
              value={origin + links.moment}
              data-testid="moment-url"
              onFocus={(e) => e.target.select()}
            />
          </label>
        </div>
      ) : null}
    </section>
  );
}

function ScriptPanel({
  snap,
  lang,
  onError,
}: {
  snap: StudioSnapshot;
  lang: Lang;
  onError: (e: ApiError) => void;
}) {
  const [text, setText] = useState('');
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className={styles.panel} data-testid="script">
      <h2>{s(lang, 'script')}</h2>
      <p>
        <a
          href={`/api/matches/${snap.matchId}/export?line=${snap.lineId}`}
          target="_blank"
          rel="noreferrer"
          data-testid="export"
        >
          {s(lang, 'exportLine')}
        </a>
      </p>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const r = await call<{ editUrl: string }>('/api/matches/import', 'POST', { script: text });
          if (!r.ok) return onError(r.error);
          setDone(r.data.editUrl);
        }}
      >
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={5}
          className={styles.code}
          aria-label={s(lang, 'importScript')}
          placeholder={s(lang, 'importScript')}
          data-testid="import-text"
        />
        <button type="submit" className="btn" disabled={!text.trim()} data-testid="import">
          {s(lang, 'import')}
        </button>
      </form>
      {done ? (
        <p data-testid="imported">
          {s(lang, 'imported')}{' '}
          <a href={done}>{typeof window === 'undefined' ? done : window.location.origin + done}</a>
        </p>
      ) : null}
    </section>
  );
}
