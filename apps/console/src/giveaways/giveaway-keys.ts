/** TanStack Query keys of the giveaway screens (the list and the giveaway are invalidated after every write). */
export const giveawaysKey = (brandId: string) => ['giveaways', brandId] as const;
export const giveawayKey = (brandId: string, giveawayId: string) =>
  ['giveaway', brandId, giveawayId] as const;
export const giveawayBrandKey = (brandId: string) => ['giveaway-brand', brandId] as const;
