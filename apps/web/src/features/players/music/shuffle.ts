/**
 * Shuffle keeps the playing item (queue[0]) in front and shuffles what comes after it.
 * `random` returns [0, 1) like Math.random; tests inject their own.
 */
export function shuffledOrder(keys: readonly string[], random: () => number = Math.random): string[] {
  const [current, ...rest] = keys;
  if (current === undefined) return [];
  // Fisher–Yates over the upcoming items.
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return [current, ...rest];
}

/**
 * Back to the order before shuffling: the playing item stays in front, the items that were queued
 * then follow in their old order, and items added since keep their current order after them.
 */
export function unshuffledOrder(keys: readonly string[], original: readonly string[]): string[] {
  const [current, ...rest] = keys;
  if (current === undefined) return [];
  const now = new Set(rest);
  const before = original.filter((key) => now.has(key));
  const known = new Set(before);
  return [current, ...before, ...rest.filter((key) => !known.has(key))];
}

/** A shuffled copy of a whole list (a playlist's "Shuffle": no item is kept in front). */
export function shuffledItems<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
