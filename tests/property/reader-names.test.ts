/**
 * Issue 18 acceptance: for random matches of each game, with player names drawn from the game's card names (a
 * player may be called 张仪 while a card 张仪 is hidden), no seat's rendered narration (the reader's windows:
 * steps and their sub-steps) names a card instance hidden from that seat, and every player's name appears where
 * the omniscient text has it. A card kind a game names openly (`{ cardId }`) is masked for a seat
 * that holds a hidden copy of it and sees none (ruling V5).
 */
import { describe, expect, it } from 'vitest';
import { replaySteps, type AnyGameDefinition, type MatchState, type Seat } from '@/machines/engine';
import { GAMES } from '@/machines/registry';
import { buildLineModel } from '@/app/server/lines/line-model';
import { computeWindow } from '@/app/server/viewing/windows';
import { collectCardIds } from '@/app/server/viewing/redact';
import { applyPatch } from '@/app/lib/viewer-diff';
import { randomMatch } from '../support/property';
import { setupWithCardNamedPlayers as setupFor } from '../support/card-named-players';

const SEEDS = [1, 2, 3];
const STEPS = 140;

/** Names (in `lang`) of instances hidden from `seat` in both states around a step and not shown in its views. */
function hiddenNames(
  def: AnyGameDefinition,
  before: MatchState,
  after: MatchState,
  seat: Seat,
  lang: 'zh' | 'en',
  shown: Set<string>,
): string[] {
  const was = new Set(def.hiddenFrom(before, seat));
  const out = new Set<string>();
  for (const id of def.hiddenFrom(after, seat)) {
    if (!was.has(id)) continue;
    const c = after.cards[id] ?? before.cards[id];
    const n = def.cardName(c.cardId, after)[lang];
    if (!shown.has(n)) out.add(n);
  }
  return [...out];
}

const count = (text: string, s: string) => text.split(s).length - 1;
/** zh text without the 「card names」 in it (a card is always quoted in zh). */
const unquoted = (text: string) => text.replace(/「[^」]*」/g, '「」');

describe.each(['wuhunzhi', 'xingjie', 'xueqi'])('reader narration by reference: %s', (gameId) => {
  const def = GAMES[gameId];
  it.each(SEEDS)('seed %i: no seat reads a hidden card; every player is named', (seed) => {
    const setup = setupFor(def, seed);
    const { events } = randomMatch(def, setup, { seed, maxSteps: STEPS });
    const model = buildLineModel(def, 'l_prop', events);
    const states = Array.from(replaySteps(def, events), (s) => JSON.parse(JSON.stringify(s)) as MatchState);
    const last = events.length - 1;
    const names = [setup.players.p1.name, setup.players.p2.name];
    for (const lang of ['zh', 'en'] as const) {
      const omni = computeWindow(model, 'omniscient', lang, 0, last);
      for (const seat of ['p1', 'p2'] as Seat[]) {
        const w = computeWindow(model, seat, lang, 0, last);
        let v = w.keyframe;
        let prevIds = collectCardIds(v.board);
        for (let seq = 1; seq <= last; seq++) {
          // the views of the seat around the step (rebuilt from the window the page gets)
          v = applyPatch(v, w.patches[seq - 1]);
          const ids = collectCardIds(v.board, new Set(prevIds));
          prevIds = collectCardIds(v.board);
          const shown = new Set([...ids].map((c) => def.cardName(c)[lang]));
          const texts = [w.narration[seq], ...w.subs[seq]];
          const where = `${gameId} seed ${seed} ${seat} ${lang} step ${seq}`;
          for (const n of hiddenNames(def, states[seq - 1], states[seq], seat, lang, shown)) {
            for (const t of texts) {
              if (lang === 'zh') expect(t, where).not.toContain(`「${n}」`);
              else {
                let rest = t;
                for (const p of names) rest = rest.split(p).join('');
                expect(rest, where).not.toContain(n);
              }
            }
          }
          for (const p of names) {
            const o = omni.narration[seq];
            if (lang === 'zh')
              expect(count(unquoted(w.narration[seq]), p), where).toBe(count(unquoted(o), p));
            else if (o.includes(p)) expect(w.narration[seq], where).toContain(p);
          }
        }
      }
    }
  });
});
