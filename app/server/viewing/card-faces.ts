/**
 * The printed faces of the cards a perspective's views show, told in one language (the engine's `cardInfo`),
 * for the board's faces and card details. Only ever called with card ids collected from filtered views, like
 * the names beside them: a card hidden from the perspective has no face here. Pure.
 */
import 'server-only';
import type { AnyGameDefinition, CardInfo, MatchState } from '@/machines/engine';
import type { Lang } from '@/app/contracts/common';
import type { CardFaceInfo, CardFaces } from '@/app/contracts/viewer';

const told = (v: number | { zh: string; en: string }, lang: Lang) => (typeof v === 'number' ? v : v[lang]);

/** One card's face in `lang`; a game without `cardInfo` gives the name only. */
export function cardFaceOf(
  def: AnyGameDefinition,
  cardId: string,
  state: MatchState | undefined,
  lang: Lang,
): CardFaceInfo {
  const info: CardInfo | undefined = def.cardInfo?.(cardId, state);
  const name = def.cardName(cardId, state)[lang];
  if (!info) return { name, face: 'card', type: '', mark: '', stats: [], text: '' };
  return {
    name,
    face: info.face,
    type: info.type[lang],
    mark: info.mark[lang],
    stats: info.stats.map((s) => ({ key: s.key, label: s.label[lang], value: told(s.value, lang) })),
    text: info.text[lang],
  };
}

export function cardFacesOf(
  def: AnyGameDefinition,
  cardIds: Iterable<string>,
  state: MatchState | undefined,
  lang: Lang,
): CardFaces {
  const out: CardFaces = {};
  for (const c of cardIds) out[c] = cardFaceOf(def, c, state, lang);
  return out;
}
