/**
 * Builds content/wuhunzhi/demos/jixia-vs-hulang.duel: a scripted "director" plays both seats with a plain
 * tactical policy (focus fire on one altar, formations first, counterattack whenever possible) and searches seeds
 * until the duel lasts at least six rounds and shows a formation, a counterattack, an excess-damage altar hit and
 * an altar destruction before someone wins. Notes are attached at those moments. Run: npx tsx scripts/wuhunzhi-demo.ts
 */
import { writeFileSync } from 'node:fs';
import { applyInPlace, createMatchOrThrow, legalActions, narrateText, cloneState } from '@/machines/engine';
import type { Action, MatchSetup, Seat } from '@/machines/engine';
import { wuhunzhi } from '@/machines/wuhunzhi';
import { duelFileSchema } from '@/machines/engine';
import { serializeDuelScript } from '@/machines/engine/duel-script';
import { activeFormations } from '@/machines/wuhunzhi/effects/formations';
import { finalPower } from '@/machines/wuhunzhi/effects/power';
import { defOf, soulDef } from '@/machines/wuhunzhi/rules/board';
import type { WuhunzhiState } from '@/machines/wuhunzhi/state';
import { DECK_HULANG, DECK_JIXIA } from '@/content/wuhunzhi/decks';

const PREFERRED: Record<Seat, number[]> = {
  p1: [5, 4, 6, 2, 8, 7, 9, 1, 3],
  p2: [1, 3, 7, 9, 5, 2, 4, 6, 8],
};
const other = (s: Seat): Seat => (s === 'p1' ? 'p2' : 'p1');

function mostDamagedAltar(s: WuhunzhiState, seat: Seat, allowed: number[]): number {
  const altars = s.game.boards[seat].altars;
  return [...allowed].sort((a, b) => altars[b].damage - altars[a].damage || a - b)[0];
}

function choose(s: WuhunzhiState, seat: Seat, legal: Action[]): Action {
  const of = (type: string) => legal.filter((a) => a.type === type);
  const p = (a: Action) => a.payload as any;
  const b = s.game.boards[seat];
  if (of('setup.choose').length) return of('setup.choose')[0];
  if (of('construction.draw').length)
    return (
      of('construction.draw').find((a) => p(a).draw === b.deck.length > 12) ?? of('construction.draw')[0]
    );
  const bind = of('construction.bindSoul');
  if (bind.length)
    return bind.sort((x, y) => b.altars[p(x).altar].bound.length - b.altars[p(y).altar].bound.length)[0];
  if (of('construction.revealAltar').length) return of('construction.revealAltar')[0];
  if (of('construction.recoverSoul').length) return of('construction.recoverSoul')[0];
  if (of('planning.activateEvent').length) return of('planning.activateEvent')[0];
  if (of('planning.setStrategy').length) return of('planning.setStrategy')[0];
  const deploy = of('deployment.deploy');
  if (deploy.length) {
    for (const cell of PREFERRED[seat]) {
      const d = deploy.find((a) => p(a).cell === cell);
      if (d) return d;
    }
  }
  const ret = of('deployment.return').find((a) => {
    const id = b.sandField[p(a).cell - 1]!;
    const d = soulDef(s, id);
    return d && s.game.marks[id].damage * 2 >= d.basePower;
  });
  if (ret) return ret;
  const summons = of('summon.place').filter((a) => !p(a).faceDown || defOf(s, p(a).card).type === 'trap');
  if (summons.length) {
    const power = (a: Action) => soulDef(s, p(a).card)?.basePower ?? 500;
    return summons.sort((x, y) => power(y) - power(x))[0];
  }
  if (of('recon.scout').length) return of('recon.scout')[0];
  const eff = of('effect.activate').filter((a) => defOf(s, p(a).card).type === 'general');
  if (eff.length) return eff[0];
  const declares = of('battle.declare');
  if (declares.length) {
    const o = other(seat);
    const me = s.game.boards[seat].sandField[s.game.cursor!.cell - 1]!;
    const mine = finalPower(s, me);
    const cards = declares.filter((a) => p(a).target.kind === 'card');
    const weak = cards.filter((a) => {
      const id = s.game.boards[o].sandField[p(a).target.cell - 1]!;
      return s.game.marks[id]?.faceUp !== false && soulDef(s, id) && finalPower(s, id) < mine;
    });
    if (weak.length) return weak[0];
    const altars = declares.filter((a) => p(a).target.kind === 'altar');
    if (altars.length) {
      const target = mostDamagedAltar(
        s,
        o,
        altars.map((a) => p(a).target.altar),
      );
      return altars.find((a) => p(a).target.altar === target)!;
    }
    return declares[0];
  }
  const excess = of('battle.excess').filter((a) => p(a).altar !== null);
  if (excess.length) {
    const target = mostDamagedAltar(
      s,
      other(seat),
      excess.map((a) => p(a).altar),
    );
    return excess.find((a) => p(a).altar === target)!;
  }
  if (of('battle.redirect').length) return of('battle.redirect')[0];
  const counter = of('battle.counter');
  if (counter.length) return counter.find((a) => p(a).reveal) ?? counter[0];
  for (const t of ['window.pass', 'phase.pass', 'summon.pass', 'battle.excess'])
    if (of(t).length) return of(t)[0];
  return legal.find((a) => a.type !== 'match.concede')!;
}

type Note = { kind: 'narration' | 'commentary' | 'dialogue' | 'beat'; body: string; spoiler?: boolean };

function play(seed: number) {
  const setup: MatchSetup = {
    gameId: 'wuhunzhi',
    rulesVersion: wuhunzhi.rulesVersion,
    players: { p1: { name: '孟尝' }, p2: { name: '黑伯' } },
    seed,
    decks: { p1: DECK_JIXIA, p2: DECK_HULANG },
    firstPlayer: 'p1',
  };
  const s = createMatchOrThrow<WuhunzhiState>(wuhunzhi, setup);
  const steps: Array<{ action: Action; notes?: Note[] }> = [];
  const seen = { formation: false, counter: false, excess: false, destroyed: false };
  let lastRound = 1;
  while (!s.result && steps.length < 3000) {
    const seat = s.active ?? (s.game.setupDone.p1 ? 'p2' : 'p1');
    const legal = legalActions(wuhunzhi, s, seat);
    const action = choose(s, seat, legal);
    const before = cloneState(s);
    applyInPlace(wuhunzhi, s, action);
    const notes: Note[] = [];
    const fx = s.effects;
    const line = narrateText(wuhunzhi, before, action, s).zh;
    if (!seen.formation && (['p1', 'p2'] as Seat[]).some((x) => activeFormations(s, x).length)) {
      seen.formation = true;
      const who = (['p1', 'p2'] as Seat[]).find((x) => activeFormations(s, x).length)!;
      notes.push({
        kind: 'beat',
        body: `**阵型成形**：${s.players[who].name}的沙场恰好排成「${activeFormations(s, who)[0].name.zh}」，主将的阵型效果在战斗阶段生效。`,
      });
    }
    if (!seen.counter && fx.some((e) => e.type === 'counterattack')) {
      seen.counter = true;
      notes.push({
        kind: 'commentary',
        body: `祭坛中的灵魂不受伤害地反击，反击伤害是它的**原始战力值**（§6.3）。${line}。`,
      });
    }
    if (!seen.excess && fx.some((e) => e.type === 'altarDamage' && e.cause === 'excess')) {
      seen.excess = true;
      notes.push({
        kind: 'commentary',
        body: `攻击方最终战力高于对方，剩余的部分作为伤害分配到一座祭坛上，且不会被反击（§6.2 S3）。`,
      });
    }
    if (fx.some((e) => e.type === 'altarDestroyed')) {
      notes.push({
        kind: seen.destroyed ? 'narration' : 'beat',
        body: seen.destroyed
          ? `又一座祭坛倒下。`
          : `**祭坛破坏**：一回合内累计受到2000点伤害，祭坛宣告破坏并横置——被破坏后是无法修复的。`,
      });
      seen.destroyed = true;
    }
    if (s.game.round !== lastRound && !s.result) {
      lastRound = s.game.round;
      const first = s.players[s.game.first].name;
      notes.push({
        kind: 'narration',
        body: `第${lastRound - 1}回合结束。第${lastRound}回合由${first}先攻。`,
      });
    }
    const res = s.result as WuhunzhiState['result']; // set by applyInPlace (TS keeps the loop's narrowing)
    if (res)
      notes.push({
        kind: 'narration',
        body: `终局：${res.text.zh}。${res.winner ? s.players[res.winner].name : ''}获胜。`,
      });
    steps.push(notes.length ? { action, notes } : { action });
  }
  return { setup, steps, s, seen };
}

for (let seed = 1; seed < 400; seed++) {
  const { setup, steps, s, seen } = play(seed);
  const ok =
    s.result?.winner &&
    s.result.reason === 'altarsDestroyed' &&
    s.game.round >= 6 &&
    seen.formation &&
    seen.counter &&
    seen.excess &&
    seen.destroyed;
  if (!ok) continue;
  const file = {
    title: {
      zh: '稷下对虎狼：百家与兵家的祭坛之战',
      en: 'Jixia against the Tigers and Wolves: a battle of altars',
    },
    description: {
      zh: '孟尝以孙武为主将率稷下百家，黑伯以白起为主将统领秦魏虎狼之师。演示阵型、祭坛反击、剩余伤害与祭坛破坏。',
      en: 'Mengchang leads the Hundred Schools under Sun Wu; Heibo leads the armies of Qin and Wei under Bai Qi. Shows a formation, altar counterattacks, excess damage and altar destruction.',
    },
    setup,
    notes: [
      {
        kind: 'narration',
        body: '临淄城外，稷下学宫的钟声未歇。孟尝与黑伯各自摆开战场：五座祭坛、一位主将、五十张卡。',
      },
      {
        kind: 'commentary',
        body: '双方开局都没有手牌（R1）：第一回合的建设阶段才把手牌抽到5张。先攻由剧本指定（R2）。',
      },
    ],
    steps,
  };
  writeFileSync(
    'content/wuhunzhi/demos/jixia-vs-hulang.duel',
    serializeDuelScript(duelFileSchema.parse(file), { def: wuhunzhi }),
  );
  console.log(`seed ${seed}: ${steps.length} steps, ${s.game.round} rounds, ${s.result!.text.zh}`);
  process.exit(0);
}
console.log('no seed found');
process.exit(1);
