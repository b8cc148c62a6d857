import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, MEDIA_TYPES } from '@member-area/domain';
import { MAIN_ACTION } from './main-action';

const players = (code: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../i18n/locales', code, 'players.json'), 'utf8'),
  ) as {
    details: Record<string, string>;
  };

describe('the main button of a details page', () => {
  it('software says Download (it is downloaded, not played), with the download icon', () => {
    expect(MAIN_ACTION.software).toEqual({ labelKey: 'players.details.download', icon: 'download' });
  });

  it.each(MEDIA_TYPES.filter((type) => type !== 'software'))('%s is not labelled Download', (type) => {
    expect(MAIN_ACTION[type].labelKey).not.toBe('players.details.download');
  });

  it.each(LANGUAGE_CODES)('in %s, Download is its own word, not the Play of films and games', (code) => {
    const { details } = players(code);
    expect(details.download).toBeTruthy();
    expect(details.download).not.toBe(details.play);
  });
});
