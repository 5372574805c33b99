/** Summons (§5.2, §5.4, §5.5): normal summon, tribute (上级) summon, normal set, special-summon placement. */
import { check } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { CharacterCard } from '../catalog';
import type { Position, XingjieState } from '../state';
import { P, dataOf, newCharacter, removeCharacter } from './board';
import { maxSummonStars } from './continuous';
import { fireCardTrigger } from '../effects/resolve';
import { priorityToResponder } from './priority';
import type { Problem } from './priority';
import { loseByOverLimit } from './result';

export interface SummonPayload {
  card: string;
  tributes: number[];
  position?: 'defense';
}

/** The tribute rule (R6): ≤ 6★ takes none; above, ≥ 2 tributes whose stars add up per `tributeRule`. */
export function tributeProblem(s: XingjieState, seat: Seat, stars: number, tributes: number[]): Problem {
  if (stars <= 6) {
    return tributes.length
      ? [
          'ERR_TRIBUTE_NOT_NEEDED',
          '6星以下（含6星）的角色不需要基底',
          'A character of 6 stars or fewer takes no tributes',
        ]
      : null;
  }
  if (tributes.length < 2)
    return [
      'ERR_TRIBUTES_NEEDED',
      '6星以上的角色需要两位或两位以上的角色作为基底',
      'A character above 6 stars needs two or more tributes',
    ];
  if (new Set(tributes).size !== tributes.length)
    return ['ERR_BAD_TRIBUTE', '基底不能重复', 'Tributes must be distinct'];
  let sum = 0;
  for (const slot of tributes) {
    const ch = P(s, seat).front[slot];
    if (!ch)
      return ['ERR_BAD_TRIBUTE', `第${slot + 1}格没有你的角色`, `You have no character in slot ${slot + 1}`];
    sum += (dataOf(s, ch.id) as CharacterCard).stars;
  }
  const rule = s.config.tributeRule;
  if (rule === 'sumAtLeast' && sum < stars)
    return [
      'ERR_TRIBUTE_STARS',
      `基底星级之和${sum}小于${stars}`,
      `The tributes' stars add up to ${sum}, less than ${stars}`,
    ];
  if (rule === 'sumExact' && sum !== stars)
    return [
      'ERR_TRIBUTE_STARS',
      `基底星级之和${sum}不等于${stars}`,
      `The tributes' stars add up to ${sum}, not ${stars}`,
    ];
  return null;
}

/** Everything about a normal summon / set that does not depend on the tributes chosen. */
export function summonBaseProblem(
  s: XingjieState,
  seat: Seat,
  card: string,
  set: boolean,
  position: 'defense' | undefined,
): Problem {
  const p = P(s, seat);
  if (s.phase !== 'turn.action' || s.game.turnPlayer !== seat)
    return ['ERR_WRONG_PHASE', '只能在自己的行动阶段召唤', 'Summons happen in your own action phase'];
  if (s.game.priority?.holder !== seat || s.game.pendingChoice)
    return ['ERR_NO_PRIORITY', '你现在没有优先权', 'You do not hold priority'];
  if (!p.hand.includes(card))
    return ['ERR_NOT_IN_HAND', '这张卡不在你的手牌中', 'That card is not in your hand'];
  const c = dataOf(s, card);
  if (c.type !== 'character')
    return ['ERR_NOT_CHARACTER', '只能召唤角色卡', 'Only characters can be summoned'];
  if (p.normalSummonUsed)
    return [
      'ERR_NORMAL_SUMMON_USED',
      '本回合已经进行过普通召唤',
      'You have already used your normal summon this turn',
    ];
  if (set && position)
    return ['ERR_BAD_POSITION', '盖放总是里侧守备表示', 'A set is always face-down defense'];
  if (!set && !s.config.normalSummonPositions.includes(position ?? 'attack'))
    return ['ERR_BAD_POSITION', '普通召唤只能以攻击表示', 'A normal summon must be in an allowed position'];
  if (s.config.overLimitSummon === 'reject' && c.stars > maxSummonStars(s, seat)) {
    return [
      'ERR_OVER_SUMMON_LIMIT',
      `不能召唤比自己位阶高3星及以上的角色（上限${maxSummonStars(s, seat)}星）`,
      `You cannot summon above your limit of ${maxSummonStars(s, seat)} stars`,
    ];
  }
  return null;
}

/** Why this normal summon / normal set is illegal now, or null. */
export function summonProblem(s: XingjieState, seat: Seat, pl: SummonPayload, set: boolean): Problem {
  const base = summonBaseProblem(s, seat, pl.card, set, pl.position);
  if (base) return base;
  const card = dataOf(s, pl.card) as CharacterCard;
  const tp = tributeProblem(s, seat, card.stars, pl.tributes);
  if (tp) return tp;
  if (!pl.tributes.length && !P(s, seat).front.includes(null))
    return ['ERR_FRONT_ROW_FULL', '前场已满', 'Your front row is full'];
  return null;
}

/**
 * Put a character onto `seat`'s front row (lowest free slot) in `position`. Applies the summon limit
 * (§5.5: over the limit loses under 'loss'), fires its summoned trigger when face up.
 */
export function placeCharacter(
  s: XingjieState,
  seat: Seat,
  id: string,
  position: Position,
  how: 'normal' | 'tribute' | 'set' | 'special',
  limit = maxSummonStars(s, seat),
): number {
  const p = P(s, seat);
  const slot = p.front.indexOf(null);
  const stars = (dataOf(s, id) as CharacterCard).stars;
  p.front[slot] = newCharacter(id, position, s.turn);
  // `card` stays null for a face-down arrival (as pinned in old states); `id` names the instance either way.
  s.effects.push({
    type: 'summoned',
    seat,
    card: position === 'faceDownDefense' ? null : id,
    slot,
    position,
    how,
    id,
  });
  if (stars > limit) {
    s.effects.push({ type: 'overLimit', seat, stars, limit, card: id });
    loseByOverLimit(s, seat, stars, limit);
    return slot;
  }
  if (position !== 'faceDownDefense') fireCardTrigger(s, seat, id, 'summoned');
  return slot;
}

export function normalSummon(s: XingjieState, seat: Seat, pl: SummonPayload, set: boolean): void {
  const problem = summonProblem(s, seat, pl, set);
  if (problem) check(false, ...problem);
  const p = P(s, seat);
  // Tributes leave as the new character arrives (R41): their slots are free for it.
  const limitBefore = maxSummonStars(s, seat);
  for (const slot of [...pl.tributes].sort((a, b) => a - b)) {
    const ch = removeCharacter(s, seat, slot, 'graveyard', 'tribute');
    s.effects.push({ type: 'tribute', seat, slot, card: ch!.id });
  }
  p.hand.splice(p.hand.indexOf(pl.card), 1);
  p.normalSummonUsed = true;
  const how = set ? 'set' : pl.tributes.length ? 'tribute' : 'normal';
  // The summon limit is judged as it stood when the summon was declared (before the tributes left).
  placeCharacter(s, seat, pl.card, set ? 'faceDownDefense' : (pl.position ?? 'attack'), how, limitBefore);
  priorityToResponder(s);
}
