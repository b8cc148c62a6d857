import type { ReactNode } from 'react';
import { FeatureOffScreen } from '../../../ui/FeatureOffScreen';
import { useMarketplaceEnabled } from '../hooks';
import { LoadError } from './LoadError';

/**
 * SPEC.md 6: the marketplace is there only when ecommerce is enabled. A screen renders at once (its
 * reads run beside this one) and gives way to a plain "not available" screen when the answer is no,
 * so an address typed by hand never shows a half-working shop.
 */
export function MarketplaceGate({ children }: { children: ReactNode }) {
  const enabled = useMarketplaceEnabled();
  if (enabled.isError) return <LoadError onRetry={() => void enabled.refetch()} />;
  if (enabled.data === false) return <FeatureOffScreen feature="marketplace" icon="shopping-bag" />;
  return <>{children}</>;
}
