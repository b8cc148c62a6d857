import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The habits of DESIGN.md 5 as eslint.config.js enforces them: each case lints a fixture as if it
// were the named file and checks that the boundary rule fires (or stays quiet where the habit allows).
const root = path.resolve(import.meta.dirname, '../..');
const BOUNDARY_RULES = new Set([
  'no-restricted-syntax',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
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
      "import { lockMember } from '../payment';\nimport type { Price } from './purchasable';\nexport const l = lockMember;\nexport type P = Price;\n";
    expect(await boundaryErrors(CHECKOUT, code)).toEqual([]);
  });

  it('allows a seller to import the checkout, the direction the registry points', async () => {
    const code = "import { definePurchasable } from '../checkout';\nexport const d = definePurchasable;\n";
    expect(await boundaryErrors('apps/server/src/modules/wallet/purchasable.ts', code)).toEqual([]);
  });
});

describe('a module reaches another only through its index.ts (docs/modules.md)', () => {
  it.each([
    [
      'a runtime import',
      "import { readBalance } from '../wallet/ledger-repo';\nexport const r = readBalance;\n",
    ],
    ['a type import', "import type { CoinPack } from '../wallet/model';\nexport type P = CoinPack;\n"],
    ['a re-export', "export { readBalance } from '../wallet/ledger-repo';\n"],
    [
      "another module's module.ts",
      "import { walletModule } from '../wallet/module';\nexport const w = walletModule;\n",
    ],
  ])("rejects %s of another module's internals", async (_what, code) => {
    expect(await boundaryErrors('apps/server/src/modules/giveaways/service.ts', code)).toEqual([
      expect.stringContaining('A module reaches another only through its index.ts'),
    ]);
  });

  it('rejects it from a subfolder of a module as well', async () => {
    const code = "import type { Brand } from '../../brand/model';\nexport type B = Brand;\n";
    expect(await boundaryErrors('apps/server/src/modules/payment/hosted-page/view-model.ts', code)).toEqual([
      expect.stringContaining('A module reaches another only through its index.ts'),
    ]);
  });

  it.each([
    [
      "another module's index",
      "import { readBalance, type CoinPack } from '../wallet';\nexport const r = readBalance;\nexport type P = CoinPack;\n",
    ],
    ['its own files', "import { quote } from './quote';\nexport const q = quote;\n"],
    [
      'the contract and the platform',
      "import { defineModule } from '../contract';\nimport { inTransaction } from '../../db/transaction';\nexport const d = [defineModule, inTransaction];\n",
    ],
  ])('allows %s', async (_what, code) => {
    expect(await boundaryErrors('apps/server/src/modules/giveaways/service.ts', code)).toEqual([]);
  });

  it('allows a subfolder its own module and the platform', async () => {
    const code =
      "import type { Services } from '../../../services';\nimport type { CardField } from '../service';\nimport { pageLang } from './render';\nexport type S = [Services, CardField];\nexport const p = pageLang;\n";
    expect(await boundaryErrors('apps/server/src/modules/payment/hosted-page/view-model.ts', code)).toEqual(
      [],
    );
  });
});

describe('resolvers and routes call services, never repositories', () => {
  const REPO_CALL = "import { listFaq } from './repo';\nexport const f = listFaq;\n";
  const DB_HANDLE =
    "import { inTransaction } from '../../db/transaction';\nexport const t = inTransaction;\n";

  it.each([
    ['apps/server/src/modules/support/resolvers.ts', REPO_CALL],
    [
      'apps/server/src/modules/marketplace/catalogue-resolvers.ts',
      "import { productsByIds } from './catalogue-repo';\nexport const p = productsByIds;\n",
    ],
    ['apps/server/src/modules/billing/routes.ts', REPO_CALL],
    [
      'apps/server/src/modules/giveaways/draw-routes.ts',
      "import { findDraw } from './draw-repo';\nexport const d = findDraw;\n",
    ],
    ['apps/server/src/modules/support/resolvers.ts', DB_HANDLE],
  ])('rejects a repository or the database in %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([
      expect.stringMatching(
        /^@typescript-eslint\/no-restricted-imports: .*(Resolvers and routes call services|Resolvers and routes reach the database)/,
      ),
    ]);
  });

  it('allows a type a repository declares, and a repository in a service', async () => {
    const typeOnly = "import type { FaqEntry } from './repo';\nexport type F = FaqEntry;\n";
    expect(await boundaryErrors('apps/server/src/modules/support/resolvers.ts', typeOnly)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/modules/support/service.ts', REPO_CALL)).toEqual([]);
  });
});

describe('nothing below the resolvers takes the GraphQL context', () => {
  const CONTEXT =
    "import type { GraphQLContext } from '../../graphql/context';\nexport type C = GraphQLContext;\n";

  it.each([
    'apps/server/src/modules/catalogue/access.ts',
    'apps/server/src/modules/catalogue/service.ts',
    'apps/server/src/modules/menu/gates.ts',
    'apps/server/src/modules/billing/routes.ts',
  ])('rejects the context type in %s', async (filePath) => {
    expect(await boundaryErrors(filePath, CONTEXT)).toEqual([
      expect.stringContaining('Only resolvers take the GraphQL context'),
    ]);
  });

  it('rejects it in a subfolder of a module as well', async () => {
    const code = CONTEXT.replace('../../graphql/', '../../../graphql/');
    expect(await boundaryErrors('apps/server/src/modules/payment/hosted-page/view-model.ts', code)).toEqual([
      expect.stringContaining('Only resolvers take the GraphQL context'),
    ]);
  });

  it('rejects the guards and feature helpers that read it', async () => {
    const code = "import { tagSets } from '../../graphql/features';\nexport const t = tagSets;\n";
    expect(await boundaryErrors('apps/server/src/modules/menu/service.ts', code)).not.toEqual([]);
  });

  it.each([
    'apps/server/src/modules/menu/resolvers.ts',
    'apps/server/src/modules/catalogue/home-rows-resolvers.ts',
  ])('allows it in %s', async (filePath) => {
    expect(await boundaryErrors(filePath, CONTEXT)).toEqual([]);
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
