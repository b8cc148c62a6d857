import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import featureBoundaries from './scripts/eslint/feature-boundaries.js';

// DESIGN.md 5.4: SQL only in repositories. Kysely's query builder, its `sql` template and transactions
// are used in repositories (repo.ts, *-repo.ts), the database layer (db/: migrations, Kysely setup,
// the transaction helper), the seed and tests; everywhere else in the server they fail the build.
// Type-only imports stay allowed: a model may name a row type (`Selectable<MembersTable>`) without
// querying anything.
const SQL_OUTSIDE_REPOSITORY =
  'SQL lives in repositories (repo.ts, *-repo.ts): call a repository function instead.';
const sqlRestrictions = [
  {
    selector:
      "ImportDeclaration[source.value='kysely'][importKind!='type'] > ImportSpecifier[importKind!='type']",
    message: `${SQL_OUTSIDE_REPOSITORY} (Type-only imports from kysely are fine.)`,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_OUTSIDE_REPOSITORY },
  { selector: "MemberExpression[object.name='sql']", message: SQL_OUTSIDE_REPOSITORY },
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
    message: SQL_OUTSIDE_REPOSITORY,
  },
  {
    selector: 'CallExpression[callee.property.name=/^(transaction|startTransaction)$/][arguments.length=0]',
    message: `${SQL_OUTSIDE_REPOSITORY} A service opens a transaction with inTransaction() from db/transaction.ts.`,
  },
];

const NO_SEED = {
  regex: '(^|/)seed(/|$)',
  message: 'Modules do not import seed/: move what both need to apps/server/src/lib.',
};

/**
 * `../<module>/<file>` from a file `depth` folders inside its module: another module's internals.
 * Its index.ts (`../<module>`) is the way in; add what you need to its exports.
 */
function otherModuleInternals(depth) {
  return {
    regex: `^${'\\.\\./'.repeat(depth)}[a-z][a-z-]*/`,
    message:
      "A module reaches another only through its index.ts: import from '../<module>' and add what you need to that index's exports (docs/modules.md).",
  };
}

const RESOLVER_FILES = [
  'apps/server/src/modules/**/resolvers.ts',
  'apps/server/src/modules/**/*-resolvers.ts',
];

const NO_GRAPHQL_CONTEXT = {
  regex: '(^|/)graphql/(context|guard|features)$',
  message:
    'Only resolvers take the GraphQL context: hand this code plain inputs (the member, the brand, the language, the loaders it needs).',
};

// Type-only imports stay allowed: a resolver may name a row or model type a repository declares.
const NO_REPOSITORY = [
  {
    regex: '(^|/)([a-z-]+-)?repo$',
    allowTypeImports: true,
    message: "Resolvers and routes call services (ctx.services / the route's services), never repositories.",
  },
  {
    regex: '(^|/)db/(kysely|transaction|retry)$',
    allowTypeImports: true,
    message: 'Resolvers and routes reach the database only through services.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/web/src/gql/**',
      'apps/server/src/graphql/generated/**',
      'apps/server/src/console/generated/**',
      'apps/console/src/gql/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // Root config files belong to no workspace's tsconfig.
        projectService: { allowDefaultProject: ['codegen.ts', 'vitest.config.ts', 'scripts/eslint/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: [
      '**/repo.ts',
      '**/*-repo.ts',
      'apps/server/src/db/**',
      'apps/server/src/seed/**',
      'apps/server/test/**',
      'apps/server/bench/**',
      '**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...sqlRestrictions] },
  },
  {
    // Modules are the product; seed/ is demo data that depends on them, never the other way round.
    // A module reaches another only through that module's index.ts, its public surface
    // (docs/modules.md): `../wallet` yes, `../wallet/ledger-repo` no.
    files: ['apps/server/src/modules/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SEED, otherModuleInternals(1)] }] },
  },
  {
    // The same from a module's subfolders (payment/hosted-page/…), one level further up.
    files: ['apps/server/src/modules/*/*/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SEED, otherModuleInternals(2)] }] },
  },
  {
    // The checkout sells what the modules register with it (docs/modules.md) and names none of them:
    // it reaches only the payment, the members events and the models it is handed. An import of a
    // selling module here is the 32-file cycle of issue 30 coming back.
    files: ['apps/server/src/modules/checkout/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SEED,
            {
              regex: '^\\.\\./(?!(payment|events|brand|member)(/|$)|contract$)[a-z]',
              message:
                'The checkout names no selling module: the module registers a purchasable kind (its module.ts `purchasables`).',
            },
            { ...otherModuleInternals(1), regex: '^\\.\\./(payment|events|brand|member)/' },
          ],
        },
      ],
    },
  },
  {
    // Below the resolvers nothing takes the GraphQL context: services, repositories, models, routes
    // and jobs get plain inputs (member, brand, language), so REST routes, jobs and operator commands
    // call the same services. A resolver hands a helper the pieces it needs (graphql/context.ts
    // `accessViewerOf`, `textLanguage`), never the context.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [...RESOLVER_FILES, '**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_GRAPHQL_CONTEXT] }] },
  },
  {
    // Resolvers call services (ctx.services), never repositories or the database handle.
    files: RESOLVER_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: NO_REPOSITORY }] },
  },
  {
    // REST routes too, and they are not GraphQL: neither repositories nor the GraphQL context.
    files: ['apps/server/src/modules/**/routes.ts', 'apps/server/src/modules/**/*-routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...NO_REPOSITORY, NO_GRAPHQL_CONTEXT] },
      ],
    },
  },
  {
    // A feature uses another feature only through its index.ts, its public surface.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: { 'feature-boundaries/public-surface-only': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
