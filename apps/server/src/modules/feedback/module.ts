import { defineModule } from '../contract';
import { feedbackResolvers } from './resolvers';
import { FeedbackService } from './service';

/** Feedback the member sends. */
export const feedbackModule = defineModule({
  name: 'feedback',
  sdl: ['feedback.graphql'],
  resolvers: [feedbackResolvers],
  needs: ['db', 'clock'],
  services: ({ db, clock }) => ({ feedback: new FeedbackService(db, clock) }),
});
