import { graphql } from '../../gql';

export const activateSubscriptionMutation = graphql(`
  mutation ActivateSubscription($subscriptionId: String!) {
    member {
      activateSubscription(subscriptionId: $subscriptionId) {
        responseResult {
          ...ResponseResultFields
        }
        subscription {
          id
          planName
          isActive
        }
      }
    }
  }
`);

/** What adding or updating a card answers: the outcome and the stored method's id. */
export const paymentMethodChangeFields = graphql(`
  fragment PaymentMethodChangeFields on PaymentMethodPayload {
    responseResult {
      ...ResponseResultFields
    }
    paymentMethod {
      id
    }
  }
`);

export const addPaymentMethodMutation = graphql(`
  mutation AddPaymentMethod(
    $paymentMethodId: String!
    $ccLast: String!
    $isDefault: Boolean
    $ccType: String!
  ) {
    member {
      addPaymentMethod(
        paymentMethodId: $paymentMethodId
        ccLast: $ccLast
        isDefault: $isDefault
        ccType: $ccType
      ) {
        ...PaymentMethodChangeFields
      }
    }
  }
`);

export const updatePaymentMethodMutation = graphql(`
  mutation UpdatePaymentMethod($paymentMethodId: String!, $ccLast: String!, $ccType: String!) {
    member {
      updatePaymentMethod(paymentMethodId: $paymentMethodId, ccLast: $ccLast, ccType: $ccType) {
        ...PaymentMethodChangeFields
      }
    }
  }
`);

export const setPreferredPaymentMethodMutation = graphql(`
  mutation SetPreferredPaymentMethod($id: ID!) {
    member {
      setPreferredPaymentMethod(id: $id) {
        responseResult {
          ...ResponseResultFields
        }
      }
    }
  }
`);

export const removePaymentMethodMutation = graphql(`
  mutation RemovePaymentMethod($id: ID!) {
    member {
      removePaymentMethod(id: $id) {
        responseResult {
          ...ResponseResultFields
        }
      }
    }
  }
`);
