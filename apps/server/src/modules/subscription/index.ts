import { defineModule } from '../contract';
import { subscriptionResolvers } from './resolvers';

/** The member's plan and subscriptions (the `plan` root). */
export const subscriptionModule = defineModule({
  name: 'subscription',
  sdl: ['subscription.graphql'],
  resolvers: [subscriptionResolvers],
});
