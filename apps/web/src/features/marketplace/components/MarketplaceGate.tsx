import type { ReactNode } from 'react';
import { FeatureOffScreen } from '../../../ui/FeatureOffScreen';
import { useMarketplaceEnabled } from '../hooks';
import { LoadError } from './LoadError';
import styles from './MarketplaceGate.module.css';

/**
 * SPEC.md 6: the marketplace is there only when ecommerce is enabled. A screen renders at once (its
 * reads run beside this one) and gives way to a plain "not available" screen when the answer is no,
 * so an address typed by hand never shows a half-working shop.
 */
export function MarketplaceGate({ children }: { children: ReactNode }) {
  const enabled = useMarketplaceEnabled();
  if (enabled.isError) return <LoadError onRetry={() => void enabled.refetch()} />;
  if (enabled.data === false) return <FeatureOffScreen feature="marketplace" icon="shopping-bag" />;
  // Until the answer comes the screen is drawn but still deciding: busy, so assistive technology
  // (and the route walk) wait for it rather than take the shop for what this brand offers.
  return (
    <div aria-busy={enabled.isPending || undefined} className={styles.gate}>
      {children}
    </div>
  );
}
