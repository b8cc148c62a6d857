import { describe, expect, it } from 'vitest';
import { isPoBoxAddress, postalEntrantKey, postalEntryProblems, type PostalEntryInput } from './postal';

describe('isPoBoxAddress (SPEC.md 5: no post office box addresses)', () => {
  it.each([
    'P.O. Box 123',
    'PO Box 123',
    'po box 123',
    'P O Box 12',
    'p.o.box 5',
    'P. O. Box 4',
    'POBox 77',
    'PO Box123',
    'PO Box #12',
    'PO Box: 12',
    'Post Office Box 9',
    'post office box',
    'POB 123',
    'P.O.B. 45',
    'Box 123',
    'BOX #99',
    'Box 12, Springfield',
    '12 Main Street, Box 5',
    'Postal Box 7',
    'Postfach 10 20 30',
    'BP 45, 75001 Paris',
    'Boîte postale 12',
    'Casella postale 8',
    'Caixa Postal 1234',
    'Apartado de Correos 55',
    'Apartado 123',
    'Casilla 45',
    'Peti Surat 1234',
    '〒100-0001 郵便局私書箱第12号',
    'ＰＯ　Ｂｏｘ　１２', // full-width, as a Japanese keyboard types it
  ])('refuses %j', (address) => {
    expect(isPoBoxAddress(address)).toBe(true);
  });

  it.each([
    '12 Main Street',
    'Boxwood Lane 12',
    '12 Box Hill Road',
    'Box Elder Street 5',
    '1 Xbox Way',
    // "Pobox" without a number after it is taken as a street name, not a box.
    '123 Pobox Street',
    'Post Office Road 5',
    'The Old Post Office, 1 High Street',
    'Apartado Avenue 7',
    'Postfachstraße 3',
    '5 Club Pier',
    'Flat 2, 10 Boxer Road',
    '4 Poplar Close',
    'Unit 5 Pobeda Street',
  ])('accepts %j', (address) => {
    expect(isPoBoxAddress(address)).toBe(false);
  });
});

const SOUND: PostalEntryInput = {
  fullName: 'Ada Lovelace',
  address: '12 St James Square',
  city: 'Boston',
  postcode: '02116',
  phone: '+1 617 555 0100',
  email: 'ada@example.com',
  sweepId: '1001',
  country: 'US',
};

describe('postalEntryProblems (SPEC.md 5 "Postal entry")', () => {
  it.each<{ case: string; over: Partial<PostalEntryInput>; expected: { field: string; problem: string }[] }>([
    { case: 'a sound entry', over: {}, expected: [] },
    { case: 'the phone is optional', over: { phone: null }, expected: [] },
    { case: 'an empty phone is no phone', over: { phone: '  ' }, expected: [] },
    {
      case: 'without a country the post code is not checked',
      over: { country: null, postcode: 'anything' },
      expected: [],
    },
    {
      case: 'a country postcode-validator does not know',
      over: { country: 'XX', postcode: '1' },
      expected: [],
    },
    {
      case: 'every missing field is named',
      over: { fullName: ' ', address: '', city: '', postcode: '', email: '', sweepId: '' },
      expected: [
        { field: 'fullName', problem: 'postal_incomplete' },
        { field: 'address', problem: 'postal_incomplete' },
        { field: 'city', problem: 'postal_incomplete' },
        { field: 'postcode', problem: 'postal_incomplete' },
        { field: 'email', problem: 'postal_incomplete' },
        { field: 'sweepId', problem: 'postal_incomplete' },
      ],
    },
    {
      case: 'a PO box',
      over: { address: 'PO Box 42' },
      expected: [{ field: 'address', problem: 'postal_po_box' }],
    },
    {
      case: 'an e-mail without a domain',
      over: { email: 'ada@' },
      expected: [{ field: 'email', problem: 'postal_invalid_email' }],
    },
    { case: 'an e-mail in capitals is fine', over: { email: ' ADA@Example.COM ' }, expected: [] },
    {
      case: 'an unreadable phone',
      over: { phone: '12ab' },
      expected: [{ field: 'phone', problem: 'postal_incomplete' }],
    },
    {
      case: 'a post code that does not fit the country',
      over: { postcode: 'SW1A 1AA' },
      expected: [{ field: 'postcode', problem: 'postal_incomplete' }],
    },
    { case: 'a British post code in Britain', over: { postcode: 'SW1A 1AA', country: 'gb' }, expected: [] },
    {
      case: 'several problems at once',
      over: { address: 'P.O. Box 1', email: 'nope', city: '' },
      expected: [
        { field: 'city', problem: 'postal_incomplete' },
        { field: 'address', problem: 'postal_po_box' },
        { field: 'email', problem: 'postal_invalid_email' },
      ],
    },
  ])('$case', ({ over, expected }) => {
    expect(postalEntryProblems({ ...SOUND, ...over })).toEqual(expected);
  });
});

describe('postalEntrantKey (one pseudonym per person, whatever the handwriting spacing)', () => {
  it('ignores case, repeated spaces, post code spacing and Unicode composition', () => {
    const a = postalEntrantKey({ ...SOUND, fullName: 'José  Álvarez', postcode: '021 16' });
    const b = postalEntrantKey({
      ...SOUND,
      fullName: ' JOSE\u0301 A\u0301LVAREZ ',
      address: '12  st james   SQUARE',
      city: 'BOSTON',
      email: 'Ada@Example.com',
      postcode: '02116',
      phone: null,
    });
    expect(a).toBe(b);
    expect(a).toBe('josé álvarez\n12 st james square\nboston\n02116\nada@example.com');
  });

  it.each<Partial<PostalEntryInput>>([
    { fullName: 'Ada King' },
    { address: '13 St James Square' },
    { city: 'Cambridge' },
    { postcode: '02117' },
    { email: 'ada2@example.com' },
  ])('another person: %j', (over) => {
    expect(postalEntrantKey({ ...SOUND, ...over })).not.toBe(postalEntrantKey(SOUND));
  });
});
