/**
 * Giveaway dates, prices and places as a member reads them: every one through Intl in the member's
 * language (intlLocale: 'my-ms' is Malay), dates in a named IANA time zone, never a hand offset.
 */
import { DRAW_TIME_ZONE, formatMoney, fromMajor, intlLocale } from '@member-area/domain';

/** The zone when the runtime knows it, else Eastern Time (the zone the contest's dates are set in). */
export function knownTimeZone(zone: string | null | undefined): string {
  if (!zone) return DRAW_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DRAW_TIME_ZONE;
  }
}

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '1 March 2026' in the zone given (the day a member sees on a card). */
export function formatDay(iso: string | null | undefined, language: string, timeZone: string): string {
  return formatInZone(iso, language, timeZone, { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * 'March 1, 2026 at 12:01 AM Eastern Standard Time': a moment with its zone's long name, for the
 * entry period and the rules. Not the short name: Intl has abbreviations for few zones in few
 * languages ('EST' in English, 'JST' in Japanese) and gives 'GMT-4' for the others.
 */
export function formatMoment(iso: string | null | undefined, language: string, timeZone: string): string {
  return formatInZone(iso, language, timeZone, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'long',
  });
}

/** A moment in the member's language, in the zone given when the runtime knows it; '—' when none. */
function formatInZone(
  iso: string | null | undefined,
  language: string,
  timeZone: string,
  parts: Intl.DateTimeFormatOptions,
): string {
  const date = valid(iso);
  if (!date) return '—';
  return new Intl.DateTimeFormat(intlLocale(language), {
    ...parts,
    timeZone: knownTimeZone(timeZone),
  }).format(date);
}

/** The zone's own name in the member's language ('Eastern Time', 'heure de l’Est'), else its id. */
export function timeZoneName(timeZone: string, language: string): string {
  const zone = knownTimeZone(timeZone);
  try {
    const part = new Intl.DateTimeFormat(intlLocale(language), {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? zone;
  } catch {
    return zone;
  }
}

/** A price in major units of its currency ('$4.99', '4,99 €', '¥500'). */
export function formatPrice(amount: number, currency: string, language: string): string {
  if (!Number.isFinite(amount)) return '—';
  return formatMoney(fromMajor(amount, currency), language);
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** A country's name in the member's language (GB → 'United Kingdom', 'Royaume-Uni'); the code if unknown. */
export function countryName(code: string | null | undefined, language: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Countries by name in the member's language, joined as a list ('Canada, the Netherlands and …'). */
export function countryList(codes: readonly string[], language: string): string {
  const names = [...new Set(codes.map((code) => countryName(code, language)).filter(Boolean))];
  try {
    return new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}
