'use client';
/**
 * "Start from a scene" on the new-match page: each scene of the game (a moment inside a turn with exactly the
 * cards its story has, no deck list needed) with its title, story, the phase it starts in, who acts and every card
 * by name, seat by seat. One click on 开始这个场景 creates the match and opens the studio there; the secret edit
 * link is handed to the studio through sessionStorage and shown there once (keep-link-notice.tsx).
 */
import { useState } from 'react';
import type { Seat } from '@/app/contracts/common';
import type { CreateMatchResponse } from '@/app/contracts/authoring';
import { call } from '@/app/ui/api-client';
import { newLinkKey, sceneDecks, type PositionChoice } from './new-match-choices';
import type { Lang, Text } from './strings';
import { tx } from './strings';
import styles from './studio.module.css';

const L = {
  legend: { zh: '从场景开始', en: 'Start from a scene' },
  hint: {
    zh: '场景是回合中途的一刻，只有故事需要的几张卡，双方剩余的牌库也已写定：不用选牌组。点“开始这个场景”即创建对局并打开工作室。',
    en: 'A scene is a moment inside a turn with only the cards its story needs and each side’s remaining deck written out: no deck to choose. “Start this scene” creates the match and opens the studio.',
  },
  startsIn: { zh: '开始于', en: 'Starts in' },
  toAct: { zh: '先行动', en: 'to act' },
  start: { zh: '开始这个场景', en: 'Start this scene' },
  starting: { zh: '正在创建…', en: 'Creating…' },
  p1: { zh: '玩家一', en: 'Player one' },
  p2: { zh: '玩家二', en: 'Player two' },
} satisfies Record<string, Text>;

const SEATS: Seat[] = ['p1', 'p2'];

export function ScenePanel(props: {
  gameId: string;
  scenes: PositionChoice[];
  lang: Lang;
  /** The names typed in the form, if any (a blank name is 玩家一 / 玩家二). */
  names: Record<Seat, string>;
  seed: string;
  onError: (e: { code: string; message: Text }) => void;
}) {
  const { lang } = props;
  const t = (k: keyof typeof L) => tx(lang, L[k]);
  const [busy, setBusy] = useState<string | null>(null);
  const nameOf = (seat: Seat) => props.names[seat].trim() || t(seat);

  const start = async (x: PositionChoice) => {
    if (!x.scene) return;
    setBusy(x.id);
    const r = await call<Pick<CreateMatchResponse, 'matchId' | 'editUrl'>>('/api/matches', 'POST', {
      gameId: props.gameId,
      title: tx(lang, x.name),
      players: { p1: { name: nameOf('p1') }, p2: { name: nameOf('p2') } },
      ...sceneDecks(x.scene),
      ...(props.seed.trim() ? { seed: Number(props.seed) } : {}),
      position: JSON.parse(x.json),
    });
    if (!r.ok) {
      setBusy(null);
      props.onError(r.error);
      return;
    }
    try {
      window.sessionStorage.setItem(newLinkKey(r.data.matchId), r.data.editUrl);
    } catch {
      // No session storage (private mode): the studio then cannot show the link; /mine still lists the match.
    }
    window.location.assign(r.data.editUrl);
  };

  if (props.scenes.length === 0) return null;
  return (
    <fieldset className={styles.panel} data-testid="scenes">
      <legend>{t('legend')}</legend>
      <p className={styles.hint}>{t('hint')}</p>
      <div className={styles.scenes}>
        {props.scenes.map((x) =>
          x.scene ? (
            <article key={x.id} className={styles.scene} data-testid="scene" data-scene={x.id}>
              <h3>{tx(lang, x.name)}</h3>
              <p className={styles.hint} data-testid="scene-phase">
                {t('startsIn')}
                {lang === 'en' ? ' ' : '：'}
                <b>{tx(lang, x.scene.phase)}</b>
                {x.scene.active ? ` · ${nameOf(x.scene.active)}${lang === 'en' ? ' ' : ''}${t('toAct')}` : ''}
              </p>
              <p data-testid="scene-description">{tx(lang, x.description)}</p>
              <dl className={styles.sceneCards} data-testid="scene-cards">
                {SEATS.map((seat) => (
                  <div key={seat}>
                    <dt>{nameOf(seat)}</dt>
                    {x.scene!.seats[seat].map((z) => (
                      <dd key={z.zone.en}>
                        <span className="muted">
                          {tx(lang, z.zone)}
                          {lang === 'en' ? ': ' : '：'}
                        </span>
                        {z.cards.map((c) => tx(lang, c)).join(lang === 'en' ? ', ' : '、')}
                      </dd>
                    ))}
                  </div>
                ))}
              </dl>
              <button
                type="button"
                className="btn"
                disabled={busy !== null}
                data-testid={`scene-start-${x.id}`}
                onClick={() => void start(x)}
              >
                {busy === x.id ? t('starting') : t('start')}
              </button>
            </article>
          ) : null,
        )}
      </div>
    </fieldset>
  );
}
