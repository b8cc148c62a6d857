import { CompiledQuery, sql } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { JobState } from './types';

/**
 * Reads of pg-boss's own tables (version 10: `<schema>.job`, and `<schema>.archive` for jobs it
 * moved out after they ended), for the views: pg-boss 10 reads one job only by queue and id and
 * lists none. Pinned to pg-boss 10's columns: pg-boss is pinned to ^10 in package.json, and the
 * queue tests fail if a column changes.
 */

export type PgBossState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

const TO_OURS: Record<PgBossState, JobState> = {
  created: 'queued',
  retry: 'retrying',
  active: 'running',
  completed: 'done',
  cancelled: 'cancelled',
  failed: 'failed',
};
const TO_PG_BOSS = Object.fromEntries(Object.entries(TO_OURS).map(([k, v]) => [v, k])) as Record<
  JobState,
  PgBossState
>;

export const jobStateOf = (s: PgBossState): JobState => TO_OURS[s];

export interface PgBossJobRow {
  id: string;
  name: string;
  data: unknown;
  state: PgBossState;
  retry_count: number;
  singleton_key: string | null;
  started_on: Date | null;
  completed_on: Date | null;
  created_on: Date;
  output: unknown;
}

const COLUMNS = sql.raw(
  'id::text as id, name, data, state::text as state, retry_count, singleton_key, started_on, completed_on, created_on, output',
);

function both(schema: string) {
  return sql`(select ${COLUMNS} from ${sql.id(schema, 'job')} union all select ${COLUMNS} from ${sql.id(schema, 'archive')})`;
}

export async function pgBossJob(db: DbOrTrx, schema: string, id: string): Promise<PgBossJobRow | undefined> {
  const { rows } =
    await sql<PgBossJobRow>`select * from ${both(schema)} as j where j.id = ${id} limit 1`.execute(db);
  return rows[0];
}

export async function pgBossJobs(
  db: DbOrTrx,
  schema: string,
  q: { name?: string; states?: readonly JobState[]; limit: number },
): Promise<PgBossJobRow[]> {
  const states = q.states && q.states.length > 0 ? q.states.map((s) => TO_PG_BOSS[s]) : null;
  const { rows } = await sql<PgBossJobRow>`
    select * from ${both(schema)} as j
    where (${q.name ?? null}::text is null or j.name = ${q.name ?? null})
      and (${states}::text[] is null or j.state = any(${states}::text[]))
    order by j.created_on desc, j.id
    limit ${q.limit}`.execute(db);
  return rows;
}

/** The id of the unfinished (created, retry or active) job of a queue holding a singleton key. */
export async function pgBossUnfinishedIdByKey(
  db: DbOrTrx,
  schema: string,
  name: string,
  key: string,
): Promise<string | null> {
  const { rows } = await sql<{ id: string }>`
    select id::text as id from ${sql.id(schema, 'job')}
    where name = ${name} and singleton_key = ${key} and state < 'completed'
    limit 1`.execute(db);
  return rows[0]?.id ?? null;
}

export async function pgBossStateOf(
  db: DbOrTrx,
  schema: string,
  name: string,
  id: string,
): Promise<PgBossState | null> {
  const { rows } = await sql<{ state: PgBossState }>`
    select state::text as state from ${sql.id(schema, 'job')} where name = ${name} and id = ${id}::uuid`.execute(
    db,
  );
  return rows[0]?.state ?? null;
}

/** pg-boss's database interface on an open transaction, so its insert commits (or not) with ours. */
export function pgBossDbOf(trx: DbOrTrx): {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
} {
  return {
    executeSql: async (text, values) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}
