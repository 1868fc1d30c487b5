import { describe, expect, it } from '@jest/globals';
import { isPushServiceUrl } from './push-subscriptions.service.js';

describe('push endpoints accepted in production', () => {
  it('takes the push services browsers use', () => {
    expect(isPushServiceUrl('https://fcm.googleapis.com/fcm/send/abc:def')).toBe(true);
    expect(isPushServiceUrl('https://updates.push.services.mozilla.com/wpush/v2/gAAA')).toBe(true);
    expect(isPushServiceUrl('https://web.push.apple.com/QGx')).toBe(true);
  });

  it('refuses plain http, addresses and local names (the shop must not call its own network)', () => {
    expect(isPushServiceUrl('http://fcm.googleapis.com/fcm/send/x')).toBe(false);
    expect(isPushServiceUrl('https://127.0.0.1/push')).toBe(false);
    expect(isPushServiceUrl('https://10.0.0.5:8443/push')).toBe(false);
    expect(isPushServiceUrl('https://[::1]/push')).toBe(false);
    expect(isPushServiceUrl('https://localhost/push')).toBe(false);
    expect(isPushServiceUrl('https://db/push')).toBe(false);
  });
});
