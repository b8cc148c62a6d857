import { describe, expect, it } from 'vitest';
import { emailFormProblems, refusedEmailField } from './email-rules';

describe('emailFormProblems', () => {
  it.each([
    ['new@playmax.test', 'new@playmax.test', {}],
    ['new@playmax', 'new@playmax', { newEmail: 'invalid_email' }],
    ['Member@Playmax.test', 'member@playmax.test', { newEmail: 'email_unchanged' }],
    ['new@playmax.test', 'other@playmax.test', { confirmation: 'email_mismatch' }],
    ['new@playmax.test', ' NEW@playmax.test ', {}],
  ])('%s confirmed as %s: %j', (newEmail, confirmation, expected) => {
    expect(emailFormProblems(newEmail, confirmation, 'member@playmax.test')).toEqual(expected);
  });
});

describe('refusedEmailField', () => {
  it.each([
    ['email_mismatch', null, 'confirmation'],
    ['invalid_characters', ['confirmation'], 'confirmation'],
    ['invalid_characters', ['newEmail'], 'newEmail'],
    ['invalid_characters', null, 'newEmail'],
    ['invalid_email', null, 'newEmail'],
    ['email_unchanged', null, 'newEmail'],
    ['too_many_attempts', null, null],
  ])('%s %j is shown beside %s', (code, fields, expected) => {
    expect(refusedEmailField(code, fields)).toBe(expected);
  });
});
