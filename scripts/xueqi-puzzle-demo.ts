/**
 * Builds content/xueqi/demos/last-blood-sword.duel: the 血契 example position 差十点的血剑 (content/xueqi/positions.ts)
 * played as a puzzle and its solution, through the engine step by step (every step is picked from the engine's
 * legal actions), with notes. The solution is the winning line of tests/unit/xueqi/starting-position.test.ts; the
 * obvious line is played on a copy only, to put its exact shortfall in a note.
 * Run: `npx tsx scripts/xueqi-puzzle-demo.ts [--print]`.
 */
import { writeFileSync } from 'node:fs';
import {
  applyInPlace,
  cloneState,
  createMatchOrThrow,
  duelFileSchema,
  legalActions,
  narrate,
} from '@/machines/engine';
import { serializeDuelScript } from '@/machines/engine/duel-script';
import type { Action, DuelNote, MatchSetup, Seat } from '@/machines/engine';
import { xueqi } from '@/machines/xueqi';
import type { XueqiState } from '@/machines/xueqi';
import { DECKS } from '@/content/xueqi/decks';
import { EXAMPLE_POSITIONS } from '@/content/xueqi/positions';

const P1: Seat = 'p1';
const ex = EXAMPLE_POSITIONS.find((e) => e.id === 'last-blood-sword');
if (!ex) throw new Error('example position last-blood-sword is missing');
const deckOf = (id: string) => {
  const d = DECKS.find((x) => x.id === id);
  if (!d) throw new Error(`no deck ${id}`);
  return d.cards;
};

const setup: MatchSetup = {
  gameId: 'xueqi',
  rulesVersion: '1',
  // p1 plays the Bat Swarm (蝠群血祭), p2 the Bone Legion (骸骨军团).
  players: { p1: { name: '夜翎' }, p2: { name: '冷骸' } },
  seed: 20261211,
  decks: { p1: deckOf(ex.deck!.p1), p2: deckOf(ex.deck!.p2) },
  position: ex.position,
};

const s = createMatchOrThrow<XueqiState>(xueqi, setup);
const steps: Array<{ action: Action; notes?: DuelNote[] }> = [];
const print = process.argv.includes('--print');
const n = (kind: DuelNote['kind'], body: string): DuelNote => ({ kind, body });

/** The id of the creature of `seat` showing `cardId` (the `nth` such), on the field of state `st`. */
function fieldId(st: XueqiState, seat: Seat, cardId: string, nth = 0): string {
  const p = st.game.players[seat];
  const all = [...p.creatureSlots, ...p.extraCreatures].filter((c) => st.cards[c.id].cardId === cardId);
  if (!all[nth]) throw new Error(`${seat} has no ${cardId} #${nth} on the field`);
  return all[nth].id;
}
function handId(st: XueqiState, seat: Seat, cardId: string): string {
  const id = st.game.players[seat].hand.find((x) => st.cards[x].cardId === cardId);
  if (!id) throw new Error(`${seat} has no ${cardId} in hand`);
  return id;
}

/** The legal action of `seat` of this type whose payload has exactly these fields (the others are free). */
function legal(st: XueqiState, seat: Seat, type: string, want: Record<string, unknown> = {}): Action {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const found = legalActions(xueqi, st, seat).find(
    (a) =>
      a.type === type &&
      Object.entries(want).every(([k, v]) => same((a.payload as Record<string, unknown>)[k], v)),
  );
  if (!found) throw new Error(`${seat} has no legal ${type} ${JSON.stringify(want)}`);
  return found;
}

function record(action: Action, notes?: DuelNote[]) {
  const before = cloneState(s);
  applyInPlace(xueqi, s, action);
  steps.push(notes ? { action, notes } : { action });
  if (print)
    console.log(
      `#${before.seq} ${narrate(xueqi, before, action, s, 'zh-CN')}  [LP ${s.game.players.p1.lp}/${s.game.players.p2.lp}]`,
    );
}
const go = (type: string, want: Record<string, unknown> = {}, notes?: DuelNote[]) =>
  record(legal(s, P1, type, want), notes);

// ── The draw: pinned to a card that does not help, so the board alone decides ─────────────────────────────
record({ type: 'fate.pin', actor: 'author', payload: { kind: 'draw', seat: P1, cardId: 'zhanhou-yushi' } }, [
  n(
    'narration',
    '第6轮，血月将沉。夜翎只剩60点生命值，命运抽卡早在第9回合就已用掉；对面的冷骸还有300点，场上站着被「嗜血印记」把攻击力推到600的血骑士、一头骨龙骑，外加一只骨灵。' +
      '下个回合血骑士一刀落下，这场契约就到头了——夜翎必须在这一回合取胜。',
  ),
  n(
    'commentary',
    '作者钉住了这次抽卡：一张帮不上忙的「战后余势」。不靠运气，只看场面——手里能用的只有「血气增幅」（己方一只生物本回合攻击力+100）。',
  ),
]);
go('draw.normal', {}, [
  n('dialogue', '冷骸：「六十点血，也敢谈翻盘？」\n\n夜翎：「够了。一滴都不会多，一滴也不会少。」'),
]);

const [berserker, swordsman, crow] = ['kuang-zhanshi', 'xue-jianke', 'ye-ya'].map((c) => fieldId(s, P1, c));
const [bat1, bat2] = [fieldId(s, P1, 'xue-bianfu', 0), fieldId(s, P1, 'xue-bianfu', 1)];
const [knight, rider, wisp] = [
  fieldId(s, 'p2', 'xue-qishi'),
  fieldId(s, 'p2', 'gulong-qi'),
  fieldId(s, 'p2', 'gu-ling'),
];
const surge = handId(s, P1, 'xueqi-zengfu');

// ── The obvious line, played on a copy only: it falls exactly 10 LP short ─────────────────────────────────
const o = cloneState(s);
const tryLine = (type: string, want: Record<string, unknown> = {}) =>
  applyInPlace(xueqi, o, legal(o, P1, type, want));
tryLine('value.activate', { card: surge, targets: [crow] });
tryLine('battle.declare');
tryLine('battle.attack', { lead: berserker, supporters: [], target: knight });
tryLine('effect.activate', { creature: berserker, effect: 0 });
tryLine('battle.attack', { lead: berserker, supporters: [], target: rider });
tryLine('battle.attack', { lead: swordsman, supporters: [], target: wisp });
for (const lead of [crow, bat1, bat2]) tryLine('battle.attack', { lead, supporters: [], target: 'player' });
const short = o.game.players.p2.lp;
if (o.result || short !== 10) throw new Error(`the obvious line should leave p2 at 10 LP, not ${short}`);
if (legalActions(xueqi, o, P1).some((a) => a.type === 'battle.attack'))
  throw new Error('the obvious line should have no attack left');

// ── The solution ────────────────────────────────────────────────────────────────────────────────────────
go('value.activate', { card: surge, targets: [swordsman] }, [
  n(
    'commentary',
    `顺手的打法是把增幅给夜鸦：狂战士连斩血骑士和骨龙骑，血剑客砍掉骨灵，夜鸦170、两只血蝙蝠各60直击——合计290，冷骸还剩**${short}点**，差的正是这十点。` +
      '夜翎反其道而行：增幅交给血剑客，一阶价值卡的代价是5点生命值。',
  ),
]);
go('battle.declare');
go('battle.attack', { lead: berserker, supporters: [], target: knight }, [
  n(
    'commentary',
    '攻击力必须**高于**目标的生命力：狂战士400对血骑士320，斩落。血骑士那600点攻击力只在它出手时才可怕——被攻击的一方不会反击。',
  ),
]);
go('effect.activate', { creature: berserker, effect: 0 }, [
  n('commentary', '「狂战士」发动攻击后，每回合一次，可以再攻击一次。'),
]);
go('battle.attack', { lead: berserker, supporters: [], target: rider }, [
  n(
    'commentary',
    '每破坏一只对方生物，夜翎都按它的等阶回血：血骑士20点，骨龙骑15点。可回血伤不到冷骸——冷骸的300点还一点没动。',
  ),
]);
go('battle.attack', { lead: crow, supporters: [bat1], target: wisp }, [
  n('beat', '转折点：不让血剑客去砍骨灵，而是让夜鸦和血蝙蝠联手。'),
  n(
    'commentary',
    '夜鸦单独出手只有70，打不过骨灵的90；只有主攻不够时才允许联动。配合者的攻击力减半：血蝙蝠60变30，合计**100**压过90。两只卡都算已经攻击过，另一只血蝙蝠和血剑客还留着。',
  ),
]);
go('battle.attack', { lead: swordsman, supporters: [], target: 'player' }, [
  n(
    'commentary',
    '冷骸场上已经没有生物，可以直接攻击玩家了。血剑客150加上增幅的100，250点直击——冷骸只剩50。',
  ),
]);
go('battle.attack', { lead: bat2, supporters: [], target: 'player' }, [
  n(
    'narration',
    '最后一只血蝙蝠掠过残破的骨阵，60点，比冷骸剩下的多出十点。生命值归零的那一刻，胜负已分——夜翎连回合结束的维持都不必再付。',
  ),
]);

if (!s.result) throw new Error('the demo must end with a win');
if (print) console.log('RESULT', s.result, 'steps', steps.length);
writeFileSync(
  'content/xueqi/demos/last-blood-sword.duel',
  serializeDuelScript(
    duelFileSchema.parse({
      title: { zh: ex.name.zh, en: ex.name.en },
      description: {
        zh: '残局题：60点生命值对300点，必须在这一回合取胜。顺手的打法恰好差10点；解法是让夜鸦和血蝙蝠联动拿下骨灵，把血剑客和「血气增幅」留给最后一击。',
        en: 'A puzzle: 60 LP against 300, win this turn. The obvious line falls exactly 10 short; the solution combos the Night Crow and a Blood Bat onto the Bone Wisp and saves the Swordsman and Blood Surge for the last blow.',
      },
      setup,
      steps,
    }),
    { def: xueqi },
  ),
);
