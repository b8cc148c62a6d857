/** Giveaway (sweep) rules of issue 12: SPEC.md 4 "Sweep feature", 5, 6 and 9; the draw contract of docs/draws.md. */
export * from './tags';
export * from './modals';
export * from './card-state';
export * from './tabs';
export * from './offers';
export * from './odds';
export * from './eligibility';
export * from './draw-period';
export * from './draw';
export * from './postal';
export * from './monthly';
export * from './instant';
export * from './availability';
export * from './edit';
export * from './winner-claim';
