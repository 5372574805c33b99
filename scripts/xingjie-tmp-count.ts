import { DECKS } from '@/content/xingjie/decks';
for (const d of DECKS) console.log(d.id, d.cards.length);
