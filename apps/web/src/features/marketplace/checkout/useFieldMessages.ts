import { useTranslation } from 'react-i18next';
import type { AddressField } from '../../../app/address';
import { countryName } from '../orders/address-lines';
import type { FieldProblems } from './address';

/** A refused field's message: the code's own wording, naming the country where it matters. */
export function useFieldMessages(
  problems: FieldProblems,
  country: string,
): Partial<Record<AddressField, string>> {
  const { t, i18n } = useTranslation();
  const messages: Partial<Record<AddressField, string>> = {};
  for (const [field, code] of Object.entries(problems) as [AddressField, string][]) {
    messages[field] =
      code === 'required'
        ? t(`account.address.errors.${field}`)
        : code === 'invalid_characters'
          ? t('errors.invalid_characters')
          : t([`marketplace.checkout.fieldErrors.${code}`, 'marketplace.checkout.fieldErrors.unknown'], {
              country: country ? countryName(country, i18n.language) : '',
            });
  }
  return messages;
}
