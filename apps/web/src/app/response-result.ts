import { graphql } from '../gql';

/**
 * What every mutation's `responseResult` selects (DESIGN.md 4: `responseResult { succeeded errorCode
 * slug message extra }`): spread `...ResponseResultFields` in a payload's selection, and read it
 * with app/outcome.ts. The generated documents carry the fragment, so nothing imports this value.
 */
export const responseResultFields = graphql(`
  fragment ResponseResultFields on ResponseResult {
    succeeded
    errorCode
    slug
    message
    extra
  }
`);
