import { describe, expect, it } from 'vitest';
import { deviceWording } from './session-device';

describe('deviceWording', () => {
  it.each([
    [
      { browser: 'Firefox', os: 'Windows' },
      { key: 'members.sessions.deviceOf', values: { browser: 'Firefox', os: 'Windows' } },
    ],
    [{ browser: 'Safari', os: null }, { text: 'Safari' }],
    [{ browser: null, os: 'Android' }, { text: 'Android' }],
    [{ browser: null, os: null }, { key: 'members.sessions.unknownDevice' }],
    [{ browser: ' ', os: '' }, { key: 'members.sessions.unknownDevice' }],
    [{}, { key: 'members.sessions.unknownDevice' }],
  ])('names %j as %j', (session, wording) => {
    expect(deviceWording(session)).toEqual(wording);
  });
});
