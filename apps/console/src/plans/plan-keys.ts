/** TanStack Query keys of the plans screens (the list is invalidated after every plan write). */
export const plansKey = (brandId: string) => ['plans', brandId] as const;
export const planKey = (planId: string) => ['plan', planId] as const;
export const planBrandKey = (brandId: string) => ['plan-brand', brandId] as const;
