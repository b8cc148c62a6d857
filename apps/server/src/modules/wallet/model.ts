/** The Wallet type's parent: whose history `activity` pages through (GraphQL mapper). */
export interface WalletModel {
  memberId: number;
  coins: number;
  unit: 'coins' | 'credits';
}
