import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPlayTime } from './usePlayTime';

const localesDir = join(import.meta.dirname, '../../../i18n/locales');
/** The controlsKey values of the demo games (docs/demo-media.md), plus the general help. */
const CONTROLS_KEYS = ['snake', 'breakout', '2048', 'default'];
const LINES = ['goal', 'keyboard', 'touch', 'pause'];

describe('game controls help', () => {
  for (const code of readdirSync(localesDir)) {
    it(`${code} explains every line of every demo game`, () => {
      const file = JSON.parse(readFileSync(join(localesDir, code, 'players-reader.json'), 'utf8')) as {
        game: { controls: Record<string, Record<string, string>> };
      };
      for (const key of CONTROLS_KEYS) {
        for (const line of LINES) expect(file.game.controls[key]?.[line], `${key}.${line}`).toMatch(/\S/);
      }
    });
  }
});

describe('play time', () => {
  it.each([
    [0, '0:00'],
    [75, '1:15'],
    [600, '10:00'],
    [3725, '1:02:05'],
    [-4, '0:00'],
  ])('%s seconds read %s', (seconds, expected) => {
    expect(formatPlayTime(seconds)).toBe(expected);
  });
});
