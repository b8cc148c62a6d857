import {
  DEFAULT_ACCENT_COLOR,
  DEFAULT_ACCENT_COLOR_EXACT,
  DEFAULT_LANGUAGE,
  DEFAULT_LAYOUT,
  SWEEPS_FOR_ALL_TAG,
  SWEEP_BLOCKED_COUNTRIES,
} from '@member-area/domain';
import type { BrandInput, ConsoleBrandFieldsFragment } from '../gql/graphql';
import { CHECKBOX_TAGS, isOwnedByAnotherControl } from './feature-tags';

/** One side-menu row as the editor holds it: '' for "no colour" and "no sub-menu". */
export interface MenuItemForm {
  /** A React key that survives reordering (never sent). */
  key: string;
  label: string;
  path: string;
  icon: string;
  color: string;
  submenuType: string;
}

/** The brand editor's state: BrandInput in the shape the controls edit. */
export interface BrandForm {
  id: string;
  name: string;
  hosts: string[];
  layout: string;
  accentColor: string;
  accentColorExact: string;
  mediaTypes: string[];
  /** The checked tags of FEATURE_TAGS and GIVEAWAY_TAGS. */
  checkedTags: string[];
  /** Every other tag of the brand, kept as it is (custom_media_types:…, analytics switches). */
  otherTags: string[];
  menu: MenuItemForm[];
  supportDomain: string;
  supportEmail: string;
  phones: string[];
  companyName: string;
  address: { address: string; city: string; state: string; zip: string; countryCode: string };
  cookiePolicyUrl: string;
  currency: string;
  defaultLanguage: string;
  languages: string[];
  sweepsForAll: boolean;
  blockedCountries: string[];
}

let keys = 0;
/** A fresh key for a menu row. */
export function newMenuKey(): string {
  keys += 1;
  return `menu-${keys}`;
}

export function emptyMenuItem(): MenuItemForm {
  return { key: newMenuKey(), label: '', path: '/', icon: 'home', color: '', submenuType: '' };
}

/** A new brand: the member area's defaults, one empty host, English, giveaways blocked where SPEC.md 6 says. */
export function emptyBrandForm(): BrandForm {
  return {
    id: '',
    name: '',
    hosts: [''],
    layout: DEFAULT_LAYOUT,
    accentColor: DEFAULT_ACCENT_COLOR,
    accentColorExact: DEFAULT_ACCENT_COLOR_EXACT,
    mediaTypes: [],
    checkedTags: [],
    otherTags: [],
    menu: [{ ...emptyMenuItem(), label: 'Home', path: '/', icon: 'home' }],
    supportDomain: '',
    supportEmail: '',
    phones: [''],
    companyName: '',
    address: { address: '', city: '', state: '', zip: '', countryCode: 'US' },
    cookiePolicyUrl: '',
    currency: 'USD',
    defaultLanguage: DEFAULT_LANGUAGE,
    languages: [DEFAULT_LANGUAGE],
    sweepsForAll: false,
    blockedCountries: [...SWEEP_BLOCKED_COUNTRIES],
  };
}

/** A saved brand as the editor's state. */
export function brandFormFromBrand(brand: ConsoleBrandFieldsFragment): BrandForm {
  return {
    id: brand.id,
    name: brand.name,
    hosts: brand.hosts.length > 0 ? [...brand.hosts] : [''],
    layout: brand.layout,
    accentColor: brand.accentColor,
    accentColorExact: brand.accentColorExact,
    mediaTypes: [...brand.mediaTypes],
    checkedTags: brand.tags.filter((tag) => CHECKBOX_TAGS.has(tag)),
    otherTags: brand.tags.filter((tag) => !CHECKBOX_TAGS.has(tag) && !isOwnedByAnotherControl(tag)),
    menu: brand.menu.map((item) => ({
      key: newMenuKey(),
      label: item.label,
      path: item.path,
      icon: item.icon,
      color: item.color ?? '',
      submenuType: item.submenuType ?? '',
    })),
    supportDomain: brand.supportDomain,
    supportEmail: brand.supportEmail,
    phones: brand.phones.length > 0 ? [...brand.phones] : [''],
    companyName: brand.companyName,
    address: { ...brand.address },
    cookiePolicyUrl: brand.cookiePolicyUrl,
    currency: brand.currency,
    defaultLanguage: brand.defaultLanguage,
    languages: [...brand.languages],
    sweepsForAll: brand.sweeps.forAll || brand.tags.includes(SWEEPS_FOR_ALL_TAG),
    blockedCountries: [...brand.sweeps.blockedCountries],
  };
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function filled(values: readonly string[]): string[] {
  return values.map((value) => value.trim()).filter((value) => value !== '');
}

/**
 * What createBrand/updateBrand take. Blank rows drop out, host names are lower-cased and country
 * codes upper-cased; `sweeps_for_all` follows sweeps.forAll, so the tag and the setting never
 * disagree whichever of them the server reads. The server validates everything again.
 */
export function brandInputFromForm(form: BrandForm): BrandInput {
  const tags = unique([
    ...form.checkedTags,
    ...filled(form.otherTags).filter((tag) => !isOwnedByAnotherControl(tag)),
    ...(form.sweepsForAll ? [SWEEPS_FOR_ALL_TAG] : []),
  ]);
  return {
    name: form.name.trim(),
    hosts: unique(filled(form.hosts).map((host) => host.toLowerCase())),
    layout: form.layout,
    accentColor: form.accentColor.trim(),
    accentColorExact: form.accentColorExact.trim(),
    mediaTypes: unique(form.mediaTypes),
    tags,
    menu: form.menu.map((item) => ({
      label: item.label.trim(),
      path: item.path.trim(),
      icon: item.icon,
      color: item.color.trim() || null,
      submenuType: item.submenuType || null,
    })),
    supportDomain: form.supportDomain.trim().toLowerCase(),
    supportEmail: form.supportEmail.trim(),
    phones: filled(form.phones),
    companyName: form.companyName.trim(),
    address: {
      address: form.address.address.trim(),
      city: form.address.city.trim(),
      state: form.address.state.trim(),
      zip: form.address.zip.trim(),
      countryCode: form.address.countryCode.trim().toUpperCase(),
    },
    cookiePolicyUrl: form.cookiePolicyUrl.trim(),
    currency: form.currency.trim().toUpperCase(),
    defaultLanguage: form.defaultLanguage,
    languages: unique(
      form.languages.includes(form.defaultLanguage)
        ? form.languages
        : [form.defaultLanguage, ...form.languages],
    ),
    sweeps: {
      forAll: form.sweepsForAll,
      blockedCountries: unique(filled(form.blockedCountries).map((code) => code.toUpperCase())),
    },
  };
}

/** Whether two states would save the same brand (the unsaved-changes guard). */
export function sameBrand(a: BrandForm, b: BrandForm): boolean {
  return (
    a.id.trim() === b.id.trim() &&
    JSON.stringify(brandInputFromForm(a)) === JSON.stringify(brandInputFromForm(b))
  );
}

/**
 * The form section a refused save points at: `responseResult.extra.field` names a BrandInput field,
 * maybe with a path (`hosts.1`, `menu[2].path`, `address.zip`); the first part is the control.
 */
export function fieldOfError(extra: unknown): string | null {
  if (!extra || typeof extra !== 'object' || !('field' in extra)) return null;
  const field = (extra as { field: unknown }).field;
  if (typeof field !== 'string' || field === '') return null;
  return field.split(/[.[]/)[0] ?? null;
}

/** The row a refused save points at in a list field (`hosts.1`, `phones[0]`), else null. */
export function rowOfError(extra: unknown): number | null {
  if (!extra || typeof extra !== 'object' || !('field' in extra)) return null;
  const field = (extra as { field: unknown }).field;
  if (typeof field !== 'string') return null;
  const match = /^[^.[]+(?:\.|\[)(\d+)/.exec(field);
  return match?.[1] ? Number(match[1]) : null;
}
