import { useState } from 'react';

/**
 * True from the first render in which `now` was true, for as long as the caller stays mounted: a
 * part loaded on first use (app/lazy-part.ts lazyPart) stays mounted once loaded, so a dialog closes as
 * it opened and work it started (a purchase, a receipt) is not cut short when its trigger goes.
 */
export function useLatched(now: boolean): boolean {
  const [latched, setLatched] = useState(now);
  // Set during render (React's pattern for state derived from a change): the part mounts in the
  // same render that first sees its trigger.
  if (now && !latched) setLatched(true);
  return latched || now;
}
