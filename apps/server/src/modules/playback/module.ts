import { defineModule } from '../contract';
import { createPlaybackKit } from './kit';
import { playbackResolvers } from './resolvers';
import { registerMediaRoutes } from './routes';

/** Playback: signed media URLs, the media routes (ranges, HLS), progress. */
export const playbackModule = defineModule({
  name: 'playback',
  sdl: ['playback.graphql'],
  resolvers: [playbackResolvers],
  needs: ['config', 'db', 'clock'],
  services: ({ config, db, clock }) => ({ playback: createPlaybackKit(config, db, clock) }),
  routes: registerMediaRoutes,
});
