/** Thin resolvers of feedback.graphql: Member.feedbacks and MemberMutation.sendFeedback. */
import { signInFirst, withMember } from '../../graphql/guard';
import type { Feedback, Resolvers } from '../../graphql/generated/resolvers-types';
import { failure, succeeded } from '../../graphql/response-result';
import type { FeedbackModel } from './repo';

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
    feedbacks: withMember(
      async (viewer, _a, ctx, m) =>
        viewer.id === m.id ? (await ctx.services.feedback.list(viewer.id)).map(toFeedback) : [],
      () => [],
    ),
  },
  MemberMutation: {
    sendFeedback: withMember(
      async (member, args, ctx) => {
        const outcome = await ctx.services.feedback.send(member, args);
        return outcome.ok
          ? { responseResult: succeeded(), feedback: toFeedback(outcome.feedback) }
          : {
              responseResult: failure(ctx.lang, outcome.errorCode, 'extra' in outcome ? outcome.extra : null),
              feedback: null,
            };
      },
      signInFirst({ feedback: null }),
    ),
  },
};
