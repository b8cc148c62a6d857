import { graphql } from '../../gql';

/**
 * Everything home shows on its first load, in one request (issue 16): the shell's viewer and menu,
 * the top bar's cart, the continue row, the curated rows, the mission banner and whether the cross-sell modal opens,
 * from the same fragments their own queries use, so prefetchHome can seed each of their caches from
 * the answer (features/home/prefetch.ts) and the first screen asks for nothing else.
 */
export const homeQuery = graphql(`
  query Home($first: Int) {
    member {
      info {
        ...ShellViewerFields
      }
      onboarding {
        ...OnboardingFields
      }
      crossSell {
        ...CrossSellOfferFields
      }
    }
    content {
      menuItems {
        ...ShellMenuItemFields
      }
      continueWatching(first: $first) {
        ...ContinueEntryFields
      }
      homeRows {
        ...HomeRowsFields
      }
    }
    ecommerce {
      enabled
      cart {
        ...CartFields
      }
    }
  }
`);
