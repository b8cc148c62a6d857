import { graphql } from '../gql';

export const GiveawayFields = graphql(`
  fragment ConsoleGiveawayFields on ConsoleGiveaway {
    id
    brandId
    name
    prize
    category
    physical
    memberOnly
    refNumber
    firstMonth
    lastMonth
    monthsOpen
    opensAt
    closesAt
    entries
    state
    currency
    symbol
    priceMinor
    priceEntries
    multiplierMinor
    multiplierFactor
  }
`);

export const DrawFields = graphql(`
  fragment ConsoleDrawFields on ConsoleDraw {
    id
    period
    opensAt
    closesAt
    commitment
    seed
    state
    beacon
    total
    uniqueEntrants
    winner
    winnerKind
    winnerMemberId
    winnerPostalId
    drawnAt
    announcedAt
    publishedAt
    claimedAt
    claimState
    rollOverReason
    rolledOverTo
    verificationUrl
  }
`);

/** The brand's name beside its giveaways (the header). */
export const GiveawayBrand = graphql(`
  query GiveawayBrand($id: ID!) {
    brand(id: $id) {
      id
      name
    }
  }
`);

export const BrandGiveawayList = graphql(`
  query BrandGiveawayList($brandId: ID!) {
    giveaways(brandId: $brandId) {
      brandId
      currency
      currencyDecimals
      currentMonth
      list {
        ...ConsoleGiveawayFields
      }
    }
  }
`);

export const GiveawayDetail = graphql(`
  query GiveawayDetail($brandId: ID!, $id: ID!) {
    giveaways(brandId: $brandId) {
      brandId
      currentMonth
      currencyDecimals
      one(id: $id) {
        ...ConsoleGiveawayFields
        description
        image
        locks {
          field
          lock
        }
        draws {
          ...ConsoleDrawFields
        }
      }
    }
  }
`);

export const CreateGiveaway = graphql(`
  mutation CreateGiveaway($brandId: ID!, $input: GiveawayInput!) {
    createGiveaway(brandId: $brandId, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      giveaway {
        ...ConsoleGiveawayFields
      }
    }
  }
`);

export const RecordPostalEntry = graphql(`
  mutation RecordPostalEntry($brandId: ID!, $giveawayId: ID!, $input: PostalEntryInput!) {
    recordPostalEntry(brandId: $brandId, giveawayId: $giveawayId, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      postalEntryId
    }
  }
`);

export const RunDraw = graphql(`
  mutation RunDraw($brandId: ID!, $giveawayId: ID!, $month: String!, $hold: Boolean, $beacon: String) {
    runDraw(brandId: $brandId, giveawayId: $giveawayId, month: $month, hold: $hold, beacon: $beacon) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      outcome
      draw {
        ...ConsoleDrawFields
      }
    }
  }
`);

export const PublishDraw = graphql(`
  mutation PublishDraw($brandId: ID!, $drawId: ID!) {
    publishDraw(brandId: $brandId, drawId: $drawId) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      outcome
      draw {
        ...ConsoleDrawFields
      }
    }
  }
`);

export const GrantMonthlyEntries = graphql(`
  mutation GrantMonthlyEntries($brandId: ID!, $month: String!) {
    grantMonthlyEntries(brandId: $brandId, month: $month) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      period
      lines {
        giveawayId
        eligible
        entered
        skipped
      }
    }
  }
`);

export const UpdateGiveaway = graphql(`
  mutation UpdateGiveaway($brandId: ID!, $giveawayId: ID!, $input: GiveawayEditInput!) {
    updateGiveaway(brandId: $brandId, giveawayId: $giveawayId, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      giveaway {
        ...ConsoleGiveawayFields
      }
    }
  }
`);

/** Asked as the operator types an envelope reference: is it on the giveaway already? */
export const PostalEnvelopeTaken = graphql(`
  query PostalEnvelopeTaken($brandId: ID!, $giveawayId: ID!, $envelopeRef: String!) {
    postalEnvelopeTaken(brandId: $brandId, giveawayId: $giveawayId, envelopeRef: $envelopeRef)
  }
`);
