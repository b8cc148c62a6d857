import type { CodegenConfig } from '@graphql-codegen/cli';
import type { DocumentNode } from 'graphql';

// SDL first: the server's .graphql files are the schema; resolver types and the web's typed
// documents are generated from them. Run `npm run codegen` after changing SDL or a web query.
const schema = [
  'apps/server/src/graphql/base.graphql',
  'apps/server/src/modules/**/*.graphql',
  '!apps/server/src/modules/**/*.console.graphql',
];
// The operator console's own schema at /adminapi/ (docs/console.md): never mixed with the members'.
const consoleSchema = [
  'apps/server/src/console/base.graphql',
  'apps/server/src/modules/**/*.console.graphql',
];

function operationNameOf(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  generates: {
    'apps/server/src/graphql/generated/resolvers-types.ts': {
      schema,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GraphQLContext',
        useTypeImports: true,
        scalars: { JSON: 'unknown' },
        // Resolvers return these server models; the type resolvers map them to the SDL shape.
        mappers: {
          Member: '../../modules/member/model#MemberModel',
          Subscription: '../../modules/subscription/model#SubscriptionModel',
          Media: '../../modules/catalogue/model#MediaModel',
          Genre: '../../modules/catalogue/model#GenreModel',
          Person: '../../modules/catalogue/model#PersonModel',
          Track: '../../modules/catalogue/model#TrackModel',
          Episode: '../../modules/catalogue/model#EpisodeModel',
          Slot: '../../modules/catalogue/model#SlotModel',
          HomeRows: '../../modules/catalogue/home-rows#HomeRowsModel',
          SlotEntry: '../../modules/catalogue/home-rows#SlotEntryModel',
          Playlist: '../../modules/catalogue/model#PlaylistModel',
          PlaylistTrack: '../../modules/library/repo#PlaylistTrackModel',
          CollectionEntry: '../../modules/library/repo#EntryModel',
          MediaProgress: '../../modules/library/repo#ProgressModel',
          Wallet: '../../modules/wallet/model#WalletModel',
        },
        enumsAsTypes: true,
        // Namespaced roots resolve to an empty object; their fields do the work.
        rootValueType: 'Record<string, never>',
        defaultMapper: 'Partial<{T}>',
      },
    },
    'apps/server/src/console/generated/resolvers-types.ts': {
      schema: consoleSchema,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#ConsoleContext',
        useTypeImports: true,
        scalars: { JSON: 'unknown' },
        enumsAsTypes: true,
        defaultMapper: 'Partial<{T}>',
      },
    },
    'apps/web/src/gql/': {
      schema,
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/gql/**'],
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        // The allow-list: persisted-documents.json maps each operation's id (sha256 of its normalized
        // text) to that text. The server loads it (apps/server/src/graphql/persisted-documents.ts) and,
        // in prod, runs nothing else; the web's production build sends only the id.
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
        // The operation's name next to its id (`__meta__`), so a production build that keeps only
        // `__meta__` (apps/web/vite-plugins/persisted-documents.ts) can still send operationName.
        onExecutableDocumentNode: (document: DocumentNode) => ({ operationName: operationNameOf(document) }),
      },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { JSON: 'unknown' } },
    },
    // The operator console's typed documents, against its own schema; its persisted-documents.json is
    // the allow-list /adminapi/ runs in prod (docs/console.md).
    'apps/console/src/gql/': {
      schema: consoleSchema,
      documents: ['apps/console/src/**/*.{ts,tsx}', '!apps/console/src/gql/**'],
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
        onExecutableDocumentNode: (document: DocumentNode) => ({ operationName: operationNameOf(document) }),
      },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { JSON: 'unknown' } },
    },
  },
};

export default config;
