/** The mission's screen (SPEC.md 1 "Onboarding … pages"). */
export const onboardingPath = '/onboarding';
/** Where the first two steps are done: the marketplace's welcome-gift checkout, the giveaways. */
export const welcomeGiftCheckoutPath = '/marketplace/checkout?gift=1';
export const giveawaysPath = '/giveaways';
