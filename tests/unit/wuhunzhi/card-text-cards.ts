/**
 * Custom 武魂志 cards for the generated rules text (card-text.test.ts): between them they use every trigger, op,
 * predicate (with and/or/not), selector, filter, window, limit and zone of the vocabulary, and all are valid custom
 * cards (their text left empty, W54).
 */
const t = (zh: string, en: string) => ({ zh, en });
const empty = { zh: '', en: '' };
type Effect = Record<string, unknown>;

const soul = (id: string, skills: Effect[], extra: object = {}) => ({
  type: 'soul',
  id,
  name: t(`魂${id}`, `Soul ${id}`),
  identity: t('作者之魂', "An author's soul"),
  attribute: 'courage',
  soulGrade: 0,
  basePower: 1000,
  skills,
  text: empty,
  ...extra,
});

/** The golden custom cards: vocabulary no starter card uses. */
export const GOLDEN_CUSTOM = {
  guard: soul('c-guard', [
    {
      name: '护主',
      kind: 'triggered',
      trigger: { on: 'onTargeted' },
      ops: [{ op: 'modifyPower', target: 'self', amount: 900, until: 'battle' }],
    },
  ]),
  martyr: soul('c-martyr', [
    {
      name: '玉碎',
      kind: 'triggered',
      trigger: { on: 'onTapped' },
      ops: [{ op: 'banish', target: 'attacker' }],
    },
  ]),
  rally: soul('c-rally', [
    {
      name: '易帜',
      kind: 'triggered',
      trigger: { on: 'onGeneralChanged' },
      condition: { not: { is: 'opponentFieldEmpty' } },
      ops: [{ op: 'untap', target: 'ownSouls', filter: { tapped: true } }],
    },
  ]),
  recall: {
    type: 'event',
    id: 'c-recall',
    name: t('招魂', 'Calling the Soul'),
    durationRounds: null,
    effect: {
      kind: 'eventEffect',
      condition: { and: [{ is: 'hasGeneral' }, { is: 'ownSoulCount', atLeast: 2 }] },
      ops: [
        { op: 'recoverSoul', from: 'soulYard', filter: { attribute: 'wisdom' } },
        { op: 'draw', who: 'opponent', n: 1 },
      ],
    },
  },
  exile: soul('c-exile', [
    {
      name: '流放',
      kind: 'activated',
      zone: 'sandField',
      timing: ['battle.end', 'end.effects'],
      limit: { per: 'match', count: 1 },
      cost: [{ op: 'tap', target: 'self' }],
      targets: [{ filter: { side: 'any', attribute: 'ferocity' } }],
      ops: [{ op: 'sendTo', target: 'chosenCard', zone: 'soulYard', tapped: true }],
    },
  ]),
};

/** Further cards so that every name of the vocabulary is told at least once. */
export const COVERAGE_CUSTOM = [
  soul('c-cov1', [
    {
      kind: 'triggered',
      trigger: { on: 'onReveal' },
      condition: { or: [{ is: 'isFaceUp' }, { is: 'inRow', row: 2 }] },
      ops: [
        { op: 'damageSoul', target: 'attackTarget', amount: 200 },
        { op: 'healSoul', target: 'allSouls', amount: 100, filter: { maxBasePower: 1500, row: 3 } },
      ],
    },
    {
      kind: 'triggered',
      trigger: { on: 'onSummon' },
      condition: { is: 'attributeIs', attribute: 'none' },
      ops: [{ op: 'destroySoul', target: 'opponentSouls', filter: { tapped: false, attribute: 'wisdom' } }],
    },
  ]),
  soul('c-cov2', [
    {
      kind: 'triggered',
      trigger: { on: 'onAfterAttack' },
      condition: { is: 'phaseIs', phase: 'battle' },
      ops: [
        { op: 'damageAltar', target: 'attackedAltar', amount: 300 },
        { op: 'sendTo', target: 'attackTarget', zone: 'discardPile' },
      ],
    },
    {
      kind: 'triggered',
      trigger: { on: 'onOpponentEffect' },
      ops: [{ op: 'sendTo', target: 'attacker', zone: 'banished' }],
    },
  ]),
  soul('c-cov3', [
    {
      kind: 'activated',
      zone: 'altar',
      timing: ['preparation.end', 'construction.afterBuild', 'planning.main', 'deployment.main'],
      limit: { per: 'round', count: 2 },
      condition: { is: 'generalAttributeIs', who: 'opponent', attribute: 'courage' },
      ops: [{ op: 'healAltar', target: 'ownAltars', amount: 'all' }],
    },
    {
      kind: 'activated',
      timing: ['summoning.step', 'reconnaissance.main', 'battle.targetDeclared', 'battle.afterAttack'],
      limit: { per: 'battle', count: 3 },
      condition: { is: 'destroyedAltars', who: 'opponent', atLeast: 3 },
      ops: [{ op: 'moveSelfToCell', cell: { choose: 'emptyUnprocessedOwnCell' } }],
    },
  ]),
  {
    type: 'general',
    id: 'c-cov4',
    name: t('作者', 'Author'),
    title: t('执笔', 'Penholder'),
    attribute: 'discipline',
    skills: [
      {
        kind: 'triggered',
        trigger: { on: 'onPhaseEnd', filter: { phase: 'end' } },
        condition: { is: 'selfHasAttackedThisBattle' },
        ops: [{ op: 'destroyGeneral', who: 'controller' }],
      },
      {
        kind: 'continuous',
        zone: 'generalZone',
        condition: { is: 'selfIsDeclaredTarget' },
        ops: [{ op: 'modifyPower', target: 'allSouls', amount: -100 }],
      },
    ],
    formations: [
      {
        cells: [1, 5, 9],
        name: t('斜阵', 'Diagonal'),
        effect: { kind: 'formationEffect', ops: [{ op: 'modifyPower', target: 'ownSouls', amount: 250 }] },
      },
    ],
  },
  {
    type: 'general',
    id: 'c-cov5',
    name: t('读者', 'Reader'),
    title: t('执卷', 'Scroll-holder'),
    attribute: 'wisdom',
    skills: [
      {
        kind: 'triggered',
        trigger: { on: 'onBattleStart' },
        ops: [{ op: 'forceSwitchGeneral', who: 'opponent' }],
      },
    ],
    formations: [],
  },
  {
    type: 'altar',
    id: 'c-cov6',
    name: t('星坛', 'Star Altar'),
    special: true,
    altarEffect: {
      kind: 'altarEffect',
      ops: [{ op: 'modifyAltarLevel', target: 'ownAltars', amount: 2 }],
    },
    burstEffect: {
      kind: 'triggered',
      trigger: { on: 'onAltarDestroyed' },
      condition: { is: 'handAtMost', count: 2 },
      ops: [{ op: 'healAltar', target: 'ownAltars', amount: 400 }],
    },
  },
  {
    type: 'trap',
    id: 'c-cov7',
    name: t('弃甲', 'Shed Armour'),
    trapKind: 'ordinary',
    effect: {
      kind: 'trapEffect',
      ops: [{ op: 'cancelAttack' }, { op: 'sendTo', target: 'attacker', zone: 'hand' }],
    },
  },
  {
    type: 'strategy',
    id: 'c-cov8',
    name: t('偃旗', 'Furled Banners'),
    effect: {
      kind: 'strategyEffect',
      condition: { is: 'formationActive' },
      ops: [{ op: 'modifyPower', target: 'opponentSouls', amount: -150, filter: { row: 1 } }],
    },
  },
  {
    type: 'event',
    id: 'c-cov9',
    name: t('离散', 'Scattering'),
    durationRounds: 3,
    effect: {
      kind: 'eventEffect',
      targets: [{ filter: { side: 'own' } }],
      ops: [
        { op: 'tap', target: 'chosenCard' },
        { op: 'damageSoul', target: 'chosenCard', amount: 100 },
      ],
    },
  },
];
