/**
 * The giveaways' tag-driven modals (SPEC.md 4 "Sweep feature"): SweepModals is mounted once in the
 * shell by GiveawayShellLayer; FailedUpsellFunnel is opened by the purchase return when an upsell's
 * payment failed, which also holds the modals while it credits and shows its receipt.
 */
export { SweepModals } from './SweepModals';
export { FailedUpsellFunnel } from './FailedUpsellFunnel';
export { useHoldSweepModals } from './hold';
