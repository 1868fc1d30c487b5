import { Inject, Injectable } from '@nestjs/common';
import webpush from 'web-push';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

/** A browser's subscription as the Push API gives it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service no longer knows this browser (404/410): drop the subscription. */
export class PushGone extends Error {}

/** Web push behind an interface: tests point subscriptions at a local stand-in push service. */
export interface PushSender {
  /** Resolves when the push service accepted the notice; throws `PushGone` or another error. */
  send(target: PushTarget, payload: string): Promise<void>;
}

export const PUSH_SENDER = Symbol('PushSender');

const TIMEOUT_MS = 10_000;

/**
 * RFC 8030 / 8291 / 8292 through `web-push`: it encrypts the payload for the browser's keys
 * (aes128gcm) and signs the VAPID header; the request itself goes out with fetch, which (unlike
 * web-push's own https-only transport) also reaches the http stand-in in tests.
 */
@Injectable()
export class WebPushSender implements PushSender {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(target: PushTarget, payload: string): Promise<void> {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: {
          subject: this.config.vapidSubject,
          publicKey: this.config.vapidPublicKey,
          privateKey: this.config.vapidPrivateKey,
        },
        TTL: this.config.pushTtlSeconds,
        contentEncoding: 'aes128gcm',
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (response.status === 404 || response.status === 410)
      throw new PushGone(`push service: ${response.status}`);
    if (!response.ok) throw new Error(`push service: ${response.status}`);
  }
}
