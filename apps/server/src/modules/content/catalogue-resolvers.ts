import type { Resolvers } from '../../graphql/generated/resolvers-types';

// Contract-first: the SDL is published so the web can build against it; the implementations land
// in the next commits of issue #3. Until then each field fails with a masked GraphQL error.
const notReady = (): never => {
  throw new Error('catalogue: not implemented yet');
};

export const catalogueResolvers: Resolvers = {
  ContentQuery: {
    mediaTypes: notReady,
    genres: notReady,
    media: notReady,
    browse: notReady,
    search: notReady,
    slotsWithTags: notReady,
    slots: notReady,
    liveNow: notReady,
    live: notReady,
    collection: notReady,
    history: notReady,
    playlists: notReady,
    playlist: notReady,
    progress: notReady,
  },
  ContentMutation: {
    addToHistory: notReady,
    removeFromHistory: notReady,
    removeAllFromHistory: notReady,
    addToCollection: notReady,
    removeFromCollection: notReady,
    removeAllFromCollection: notReady,
    updateMediaProgress: notReady,
    createPlaylist: notReady,
    renamePlaylist: notReady,
    deletePlaylist: notReady,
    addTracksToPlaylist: notReady,
    removeTrackFromPlaylist: notReady,
    moveTrackInPlaylist: notReady,
    reorderPlaylist: notReady,
  },
};
