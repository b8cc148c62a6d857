import { defineModule } from '../contract';
import { accessCommands } from './access-commands';
import { MemberAccessAdminService } from './access-admin-service';
import { accessConsoleResolvers } from './access-console-resolvers';
import { LoginThrottle } from '../auth';
import { accountResolvers } from './resolvers';
import { registerAvatarRoutes } from './routes';
import { AccountService } from './service';

/** The account screens: profile, password, e-mail, avatar, addresses. */
export const accountModule = defineModule({
  name: 'account',
  sdl: ['account.graphql'],
  resolvers: [accountResolvers],
  needs: ['db', 'clock', 'mailer', 'config', 'options', 'audit', 'auth'],
  services: ({ db, clock, mailer, config, options, audit, auth }) => {
    // Same store and backoff as sign-in, own counts: see AccountService for why they are not shared.
    const passwordThrottle = new LoginThrottle(options.throttleStore, 'pwchange:');
    return {
      account: new AccountService(db, clock, mailer, config.dataDir, passwordThrottle),
      memberAccess: new MemberAccessAdminService({ db, clock, audit, auth, config }),
    };
  },
  routes: registerAvatarRoutes,
  console: { sdl: ['account.console.graphql'], resolvers: [accessConsoleResolvers] },
  commands: accessCommands,
});
