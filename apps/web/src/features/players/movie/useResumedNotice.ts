import { useCallback, useEffect, useState } from 'react';

const RESUMED_NOTICE_MS = 8_000;

/** "Resumed at": shown once when the first source starts at the resume point, a few seconds, long enough to choose Start over. */
export function useResumedNotice(): {
  resumedAt: number | null;
  show(at: number): void;
  clear(): void;
} {
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  useEffect(() => {
    if (resumedAt === null) return;
    const timer = window.setTimeout(() => setResumedAt(null), RESUMED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [resumedAt]);
  const clear = useCallback(() => setResumedAt(null), []);
  return { resumedAt, show: setResumedAt, clear };
}
