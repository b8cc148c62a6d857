/**
 * SPEC.md 4: sweep-entry and coin purchases (and marketplace orders paid by card) keep their
 * pending purchase data in local storage while the member is on the provider's page; the return
 * reads and clears it. The giveaway, wallet and marketplace screens write these keys when they
 * start a purchase.
 */
export const PENDING_PURCHASE_KEYS: Readonly<Record<string, string>> = {
  sweep: 'ma_pending_sweep_purchase',
  entries: 'ma_pending_sweep_purchase',
  coins: 'ma_pending_coin_purchase',
  order: 'ma_pending_order_purchase',
  upsell: 'ma_pending_crosssell_purchase',
};

/** Keeps what a purchase bought while the member is on the provider's page. */
export function savePendingPurchase(slug: string, value: unknown): void {
  const key = PENDING_PURCHASE_KEYS[slug];
  if (!key) return;
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the return finds nothing to credit and says so.
  }
}

export function readPendingPurchase(slug: string): unknown {
  const key = PENDING_PURCHASE_KEYS[slug];
  if (!key) return null;
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function clearPendingPurchase(slug: string): void {
  const key = PENDING_PURCHASE_KEYS[slug];
  if (!key) return;
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
