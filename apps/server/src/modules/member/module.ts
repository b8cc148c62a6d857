import { defineModule } from '../contract';
import { MemberAdminService } from './admin-service';
import { memberCommands } from './commands';
import { memberConsoleResolvers } from './console-resolvers';
import { registerMemberConsoleRoutes } from './console-routes';
import { memberPageCommands } from './page-commands';
import { memberPageConsoleResolvers } from './page-resolvers';
import { MemberPageService } from './page-service';
import { memberResolvers } from './resolvers';
import { MemberService } from './service';

/** The member: profile, tags, settings; the console's members (list, record, adding one, the member's page). */
export const memberModule = defineModule({
  name: 'member',
  sdl: ['member.graphql'],
  resolvers: [memberResolvers],
  needs: ['db', 'clock', 'audit', 'auth', 'config', 'mailer'],
  services: ({ db, clock, audit, auth, config, mailer }) => ({
    members: new MemberService(db, clock),
    memberAdmin: new MemberAdminService({ db, clock, audit, auth, config }),
    memberPage: new MemberPageService({ db, clock, audit, mailer }),
  }),
  console: {
    sdl: ['member.console.graphql', 'member-page.console.graphql'],
    resolvers: [memberConsoleResolvers, memberPageConsoleResolvers],
    routes: registerMemberConsoleRoutes,
  },
  commands: { ...memberCommands, ...memberPageCommands },
});
