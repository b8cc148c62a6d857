import { graphql } from '../../gql';
import { accountKeys } from '../account';
import { queryKeys } from '../member';

/**
 * One page of the wallet tab: the balance and its name (coins, or credits on clickplay), the
 * member's time zone for the dates, and `limit` history lines older than `before`, newest first.
 */
export const walletPageQuery = graphql(`
  query WalletPage($limit: Int, $before: ID) {
    member {
      info {
        id
        timezone
        wallet {
          coins
          unit
          activity(limit: $limit, before: $before) {
            items {
              id
              date
              description
              amount
              kind
            }
            nextCursor
          }
        }
      }
    }
  }
`);

/** The coin packs the host brand sells, smallest first, priced by the server. */
export const coinPacksQuery = graphql(`
  query CoinPacks {
    member {
      coinPacks {
        id
        coins
        bonusCoins
        amount
        currency
        symbol
        featured
      }
    }
  }
`);

export const startCoinPurchaseMutation = graphql(`
  mutation StartCoinPurchase($packId: ID!, $method: String, $returnPath: String) {
    member {
      startCoinPurchase(packId: $packId, method: $method, returnPath: $returnPath) {
        responseResult {
          ...ResponseResultFields
        }
        url
        ref
        coins
        amount
      }
    }
  }
`);

export const addCoinsMutation = graphql(`
  mutation AddCoinsAfterPaymentSuccess($packId: ID!, $paymentRef: String!) {
    member {
      addCoinsAfterPaymentSuccess(packId: $packId, paymentRef: $paymentRef) {
        responseResult {
          ...ResponseResultFields
        }
        transactionId
        amount
        coins
        balance
      }
    }
  }
`);

export const addCreditsMutation = graphql(`
  mutation AddCredits($amount: Int!, $description: String!, $requestId: String) {
    member {
      addCredits(amount: $amount, description: $description, requestId: $requestId) {
        responseResult {
          ...ResponseResultFields
        }
        balance
      }
    }
  }
`);

/** What decides whether a game session earns credits: the member's tags (the layout) and balance. */
export const gameCreditsQuery = graphql(`
  query GameCredits {
    member {
      info {
        id
        tags
        wallet {
          coins
        }
      }
    }
  }
`);

export const walletKeys = {
  /** An account tab: refreshed with the rest of the account page (a plan's coin bonus shows at once). */
  wallet: [...accountKeys.account, 'wallet'] as const,
  /** The brand's packs: the same for every member of the brand, in the language of the request. */
  coinPacks: ['wallet', 'coinPacks'] as const,
  /** The game player's question: may this session earn credits? */
  gameCredits: ['wallet', 'gameCredits'] as const,
};

/**
 * Every query that reads the balance: the wallet tab, the game player's credits, the shell's member
 * (the top bar's coins) and member.getCreditBalance (the top bar's credits on clickplay).
 */
export const balanceKeys = [
  walletKeys.wallet,
  walletKeys.gameCredits,
  queryKeys.viewer,
  queryKeys.creditBalance,
] as const;
