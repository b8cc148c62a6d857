import { defineModule } from '../contract';
import { consoleHostsOf } from '../../console/hosts';
import { BrandAdminService } from './admin-service';
import { registerBrandLogoRoute } from './admin-logo';
import { brandCommands } from './commands';
import { brandConsoleResolvers } from './console-resolvers';
import { BrandResolver } from './service';

/** Brands: the tenant a request's Host names, cached; and their settings from the console. */
export const brandModule = defineModule({
  name: 'brand',
  console: {
    sdl: ['brand.console.graphql'],
    resolvers: [brandConsoleResolvers],
    routes: registerBrandLogoRoute,
  },
  commands: brandCommands,
  needs: ['db', 'clock', 'options', 'config', 'audit'],
  services: ({ db, clock, options, config, audit }) => {
    const brands = new BrandResolver(db, clock, options.brandCacheTtlMs);
    return {
      brands,
      // Brands from the console and the operator commands (issue 31 scope 5 and 7).
      brandAdmin: new BrandAdminService({
        db,
        clock,
        audit,
        brands,
        dataDir: config.dataDir,
        consoleHosts: consoleHostsOf(config),
      }),
    };
  },
});
