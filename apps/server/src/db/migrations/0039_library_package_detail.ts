import type { AnyDb } from './helpers';

/**
 * Why packaging gave up on a file, as a code the console translates (docs/libraries.md "Packaging"):
 * `library_files.package_error` now holds the code (`ffmpeg_failed`, `too_large`…, PackagingProblem)
 * and `package_detail` what the tool said, shown beneath it untranslated. A reason stored before this
 * migration is an English sentence: it becomes the detail of `packaging_failed`.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('library_files').addColumn('package_detail', 'text').execute();
  await db
    .updateTable('library_files')
    .set((eb) => ({ package_detail: eb.ref('package_error'), package_error: 'packaging_failed' }))
    .where('package_error', 'is not', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db
    .updateTable('library_files')
    .set((eb) => ({ package_error: eb.fn.coalesce('package_detail', 'package_error') }))
    .where('package_error', 'is not', null)
    .execute();
  await db.schema.alterTable('library_files').dropColumn('package_detail').execute();
}
