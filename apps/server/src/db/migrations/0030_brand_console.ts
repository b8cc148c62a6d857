import { type AnyDb } from './helpers';

/**
 * What the console edits of a brand that had no column (issue 31 scope 5): the interface languages
 * offered to its members, and the countries where its giveaways refuse entries on top of the ones
 * every brand blocks (SPEC.md 6). Both are JSON lists. The sweeps' "for all" stays the brand tag
 * `sweeps_for_all` that the gating rule reads; the currency stays in `billing`.
 */

// Today's eight interface languages (a migration must not follow later constants): every brand
// offered all of them until the console could choose.
const ALL_LANGUAGES = ['en-us', 'fr-ca', 'de-de', 'it-it', 'pt-pt', 'es-es', 'ja-jp', 'my-ms'];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('brands')
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo(JSON.stringify(ALL_LANGUAGES)))
    .execute();
  await db.schema
    .alterTable('brands')
    .addColumn('sweep_blocked_countries', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('brands').dropColumn('sweep_blocked_countries').execute();
  await db.schema.alterTable('brands').dropColumn('languages').execute();
}
