import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, resumeStep } from './checkout-steps';

describe('resumeStep (the step kept on reload, never past what was saved)', () => {
  it.each([
    { case: 'nothing saved', saved: null, step: 'information' },
    { case: 'the information step', saved: { step: 'information' }, step: 'information' },
    {
      case: 'shipping with a valid address',
      saved: { step: 'shipping', addressValid: true },
      step: 'shipping',
    },
    { case: 'shipping without an address', saved: { step: 'shipping' }, step: 'information' },
    {
      case: 'payment with address and option',
      saved: { step: 'payment', addressValid: true, shippingOption: 'express' },
      step: 'payment',
    },
    { case: 'payment without an option', saved: { step: 'payment', addressValid: true }, step: 'shipping' },
    {
      case: 'payment with an unknown option',
      saved: { step: 'payment', addressValid: true, shippingOption: 'teleport' },
      step: 'shipping',
    },
    { case: 'payment with nothing', saved: { step: 'payment' }, step: 'information' },
    {
      case: 'confirmation without an order',
      saved: { step: 'confirmation', addressValid: true },
      step: 'information',
    },
    {
      case: 'a placed order',
      saved: { step: 'payment', addressValid: true, orderId: '12' },
      step: 'confirmation',
    },
    {
      case: 'a step that does not exist',
      saved: { step: 'billing', addressValid: true },
      step: 'information',
    },
    { case: 'a step of another type', saved: { step: 3 }, step: 'information' },
  ])('resumes $case at $step', ({ saved, step }) => {
    expect(resumeStep(saved)).toBe(step);
  });
});

describe('return links and the way forward', () => {
  it.each([
    { step: 'information', previous: null, next: 'shipping' },
    { step: 'shipping', previous: 'information', next: 'payment' },
    { step: 'payment', previous: 'shipping', next: 'confirmation' },
    { step: 'confirmation', previous: null, next: null },
  ] as const)('$step goes back to $previous and on to $next', ({ step, previous, next }) => {
    expect(previousStep(step)).toBe(previous);
    expect(nextStep(step)).toBe(next);
  });
});
