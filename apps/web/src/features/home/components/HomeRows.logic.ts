/** Pure rules of home's curated rows: which rows a member sees and which titles each holds. */

export interface HomeRowsAnswer<Row extends { id: string; mediaType: string }, Media> {
  rows: Row[];
  /** Titles of every row, flat, each naming its row (HomeRows.entries). */
  entries: { slotId: string; media: Media }[];
}

/**
 * The rows with their titles, in the server's order: only rows of the member's media types (the
 * types of their menu: a row of a type they cannot open would lead nowhere) and only rows with
 * titles (an empty row is no row).
 */
export function homeRowsFor<Row extends { id: string; mediaType: string }, Media>(
  answer: HomeRowsAnswer<Row, Media>,
  memberTypes: ReadonlySet<string>,
): { row: Row; items: Media[] }[] {
  const byRow = new Map<string, Media[]>();
  for (const entry of answer.entries) {
    const items = byRow.get(entry.slotId);
    if (items) items.push(entry.media);
    else byRow.set(entry.slotId, [entry.media]);
  }
  return answer.rows
    .filter((row) => memberTypes.has(row.mediaType))
    .map((row) => ({ row, items: byRow.get(row.id) ?? [] }))
    .filter(({ items }) => items.length > 0);
}
