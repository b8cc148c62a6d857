import { defineModule } from '../contract';
import { onboardingResolvers } from './resolvers';
import { OnboardingService } from './service';

/** The onboarding mission: progress, steps checked against real data, the reward. */
export const onboardingModule = defineModule({
  name: 'onboarding',
  sdl: ['onboarding.graphql'],
  resolvers: [onboardingResolvers],
  needs: ['db', 'clock'],
  services: ({ db, clock }) => ({ onboarding: new OnboardingService(db, clock) }),
});
