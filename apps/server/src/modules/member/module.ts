import { defineModule } from '../contract';
import { MemberAdminService } from './admin-service';
import { memberCommands } from './commands';
import { memberConsoleResolvers } from './console-resolvers';
import { memberResolvers } from './resolvers';
import { MemberService } from './service';

/** The member: profile, tags, settings; the console's members (list, record, adding one). */
export const memberModule = defineModule({
  name: 'member',
  sdl: ['member.graphql'],
  resolvers: [memberResolvers],
  needs: ['db', 'clock', 'audit', 'auth', 'config'],
  services: ({ db, clock, audit, auth, config }) => ({
    members: new MemberService(db, clock),
    memberAdmin: new MemberAdminService({ db, clock, audit, auth, config }),
  }),
  console: {
    sdl: ['member.console.graphql'],
    resolvers: [memberConsoleResolvers],
  },
  commands: memberCommands,
});
