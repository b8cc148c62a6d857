/**
 * The giveaways' tag-driven modals (SPEC.md 4 "Sweep feature"), mounted once in the shell by
 * GiveawayShellLayer. Interim: the web-modals work of issue 12 replaces these with the real modals.
 */
export function SweepModals(): null {
  return null;
}

/** The failed-upsell funnel, opened by the purchase return when an upsell's payment failed. */
export function FailedUpsellFunnel(_props: { onClose: () => void }): null {
  return null;
}
