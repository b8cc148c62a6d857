import { describe, expect, it } from 'vitest';
import {
  completeStepMove,
  currentStep,
  isOnboardingEnabled,
  NOT_STARTED,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEP_IDS,
  skipMove,
  startMove,
  type OnboardingProgress,
} from './steps';

const at = (status: OnboardingProgress['status'], stepsDone: number): OnboardingProgress => ({
  status,
  stepsDone,
});

describe('the onboarding mission', () => {
  it('has 3 steps in the order gift, giveaway, impact (SPEC.md 4, 9)', () => {
    expect(ONBOARDING_STEP_COUNT).toBe(3);
    expect(ONBOARDING_STEP_IDS).toEqual(['welcome_gift', 'giveaway', 'impact']);
  });

  it.each([
    { case: 'off without the tag', member: [], brand: [], expected: false },
    { case: 'on with the brand tag', member: [], brand: ['onboarding:enabled'], expected: true },
    { case: 'on with the member tag', member: ['onboarding:enabled'], brand: [], expected: true },
    {
      case: 'the member tag overrides the brand',
      member: ['onboarding:disabled'],
      brand: ['onboarding:enabled'],
      expected: false,
    },
  ])('is $case', ({ member, brand, expected }) => {
    expect(isOnboardingEnabled(member, brand)).toBe(expected);
  });

  it.each([
    { case: 'first step before any is done', p: NOT_STARTED, expected: 'welcome_gift' },
    { case: 'giveaway after the gift', p: at('in_progress', 1), expected: 'giveaway' },
    { case: 'impact after the giveaway', p: at('skipped', 2), expected: 'impact' },
    { case: 'no step once completed', p: at('completed', 3), expected: null },
  ])('is on the $case', ({ p, expected }) => {
    expect(currentStep(p)).toBe(expected);
  });

  it.each([
    { case: 'starts', p: NOT_STARTED, expected: { ok: true, next: at('in_progress', 0), finished: false } },
    {
      case: 'resumes after a skip, keeping the steps done (Continue My Mission)',
      p: at('skipped', 2),
      expected: { ok: true, next: at('in_progress', 2), finished: false },
    },
    {
      case: 'starting twice changes nothing',
      p: at('in_progress', 1),
      expected: { ok: true, next: at('in_progress', 1), finished: false },
    },
    {
      case: 'refuses once completed',
      p: at('completed', 3),
      expected: { ok: false, refusal: 'onboarding_already_completed' },
    },
  ])('start: $case', ({ p, expected }) => {
    expect(startMove(p)).toEqual(expected);
  });

  it.each([
    {
      case: 'skips a mission in progress',
      p: at('in_progress', 1),
      expected: { ok: true, next: at('skipped', 1), finished: false },
    },
    {
      case: 'refuses one not started',
      p: NOT_STARTED,
      expected: { ok: false, refusal: 'onboarding_not_started' },
    },
    {
      case: 'refuses one already skipped',
      p: at('skipped', 1),
      expected: { ok: false, refusal: 'onboarding_not_started' },
    },
    {
      case: 'refuses one completed',
      p: at('completed', 3),
      expected: { ok: false, refusal: 'onboarding_already_completed' },
    },
  ])('skip: $case', ({ p, expected }) => {
    expect(skipMove(p)).toEqual(expected);
  });

  it.each([
    {
      case: 'the first step moves to the second',
      p: at('in_progress', 0),
      step: 'welcome_gift',
      expected: { ok: true, next: at('in_progress', 1), finished: false },
    },
    {
      case: 'the last step completes the mission',
      p: at('in_progress', 2),
      step: 'impact',
      expected: { ok: true, next: at('completed', 3), finished: true },
    },
    {
      case: 'a later step is out of order',
      p: at('in_progress', 0),
      step: 'impact',
      expected: { ok: false, refusal: 'onboarding_step_out_of_order' },
    },
    {
      case: 'a step done already is out of order',
      p: at('in_progress', 2),
      step: 'welcome_gift',
      expected: { ok: false, refusal: 'onboarding_step_out_of_order' },
    },
    {
      case: 'an unknown step is refused',
      p: at('in_progress', 0),
      step: 'vpn',
      expected: { ok: false, refusal: 'onboarding_unknown_step' },
    },
    {
      case: 'nothing before the mission starts',
      p: NOT_STARTED,
      step: 'welcome_gift',
      expected: { ok: false, refusal: 'onboarding_not_started' },
    },
    {
      case: 'nothing while skipped',
      p: at('skipped', 1),
      step: 'giveaway',
      expected: { ok: false, refusal: 'onboarding_not_started' },
    },
    {
      case: 'nothing once completed (the last step submitted again)',
      p: at('completed', 3),
      step: 'impact',
      expected: { ok: false, refusal: 'onboarding_already_completed' },
    },
  ])('complete a step: $case', ({ p, step, expected }) => {
    expect(completeStepMove(p, step)).toEqual(expected);
  });
});
