import { defineModule } from '../contract';
import { memberResolvers } from './resolvers';
import { MemberService } from './service';

/** The member: profile, tags, settings. */
export const memberModule = defineModule({
  name: 'member',
  sdl: ['member.graphql'],
  resolvers: [memberResolvers],
  needs: ['db', 'clock'],
  services: ({ db, clock }) => ({ members: new MemberService(db, clock) }),
});
