import type { TFunction } from 'i18next';
import { formatPrice } from '../plans/plan-money';
import { errorText } from '../app/errors';

/** A refusal's sentence: the shop's own words for its codes (`shop.problems.<code>`), else the console's. */
export function shopErrorText(t: TFunction, code: string | null | undefined): string {
  return code && t(`shop.problems.${code}`, { defaultValue: '' }) !== ''
    ? t(`shop.problems.${code}`)
    : errorText(t, code);
}

/** The name of a product or category in `lang`, else its stored (en-us) one. */
export function nameIn(texts: readonly { lang: string; name: string }[], lang: string): string {
  return texts.find((x) => x.lang === lang)?.name ?? texts[0]?.name ?? '';
}

/** "$24.99 · Champions $22.49 / $19.99 / $17.49": what each Champion level pays, in the staff member's language. */
export function championLine(
  prices: readonly { discountPercent: number; priceMinor: number }[],
  currency: string,
  symbol: string,
  lang: string,
): string {
  return prices
    .map((p) => `−${p.discountPercent}% ${formatPrice(p.priceMinor, currency, lang, symbol)}`)
    .join(' · ');
}
