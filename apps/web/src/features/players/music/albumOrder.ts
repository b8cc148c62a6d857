import { shuffledOrder } from './shuffle';

/**
 * The order the tracks of an album item play in: the album's order, or with shuffle on a shuffled
 * one that starts with the track playing now (so turning shuffle on never interrupts it).
 */
export function albumOrder(
  trackIds: readonly string[],
  currentId: string | null,
  shuffled: boolean,
  random: () => number = Math.random,
): string[] {
  if (!shuffled || !currentId || !trackIds.includes(currentId)) return [...trackIds];
  return shuffledOrder([currentId, ...trackIds.filter((id) => id !== currentId)], random);
}

/** The tracks before and after `currentId` in `order` (null at either end). */
export function neighbours(
  order: readonly string[],
  currentId: string | null,
): { previous: string | null; next: string | null } {
  const at = currentId ? order.indexOf(currentId) : -1;
  if (at < 0) return { previous: null, next: null };
  return { previous: order[at - 1] ?? null, next: order[at + 1] ?? null };
}
