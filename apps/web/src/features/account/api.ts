import { graphql } from '../../gql';

/** Everything the account screens show about the signed-in member (one query, cached per member). */
export const accountQuery = graphql(`
  query Account {
    member {
      info {
        id
        email
        name
        firstName
        lastName
        pictureUrl
        timezone
        lang
        phoneNumber
        createdAt
        referenceNumber
        subscriptionProvider
        isDemo
        isActive
        isTest
        isStaff
        accountState
        pendingEmail
        tags
        coinsBalance
        billing {
          customerId
          paymentFailed
          hasPaymentMethod
        }
        membership {
          subscriptionId
          planId
          planName
          status
          pricePerMonth
          priceRecurring
          currency
          symbol
          billingPeriodDays
          nextBillingDate
          cancelRefId
          cancelDate
          accessUntil
          canRestart
          purgeDate
          paymentFailed
        }
        paymentMethods {
          id
          brand
          last4
          expiry
          holderName
          isDefault
          isBackup
          provider
          paypalEmail
        }
        addresses {
          ...AddressFields
          isDefault
        }
        staffDiagnostics {
          brandId
          brandName
          brandTags
          memberTags
          layout
          buildVersion
          buildCommit
          buildTime
          appEnv
          dialect
        }
      }
    }
  }
`);

export const transactionsQuery = graphql(`
  query AccountTransactions {
    member {
      info {
        id
        transactions {
          id
          date
          kind
          description
          amount
          currency
          symbol
          status
          reference
          failureCode
        }
      }
    }
  }
`);

export const invoicesQuery = graphql(`
  query AccountInvoices {
    member {
      info {
        id
        invoices {
          id
          number
          date
          description
          amount
          currency
          symbol
          status
          pdfUrl
        }
      }
    }
  }
`);

export const timezonesQuery = graphql(`
  query Timezones {
    member {
      timezones {
        id
        label
        offset
        offsetMinutes
      }
    }
  }
`);

export const plansQuery = graphql(`
  query Plans {
    plan {
      getPlans {
        id
        name
        group
        description
        trialPeriod
        priceRecurring
        priceInitial
        currency
        symbol
        recurring {
          interval
          interval_count
        }
      }
    }
  }
`);

export const updateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    member {
      updateProfile(input: $input) {
        responseResult {
          ...ResponseResultFields
        }
      }
    }
  }
`);

export const setLanguageMutation = graphql(`
  mutation SetMemberLanguage($lang: String!) {
    member {
      setLanguage(lang: $lang) {
        responseResult {
          ...ResponseResultFields
        }
      }
    }
  }
`);

export const changeEmailMutation = graphql(`
  mutation ChangeEmail($newEmail: String!, $confirmation: String!) {
    member {
      changeEmail(newEmail: $newEmail, confirmation: $confirmation) {
        responseResult {
          ...ResponseResultFields
        }
      }
    }
  }
`);

export const confirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($key: String!) {
    member {
      confirmEmailChange(key: $key) {
        responseResult {
          ...ResponseResultFields
        }
        member {
          id
          email
        }
      }
    }
  }
`);

export const changePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $verification: String!) {
    member {
      changePassword(
        currentPassword: $currentPassword
        newPassword: $newPassword
        verification: $verification
      ) {
        responseResult {
          ...ResponseResultFields
        }
      }
    }
  }
`);

export const updateAddressMutation = graphql(`
  mutation UpdateAddress($id: ID, $input: AddressInput!) {
    member {
      updateAddress(id: $id, input: $input) {
        responseResult {
          ...ResponseResultFields
        }
        address {
          id
        }
      }
    }
  }
`);

export const deactivateDemoAccountMutation = graphql(`
  mutation DeactivateDemoAccount {
    member {
      deactivateDemoAccount {
        responseResult {
          ...ResponseResultFields
        }
      }
    }
  }
`);

/**
 * Every account query's key starts with ['account'], so invalidating accountKeys.account after a
 * change (useRefreshAccount) refreshes every tab, including those other features add (orders,
 * wallet, giveaways build their keys on accountKeys.account).
 */
export const accountKeys = {
  account: ['account'] as const,
  transactions: ['account', 'transactions'] as const,
  invoices: ['account', 'invoices'] as const,
  timezones: ['account', 'timezones'] as const,
  plans: ['plans'] as const,
};
