/**
 * 武魂志 starter set: 东周·百家争鸣 (Eastern Zhou: the Hundred Schools and their generals).
 * Data only: card faces in Chinese first with English, and effects as declarations in the shared effect
 * vocabulary (machines/engine/effects.ts) that machines/wuhunzhi/effects interprets.
 */
type T = { zh: string; en: string };
type Eff = Record<string, unknown>;
const t = (zh: string, en: string): T => ({ zh, en });

// ---- reusable effect declarations -------------------------------------------------------------------------
const onRevealSelfBuff = (n: number): Eff => ({ name: '奋起', kind: 'triggered', trigger: { on: 'onReveal' }, ops: [{ op: 'modifyPower', target: 'self', amount: n, until: 'round' }] });
const onRevealHitAttacker = (n: number): Eff => ({ name: '诡辩', kind: 'triggered', trigger: { on: 'onReveal' }, ops: [{ op: 'damageSoul', target: 'attacker', amount: n }] });
const onRevealTapAttacker: Eff = { name: '连横', kind: 'triggered', trigger: { on: 'onReveal' }, ops: [{ op: 'tap', target: 'attacker' }] };
const onSummonDraw: Eff = { name: '游说', kind: 'triggered', trigger: { on: 'onSummon' }, ops: [{ op: 'draw', who: 'controller', n: 1 }] };
const onSummonHealAltars = (n: number): Eff => ({ name: '耕战', kind: 'triggered', trigger: { on: 'onSummon' }, ops: [{ op: 'healAltar', target: 'ownAltars', amount: n }] });
const auraOwn = (n: number, attribute?: string): Eff => ({
  name: '感召',
  kind: 'continuous',
  zone: 'sandField',
  ops: [{ op: 'modifyPower', target: 'ownSouls', amount: n, ...(attribute ? { filter: { attribute } } : {}) }],
});
/** The source's own example (§8.7): move once per battle, after attacking or when targeted. */
const evade: Eff = {
  name: '神出鬼没',
  kind: 'activated',
  zone: 'sandField',
  timing: ['battle.afterAttack', 'battle.targetDeclared'],
  condition: { or: [{ is: 'selfHasAttackedThisBattle' }, { is: 'selfIsDeclaredTarget' }] },
  limit: { per: 'battle', count: 1 },
  ops: [{ op: 'moveSelfToCell', cell: { choose: 'emptyOwnCell' } }],
};

const soul = (id: string, name: T | null, identity: T, attribute: string, soulGrade: number, basePower: number, skills: Eff[], text: T) => ({
  type: 'soul', id, name, identity, attribute, soulGrade, basePower, skills, text,
});
const trap = (id: string, name: T, trapKind: 'ordinary' | 'special', ops: Eff[], text: T, trapTiming?: 'onReveal') => ({
  type: 'trap', id, name, trapKind, ...(trapTiming ? { trapTiming } : {}), effect: { kind: 'trapEffect', ops }, text,
});
const event = (id: string, name: T, durationRounds: number | null, effect: Eff, text: T) => ({ type: 'event', id, name, durationRounds, effect: { kind: 'eventEffect', ...effect }, text });
const strategy = (id: string, name: T, effect: Eff, text: T) => ({ type: 'strategy', id, name, effect: { kind: 'strategyEffect', ...effect }, text });
const altar = (id: string, name: T, text: T, extra: Eff = {}) => ({ type: 'altar', id, name, special: false, text, ...extra });
const formation = (cells: number[], name: T, amount: number) => ({
  cells,
  name,
  effect: { kind: 'formationEffect', ops: [{ op: 'modifyPower', target: 'ownSouls', amount }] },
});

export const WUHUNZHI_CARDS = [
  // ---- generals (主将卡) ----------------------------------------------------------------------------------
  {
    type: 'general', id: 'g-sunwu', name: t('孙武', 'Sun Wu'), title: t('兵圣', 'Sage of War'), attribute: 'wisdom',
    skills: [{ name: '庙算', kind: 'continuous', zone: 'generalZone', ops: [{ op: 'modifyPower', target: 'ownSouls', amount: 100, filter: { attribute: 'wisdom' } }] }],
    formations: [formation([2, 4, 5, 6], t('锋矢阵', 'Arrowhead'), 300), formation([4, 5, 6], t('一字长蛇阵', 'Long Serpent'), 200)],
    text: t('{永}[主将区]庙算：你沙场上智属性的灵魂卡战力+100。阵型：锋矢阵(2,4,5,6)己方灵魂战力+300；一字长蛇阵(4,5,6)己方灵魂战力+200。', '{Continuous}[General] Temple Reckoning: your Wisdom souls get +100. Formations: Arrowhead (2,4,5,6) +300 to your souls; Long Serpent (4,5,6) +200.'),
  },
  {
    type: 'general', id: 'g-kongqiu', name: t('孔丘', 'Kong Qiu'), title: t('至圣', 'Supreme Sage'), attribute: 'benevolence',
    skills: [{ name: '有教无类', kind: 'triggered', trigger: { on: 'onPhaseEnd', filter: { phase: 'end' } }, condition: { is: 'handAtMost', count: 3 }, ops: [{ op: 'draw', who: 'controller', n: 1 }] }],
    formations: [formation([1, 2, 3], t('雁行阵', 'Wild Geese'), 300)],
    text: t('{触}结束阶段，若你的手牌不多于3张，抽1张牌。阵型：雁行阵(1,2,3)己方灵魂战力+300。', '{Trigger} End phase: if you hold 3 cards or fewer, draw 1. Formation: Wild Geese (1,2,3) +300 to your souls.'),
  },
  {
    type: 'general', id: 'g-baiqi', name: t('白起', 'Bai Qi'), title: t('杀神', 'Slayer'), attribute: 'ferocity',
    skills: [{ name: '长平', kind: 'triggered', trigger: { on: 'onBattleStart' }, ops: [{ op: 'modifyPower', target: 'ownSouls', amount: 200, until: 'battle', filter: { attribute: 'ferocity' } }] }],
    formations: [formation([1, 3, 7, 9], t('钳形阵', 'Pincer'), 400)],
    text: t('{触}战斗阶段开始时，你沙场上暴属性的灵魂卡战力+200直到战斗结束。阵型：钳形阵(1,3,7,9)己方灵魂战力+400。', '{Trigger} At the start of battle your Ferocity souls get +200 until the battle ends. Formation: Pincer (1,3,7,9) +400.'),
  },
  {
    type: 'general', id: 'g-wuqi', name: t('吴起', 'Wu Qi'), title: t('兵家亚圣', 'Second Sage of War'), attribute: 'discipline',
    skills: [{ name: '武卒', kind: 'activated', zone: 'generalZone', timing: ['battle.start'], limit: { per: 'round', count: 1 }, ops: [{ op: 'modifyPower', target: 'ownSouls', amount: 200, until: 'battle' }] }],
    formations: [formation([4, 5, 6, 7, 8, 9], t('方阵', 'Square'), 200)],
    text: t('{起}[主将区]战斗阶段开始时，每回合一次：你沙场上的灵魂卡战力+200直到战斗结束。阵型：方阵(4-9)己方灵魂战力+200。', '{Activated}[General] At battle start, once per round: your souls get +200 until the battle ends. Formation: Square (4-9) +200.'),
  },
  // ---- altars (祭坛卡): six normal, two special ------------------------------------------------------------
  altar('a-taishan', t('泰山坛', 'Altar of Mount Tai'), t('一般祭坛。', 'Normal altar.')),
  altar('a-sheji', t('社稷坛', 'Altar of Land and Grain'), t('一般祭坛。', 'Normal altar.')),
  altar('a-zongmiao', t('宗庙', 'Ancestral Temple'), t('一般祭坛。', 'Normal altar.')),
  altar('a-mingtang', t('明堂', 'Hall of Light'), t('一般祭坛。', 'Normal altar.')),
  altar('a-lingtai', t('灵台', 'Spirit Terrace'), t('一般祭坛。', 'Normal altar.')),
  altar('a-biyong', t('辟雍', 'Jade Ring Hall'), t('一般祭坛。', 'Normal altar.'), {
    burstEffect: { kind: 'triggered', trigger: { on: 'onAltarDestroyed' }, ops: [{ op: 'damageSoul', target: 'opponentSouls', amount: 300 }] },
  }),
  {
    type: 'altar', id: 'a-kunlun', name: t('昆仑坛', 'Kunlun Altar'), special: true,
    altarEffect: { kind: 'altarEffect', ops: [{ op: 'modifyAltarLevel', target: 'sourceAltar', amount: 1 }] },
    text: t('{永}[祭坛区]这张祭坛的等级+1。', '{Continuous}[Altar] This altar is one level higher.'),
  },
  {
    type: 'altar', id: 'a-fenghuo', name: t('烽火台', 'Beacon Tower'), special: true,
    altarEffect: { kind: 'altarEffect', ops: [{ op: 'modifyPower', target: 'ownSouls', amount: 100 }] },
    burstEffect: { kind: 'triggered', trigger: { on: 'onAltarDestroyed' }, ops: [{ op: 'damageAltar', target: 'opponentAltars', amount: 300 }] },
    text: t('{永}[祭坛区]你沙场上的灵魂卡战力+100。（魂爆：被破坏时对方每个祭坛受到300点伤害）', '{Continuous}[Altar] Your souls get +100. (Soul Burst: when destroyed, each opposing altar takes 300.)'),
  },
  // ---- souls (灵魂卡) -------------------------------------------------------------------------------------
  soul('s-modi', t('墨翟', 'Mo Di'), t('墨家巨子', 'Mohist Grandmaster'), 'benevolence', 0, 1000, [onRevealSelfBuff(300)], t('{触}[翻开]奋起：本回合这张卡战力+300。', '{Trigger}[Reveal] Rouse: +300 power this round.')),
  soul('s-qinhuali', t('禽滑厘', 'Qin Huali'), t('墨家弟子', 'Mohist Disciple'), 'discipline', 0, 900, [], t('守城之术，尽得师传。', "Master of his teacher's siege defence.")),
  soul('s-gongshuban', t('公输班', 'Gongshu Ban'), t('巧匠', 'Master Craftsman'), 'wisdom', 0, 800, [onSummonDraw], t('{触}召唤：抽1张牌。', '{Trigger} On summon: draw 1.')),
  soul('s-xuxing', t('许行', 'Xu Xing'), t('农家', 'Agriculturalist'), 'benevolence', 0, 700, [onSummonHealAltars(300)], t('{触}召唤：你的每个祭坛恢复300点伤害。', '{Trigger} On summon: heal 300 damage from each of your altars.')),
  soul('s-yangzhu', t('杨朱', 'Yang Zhu'), t('贵己之士', 'Egoist'), 'none', 0, 800, [], t('拔一毛而利天下，不为也。', 'Would not pluck one hair to benefit the world.')),
  soul('s-huishi', t('惠施', 'Hui Shi'), t('名家', 'Logician'), 'wisdom', 0, 900, [], t('历物十事。', 'The ten paradoxes.')),
  soul('s-gongsunlong', t('公孙龙', 'Gongsun Long'), t('名家', 'Logician'), 'wisdom', 0, 900, [onRevealHitAttacker(400)], t('{触}[翻开]诡辩：攻击这张卡的灵魂受到400点伤害。', '{Trigger}[Reveal] Sophistry: the attacking soul takes 400 damage.')),
  soul('s-zouyan', t('邹衍', 'Zou Yan'), t('阴阳家', 'Yin-Yang Master'), 'none', 0, 1000, [], t('五德终始。', 'The cycle of five virtues.')),
  soul('s-jingke', t('荆轲', 'Jing Ke'), t('刺客', 'Assassin'), 'ferocity', 0, 1000, [onRevealSelfBuff(400)], t('{触}[翻开]奋起：本回合这张卡战力+400。', '{Trigger}[Reveal] Rouse: +400 power this round.')),
  soul('s-zhuanzhu', t('专诸', 'Zhuan Zhu'), t('刺客', 'Assassin'), 'ferocity', 0, 1000, [], t('鱼肠剑。', 'The fish-gut blade.')),
  soul('s-niezheng', t('聂政', 'Nie Zheng'), t('刺客', 'Assassin'), 'courage', 0, 1000, [], t('士为知己者死。', 'Dies for the one who knows him.')),
  soul('s-yaoli', t('要离', 'Yao Li'), t('刺客', 'Assassin'), 'courage', 0, 900, [onRevealTapAttacker], t('{触}[翻开]连横：攻击这张卡的灵魂被横置。', '{Trigger}[Reveal] Horizontal Alliance: the attacking soul is tapped.')),
  soul('s-caogui', t('曹刿', 'Cao Gui'), t('谋士', 'Strategist'), 'wisdom', 0, 800, [evade], t('{起}[沙场]神出鬼没：战斗流程中仅一次，这张卡攻击后或被选为攻击目标时，可以移到沙场的其他空格。', '{Activated}[Sand field] Vanish: once per battle, after attacking or when targeted, move this card to another empty cell.')),
  soul('s-xiangao', t('弦高', 'Xian Gao'), t('郑国商人', 'Merchant of Zheng'), 'benevolence', 0, 600, [onSummonDraw], t('{触}召唤：抽1张牌。', '{Trigger} On summon: draw 1.')),
  soul('s-jiezitui', t('介子推', 'Jie Zitui'), t('隐士', 'Recluse'), 'benevolence', 0, 700, [], t('割股奉君。', 'Fed his lord from his own thigh.')),
  soul('s-wuqi', t('吴起', 'Wu Qi'), t('西河郡守', 'Governor of Xihe'), 'discipline', 0, 900, [], t('与士卒同衣食。', 'Ate and dressed as his soldiers did.')),
  soul('s-weiwuzu', null, t('魏武卒', 'Wei Heavy Infantry'), 'discipline', 0, 1000, [], t('无名之卒。', 'A nameless soldier.')),
  soul('s-qinruishi', null, t('秦锐士', 'Qin Elite'), 'ferocity', 0, 1000, [], t('无名之卒。', 'A nameless soldier.')),
  soul('s-qijiji', null, t('齐技击', 'Qi Swordsman'), 'courage', 0, 900, [], t('无名之卒。', 'A nameless soldier.')),
  soul('s-chugongshou', null, t('楚弓手', 'Chu Archer'), 'courage', 0, 800, [], t('无名之卒。', 'A nameless soldier.')),
  soul('s-sunbin', t('孙膑', 'Sun Bin'), t('齐国军师', 'Strategist of Qi'), 'wisdom', 1, 1400, [
    { name: '减灶', kind: 'activated', zone: 'sandField', timing: ['battle.start'], limit: { per: 'battle', count: 1 }, targets: [{ filter: { side: 'opponent' } }], ops: [{ op: 'modifyPower', target: 'chosenCard', amount: -300, until: 'battle' }] },
  ], t('{起}[沙场]减灶：战斗阶段开始时，选择对方沙场上一张翻开的灵魂卡，战力-300直到战斗结束。', '{Activated}[Sand field] Reduce the Stoves: at battle start, a face-up enemy soul gets -300 until the battle ends.')),
  soul('s-pangjuan', t('庞涓', 'Pang Juan'), t('魏将', 'General of Wei'), 'ferocity', 1, 1500, [], t('马陵之败。', 'Defeated at Maling.')),
  soul('s-tianji', t('田忌', 'Tian Ji'), t('齐将', 'General of Qi'), 'courage', 1, 1400, [], t('赛马。', 'The horse race.')),
  soul('s-yueyi', t('乐毅', 'Yue Yi'), t('燕将', 'General of Yan'), 'discipline', 1, 1500, [], t('下齐七十余城。', 'Took seventy cities of Qi.')),
  soul('s-lianpo', t('廉颇', 'Lian Po'), t('赵将', 'General of Zhao'), 'courage', 1, 1600, [], t('负荆请罪。', 'Begged pardon bearing brambles.')),
  soul('s-linxiangru', t('蔺相如', 'Lin Xiangru'), t('赵相', 'Chancellor of Zhao'), 'benevolence', 1, 1200, [auraOwn(100, 'benevolence')], t('{永}[沙场]感召：你沙场上仁属性的灵魂卡战力+100。', '{Continuous}[Sand field] Inspire: your Benevolence souls get +100.')),
  soul('s-shangyang', t('商鞅', 'Shang Yang'), t('法家', 'Legalist'), 'discipline', 1, 1400, [
    { name: '变法', kind: 'continuous', zone: 'sandField', condition: { is: 'generalAttributeIs', attribute: 'discipline' }, ops: [{ op: 'modifyPower', target: 'self', amount: 300 }] },
  ], t('{永}[沙场]变法：若你的主将是严属性，这张卡战力+300。', '{Continuous}[Sand field] Reform: +300 while your general is Discipline.')),
  soul('s-hanfei', t('韩非', 'Han Fei'), t('法家', 'Legalist'), 'discipline', 1, 1300, [], t('法术势。', 'Law, method and power.')),
  soul('s-likui', t('李悝', 'Li Kui'), t('法家', 'Legalist'), 'discipline', 1, 1300, [
    { name: '尽地力', kind: 'triggered', trigger: { on: 'onPhaseEnd', filter: { phase: 'end' } }, ops: [{ op: 'healSoul', target: 'self', amount: 'all' }] },
  ], t('{触}结束阶段：这张卡的伤害全部恢复。', '{Trigger} End phase: heal all damage from this card.')),
  soul('s-suqin', t('苏秦', 'Su Qin'), t('纵横家', 'Diplomat'), 'wisdom', 1, 1200, [onSummonDraw], t('{触}召唤：抽1张牌。', '{Trigger} On summon: draw 1.')),
  soul('s-zhangyi', t('张仪', 'Zhang Yi'), t('纵横家', 'Diplomat'), 'wisdom', 1, 1200, [onRevealTapAttacker], t('{触}[翻开]连横：攻击这张卡的灵魂被横置。', '{Trigger}[Reveal] Horizontal Alliance: the attacking soul is tapped.')),
  soul('s-wuzixu', t('伍子胥', 'Wu Zixu'), t('吴将', 'General of Wu'), 'ferocity', 1, 1600, [], t('掘墓鞭尸。', 'Whipped the corpse.')),
  soul('s-mengke', t('孟轲', 'Meng Ke'), t('亚圣', 'Second Sage'), 'benevolence', 2, 1800, [auraOwn(100)], t('{永}[沙场]感召：你沙场上的灵魂卡战力+100。', '{Continuous}[Sand field] Inspire: your souls get +100.')),
  soul('s-xunkuang', t('荀况', 'Xun Kuang'), t('儒家', 'Confucian'), 'discipline', 2, 1800, [], t('性恶。', 'Human nature is bad.')),
  soul('s-zhuangzhou', t('庄周', 'Zhuang Zhou'), t('道家', 'Daoist'), 'none', 2, 1700, [evade], t('{起}[沙场]神出鬼没：战斗流程中仅一次，这张卡攻击后或被选为攻击目标时，可以移到沙场的其他空格。', '{Activated}[Sand field] Vanish: once per battle, after attacking or when targeted, move to another empty cell.')),
  soul('s-zhaoshe', t('赵奢', 'Zhao She'), t('赵将', 'General of Zhao'), 'courage', 2, 1900, [], t('阏与之战。', 'Victor of Yuyu.')),
  soul('s-tiandan', t('田单', 'Tian Dan'), t('齐将', 'General of Qi'), 'wisdom', 2, 1800, [
    { name: '火牛', kind: 'triggered', trigger: { on: 'onAfterAttack' }, ops: [{ op: 'healSoul', target: 'self', amount: 'all' }] },
  ], t('{触}攻击后：这张卡的伤害全部恢复。', '{Trigger} After attacking: heal all damage from this card.')),
  soul('s-xinlingjun', t('信陵君', 'Lord Xinling'), t('魏公子', 'Prince of Wei'), 'benevolence', 2, 1700, [], t('窃符救赵。', 'Stole the tally to save Zhao.')),
  soul('s-wangjian', t('王翦', 'Wang Jian'), t('秦将', 'General of Qin'), 'ferocity', 3, 2400, [], t('灭楚。', 'Conqueror of Chu.')),
  soul('s-limu', t('李牧', 'Li Mu'), t('赵将', 'General of Zhao'), 'courage', 3, 2200, [
    { name: '守边', kind: 'continuous', zone: 'sandField', condition: { is: 'formationActive' }, ops: [{ op: 'modifyPower', target: 'self', amount: 500 }] },
  ], t('{永}[沙场]守边：你的阵型生效时，这张卡战力+500。', '{Continuous}[Sand field] Border Guard: +500 while your formation is active.')),
  // ---- traps (陷阱卡) ------------------------------------------------------------------------------------
  trap('t-fubing', t('伏兵', 'Ambush'), 'ordinary', [{ op: 'damageSoul', target: 'attacker', amount: 1000 }], t('攻击这张卡的灵魂受到1000点伤害。', 'The attacking soul takes 1000 damage.')),
  trap('t-xiankeng', t('陷坑', 'Pitfall'), 'ordinary', [{ op: 'tap', target: 'attacker' }], t('攻击这张卡的灵魂被横置。', 'The attacking soul is tapped.')),
  trap('t-kongcheng', t('空城计', 'Empty Fort'), 'ordinary', [{ op: 'cancelAttack' }, { op: 'draw', who: 'controller', n: 1 }], t('攻击无效，抽1张牌。', 'The attack is void; draw 1.')),
  trap('t-fanjian', t('反间计', 'Sowing Discord'), 'ordinary', [{ op: 'sendTo', target: 'attacker', zone: 'hand' }], t('攻击这张卡的灵魂回到持有者手牌。', "The attacking soul returns to its owner's hand.")),
  trap('t-huogong', t('火攻', 'Fire Attack'), 'ordinary', [{ op: 'damageSoul', target: 'opponentSouls', amount: 300 }], t('对方沙场上所有翻开的灵魂卡受到300点伤害。', "Each face-up soul on the opponent's sand field takes 300.")),
  trap('t-juma', t('拒马', 'Cheval de Frise'), 'ordinary', [{ op: 'damageSoul', target: 'attacker', amount: 500 }, { op: 'draw', who: 'controller', n: 1 }], t('攻击这张卡的灵魂受到500点伤害，抽1张牌。', 'The attacking soul takes 500; draw 1.')),
  trap('t-yibing', t('疑兵', 'Decoy Troops'), 'special', [{ op: 'draw', who: 'controller', n: 1 }], t('[翻开]抽1张牌。', '[Reveal] Draw 1.'), 'onReveal'),
  trap('t-luoshi', t('落石', 'Rockfall'), 'special', [{ op: 'damageSoul', target: 'opponentSouls', amount: 200 }], t('[翻开]对方沙场上所有翻开的灵魂卡受到200点伤害。', "[Reveal] Each face-up soul on the opponent's sand field takes 200."), 'onReveal'),
  // ---- events (事件卡) -----------------------------------------------------------------------------------
  event('e-hezong', t('合纵', 'Vertical Alliance'), 2, { ops: [{ op: 'modifyPower', target: 'ownSouls', amount: 200 }] }, t('时效2回合：你沙场上的灵魂卡战力+200。', 'Lasts 2 rounds: your souls get +200.')),
  event('e-bianfa', t('变法图强', 'Reform for Strength'), null, { ops: [{ op: 'draw', who: 'controller', n: 2 }] }, t('抽2张牌。', 'Draw 2.')),
  event('e-jixia', t('稷下论道', 'Debate at Jixia'), null, { condition: { is: 'generalAttributeIs', attribute: 'wisdom' }, ops: [{ op: 'draw', who: 'controller', n: 3 }] }, t('只能在主将为智属性时发动：抽3张牌。', 'Only with a Wisdom general: draw 3.')),
  event('e-ciqin', t('图穷匕见', 'The Dagger in the Map'), null, { condition: { is: 'generalAttributeIs', attribute: 'ferocity' }, targets: [{ filter: { side: 'opponent' } }], ops: [{ op: 'destroySoul', target: 'chosenCard' }] }, t('只能在主将为暴属性时发动：破坏对方沙场上一张翻开的灵魂卡。', "Only with a Ferocity general: destroy a face-up soul on the opponent's sand field.")),
  event('e-liyue', t('礼乐', 'Rites and Music'), 1, { ops: [{ op: 'modifyPower', target: 'ownSouls', amount: 300, filter: { attribute: 'benevolence' } }] }, t('时效1回合：你沙场上仁属性的灵魂卡战力+300。', 'Lasts 1 round: your Benevolence souls get +300.')),
  event('e-weiwei', t('围魏救赵', 'Besiege Wei to Save Zhao'), null, { ops: [{ op: 'recoverSoul', from: 'discardPile' }, { op: 'healAltar', target: 'ownAltars', amount: 500 }] }, t('将废弃场中最后放入的一张灵魂卡加入手牌，你的每个祭坛恢复500点伤害。', 'Return the last soul put into your discard pile to hand; heal 500 from each of your altars.')),
  event('e-lijian', t('离间计', 'Sow Dissension'), null, { condition: { is: 'destroyedAltars', who: 'controller', atLeast: 2 }, ops: [{ op: 'destroyGeneral', who: 'opponent' }] }, t('只能在你已有2个以上祭坛被破坏时发动：破坏对方的主将（对方翻开下一张主将）。', "Only once 2 or more of your altars are destroyed: destroy the opponent's general (they flip their next one).")),
  event('e-yishuai', t('临阵易帅', 'Change of Command'), null, { ops: [{ op: 'forceSwitchGeneral', who: 'controller' }] }, t('从你盖放着的主将中选择一张翻开作为新的主将，原来的主将盖放到最下面。', 'Reveal one of your reserve generals as your new general; the old one goes face down to the bottom.')),
  // ---- strategies (战略卡) -------------------------------------------------------------------------------
  strategy('st-beishui', t('背水一战', 'Back to the River'), { ops: [{ op: 'modifyPower', target: 'ownSouls', amount: 300 }] }, t('本回合你沙场上的灵魂卡战力+300。', 'This round your souls get +300.')),
  strategy('st-jianbi', t('坚壁清野', 'Scorched Earth'), { ops: [{ op: 'modifyPower', target: 'opponentSouls', amount: -200 }] }, t('本回合对方沙场上的灵魂卡战力-200。', "This round the opponent's souls get -200.")),
  strategy('st-shengdong', t('声东击西', 'Feint East, Strike West'), { ops: [{ op: 'draw', who: 'controller', n: 1 }, { op: 'modifyPower', target: 'ownSouls', amount: 100 }] }, t('抽1张牌；本回合你沙场上的灵魂卡战力+100。', 'Draw 1; this round your souls get +100.')),
  strategy('st-yiyi', t('以逸待劳', 'Rested Against Weary'), { ops: [{ op: 'modifyPower', target: 'ownSouls', amount: 400, filter: { row: 3 } }] }, t('本回合你后排（第7-9格）的灵魂卡战力+400。', 'This round your back-row souls (cells 7-9) get +400.')),
  strategy('st-pofu', t('破釜沉舟', 'Break the Cauldrons'), { condition: { is: 'destroyedAltars', who: 'controller', atLeast: 2 }, ops: [{ op: 'modifyPower', target: 'ownSouls', amount: 500 }] }, t('若你已有2个以上祭坛被破坏，本回合你沙场上的灵魂卡战力+500。', 'If 2 or more of your altars are destroyed, this round your souls get +500.')),
  strategy('st-binggui', t('兵贵神速', 'Speed Is Precious'), { ops: [{ op: 'modifyPower', target: 'ownSouls', amount: 300, filter: { row: 1 } }] }, t('本回合你前排（第1-3格）的灵魂卡战力+300。', 'This round your front-row souls (cells 1-3) get +300.')),
];
