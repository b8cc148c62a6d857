/** SPEC.md 2: impacts/{page?} and impacts/id/{id}. */
export const impactPaths = {
  list: (page = 1) => (page > 1 ? `/impacts/${page}` : '/impacts'),
  item: (id: string) => `/impacts/id/${id}`,
};
