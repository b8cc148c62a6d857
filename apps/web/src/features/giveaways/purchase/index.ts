/**
 * Buying giveaway entries (issue 12 contract): the giveaway's page and the tag-driven modals
 * (../modals) start a purchase with useStartEntryPurchase; the shell's GiveawayShellLayer mounts the
 * return and the date-of-birth question once. The return opens the failed-upsell funnel itself, so
 * the modals depend on the purchase and never the reverse (the offer dialog is imported as a file).
 */
export {
  useStartEntryPurchase,
  type EntryPurchase,
  type StartEntryPurchaseInput,
} from './useStartEntryPurchase';
export { PURCHASE_SOURCES, type PurchaseSource, type PendingEntryPurchase } from './pending';
export { usePurchaseReturnOpen } from './store';
export { PurchaseReturn } from './PurchaseReturn';
export { DateOfBirthDialog, DateOfBirthHost } from './DateOfBirthDialog';
export { useBuyOffer, type OfferSource } from './useBuyOffer';
