import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The ticket link's token: the order id and an HMAC of it, base64url (32 characters, within
 * Telegram's 64 of [A-Za-z0-9_-] for `?start=`). Holding it is the permission to see the
 * order's tickets, so it cannot be guessed from an order id.
 */
const MAC_BYTES = 16;

/** Its own key, derived from the session secret, so a ticket token can never pass as a session. */
export function ticketKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('ticket-link-v1').digest();
}

function mac(key: Buffer, id: Buffer): Buffer {
  return createHmac('sha256', key).update(id).digest().subarray(0, MAC_BYTES);
}

export function signTicketToken(orderId: string, key: Buffer): string {
  const id = Buffer.alloc(8);
  id.writeBigUInt64BE(BigInt(orderId));
  return Buffer.concat([id, mac(key, id)]).toString('base64url');
}

/** The order id the token was signed for, or null for anything forged or malformed. */
export function readTicketToken(token: string, key: Buffer): string | null {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== 8 + MAC_BYTES) return null;
  const id = raw.subarray(0, 8);
  if (!timingSafeEqual(raw.subarray(8), mac(key, id))) return null;
  const orderId = id.readBigUInt64BE();
  return orderId > 0n ? orderId.toString() : null;
}

export function ticketLink(bot: string, token: string): string {
  return `https://t.me/${bot}?start=${token}`;
}
