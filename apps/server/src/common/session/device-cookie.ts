import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** This browser's long-lived random id (the `device-id` cookie), on the sign-in calls. */
    deviceId?: string;
  }
}

export const DEVICE_COOKIE = 'device-id';
/** 400 days: the longest a browser keeps a cookie. */
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60;
const deviceIdPattern = /^[A-Za-z0-9_-]{22}$/;
/** The calls that count sign-in failures per device, and the captcha they may ask for. */
const SIGN_IN_PATHS = ['/api/authCustomer', '/api/clientSignature'];

/** The `device-id` cookie's value when it is one of ours, else undefined. */
export function deviceIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DEVICE_COOKIE && value && deviceIdPattern.test(value)) return value;
  }
  return undefined;
}

/**
 * Sign-in failures are counted per account and per device, not per address (a carrier's NAT puts
 * many members behind one). A device is a browser holding the `device-id` cookie: 128 random
 * bits, set by the server on the sign-in calls when missing, HttpOnly (no script reads or copies
 * it), sent only to /api. A client that drops it gets a new device each time, so failures still
 * count per account, and the per-address ceiling stays.
 */
export function identifyDevices(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    if (!SIGN_IN_PATHS.includes(path)) return;
    const known = deviceIdOf(request);
    if (known) {
      request.deviceId = known;
      return;
    }
    request.deviceId = randomBytes(16).toString('base64url');
    const secure = request.protocol === 'https' ? '; Secure' : '';
    void reply.header(
      'set-cookie',
      `${DEVICE_COOKIE}=${request.deviceId}; Max-Age=${DEVICE_COOKIE_SECONDS}; Path=/api; HttpOnly; SameSite=Lax${secure}`,
    );
  });
}
