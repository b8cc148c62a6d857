/**
 * The giveaways' tag-driven modals (SPEC.md 4 "Sweep feature"): SweepModals is mounted once in the
 * shell by GiveawayShellLayer; WinnerModal is the winner modal with its claim (the one claim form), also for a
 * giveaway page's "claim your prize" button (SPEC.md 4: it opens the winner modal).
 */
export { SweepModals } from './SweepModals';
export { WinnerModal, winnerPrizeOf, type WinnerPrize } from './WinnerModal';
