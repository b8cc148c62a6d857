/** Thin resolvers of feedback.graphql: Member.feedbacks and MemberMutation.sendFeedback. */
import { memberOf, type GraphQLContext } from '../../graphql/context';
import type { Feedback, Resolvers, ResponseResult } from '../../graphql/generated/resolvers-types';
import { succeeded } from '../../graphql/response-result';
import { feedbackMessage } from './messages';
import type { FeedbackModel } from './repo';
import { feedbackServiceOf } from './service';

function failure(ctx: GraphQLContext, errorCode: string): ResponseResult {
  return {
    succeeded: false,
    errorCode,
    slug: errorCode,
    message: feedbackMessage(errorCode, ctx.lang),
    extra: null,
  };
}

function toFeedback(f: FeedbackModel): Feedback {
  return {
    id: String(f.id),
    mediaType: f.mediaType,
    mediaId: f.mediaId == null ? null : String(f.mediaId),
    mediaTitle: f.mediaTitle,
    issueType: f.issueType,
    issueId: f.issueId,
    text: f.text,
    createdAt: f.createdAt,
  };
}

export const feedbackResolvers: Resolvers = {
  Member: {
    // Member objects are the viewer's own (member.info); the check keeps it so if that ever changes.
    feedbacks: async (m, _a, ctx) => {
      const viewer = memberOf(ctx);
      if (!viewer || viewer.id !== m.id) return [];
      return (await feedbackServiceOf(ctx.services).list(viewer.id)).map(toFeedback);
    },
  },
  MemberMutation: {
    sendFeedback: async (_p, args, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: failure(ctx, 'unauthenticated'), feedback: null };
      const outcome = await feedbackServiceOf(ctx.services).send(member, args);
      return outcome.ok
        ? { responseResult: succeeded(), feedback: toFeedback(outcome.feedback) }
        : { responseResult: failure(ctx, outcome.errorCode), feedback: null };
    },
  },
};
