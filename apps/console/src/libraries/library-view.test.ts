import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDuration,
  libraryFormProblems,
  libraryIsBusy,
  libraryPollInterval,
  libraryRefusal,
  packagingBar,
  scanBar,
  scanNoticeOver,
  scanIsActive,
} from './library-view';

const idle = { due: 0, packaged: 3, failed: 0 };

describe('libraryIsBusy and libraryPollInterval', () => {
  it('polls every second while a scan is queued or running, or files wait to be packaged', () => {
    expect(libraryPollInterval({ lastScan: { state: 'queued' }, packaging: idle })).toBe(1000);
    expect(libraryPollInterval({ lastScan: { state: 'running' }, packaging: idle })).toBe(1000);
    expect(libraryPollInterval({ lastScan: { state: 'done' }, packaging: { ...idle, due: 2 } })).toBe(1000);
    expect(libraryIsBusy({ lastScan: null, packaging: { ...idle, due: 1 } })).toBe(true);
  });
  it('stops once the scan ended and nothing is due', () => {
    expect(libraryPollInterval({ lastScan: { state: 'done' }, packaging: idle })).toBe(false);
    expect(libraryPollInterval({ lastScan: { state: 'failed' }, packaging: idle })).toBe(false);
    expect(libraryPollInterval({ lastScan: null, packaging: idle })).toBe(false);
    expect(libraryPollInterval(null)).toBe(false);
    expect(scanIsActive(undefined)).toBe(false);
  });
});

describe('scanBar and packagingBar', () => {
  it('is files done of files found, unknown before the walk counted them', () => {
    expect(scanBar({ state: 'running', filesDone: 1204, filesTotal: 10000 })).toEqual({
      value: 1204,
      max: 10000,
    });
    expect(scanBar({ state: 'running', filesDone: 0, filesTotal: 0 })).toBeNull();
    expect(scanBar({ state: 'running', filesDone: 12, filesTotal: 10 })).toEqual({ value: 10, max: 10 });
  });
  it('is packaged of everything present, failures included', () => {
    expect(packagingBar({ due: 5, packaged: 3, failed: 2 })).toEqual({ value: 3, max: 10 });
    expect(packagingBar({ due: 0, packaged: 0, failed: 0 })).toBeNull();
  });
});

describe('formatDuration', () => {
  it('says seconds, whole minutes rounded up, then hours, with Intl in the language', () => {
    expect(formatDuration(45, 'en-us')).toBe('45 sec');
    expect(formatDuration(0, 'en-us')).toBe('1 sec');
    expect(formatDuration(61, 'en-us')).toBe('2 min');
    expect(formatDuration(120, 'en-us')).toBe('2 min');
    expect(formatDuration(5400, 'en-us')).toBe('1.5 hr');
    expect(formatDuration(120, 'de-de')).toMatch(/^2\sMin\.$/);
    expect(formatDuration(5400, 'fr-ca')).toMatch(/1,5/);
  });
});

describe('formatCount', () => {
  it('groups digits as the language does', () => {
    expect(formatCount(10000, 'en-us')).toBe('10,000');
    expect(formatCount(10000, 'de-de')).toBe('10.000');
  });
});

describe('libraryFormProblems', () => {
  it('needs a name, a known type and an absolute folder', () => {
    expect(libraryFormProblems({ name: 'Films', mediaType: 'movie', dir: '/srv/media/films' })).toEqual([]);
    expect(libraryFormProblems({ name: 'Jeux', mediaType: 'game', dir: 'D:\\media\\games' })).toEqual([]);
    expect(libraryFormProblems({ name: '  ', mediaType: 'movie', dir: '' })).toEqual([
      { field: 'name', code: 'invalid_library_name' },
      { field: 'dir', code: 'folder_required' },
    ]);
    expect(
      libraryFormProblems({ name: 'x'.repeat(121), mediaType: 'film' as 'movie', dir: 'media/films' }),
    ).toEqual([
      { field: 'name', code: 'invalid_library_name' },
      { field: 'mediaType', code: 'invalid_library_type' },
      { field: 'dir', code: 'folder_not_absolute' },
    ]);
  });
});

describe('scanNoticeOver', () => {
  it.each([
    ['the scan is still queued', '7', { id: '7', state: 'queued' }, false],
    ['the scan runs', '7', { id: '7', state: 'running' }, false],
    ['the scan finished', '7', { id: '7', state: 'done' }, true],
    ['the scan failed', '7', { id: '7', state: 'failed' }, true],
    ['a later scan started', '7', { id: '8', state: 'running' }, true],
    ['the page still shows an earlier scan', '7', { id: '6', state: 'done' }, false],
    ['a notice about no scan', null, { id: '7', state: 'done' }, false],
    ['no scan read yet', '7', null, false],
  ] as const)('%s', (_, scanId, lastScan, over) => {
    expect(scanNoticeOver(scanId, lastScan)).toBe(over);
  });
});

describe('libraryRefusal', () => {
  it('puts the server’s reason on its field', () => {
    expect(
      libraryRefusal({ errorCode: 'invalid_input', extra: { reason: 'library_folder_not_allowed' } }),
    ).toEqual({ field: 'dir', code: 'library_folder_not_allowed' });
    expect(libraryRefusal({ errorCode: 'invalid_input', extra: { reason: 'invalid_library_name' } })).toEqual(
      {
        field: 'name',
        code: 'invalid_library_name',
      },
    );
    expect(libraryRefusal({ errorCode: 'invalid_input', extra: { reason: 'library_not_found' } })).toEqual({
      field: null,
      code: 'library_not_found',
    });
    expect(libraryRefusal({ errorCode: 'forbidden' })).toEqual({ field: null, code: 'forbidden' });
    expect(libraryRefusal({ errorCode: 'invalid_characters', extra: { fields: ['name'] } })).toEqual({
      field: 'name',
      code: 'invalid_characters',
    });
  });
});
