import { graphql } from '../../gql';

export const migrationKeys = {
  viewer: ['migration', 'viewer'] as const,
};

/** The member's own brand and tags: the rule compares the brand with the host's. */
export const migrationViewerQuery = graphql(`
  query MigrationViewer {
    member {
      info {
        id
        brandId
        tags
      }
    }
  }
`);
