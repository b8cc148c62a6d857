export interface TimezoneOption {
  id: string;
  label: string;
  offset: string;
}

/** Case- and accent-insensitive match on the region id, its label and the offset ("+5:30", "paris"). */
export function filterTimezones<T extends TimezoneOption>(zones: readonly T[], query: string): T[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[_/]/g, ' ');
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...zones];
  return zones.filter((zone) => {
    const haystack = fold(`${zone.label} ${zone.id} ${zone.offset}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** How far each navigation key moves the highlighted zone (a page is 8 rows). */
const KEY_STEPS: Partial<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1, PageDown: 8, PageUp: -8 };

/** How far a key moves the highlight, or undefined for a key that does not move it. */
export function keyStep(key: string): number | undefined {
  return KEY_STEPS[key];
}

/** The highlighted row after a move, held within the list (null: the list is empty, nothing moves). */
export function movedIndex(active: number, delta: number, count: number): number | null {
  if (count === 0) return null;
  return Math.max(0, Math.min(count - 1, active + delta));
}

/** The row highlighted when the list opens: the member's zone, or the first. */
export function openingIndex(zones: readonly TimezoneOption[], value: string): number {
  return Math.max(
    0,
    zones.findIndex((zone) => zone.id === value),
  );
}
