/**
 * The locale files of every language (locales/<code>/<file>.json; a file's name is its top-level
 * key) and which of them load when. Plain data: vite.config.ts reads it too, to ship each group
 * of files as one chunk per language. locales.test.ts checks this list against the folder.
 */
export const TEXT_FILES = [
  'account',
  'auth',
  'billing',
  'browse',
  'collection',
  'common',
  'crosssell',
  'draws',
  'errors',
  'feedback',
  'giveaway-modals',
  'giveaways',
  'green',
  'home',
  'impacts',
  'marketplace',
  'media',
  'menu',
  'migration',
  'onboarding',
  'payment',
  'players-audio',
  'players-reader',
  'players',
  'playlists',
  'search',
  'shell',
  'status',
  'support',
  'titles',
  'vpn',
  'wallet',
] as const;

export type TextFile = (typeof TEXT_FILES)[number];

/**
 * What the screens outside the member area read (login, forgotten password or e-mail, the error,
 * no-brand and chunk-error screens, page titles): in the entry (English) or loaded before the
 * first render (other languages), so they never wait.
 */
export const FIRST_SCREEN_TEXTS = [
  'common',
  'auth',
  'errors',
  'status',
  'titles',
] as const satisfies readonly TextFile[];

/** The public draw records (/draws), outside the member area. */
export const DRAWS_TEXTS = ['draws'] as const satisfies readonly TextFile[];

/**
 * The member area (everything under the shell) reads every other file: the shell's own layers
 * (wallet, giveaways, cross-sell, migration, onboarding, the cart, search, the player host) use
 * most of them on every page, so they load together, with the shell's chunk.
 */
export const MEMBER_AREA_TEXTS: readonly TextFile[] = TEXT_FILES.filter(
  (file) => !(FIRST_SCREEN_TEXTS as readonly TextFile[]).includes(file) && file !== 'draws',
);

/**
 * The chunk a locale file ships in, per language: files that load together share one request.
 * Null for the English first-screen files, which ship in the entry (English is the default).
 */
export function textChunkName(language: string, file: string): string | null {
  if ((FIRST_SCREEN_TEXTS as readonly string[]).includes(file)) {
    return language === 'en-us' ? null : `texts-${language}-first-screen`;
  }
  if ((DRAWS_TEXTS as readonly string[]).includes(file)) return `texts-${language}-draws`;
  return `texts-${language}`;
}
