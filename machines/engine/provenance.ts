/**
 * Pile provenance (how each card in a graveyard or yard got there, W52 / 星阶 43 / E44) is kept per instance and
 * brought up to date by each game's settle, which runs after every action of every replay. Most actions move no
 * card to or from a pile, so the games first ask whether anything is to be done, counted without allocating.
 */

/** Whether `how` holds exactly one entry for every card of `piles`, and no other. */
export function provenanceUpToDate(
  piles: Iterable<readonly string[]>,
  how: Readonly<Record<string, unknown>>,
): boolean {
  let cards = 0;
  for (const pile of piles)
    for (const id of pile) {
      if (!Object.hasOwn(how, id)) return false;
      cards++;
    }
  let entries = 0;
  for (const _ in how) entries++;
  return entries === cards;
}
