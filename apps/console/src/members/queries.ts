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
    recentLedger {
      id
      kind
      description
      amount
      createdAt
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
