'use client';
/**
 * "Borrow a starter card's effects": the starter cards of the card's type that have effects, each named with its
 * printed text, and a button that adds the chosen card's effects to this one (card-paths.ts withBorrowedEffects).
 * An author who does not know the effect vocabulary starts from a working effect in the game's own words, then
 * adjusts it in the JSON below; the preview tells the result.
 */
import { useState } from 'react';
import type { Lang } from '@/app/contracts/common';
import type { CardEditorSpec } from '@/machines/engine/card-editor';
import { withBorrowedEffects } from './card-paths';
import styles from './cards.module.css';
import { w } from './words';

type Json = Record<string, unknown>;

/** An option's label: the card's name and the start of its printed text. */
function optionLabel(name: string, text: string): string {
  const t = text.length > 48 ? `${text.slice(0, 47)}…` : text;
  return t ? `${name} — ${t}` : name;
}

export function EffectSources(props: {
  spec: CardEditorSpec;
  card: Json;
  lang: Lang;
  onCard: (card: Json) => void;
}) {
  const { spec, card, lang } = props;
  const type = card[spec.typeKey];
  const sources = (spec.effectSources ?? []).filter((s) => s.type === type);
  const [picked, setPicked] = useState('');
  if (!sources.length) return null;
  const chosen = sources.find((s) => s.cardId === picked) ?? sources[0];
  return (
    <div className={styles.field} data-testid="effect-sources">
      <label className={styles.label} htmlFor="effect-source">
        {w(lang, 'borrow')}
      </label>
      <div className={styles.sources}>
        <select
          id="effect-source"
          value={chosen.cardId}
          onChange={(e) => setPicked(e.target.value)}
          data-testid="effect-source"
        >
          {sources.map((s) => (
            <option key={s.cardId} value={s.cardId}>
              {optionLabel(s.name[lang], s.text[lang])}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn"
          onClick={() => props.onCard(withBorrowedEffects(card, chosen.effects, chosen.needs))}
          data-testid="effect-source-add"
        >
          {w(lang, 'borrowAdd')}
        </button>
      </div>
      <span className={styles.help}>{w(lang, 'borrowHelp')}</span>
    </div>
  );
}
