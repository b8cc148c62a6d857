import { describe, expect, it } from 'vitest';
import { sessionDevice } from './session-device';

describe('sessionDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { browser: 'Firefox', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Microsoft Edge', os: 'macOS' },
    ],
  ])('names the browser and the system of %s', (ua, device) => {
    expect(sessionDevice(ua)).toEqual(device);
  });

  it('names no device for a session without a User-Agent (older rows) or one that says nothing', () => {
    expect(sessionDevice(null)).toEqual({ browser: null, os: null });
    expect(sessionDevice('   ')).toEqual({ browser: null, os: null });
    expect(sessionDevice('curl/8.0')).toEqual({ browser: null, os: null });
  });
});
