import { describe, expect, it } from 'vitest';
import { countryList, countryName, formatMoment, formatPrice, knownTimeZone } from './format';

describe('giveaway formats (Intl, named zones, the member language)', () => {
  it('writes the entry period moment in the zone asked, with its DST offset', () => {
    // 12:01 a.m. Eastern on 1 March (EST) and on 1 November (EDT) of 2026.
    expect(formatMoment('2026-03-01T05:01:00Z', 'en-us', 'America/New_York')).toBe(
      'March 1, 2026 at 12:01 AM EST',
    );
    expect(formatMoment('2026-11-01T04:01:00Z', 'en-us', 'America/New_York')).toBe(
      'November 1, 2026 at 12:01 AM EDT',
    );
    expect(formatMoment('2026-11-01T04:01:00Z', 'en-us', 'America/Chicago')).toBe(
      'October 31, 2026 at 11:01 PM CDT',
    );
  });

  it('falls back to Eastern Time for a zone the runtime does not know', () => {
    expect(knownTimeZone('Mars/Olympus')).toBe('America/New_York');
    expect(knownTimeZone(null)).toBe('America/New_York');
    expect(knownTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });

  it('names countries in the member language, Malay as Malay', () => {
    expect(countryName('GB', 'en-us')).toBe('United Kingdom');
    expect(countryName('GB', 'fr-ca')).toBe('Royaume-Uni');
    expect(countryName('DE', 'my-ms')).toBe('Jerman');
  });

  it('lists the blocked countries once each (GB and UK are one country)', () => {
    expect(countryList(['CA', 'GB', 'UK'], 'en-us')).toBe('Canada and United Kingdom');
  });

  it('formats a server price in its currency', () => {
    expect(formatPrice(4.99, 'USD', 'en-us')).toBe('$4.99');
    // Intl puts a no-break space between the amount and the sign in French.
    expect(formatPrice(5, 'CAD', 'fr-ca').replace(/\s/gu, ' ')).toBe('5,00 $');
  });
});
