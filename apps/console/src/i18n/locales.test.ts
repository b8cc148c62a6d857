import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@member-area/domain';

const LOCALES = fileURLToPath(new URL('./locales/', import.meta.url));

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function read(code: string): Record<string, unknown> {
  const folder = path.join(LOCALES, code);
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')),
      ]),
  );
}

const english = read('en-us');
const englishKeys = keysOf(english).sort();

function valueAt(bundle: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
}

function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe.each(LANGUAGE_CODES.filter((code) => code !== 'en-us'))('the console in %s', (code) => {
  const bundle = read(code);
  it('has every English key and no other', () => {
    expect(keysOf(bundle).sort()).toEqual(englishKeys);
  });
  it('keeps every placeholder', () => {
    for (const key of englishKeys)
      expect(placeholders(valueAt(bundle, key)), key).toEqual(placeholders(valueAt(english, key)));
  });
  it('is translated, not an English copy', () => {
    const same = englishKeys.filter((key) => valueAt(bundle, key) === valueAt(english, key));
    // Names and codes read the same in many languages (VPN, ClickCoins, Logo, "{{ratio}}:1 …").
    expect(same.length / englishKeys.length).toBeLessThan(0.15);
  });
});
