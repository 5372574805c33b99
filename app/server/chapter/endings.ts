/**
 * How a draft tells the end of a match: what happened to the loser, in the game's terms and naming whose life,
 * deck or altars it was (苏冥的生命值归零), then who won (林焰获胜) — two clauses, so a note that already tells the
 * first leaves the second. The engine's result words say why in the rule's own shorthand (林焰获胜（生命值归零）);
 * a reason the table does not know is told from the engine's words, with the loser's name before it where they
 * name no player. Pure.
 */
import 'server-only';
import type { MatchResult, Seat } from '@/machines/engine';
import type { ChapterLang } from './types';

type Words = { zh: string; en: string };

/** The cause of a result, by `<game id>:<reason>` (or the kernel's own reason); {loser} and {winner} are names. */
const CAUSES: Record<string, Words> = {
  concede: { zh: '{loser}认输', en: '{loser} concedes' },
  'xueqi:lpZero': { zh: '{loser}的生命值归零', en: "{loser}'s life points reach zero" },
  'xueqi:bothLpZero': { zh: '双方的生命值同时归零', en: "both players' life points reach zero at once" },
  'xueqi:deckOut': {
    zh: '{loser}的卡组已经抽空，在自己的回合结束时判负',
    en: "{loser}'s deck is empty at the end of their own turn",
  },
  'xingjie:bothZero': { zh: '双方人物同时倒下', en: 'both avatars fall at once' },
  'wuhunzhi:altarsDestroyed': { zh: '{loser}已有四座祭坛被破坏', en: '{loser} has lost four altars' },
  'wuhunzhi:cannotReachFive': {
    zh: '{loser}的手牌无法补到五张',
    en: "{loser}'s hand cannot reach five cards",
  },
  'wuhunzhi:noBuildAction': {
    zh: '{loser}在建设阶段一种行为也无法进行',
    en: '{loser} can take no construction action',
  },
  'wuhunzhi:simultaneous': { zh: '双方同时满足判负条件', en: 'both players lose at the same instant' },
};

/** Who won, where the cause leaves the winner to a rule (both at zero: the attacking side wins). */
const VERDICTS: Record<string, Words> = {
  'xueqi:bothLpZero': { zh: '攻击方{winner}获胜', en: '{winner} wins as the attacking side' },
  'xingjie:bothZero': { zh: '回合方{winner}获胜', en: '{winner} wins as the turn player' },
};
const WINS: Words = { zh: '{winner}获胜', en: '{winner} wins' };
const DRAW: Words = { zh: '双方战平', en: 'the match is drawn' };

const fill = (s: string, names: Record<'loser' | 'winner', string>) =>
  s.replace(/\{(loser|winner)\}/gu, (_, k: 'loser' | 'winner') => names[k]);

/**
 * The end of a match as two clauses: its cause, naming the loser (or both), and the verdict. `players` are the
 * seats' names as the draft tells them.
 */
export function endingClauses(
  gameId: string,
  result: MatchResult,
  players: Record<Seat, { name: string }>,
  lang: ChapterLang,
): { cause: string; verdict: string } {
  const winner = result.winner;
  const loser = winner ? (winner === 'p1' ? 'p2' : 'p1') : null;
  const names = { winner: winner ? players[winner].name : '', loser: loser ? players[loser].name : '' };
  const known = CAUSES[`${gameId}:${result.reason}`] ?? CAUSES[result.reason];
  let cause: string;
  if (known && (loser || !known[lang].includes('{loser}'))) cause = fill(known[lang], names);
  else {
    // the engine's own words, with the loser's name where they name no player
    const said = result.text[lang].replace(/[。.]$/u, '');
    const named = [players.p1.name, players.p2.name].some((n) => said.includes(n));
    cause = named || !loser ? said : lang === 'zh' ? `${names.loser}的${said}` : `${names.loser}: ${said}`;
  }
  const verdict = winner ? fill((VERDICTS[`${gameId}:${result.reason}`] ?? WINS)[lang], names) : DRAW[lang];
  return { cause, verdict };
}

/** A clause that tells the loser's count at or through zero (剩余0, 生命值跌破零, now 0, below zero). */
const AT_ZERO = /剩余?\s*(0|-\d+)(?!\d)|跌破零|归零|now (0|-\d+)\b|below zero|reach(es)? zero/u;

/**
 * The ending's clauses to tell after `told` (the step's clauses so far, in order): the cause unless the step
 * already said it (the concession is the action itself) or the clause just before it tells the loser's count at
 * or through zero (苏冥受到四百点战斗伤害（生命值跌破零），林焰获胜), then the verdict unless already said.
 */
export function endingTold(
  told: readonly string[],
  ending: { cause: string; verdict: string },
  loser: string | null,
): string[] {
  const out: string[] = [];
  const last = told[told.length - 1] ?? '';
  const atZero = loser !== null && last.includes(loser) && AT_ZERO.test(last);
  if (!told.some((t) => t.includes(ending.cause)) && !atZero) out.push(ending.cause);
  if (!told.some((t) => t.includes(ending.verdict))) out.push(ending.verdict);
  return out;
}
