import { defineModule } from '../contract';
import { memberSubscriptionCommands } from './member-subscription-commands';
import { memberSubscriptionConsoleResolvers } from './member-subscription-console-resolvers';
import { planCommands } from './plan-commands';
import { PlanAdminService } from './plan-admin-service';
import { planConsoleResolvers } from './plan-console-resolvers';
import { subscriptionResolvers } from './resolvers';
import { PlanService } from './service';

/** The member's plan and subscriptions (the `plan` root); the console's plans editor. */
export const subscriptionModule = defineModule({
  name: 'subscription',
  sdl: ['subscription.graphql'],
  resolvers: [subscriptionResolvers],
  needs: ['db', 'audit'],
  services: ({ db, audit }) => ({ plans: new PlanService(db), planAdmin: new PlanAdminService(db, audit) }),
  console: {
    sdl: ['subscription.console.graphql', 'member-subscription.console.graphql'],
    resolvers: [planConsoleResolvers, memberSubscriptionConsoleResolvers],
  },
  commands: { ...planCommands, ...memberSubscriptionCommands },
});
