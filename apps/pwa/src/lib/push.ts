import { pushPaths, type Locale } from '@lottery/contracts';
import { apiGet, apiPost } from './api-client';

/** What this browser can do about notices, and whether it gets them now. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/** On only when the browser has a subscription and the shop has it for this member. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  const { subscribed } = await apiPost(pushPaths.status, {
    endpoint: subscription.endpoint,
  });
  return subscribed ? 'on' : 'off';
}

/**
 * Asks the browser's permission, subscribes with the shop's VAPID key and saves the
 * subscription for the member, with the language notices are to be written in.
 */
export async function turnPushOn(locale: Locale): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const { publicKey } = await apiGet(pushPaths.key);
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  await apiPost(pushPaths.subscribe, {
    endpoint: endpoint ?? '',
    p256dh: keys?.p256dh ?? '',
    auth: keys?.auth ?? '',
    locale,
  });
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await apiPost(pushPaths.unsubscribe, { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
