import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@member-area/domain';
import { formatEastern } from './draws/format';
import { countryList, countryName, formatMoment, formatPrice, knownTimeZone } from './format';

/** A zone written as an offset ('GMT-4', 'UTC+9', 'GMT+5:30') instead of by its name. */
const OFFSET = /(GMT|UTC)\s?[+−-]?\d/u;

describe('giveaway formats (Intl, named zones, the member language)', () => {
  it('writes the entry period moment in the zone asked, named with its DST', () => {
    // 12:01 a.m. Eastern on 1 March (EST) and on 1 November (EDT) of 2026.
    expect(formatMoment('2026-03-01T05:01:00Z', 'en-us', 'America/New_York')).toBe(
      'March 1, 2026 at 12:01 AM Eastern Standard Time',
    );
    expect(formatMoment('2026-11-01T04:01:00Z', 'en-us', 'America/New_York')).toBe(
      'November 1, 2026 at 12:01 AM Eastern Daylight Time',
    );
    expect(formatMoment('2026-11-01T04:01:00Z', 'en-us', 'America/Chicago')).toBe(
      'October 31, 2026 at 11:01 PM Central Daylight Time',
    );
  });

  it('names the zone of a moment in every language, never as a GMT offset', () => {
    expect(formatMoment('2026-07-31T03:59:00Z', 'ja-jp', 'America/New_York')).toBe(
      '2026年7月30日 23:59 米国東部夏時間',
    );
    for (const lang of LANGUAGE_CODES)
      for (const zone of ['America/New_York', 'Europe/Paris', 'Asia/Tokyo', 'America/Sao_Paulo']) {
        expect(formatMoment('2026-07-31T03:59:00Z', lang, zone), `${lang} ${zone}`).not.toMatch(OFFSET);
        expect(formatMoment('2026-01-31T03:59:00Z', lang, zone), `${lang} ${zone}`).not.toMatch(OFFSET);
      }
  });

  it('names Eastern Time on the draws page in every language, never as a GMT offset', () => {
    for (const lang of LANGUAGE_CODES) {
      expect(formatEastern('2026-07-31T03:59:00Z', lang), lang).not.toMatch(OFFSET);
      expect(formatEastern('2026-01-31T04:59:00Z', lang), lang).not.toMatch(OFFSET);
    }
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
