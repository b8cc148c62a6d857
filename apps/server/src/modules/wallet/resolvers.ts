import { balanceUnit, chooseLayout } from '@member-area/domain';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { findLedgerRow, listLedgerPage } from './ledger-repo';
import { walletActivityView } from './views';

/** Rows per wallet page when the client names none, and the most it may ask for. */
export const WALLET_PAGE_DEFAULT = 20;
export const WALLET_PAGE_MAX = 50;

export const walletResolvers: Resolvers = {
  Member: {
    wallet: async (m, _a, ctx) => {
      const tags = await ctx.loaders.memberTags(m.id);
      const layout = chooseLayout(tags, ctx.brand.tags, ctx.brand.template);
      return { memberId: m.id, coins: m.coinsBalance, unit: balanceUnit(layout) };
    },
  },
  Wallet: {
    activity: async (w, args, ctx) => {
      const memberId = w.memberId;
      const limit = Math.min(Math.max(args.limit ?? WALLET_PAGE_DEFAULT, 1), WALLET_PAGE_MAX);
      const beforeRow = args.before ? await findLedgerRow(ctx.db, memberId, Number(args.before)) : undefined;
      const rows = await listLedgerPage(ctx.db, memberId, {
        limit,
        before: beforeRow ? { id: Number(beforeRow.id), createdAt: beforeRow.created_at } : null,
      });
      const items = rows.slice(0, limit);
      return {
        items: items.map(walletActivityView),
        nextCursor: rows.length > limit ? String(items[items.length - 1]!.id) : null,
      };
    },
  },
};
