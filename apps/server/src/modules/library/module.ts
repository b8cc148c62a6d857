import { defineModule } from '../contract';
import { libraryResolvers } from './resolvers';
import { LibraryService } from './service';

/** The member's library: favourites, history, playlists. */
export const libraryModule = defineModule({
  name: 'library',
  sdl: ['library.graphql'],
  resolvers: [libraryResolvers],
  needs: ['db', 'clock'],
  services: ({ db, clock }) => ({ library: new LibraryService(db, clock) }),
});
