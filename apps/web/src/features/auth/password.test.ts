import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@member-area/domain';
import { PASSWORD_BOUNDS, passwordProblemMessage, passwordRulesHint } from './password';

const dir = join(import.meta.dirname, '../../i18n/locales');
const bundle = (code: string) =>
  Object.fromEntries(
    readdirSync(join(dir, code))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace('.json', ''), JSON.parse(readFileSync(join(dir, code, f), 'utf8')) as unknown]),
  );

/** Every text that states the password rule, as stored (before interpolation). */
const RULE_TEXTS = [
  ['auth', 'resetPassword', 'subtitle'],
  ['auth', 'validation', 'too_short'],
  ['auth', 'validation', 'too_long'],
  ['account', 'password', 'rules'],
] as const;

describe.each(LANGUAGE_CODES)('password messages in %s', (code) => {
  const files = bundle(code) as Record<string, Record<string, Record<string, string>>>;

  it.each(RULE_TEXTS)(
    '%s.%s.%s takes its number from the domain rule, never a literal',
    (file, group, key) => {
      const text = files[file]?.[group]?.[key] ?? '';
      expect(text).toMatch(/\{\{(min|max)\}\}/);
      expect(text).not.toMatch(/\d/);
    },
  );

  it('the reset and change screens say the same minimum, the domain one', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: code,
      lowerCaseLng: true,
      resources: { [code]: { translation: bundle(code) } },
      interpolation: { escapeValue: false },
    });
    const short = passwordProblemMessage(i18n.t, 'too_short');
    expect(short).toContain(String(PASSWORD_MIN_LENGTH));
    expect(passwordRulesHint(i18n.t)).toContain(String(PASSWORD_MIN_LENGTH));
    expect(i18n.t('auth.resetPassword.subtitle', PASSWORD_BOUNDS)).toContain(String(PASSWORD_MIN_LENGTH));
    expect(passwordProblemMessage(i18n.t, 'too_long')).toContain(String(PASSWORD_MAX_LENGTH));
    expect(passwordProblemMessage(i18n.t, 'something_new')).toBe(i18n.t('errors.weak_password'));
  });
});
