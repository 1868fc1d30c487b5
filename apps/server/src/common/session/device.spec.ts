import { describe, expect, it } from '@jest/globals';
import { deviceOf } from './device.js';

describe('a device as a member recognises it', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome · Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari · iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge · Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet · Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox · Linux'],
    ['curl/8.5.0', 'curl/8.5.0'],
  ])('%s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });

  it('is null without a User-Agent, and never longer than 60 characters', () => {
    expect(deviceOf(undefined)).toBeNull();
    expect(deviceOf('  ')).toBeNull();
    expect(deviceOf('x'.repeat(500))).toHaveLength(60);
  });
});
