import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DISPLAY_NAME_MAX_LENGTH,
  LANGUAGE_CODES,
  PERSON_NAME_MAX_LENGTH,
  displayNameProblem,
  isPlausiblePhoneNumber,
  personNameProblem,
  type LanguageCode,
} from '@member-area/domain';
import { gqlRequest } from '../../../app/graphql';
import { setLanguage } from '../../../i18n';
import { LANGUAGE_NAMES } from '../../../i18n/negotiate';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { SelectField } from '../../../ui/SelectField';
import { updateProfileMutation } from '../api';
import {
  avatarDimensionsProblem,
  avatarFileProblem,
  imageDimensions,
  uploadAvatar,
  type AvatarProblem,
} from '../avatar';
import { initialsOf, formatDate } from '../../../app/format';
import { useRefreshAccount, useTimezones, type AccountInfo } from '../hooks';
import { ensureSucceeded, outcomeCodeOf, ResultError, useResultErrorMessage } from '../../../app/outcome';
import { FactList } from '../../../ui/FactList';
import { ExplorerBadge } from '../../onboarding';
import { AccountForm } from '../components/AccountForm';
import { Panel } from '../../../ui/Panel';
import { TimezonePicker } from '../components/TimezonePicker';
import styles from '../../../ui/Form.module.css';
import badges from '../../../ui/Badge.module.css';
import accountStyles from '../components/Account.module.css';

type FieldErrors = Partial<
  Record<'name' | 'firstName' | 'lastName' | 'phoneNumber' | 'timezone' | 'lang', string>
>;

type NameErrorExtra = { fields?: unknown; max?: unknown };

/** Server error codes shown beside one field (invalid_name says which field itself). */
const FIELD_OF_ERROR: Record<string, keyof FieldErrors> = {
  name_required: 'name',
  invalid_phone: 'phoneNumber',
  invalid_timezone: 'timezone',
  invalid_language: 'lang',
};

/** The phone is optional: only a typed number that is not plausible (packages/domain) is a problem. */
export function phoneProblem(phone: string): boolean {
  return phone.trim() !== '' && !isPlausiblePhoneNumber(phone);
}

export function ProfileSection({ account }: { account: AccountInfo }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const timezones = useTimezones();
  const [form, setForm] = useState(() => ({
    name: account.name,
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    phoneNumber: account.phoneNumber ?? '',
    timezone: account.timezone,
    lang: (LANGUAGE_CODES as readonly string[]).includes(account.lang) ? account.lang : 'en-us',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);

  const set = (key: keyof typeof form) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setForm((current) => ({ ...current, [key]: event.target.value }));
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const next: FieldErrors = {};
    const nameProblem = displayNameProblem(form.name);
    if (nameProblem === 'required') next.name = t('account.errors.name_required');
    else if (nameProblem === 'too_long')
      next.name = t('account.errors.invalid_name', { max: DISPLAY_NAME_MAX_LENGTH });
    if (personNameProblem(form.firstName))
      next.firstName = t('account.errors.invalid_name', { max: PERSON_NAME_MAX_LENGTH });
    if (personNameProblem(form.lastName))
      next.lastName = t('account.errors.invalid_name', { max: PERSON_NAME_MAX_LENGTH });
    if (phoneProblem(form.phoneNumber)) next.phoneNumber = t('account.errors.invalid_phone');
    setErrors(next);
    setFormError(null);
    setSaved(false);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    try {
      ensureSucceeded(
        (
          await gqlRequest(updateProfileMutation, {
            input: {
              name: form.name.trim(),
              firstName: form.firstName.trim(),
              lastName: form.lastName.trim(),
              phoneNumber: form.phoneNumber.trim(),
              timezone: form.timezone,
              lang: form.lang,
            },
          })
        ).member.updateProfile,
      );
      if (form.lang !== i18n.language) await setLanguage(form.lang as LanguageCode, { remember: true });
      await refresh();
      setSaved(true);
    } catch (error) {
      const code = outcomeCodeOf(error);
      const field = FIELD_OF_ERROR[code];
      const named = error instanceof ResultError ? (error.extra as NameErrorExtra | null)?.fields : null;
      const refused = Array.isArray(named) ? String(named[0]) : '';
      if (
        code === 'invalid_characters' &&
        (refused === 'name' || refused === 'firstName' || refused === 'lastName' || refused === 'phoneNumber')
      )
        setErrors({ [refused]: errorMessage(error) });
      else if (code === 'invalid_name') {
        // The server names the field and its bound (extra.fields, extra.max).
        const extra = error instanceof ResultError ? (error.extra as NameErrorExtra | null) : null;
        const named = Array.isArray(extra?.fields) ? String(extra.fields[0]) : 'name';
        const target = named === 'firstName' || named === 'lastName' ? named : 'name';
        const max =
          Number(extra?.max) || (target === 'name' ? DISPLAY_NAME_MAX_LENGTH : PERSON_NAME_MAX_LENGTH);
        setErrors({ [target]: t('account.errors.invalid_name', { max }) });
      } else if (field) setErrors({ [field]: errorMessage(error) });
      else setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const zones = timezones.data ?? [{ id: account.timezone, label: account.timezone, offset: '' }];

  return (
    <>
      <AvatarPanel account={account} />
      <ExplorerBadge />
      <Panel
        title={t('account.profile.title')}
        description={t('account.profile.description')}
        actions={<AccountKindBadges account={account} />}
      >
        <FactList
          items={[
            { label: t('account.profile.email'), value: account.email, testId: 'profile-email' },
            {
              label: t('account.profile.joined'),
              value: formatDate(account.createdAt, i18n.language),
              testId: 'profile-joined',
            },
            { label: t('account.profile.reference'), value: account.referenceNumber },
          ]}
        />
        <AccountForm
          onSubmit={submit}
          saving={saving}
          submitLabel={t('account.common.save')}
          success={saved ? { text: t('account.messages.saved') } : null}
          error={formError}
          saveTestId="profile-save"
          data-testid="profile-form"
        >
          <TextField
            label={t('account.profile.name')}
            name="name"
            autoComplete="nickname"
            value={form.name}
            onChange={set('name')}
            error={errors.name}
            maxLength={DISPLAY_NAME_MAX_LENGTH}
          />
          <div className={styles.grid2}>
            <TextField
              label={t('account.profile.firstName')}
              name="firstName"
              autoComplete="given-name"
              value={form.firstName}
              onChange={set('firstName')}
              error={errors.firstName}
              maxLength={PERSON_NAME_MAX_LENGTH}
            />
            <TextField
              label={t('account.profile.lastName')}
              name="lastName"
              autoComplete="family-name"
              value={form.lastName}
              onChange={set('lastName')}
              error={errors.lastName}
              maxLength={PERSON_NAME_MAX_LENGTH}
            />
          </div>
          <TextField
            label={t('account.profile.phone')}
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            value={form.phoneNumber}
            onChange={set('phoneNumber')}
            error={errors.phoneNumber}
            maxLength={32}
          />
          <TimezonePicker
            label={t('account.profile.timezone')}
            value={form.timezone}
            zones={zones}
            onChange={(timezone) => {
              setForm((current) => ({ ...current, timezone }));
              setSaved(false);
            }}
            error={errors.timezone}
            disabled={timezones.isPending}
          />
          <SelectField
            label={t('account.profile.language')}
            name="lang"
            value={form.lang}
            onChange={set('lang')}
            error={errors.lang}
            options={LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
            data-testid="profile-language"
          />
        </AccountForm>
      </Panel>
    </>
  );
}

function AvatarPanel({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<{ url: string; file: File } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const reject = (problem: AvatarProblem) => {
    setError(t(`account.errors.${problem}`));
    setPreview(null);
    if (input.current) input.current.value = '';
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setDone(false);
    setError(null);
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) return reject(problem);
    const url = URL.createObjectURL(file);
    const size = await imageDimensions(url);
    if (!size) {
      URL.revokeObjectURL(url);
      return reject('avatar_not_image');
    }
    const sizeProblem = avatarDimensionsProblem(size.width, size.height);
    if (sizeProblem) {
      URL.revokeObjectURL(url);
      return reject(sizeProblem);
    }
    setPreview({ url, file });
  };

  const upload = async () => {
    if (!preview || uploading) return;
    setUploading(true);
    setError(null);
    try {
      await uploadAvatar(preview.file);
      await refresh();
      setPreview(null);
      setDone(true);
      if (input.current) input.current.value = '';
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setUploading(false);
    }
  };

  const shown = preview?.url ?? account.pictureUrl;
  return (
    <Panel title={t('account.profile.picture')} description={t('account.profile.pictureHint')}>
      <div className={accountStyles.avatarRow}>
        <span className={accountStyles.avatar} data-testid="profile-avatar">
          {shown ? <img src={shown} alt={t('account.profile.pictureAlt')} /> : initialsOf(account.name)}
        </span>
        <div className={accountStyles.avatarActions}>
          <input
            ref={input}
            id="avatar-file"
            className={accountStyles.fileInput}
            type="file"
            accept="image/png,image/jpeg"
            onChange={(event) => void pick(event)}
            data-testid="avatar-input"
            aria-label={t('account.profile.choosePicture')}
          />
          <div className={styles.formActions}>
            <Button
              variant="secondary"
              icon={<Icon name="upload" size={16} />}
              onClick={() => input.current?.click()}
            >
              {t('account.profile.choosePicture')}
            </Button>
            {preview ? (
              <Button
                onClick={() => void upload()}
                loading={uploading}
                loadingLabel={t('account.common.saving')}
                data-testid="avatar-upload"
              >
                {t('account.profile.uploadPicture')}
              </Button>
            ) : null}
          </div>
          {error ? (
            <p className={styles.fieldError} role="alert" data-testid="avatar-error">
              <Icon name="alert" size={14} />
              {error}
            </p>
          ) : null}
          {done ? (
            <p className={styles.fieldSuccess} role="status" data-testid="avatar-saved">
              <Icon name="check-circle" size={14} />
              {t('account.messages.saved')}
            </p>
          ) : null}
        </div>
      </div>
    </Panel>
  );
}

/** Demo, test and staff accounts say so (SPEC.md 6 visitor and member kinds). */
function AccountKindBadges({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const kinds = [
    account.isDemo ? 'demo' : null,
    account.isTest ? 'test' : null,
    account.isStaff ? 'staff' : null,
  ].filter((kind): kind is 'demo' | 'test' | 'staff' => kind !== null);
  if (kinds.length === 0) return null;
  return (
    <>
      {kinds.map((kind) => (
        <span
          key={kind}
          className={`${badges.badge} ${badges.badgeAccent}`}
          data-testid={`account-kind-${kind}`}
        >
          {t(`account.profile.kind.${kind}`)}
        </span>
      ))}
    </>
  );
}
