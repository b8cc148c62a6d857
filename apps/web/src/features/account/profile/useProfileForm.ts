import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@member-area/domain';
import { useBoot } from '../../../app/BootContext';
import { gqlRequest } from '../../../app/graphql';
import { ensureSucceeded, outcomeCodeOf, ResultError, useResultErrorMessage } from '../../../app/outcome';
import { setLanguage } from '../../../i18n';
import { updateProfileMutation } from '../api';
import { useRefreshAccount, type AccountInfo } from '../hooks';
import {
  profileFormOf,
  profileFormProblems,
  profileInput,
  refusedProfileField,
  type FieldErrors,
  type ProfileForm,
} from './profile-rules';

/**
 * The profile form's state: the fields, their messages, saving and saved. The submit checks the
 * fields, saves, switches the interface language when it changed, and refreshes the account.
 */
export function useProfileForm(account: AccountInfo) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const { brand } = useBoot();
  const [form, setForm] = useState(() => profileFormOf(account, brand));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);

  const setValue = (key: keyof ProfileForm, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setSaved(false);
  };
  const set = (key: keyof ProfileForm) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValue(key, event.target.value);

  const showRefusal = (error: unknown) => {
    const extra =
      error instanceof ResultError ? (error.extra as { fields?: unknown; max?: unknown } | null) : null;
    const refused = refusedProfileField(outcomeCodeOf(error), extra);
    if (!refused) setFormError(errorMessage(error));
    else if (refused.max !== undefined)
      setErrors({ [refused.field]: t('account.errors.invalid_name', { max: refused.max }) });
    else setErrors({ [refused.field]: errorMessage(error) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const next: FieldErrors = {};
    for (const [field, problem] of Object.entries(profileFormProblems(form)))
      next[field as keyof FieldErrors] =
        problem.max === undefined
          ? t(`account.errors.${problem.code}`)
          : t(`account.errors.${problem.code}`, { max: problem.max });
    setErrors(next);
    setFormError(null);
    setSaved(false);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    try {
      ensureSucceeded(
        (await gqlRequest(updateProfileMutation, { input: profileInput(form) })).member.updateProfile,
      );
      if (form.lang !== i18n.language) await setLanguage(form.lang as LanguageCode, { remember: true });
      await refresh();
      setSaved(true);
    } catch (error) {
      showRefusal(error);
    } finally {
      setSaving(false);
    }
  };

  return { form, errors, formError, saved, saving, set, setValue, submit };
}
