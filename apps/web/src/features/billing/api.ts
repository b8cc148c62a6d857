import { graphql } from '../../gql';

export const startCheckoutMutation = graphql(`
  mutation StartCheckout($planId: ID!, $method: String, $returnPath: String) {
    member {
      startCheckout(planId: $planId, method: $method, returnPath: $returnPath) {
        responseResult {
          ...ResponseResultFields
        }
        url
      }
    }
  }
`);

export const cancelSubscriptionMutation = graphql(`
  mutation CancelSubscription($subscriptionId: ID, $reason: String) {
    member {
      cancelSubscription(subscriptionId: $subscriptionId, reason: $reason) {
        responseResult {
          ...ResponseResultFields
        }
        receipt {
          referenceNumber
          cancelDate
          accessUntil
          planName
          purgeDate
        }
      }
    }
  }
`);

export const restartSubscriptionMutation = graphql(`
  mutation RestartSubscription($subscriptionId: ID) {
    member {
      restartSubscription(subscriptionId: $subscriptionId) {
        responseResult {
          ...ResponseResultFields
        }
      }
    }
  }
`);
