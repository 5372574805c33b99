/**
 * The live preview: the card drawn by the board's own face (app/ui/board/card.tsx CardFace, its frame by card
 * type as every board gives it), and beneath it what a reader's card detail tells: type, printed numbers and the
 * full rules text. While the card does not pass the check, the last good face is shown with the error.
 */
import type { Lang } from '@/app/contracts/common';
import type { CardFaceInfo } from '@/app/contracts/viewer';
import { CardFace, RulesText } from '@/app/ui/board/card';
import styles from './cards.module.css';
import { w } from './words';

/** The frame class a board gives a card type (every board maps `soul` to `frame-soul` …). */
export const frameOf = (face: CardFaceInfo) => `frame-${face.face}`;

/** A face's printed numbers as one short line (`魂度 1 · 战力 1000`); worded values are left to the detail. */
export const statLine = (face: CardFaceInfo) =>
  face.stats
    .filter((s) => typeof s.value === 'number')
    .map((s) => `${s.label} ${s.value}`)
    .join(' · ');

export function CardPreview({
  face,
  lang,
  pending,
  stale,
  error,
}: {
  face: CardFaceInfo | undefined;
  lang: Lang;
  pending: boolean;
  /** The face shown is the last good one (the card as it stands does not pass). */
  stale: boolean;
  error?: string;
}) {
  return (
    <section className={styles.preview} data-testid="preview" aria-live="polite" data-stale={stale ? 1 : 0}>
      <h2>
        {w(lang, 'preview')} {pending ? <span className="muted">{w(lang, 'checking')}</span> : null}
      </h2>
      {face ? (
        <div className={styles.previewBody}>
          <div className={styles.bigCard}>
            <CardFace name={face.name} face={face} frame={frameOf(face)} stats={statLine(face)} />
          </div>
          <dl className={styles.detail} data-testid="preview-detail">
            <dt>{face.name}</dt>
            <dd className="muted">{face.type}</dd>
            {face.stats.map((s) => (
              <dd key={s.key}>
                <span className="muted">{s.label}</span> <b>{s.value}</b>
              </dd>
            ))}
            {face.text ? (
              <dd className={styles.rules} data-testid="preview-text">
                <RulesText text={face.text} />
              </dd>
            ) : null}
          </dl>
        </div>
      ) : null}
      {stale ? <p className={styles.help}>{w(lang, 'lastGood')}</p> : null}
      {error ? (
        <p className={styles.fieldError} role="alert" data-testid="preview-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
