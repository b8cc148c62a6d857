import { graphql } from '../gql';

export const DashboardFields = graphql(`
  fragment DashboardFields on Dashboard {
    brandIds
    from
    to
    bucket
    problem
    members {
      active
      trials
      cancellations
      activeAtStart
      churn
    }
    mrr {
      currency
      amountMinor
    }
    revenue {
      period
      kind
      currency
      amountMinor
    }
    entries {
      day
      entries
    }
    ordersWaiting
    topTitles {
      mediaId
      title
      mediaType
      players
    }
  }
`);

/** One brand's dashboard (reports.read on it), with the brand's name for the header. */
export const BrandDashboard = graphql(`
  query BrandDashboard($brandId: ID!, $range: ReportRange!) {
    brand(id: $brandId) {
      id
      name
    }
    dashboard(brandId: $brandId, range: $range) {
      ...DashboardFields
    }
  }
`);

/** The dashboard across the brands the staff member may read reports of. */
export const CrossBrandDashboard = graphql(`
  query CrossBrandDashboard($range: ReportRange!) {
    crossBrandDashboard(range: $range) {
      ...DashboardFields
    }
  }
`);
