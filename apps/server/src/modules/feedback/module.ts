import { defineModule } from '../contract';
import { feedbackCommands } from './commands';
import { feedbackConsoleResolvers } from './console-resolvers';
import { FeedbackAdminService } from './report-admin-service';
import { feedbackResolvers } from './resolvers';
import { FeedbackService } from './service';

/** Feedback the member sends; the console's list of a brand's reports and their handling. */
export const feedbackModule = defineModule({
  name: 'feedback',
  sdl: ['feedback.graphql'],
  resolvers: [feedbackResolvers],
  needs: ['db', 'clock', 'audit'],
  services: ({ db, clock, audit }) => ({
    feedback: new FeedbackService(db, clock),
    feedbackAdmin: new FeedbackAdminService(db, audit, clock),
  }),
  console: {
    sdl: ['feedback.console.graphql'],
    resolvers: [feedbackConsoleResolvers],
  },
  commands: feedbackCommands,
});
