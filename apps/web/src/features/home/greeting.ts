export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** By the member's local clock: 05–11 morning, 12–17 afternoon, otherwise evening. */
export function partOfDay(hour: number): PartOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** The friendly form for the splash: the first word of the display name ("Paula Reyes" → "Paula"). */
export function greetingName(displayName: string): string {
  return displayName.trim().split(/\s+/)[0] || displayName;
}
