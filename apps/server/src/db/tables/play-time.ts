/** Seconds a member really played, per UTC month (migration 0026; the green page's hours streamed). */
export interface MemberPlayTimeTable {
  member_id: number;
  /** YYYY-MM (UTC). */
  month: string;
  seconds: number;
}

export interface PlayTimeTables {
  member_play_time: MemberPlayTimeTable;
}
