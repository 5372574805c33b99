/** A refusal from the card library's routes: its code and its reason in both languages (the page's first). */
import type { Lang } from '@/app/contracts/common';
import type { ApiError } from '@/app/contracts/errors';
import styles from './cards.module.css';
import { w } from './words';

export function Refusal({ lang, error, onDismiss }: { lang: Lang; error: ApiError; onDismiss?: () => void }) {
  const other = lang === 'zh' ? 'en' : 'zh';
  return (
    <div className={styles.refusal} role="alert" data-testid="refusal" data-code={error.code}>
      {onDismiss ? (
        <button type="button" className={styles.close} onClick={onDismiss} aria-label="×">
          ×
        </button>
      ) : null}
      <b>{w(lang, 'refused')}</b> <code>{error.code}</code>
      <div lang={lang === 'zh' ? 'zh-CN' : 'en'}>{error.message[lang]}</div>
      <div className="muted" lang={other === 'zh' ? 'zh-CN' : 'en'}>
        {error.message[other]}
      </div>
    </div>
  );
}
