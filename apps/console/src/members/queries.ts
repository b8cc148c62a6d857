import { graphql } from '../gql';

/** The brand's name for the header and the crumbs (any staff member who holds the brand reads it). */
export const MemberBrand = graphql(`
  query MemberBrand($id: ID!) {
    brand(id: $id) {
      id
      name
    }
  }
`);

export const BrandMembers = graphql(`
  query BrandMembers($brandId: ID!, $search: String, $after: String, $first: Int) {
    members(brandId: $brandId, search: $search, after: $after, first: $first) {
      entries {
        id
        email
        name
        referenceNumber
        planName
        joinedAt
        coinBalance
      }
      nextCursor
    }
  }
`);

export const MemberFields = graphql(`
  fragment ConsoleMemberFields on ConsoleMember {
    id
    brandId
    email
    name
    firstName
    lastName
    referenceNumber
    lang
    timezone
    active
    joinedAt
    coinBalance
    plan {
      id
      name
      trial
      since
      nextBillingDate
      givenByStaff
    }
  }
`);

export const MemberDetail = graphql(`
  query MemberDetail($id: ID!) {
    member(id: $id) {
      ...ConsoleMemberFields
    }
  }
`);

export const NewMemberChoices = graphql(`
  query NewMemberChoices($brandId: ID!) {
    newMemberOptions(brandId: $brandId) {
      languages
      defaultLanguage
      plans {
        id
        name
      }
    }
  }
`);

export const CreateMember = graphql(`
  mutation CreateMember($brandId: ID!, $input: NewMemberInput!) {
    createMember(brandId: $brandId, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      linkSent
      member {
        ...ConsoleMemberFields
      }
    }
  }
`);

export const AdjustCoins = graphql(`
  mutation AdjustCoins($memberId: ID!, $amount: Int!, $reason: String!, $idempotencyKey: String!) {
    adjustCoins(memberId: $memberId, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      balance
      duplicate
    }
  }
`);

/* The member page's sections: each reads its own field of the member, so each loads and fails alone. */

export const MemberSubscriptions = graphql(`
  query MemberSubscriptions($id: ID!) {
    member(id: $id) {
      id
      subscriptions {
        id
        planId
        planName
        state
        startedAt
        renewsAt
        endsAt
        cancelledAt
        price
        currency
        symbol
        interval
        intervalCount
        provider
        referenceNumber
      }
    }
  }
`);

export const MemberPayments = graphql(`
  query MemberPayments($id: ID!) {
    member(id: $id) {
      id
      payments {
        id
        kind
        description
        amount
        currency
        symbol
        status
        failureCode
        createdAt
        cardBrand
        cardLast4
        invoiceId
        invoiceNumber
      }
    }
  }
`);

export const MemberOrders = graphql(`
  query MemberOrders($id: ID!) {
    member(id: $id) {
      id
      orders {
        id
        number
        status
        total
        currency
        symbol
        paymentMethod
        coinsSpent
        createdAt
      }
    }
  }
`);

export const MemberGiveawayEntries = graphql(`
  query MemberGiveawayEntries($id: ID!) {
    member(id: $id) {
      id
      giveawayEntries {
        id
        giveawayId
        giveawayName
        month
        entries
        kind
        createdAt
      }
    }
  }
`);

export const MemberLedger = graphql(`
  query MemberLedger($id: ID!, $after: String, $first: Int) {
    member(id: $id) {
      id
      ledger(after: $after, first: $first) {
        rows {
          id
          kind
          description
          amount
          createdAt
        }
        nextCursor
      }
    }
  }
`);

export const MemberTags = graphql(`
  query MemberTags($id: ID!) {
    member(id: $id) {
      id
      tagsEditable
      tags {
        tag
        key
        editable
        setBy
        createdAt
      }
    }
    memberTagChoices {
      tag
      key
      editable
      value
    }
  }
`);

export const SetMemberTags = graphql(`
  mutation SetMemberTags($memberId: ID!, $tags: [String!]!) {
    setMemberTags(memberId: $memberId, tags: $tags) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      tags {
        tag
      }
    }
  }
`);

export const MemberSessions = graphql(`
  query MemberSessions($id: ID!) {
    member(id: $id) {
      id
      sessions {
        id
        signedInAt
        lastSeenAt
        expiresAt
        browser
        os
        address
      }
    }
  }
`);

export const RevokeMemberSessions = graphql(`
  mutation RevokeMemberSessions($memberId: ID!, $sessionId: ID) {
    revokeMemberSessions(memberId: $memberId, sessionId: $sessionId) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      revoked
    }
  }
`);

export const MemberMails = graphql(`
  query MemberMails($id: ID!) {
    member(id: $id) {
      id
      mails {
        id
        to
        subject
        template
        createdAt
        sentAt
        status
      }
    }
  }
`);

export const ResendMemberMail = graphql(`
  mutation ResendMemberMail($memberId: ID!, $mailId: ID!) {
    resendMemberMail(memberId: $memberId, mailId: $mailId) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      to
    }
  }
`);

export const MemberFeedback = graphql(`
  query MemberFeedback($id: ID!) {
    member(id: $id) {
      id
      feedback {
        id
        title
        mediaType
        issueType
        issueId
        text
        createdAt
      }
    }
  }
`);
