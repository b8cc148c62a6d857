import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  intlLocale as domainIntlLocale,
  type LanguageCode,
} from '@member-area/domain';
import type englishAccountMail from './locales/en-us/account-mail.json';
import type englishConsoleMail from './locales/en-us/console-mail.json';
import type englishDrawMail from './locales/en-us/draw-mail.json';
import type englishErrors from './locales/en-us/errors.json';
import type englishGiveawayMail from './locales/en-us/giveaway-mail.json';
import type englishGraphqlLimits from './locales/en-us/graphql-limits.json';
import type englishHostedPage from './locales/en-us/hosted-page.json';
import type englishImpacts from './locales/en-us/impacts.json';
import type englishInvoice from './locales/en-us/invoice.json';
import type englishMail from './locales/en-us/mail.json';
import type englishOnboarding from './locales/en-us/onboarding.json';
import type englishOrderMail from './locales/en-us/order-mail.json';
import type englishRefundMail from './locales/en-us/refund-mail.json';
import type englishWalletMail from './locales/en-us/wallet-mail.json';

/**
 * Server-side texts (invoice PDFs, mails, the hosted payment page) laid out like the web's:
 * locales/<code>/<namespace>.json, where a file's name is its top-level key, so
 * locales/ja-jp/invoice.json holds what t('invoice.title') reads. English is the fallback.
 */
export const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

/** The English files are the contract every language fulfils (locales.test.ts checks it). */
export interface EnglishTexts {
  'account-mail': typeof englishAccountMail;
  'console-mail': typeof englishConsoleMail;
  'draw-mail': typeof englishDrawMail;
  errors: typeof englishErrors;
  'giveaway-mail': typeof englishGiveawayMail;
  'graphql-limits': typeof englishGraphqlLimits;
  'hosted-page': typeof englishHostedPage;
  impacts: typeof englishImpacts;
  invoice: typeof englishInvoice;
  mail: typeof englishMail;
  onboarding: typeof englishOnboarding;
  'order-mail': typeof englishOrderMail;
  'refund-mail': typeof englishRefundMail;
  'wallet-mail': typeof englishWalletMail;
}

/** Every expected failure a service can answer with: a key of errors.json, so tsc refuses a code without a text. */
export type ErrorCode = keyof typeof englishErrors;

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TextKey = KeysOf<EnglishTexts>;
export type Translate = (key: TextKey, vars?: Record<string, string>) => string;

type Bundle = Record<string, unknown>;

function readBundle(code: LanguageCode): Bundle {
  const dir = path.join(LOCALES_DIR, code);
  const bundle: Bundle = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort())
    bundle[path.basename(file, '.json')] = JSON.parse(
      fs.readFileSync(path.join(dir, file), 'utf8'),
    ) as Bundle;
  return bundle;
}

// Read once at start, synchronously: a missing or broken locale file fails the boot, not a request.
const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, { translation: readBundle(code) }])),
  supportedLngs: LANGUAGE_CODES,
  fallbackLng: DEFAULT_LANGUAGE,
  lowerCaseLng: true,
  // 'my-ms' is this product's code for Malay: never fall back to a language-only 'my' (Burmese).
  load: 'currentOnly',
  // Texts go into PDFs and plain mail as they are; a caller putting one into HTML (the hosted page,
  // a mail's HTML part) escapes it there, so a brand name like "A&B" is never escaped twice.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** An interface language the product supports, from a member's stored code ('fr' and 'FR-CA' too). */
export function supportedLanguage(lang: string | null | undefined): LanguageCode {
  const code = (lang ?? '').toLowerCase();
  const exact = LANGUAGE_CODES.find((c) => c === code);
  return exact ?? LANGUAGE_CODES.find((c) => c.startsWith(`${code.slice(0, 2)}-`)) ?? DEFAULT_LANGUAGE;
}

/** The texts of one language, keys checked against the English files at compile time. */
export function translator(lang: string | null | undefined): Translate {
  const t = i18n.getFixedT(supportedLanguage(lang));
  return (key, vars) => t(key, vars ?? {});
}

/** The Intl locale of an interface language: one map for server and web, in packages/domain. */
export function intlLocale(lang: string | null | undefined): string {
  return domainIntlLocale(supportedLanguage(lang));
}
