import { defineModule } from '../contract';
import { MigrationAdminService } from './admin-service';
import { migrationCommands } from './commands';
import { migrationConsoleResolvers } from './console-resolvers';
import { MigrationService } from './service';

/**
 * A moved brand's old hostnames: redirects (app.ts's onRequest hook) and the one-time token exchange;
 * moving a brand's members, from the console (owners, with a fresh second factor) or the command line.
 */
export const migrationModule = defineModule({
  name: 'migration',
  needs: ['db', 'clock', 'tokens', 'options', 'audit'],
  services: ({ db, clock, tokens, options, audit }) => ({
    migration: new MigrationService({ db, clock, tokens, cacheMs: options.brandCacheTtlMs }),
    migrationAdmin: new MigrationAdminService(db, clock, audit),
  }),
  console: {
    sdl: ['migration.console.graphql'],
    resolvers: [migrationConsoleResolvers],
  },
  commands: migrationCommands,
});
