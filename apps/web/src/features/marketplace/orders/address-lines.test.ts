import { describe, expect, it } from 'vitest';
import { addressLines, countryName } from './address-lines';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Main St',
  apartmentSuite: 'Apt 4',
  city: 'Springfield',
  state: 'NY',
  postcode: '10001',
  country: 'US',
  phone: '+1 212 555 0100',
};

describe('addressLines', () => {
  it('reads name, street, city line and country', () => {
    expect(addressLines(address, 'en-us')).toEqual([
      'Ada Lovelace',
      '12 Main St, Apt 4',
      'Springfield, NY 10001',
      'United States',
    ]);
  });

  it('leaves out the empty optional parts', () => {
    expect(addressLines({ ...address, apartmentSuite: null, state: '' }, 'en-us')).toEqual([
      'Ada Lovelace',
      '12 Main St',
      'Springfield, 10001',
      'United States',
    ]);
  });

  it('names the country in the interface language (my-ms is Malay)', () => {
    expect(countryName('DE', 'fr-ca')).toBe('Allemagne');
    expect(countryName('DE', 'my-ms')).toBe('Jerman');
  });
});
