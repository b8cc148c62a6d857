import { describe, expect, it } from 'vitest';
import { EMPTY_AUDIT_FILTER, auditCsvHref, auditFilterOf, nextDay } from './audit-filter';

describe('auditFilterOf', () => {
  it('leaves out what is empty', () => {
    expect(auditFilterOf(EMPTY_AUDIT_FILTER)).toEqual({});
    expect(auditFilterOf({ ...EMPTY_AUDIT_FILTER, action: '   ' })).toEqual({});
  });
  it('makes the last day inclusive (the server`s `to` is exclusive)', () => {
    expect(auditFilterOf({ ...EMPTY_AUDIT_FILTER, from: '2026-12-01', to: '2026-12-07' })).toEqual({
      from: '2026-12-01T00:00:00.000Z',
      to: '2026-12-08T00:00:00.000Z',
    });
  });
  it('ignores a date that is not a whole day', () => {
    expect(auditFilterOf({ ...EMPTY_AUDIT_FILTER, from: '2026-12' })).toEqual({});
  });
});

describe('nextDay', () => {
  it.each([
    ['2026-12-07', '2026-12-08'],
    ['2026-12-31', '2027-01-01'],
    ['2028-02-28', '2028-02-29'],
    ['2026-03-29', '2026-03-30'],
  ])('%s → %s', (day, next) => {
    expect(nextDay(day)).toBe(next);
  });
});

describe('auditCsvHref', () => {
  it.each([
    [EMPTY_AUDIT_FILTER, '/adminapi/audit.csv'],
    [{ ...EMPTY_AUDIT_FILTER, brandId: 'playmax' }, '/adminapi/audit.csv?brandId=playmax'],
    [
      { brandId: 'playmax', staffId: 's1', action: 'brand.update', from: '2026-12-01', to: '2026-12-07' },
      '/adminapi/audit.csv?brandId=playmax&staffId=s1&action=brand.update&from=2026-12-01T00%3A00%3A00.000Z&to=2026-12-08T00%3A00%3A00.000Z',
    ],
    [{ ...EMPTY_AUDIT_FILTER, action: 'a&b=c' }, '/adminapi/audit.csv?action=a%26b%3Dc'],
  ])('%j → %s', (form, href) => {
    expect(auditCsvHref(form)).toBe(href);
  });
});
