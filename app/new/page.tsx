/**
 * /new — start a scene in one click, or create a match (game, players, decks from content or pasted, seed, stacked
 * order, position), or import a script.
 */
import type { Metadata } from 'next';
import { currentLang } from '@/app/lib/i18n';
import { gameContent } from '@/app/server/games/content';
import { TopBar } from '@/app/ui/top-bar';
import { sceneSummary } from '@/app/server/games/scenes';
import { NewMatchForm } from '@/app/ui/studio/new-match-form';
import type { GameChoice } from '@/app/ui/studio/new-match-choices';
import { GAMES, getGame } from '@/machines/registry';
import { DECK_WHOLE } from '@/machines/engine/definition';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '新对局 New match' };

export default async function NewMatchPage(props: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const sp = await props.searchParams;
  const lang = await currentLang(sp.lang);
  const games: GameChoice[] = Object.values(GAMES).map((g) => {
    const content = gameContent(g);
    return {
      id: g.id,
      name: g.name,
      presets: content.presets.map((p) => ({ id: p.id, name: p.name, deck: p.deck })),
      pasteHint: content.pasteHint,
      ...(content.firstPlayerRule ? { firstPlayerRule: content.firstPlayerRule } : {}),
      config: JSON.stringify(g.defaultConfig),
      positions: content.positions.map((p) => {
        const scene = sceneSummary(g, p);
        return {
          id: p.id,
          name: p.name,
          description: p.description,
          ...(p.decks ? { decks: p.decks } : {}),
          ...(scene ? { scene } : {}),
          json: JSON.stringify(p.position, null, 2),
        };
      }),
      cards: content.cardIds.map((id) => {
        const info = g.cardInfo?.(id);
        return { id, name: g.cardName(id), ...(info ? { type: info.type, face: info.face } : {}) };
      }),
      ...(content.deckParts
        ? {
            deckParts: content.deckParts.map((p) => ({
              key: p.key,
              name: p.name,
              ...(p.faces ? { faces: [...p.faces] } : {}),
            })),
          }
        : {}),
      ...(g.deckSizes
        ? {
            deckSizes: Object.entries(g.deckSizes(g.defaultConfig)).map(([key, size]) => ({
              key: key === DECK_WHOLE ? null : key,
              ...size,
            })),
          }
        : {}),
    };
  });
  return (
    <>
      <TopBar lang={lang} here="/new" />
      <NewMatchForm
        games={games}
        lang={lang}
        initialGame={
          sp.game && getGame(sp.game) ? sp.game : (games.find((g) => g.id === 'wuhunzhi') ?? games[0])?.id
        }
      />
    </>
  );
}
