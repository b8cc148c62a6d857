import { graphql } from '../../gql';

export const startCheckoutMutation = graphql(`
  mutation StartCheckout($planId: ID!, $method: String, $returnPath: String) {
    member {
      startCheckout(planId: $planId, method: $method, returnPath: $returnPath) {
        responseResult {
          succeeded
          errorCode
          message
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
          succeeded
          errorCode
          message
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
          succeeded
          errorCode
          message
          extra
        }
      }
    }
  }
`);
