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
          Media: '../../modules/content/catalogue-model#MediaModel',
          Genre: '../../modules/content/catalogue-model#GenreModel',
          Person: '../../modules/content/catalogue-model#PersonModel',
          Track: '../../modules/content/catalogue-model#TrackModel',
          Episode: '../../modules/content/catalogue-model#EpisodeModel',
          Slot: '../../modules/content/catalogue-model#SlotModel',
          Playlist: '../../modules/content/catalogue-model#PlaylistModel',
          PlaylistTrack: '../../modules/content/library-repo#PlaylistTrackModel',
          CollectionEntry: '../../modules/content/library-repo#EntryModel',
          MediaProgress: '../../modules/content/library-repo#ProgressModel',
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
