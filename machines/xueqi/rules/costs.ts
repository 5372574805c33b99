/** The blood-cost tables of §5.1 (all amounts in LP). */

/** Summoning a creature from hand: rank × 5. */
export const summonCost = (rank: number): number => rank * 5;

/** Upkeep of a creature at each turn end (R5, R6): 5 at rank 1, (rank − 1) × 5 above, 0 for the defensive rank-0 branch. */
export const upkeep = (rank: number): number => (rank <= 0 ? 0 : rank === 1 ? 5 : (rank - 1) * 5);

/** LP the destroyer gains (R6, R8): 1 at rank 1, (rank − 1) × 5 above. */
export const destroyGain = (rank: number): number => (rank <= 0 ? 0 : rank === 1 ? 1 : (rank - 1) * 5);

/** Activating a rule or value card from hand: rank × 5 (rank 0 is free). */
export const activateCost = (rank: number): number => rank * 5;

/** Upkeep of a persistent rule card (any rank, rank 0 included). */
export const RULE_UPKEEP = 5;
/** Upkeep of a persistent value card (any rank). */
export const VALUE_UPKEEP = 10;
