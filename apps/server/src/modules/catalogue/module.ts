import { defineModule } from '../contract';
import { registerCoverRoutes } from './cover-routes';
import { homeRowsResolvers } from './home-rows-resolvers';
import { catalogueResolvers } from './resolvers';
import { CatalogueService } from './service';
import { CatalogueWriter } from './writer';

/** The catalogue: media, pages, home rows, generated covers. */
export const catalogueModule = defineModule({
  name: 'catalogue',
  sdl: ['catalogue.graphql', 'home-rows.graphql'],
  resolvers: [catalogueResolvers, homeRowsResolvers],
  needs: ['db', 'config'],
  services: ({ db, config }) => ({
    catalogue: new CatalogueService(db, config.jwtSecret),
    catalogueWriter: new CatalogueWriter(db),
  }),
  routes: (app, s) => registerCoverRoutes(app, s, { rasterize: s.options.rasterizeSvg }),
});
