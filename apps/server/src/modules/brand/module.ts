import { defineModule } from '../contract';
import { brandCommands } from './commands';
import { BrandResolver } from './service';

/** Brands: the tenant a request's Host names, cached. */
export const brandModule = defineModule({
  name: 'brand',
  console: { sdl: ['brand.console.graphql'] },
  commands: brandCommands,
  needs: ['db', 'clock', 'options'],
  services: ({ db, clock, options }) => ({ brands: new BrandResolver(db, clock, options.brandCacheTtlMs) }),
});
