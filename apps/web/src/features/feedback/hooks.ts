import { useMutation } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import { errorCodeOfUnknown } from '../../app/queryClient';
import { sendFeedbackMutation } from './queries';

export interface FeedbackReport {
  mediaType: string;
  mediaId: string | null;
  issueType: number;
  issueId: number;
  text: string;
}

/** Why a report was not stored: the server's errorCode (with its translated message) or a transport failure. */
export class FeedbackRefused extends Error {
  override name = 'FeedbackRefused';
  constructor(
    readonly errorCode: string,
    readonly serverMessage: string | null,
  ) {
    super(errorCode);
  }
}

/** Sends one report. A refusal rejects with FeedbackRefused; the dialog shows it next to the form. */
export function useSendFeedback() {
  return useMutation({
    // Quiet: a failed report is shown in the dialog, never by leaving the player for the error screen.
    meta: { quiet: true },
    mutationFn: async (report: FeedbackReport) => {
      let result;
      try {
        result = (await gqlRequest(sendFeedbackMutation, { ...report, text: report.text || null })).member
          .sendFeedback;
      } catch (error) {
        throw new FeedbackRefused(errorCodeOfUnknown(error), null);
      }
      if (!result.responseResult.succeeded)
        throw new FeedbackRefused(
          result.responseResult.errorCode ?? 'failed',
          result.responseResult.message ?? null,
        );
      return result.feedback;
    },
  });
}
