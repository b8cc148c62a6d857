import { graphql } from '../../gql';

/** Whether the page is on for this member (green_page or green_page_v2), and their figures. */
export const greenPageQuery = graphql(`
  query GreenPage {
    impacts {
      greenPageEnabled
    }
    member {
      info {
        id
        greenPoints
        greenProgress {
          treesPlanted
          carbonOffsetTonnes
          activeMonths
          hoursStreamed
          months {
            month
            trees
          }
        }
      }
    }
  }
`);

export const greenKeys = { page: ['green', 'page'] as const };
