import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateItem } from '../src/seed/catalogue/generate';
import { seedCatalogue } from '../src/seed/catalogue/write';
import { DIALECTS, createTestDb, type TestDb } from './harness';

const FIRST = 300;
const TITLES = 500;

/** How many of titles 1 … n hold each word of their search document (documents hold a word once). */
function expectedVocabulary(n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let id = 1; id <= n; id++)
    for (const term of generateItem(id).document.split(' ')) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

describe.each(DIALECTS)('catalogue seeding on %s', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(dialect);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('a seed cut short and run again counts every title in the vocabulary once', async () => {
    // Cut short after its third batch (a killed process): those titles are written, nothing after.
    const cut = seedCatalogue(db.handle.db, {
      titles: TITLES,
      batchSize: 100,
      onProgress: (done) => {
        if (done === FIRST) throw new Error('killed');
      },
    });
    await expect(cut).rejects.toThrow('killed');
    const resumed = await seedCatalogue(db.handle.db, { titles: TITLES, batchSize: 100 });
    expect(resumed).toEqual({ inserted: TITLES - FIRST, total: TITLES });

    const rows = await db.handle.db.selectFrom('search_terms').select(['term', 'doc_count']).execute();
    const stored = new Map(rows.map((r) => [r.term, Number(r.doc_count)]));
    const expected = expectedVocabulary(TITLES);
    expect(stored.size).toBe(expected.size);
    for (const [term, count] of expected) expect(stored.get(term), term).toBe(count);
  });
});
