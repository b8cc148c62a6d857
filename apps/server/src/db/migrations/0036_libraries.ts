import { createIndex, dropTables, type AnyDb } from './helpers';
import { createBrandTable, createTableWithId, notNull, ownedBy } from './tables';

/**
 * A brand's own media (issue 32, docs/libraries.md): libraries (a folder and the type of what it
 * holds), every file a scan has seen in one (what it was when read, the title it became, or why it
 * was refused), and the scans themselves with the counts the console and the command show.
 */
export async function up(db: AnyDb): Promise<void> {
  await createBrandTable(db, 'libraries')
    .addColumn('media_type', 'text', notNull) // packages/domain LIBRARY_MEDIA_TYPES
    .addColumn('name', 'text', notNull)
    .addColumn('dir', 'text', notNull) // absolute, as the operator gave it; read, never written
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_scan_id', 'integer')
    .execute();
  await createIndex(db, 'libraries_brand_idx', 'libraries', ['brand_id', 'id']);

  await createTableWithId(db, 'library_files')
    .addColumn('library_id', 'integer', ownedBy('libraries.id'))
    .addColumn('rel_path', 'text', notNull) // '/'-separated, inside the library's folder
    .addColumn('kind', 'text', notNull) // classifyLibraryFile
    .addColumn('size', 'bigint', notNull)
    .addColumn('mtime_ms', 'bigint', notNull)
    .addColumn('sha256', 'text') // null until read (and for files refused before reading)
    .addColumn('state', 'text', notNull) // ok | failed | missing
    .addColumn('problem', 'text') // LibraryFileProblem when failed
    .addColumn('detail', 'text')
    .addColumn('media_id', 'integer') // the title it became (kept while missing: a move finds it again)
    .addColumn('part_id', 'integer', (c) => c.notNull().defaultTo(0)) // track / episode id, chapter index
    .addColumn('facts', 'text') // JSON: what the readers said, so a title can be rebuilt without reading again
    .addColumn('packaged_sha256', 'text') // the bytes whose renditions are served; ≠ sha256: packaging due
    .addColumn('package_error', 'text') // why the last packaging failed (the job retries, then gives up)
    .addColumn('seen_scan_id', 'integer', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('library_files_path_uq', ['library_id', 'rel_path'])
    .execute();
  await createIndex(db, 'library_files_hash_idx', 'library_files', ['library_id', 'sha256']);
  await createIndex(db, 'library_files_media_idx', 'library_files', ['media_id']);

  await createTableWithId(db, 'library_scans')
    .addColumn('library_id', 'integer', ownedBy('libraries.id'))
    .addColumn('state', 'text', notNull) // queued | running | done | failed
    .addColumn('job_id', 'text')
    .addColumn('requested_by', 'text', notNull) // staff e-mail, or 'cli'
    .addColumn('created_at', 'text', notNull)
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('files_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('files_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('added', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('missing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text') // why the scan could not run at all
    .execute();
  await createIndex(db, 'library_scans_library_idx', 'library_scans', ['library_id', 'id']);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['library_scans', 'library_files', 'libraries']);
}
