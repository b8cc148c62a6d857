/**
 * The demo personas' wallet histories (issue 13 item 8) that seed/account does not write (paid@
 * and member@clickcoins.test are there): each sums to the persona's seeded balance, so the ledger
 * and the balance agree from the first start. Lines the server writes itself (a pack bought, a
 * plan's bonus) are worded by modules/wallet/mails.ts, as the server would word them.
 */
import type { LedgerKind } from '@member-area/domain';
import { packLine, planBonusLine } from '../../modules/wallet/mails';

export interface HistoryLine {
  kind: LedgerKind;
  description: string;
  amount: number;
  daysAgo: number;
}

export interface HistorySeed {
  brandId: string;
  email: string;
  lines: HistoryLine[];
}

const en = { lang: 'en-us', unit: 'coins' } as const;
const championBonus = (daysAgo: number): HistoryLine => ({
  kind: 'bonus',
  description: planBonusLine('en-us', 'Champion Gold'),
  amount: 5,
  daysAgo,
});

export const HISTORIES: readonly HistorySeed[] = [
  {
    // A new member who bought coins on their first day: enough for the welcome gift's shipping and a
    // first impact (the onboarding mission).
    brandId: 'playmax',
    email: 'explorer@playmax.test',
    lines: [
      {
        kind: 'purchase',
        description: packLine(en, { coins: 1_000, bonusCoins: 0 }),
        amount: 1_000,
        daysAgo: 1,
      },
    ],
  },
  {
    // Champion Gold (149): a bonus per paid month, a big pack, coins spent in the marketplace.
    brandId: 'playmax',
    email: 'champion@playmax.test',
    lines: [
      championBonus(120),
      championBonus(90),
      {
        kind: 'purchase',
        description: packLine(en, { coins: 2_500, bonusCoins: 400 }),
        amount: 2_900,
        daysAgo: 75,
      },
      championBonus(60),
      championBonus(30),
      { kind: 'spend', description: 'Marketplace order', amount: -520, daysAgo: 12 },
    ],
  },
  {
    brandId: 'playmax',
    email: 'cancelled@playmax.test',
    lines: [
      { kind: 'bonus', description: 'Welcome bonus', amount: 50, daysAgo: 200 },
      { kind: 'adjustment', description: 'Goodwill coins for a streaming outage', amount: 25, daysAgo: 40 },
    ],
  },
  {
    brandId: 'playmax',
    email: 'winner@playmax.test',
    lines: [
      { kind: 'bonus', description: 'Welcome bonus', amount: 100, daysAgo: 300 },
      { kind: 'adjustment', description: 'Thank-you coins from the giveaway team', amount: 50, daysAgo: 20 },
    ],
  },
  {
    // Clickplay calls the balance credits; addCredits works for this member (balance above 0).
    brandId: 'clickplay',
    email: 'member@clickplay.test',
    lines: [
      { kind: 'bonus', description: 'Welcome credits', amount: 25, daysAgo: 25 },
      { kind: 'credit', description: 'Daily play reward', amount: 10, daysAgo: 6 },
      { kind: 'credit', description: 'Level 3 completed', amount: 5, daysAgo: 2 },
    ],
  },
];

export function historySum(h: Pick<HistorySeed, 'lines'>): number {
  return h.lines.reduce((n, l) => n + l.amount, 0);
}
