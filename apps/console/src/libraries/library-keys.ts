/** TanStack Query keys of the libraries screens (the list and the library are invalidated after a scan is asked). */
export const librariesKey = (brandId: string) => ['libraries', brandId] as const;
export const libraryKey = (brandId: string, libraryId: string) =>
  ['libraries', brandId, 'library', libraryId] as const;
export const libraryBrandKey = (brandId: string) => ['library-brand', brandId] as const;
