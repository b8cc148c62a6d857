import { graphql } from '../gql';

export const PlanFields = graphql(`
  fragment ConsolePlanFields on ConsolePlan {
    id
    brandId
    texts {
      lang
      name
      description
    }
    group
    priceInitialMinor
    priceRecurringMinor
    currency
    symbol
    trialDays
    interval
    intervalCount
    mediaTypes
    membershipId
    onSale
    activeSubscribers
  }
`);

/** The brand's name, currency and languages beside its plans (the header and the price fields). */
export const PlanBrand = graphql(`
  query PlanBrand($id: ID!) {
    brand(id: $id) {
      id
      name
      currency
      defaultLanguage
    }
  }
`);

export const BrandPlans = graphql(`
  query BrandPlans($brandId: ID!) {
    plans(brandId: $brandId) {
      ...ConsolePlanFields
    }
  }
`);

export const PlanDetail = graphql(`
  query PlanDetail($id: ID!) {
    plan(id: $id) {
      ...ConsolePlanFields
    }
  }
`);

export const CreatePlan = graphql(`
  mutation CreatePlan($brandId: ID!, $input: PlanInput!) {
    createPlan(brandId: $brandId, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      plan {
        ...ConsolePlanFields
      }
    }
  }
`);

export const UpdatePlan = graphql(`
  mutation UpdatePlan($id: ID!, $input: PlanInput!) {
    updatePlan(id: $id, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      plan {
        ...ConsolePlanFields
      }
    }
  }
`);

export const SetPlanOnSale = graphql(`
  mutation SetPlanOnSale($id: ID!, $onSale: Boolean!) {
    setPlanOnSale(id: $id, onSale: $onSale) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      plan {
        ...ConsolePlanFields
      }
    }
  }
`);
