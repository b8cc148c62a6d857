import { describe, expect, it } from 'vitest';
import { onboardingUnavailableReason, type OnboardingAvailabilityInput } from './availability';

const ALL: OnboardingAvailabilityInput = { enabled: true, welcomeGift: true, giveaways: true, impacts: true };

describe('whether the onboarding mission is offered (SPEC.md 4, 9)', () => {
  it.each([
    { case: 'every step possible', input: ALL, expected: null },
    { case: 'the tag off', input: { ...ALL, enabled: false }, expected: 'disabled' },
    {
      case: 'the tag off outranks missing steps',
      input: { ...ALL, enabled: false, impacts: false },
      expected: 'disabled',
    },
    { case: 'no welcome gift to claim', input: { ...ALL, welcomeGift: false }, expected: 'no_welcome_gift' },
    {
      case: 'giveaways closed (a blocked country)',
      input: { ...ALL, giveaways: false },
      expected: 'no_giveaways',
    },
    { case: 'no impact to fund', input: { ...ALL, impacts: false }, expected: 'no_impacts' },
    {
      case: 'the first missing step named first',
      input: { ...ALL, welcomeGift: false, giveaways: false },
      expected: 'no_welcome_gift',
    },
  ])('$case', ({ input, expected }) => {
    expect(onboardingUnavailableReason(input)).toBe(expected);
  });
});
