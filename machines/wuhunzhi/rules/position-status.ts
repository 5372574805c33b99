/**
 * The round's statuses a position inside a round may say (docs/rules/wuhunzhi.md, "Positions inside a round"):
 * power modifiers still running, limited effects already used, souls that have attacked this battle, what each
 * seat has done this round, and queued triggers. Collected while the cards are laid out, checked against the
 * moment (position-moment.ts), then written into the game state.
 */
import type { Seat } from '@/machines/engine/types';
import type { WEffect } from '@/content/wuhunzhi/types';
import { cardDef, type CardSource } from '../catalog';
import { effectKey } from '../effects/resolve';
import type { PositionAt, SeatPosition } from '../position';
import type { PowerMod, WuhunzhiState } from '../state';
import { bad } from './position-layout';
import { doneStep, hadStep, rank, type Moment } from './position-moment';

interface CardStatus {
  boosts?: Array<{ amount: number; until: 'battle' | 'round' }>;
  used?: Record<string, number>;
  attacked?: boolean;
}

const skillsOf = (s: CardSource, cardId: string): WEffect[] => {
  const d = cardDef(s, cardId)!;
  return d.type === 'soul' || d.type === 'general' ? d.skills : [];
};

export class Statuses {
  private readonly mods: PowerMod[] = [];
  private readonly uses: Array<{ per: 'battle' | 'round' | 'match'; key: string; n: number }> = [];
  private readonly attacked: string[] = [];
  private readonly flags = {
    eventActivated: { p1: false, p2: false },
    strategySet: { p1: false, p2: false },
    scouted: { p1: false, p2: false },
    altarDamage: { p1: 0, p2: 0 },
  };

  constructor(
    private readonly draft: WuhunzhiState,
    private readonly m: Moment,
  ) {}

  private needMid(path: string): void {
    if (!this.m.mid)
      bad(
        path,
        '这是回合中途的状态：局面要用 at 写明从回合的哪一刻开始',
        'this is a status inside a round: the position needs `at` to say the moment of the round',
      );
  }

  /** A card's boosts, used effects and attack this battle (`soul`: a face-up soul, the only kind that fights). */
  card(id: string, path: string, e: CardStatus, soul: boolean): void {
    const cardId = this.draft.cards[id].cardId;
    for (const [k, b] of (e.boosts ?? []).entries()) {
      this.needMid(`${path}.boosts`);
      if (b.until === 'battle' && this.m.phase === 'end')
        bad(
          `${path}.boosts.${k}`,
          '“直到战斗结束”的战力变化在结束阶段开始时已经消失（W13）',
          'an "until the battle ends" power change is gone when the end phase begins (W13)',
        );
      this.mods.push({ card: id, amount: b.amount, until: b.until });
    }
    for (const [key, n] of Object.entries(e.used ?? {})) {
      this.needMid(`${path}.used`);
      const skills = skillsOf(this.draft, cardId);
      const index = skills.findIndex((x, i) => (x.id ?? String(i)) === key || String(i) === key);
      const effect = skills[index];
      if (!effect?.limit)
        bad(
          `${path}.used.${key}`,
          `这张卡没有编号为 ${key} 的限次效果`,
          `this card has no limited effect ${key}`,
        );
      const per = effect.limit!.per as 'battle' | 'round' | 'match';
      if (n > effect.limit!.count)
        bad(
          `${path}.used.${key}`,
          `这个效果每${per === 'battle' ? '次战斗' : per === 'round' ? '回合' : '局'}只能用 ${effect.limit!.count} 次`,
          `this effect may be used ${effect.limit!.count} time(s) per ${per}`,
        );
      if (per === 'battle' && rank(this.m.phase) < rank('battle'))
        bad(
          `${path}.used.${key}`,
          '每次战斗限用的效果在战斗阶段开始时重新计数，战斗前不会已经用过',
          'a once-per-battle effect counts afresh when the battle begins; it cannot be used before it',
        );
      this.uses.push({ per, key: effectKey(id, effect, index), n });
    }
    if (e.attacked) {
      this.needMid(`${path}.attacked`);
      if (!soul || rank(this.m.phase) < rank('battle'))
        bad(
          `${path}.attacked`,
          '只有战斗阶段（及其后的结束阶段）中沙场上翻开的灵魂卡才会“本次战斗已攻击”',
          'only a face-up soul on the sand field in the battle (or the end phase after it) has attacked this battle',
        );
      this.attacked.push(id);
    }
  }

  eventActivated(seat: Seat): void {
    this.flags.eventActivated[seat] = true;
  }

  strategySet(seat: Seat): void {
    this.flags.strategySet[seat] = true;
  }

  /** The seat's `thisRound` record. */
  seat(seat: Seat, p: SeatPosition): void {
    const t = p.thisRound;
    if (!t) return;
    this.needMid(`${seat}.thisRound`);
    if (t.eventActivated) {
      if (!hadStep(this.m, seat, 'planning'))
        bad(
          `${seat}.thisRound.eventActivated`,
          `${seat} 还没有到自己的策略阶段，不能已经发动过本回合的事件卡（§5.3）`,
          `${seat} has not reached its planning step, so it cannot have activated an event this round (§5.3)`,
        );
      this.flags.eventActivated[seat] = true;
    }
    if (t.scouted) {
      if (!doneStep(this.m, seat, 'reconnaissance'))
        bad(
          `${seat}.thisRound.scouted`,
          `${seat} 的侦察阶段还没有结束，不能已经侦察过（侦察结束该步，W6）`,
          `${seat}'s reconnaissance step is not over, so it cannot have scouted (a scout ends the step, W6)`,
        );
      this.flags.scouted[seat] = true;
    }
    this.flags.altarDamage[seat] = t.altarDamage ?? 0;
  }

  /** Write the statuses and the queued triggers into the game state (after applyMoment). */
  apply(at: PositionAt): void {
    const g = this.draft.game;
    g.powerMods = [...this.mods];
    for (const u of this.uses) g.effectUses[u.per][u.key] = u.n;
    g.attackedThisBattle = [...this.attacked];
    g.eventActivatedThisRound = { ...this.flags.eventActivated };
    g.strategySetThisRound = { ...this.flags.strategySet };
    g.scoutedThisRound = { ...this.flags.scouted };
    g.altarDamageTakenThisRound = { ...this.flags.altarDamage };
    if (!at.triggers) return;
    const on = at.phase === 'battle' ? 'onBattleStart' : 'onPhaseEnd';
    g.triggerQueue = at.triggers.map((t, k) => {
      const b = g.boards[t.seat];
      const card = t.source === 'general' ? b.general : b.sandField[t.source - 1];
      const e =
        card && g.marks[card]?.faceUp !== false
          ? skillsOf(this.draft, this.draft.cards[card].cardId)[t.effect]
          : null;
      if (!card || !e || e.kind !== 'triggered' || e.trigger?.on !== on)
        bad(
          `at.triggers.${k}`,
          `${t.seat} 的这个来源没有此时会触发的效果 ${t.effect}`,
          `${t.seat}'s source has no effect ${t.effect} that triggers now`,
        );
      return { seat: t.seat, card: card!, effect: t.effect };
    });
  }
}
