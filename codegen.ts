import type { CodegenConfig } from '@graphql-codegen/cli';

// SDL first: the server's .graphql files are the schema; resolver types and the web's typed
// documents are generated from them. Run `npm run codegen` after changing SDL or a web query.
const schema = ['apps/server/src/graphql/base.graphql', 'apps/server/src/modules/**/*.graphql'];

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
    'apps/web/src/gql/': {
      schema,
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { JSON: 'unknown' } },
    },
  },
};

export default config;
