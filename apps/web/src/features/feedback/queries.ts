import { graphql } from '../../gql';

/** member.sendFeedback (feedback.graphql): refusals come back as responseResult data. */
export const sendFeedbackMutation = graphql(`
  mutation SendFeedback($mediaType: String!, $mediaId: ID, $issueType: Int!, $issueId: Int!, $text: String) {
    member {
      sendFeedback(
        mediaType: $mediaType
        mediaId: $mediaId
        issueType: $issueType
        issueId: $issueId
        text: $text
      ) {
        responseResult {
          ...ResponseResultFields
        }
        feedback {
          id
          createdAt
        }
      }
    }
  }
`);
