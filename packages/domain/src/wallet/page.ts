/** The wallet history's pages (issue 13 item 1: paginated, newest first). */

/** Rows per wallet page when the client names none, and the most it may ask for. */
export const WALLET_PAGE_DEFAULT = 20;
export const WALLET_PAGE_MAX = 50;

/** The page size to read: the default when none (or not a number) is asked, else clamped to 1..max. */
export function walletPageSize(requested: number | null | undefined): number {
  if (requested === null || requested === undefined || !Number.isFinite(requested))
    return WALLET_PAGE_DEFAULT;
  return Math.min(Math.max(Math.trunc(requested), 1), WALLET_PAGE_MAX);
}
