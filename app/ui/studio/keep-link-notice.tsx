'use client';
/**
 * The secret edit link of a match a scene just started (scene-panel.tsx opens the studio in the same click): the
 * link is read once from sessionStorage and removed there, shown with a copy button until dismissed. A studio
 * opened any other way shows nothing.
 */
import { useEffect, useState } from 'react';
import { EditLinkRow } from './edit-link-row';
import { newLinkKey } from './new-match-choices';
import type { Lang, Text } from './strings';
import { tx } from './strings';
import styles from './studio.module.css';

const L = {
  keep: {
    zh: '对局已从场景创建。这是秘密编辑链接，只显示这一次，请保存：',
    en: 'The match was created from the scene. This is the secret edit link, shown only once; keep it:',
  },
  dismiss: { zh: '已保存', en: 'Saved it' },
} satisfies Record<string, Text>;

export function KeepLinkNotice({ matchId, lang }: { matchId: string; lang: Lang }) {
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => {
    try {
      const key = newLinkKey(matchId);
      const stored = window.sessionStorage.getItem(key);
      if (stored) {
        window.sessionStorage.removeItem(key);
        setLink(window.location.origin + stored);
      }
    } catch {
      // no session storage: nothing to show
    }
  }, [matchId]);
  if (!link) return null;
  return (
    <div className={`${styles.panel} ${styles.keepLink}`} data-testid="keep-link" role="status">
      <p className={styles.hint}>{tx(lang, L.keep)}</p>
      <EditLinkRow link={link} lang={lang}>
        <button type="button" className="btn" data-testid="keep-link-dismiss" onClick={() => setLink(null)}>
          {tx(lang, L.dismiss)}
        </button>
      </EditLinkRow>
    </div>
  );
}
