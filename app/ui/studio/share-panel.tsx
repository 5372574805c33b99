'use client';
/** Share a read-only link to one exact moment, from a chosen perspective. */
import { useState } from 'react';
import type { Perspective } from '@/app/contracts/common';
import type { ShareResponse } from '@/app/contracts/share';
import { embedSnippet } from '@/app/lib/embed';
import { call, type ApiError, type StudioSnapshot } from './studio-api';
import type { Lang } from './strings';
import { s } from './strings';
import styles from './studio.module.css';

export function SharePanel({
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
  const [perspective, setPerspective] = useState<Perspective>('omniscient');
  const [links, setLinks] = useState<ShareResponse | null>(null);
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
            const r = await call<ShareResponse>(`${base}/share`, 'POST', {
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
          <label>
            {s(lang, 'embedCode')}{' '}
            <textarea
              readOnly
              rows={3}
              value={embedSnippet(origin, links.slug, snap.title)}
              data-testid="embed-code"
              onFocus={(e) => e.target.select()}
            />
          </label>
        </div>
      ) : null}
    </section>
  );
}
