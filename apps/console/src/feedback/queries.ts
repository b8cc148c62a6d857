import { graphql } from '../gql';

/** The brand's name for the header and the crumbs. */
export const FeedbackBrand = graphql(`
  query FeedbackBrand($id: ID!) {
    brand(id: $id) {
      id
      name
    }
  }
`);

export const FeedbackReportFields = graphql(`
  fragment ConsoleFeedbackReportFields on ConsoleFeedbackReport {
    id
    memberId
    memberEmail
    mediaType
    mediaTitle
    issueType
    issueId
    text
    createdAt
    status
    statusChangedAt
  }
`);

export const BrandFeedbackReports = graphql(`
  query BrandFeedbackReports($brandId: ID!, $filter: FeedbackReportFilter, $after: String, $first: Int) {
    feedbackReports(brandId: $brandId, filter: $filter, after: $after, first: $first) {
      entries {
        ...ConsoleFeedbackReportFields
      }
      nextCursor
    }
  }
`);

export const BrandFeedbackCounts = graphql(`
  query BrandFeedbackCounts($brandId: ID!, $filter: FeedbackReportFilter) {
    feedbackCounts(brandId: $brandId, filter: $filter) {
      total
      byStatus {
        key
        count
      }
      byMediaType {
        key
        count
      }
      byIssue {
        key
        count
      }
    }
  }
`);

export const SetFeedbackStatus = graphql(`
  mutation SetFeedbackStatus($id: ID!, $status: String!) {
    setFeedbackStatus(id: $id, status: $status) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      report {
        ...ConsoleFeedbackReportFields
      }
    }
  }
`);
