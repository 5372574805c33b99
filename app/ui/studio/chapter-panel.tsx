'use client';
/**
 * Export chapter: the current line's chapter draft for a step range, detail level, perspective, language and
 * format; preview it (the text and its diagrams) before downloading. The draft is made on the server
 * (GET /api/matches/[id]/chapter); a refusal (a range outside the line …) shows its ERR_* message.
 */
import { useState } from 'react';
import { call, type ApiError, type StudioSnapshot } from './studio-api';
import { errorOf } from '@/app/ui/api-client';
import type { Lang, Text } from './strings';
import { tx } from './strings';
import styles from './studio.module.css';

const W = {
  title: { zh: '导出章节草稿', en: 'Export chapter' },
  from: { zh: '从第', en: 'From step' },
  to: { zh: '到第', en: 'to' },
  stepUnit: { zh: '步', en: '' },
  detail: { zh: '数值', en: 'Numbers' },
  all: { zh: '全部数值', en: 'Every number' },
  decisive: { zh: '关键数值', en: 'Decisive ones' },
  none: { zh: '不含数值', en: 'None' },
  perspective: { zh: '视角', en: 'Point of view' },
  omniscient: { zh: '全知视角', en: 'Omniscient' },
  lang: { zh: '语言', en: 'Language' },
  format: { zh: '格式', en: 'Format' },
  txt: { zh: '纯文本（网文平台）', en: 'Plain text (web-novel sites)' },
  md: { zh: 'Markdown', en: 'Markdown' },
  docx: { zh: 'Word 文档', en: 'Word document' },
  diagrams: { zh: '插图', en: 'Diagrams' },
  auto: { zh: '作者标记或每回合关键一步', en: "Author's marks or each turn's decisive step" },
  noDiagrams: { zh: '不要插图', en: 'No diagrams' },
  preview: { zh: '预览', en: 'Preview' },
  download: { zh: '下载', en: 'Download' },
  working: { zh: '生成中…', en: 'Drafting…' },
  figure: { zh: '图', en: 'Figure ' },
} satisfies Record<string, Text>;

interface Preview {
  text: string;
  diagrams: Array<{ n: number; caption: string; width: number; height: number; svg: string }>;
}

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function ChapterPanel({
  snap,
  lang,
  onError,
}: {
  snap: StudioSnapshot;
  lang: Lang;
  onError: (e: ApiError) => void;
}) {
  const last = snap.length - 1;
  const [opts, setOpts] = useState({
    from: '0',
    to: String(last),
    detail: 'decisive',
    perspective: 'omniscient',
    lang: lang as string,
    format: 'docx',
    diagrams: 'auto',
  });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (x: Text) => tx(lang, x);
  const set = (k: keyof typeof opts) => (e: { target: { value: string } }) => {
    setOpts({ ...opts, [k]: e.target.value });
    setPreview(null);
  };
  const query = (extra: Record<string, string>) => {
    const q = new URLSearchParams({ line: snap.lineId, ...opts, ...extra });
    return `/api/matches/${snap.matchId}/chapter?${q}`;
  };
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };

  const doPreview = () =>
    run(async () => {
      const r = await call<Preview>(query({ preview: '1' }), 'GET');
      if (!r.ok) return onError(r.error);
      setPreview(r.data);
    });

  const doDownload = () =>
    run(async () => {
      const res = await fetch(query({}), { credentials: 'same-origin', cache: 'no-store' });
      if (!res.ok) {
        return onError(errorOf(res.status, await res.json().catch(() => null)));
      }
      const cd = res.headers.get('content-disposition') ?? '';
      const m = /filename\*=UTF-8''([^;]+)/.exec(cd);
      const a = document.createElement('a');
      a.href = URL.createObjectURL(await res.blob());
      a.download = m ? decodeURIComponent(m[1]) : `chapter.${opts.format}`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
    });

  const field = (label: Text, el: React.ReactNode) => (
    <label>
      {t(label)} {el}
    </label>
  );
  return (
    <section className={styles.panel} data-testid="chapter-panel">
      <h2>{t(W.title)}</h2>
      <div className={styles.form}>
        <div className={styles.row}>
          {t(W.from)}
          <input
            type="number"
            min={0}
            max={last}
            value={opts.from}
            onChange={set('from')}
            aria-label={t(W.from)}
            data-testid="chapter-from"
            style={{ width: '5em' }}
          />
          {t(W.to)}
          <input
            type="number"
            min={0}
            max={last}
            value={opts.to}
            onChange={set('to')}
            aria-label={t(W.to)}
            data-testid="chapter-to"
            style={{ width: '5em' }}
          />
          {t(W.stepUnit)}
        </div>
        {field(
          W.detail,
          <select value={opts.detail} onChange={set('detail')} data-testid="chapter-detail">
            <option value="all">{t(W.all)}</option>
            <option value="decisive">{t(W.decisive)}</option>
            <option value="none">{t(W.none)}</option>
          </select>,
        )}
        {field(
          W.perspective,
          <select value={opts.perspective} onChange={set('perspective')} data-testid="chapter-perspective">
            <option value="omniscient">{t(W.omniscient)}</option>
            <option value="p1">{snap.players.p1.name}</option>
            <option value="p2">{snap.players.p2.name}</option>
          </select>,
        )}
        {field(
          W.lang,
          <select value={opts.lang} onChange={set('lang')} data-testid="chapter-lang">
            <option value="zh">中文</option>
            <option value="en">English</option>
          </select>,
        )}
        {field(
          W.diagrams,
          <select value={opts.diagrams} onChange={set('diagrams')} data-testid="chapter-diagrams">
            <option value="auto">{t(W.auto)}</option>
            <option value="none">{t(W.noDiagrams)}</option>
          </select>,
        )}
        {field(
          W.format,
          <select value={opts.format} onChange={set('format')} data-testid="chapter-format">
            <option value="txt">{t(W.txt)}</option>
            <option value="md">{t(W.md)}</option>
            <option value="docx">{t(W.docx)}</option>
          </select>,
        )}
        <div className={styles.row}>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={doPreview}
            data-testid="chapter-preview"
          >
            {t(W.preview)}
          </button>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={doDownload}
            data-testid="chapter-download"
          >
            {t(W.download)}
          </button>
          {busy ? <span aria-live="polite">{t(W.working)}</span> : null}
        </div>
      </div>
      {preview ? (
        <div
          data-testid="chapter-preview-text"
          style={{
            maxHeight: '28rem',
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            lineHeight: 1.7,
            marginTop: 8,
          }}
        >
          {preview.text}
          {preview.diagrams.map((d) => (
            <figure key={d.n} style={{ margin: '12px 0' }} data-testid="chapter-diagram">
              <img
                src={svgUrl(d.svg)}
                alt={d.caption}
                width={d.width}
                height={d.height}
                style={{ maxWidth: '100%', height: 'auto' }}
              />
              <figcaption>
                {t(W.figure)}
                {d.n}：{d.caption}
              </figcaption>
            </figure>
          ))}
        </div>
      ) : null}
    </section>
  );
}
