export const RENEWAL_INTERVAL_MS = 60 * 60 * 1000; // hourly
export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000; // daily
/** Draws (commitments, close, announce, publish): every 10 minutes, so a month opens with its commitment. */
export const DRAWS_INTERVAL_MS = 10 * 60 * 1000;
/** Monthly exclusive free entries: hourly, so a member who subscribes mid-month is entered within the hour. */
export const MONTHLY_ENTRIES_INTERVAL_MS = 60 * 60 * 1000;
/** Unpaid card orders give their stock back within 5 minutes of their hold ending. */
export const ORDER_RESERVATIONS_INTERVAL_MS = 5 * 60 * 1000;
/** Expired sessions and links, old events (jobs/retention.ts): hourly, so a flood is gone within the hour of its expiry. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** Dashboards' daily rollups (modules/reports/rollup.ts): hourly, the closed days since the last run and yesterday again. */
export const REPORT_ROLLUPS_INTERVAL_MS = 60 * 60 * 1000;
