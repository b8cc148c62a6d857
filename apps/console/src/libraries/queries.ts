import { graphql } from '../gql';

export const LibraryScanFields = graphql(`
  fragment ConsoleLibraryScanFields on ConsoleLibraryScan {
    id
    state
    requestedBy
    createdAt
    startedAt
    finishedAt
    filesTotal
    filesDone
    added
    updated
    unchanged
    failed
    missing
    error
    etaSeconds
  }
`);

export const LibraryListFields = graphql(`
  fragment ConsoleLibraryListFields on ConsoleLibrary {
    id
    brandId
    mediaType
    name
    dir
    createdAt
    lastScan {
      ...ConsoleLibraryScanFields
    }
    packaging {
      due
      packaged
      failed
    }
  }
`);

/** The brand's name beside its libraries (the header). */
export const LibraryBrand = graphql(`
  query LibraryBrand($id: ID!) {
    brand(id: $id) {
      id
      name
    }
  }
`);

export const BrandLibraries = graphql(`
  query BrandLibraries($brandId: ID!) {
    libraries(brandId: $brandId) {
      brandId
      roots
      list {
        ...ConsoleLibraryListFields
      }
    }
  }
`);

export const LibraryDetail = graphql(`
  query LibraryDetail($brandId: ID!, $id: ID!) {
    libraries(brandId: $brandId) {
      brandId
      library(id: $id) {
        ...ConsoleLibraryListFields
        scans(first: 10) {
          ...ConsoleLibraryScanFields
        }
        failures {
          relPath
          problem
          detail
        }
        packagingFailures {
          relPath
          code
          detail
        }
      }
    }
  }
`);

export const AddLibrary = graphql(`
  mutation AddLibrary($input: AddLibraryInput!) {
    addLibrary(input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      library {
        id
        name
      }
      scan {
        id
      }
    }
  }
`);

export const ScanLibrary = graphql(`
  mutation ScanLibrary($brandId: ID!, $libraryId: ID!) {
    scanLibrary(brandId: $brandId, libraryId: $libraryId) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      scan {
        ...ConsoleLibraryScanFields
      }
    }
  }
`);
