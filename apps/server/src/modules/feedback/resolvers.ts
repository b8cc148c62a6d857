import type { Resolvers } from '../../graphql/generated/resolvers-types';

// Owned by the feedback work of issue #4: Member.feedbacks and MemberMutation.sendFeedback.
export const feedbackResolvers: Resolvers = {};
