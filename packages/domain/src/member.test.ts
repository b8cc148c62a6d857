import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import {
  STAFF_EMAIL_DOMAINS,
  displayName,
  isPlausibleEmail,
  isStaffEmail,
  isTestMember,
  normalizeEmail,
  onboardingStatus,
  passwordProblem,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  displayNameProblem,
  personNameProblem,
  DISPLAY_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  shouldSendFirstVisitEvent,
} from './member';

describe('displayName', () => {
  it.each([
    { name: 'Ada Lovelace', email: 'ada@playmax.test', expected: 'Ada Lovelace' },
    { name: '  Ada  ', email: 'ada@playmax.test', expected: 'Ada' },
    { name: null, email: 'ada.l@playmax.test', expected: 'ada.l' },
    { name: undefined, email: 'ada@playmax.test', expected: 'ada' },
    { name: '   ', email: 'ada@playmax.test', expected: 'ada' },
    { name: 'Unknown', email: 'ada@playmax.test', expected: 'ada' },
    { name: 'unknown', email: 'ada@playmax.test', expected: 'ada' },
    { name: '', email: 'no-at-sign', expected: 'no-at-sign' },
  ])(
    'name falls back to the e-mail local part when missing, blank or Unknown: $name',
    ({ name, email, expected }) => {
      expect(displayName(name, email)).toBe(expected);
    },
  );
});

describe('onboardingStatus', () => {
  it.each([
    { tags: [], expected: 'not_started' },
    { tags: ['onboarding_status:completed'], expected: 'completed' },
    { tags: ['onboarding_status:started'], expected: 'not_started' },
    { tags: ['onboarding:enabled'], expected: 'not_started' },
  ])('onboarding is completed only with onboarding_status:completed: $tags', ({ tags, expected }) => {
    expect(onboardingStatus(tags)).toBe(expected);
  });
});

describe('isStaffEmail and isTestMember', () => {
  it('there are exactly four staff domains', () => {
    expect(STAFF_EMAIL_DOMAINS).toHaveLength(4);
  });

  it.each([
    { email: 'jo@milkbox.team', expected: true },
    { email: ' Jo@PlayMax.Team ', expected: true },
    { email: 'jo@memberarea.dev', expected: true },
    { email: 'jo@milkbox-staff.com', expected: true },
    { email: 'jo@eu.milkbox.team', expected: false },
    { email: 'milkbox.team@gmail.com', expected: false },
    { email: 'jo@playmax.test', expected: false },
  ])('staff e-mail is an exact staff domain match: $email', ({ email, expected }) => {
    expect(isStaffEmail(email)).toBe(expected);
  });

  it.each([
    { provider: 'milkbox_test', email: 'test@playmax.test', expected: true },
    { provider: 'MILKBOX_TEST', email: 'x@gmail.com', expected: true },
    { provider: 'stripe', email: 'jo@milkbox.team', expected: true },
    { provider: null, email: 'qa@example.com', expected: true },
    { provider: 'stripe', email: 'paid@playmax.test', expected: false },
    { provider: undefined, email: 'someone@gmail.com', expected: false },
  ])(
    'test member by provider milkbox_test or a test e-mail: $provider $email',
    ({ provider, email, expected }) => {
      expect(isTestMember({ subscriptionProvider: provider, email })).toBe(expected);
    },
  );
});

describe('shouldSendFirstVisitEvent', () => {
  it.each([
    { createdAt: '2024-05-01T10:00:00.000Z', tags: [], expected: true },
    { createdAt: '2023-01-18T00:00:00.000Z', tags: [], expected: true },
    { createdAt: '2023-01-17T23:59:59.000Z', tags: [], expected: false },
    { createdAt: '2023-01-16T12:00:00.000Z', tags: [], expected: false },
    { createdAt: '2024-05-01T10:00:00.000Z', tags: ['ma_visited:true'], expected: false },
    { createdAt: new Date('2025-01-01T00:00:00Z'), tags: [], expected: true },
    { createdAt: 'not a date', tags: [], expected: false },
  ])(
    'first-visit event only without ma_visited:true and for members created after 2023-01-17: $createdAt $tags',
    ({ createdAt, tags, expected }) => {
      expect(shouldSendFirstVisitEvent({ createdAt, memberTags: tags })).toBe(expected);
    },
  );
});

describe('normalizeEmail', () => {
  it.each([
    { input: '  Ada@PlayMax.Test ', expected: 'ada@playmax.test' },
    { input: 'Jose\u0301@example.com', expected: 'jos\u00e9@example.com' },
  ])('e-mail is trimmed, NFC-normalised and lower-cased: $input', ({ input, expected }) => {
    expect(normalizeEmail(input)).toBe(expected);
  });
});

describe('isPlausibleEmail', () => {
  it.each([
    { email: 'paid@playmax.test', expected: true },
    { email: 'first.last+tag@sub.example.co.uk', expected: true },
    { email: 'josé@exämple.de', expected: true },
    { email: '', expected: false },
    { email: 'no-at.example.com', expected: false },
    { email: 'two@@example.com', expected: false },
    { email: 'a@b@example.com', expected: false },
    { email: '@example.com', expected: false },
    { email: 'x@localhost', expected: false },
    { email: 'x@example.c', expected: false },
    { email: 'x@-bad.com', expected: false },
    { email: 'x@bad..com', expected: false },
    { email: '.x@example.com', expected: false },
    { email: 'x..y@example.com', expected: false },
    { email: 'sp ace@example.com', expected: false },
    { email: ' x@example.com', expected: false },
    { email: `${'a'.repeat(65)}@example.com`, expected: false },
    { email: `a@${'b'.repeat(250)}.com`, expected: false },
  ])('plausible e-mail shape: $email → $expected', ({ email, expected }) => {
    expect(isPlausibleEmail(email)).toBe(expected);
  });
});

describe('displayNameProblem', () => {
  it.each([
    { name: 'Ada', expected: null },
    { name: '', expected: 'required' },
    { name: '   ', expected: 'required' },
    { name: 'a'.repeat(DISPLAY_NAME_MAX_LENGTH), expected: null },
    { name: `  ${'a'.repeat(DISPLAY_NAME_MAX_LENGTH)}  `, expected: null },
    { name: 'a'.repeat(DISPLAY_NAME_MAX_LENGTH + 1), expected: 'too_long' },
    { name: '🎬'.repeat(DISPLAY_NAME_MAX_LENGTH), expected: null },
  ])('a display name is required and at most 80 code points: "$name" → $expected', ({ name, expected }) => {
    expect(displayNameProblem(name)).toBe(expected);
  });
});

describe('personNameProblem', () => {
  it.each([
    { name: '', expected: null },
    { name: 'Lovelace', expected: null },
    { name: 'b'.repeat(PERSON_NAME_MAX_LENGTH), expected: null },
    { name: 'b'.repeat(PERSON_NAME_MAX_LENGTH + 1), expected: 'too_long' },
  ])(
    'first and last names are optional, at most 60 code points: "$name" → $expected',
    ({ name, expected }) => {
      expect(personNameProblem(name)).toBe(expected);
    },
  );
});

describe('passwordProblem', () => {
  it.each([
    { password: 'demo-pass-2026', expected: null },
    { password: 'correct horse battery staple', expected: null },
    { password: 'short', expected: 'too_short' },
    { password: '123456789', expected: 'too_short' },
    { password: '🔒🔒🔒🔒🔒', expected: 'too_short' },
    { password: 'a'.repeat(128) + 'x', expected: 'too_long' },
    { password: 'x'.repeat(128), expected: null },
    { password: 'password123', expected: 'too_common' },
    { password: 'Password123', expected: 'too_common' },
    { password: 'qwertyuiop', expected: 'too_common' },
    { password: '1234567890', expected: 'too_common' },
    { password: 'playmax123', expected: 'too_common' },
  ])('password rule: $password → $expected', ({ password, expected }) => {
    expect(passwordProblem(password)).toBe(expected);
  });

  it.each([
    { length: PASSWORD_MIN_LENGTH - 1, expected: 'too_short' },
    { length: PASSWORD_MIN_LENGTH, expected: null },
    { length: PASSWORD_MAX_LENGTH, expected: null },
    { length: PASSWORD_MAX_LENGTH + 1, expected: 'too_long' },
  ])('a password of $length characters → $expected (the bounds are 10 and 128)', ({ length, expected }) => {
    expect(passwordProblem('k7-'.repeat(60).slice(0, length))).toBe(expected);
  });

  it('the minimum is 10 characters, the one number every flow and message uses', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([10, 128]);
  });

  it('the blocklist holds about 100 entries, all long enough to reach the check', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(95);
    for (const p of COMMON_PASSWORDS) expect(passwordProblem(p)).toBe('too_common');
  });

  it('refuses what an injected (server) list holds, compared lower-cased, after the length checks', () => {
    const list = new Set(['sunflower-2001', 'short']);
    expect(passwordProblem('Sunflower-2001', list)).toBe('too_common');
    expect(passwordProblem('sunflower-2001')).toBeNull();
    expect(passwordProblem('short', list)).toBe('too_short');
    expect(passwordProblem('password123', list)).toBeNull();
  });
});
