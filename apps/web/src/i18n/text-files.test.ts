import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from '@member-area/domain';
import {
  DRAWS_TEXTS,
  FIRST_SCREEN_TEXTS,
  MEMBER_AREA_TEXTS,
  TEXT_FILES,
  textChunkName,
  type TextFile,
} from './text-files';

const src = join(import.meta.dirname, '..');
const localeFiles = (code: string) =>
  readdirSync(join(import.meta.dirname, 'locales', code))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace('.json', ''))
    .sort();

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .flatMap((name) => sourceFiles(join(path, name)))
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
}

/** The locale files a source file reads: every string that starts with `<file>.` (keys are literal). */
function textsRead(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const key = new RegExp(`['"\`](${TEXT_FILES.join('|')})\\.[\\w$]`, 'g');
  return new Set([...text.matchAll(key)].map((match) => match[1] ?? ''));
}

function unloadedTexts(paths: string[], loaded: readonly TextFile[]): string[] {
  const missing: string[] = [];
  for (const file of paths.flatMap((path) => sourceFiles(join(src, path)))) {
    for (const text of textsRead(file)) {
      if (!(loaded as readonly string[]).includes(text))
        missing.push(`${file.slice(src.length + 1)}: ${text}`);
    }
  }
  return missing;
}

describe('locale files and when they load', () => {
  it('lists every locale file of every language', () => {
    expect([...TEXT_FILES].sort()).toEqual(localeFiles(DEFAULT_LANGUAGE));
  });

  it('loads every file in some area', () => {
    const areas = new Set([...FIRST_SCREEN_TEXTS, ...DRAWS_TEXTS, ...MEMBER_AREA_TEXTS]);
    expect([...areas].sort()).toEqual([...TEXT_FILES].sort());
  });

  it('ships in the entry exactly the English files of the first screens', () => {
    const index = readFileSync(join(import.meta.dirname, 'index.ts'), 'utf8');
    const eager = [...index.matchAll(/'\.\/locales\/en-us\/([\w-]+)\.json'/g)].map((match) => match[1]);
    const excluded = /'!\.\/locales\/en-us\/\{([\w,-]+)\}\.json'/.exec(index)?.[1]?.split(',');
    expect(eager.sort()).toEqual([...FIRST_SCREEN_TEXTS].sort());
    expect(excluded?.sort()).toEqual([...FIRST_SCREEN_TEXTS].sort());
  });

  it.each([
    ['en-us', 'auth', null],
    ['de-de', 'auth', 'texts-de-de-first-screen'],
    ['en-us', 'draws', 'texts-en-us-draws'],
    ['ja-jp', 'home', 'texts-ja-jp'],
    ['en-us', 'home', 'texts-en-us'],
  ])('ships %s/%s in chunk %s', (language, file, chunk) => {
    expect(textChunkName(language, file)).toBe(chunk);
  });

  // A screen outside the member area renders with only these files loaded: a key of another file
  // would show raw.
  it('gives the first screens only first-screen texts', () => {
    const firstScreens = [
      'app/main.tsx',
      'app/RootLayout.tsx',
      'app/RouteErrorBoundary.tsx',
      'features/auth',
      'features/status',
      'routes/LoginRoute.tsx',
      'routes/ForgotPasswordRoute.tsx',
      'routes/ForgotEmailRoute.tsx',
      'routes/ErrorRoute.tsx',
      'routes/NoBrandRoute.tsx',
      'ui',
    ];
    // features/auth/password.ts holds the reset form's rule text, loaded with that route ('account').
    expect(unloadedTexts(firstScreens, [...FIRST_SCREEN_TEXTS, 'account'])).toEqual([]);
    expect(unloadedTexts(['routes/ResetPasswordRoute.tsx'], [...FIRST_SCREEN_TEXTS, 'account'])).toEqual([]);
  });

  it('gives the public draw records the draws texts', () => {
    expect(unloadedTexts(['features/giveaways/draws'], [...FIRST_SCREEN_TEXTS, ...DRAWS_TEXTS])).toEqual([]);
  });
});
