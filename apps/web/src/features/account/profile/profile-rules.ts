import {
  DISPLAY_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  displayNameProblem,
  isPlausiblePhoneNumber,
  offeredLanguageOr,
  personNameProblem,
  type BrandLanguages,
} from '@member-area/domain';

export type ProfileField = 'name' | 'firstName' | 'lastName' | 'phoneNumber' | 'timezone' | 'lang';
export type FieldErrors = Partial<Record<ProfileField, string>>;

export interface ProfileForm {
  name: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  timezone: string;
  lang: string;
}

/** A field's problem: its message under `account.errors`, with the bound an invalid_name names. */
export interface FieldProblem {
  code: 'name_required' | 'invalid_name' | 'invalid_phone';
  max?: number;
}

/** Where the server's refusal goes: beside one field (`max`: invalid_name's bound), or null: the form. */
export interface RefusedField {
  field: ProfileField;
  max?: number;
}

/** Server error codes shown beside one field (invalid_name says which field itself). */
const FIELD_OF_ERROR: Partial<Record<string, ProfileField>> = {
  name_required: 'name',
  invalid_phone: 'phoneNumber',
  invalid_timezone: 'timezone',
  invalid_language: 'lang',
};

/** The fields a server's invalid_characters may name. */
const TEXT_FIELDS: readonly string[] = ['name', 'firstName', 'lastName', 'phoneNumber'];

/** The phone is optional: only a typed number that is not plausible (packages/domain) is a problem. */
export function phoneProblem(phone: string): boolean {
  return phone.trim() !== '' && !isPlausiblePhoneNumber(phone);
}

/** The form as the member's account fills it; a language the brand does not offer gives way to its default. */
export function profileFormOf(
  account: {
    name: string;
    firstName?: string | null;
    lastName?: string | null;
    phoneNumber?: string | null;
    timezone: string;
    lang: string;
  },
  brand: BrandLanguages | null,
): ProfileForm {
  return {
    name: account.name,
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    phoneNumber: account.phoneNumber ?? '',
    timezone: account.timezone,
    lang: offeredLanguageOr(account.lang, brand),
  };
}

/** What the browser refuses before sending (the names' bounds and the phone, packages/domain). */
export function profileFormProblems(form: ProfileForm): Partial<Record<ProfileField, FieldProblem>> {
  const problems: Partial<Record<ProfileField, FieldProblem>> = {};
  const nameProblem = displayNameProblem(form.name);
  if (nameProblem === 'required') problems.name = { code: 'name_required' };
  else if (nameProblem === 'too_long') problems.name = { code: 'invalid_name', max: DISPLAY_NAME_MAX_LENGTH };
  if (personNameProblem(form.firstName))
    problems.firstName = { code: 'invalid_name', max: PERSON_NAME_MAX_LENGTH };
  if (personNameProblem(form.lastName))
    problems.lastName = { code: 'invalid_name', max: PERSON_NAME_MAX_LENGTH };
  if (phoneProblem(form.phoneNumber)) problems.phoneNumber = { code: 'invalid_phone' };
  return problems;
}

/** The profile as the server receives it (names and phone trimmed). */
export function profileInput(form: ProfileForm): ProfileForm {
  return {
    name: form.name.trim(),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phoneNumber: form.phoneNumber.trim(),
    timezone: form.timezone,
    lang: form.lang,
  };
}

/**
 * The field a refusal of the server is shown beside. `extra` is the refusal's extra: invalid_name and
 * invalid_characters name the field (extra.fields), invalid_name its bound (extra.max).
 */
export function refusedProfileField(
  code: string,
  extra: { fields?: unknown; max?: unknown } | null,
): RefusedField | null {
  const named = Array.isArray(extra?.fields) ? String(extra.fields[0]) : null;
  if (code === 'invalid_characters')
    return named && TEXT_FIELDS.includes(named) ? { field: named as ProfileField } : null;
  if (code === 'invalid_name') {
    const field = named === 'firstName' || named === 'lastName' ? named : 'name';
    const max = Number(extra?.max) || (field === 'name' ? DISPLAY_NAME_MAX_LENGTH : PERSON_NAME_MAX_LENGTH);
    return { field, max };
  }
  const field = FIELD_OF_ERROR[code];
  return field ? { field } : null;
}
