import { intlLocale } from '@member-area/domain';

/** ISO 4217 codes the browser knows, named in the interface language ("EUR — Euro"). */
export function currencyOptions(language: string, current: string): { value: string; label: string }[] {
  let codes: string[] = [];
  try {
    codes = Intl.supportedValuesOf('currency');
  } catch {
    codes = ['USD', 'EUR', 'GBP', 'CAD', 'JPY', 'MYR'];
  }
  if (current && !codes.includes(current)) codes = [current, ...codes];
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([intlLocale(language)], { type: 'currency' });
  } catch {
    names = null;
  }
  return codes.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  });
}
