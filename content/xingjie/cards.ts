/**
 * 星阶 starter set (星阶·初章): characters from 1★ to 20★ across the eras of Chinese history and myth,
 * every magic, trap and equipment kind. Data only; effects are declarations in the shared vocabulary.
 * Auras (气息) are printed traits and worlds (e.g. 秦始皇: 王者); marks (字样) are words a search can find.
 */
import type { CharacterCard, EquipmentCard, MagicCard, Rarity, TrapCard, XCard, XEffect } from './types';

const T = (zh: string, en: string) => ({ zh, en });

function ch(
  id: string, zh: string, en: string, stars: number, atk: number, hp: number, rarity: Rarity, auras: string[], era: string,
  text: [string, string] = ['', ''], effects: XEffect[] = [], marks?: string[],
): CharacterCard {
  return { id, type: 'character', name: T(zh, en), stars, atk, hp, rarity, auras, era, effects, text: T(text[0], text[1]), ...(marks ? { marks } : {}) };
}
const magic = (id: string, zh: string, en: string, magicKind: MagicCard['magicKind'], rarity: Rarity, text: [string, string], effects: XEffect[], extra: Partial<MagicCard> = {}): MagicCard =>
  ({ id, type: 'magic', magicKind, name: T(zh, en), rarity, text: T(text[0], text[1]), effects, ...extra });
const trap = (id: string, zh: string, en: string, trapKind: TrapCard['trapKind'], rarity: Rarity, text: [string, string], effects: XEffect[]): TrapCard =>
  ({ id, type: 'trap', trapKind, name: T(zh, en), rarity, text: T(text[0], text[1]), effects });
const equip = (id: string, zh: string, en: string, equipKind: EquipmentCard['equipKind'], rarity: Rarity, durability: number, atkBonus: number, hpBonus: number, text: [string, string], effects: XEffect[] = []): EquipmentCard =>
  ({ id, type: 'equipment', equipKind, name: T(zh, en), rarity, durability, atkBonus, hpBonus, text: T(text[0], text[1]), effects });

const once = { per: 'turn' as const, count: 1 };
const oppChar = { filter: { zone: 'front', controller: 'opponent' }, count: 1 };
const oppFaceUpChar = { filter: { zone: 'front', controller: 'opponent', position: 'faceUp' }, count: 1 };
const ownFaceUpChar = { filter: { zone: 'front', controller: 'self', position: 'faceUp' }, count: 1 };

export const CHARACTERS: CharacterCard[] = [
  ch('qin-crossbowman', '秦军弩手', 'Qin Crossbowman', 1, 2, 2, 'plain', ['秦'], '秦'),
  ch('farmer', '农夫', 'Farmer', 1, 1, 3, 'plain', [], '历代'),
  ch('scholar', '书生', 'Scholar', 1, 0, 2, 'plain', [], '历代', ['登场时：抽一张卡。', 'When summoned: draw a card.'], [
    { kind: 'triggered', trigger: { on: 'summoned' }, ops: [{ op: 'draw', n: 1 }], text: T('登场时：抽一张卡。', 'When summoned: draw a card.') },
  ]),
  ch('chen-sheng', '陈胜', 'Chen Sheng', 2, 3, 2, 'common', ['秦'], '秦末', ['「王侯将相宁有种乎！」', '"Are kings and nobles a breed apart?"']),
  ch('wu-guang', '吴广', 'Wu Guang', 2, 2, 3, 'common', ['秦'], '秦末'),
  ch('footman', '步兵', 'Footman', 2, 3, 3, 'plain', [], '历代'),
  ch('merchant', '行商', 'Travelling Merchant', 2, 1, 4, 'common', [], '历代', ['带有「交易」字样。', 'Bears the mark 交易.'], [], ['交易']),
  ch('li-si', '李斯', 'Li Si', 3, 2, 4, 'common', ['秦'], '秦', ['【丞相献策】弃置一张手牌：从卡组检索一张带有秦气息的角色卡加入手牌。每回合一次。', '[Chancellor\'s Counsel] Discard a card: search your deck for a character with the Qin aura. Once per turn.'], [
    { kind: 'activated', timing: ['action'], cost: [{ op: 'discard', n: 1 }], ops: [{ op: 'search', filter: { type: 'character', hasAura: '秦' } }], limit: once,
      text: T('弃置一张手牌：检索一张带有秦气息的角色卡。', 'Discard a card: search a Qin-aura character.') },
  ]),
  ch('cavalry', '骑兵', 'Cavalry', 3, 4, 3, 'common', [], '历代'),
  ch('archer', '弓兵', 'Archer', 3, 4, 2, 'common', [], '历代'),
  ch('zhao-gao', '赵高', 'Zhao Gao', 3, 3, 3, 'common', ['秦'], '秦', ['【指鹿为马】对方一位表侧角色攻击力-2，直到本回合结束。每回合一次。', '[Calling a Deer a Horse] One face-up opposing character gets −2 attack this turn. Once per turn.'], [
    { kind: 'activated', targets: [oppFaceUpChar], ops: [{ op: 'modifyAtk', target: 'target0', n: -2, duration: 'thisTurn' }], limit: once,
      text: T('对方一位表侧角色攻击力-2（本回合）。', 'An opposing face-up character gets −2 attack this turn.') },
  ]),
  ch('jing-ke', '荆轲', 'Jing Ke', 4, 6, 3, 'rare', ['刺客'], '战国', ['【图穷匕见】对方前场一位角色受到3点伤害。每局一次。', '[The Dagger in the Map] Deal 3 damage to an opposing character. Once per game.'], [
    { kind: 'activated', timing: ['action', 'battle'], targets: [oppChar], ops: [{ op: 'damage', target: 'target0', n: 3 }], limit: { per: 'game', count: 1 },
      text: T('对方一位角色受到3点伤害（每局一次）。', 'Deal 3 damage to an opposing character (once per game).') },
  ]),
  ch('xiao-he', '萧何', 'Xiao He', 4, 2, 6, 'rare', ['汉'], '汉', ['【镇国抚民】己方人物回复5点血量。每回合一次。', '[Steward of the Realm] Your avatar heals 5. Once per turn.'], [
    { kind: 'activated', ops: [{ op: 'heal', target: 'ownAvatar', n: 5 }], limit: once, text: T('己方人物回复5点。', 'Your avatar heals 5.') },
  ]),
  ch('meng-tian', '蒙恬', 'Meng Tian', 5, 5, 6, 'rare', ['秦', '将军'], '秦'),
  ch('zhang-liang', '张良', 'Zhang Liang', 5, 3, 6, 'rare', ['汉', '智者'], '汉', ['【运筹帷幄】弃置一张手牌：抽两张卡。每回合一次。', '[Strategist] Discard a card: draw two. Once per turn.'], [
    { kind: 'activated', timing: ['action'], cost: [{ op: 'discard', n: 1 }], ops: [{ op: 'draw', n: 2 }], limit: once, text: T('弃一抽二。', 'Discard one, draw two.') },
  ]),
  ch('fan-kuai', '樊哙', 'Fan Kuai', 5, 6, 5, 'common', ['汉'], '汉'),
  ch('zheng-he', '郑和', 'Zheng He', 5, 4, 7, 'rare', ['明'], '明', ['【七下西洋】从卡组检索一张带有「交易」字样的卡加入手牌。每局一次。', '[Seven Voyages] Search your deck for a card marked 交易. Once per game.'], [
    { kind: 'activated', timing: ['action'], ops: [{ op: 'search', filter: { hasMark: '交易' } }], limit: { per: 'game', count: 1 }, text: T('检索一张带有交易字样的卡。', 'Search a card marked 交易.') },
  ]),
  ch('li-bai', '李白', 'Li Bai', 6, 5, 5, 'rare', ['唐', '诗仙'], '唐', ['【将进酒】对方人物受到3点伤害。每回合一次。', '[Bring in the Wine] Deal 3 damage to the opposing avatar. Once per turn.'], [
    { kind: 'activated', timing: ['action'], ops: [{ op: 'damage', target: 'opponentAvatar', n: 3 }], limit: once, text: T('对方人物受到3点伤害。', 'Deal 3 to the opposing avatar.') },
  ]),
  ch('diao-chan', '貂蝉', 'Diao Chan', 6, 4, 6, 'rare', ['三国'], '三国', ['【闭月】将对方一位表侧攻击表示的角色变为防守表示。每回合一次。', '[Moon-shaming Beauty] Turn an opposing face-up attack-position character to defence. Once per turn.'], [
    { kind: 'activated', targets: [{ filter: { zone: 'front', controller: 'opponent', position: 'attack' }, count: 1 }], ops: [{ op: 'changePosition', target: 'target0', to: 'defense' }], limit: once,
      text: T('对方一位攻击表示角色变为防守表示。', 'An opposing attack-position character turns to defence.') },
  ]),
  ch('bao-zheng', '包拯', 'Bao Zheng', 6, 3, 8, 'rare', ['宋'], '宋', ['【铁面无私】己方被攻击时：无效这次攻击。每回合一次。', '[Iron Face] When you are attacked: negate that attack. Once per turn.'], [
    { kind: 'activated', timing: ['onAttackDeclared'], condition: { is: 'attackTargetsMe' }, ops: [{ op: 'negateAttack' }], limit: once, text: T('无效对方的一次攻击。', 'Negate an attack on you.') },
  ]),
  ch('wei-qing', '卫青', 'Wei Qing', 7, 9, 8, 'scarce', ['汉', '将军'], '汉'),
  ch('qin-qiong', '秦琼', 'Qin Qiong', 7, 8, 9, 'rare', ['唐', '门神'], '唐'),
  ch('yuchi-gong', '尉迟恭', 'Yuchi Gong', 7, 9, 8, 'rare', ['唐', '门神'], '唐', ['被攻击时：攻击者受到2点伤害。', 'When attacked: the attacker takes 2 damage.'], [
    { kind: 'triggered', trigger: { on: 'attacked' }, ops: [{ op: 'damage', target: 'attacker', n: 2 }], text: T('被攻击时攻击者受到2点伤害。', 'When attacked: 2 damage to the attacker.') },
  ]),
  ch('xing-tian', '刑天', 'Xingtian', 7, 10, 6, 'rare', ['神话'], '上古', ['被击败时：对方人物受到5点伤害。', 'When destroyed: deal 5 damage to the opposing avatar.'], [
    { kind: 'triggered', trigger: { on: 'destroyed' }, ops: [{ op: 'damage', target: 'opponentAvatar', n: 5 }], text: T('被击败时对方人物受到5点伤害。', 'When destroyed: 5 damage to the opposing avatar.') },
  ]),
  ch('bai-qi', '白起', 'Bai Qi', 8, 10, 8, 'scarce', ['秦', '杀神'], '战国', ['登场时：对方前场所有角色受到2点伤害。', 'When summoned: deal 2 damage to every opposing character.'], [
    { kind: 'triggered', trigger: { on: 'summoned' }, ops: [{ op: 'damage', target: 'allOpponentCharacters', n: 2 }], text: T('登场时对方所有角色受到2点伤害。', 'When summoned: 2 damage to every opposing character.') },
  ]),
  ch('huo-qubing', '霍去病', 'Huo Qubing', 8, 11, 7, 'scarce', ['汉', '将军'], '汉', ['登场时：本回合可以额外攻击一次。', 'When summoned: it may attack once more this turn.'], [
    { kind: 'triggered', trigger: { on: 'summoned' }, ops: [{ op: 'grantExtraAttacks', target: 'self', n: 1 }], text: T('登场回合额外攻击一次。', 'One extra attack the turn it arrives.') },
  ]),
  ch('yang-ye', '杨业', 'Yang Ye', 8, 10, 9, 'scarce', ['宋', '将军'], '宋'),
  ch('han-xin', '韩信', 'Han Xin', 9, 11, 9, 'scarce', ['汉', '兵仙'], '汉', ['【背水一战】己方所有角色攻击力+1，直到本回合结束。每回合一次。', '[Back to the River] All your characters get +1 attack this turn. Once per turn.'], [
    { kind: 'activated', timing: ['action', 'battle'], ops: [{ op: 'modifyAtk', target: 'allOwnCharacters', n: 1, duration: 'thisTurn' }], limit: once, text: T('己方所有角色攻击力+1（本回合）。', 'Your characters get +1 attack this turn.') },
  ]),
  ch('zhang-fei', '张飞', 'Zhang Fei', 9, 12, 8, 'scarce', ['三国', '将军'], '三国'),
  ch('qi-jiguang', '戚继光', 'Qi Jiguang', 9, 10, 10, 'scarce', ['明', '将军'], '明'),
  ch('liu-bang', '刘邦', 'Liu Bang', 10, 9, 12, 'superRare', ['王者', '汉'], '汉'),
  ch('zhao-yun', '赵云', 'Zhao Yun', 10, 12, 11, 'superRare', ['三国', '将军'], '三国', ['登场时：本回合可以额外攻击一次。', 'When summoned: it may attack once more this turn.'], [
    { kind: 'triggered', trigger: { on: 'summoned' }, ops: [{ op: 'grantExtraAttacks', target: 'self', n: 1 }], text: T('登场回合额外攻击一次。', 'One extra attack the turn it arrives.') },
  ]),
  ch('hou-yi', '后羿', 'Hou Yi', 10, 13, 9, 'superRare', ['神话'], '上古', ['【射日】对方前场一位角色受到4点伤害。每回合一次。', '[Shooting the Suns] Deal 4 damage to an opposing character. Once per turn.'], [
    { kind: 'activated', timing: ['action'], targets: [oppChar], ops: [{ op: 'damage', target: 'target0', n: 4 }], limit: once, text: T('对方一位角色受到4点伤害。', 'Deal 4 to an opposing character.') },
  ]),
  ch('guan-yu', '关羽', 'Guan Yu', 11, 14, 12, 'superRare', ['三国', '武圣'], '三国'),
  ch('zhou-yu', '周瑜', 'Zhou Yu', 11, 13, 11, 'superRare', ['三国', '智者'], '三国'),
  ch('xiang-yu', '项羽', 'Xiang Yu', 12, 15, 14, 'superRare', ['霸王', '秦'], '秦末', ['登场时：本回合可以额外攻击一次。', 'When summoned: it may attack once more this turn.'], [
    { kind: 'triggered', trigger: { on: 'summoned' }, ops: [{ op: 'grantExtraAttacks', target: 'self', n: 1 }], text: T('登场回合额外攻击一次。', 'One extra attack the turn it arrives.') },
  ]),
  ch('li-jing', '李靖', 'Li Jing', 12, 13, 13, 'superRare', ['唐', '将军'], '唐'),
  ch('yue-fei', '岳飞', 'Yue Fei', 12, 14, 13, 'superRare', ['宋', '将军'], '宋'),
  ch('liu-bei', '刘备', 'Liu Bei', 13, 12, 16, 'ultraScarce', ['王者', '三国'], '三国', ['【仁德】己方一位表侧角色回复5点。每回合一次。', '[Benevolence] One of your face-up characters heals 5. Once per turn.'], [
    { kind: 'activated', targets: [ownFaceUpChar], ops: [{ op: 'heal', target: 'target0', n: 5 }], limit: once, text: T('己方一位角色回复5点。', 'One of your characters heals 5.') },
  ]),
  ch('zhuge-liang', '诸葛亮', 'Zhuge Liang', 14, 10, 15, 'ultraScarce', ['三国', '智者'], '三国', ['【借东风】破坏对方后场的一张卡。每回合一次。', '[Borrowing the East Wind] Destroy a card in the opposing back row. Once per turn.'], [
    { kind: 'activated', timing: ['action'], targets: [{ filter: { zone: 'back', controller: 'opponent' }, count: 1 }], ops: [{ op: 'destroy', target: 'target0' }], limit: once, text: T('破坏对方后场一张卡。', 'Destroy an opposing back-row card.') },
  ]),
  ch('cao-cao', '曹操', 'Cao Cao', 15, 16, 18, 'ultraScarce', ['王者', '三国', '枭雄'], '三国'),
  ch('lu-bu', '吕布', 'Lü Bu', 16, 22, 16, 'legendary', ['三国', '飞将'], '三国'),
  ch('zhu-yuanzhang', '朱元璋', 'Zhu Yuanzhang', 16, 17, 20, 'ultraScarce', ['王者', '明'], '明'),
  ch('qin-shihuang', '秦始皇', 'Qin Shi Huang', 17, 20, 25, 'legendary', ['王者', '秦'], '秦', ['持续：己方带有秦气息的角色攻击力+2。', 'Continuous: your characters with the Qin aura get +2 attack.'], [
    { kind: 'continuous', ops: [{ op: 'modifyAtk', n: 2, affects: { controller: 'self', hasAura: '秦' } }], text: T('己方秦气息角色攻击力+2。', 'Your Qin-aura characters get +2 attack.') },
  ]),
  ch('wu-zetian', '武则天', 'Wu Zetian', 18, 18, 24, 'mythic', ['王者', '唐'], '唐', ['持续：己方的召唤限制提高2星。', 'Continuous: your summon limit rises by 2 stars.'], [
    { kind: 'continuous', ops: [{ op: 'modifySummonLimit', player: 'self', n: 2 }], text: T('己方召唤限制+2星。', 'Your summon limit +2 stars.') },
  ]),
  ch('li-shimin', '李世民', 'Li Shimin', 19, 22, 24, 'legendary', ['王者', '唐'], '唐', ['登场时：己方所有角色攻击力+3，直到本回合结束。', 'When summoned: all your characters get +3 attack this turn.'], [
    { kind: 'triggered', trigger: { on: 'summoned' }, ops: [{ op: 'modifyAtk', target: 'allOwnCharacters', n: 3, duration: 'thisTurn' }], text: T('登场时己方角色攻击力+3（本回合）。', 'When summoned: your characters +3 attack this turn.') },
  ]),
  ch('nu-wa', '女娲', 'Nüwa', 20, 20, 30, 'legendary', ['神话', '创世'], '上古', ['【补天】己方人物回复10点血量。每回合一次。', '[Mending the Sky] Your avatar heals 10. Once per turn.'], [
    { kind: 'activated', ops: [{ op: 'heal', target: 'ownAvatar', n: 10 }], limit: once, text: T('己方人物回复10点。', 'Your avatar heals 10.') },
  ]),
  ch('pan-gu', '盘古', 'Pangu', 20, 25, 30, 'mythic', ['神话', '创世'], '上古', ['开天辟地的巨人。', 'The giant who parted heaven and earth.']),
];

export const MAGIC: MagicCard[] = [
  magic('xianyang-palace', '咸阳宫', 'Xianyang Palace', 'field', 'rare', ['场地魔法：双方带有秦气息的角色攻击力+3。', 'Field magic: characters with the Qin aura get +3 attack (both players).'], [
    { kind: 'continuous', ops: [{ op: 'modifyAtk', n: 3, affects: { controller: 'any', hasAura: '秦' } }], text: T('秦气息角色攻击力+3。', 'Qin-aura characters +3 attack.') },
  ]),
  magic('red-cliffs', '赤壁', 'Red Cliffs', 'field', 'rare', ['场地魔法：双方攻击表示的角色攻击力+1。', 'Field magic: characters in attack position get +1 attack (both players).'], [
    { kind: 'continuous', ops: [{ op: 'modifyAtk', n: 1, affects: { controller: 'any', position: 'attack' } }], text: T('攻击表示角色攻击力+1。', 'Attack-position characters +1 attack.') },
  ]),
  magic('beacon-fire', '烽火连天', 'Beacon Fires', 'normal', 'common', ['对方前场一位角色受到4点伤害。', 'Deal 4 damage to an opposing character.'], [
    { kind: 'activated', targets: [oppChar], ops: [{ op: 'damage', target: 'target0', n: 4 }], text: T('对方一位角色受到4点伤害。', 'Deal 4 to an opposing character.') },
  ]),
  magic('borrowed-arrows', '草船借箭', 'Borrowing Arrows', 'normal', 'common', ['抽两张卡。', 'Draw two cards.'], [
    { kind: 'activated', ops: [{ op: 'draw', n: 2 }], text: T('抽两张卡。', 'Draw two.') },
  ]),
  magic('arrow-rain', '万箭齐发', 'Rain of Arrows', 'normal', 'rare', ['对方前场所有角色受到2点伤害。', 'Deal 2 damage to every opposing character.'], [
    { kind: 'activated', condition: { is: 'exists', filter: { zone: 'front', controller: 'opponent' } }, ops: [{ op: 'damage', target: 'allOpponentCharacters', n: 2 }], text: T('对方所有角色受到2点伤害。', 'Deal 2 to every opposing character.') },
  ]),
  magic('recruit-worthy', '招贤纳士', 'Recruiting the Worthy', 'normal', 'common', ['从卡组检索一张6星以下（含6星）的角色卡加入手牌。', 'Search your deck for a character of 6 stars or fewer.'], [
    { kind: 'activated', ops: [{ op: 'search', filter: { type: 'character', starsBetween: [1, 6] } }], text: T('检索一张6星以下角色。', 'Search a character of ≤ 6 stars.') },
  ]),
  magic('healing-hands', '妙手回春', 'Healing Hands', 'normal', 'common', ['己方人物回复10点血量。', 'Your avatar heals 10.'], [
    { kind: 'activated', ops: [{ op: 'heal', target: 'ownAvatar', n: 10 }], text: T('己方人物回复10点。', 'Your avatar heals 10.') },
  ]),
  magic('calling-soul', '招魂', 'Calling the Soul', 'normal', 'scarce', ['弃置一张手牌：从己方墓地特殊召唤一位8星以下（含8星）的角色，表示形式任选。', 'Discard a card: special summon a character of 8 stars or fewer from your graveyard in any position.'], [
    { kind: 'activated', condition: { and: [{ is: 'graveyardHas', filter: { type: 'character', starsBetween: [1, 8] } }, { is: 'frontRowHasRoom' }] }, cost: [{ op: 'discard', n: 1 }],
      ops: [{ op: 'specialSummon', from: 'graveyard', filter: { starsBetween: [1, 8] } }], text: T('弃一张手牌，从墓地特殊召唤一位8星以下角色。', 'Discard one: special summon a ≤ 8-star character from your graveyard.') },
  ]),
  magic('fair-trade', '公平交易', 'Fair Trade', 'normal', 'common', ['弃置一张手牌：抽两张卡。（带有「交易」字样）', 'Discard a card: draw two. (Bears the mark 交易.)'], [
    { kind: 'activated', cost: [{ op: 'discard', n: 1 }], ops: [{ op: 'draw', n: 2 }], text: T('弃一抽二。', 'Discard one, draw two.') },
  ]),
  magic('burn-boats', '破釜沉舟', 'Burning the Boats', 'normal', 'rare', ['己方一位表侧角色攻击力+5，直到本回合结束。', 'One of your face-up characters gets +5 attack this turn.'], [
    { kind: 'activated', targets: [ownFaceUpChar], ops: [{ op: 'modifyAtk', target: 'target0', n: 5, duration: 'thisTurn' }], text: T('己方一位角色攻击力+5（本回合）。', 'One of your characters +5 attack this turn.') },
  ]),
  magic('mandate-heaven', '天命所归', 'Mandate of Heaven', 'normal', 'scarce', ['本回合己方的召唤限制提高3星。', 'Your summon limit rises by 3 stars this turn.'], [
    { kind: 'activated', ops: [{ op: 'modifySummonLimit', player: 'self', n: 3, duration: 'thisTurn' }], text: T('本回合召唤限制+3星。', 'Summon limit +3 stars this turn.') },
  ]),
  magic('deserters-muster', '沙场点兵', 'Mustering the Ranks', 'normal', 'rare', ['从卡组特殊召唤一位4星以下（含4星）的角色，表示形式任选。', 'Special summon a character of 4 stars or fewer from your deck in any position.'], [
    { kind: 'activated', condition: { is: 'frontRowHasRoom' }, ops: [{ op: 'specialSummon', from: 'deck', filter: { starsBetween: [1, 4] } }], text: T('从卡组特殊召唤一位4星以下角色。', 'Special summon a ≤ 4-star character from your deck.') },
  ]),
  magic('burning-books', '焚书坑儒', 'Burning the Books', 'normal', 'scarce', ['对方人物受到2点伤害，然后将对方墓地的一张卡除外。', "Deal 2 damage to the opposing avatar, then banish a card from the opponent's graveyard."], [
    { kind: 'activated', condition: { is: 'graveyardHas', player: 'opponent' }, ops: [{ op: 'damage', target: 'opponentAvatar', n: 2 }, { op: 'banishFromGraveyard', player: 'opponent', n: 1 }],
      text: T('对方人物受到2点伤害，除外对方墓地一张卡。', "2 damage to the opposing avatar; banish a card from the opponent's graveyard.") },
  ]),
  magic('forging-blade', '百炼铸剑', 'Tempering the Blade', 'normal', 'common', ['己方人物装备的耐久+1，己方人物攻击力+2直到本回合结束。', "Your weapon gains 1 durability and your avatar +2 attack this turn."], [
    { kind: 'activated', condition: { is: 'hasWeapon' }, ops: [{ op: 'modifyDurability', target: 'ownAvatar', n: 1 }, { op: 'modifyAtk', target: 'ownAvatar', n: 2, duration: 'thisTurn' }],
      text: T('武器耐久+1，人物攻击力+2（本回合）。', 'Weapon +1 durability, avatar +2 attack this turn.') },
  ]),
  magic('golden-bell', '金钟罩', 'Golden Bell', 'normal', 'common', ['己方一位表侧角色血量+5，直到下个回合结束。', 'One of your face-up characters gets +5 HP until the end of next turn.'], [
    { kind: 'activated', targets: [ownFaceUpChar], ops: [{ op: 'modifyHp', target: 'target0', n: 5, duration: 'untilEndOfNextTurn' }], text: T('己方一位角色血量+5。', 'One of your characters +5 HP.') },
  ]),
  magic('great-wall', '万里长城', 'The Great Wall', 'continuous', 'rare', ['永续魔法：己方防守表示的角色攻击力+3。', 'Continuous magic: your defence-position characters get +3 attack.'], [
    { kind: 'continuous', ops: [{ op: 'modifyAtk', n: 3, affects: { controller: 'self', position: 'defense' } }], text: T('己方防守表示角色攻击力+3。', 'Your defence-position characters +3 attack.') },
  ]),
  magic('art-of-war', '孙子兵法', 'The Art of War', 'continuous', 'scarce', ['永续魔法：己方所有角色攻击力+1。', 'Continuous magic: your characters get +1 attack.'], [
    { kind: 'continuous', ops: [{ op: 'modifyAtk', n: 1, affects: { controller: 'self' } }], text: T('己方角色攻击力+1。', 'Your characters +1 attack.') },
  ]),
  magic('feng-shan', '泰山封禅', 'Rites at Mount Tai', 'continuous', 'rare', ['永续魔法：己方每个回合开始时，己方人物回复3点血量。', 'Continuous magic: at the start of each of your turns, your avatar heals 3.'], [
    { kind: 'triggered', trigger: { on: 'phaseStart', filter: { phase: 'start' } }, ops: [{ op: 'heal', target: 'ownAvatar', n: 3 }], text: T('回合开始时人物回复3点。', 'Turn start: your avatar heals 3.') },
  ]),
];

export const TRAPS: TrapCard[] = [
  trap('empty-fort', '空城计', 'The Empty Fort', 'normal', 'rare', ['普通陷阱：己方被攻击时发动，无效这次攻击。', 'Normal trap: when you are attacked, negate the attack.'], [
    { kind: 'activated', timing: ['onAttackDeclared'], condition: { is: 'attackTargetsMe' }, ops: [{ op: 'negateAttack' }], text: T('无效这次攻击。', 'Negate the attack.') },
  ]),
  trap('ambush', '十面埋伏', 'Ambush on All Sides', 'normal', 'rare', ['普通陷阱：己方被攻击时发动，攻击者受到6点伤害。', 'Normal trap: when you are attacked, deal 6 damage to the attacker.'], [
    { kind: 'activated', timing: ['onAttackDeclared'], condition: { is: 'attackTargetsMe' }, ops: [{ op: 'damage', target: 'attacker', n: 6 }], text: T('攻击者受到6点伤害。', 'The attacker takes 6.') },
  ]),
  trap('sow-discord', '反间计', 'Sowing Discord', 'normal', 'common', ['普通陷阱：对方一位表侧角色攻击力-4，直到下个回合结束。', "Normal trap: an opposing face-up character gets −4 attack until the end of next turn."], [
    { kind: 'activated', targets: [oppFaceUpChar], ops: [{ op: 'modifyAtk', target: 'target0', n: -4, duration: 'untilEndOfNextTurn' }], text: T('对方一位角色攻击力-4。', 'An opposing character −4 attack.') },
  ]),
  trap('lure-tiger', '调虎离山', 'Luring the Tiger from the Mountain', 'normal', 'rare', ['普通陷阱：将对方前场一位角色送回持有者手牌。', "Normal trap: return an opposing character to its owner's hand."], [
    { kind: 'activated', targets: [oppChar], ops: [{ op: 'sendTo', target: 'target0', to: 'hand' }], text: T('对方一位角色回到手牌。', 'An opposing character returns to hand.') },
  ]),
  trap('cut-supplies', '釜底抽薪', 'Cutting the Supplies', 'normal', 'common', ['普通陷阱：对方选择并弃置一张手牌。', 'Normal trap: the opponent discards a card of their choice.'], [
    { kind: 'activated', condition: { is: 'handAtLeast', player: 'opponent', n: 1 }, ops: [{ op: 'discard', player: 'opponent', n: 1 }], text: T('对方弃置一张手牌。', 'The opponent discards a card.') },
  ]),
  trap('abatis', '鹿角阵', 'Abatis', 'continuous', 'common', ['永续陷阱：对方攻击表示的角色攻击力-1。', "Continuous trap: opposing attack-position characters get −1 attack."], [
    { kind: 'activated', ops: [], text: T('翻开后持续生效。', 'Stays once flipped.') },
    { kind: 'continuous', ops: [{ op: 'modifyAtk', n: -1, affects: { controller: 'opponent', position: 'attack' } }], text: T('对方攻击表示角色攻击力-1。', 'Opposing attack-position characters −1 attack.') },
  ]),
  trap('chained-ships', '铁索连环', 'Chained Ships', 'continuous', 'scarce', ['永续陷阱：对方的召唤限制降低2星。', "Continuous trap: the opponent's summon limit falls by 2 stars."], [
    { kind: 'activated', ops: [], text: T('翻开后持续生效。', 'Stays once flipped.') },
    { kind: 'continuous', ops: [{ op: 'modifySummonLimit', player: 'opponent', n: -2 }], text: T('对方召唤限制-2星。', "Opponent's summon limit −2 stars.") },
  ]),
];

export const EQUIPMENT: EquipmentCard[] = [
  equip('zhanlu-sword', '湛卢剑', 'Zhanlu Sword', 'character', 'rare', 2, 4, 0, ['角色装备：攻击力+4，耐久2。', 'Character equipment: +4 attack, durability 2.']),
  equip('mingguang-armour', '明光铠', 'Mingguang Armour', 'character', 'common', 3, 0, 6, ['角色装备：血量+6，耐久3。', 'Character equipment: +6 HP, durability 3.']),
  equip('red-hare', '赤兔马', 'Red Hare', 'character', 'scarce', 2, 3, 3, ['角色装备：攻击力+3，血量+3，耐久2。', 'Character equipment: +3 attack, +3 HP, durability 2.']),
  equip('green-dragon-blade', '青龙偃月刀', 'Green Dragon Crescent Blade', 'character', 'superRare', 1, 6, 0, ['角色装备：攻击力+6，耐久1。', 'Character equipment: +6 attack, durability 1.']),
  equip('sky-piercer', '方天画戟', 'Sky Piercer', 'person', 'superRare', 2, 5, 0, ['人物装备（武器）：攻击力+5，耐久2。', 'Person equipment (weapon): +5 attack, durability 2.']),
  equip('taie-sword', '太阿剑', "Tai'e Sword", 'person', 'rare', 3, 3, 5, ['人物装备（武器）：攻击力+3，血量+5，耐久3。', 'Person equipment (weapon): +3 attack, +5 HP, durability 3.']),
  equip('heart-mirror', '护心镜', 'Heart-guard Mirror', 'person', 'common', 2, 1, 10, ['人物装备：攻击力+1，血量+10，耐久2。', 'Person equipment: +1 attack, +10 HP, durability 2.']),
];

export const CARDS: XCard[] = [...CHARACTERS, ...MAGIC, ...TRAPS, ...EQUIPMENT];
