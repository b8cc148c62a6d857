import { useCallback } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';

/** SPEC.md 2: navigation errors are swallowed (and logged). */
export function logNavigationError(error: unknown): void {
  console.warn('[router] navigation failed', error);
}

export function useSafeNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      try {
        const result = navigate(to, options);
        if (result instanceof Promise) result.catch(logNavigationError);
      } catch (error) {
        logNavigationError(error);
      }
    },
    [navigate],
  );
}
