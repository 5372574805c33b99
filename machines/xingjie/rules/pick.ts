/** choice.pick: answering a pending choice (search, special summon, discard, banish), one card at a time. */
import { check } from '@/machines/engine';
import type { Seat } from '@/machines/engine';
import type { Position, XingjieState } from '../state';
import { P } from './board';
import { recordGrave } from './provenance';
import { checkGameEnd } from './result';
import { placeCharacter } from './summon';
import { overLimitRejected } from '../effects/choice';
import { destroyDead } from '../effects/resolve';

/** Take one option; a special summon also takes its position. */
export function pickChoice(
  s: XingjieState,
  seat: Seat,
  option: number,
  position: Position | undefined,
): void {
  const c = s.game.pendingChoice;
  check(
    c && c.seat === seat,
    'ERR_NO_CHOICE',
    '现在没有等待你做出的选择',
    'There is no choice waiting for you',
  );
  check(
    Number.isInteger(option) && option >= 0 && option < c.options.length,
    'ERR_BAD_OPTION',
    '没有这个选项',
    'No such option',
  );
  const id = c.options[option];
  if (c.to === 'front') {
    check(
      position !== undefined && c.positions.includes(position),
      'ERR_BAD_POSITION',
      '请选择一个允许的表示形式',
      'Choose an allowed position',
    );
    check(
      !overLimitRejected(s, seat, id),
      'ERR_OVER_SUMMON_LIMIT',
      '该角色的星级超过了你的召唤限制',
      "That character's stars exceed your summon limit",
    );
  } else {
    check(
      position === undefined,
      'ERR_BAD_POSITION',
      '这个选择不需要表示形式',
      'This choice takes no position',
    );
  }
  const zone = P(s, c.owner)[c.from];
  zone.splice(zone.indexOf(id), 1);
  c.options.splice(option, 1);
  c.remaining -= 1;
  const done = c.remaining <= 0 || c.options.length === 0;
  if (done) s.game.pendingChoice = null;
  s.effects.push({ type: 'picked', seat, card: id, from: c.from, to: c.to, position });
  if (c.to === 'front') {
    placeCharacter(s, seat, id, position!, 'special');
  } else {
    P(s, c.owner)[c.to].push(id);
    if (c.to === 'graveyard') recordGrave(s, id, c.from === 'hand' ? 'discarded' : 'sent');
  }
  destroyDead(s);
  checkGameEnd(s);
}
