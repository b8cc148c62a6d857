import { describe, expect, it } from 'vitest';
import { filterTimezones } from './components/timezone-rules';
import { isEmailLike } from './email/email-rules';
import { phoneProblem } from './profile/profile-rules';
import { accountSection } from './sections';

const zones = [
  { id: 'America/New_York', label: '(UTC-05:00) America/New_York', offset: '-05:00' },
  { id: 'America/Sao_Paulo', label: '(UTC-03:00) America/Sao_Paulo', offset: '-03:00' },
  { id: 'Asia/Kolkata', label: '(UTC+05:30) Asia/Kolkata', offset: '+05:30' },
  { id: 'Europe/Zürich', label: '(UTC+01:00) Europe/Zürich', offset: '+01:00' },
];

describe('filterTimezones', () => {
  it('keeps every zone for an empty search', () => {
    expect(filterTimezones(zones, '  ')).toHaveLength(4);
  });

  it.each([
    ['new york', ['America/New_York']],
    ['SAO', ['America/Sao_Paulo']],
    ['+05:30', ['Asia/Kolkata']],
    ['zurich', ['Europe/Zürich']],
    ['america york', ['America/New_York']],
    ['tokyo', []],
  ])('"%s" finds %j', (query, ids) => {
    expect(filterTimezones(zones, query).map((zone) => zone.id)).toEqual(ids);
  });
});

describe('isEmailLike', () => {
  it.each([
    ['member@playmax.test', true],
    ['  member@playmax.test ', true],
    ['member@playmax', false],
    ['member playmax.test', false],
    ['@playmax.test', false],
    [`${'a'.repeat(250)}@x.io`, false],
  ])('%s → %s', (value, expected) => {
    expect(isEmailLike(value)).toBe(expected);
  });
});

describe('phoneProblem', () => {
  it.each([
    ['', false],
    ['+1 415-555-0199', false],
    ['(030) 123 456', false],
    ['call me maybe', true],
    ['12345', true],
    ['+1 234 567 890 123 456 789 012', true],
  ])('"%s" is a problem: %s', (value, expected) => {
    expect(phoneProblem(value)).toBe(expected);
  });
});

describe('accountSection', () => {
  it('defaults to the profile and knows the flows reached from sections', () => {
    expect(accountSection(undefined)).toBe('profile');
    expect(accountSection('invoices')).toBe('invoices');
    expect(accountSection('cancel')).toBe('cancel');
    expect(accountSection('confirm-email')).toBe('confirm-email');
  });

  it('is null for an unknown slug (the not-found screen)', () => {
    expect(accountSection('settings')).toBeNull();
  });
});
