import type { ColumnDefinitionBuilder } from 'kysely';
import { isPostgres, type AnyDb } from './helpers';

/**
 * The tables' shared parts: the id the database numbers, the brand's and the member's tables, and
 * the column definitions most tables repeat. Landed migrations run these: a change here must not
 * change a byte of the SQL they emit on SQLite or PostgreSQL.
 */

/** `CREATE TABLE name` with an `id` the database numbers: serial on PostgreSQL, autoincrement on SQLite. */
export function createTableWithId(db: AnyDb, name: string) {
  const table = db.schema.createTable(name);
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A brand's table: the numbered id, then `brand_id`, whose rows go with the brand. */
export function createBrandTable(db: AnyDb, name: string) {
  return createTableWithId(db, name).addColumn('brand_id', 'text', ownedBy('brands.id'));
}

/** A member's table: the numbered id, then `member_id`, whose rows go with the member. */
export function createMemberTable(db: AnyDb, name: string) {
  return createTableWithId(db, name).addColumn('member_id', 'integer', ownedBy('members.id'));
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/** A required reference whose rows go with the row they point at (`'members.id'`). */
export function ownedBy(target: string) {
  return (c: ColumnDefinitionBuilder) => c.notNull().references(target).onDelete('cascade');
}
