import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The habits of DESIGN.md 5 as eslint.config.js enforces them: each case lints a fixture as if it
// were the named file and checks that the boundary rule fires (or stays quiet where the habit allows).
const root = path.resolve(import.meta.dirname, '../..');
const BOUNDARY_RULES = new Set([
  'no-restricted-syntax',
  'no-restricted-imports',
  'feature-boundaries/public-surface-only',
]);

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  // The fixtures are not on disk, so no TypeScript project knows them: parse without type information
  // and run only the boundary rules (the typed rules are the typecheck's and `npm run lint`'s business).
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const QUERY_BUILDER = `
import type { Db } from '../../db/kysely';
export async function memberEmail(db: Db, id: number) {
  return db.selectFrom('members').select('email').where('id', '=', id).executeTakeFirst();
}
`;
const SQL_TEMPLATE = `
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
export async function now(db: Db) {
  return sql\`SELECT 1\`.execute(db);
}
`;
const TRANSACTION = `
import type { Db } from '../../db/kysely';
export async function twice(db: Db) {
  return db.transaction().execute(async () => 2);
}
`;
const ROW_TYPE = `
import type { Selectable } from 'kysely';
import type { MembersTable } from '../../db/schema';
export type MemberRow = Selectable<MembersTable>;
`;
const SEED_IMPORT = `
import { hashString } from '../../seed/catalogue/generate';
export const seedOf = (slug: string) => hashString(slug);
`;

describe('SQL only in repositories (DESIGN.md 5.4)', () => {
  it.each([
    ['the query builder', QUERY_BUILDER],
    ['the sql template', SQL_TEMPLATE],
    ['a transaction', TRANSACTION],
  ])('rejects %s in a service', async (_what, code) => {
    const errors = await boundaryErrors('apps/server/src/modules/x/service.ts', code);
    expect(errors.some((e) => e.startsWith('no-restricted-syntax: SQL lives in repositories'))).toBe(true);
  });

  it('rejects the query builder in resolvers and routes too', async () => {
    expect(await boundaryErrors('apps/server/src/modules/x/resolvers.ts', QUERY_BUILDER)).not.toEqual([]);
    expect(await boundaryErrors('apps/server/src/http/x.ts', QUERY_BUILDER)).not.toEqual([]);
  });

  it.each([
    'apps/server/src/modules/x/repo.ts',
    'apps/server/src/modules/x/catalogue-repo.ts',
    'apps/server/src/db/migrations/0099_x.ts',
    'apps/server/src/seed/x.ts',
    'apps/server/src/modules/x/service.test.ts',
  ])('allows SQL in %s', async (filePath) => {
    for (const code of [QUERY_BUILDER, SQL_TEMPLATE, TRANSACTION]) {
      expect(await boundaryErrors(filePath, code)).toEqual([]);
    }
  });

  it('allows a type-only import of Kysely row types in a model', async () => {
    expect(await boundaryErrors('apps/server/src/modules/x/model.ts', ROW_TYPE)).toEqual([]);
  });
});

describe('modules do not import seed/', () => {
  it('rejects a seed import from a module', async () => {
    const errors = await boundaryErrors('apps/server/src/modules/x/service.ts', SEED_IMPORT);
    expect(errors.some((e) => e.startsWith('no-restricted-imports:'))).toBe(true);
  });

  it('rejects it from a module repository as well', async () => {
    expect(await boundaryErrors('apps/server/src/modules/x/repo.ts', SEED_IMPORT)).not.toEqual([]);
  });

  it('allows the same import inside seed/', async () => {
    expect(await boundaryErrors('apps/server/src/seed/x.ts', SEED_IMPORT)).toEqual([]);
  });
});

describe('the checkout names no selling module (docs/modules.md)', () => {
  const CHECKOUT = 'apps/server/src/modules/checkout/service.ts';
  it.each([
    [
      'a runtime import',
      "import { quoteEntries } from '../giveaways/quote';\nexport const q = quoteEntries;\n",
    ],
    ['a type import', "import type { CoinPack } from '../wallet/model';\nexport type P = CoinPack;\n"],
  ])('rejects %s of a seller', async (_what, code) => {
    expect(await boundaryErrors(CHECKOUT, code)).toEqual([
      expect.stringContaining('The checkout names no selling module'),
    ]);
  });

  it('allows the payment it opens sessions with and its own files', async () => {
    const code =
      "import { lockMember } from '../payment/repo';\nimport type { Price } from './purchasable';\nexport const l = lockMember;\nexport type P = Price;\n";
    expect(await boundaryErrors(CHECKOUT, code)).toEqual([]);
  });

  it('allows a seller to import the checkout, the direction the registry points', async () => {
    const code =
      "import { definePurchasable } from '../checkout/purchasable';\nexport const d = definePurchasable;\n";
    expect(await boundaryErrors('apps/server/src/modules/wallet/purchasable.ts', code)).toEqual([]);
  });
});

describe('a web feature imports another feature only through its index.ts', () => {
  const home = 'apps/web/src/features/home/components/Row.tsx';

  it("rejects an import of another feature's internals", async () => {
    const errors = await boundaryErrors(
      home,
      `import { mediaPath } from '../../browse/paths';\nexport const p = mediaPath;\n`,
    );
    expect(errors).toEqual([
      expect.stringMatching(/^feature-boundaries\/public-surface-only: '..\/..\/browse\/paths'/),
    ]);
  });

  it("rejects a re-export of another feature's internals", async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/index.ts',
      `export { mediaPath } from '../browse/paths';\n`,
    );
    expect(errors).not.toEqual([]);
  });

  it.each([
    ["another feature's index", `import { mediaPath } from '../../browse';\nexport const p = mediaPath;\n`],
    [
      "another feature's index.ts by name",
      `import { mediaPath } from '../../browse/index';\nexport const p = mediaPath;\n`,
    ],
    ['its own internals', `import { Thing } from '../hooks/useThing';\nexport const t = Thing;\n`],
    ['app/ and ui/', `import { Button } from '../../../ui/Button';\nexport const b = Button;\n`],
  ])('allows %s', async (_what, code) => {
    expect(await boundaryErrors(home, code)).toEqual([]);
  });
});
