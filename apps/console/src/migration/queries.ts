import { graphql } from '../gql';

export const MigrationBrands = graphql(`
  query MigrationBrands {
    brands {
      id
      name
    }
  }
`);

export const BrandMigrationPreview = graphql(`
  query BrandMigrationPreview($fromBrandId: ID!, $toBrandId: ID!) {
    brandMigrationPreview(fromBrandId: $fromBrandId, toBrandId: $toBrandId) {
      fromBrandId
      toBrandId
      members
      plans
      hostnames
      emailCollisions
    }
  }
`);

export const MigrateBrand = graphql(`
  mutation MigrateBrand($fromBrandId: ID!, $toBrandId: ID!) {
    migrateBrand(fromBrandId: $fromBrandId, toBrandId: $toBrandId) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      members
      plans
      hostnames
      emailCollisions
    }
  }
`);

export const migrationPreviewKey = (from: string, to: string) => ['brand-migration', from, to] as const;
