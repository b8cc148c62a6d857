/**
 * Insert-if-missing for a brand's catalogue of items in categories (the marketplace's products, the
 * impacts' items): what exists is never written again, and an item whose category is missing is
 * left out rather than written without one.
 */

/** The items whose slug is not written yet and whose category has an id, built with their list position. */
export function missingItems<Item extends { slug: string; category: string }, Insert>(
  items: readonly Item[],
  existing: ReadonlySet<string>,
  categoryIds: ReadonlyMap<string, number>,
  build: (item: Item, categoryId: number, position: number) => Insert,
): Insert[] {
  return items.flatMap((item, position) => {
    const categoryId = categoryIds.get(item.category);
    return existing.has(item.slug) || categoryId === undefined ? [] : [build(item, categoryId, position)];
  });
}
