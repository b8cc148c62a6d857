import { DRAWS_INTERVAL_MS, MONTHLY_ENTRIES_INTERVAL_MS } from '../../jobs/intervals';
import { runDrawsJob } from '../../jobs/draws';
import { runMonthlyEntriesJob } from '../../jobs/monthly-entries';
import { defineModule } from '../contract';
import { giveawayCommands } from './commands';
import { giveawayEntriesKind } from './purchasable';
import { ClaimService } from './claim-service';
import { EntrantPseudonyms } from './draw-entrants';
import { registerDrawRoutes } from './draw-routes';
import { DrawService } from './draw-service';
import { EntryService } from './entry-service';
import { giveawaysResolvers } from './resolvers';
import { GiveawayService } from './service';

/** Giveaways: the catalogue per viewer, entry purchases, prize claims, the monthly draws. */
export const giveawaysModule = defineModule({
  name: 'giveaways',
  sdl: ['giveaways.graphql'],
  resolvers: [giveawaysResolvers],
  needs: ['db', 'clock', 'config', 'log', 'mailer', 'background', 'checkout', 'options'],
  services: ({ db, clock, config, log, mailer, background, checkout, options }) => {
    // Giveaway texts and prices are cached like brands (and not at all where brands are not).
    const giveaways = new GiveawayService(db, clock, options.brandCacheTtlMs);
    const entrants = new EntrantPseudonyms(config.jwtSecret);
    return {
      giveaways,
      giveawayEntries: new EntryService(db, clock, checkout, giveaways, mailer, background),
      giveawayClaims: new ClaimService(db, clock, giveaways, mailer, background),
      draws: new DrawService({ db, clock, mailer, origins: config, entrants, log }),
    };
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
