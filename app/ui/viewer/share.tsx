'use client';
/** "Share this moment": POSTs the moment to /api/views/share and shows the read-only /r/<slug> link. */
import { useState } from 'react';
import type { Lang, Perspective } from '@/app/lib/viewer-types';
import { tr } from './strings';

export function ShareBox(props: {
  matchId: string;
  lineId: string;
  at: number;
  perspective: Perspective;
  lang: Lang;
}) {
  const { lang } = props;
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const share = async () => {
    setError(null);
    setCopied(false);
    const r = await fetch('/api/views/share', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        matchId: props.matchId,
        lineId: props.lineId,
        seq: props.at,
        perspective: props.perspective,
      }),
    });
    const body = (await r.json()) as { path?: string; error?: { message: { zh: string; en: string } } };
    if (!r.ok || !body.path) {
      setError(body.error?.message[lang] ?? String(r.status));
      return;
    }
    setUrl(new URL(body.path, window.location.origin).toString());
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
      {error ? <span className="error">{error}</span> : null}
    </div>
  );
}
