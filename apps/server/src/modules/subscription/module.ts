import { defineModule } from '../contract';
import { subscriptionResolvers } from './resolvers';
import { PlanService } from './service';

/** The member's plan and subscriptions (the `plan` root). */
export const subscriptionModule = defineModule({
  name: 'subscription',
  sdl: ['subscription.graphql'],
  resolvers: [subscriptionResolvers],
  needs: ['db'],
  services: ({ db }) => ({ plans: new PlanService(db) }),
});
