import { describe, expect, it } from 'vitest';
import { dateOfBirthText, datePartOrder, monthOptions } from './dob';

describe('datePartOrder: the fields in the order the language writes a date', () => {
  it.each([
    ['en-us', ['month', 'day', 'year']],
    ['fr-ca', ['year', 'month', 'day']],
    ['de-de', ['day', 'month', 'year']],
    ['ja-jp', ['year', 'month', 'day']],
    ['my-ms', ['day', 'month', 'year']],
  ])('%s', (language, order) => {
    expect(datePartOrder(language)).toEqual(order);
  });
});

describe('dateOfBirthText', () => {
  it.each([
    [{ day: '12', month: '4', year: '1988' }, '1988-04-12'],
    [{ day: '1', month: '12', year: '2000' }, '2000-12-01'],
    [{ day: ' 29 ', month: '2', year: '2004' }, '2004-02-29'],
    [{ day: '', month: '4', year: '1988' }, null],
    [{ day: '12', month: '', year: '1988' }, null],
    [{ day: '12', month: '4', year: '88' }, null],
    [{ day: '123', month: '4', year: '1988' }, null],
    [{ day: 'x', month: '4', year: '1988' }, null],
  ])('%o → %s', (fields, expected) => {
    expect(dateOfBirthText(fields)).toBe(expected);
  });
});

describe('monthOptions', () => {
  it('names the months in the language, January first', () => {
    const french = monthOptions('fr-ca');
    expect(french).toHaveLength(12);
    expect(french[0]).toEqual({ value: '1', label: 'janvier' });
    expect(monthOptions('en-us')[11]?.label).toBe('December');
  });
});
