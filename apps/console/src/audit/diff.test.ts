import { describe, expect, it } from 'vitest';
import { changedFields, shortValue } from './diff';

describe('changedFields', () => {
  it('lists only the fields that differ', () => {
    expect(
      changedFields({ name: 'PlayMax', currency: 'USD' }, { name: 'PlayMax+', currency: 'USD' }),
    ).toEqual([{ field: 'name', before: 'PlayMax', after: 'PlayMax+' }]);
  });
  it('tells a created row (no before) and a removed field', () => {
    expect(changedFields(null, { role: 'support' })).toEqual([
      { field: 'role', before: null, after: 'support' },
    ]);
    expect(changedFields({ phones: ['1'] }, {})).toEqual([{ field: 'phones', before: '["1"]', after: null }]);
  });
  it('compares lists and objects by value', () => {
    expect(changedFields({ hosts: ['a', 'b'] }, { hosts: ['a', 'b'] })).toEqual([]);
    expect(changedFields({ hosts: ['a'] }, { hosts: ['b'] })).toEqual([
      { field: 'hosts', before: '["a"]', after: '["b"]' },
    ]);
  });
  it('treats two plain values as one change', () => {
    expect(changedFields(true, false)).toEqual([{ field: '', before: 'true', after: 'false' }]);
    expect(changedFields(null, null)).toEqual([]);
  });
});

describe('shortValue', () => {
  it('cuts long values with an ellipsis', () => {
    const value = shortValue('x'.repeat(100));
    expect(value).toHaveLength(60);
    expect(value?.endsWith('…')).toBe(true);
  });
});
