'use client';
/**
 * "Share this moment": POSTs the moment to /api/matches/[id]/share and shows the read-only /r/<slug> link and
 * the iframe code of its embed player (/e/<slug>).
 */
import { useState } from 'react';
import type { Lang, Perspective } from '@/app/contracts/common';
import type { ShareRequest, ShareResponse } from '@/app/contracts/share';
import { embedSnippet } from '@/app/lib/embed';
import { call } from '@/app/ui/api-client';
import { tr } from './strings';

export function ShareBox(props: {
  matchId: string;
  lineId: string;
  at: number;
  perspective: Perspective;
  lang: Lang;
  /** The match's title (the embed code's iframe title). */
  title: string;
}) {
  const { lang } = props;
  const [url, setUrl] = useState<string | null>(null);
  const [embed, setEmbed] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const share = async () => {
    setError(null);
    setCopied(false);
    const body: ShareRequest = { lineId: props.lineId, seq: props.at, perspective: props.perspective };
    const r = await call<ShareResponse>(
      `/api/matches/${encodeURIComponent(props.matchId)}/share`,
      'POST',
      body,
    );
    if (!r.ok) {
      setError(r.error.message[lang]);
      return;
    }
    setUrl(new URL(r.data.url, window.location.origin).toString());
    setEmbed(embedSnippet(window.location.origin, r.data.slug, props.title));
  };
  return (
    <div className="share" data-testid="share">
      <button type="button" className="btn wide" onClick={share} data-testid="share-button">
        {tr(lang, 'share')}
      </button>
      {url ? (
        <span className="share-result">
          {tr(lang, 'shareReady')}{' '}
          <input readOnly value={url} data-testid="share-url" onFocus={(e) => e.currentTarget.select()} />
          <button
            type="button"
            className="btn"
            onClick={() =>
              navigator.clipboard?.writeText(url).then(
                () => setCopied(true),
                () => undefined,
              )
            }
          >
            {copied ? tr(lang, 'copied') : tr(lang, 'copy')}
          </button>
        </span>
      ) : null}
      {embed ? (
        <label className="share-embed">
          {tr(lang, 'embed')}{' '}
          <textarea
            readOnly
            rows={2}
            value={embed}
            data-testid="embed-code"
            onFocus={(e) => e.currentTarget.select()}
          />
        </label>
      ) : null}
      {error ? <span className="error">{error}</span> : null}
    </div>
  );
}
