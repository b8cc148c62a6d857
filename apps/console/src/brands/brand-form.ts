import {
  DEFAULT_ACCENT_COLOR,
  DEFAULT_ACCENT_COLOR_EXACT,
  DEFAULT_LANGUAGE,
  DEFAULT_LAYOUT,
  SWEEPS_FOR_ALL_TAG,
  SWEEP_BLOCKED_COUNTRIES,
  isTagOfOwnField,
} from '@member-area/domain';
import type { BrandInput, ConsoleBrandFieldsFragment } from '../gql/graphql';
import { customMediaTypesOf, customMediaTypesTag, isCheckboxTag } from './feature-tags';

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
  /** The checked tags of the domain's BRAND_TAG_CATALOGUE (those without a value). */
  checkedTags: string[];
  /** The media types of `custom_media_types:<list>`; none means the tag is off. */
  customMediaTypes: string[];
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
    customMediaTypes: [],
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
    // A tag outside the catalogue is one the server refuses (tag_invalid): it is left out, and the
    // editor names it (unknownTagsOf) so the next save dropping it is no surprise.
    checkedTags: brand.tags.filter(isCheckboxTag),
    customMediaTypes: customMediaTypesOf(brand.tags),
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
  const custom = customMediaTypesTag(form.customMediaTypes);
  const tags = unique([
    ...form.checkedTags.filter(isCheckboxTag),
    ...(custom ? [custom] : []),
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
 * What a role with `menu.edit` but not `brand.edit` (a content editor) sends: the brand exactly as
 * the server read it, with only the menu of the form. The server lets it through only when nothing
 * but the menu differs from what it holds (console-resolvers.ts onlyMenuChanged), so every other
 * field goes back untouched, in the server's own order.
 */
export function menuOnlyInput(brand: ConsoleBrandFieldsFragment, form: BrandForm): BrandInput {
  return {
    name: brand.name,
    hosts: [...brand.hosts],
    layout: brand.layout,
    accentColor: brand.accentColor,
    accentColorExact: brand.accentColorExact,
    mediaTypes: [...brand.mediaTypes],
    tags: brand.tags.filter((tag) => !isTagOfOwnField(tag)),
    menu: brandInputFromForm(form).menu,
    supportDomain: brand.supportDomain,
    supportEmail: brand.supportEmail,
    phones: [...brand.phones],
    companyName: brand.companyName,
    address: {
      address: brand.address.address,
      city: brand.address.city,
      state: brand.address.state,
      zip: brand.address.zip,
      countryCode: brand.address.countryCode,
    },
    cookiePolicyUrl: brand.cookiePolicyUrl,
    currency: brand.currency,
    defaultLanguage: brand.defaultLanguage,
    languages: [...brand.languages],
    sweeps: { forAll: brand.sweeps.forAll, blockedCountries: [...brand.sweeps.blockedCountries] },
  };
}
