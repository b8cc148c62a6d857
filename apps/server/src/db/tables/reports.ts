/** The dashboards' daily rollups (migration 0046, modules/reports/rollup.ts). Conventions as in ../schema.ts. */
export interface ReportDailyTable {
  brand_id: string; // '' for the `done` rows
  day: string; // YYYY-MM-DD, UTC, a closed day
  metric: string; // revenue | entries | plays | done
  currency: string; // '' when none
  key: string; // revenue: the payment kind; plays: the title's id; else ''
  value: number;
}

/** The day the rollup job last counted each member's progress on a title (migration 0047). */
export interface ReportPlaysTable {
  member_id: number;
  media_id: number;
  day: string; // YYYY-MM-DD, UTC, a closed day
}

export interface ReportTables {
  report_daily: ReportDailyTable;
  report_plays: ReportPlaysTable;
}
