/** The wallet's reads: the balance as it is now and the member's activity, a page at a time. */
import type { LanguageCode } from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { findLedgerRow, listLedgerPage, readBalance, type LedgerRow } from './ledger-repo';

export class WalletActivityService {
  constructor(private readonly db: Db) {}

  /** Read afresh each time: a purchase confirmed in this request or another tab must show. */
  balance(memberId: number): Promise<number> {
    return readBalance(this.db, memberId);
  }

  /**
   * Up to `limit + 1` rows older than the row `beforeId` (the extra one tells there is more). The
   * cursor is a row of this member's: another member's id reads as no cursor at all.
   */
  async activity(
    memberId: number,
    page: { limit: number; beforeId: number | null },
    lang: LanguageCode,
  ): Promise<LedgerRow[]> {
    const beforeRow =
      page.beforeId === null ? undefined : await findLedgerRow(this.db, memberId, page.beforeId);
    const before = beforeRow ? { id: Number(beforeRow.id), createdAt: beforeRow.created_at } : null;
    return listLedgerPage(this.db, memberId, { limit: page.limit, before }, lang);
  }
}
