/** The giveaways' addresses (SPEC.md 2: giveaways, giveaways/id/{id}; the rules page of issue 12). */
export const paths = {
  list: (tab?: string) => (tab && tab !== 'all' ? `/giveaways?tab=${encodeURIComponent(tab)}` : '/giveaways'),
  giveaway: (id: string) => `/giveaways/id/${encodeURIComponent(id)}`,
  rules: (id: string) => `/giveaways/id/${encodeURIComponent(id)}/rules`,
  /** The public draw record (features/giveaways/draws, outside the shell). */
  draw: (drawId: string) => `/draws/${encodeURIComponent(drawId)}`,
  accountGiveaways: '/account/giveaways',
};
