/**
 * The sentence of each kind of consequence (consequences.ts), in Chinese and English, as segments: cards by
 * instance, players by seat. Each stands alone as a sub-step a reader steps through; narration joins them after
 * the action's own sentence (English clauses are then lower-cased at the join).
 */
import { card, n, seat } from '@/machines/engine';
import type { MatchResult, Narration, Seat, Target } from '@/machines/engine';
import type { PhaseName, Position, XingjieState } from './state';
import { PHASE_WORDS, POSITION_WORDS, ZONE_NAMES, both, cardList, refWords } from './words';

const POS = (p: string) => POSITION_WORDS[p as Position];
const stepOf = (path: string): PhaseName => path.split('.')[1] as PhaseName;
const signed = (x: number) => (x >= 0 ? `+${x}` : `${x}`);

/** A window closed: what ended and what comes next (the turn's end, a skipped draw, an attack resolving). */
export function phaseEnds(before: XingjieState, from: string, to: string): Narration {
  const tp = before.game.turnPlayer;
  if (from === 'turn.battle.attack')
    return both(['攻击响应窗口关闭，攻击结算'], ['The response window closes and the attack resolves']);
  if (to === 'turn.start') return both(n`${seat(tp)}的回合结束`, n`${seat(tp)}'s turn ends`);
  if (to === 'turn.end.discard') {
    const k = before.config.handLimit;
    return both(
      n`回合结束阶段的响应结束，${seat(tp)}须把手牌弃到${k}张`,
      n`The end phase closes; ${seat(tp)} must discard down to ${k} cards`,
    );
  }
  const a = PHASE_WORDS[stepOf(from)];
  const b = PHASE_WORDS[stepOf(to)];
  if (from === 'turn.start' && to === 'turn.action')
    return both(
      [`${a.zh}结束，先手第一回合不抽卡，进入${b.zh}`],
      [`The ${a.en} ends; the first player does not draw on turn 1; on to the ${b.en}`],
    );
  return both([`${a.zh}结束，进入${b.zh}`], [`The ${a.en} ends; on to the ${b.en}`]);
}

export const attackWindow = (defender: Seat): Narration =>
  both(
    n`攻击响应窗口打开，由${seat(defender)}先回应`,
    n`The response window opens; ${seat(defender)} may respond first`,
  );

export const turnBegins = (turn: number, s: Seat): Narration =>
  both(n`第${turn}回合开始，轮到${seat(s)}`, n`Turn ${turn} begins: ${seat(s)}'s turn`);

export function draw(s: Seat, ids: readonly string[]): Narration {
  const cards = cardList(ids);
  return both([...n`${seat(s)}抽到`, ...cards.zh], [...n`${seat(s)} draws `, ...cards.en]);
}

export const deckOut = (s: Seat): Narration =>
  both(n`${seat(s)}的卡组已空，无法抽卡`, n`${seat(s)}'s deck is empty: there is no card to draw`);

export const tributed = (id: string): Narration =>
  both(n`${card(id)}作为基底送入墓地`, n`${card(id)} is tributed to the graveyard`);

export function summoned(id: string, slot: number, position: string, how: string): Narration {
  const special =
    how === 'special' ? { zh: '被特殊召唤，', en: ' is special-summoned and' } : { zh: '', en: '' };
  return both(
    n`${card(id)}${special.zh}以${POS(position).zh}登场于前场第${slot + 1}格`,
    n`${card(id)}${special.en} enters front-row slot ${slot + 1} in ${POS(position).en}`,
  );
}

export const overLimit = (stars: number, limit: number): Narration =>
  both([`${stars}星超过了召唤限制（${limit}星）`], [`${stars} stars is over the summon limit of ${limit}`]);

export const hits = (a: string, d: string, amount: number): Narration =>
  both(n`${card(a)}对${card(d)}造成${amount}点伤害`, n`${card(a)} deals ${amount} damage to ${card(d)}`);

export const strikesBack = (d: string, a: string, amount: number): Narration =>
  both(
    n`${card(d)}反击，对${card(a)}造成${amount}点伤害`,
    n`${card(d)} strikes back: ${amount} damage to ${card(a)}`,
  );

export const noDamage = (): Narration => both(['双方都没有受到伤害'], ['Neither takes any damage']);

export const avatarStrikesBack = (s: Seat, id: string, amount: number): Narration =>
  both(
    n`${seat(s)}的人物反击，对${card(id)}造成${amount}点伤害`,
    n`${seat(s)}'s avatar strikes back: ${amount} damage to ${card(id)}`,
  );

export const avatarHits = (s: Seat, id: string, amount: number): Narration =>
  both(
    n`${seat(s)}亲自出手，对${card(id)}造成${amount}点伤害`,
    n`${seat(s)} strikes ${card(id)} for ${amount}`,
  );

/** Damage to an avatar, by cause, with the HP left. */
export function avatarDamage(
  s: Seat,
  amount: number,
  cause: string,
  source: string | undefined,
  hp: number,
): Narration {
  const left = { zh: `（剩余${hp}）`, en: ` (${hp} left)` };
  if (cause === 'overflow')
    return both(
      n`${amount}点伤害溢出到${seat(s)}身上${left.zh}`,
      n`${amount} damage overflows onto ${seat(s)}${left.en}`,
    );
  if (!source)
    return both(n`${seat(s)}受到${amount}点伤害${left.zh}`, n`${seat(s)} takes ${amount} damage${left.en}`);
  if (cause === 'strikeBack')
    return both(
      n`${card(source)}反击，对${seat(s)}造成${amount}点伤害${left.zh}`,
      n`${card(source)} strikes back: ${amount} damage to ${seat(s)}${left.en}`,
    );
  if (cause === 'effect')
    return both(
      n`${card(source)}的效果对${seat(s)}造成${amount}点伤害${left.zh}`,
      n`The effect of ${card(source)} deals ${amount} damage to ${seat(s)}${left.en}`,
    );
  return both(
    n`${card(source)}对${seat(s)}造成${amount}点伤害${left.zh}`,
    n`${card(source)} deals ${amount} damage to ${seat(s)}${left.en}`,
  );
}

export const life = (s: Seat, from: number, to: number): Narration =>
  both(
    n`${seat(s)}的血量从${from}${to > from ? '升' : '降'}到${to}`,
    n`${seat(s)}'s HP ${to > from ? 'rises' : 'falls'} from ${from} to ${to}`,
  );

export const avatarHeal = (s: Seat, amount: number, hp: number): Narration =>
  both(n`${seat(s)}回复${amount}点血量（现为${hp}）`, n`${seat(s)} heals ${amount} (now ${hp})`);

/** A character defeated (in battle or by an effect) or a back-row card destroyed, and by what. */
export function destroyed(
  id: string,
  by: string | undefined,
  backRow: boolean,
  byEffect: boolean,
): Narration {
  const verb = backRow ? { zh: '破坏', en: 'destroyed' } : { zh: '击败', en: 'defeated' };
  if (!by)
    return both(n`${card(id)}被${verb.zh}，送入墓地`, n`${card(id)} is ${verb.en} and goes to the graveyard`);
  const effect = byEffect ? { zh: '的效果', en: 'the effect of ' } : { zh: '', en: '' };
  return both(
    n`${card(id)}被${card(by)}${effect.zh}${verb.zh}，送入墓地`,
    n`${card(id)} is ${verb.en} by ${effect.en}${card(by)} and goes to the graveyard`,
  );
}

/** A character defeated by an avatar's own attack (R13). */
export const defeatedByAvatar = (id: string, s: Seat): Narration =>
  both(
    n`${card(id)}被${seat(s)}击败，送入墓地`,
    n`${card(id)} is defeated by ${seat(s)} and goes to the graveyard`,
  );

/** An avatar's own attack on the other avatar (R13). */
export const avatarHitsAvatar = (by: Seat, s: Seat, amount: number, hp: number): Narration =>
  both(
    n`${seat(by)}亲自出手，对${seat(s)}造成${amount}点伤害（剩余${hp}）`,
    n`${seat(by)} strikes ${seat(s)} for ${amount} (${hp} left)`,
  );

/** A heal that found the avatar already at its cap (R40). */
export const alreadyFull = (s: Seat): Narration =>
  both(n`${seat(s)}的血量已满，没有回复`, n`${seat(s)} is already at full HP`);

const MOVED: Record<string, { zh: string; en: string }> = {
  hand: { zh: '回到手牌', en: 'returns to the hand' },
  deckTop: { zh: '被放回卡组顶', en: 'goes back on top of the deck' },
  deckBottom: { zh: '被放到卡组底', en: 'goes to the bottom of the deck' },
  graveyard: { zh: '被送入墓地', en: 'goes to the graveyard' },
  banished: { zh: '被除外', en: 'is banished' },
};
export const moved = (id: string, to: string): Narration =>
  both(n`${card(id)}${MOVED[to].zh}`, n`${card(id)} ${MOVED[to].en}`);

export const durability = (id: string, left: number): Narration =>
  both(n`${card(id)}的耐久剩余${left}`, n`${card(id)} has ${left} durability left`);

export function equipGone(id: string, reason: string): Narration {
  if (reason === 'broken')
    return both(n`${card(id)}耐久耗尽，损坏并送入墓地`, n`${card(id)} breaks and goes to the graveyard`);
  if (reason === 'host left')
    return both(n`${card(id)}随装备对象送入墓地`, n`${card(id)} follows its bearer to the graveyard`);
  if (reason === 'replaced')
    return both(n`原来的${card(id)}被换下，送入墓地`, n`${card(id)} is replaced and goes to the graveyard`);
  return both(n`${card(id)}送入墓地`, n`${card(id)} goes to the graveyard`);
}

export const flippedByAttack = (id: string): Narration =>
  both(n`被攻击的${card(id)}翻为防守表示`, n`The attacked ${card(id)} is turned face up in defence position`);

export const fizzled = (negated: boolean): Narration =>
  negated
    ? both(['攻击已被无效，没有造成伤害'], ['The attack was negated and does no damage'])
    : both(['一方已经离场，攻击没有造成伤害'], ['A combatant has left the field: the attack does no damage']);

export const negated = (): Narration => both(['攻击被无效'], ['The attack is negated']);

export const activationNegated = (id: string): Narration =>
  both(n`${card(id)}的发动被无效`, n`The activation of ${card(id)} is negated`);

export const triggers = (id: string): Narration =>
  both(n`${card(id)}的效果发动`, n`The effect of ${card(id)} triggers`);

export const effectDamage = (source: string | undefined, id: string, amount: number): Narration =>
  source
    ? both(
        n`${card(source)}的效果对${card(id)}造成${amount}点伤害`,
        n`The effect of ${card(source)} deals ${amount} damage to ${card(id)}`,
      )
    : both(n`${card(id)}受到${amount}点伤害`, n`${card(id)} takes ${amount} damage`);

/** Damage told inside the sentence of the action whose effect dealt it ("，对「包拯」造成3点伤害"). */
export function ownDamage(target: Target, amount: number, hp?: number): Narration {
  const t = 'card' in target ? card(target.card) : seat(target.seat);
  const left = hp === undefined ? { zh: '', en: '' } : { zh: `（剩余${hp}）`, en: ` (${hp} left)` };
  return both(n`对${t}造成${amount}点伤害${left.zh}`, n`Dealing ${amount} damage to ${t}${left.en}`);
}

export const charHeal = (id: string, amount: number): Narration =>
  both(n`${card(id)}回复${amount}点血量`, n`${card(id)} heals ${amount}`);

export function modified(id: string, stat: 'atk' | 'hp', x: number): Narration {
  const w = stat === 'atk' ? { zh: '攻击力', en: 'attack' } : { zh: '血量', en: 'HP' };
  return both(n`${card(id)}的${w.zh}${signed(x)}`, n`${card(id)} gets ${signed(x)} ${w.en}`);
}

export const avatarModified = (s: Seat, x: number): Narration =>
  both(n`${seat(s)}的人物攻击力${signed(x)}`, n`${seat(s)}'s avatar gets ${signed(x)} attack`);

export const extraAttacks = (id: string, x: number): Narration =>
  both(
    n`${card(id)}本回合可以多攻击${x}次`,
    n`${card(id)} may attack ${x} more time${x === 1 ? '' : 's'} this turn`,
  );

export const summonLimit = (s: Seat, x: number | 'ignore'): Narration =>
  x === 'ignore'
    ? both(n`${seat(s)}暂时无视召唤限制`, n`${seat(s)} ignores the summon limit for now`)
    : both(n`${seat(s)}的召唤限制提高${x}星`, n`${seat(s)}'s summon limit rises by ${x} stars`);

export function choiceOpened(s: Seat, from: string, to: string, count: number): Narration {
  const z = ZONE_NAMES[from];
  if (to === 'hand')
    return both(
      n`${seat(s)}从${z.zh}中挑选一张卡加入手牌（${count}张可选）`,
      n`${seat(s)} picks a card from the ${z.en} to add to the hand (${count} to choose from)`,
    );
  if (to === 'graveyard')
    return both(n`${seat(s)}须选择要弃置的手牌`, n`${seat(s)} must choose a card to discard`);
  if (to === 'banished')
    return both(n`${seat(s)}从墓地中挑选要除外的卡`, n`${seat(s)} picks a card in a graveyard to banish`);
  return both(
    n`${seat(s)}从${z.zh}中挑选一位角色特殊召唤（${count}位可选）`,
    n`${seat(s)} picks a character from the ${z.en} to special-summon (${count} to choose from)`,
  );
}

export const noOption = (): Narration => both(['没有可以选择的卡'], ['There is nothing to choose']);

export const noRoom = (): Narration =>
  both(['前场已满，无法特殊召唤'], ['The front row is full: there is no room to special-summon']);

export const fieldReplaced = (id: string): Narration =>
  both(n`原来的场地魔法${card(id)}送入墓地`, n`The old field magic ${card(id)} goes to the graveyard`);

export const resolvedToGraveyard = (id: string): Narration =>
  both(n`${card(id)}发动完毕，送入墓地`, n`${card(id)} has resolved and goes to the graveyard`);

export const negatedToGraveyard = (id: string): Narration =>
  both(n`${card(id)}送入墓地`, n`${card(id)} goes to the graveyard`);

export const discarded = (s: Seat, id: string, cost: boolean): Narration =>
  cost
    ? both(n`${seat(s)}弃置${card(id)}作为代价`, n`${seat(s)} discards ${card(id)} to pay the cost`)
    : both(n`${seat(s)}弃置${card(id)}`, n`${seat(s)} discards ${card(id)}`);

export function picked(s: Seat, id: string, to: string): Narration {
  if (to === 'hand')
    return both(n`${seat(s)}把${card(id)}加入手牌`, n`${seat(s)} adds ${card(id)} to the hand`);
  if (to === 'graveyard') return both(n`${seat(s)}弃置${card(id)}`, n`${seat(s)} discards ${card(id)}`);
  return both(n`${card(id)}被除外`, n`${card(id)} is banished`);
}

export const flipped = (id: string, to: string): Narration =>
  both(n`${card(id)}翻开，变为${POS(to).zh}`, n`${card(id)} is turned face up in ${POS(to).en}`);

export const position = (id: string, to: string): Narration =>
  both(n`${card(id)}变为${POS(to).zh}`, n`${card(id)} changes to ${POS(to).en}`);

export const setInBackRow = (s: Seat, id: string, slot: number): Narration =>
  both(
    n`${seat(s)}在后场第${slot + 1}格盖放${card(id)}`,
    n`${seat(s)} sets ${card(id)} in back-row slot ${slot + 1}`,
  );

export const placed = (id: string, slot: number): Narration =>
  both(n`${card(id)}置于后场第${slot + 1}格`, n`${card(id)} takes back-row slot ${slot + 1}`);

export const fieldPlaced = (id: string): Narration =>
  both(n`${card(id)}进入场地魔法区`, n`${card(id)} goes to the field magic zone`);

export const weaponTaken = (s: Seat, id: string): Narration =>
  both(n`${seat(s)}的人物装备上${card(id)}`, n`${seat(s)}'s avatar takes up ${card(id)}`);

export const setFlipped = (id: string, slot: number): Narration =>
  both(
    n`后场第${slot + 1}格的${card(id)}翻开`,
    n`${card(id)} in back-row slot ${slot + 1} is turned face up`,
  );

/** An attack as declared: attacker and target, by slot (a face-down target is rendered per perspective). */
export function attack(
  s: XingjieState,
  by: Seat,
  attacker: number | 'avatar',
  target: number | 'avatar',
): Narration {
  const opp: Seat = by === 'p1' ? 'p2' : 'p1';
  const a =
    attacker === 'avatar'
      ? both(n`${seat(by)}的人物`, n`${seat(by)}'s avatar`)
      : refWords(s, { seat: by, zone: 'front', slot: attacker });
  if (target === 'avatar')
    return both([...a.zh, ...n`直接攻击${seat(opp)}`], [...a.en, ...n` attacks ${seat(opp)} directly`]);
  const t = refWords(s, { seat: opp, zone: 'front', slot: target });
  return both([...a.zh, '攻击', ...t.zh], [...a.en, ' attacks ', ...t.en]);
}

export function result(r: MatchResult): Narration {
  if (!r.winner) return both([`平局：${r.text.zh}`], [`A draw: ${r.text.en}`]);
  return both(n`${seat(r.winner)}获胜：${r.text.zh}`, n`${seat(r.winner)} wins: ${r.text.en}`);
}
