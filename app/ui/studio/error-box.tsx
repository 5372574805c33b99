'use client';
/**
 * A refusal with its code and its zh/en reason. On a conflict (another tab moved the line on) the line as stored
 * is already shown; the author may send the same command again against it, or load the line afresh.
 */
import type { ApiError } from './studio-api';
import type { Lang } from './strings';
import { s } from './strings';
import styles from './studio.module.css';

export function ErrorBox(props: {
  error: ApiError;
  lang: Lang;
  conflict: boolean;
  retryable: boolean;
  onDismiss: () => void;
  onRetry: () => void;
  onReload: () => void;
}) {
  const { error, lang } = props;
  return (
    <div className={styles.error} role="alert" data-testid="error" data-code={error.code}>
      <button
        type="button"
        className={styles.close}
        onClick={props.onDismiss}
        aria-label="×"
        data-testid="error-close"
      >
        ×
      </button>
      <b>{s(lang, props.conflict ? 'conflict' : 'refused')}</b> <code>{error.code}</code>
      <div lang="zh-CN">{error.message.zh}</div>
      <div lang="en">{error.message.en}</div>
      {props.conflict ? (
        <div className={styles.row}>
          {props.retryable ? (
            <button type="button" className="btn" onClick={props.onRetry} data-testid="conflict-retry">
              {s(lang, 'retry')}
            </button>
          ) : null}
          <button type="button" className="btn" onClick={props.onReload} data-testid="conflict-reload">
            {s(lang, 'reload')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
