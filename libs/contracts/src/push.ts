import { ErrorCode } from './error-codes.js';
import type { Locale } from './locale.js';
import { textRule } from './rules.js';

/** Web push (issue 30): the member's browsers that accepted notices. */
export const pushPaths = {
  /** Public (no session): the shop's VAPID public key, for `pushManager.subscribe`. */
  key: '/api/customer/push/key',
  /** A browser's subscription, saved for the signed-in member (the same endpoint is replaced). */
  subscribe: '/api/customer/push/subscribe',
  unsubscribe: '/api/customer/push/unsubscribe',
  /** Whether this browser's endpoint is saved for the member. */
  status: '/api/customer/push/status',
} as const;

const invalid = ErrorCode.PushSubscriptionInvalid;

/** The subscription's fields as `PushSubscription.toJSON()` gives them, flattened. */
export const pushRules = {
  endpoint: textRule({ missing: invalid, invalid, max: 1000, checks: [/^https?:\/\/\S+$/] }),
  /** The browser's uncompressed P-256 key: 65 bytes in base64url. */
  p256dh: textRule({
    missing: invalid,
    invalid,
    max: 100,
    checks: [/^[A-Za-z0-9_-]{86,88}={0,2}$/],
  }),
  /** 16 random bytes in base64url. */
  auth: textRule({ missing: invalid, invalid, max: 40, checks: [/^[A-Za-z0-9_-]{22,24}={0,2}$/] }),
};

export interface PushSubscribeRequest {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The language notices are written in; the caller's when absent. */
  locale?: Locale;
}

export interface PushStatus {
  subscribed: boolean;
}
