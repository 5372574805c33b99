'use client';
/** A match's secret edit link as shown once after creating it: the full address and a button that copies it. */
import { useState, type ReactNode } from 'react';
import type { Lang, Text } from './strings';
import { tx } from './strings';
import styles from './studio.module.css';

const L = {
  copy: { zh: '复制链接', en: 'Copy link' },
  copied: { zh: '已复制', en: 'Copied' },
} satisfies Record<string, Text>;

export function EditLinkRow({ link, lang, children }: { link: string; lang: Lang; children?: ReactNode }) {
  const [copied, setCopied] = useState(false);
  return (
    <p className={styles.row}>
      <code className={styles.editLink} data-testid="edit-link">
        {link}
      </code>
      <button
        type="button"
        className="btn"
        data-testid="copy-edit-link"
        onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}
      >
        {tx(lang, copied ? L.copied : L.copy)}
      </button>
      {children}
    </p>
  );
}
