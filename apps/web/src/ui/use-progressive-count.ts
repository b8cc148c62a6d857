import { useEffect, useState } from 'react';

/**
 * How many of a page's `total` parts to render: `first` at once, then one more in each following
 * task until all are there. A long page's first render is then only its first screen, and each later
 * part is a short task of its own instead of one long one that holds up input and paint (issue 16:
 * browse's overview rendered its ~200 cards in one task of 130 ms, 560 ms at Lighthouse's 4× slower
 * CPU). Parts are added outside the first screen (below it, or further along a row), so nothing on
 * screen moves.
 * Key the caller by what it shows so another page starts again from `first`.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((shown) => shown + 1), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
