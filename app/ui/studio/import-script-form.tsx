'use client';
/** 或者导入对局脚本 on the new-match page: a duel script pasted in, imported as a new match. */
import { useState } from 'react';
import { nm } from './new-match-words';
import type { Lang } from './strings';
import styles from './studio.module.css';

export function ImportScriptForm(props: { lang: Lang; onImport: (script: string) => void }) {
  const [script, setScript] = useState('');
  const t = (k: Parameters<typeof nm>[1]) => nm(props.lang, k);
  return (
    <form
      className={`${styles.form} ${styles.panel}`}
      onSubmit={(e) => {
        e.preventDefault();
        props.onImport(script);
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
  );
}
