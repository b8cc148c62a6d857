import type { Resolvers } from '../../graphql/generated/resolvers-types';

// Owned by the playback work of issue #4: playback(), continueWatching(), savePlaybackPosition(),
// MediaProgress.position. See docs/players.md.
export const playbackResolvers: Resolvers = {};
