/** TanStack Query keys of the rows screens: a change to a row invalidates the brand's rows. */
export const rowsKey = (brandId: string) => ['rows', brandId] as const;
export const rowsOfTypeKey = (brandId: string, mediaType: string) => ['rows', brandId, mediaType] as const;
export const rowKey = (brandId: string, mediaType: string, slug: string) =>
  ['rows', brandId, mediaType, 'row', slug] as const;
export const rowsBrandKey = (brandId: string) => ['rows-brand', brandId] as const;
