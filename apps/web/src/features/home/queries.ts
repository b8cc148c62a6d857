import { graphql } from '../../gql';

/**
 * Everything home shows on its first load, in one request (issue 16): the shell's viewer and menu
 * and the continue row, from the same fragments their own queries use, so prefetchHome can seed
 * each of their caches from the answer (features/home/prefetch.ts).
 */
export const homeQuery = graphql(`
  query Home($first: Int) {
    member {
      info {
        ...ShellViewerFields
      }
    }
    content {
      menuItems {
        ...ShellMenuItemFields
      }
      continueWatching(first: $first) {
        ...ContinueEntryFields
      }
    }
    ecommerce {
      enabled
    }
  }
`);
