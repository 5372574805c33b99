'use client';
/**
 * The card detail: a tap, click, Enter or mouse hover on a card the perspective may see (a face carrying
 * `data-detail`) opens its name, type, numbers now beside the printed ones (with the difference), what the board
 * adds (damage …) and its rules text; a pile's `data-list` button opens the whole pile as a list, each card
 * openable. One host per board, listening on its wrapper; the panel renders only while open. A card back carries
 * no data, so it opens nothing.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Lang } from '@/app/contracts/common';
import type { CardFaces } from '@/app/contracts/viewer';
import { parseDetail, parseList, type DetailData } from './card-detail-data';
import { RulesText, type Names } from './card';

const W = {
  close: { zh: '关闭', en: 'Close' },
  printed: { zh: '印刷', en: 'printed' },
  list: { zh: '张', en: 'cards' },
  detail: { zh: '卡牌详情', en: 'Card detail' },
};

type Open =
  { kind: 'card'; data: DetailData; hover: boolean } | { kind: 'list'; label: string; cards: DetailData[] };

const HOVER_MS = 350;

function targetOf(el: EventTarget | null): HTMLElement | null {
  return el instanceof Element ? (el.closest('[data-detail],[data-list]') as HTMLElement | null) : null;
}

function fromElement(el: HTMLElement, hover: boolean): Open | null {
  const d = parseDetail(el.dataset.detail);
  if (d) return { kind: 'card', data: d, hover };
  const l = parseList(el.dataset.list);
  return l ? { kind: 'list', ...l } : null;
}

/** 「（印刷 3，+2）」 / "(printed 3, +2)": the printed number beside the one now, and the difference. */
function printedNote(printed: number | string, diff: number | null, lang: Lang) {
  const d = diff ? `${diff > 0 ? '+' : ''}${diff}` : '';
  return lang === 'en'
    ? `(${W.printed.en} ${printed}${d ? `, ${d}` : ''})`
    : `（${W.printed.zh} ${printed}${d ? `，${d}` : ''}）`;
}

function Numbers({ data, cards, lang }: { data: DetailData; cards: CardFaces; lang: Lang }) {
  const printed = cards[data.cardId]?.stats ?? [];
  const now = data.now ?? [];
  const rows: Array<{ label: string; value: ReactNode }> = printed.map((p) => {
    const n = now.find((x) => x.key === p.key);
    if (!n || n.value === p.value) return { label: p.label, value: String(p.value) };
    const diff = typeof n.value === 'number' && typeof p.value === 'number' ? n.value - p.value : null;
    return {
      label: p.label,
      value: (
        <>
          <b data-testid="stat-now">{n.value}</b>{' '}
          <span className="muted">{printedNote(p.value, diff, lang)}</span>
        </>
      ),
    };
  });
  for (const n of now) {
    if (n.key && printed.some((p) => p.key === n.key)) continue;
    if (n.label) rows.push({ label: n.label, value: String(n.value) });
  }
  if (!rows.length) return null;
  return (
    <dl className="card-detail-stats">
      {rows.map((r, i) => (
        <div key={i}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Panel({
  open,
  cards,
  names,
  lang,
  onOpen,
  onClose,
}: {
  open: Open;
  cards: CardFaces;
  names: Names;
  lang: Lang;
  onOpen: (o: Open) => void;
  onClose: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!(open.kind === 'card' && open.hover)) closeRef.current?.focus({ preventScroll: true });
  }, [open]);
  const nameOf = (c: string) => cards[c]?.name ?? names[c] ?? c;
  const head =
    open.kind === 'card' ? nameOf(open.data.cardId) : `${open.label} · ${open.cards.length} ${W.list[lang]}`;
  const face = open.kind === 'card' ? cards[open.data.cardId] : undefined;
  return (
    <div
      className={`card-detail ${open.kind === 'card' && open.hover ? 'is-hover' : ''}`}
      role="dialog"
      aria-label={`${W.detail[lang]}：${head}`}
      data-testid="card-detail"
      data-face={face?.face}
    >
      <header className="card-detail-head">
        <h3 data-testid="card-detail-name">{head}</h3>
        <button
          type="button"
          className="btn"
          ref={closeRef}
          onClick={onClose}
          data-testid="card-detail-close"
        >
          ✕ {W.close[lang]}
        </button>
      </header>
      {open.kind === 'card' ? (
        <>
          {face?.type ? (
            <p className="card-detail-type" data-testid="card-detail-type">
              <span className="card-mark">{face.mark}</span> {face.type}
            </p>
          ) : null}
          <Numbers data={open.data} cards={cards} lang={lang} />
          {face?.text ? (
            <p className="card-detail-text" data-testid="card-detail-text">
              <RulesText text={face.text} />
            </p>
          ) : null}
        </>
      ) : (
        <ol className="card-detail-list" data-testid="card-detail-list">
          {open.cards.map((c, i) => (
            <li key={i}>
              <button
                type="button"
                className="linklike"
                onClick={() => onOpen({ kind: 'card', data: c, hover: false })}
              >
                {nameOf(c.cardId)}
              </button>
              {cards[c.cardId]?.type ? <span className="muted"> · {cards[c.cardId].type}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function CardDetails({
  cards,
  names,
  lang,
  children,
}: {
  cards: CardFaces;
  names: Names;
  lang: Lang;
  children: ReactNode;
}) {
  const [open, setOpen] = useState<Open | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const close = useCallback(() => setOpen(null), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  useEffect(() => clear, []);
  return (
    <div
      className="card-details"
      onClick={(e) => {
        const el = targetOf(e.target);
        if (!el) return;
        clear();
        setOpen(fromElement(el, false));
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        const el = targetOf(e.target);
        if (!el || !el.dataset.detail) return;
        e.preventDefault();
        setOpen(fromElement(el, false));
      }}
      onPointerOver={(e) => {
        if (e.pointerType !== 'mouse' || (open && !(open.kind === 'card' && open.hover))) return;
        const el = targetOf(e.target);
        clear();
        if (!el || !el.dataset.detail) return;
        timer.current = setTimeout(() => setOpen(fromElement(el, true)), HOVER_MS);
      }}
      onPointerOut={(e) => {
        if (e.pointerType !== 'mouse') return;
        clear();
        if (open?.kind === 'card' && open.hover && !targetOf(e.relatedTarget)) setOpen(null);
      }}
    >
      {children}
      {open ? (
        <>
          {open.kind === 'card' && open.hover ? null : (
            <div className="card-detail-veil" onClick={(e) => (e.stopPropagation(), close())} />
          )}
          <Panel open={open} cards={cards} names={names} lang={lang} onOpen={setOpen} onClose={close} />
        </>
      ) : null}
    </div>
  );
}
