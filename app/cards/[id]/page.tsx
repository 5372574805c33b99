/**
 * /cards/[id] — the card set editor: the set's cards, a form for each card's common fields (from the game's
 * `customCards.editor`), a JSON editor for its effects, a live preview drawn by the board's card face, errors at
 * the field, save, history, export and "try it". The set is read in the browser (its key is a cookie).
 */
import type { Metadata } from 'next';
import { currentLang } from '@/app/lib/i18n';
import { SetEditor, type EditorGame } from '@/app/ui/cards/set-editor';
import { TopBar } from '@/app/ui/top-bar';
import { GAMES } from '@/machines/registry';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '编辑卡组 Edit card set' };

export default async function CardSetPage(props: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const [{ id }, sp] = await Promise.all([props.params, props.searchParams]);
  const lang = await currentLang(sp.lang);
  const games: Record<string, EditorGame> = {};
  for (const g of Object.values(GAMES))
    if (g.customCards?.editor) games[g.id] = { name: g.name, spec: g.customCards.editor };
  return (
    <>
      <TopBar lang={lang} here={`/cards/${encodeURIComponent(id)}`} />
      <SetEditor lang={lang} setId={id} games={games} />
    </>
  );
}
