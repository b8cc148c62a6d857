/** TanStack Query keys of the help article screens (a change invalidates the brand's list). */
export const articlesKey = (brandId: string) => ['help-articles', brandId] as const;
export const articleBrandKey = (brandId: string) => ['help-article-brand', brandId] as const;
