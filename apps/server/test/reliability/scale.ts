/**
 * How big the reliability suites run. `npm test` runs the small figures so the suite stays fast;
 * `npm run soak` sets RELIABILITY_SCALE=full and runs the figures (issue 15, suites 5 and 6).
 */
export const FULL = process.env.RELIABILITY_SCALE === 'full';

/** Suite 5: payment returns, each delivered RETURN_DELIVERIES times, across RETURN_KILLS SIGKILLs. */
export const RETURNS = FULL ? 1000 : 100;
export const RETURN_DELIVERIES = 10;
export const RETURN_KILLS = 1;
/** Suite 5: returns of giveaway entries and of marketplace orders each (plans: one per buyer). */
export const KIND_RETURNS = FULL ? 100 : 10;

/** Suite 5: concurrent spends against a balance covering SPENDS_COVERED of them. */
export const SPENDS = 200;
export const SPENDS_COVERED = 73;

/** Suite 6: SIGKILL cycles, each after CRASH_CYCLE_MS of writes at CRASH_WRITES_PER_SECOND. */
export const CRASH_CYCLES = FULL ? 50 : 3;
export const CRASH_WRITES_PER_SECOND = FULL ? 500 : 200;
export const CRASH_CYCLE_MS = FULL ? 2000 : 1500;
