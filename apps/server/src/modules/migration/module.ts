import { defineModule } from '../contract';
import { migrationCommands } from './commands';
import { MigrationService } from './service';

/** A moved brand's old hostnames: redirects (app.ts's onRequest hook) and the one-time token exchange. */
export const migrationModule = defineModule({
  name: 'migration',
  needs: ['db', 'clock', 'tokens', 'options'],
  services: ({ db, clock, tokens, options }) => ({
    migration: new MigrationService({ db, clock, tokens, cacheMs: options.brandCacheTtlMs }),
  }),
  commands: migrationCommands,
});
