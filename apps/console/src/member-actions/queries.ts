import { graphql } from '../gql';

export const PaymentFields = graphql(`
  fragment ConsoleRefundablePaymentFields on ConsoleRefundablePayment {
    id
    memberId
    kind
    description
    amountMinor
    refundedMinor
    refundableMinor
    currency
    symbol
    createdAt
  }
`);

export const RefundablePayments = graphql(`
  query RefundablePayments($memberId: ID!) {
    refundablePayments(memberId: $memberId) {
      ...ConsoleRefundablePaymentFields
    }
  }
`);

export const RefundPayment = graphql(`
  mutation RefundPayment($paymentId: ID!, $amountMinor: Int, $reason: String!, $idempotencyKey: String!) {
    refundPayment(
      paymentId: $paymentId
      amountMinor: $amountMinor
      reason: $reason
      idempotencyKey: $idempotencyKey
    ) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      duplicate
      refund {
        id
        amountMinor
        currency
        reference
      }
      payment {
        ...ConsoleRefundablePaymentFields
      }
    }
  }
`);

export const SubscriptionFields = graphql(`
  fragment ConsoleCurrentSubscriptionFields on ConsoleCurrentSubscription {
    id
    planName
    status
    nextBillingDate
    endDate
    canCancel
    canRestart
    canExtend
  }
`);

export const MemberSubscription = graphql(`
  query MemberSubscription($memberId: ID!) {
    memberSubscription(memberId: $memberId) {
      ...ConsoleCurrentSubscriptionFields
    }
  }
`);

export const CancelMemberSubscription = graphql(`
  mutation CancelMemberSubscription($memberId: ID!, $reason: String) {
    cancelMemberSubscription(memberId: $memberId, reason: $reason) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      subscription {
        ...ConsoleCurrentSubscriptionFields
      }
    }
  }
`);

export const RestartMemberSubscription = graphql(`
  mutation RestartMemberSubscription($memberId: ID!) {
    restartMemberSubscription(memberId: $memberId) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      subscription {
        ...ConsoleCurrentSubscriptionFields
      }
    }
  }
`);

export const ExtendMemberAccess = graphql(`
  mutation ExtendMemberAccess($memberId: ID!, $days: Int!) {
    extendMemberAccess(memberId: $memberId, days: $days) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      subscription {
        ...ConsoleCurrentSubscriptionFields
      }
    }
  }
`);

export const SendMemberResetLink = graphql(`
  mutation SendMemberResetLink($memberId: ID!) {
    sendMemberResetLink(memberId: $memberId) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
    }
  }
`);

export const SetMemberActive = graphql(`
  mutation SetMemberActive($memberId: ID!, $active: Boolean!) {
    setMemberActive(memberId: $memberId, active: $active) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      active
    }
  }
`);
