/**
 * /cards — "my cards": the card sets this browser holds keys for, grouped by game; create a set, import a set
 * file. The list is read in the browser from GET /api/card-sets (the keys are cookies).
 */
import type { Metadata } from 'next';
import { currentLang } from '@/app/lib/i18n';
import { CardSets } from '@/app/ui/cards/card-sets';
import { TopBar } from '@/app/ui/top-bar';
import { GAMES } from '@/machines/registry';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '我的卡牌 My cards' };

export default async function MyCardsPage(props: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const sp = await props.searchParams;
  const lang = await currentLang(sp.lang);
  const games = Object.values(GAMES)
    .filter((g) => g.customCards?.editor)
    .map((g) => ({ id: g.id, name: g.name }));
  return (
    <>
      <TopBar lang={lang} here="/cards" />
      <main className="container">
        <CardSets lang={lang} games={games} />
      </main>
    </>
  );
}
