import { defineModule } from '../contract';
import { searchResolvers } from './resolvers';
import { SearchService } from './service';

/** Search: titles and people, FTS5 or tsvector behind one interface. */
export const searchModule = defineModule({
  name: 'search',
  sdl: ['search.graphql'],
  resolvers: [searchResolvers],
  needs: ['db', 'dialect'],
  services: ({ db, dialect }) => ({ search: new SearchService(db, dialect) }),
});
