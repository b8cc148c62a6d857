import { useEffect } from 'react';
import { pageTitle } from '@member-area/domain';
import { useBoot } from './BootContext';

/** 'page - site name' (SPEC.md 1); the default 'Not Found' stays until a screen names itself. */
export function useDocumentTitle(page: string | null | undefined): void {
  const siteName = useBoot().brand?.name ?? null;
  useEffect(() => {
    document.title = pageTitle(page, siteName);
  }, [page, siteName]);
}
