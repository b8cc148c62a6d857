import { defineModule } from '../contract';
import { LoginThrottle } from '../auth';
import { findBrandById } from '../brand';
import { StaffAdminService } from './admin-service';
import { staffCommands } from './commands';
import { staffConsoleResolvers } from './console-resolvers';
import { registerStaffRoutes } from './routes';
import { StaffSignInService } from './sign-in-service';

/** Staff of the operator console: accounts, roles, sessions with a second factor (docs/console.md). */
export const staffModule = defineModule({
  name: 'staff',
  needs: ['db', 'clock', 'options', 'audit', 'mailer'],
  services: ({ db, clock, options, audit, mailer }) => ({
    staffSignIn: new StaffSignInService(
      db,
      clock,
      // Counted apart from the members' sign-ins, in the same store (Redis when configured).
      new LoginThrottle(options.throttleStore, 'staff:'),
      new LoginThrottle(options.throttleStore, 'staff-code:'),
    ),
    staffAdmin: new StaffAdminService(db, clock, audit, mailer, async (id) =>
      Boolean(await findBrandById(db, id)),
    ),
  }),
  commands: staffCommands,
  console: {
    sdl: ['staff.console.graphql'],
    resolvers: [staffConsoleResolvers],
    routes: registerStaffRoutes,
  },
});
