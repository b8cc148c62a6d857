import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SCROLL_TO_TOP_DELAY_MS } from '@member-area/domain';
import { useBoot } from './BootContext';
import { LoadingBar } from './shell/LoadingBar';
import { Analytics } from './shell/Analytics';
import { applyFavicon, applyTheme } from './theme';
import { scrollBehavior } from '../ui/motion';
import { Spinner } from '../ui/Spinner';

/** SPEC.md 2: after navigation the view scrolls smoothly to the top after 100 ms. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
    }, SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

export function RootLayout() {
  const { brand } = useBoot();
  useScrollToTopOnNavigate();
  useEffect(() => {
    applyTheme(brand);
    // The server writes the favicons; only add them when it did not (Vite dev).
    if (brand && !document.querySelector('link[rel~="icon"]')) applyFavicon(brand.iconUrl);
  }, [brand]);
  return (
    <>
      <LoadingBar />
      <Analytics />
      <Outlet />
    </>
  );
}

/** No brand for this host: every path shows /nobrand. */
export function BrandGate() {
  const { brand } = useBoot();
  if (!brand) return <Navigate to="/nobrand" replace />;
  return <Outlet />;
}

export function RootHydrateFallback() {
  return (
    <div style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', color: 'var(--text-muted)' }}>
      <Spinner size={28} />
    </div>
  );
}
