'use client';
/** The fate track: pin the next draw or coin toss before the random step happens. */
import { useState } from 'react';
import type { Action, Seat, StudioSnapshot } from './studio-api';
import type { Lang } from './strings';
import { s, tx } from './strings';
import styles from './studio.module.css';

export function FatePanel({
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
            <option value="p1">{snap.players.p1.name}</option>
            <option value="p2">{snap.players.p2.name}</option>
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
          {s(lang, 'pending')}
          {lang === 'en' ? ': ' : '：'}
          {pins
            .map((p) => {
              const who = (seat: unknown) => snap.players[seat as Seat]?.name ?? '';
              if (p.kind === 'draw') {
                const card = snap.cardNames[p.cardId as string];
                return lang === 'en'
                  ? `${who(p.seat)} draws ${card ? card.en : '?'}`
                  : `${who(p.seat)}抽到「${card ? card.zh : '?'}」`;
              }
              if (p.kind === 'coin')
                return lang === 'en' ? `${who(p.winner)} wins the toss` : `${who(p.winner)}赢得掷币`;
              const n = Number(p.index) + 1;
              return lang === 'en' ? `random pick: option ${n}` : `随机选择：第${n}项`;
            })
            .join(' · ')}
        </p>
      ) : null}
    </section>
  );
}
