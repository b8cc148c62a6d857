import { describe, expect, it } from 'vitest';
import { previewUrl } from './preview-url';

describe('previewUrl', () => {
  it.each([
    ['playmax.localhost', { protocol: 'http:', port: '3000' }, 'http://playmax.localhost:3000/login'],
    ['playmax.example', { protocol: 'https:', port: '' }, 'https://playmax.example/login'],
  ])('%s on %j → %s', (host, location, url) => {
    expect(previewUrl(host, location)).toBe(url);
  });
});
