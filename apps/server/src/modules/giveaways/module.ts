import { DRAWS_INTERVAL_MS, MONTHLY_ENTRIES_INTERVAL_MS } from '../../jobs/intervals';
import { runDrawsJob } from '../../jobs/draws';
import { runMonthlyEntriesJob } from '../../jobs/monthly-entries';
import { defineModule } from '../contract';
import { giveawayCommands } from './commands';
import { giveawayEntriesKind } from './purchasable';
import { GiveawayAdminService } from './admin-service';
import { ClaimService } from './claim-service';
import { EntrantPseudonyms } from './draw-entrants';
import { registerDrawRoutes } from './draw-routes';
import { DrawService } from './draw-service';
import { EntryService } from './entry-service';
import { giveawayConsoleResolvers } from './console-resolvers';
import { PostalService } from './postal-service';
import { giveawaysResolvers } from './resolvers';
import { GiveawayService } from './service';

/** Giveaways: the catalogue per viewer, entry purchases, prize claims, the monthly draws; the console's giveaway screens. */
export const giveawaysModule = defineModule({
  name: 'giveaways',
  sdl: ['giveaways.graphql'],
  resolvers: [giveawaysResolvers],
  needs: ['db', 'clock', 'config', 'log', 'mailer', 'background', 'checkout', 'options', 'audit'],
  services: ({ db, clock, config, log, mailer, background, checkout, options, audit }) => {
    // Giveaway texts and prices are cached like brands (and not at all where brands are not).
    const giveaways = new GiveawayService(db, clock, options.brandCacheTtlMs);
    const entrants = new EntrantPseudonyms(config.jwtSecret);
    const draws = new DrawService({ db, clock, mailer, origins: config, entrants, log });
    const postal = new PostalService(db, clock, entrants);
    return {
      giveaways,
      giveawayEntries: new EntryService(db, clock, checkout, giveaways, mailer, background),
      giveawayClaims: new ClaimService(db, clock, giveaways, mailer, background),
      draws,
      giveawayAdmin: new GiveawayAdminService({ db, clock, audit, draws, postal }),
    };
  },
  console: {
    sdl: ['giveaways.console.graphql'],
    resolvers: [giveawayConsoleResolvers],
  },
  routes: registerDrawRoutes,
  jobs: [
    { name: 'draws', everyMs: DRAWS_INTERVAL_MS, firstAfterMs: 45_000, run: runDrawsJob },
    {
      name: 'monthly-entries',
      everyMs: MONTHLY_ENTRIES_INTERVAL_MS,
      firstAfterMs: 60_000,
      run: runMonthlyEntriesJob,
    },
  ],
  purchasables: [giveawayEntriesKind],
  commands: giveawayCommands,
});
